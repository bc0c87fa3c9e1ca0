import { z } from "zod";
import { defaultStatus, idSchema, isoDateSchema, optionalImageRef, optionalText, timestamps } from "./common";

export const offerInputSchema = z.object({
  mainHeading: optionalText(200),
  subHeading: optionalText(300),
  tagline: optionalText(300),
  /** Free text separated by commas or emoji; split for display. */
  features: optionalText(2000, "multiline"),
  bannerImage: optionalImageRef,
  date: isoDateSchema,
  status: defaultStatus,
});
export type OfferInput = z.infer<typeof offerInputSchema>;
export const offerSchema = offerInputSchema.extend({ id: idSchema, ...timestamps });
export type Offer = z.infer<typeof offerSchema>;
