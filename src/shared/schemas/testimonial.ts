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

const pageSlug = text()
  .trim()
  .min(1, "is required")
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a service page's slug");
const citySlug = text()
  .trim()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a city page's slug");

/** The pages a testimonial shows on: service pages (slugs), city pages (city slugs) and the home page. */
export type TestimonialPlaces = { services: string[]; cities: string[]; home: boolean };

export const testimonialInputSchema = z
  .object({
    quote: requiredText(1000, "multiline"),
    name: requiredText(120),
    /** For example "Founder, Acme Foods". */
    role: optionalText(120),
    /** Where the client is (shown with the quote). */
    city: requiredText(80),
    /** One service page's slug, as earlier clients sent it; added to `services`. */
    service: pageSlug.optional(),
    /** The service pages it shows on: entity pages (private-limited, llp...) and package pages (pvt-ltd-registration-delhi...). */
    services: z.array(pageSlug).max(20).optional().default([]),
    /** The city pages it shows on, by the city's slug (delhi, mumbai...). */
    cities: z.array(citySlug).max(20).optional().default([]),
    /** Whether the home page shows it (among the newest); left out, it does, as every testimonial did before. */
    home: z.boolean({ error: "must be true or false" }).optional(),
    /** The day the client agreed to publication (YYYY-MM-DD); required to publish. */
    consentDate,
    status: z.enum(TESTIMONIAL_STATUSES, { error: "must be draft or published" }).optional().default("draft"),
  })
  .superRefine((t, ctx) => {
    if (t.status === "published" && !t.consentDate) ctx.addIssue({ code: "custom", path: ["consentDate"], message: apiMessages.testimonialConsentRequired });
    if (!t.service && t.services.length === 0 && t.cities.length === 0 && t.home === false)
      ctx.addIssue({ code: "custom", path: ["services"], message: apiMessages.testimonialNowhere });
  })
  .transform(({ service, services, home, ...t }) => {
    const all = [...new Set([...(service ? [service] : []), ...services])];
    return { ...t, services: all, service: all[0] ?? "", home: home ?? true };
  });
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

export const testimonialSchema = z
  .object({
    id: idSchema,
    quote: text("multiline"),
    name: text(),
    role: text(),
    city: text(),
    /** The first service page (kept for readers of the single field). */
    service: text().default(""),
    services: z.array(text()).optional(),
    cities: z.array(text()).default([]),
    home: z.boolean().optional(),
    consentDate: text(),
    status: z.enum(TESTIMONIAL_STATUSES),
    ...timestamps,
  })
  // Stored before testimonials had several places: the single service page becomes the list, and the
  // home page keeps showing them as it did.
  .transform((t) => ({ ...t, services: t.services ?? (t.service ? [t.service] : []), home: t.home ?? true }));
export type Testimonial = z.output<typeof testimonialSchema>;

/** What the public site shows of a testimonial. */
export type PublicTestimonial = Pick<Testimonial, "id" | "quote" | "name" | "role" | "city" | "service">;
