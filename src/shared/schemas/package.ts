// Service packages: stored records the admin edits at /admin/packages; the six of docs/product.md#service-package-pages are the seed.
import { z } from "zod";
import { DEFAULT_SAC } from "../gst";
import { booleanSchema, editorSchema, idSchema, optionalText, requiredText, statusSchema, text } from "./common";
import { CASE_LIMITS, checklistTemplateItemSchema } from "./case";

/** Slug-style path segment of the package's page (/pvt-ltd-registration-delhi). */
const packageSlug = text()
  .trim()
  .min(1, "is required")
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens");

/** Whole rupees, positive. */
const rupees = z
  .number({ error: "must be a whole number of rupees" })
  .positive("must be more than zero")
  .refine(Number.isInteger, "must be a whole number of rupees")
  .max(100_000_000, "is too large");

/** A list of one-line points; blank entries are dropped. */
const lineList = (max: number) =>
  z
    .array(text().trim().max(200))
    .max(max)
    .transform((list) => list.filter((f) => f !== ""));

/** One step of a package's work: its name and typical days. */
export const stepSchema = z.object({
  name: requiredText(120),
  days: z.number({ error: "must be a whole number of days" }).min(0, "must not be negative").max(365, "is too large").refine(Number.isInteger, "must be a whole number of days"),
});
export type PackageStep = z.infer<typeof stepSchema>;

/**
 * The package's words on the Hindi pages (docs/product.md#languages): its name, description, time, points and step
 * names in Hindi. An empty field, or a list of another length than the English one, shows the English.
 */
export const packageHindiSchema = z.object({
  title: optionalText(120),
  description: optionalText(600),
  duration: optionalText(60),
  features: lineList(20).optional().default([]),
  includes: lineList(20).optional().default([]),
  excludes: lineList(20).optional().default([]),
  /** The steps' names, in the English steps' order. */
  steps: z.array(text().trim().max(120)).max(15).optional().default([]),
});
export type PackageHindi = z.infer<typeof packageHindiSchema>;

export const packageInputSchema = z
  .object({
    slug: packageSlug,
    title: requiredText(120),
    description: requiredText(600),
    /** One feature per entry; blank entries are dropped. */
    features: z
      .array(text().trim().max(200))
      .max(20)
      .transform((list) => list.filter((f) => f !== ""))
      .pipe(z.array(text()).min(1, "needs at least one feature")),
    price: rupees,
    originalPrice: rupees,
    duration: requiredText(60),
    /** What the fee covers and what it does not, one point per entry (blank entries dropped). */
    includes: lineList(20).optional().default([]),
    excludes: lineList(20).optional().default([]),
    /** The steps of the work, each with its typical number of working days (the page's timeline). */
    steps: z.array(stepSchema).max(15).optional().default([]),
    /** The government's fees for the registration, estimated in whole rupees: passed on at actuals, no GST on them. */
    governmentFee: z
      .number({ error: "must be a whole number of rupees" })
      .min(0, "must not be negative")
      .refine(Number.isInteger, "must be a whole number of rupees")
      .max(10_000_000, "is too large")
      .optional()
      .default(0),
    /** The services' accounting code on the tax invoice (SAC). */
    sac: text()
      .trim()
      .regex(/^\d{4,8}$/, "must be a SAC code of 4 to 8 digits, such as 9982")
      .optional()
      .default(DEFAULT_SAC),
    /** The documents a case of this package needs from the client, each with a one-line hint (blank labels dropped). */
    checklist: z
      .array(z.object({ label: optionalText(CASE_LIMITS.label), hint: checklistTemplateItemSchema.shape.hint }))
      .max(CASE_LIMITS.checklist)
      .optional()
      .default([])
      .transform((list) => list.filter((i) => i.label !== "")),
    popular: booleanSchema.optional().default(false),
    /** Position in the list (ascending); a new package goes last when absent. */
    order: z.number().min(0).refine(Number.isInteger, "must be a whole number").max(10_000).optional(),
    status: statusSchema.optional().default("published"),
    hi: packageHindiSchema.optional(),
  })
  .superRefine((p, ctx) => {
    if (p.originalPrice < p.price) ctx.addIssue({ code: "custom", path: ["originalPrice"], message: "must not be below the price" });
  });
export type PackageInput = z.infer<typeof packageInputSchema>;

export const packageSchema = z.object({
  id: idSchema,
  slug: text(),
  title: text(),
  description: text(),
  features: z.array(text()),
  price: z.number(),
  originalPrice: z.number(),
  duration: text(),
  includes: z.array(text()).optional().default([]),
  excludes: z.array(text()).optional().default([]),
  steps: z
    .array(z.object({ name: text(), days: z.number() }))
    .optional()
    .default([]),
  governmentFee: z.number().optional().default(0),
  sac: text().optional().default(DEFAULT_SAC),
  checklist: z
    .array(z.object({ label: text(), hint: text().optional().default("") }))
    .optional()
    .default([]),
  popular: z.boolean(),
  order: z.number(),
  status: statusSchema,
  hi: packageHindiSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: editorSchema.optional(),
});
export type Package = z.infer<typeof packageSchema>;

/** What the public site shows of a package (cards, package pages, structured data). */
export type ServicePackage = Pick<
  Package,
  "slug" | "title" | "description" | "features" | "price" | "originalPrice" | "duration" | "popular" | "includes" | "excludes" | "steps" | "governmentFee" | "sac" | "hi"
>;
