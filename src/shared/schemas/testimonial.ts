// Testimonials: what clients said, with their written consent, managed by admins at /admin/testimonials.
import { z } from "zod";
import { apiMessages } from "../api-messages";
import { idSchema, optionalText, requiredText, text, timestamps } from "./common";

export const TESTIMONIAL_STATUSES = ["draft", "published"] as const;

/** YYYY-MM-DD of a real day, or "" for none yet. */
const consentDate = text()
  .trim()
  .refine((s) => s === "" || (/^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)), "must be a date as YYYY-MM-DD")
  .optional()
  .default("");

export const testimonialInputSchema = z
  .object({
    quote: requiredText(1000, "multiline"),
    name: requiredText(120),
    /** For example "Founder, Acme Foods". */
    role: optionalText(120),
    city: requiredText(80),
    /** The service page it is shown on: the page's slug (pvt-ltd-registration-delhi, llp...). */
    service: text()
      .trim()
      .min(1, "is required")
      .max(100)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a service page's slug"),
    /** The day the client agreed to publication (YYYY-MM-DD); required to publish. */
    consentDate,
    status: z.enum(TESTIMONIAL_STATUSES, { error: "must be draft or published" }).optional().default("draft"),
  })
  .superRefine((t, ctx) => {
    if (t.status === "published" && !t.consentDate) ctx.addIssue({ code: "custom", path: ["consentDate"], message: apiMessages.testimonialConsentRequired });
  });
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

export const testimonialSchema = z.object({
  id: idSchema,
  quote: text("multiline"),
  name: text(),
  role: text(),
  city: text(),
  service: text(),
  consentDate: text(),
  status: z.enum(TESTIMONIAL_STATUSES),
  ...timestamps,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** What the public site shows of a testimonial. */
export type PublicTestimonial = Pick<Testimonial, "id" | "quote" | "name" | "role" | "city" | "service">;
