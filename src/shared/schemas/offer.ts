import { z } from "zod";
import { defaultStatus, idSchema, isoDateSchema, optionalImageRef, optionalIsoDateSchema, optionalText, timestamps } from "./common";

const offerFields = z.object({
  mainHeading: optionalText(200),
  subHeading: optionalText(300),
  tagline: optionalText(300),
  /** What the offer costs or saves, shown on its card ("₹7,199 all-inclusive", "20% off professional fees"). */
  priceText: optionalText(80),
  /** Free text separated by commas or emoji; split for display. */
  features: optionalText(2000, "multiline"),
  bannerImage: optionalImageRef,
  date: isoDateSchema,
  /** The moment the offer ends ("" = no end); after it, visitors no longer see it. */
  validUntil: optionalIsoDateSchema,
  status: defaultStatus,
});

/** A published offer needs a main heading; an end date must come after the publish date. */
export const offerInputSchema = offerFields.superRefine((o, ctx) => {
  if (o.status === "published" && !o.mainHeading) ctx.addIssue({ code: "custom", path: ["mainHeading"], message: "is required for a published offer" });
  if (o.validUntil && Date.parse(o.validUntil) <= Date.parse(o.date)) ctx.addIssue({ code: "custom", path: ["validUntil"], message: "must be after the publish date" });
});
export type OfferInput = z.infer<typeof offerInputSchema>;
export const offerSchema = offerFields.extend({ id: idSchema, ...timestamps });
export type Offer = z.infer<typeof offerSchema>;

/** Whether an offer's end date has passed. */
export const hasEnded = (o: { validUntil?: string }, now = Date.now()): boolean => !!o.validUntil && Date.parse(o.validUntil) <= now;
