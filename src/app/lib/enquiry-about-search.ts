// The context of a /contact-us address, read by the contact page's loader: apart from enquiry-about.ts
// so that the enquiry rules it needs stay out of the code every page loads.
import { ENQUIRY_LIMITS } from "../../shared/enquiry-rules";

/** The context of a /contact-us address: free text cut to the stored limits; the offer as its id. */
export function aboutFromSearch(search: URLSearchParams): { service: string; offerId: string; city: string } {
  const get = (k: string, max: number) =>
    (search.get(k) ?? "")
      .replace(/[\r\n<>]/g, " ")
      .trim()
      .slice(0, max);
  return { service: get("service", ENQUIRY_LIMITS.service), offerId: get("offer", 100), city: get("city", ENQUIRY_LIMITS.city) };
}
