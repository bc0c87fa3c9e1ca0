// What an enquiry started from an offer's "Claim this offer" is about (issue 21): the offer, named.
import { ENQUIRY_LIMITS } from "../../shared/enquiry-rules";

export const offerEnquiryService = (heading: string) => `Offer: ${heading}`.slice(0, ENQUIRY_LIMITS.service);
