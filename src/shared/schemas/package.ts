// Service packages (issue 21): stored records the admin edits at /admin/packages; the six of docs/product.md#service-package-pages are the seed.
import { z } from "zod";
import { booleanSchema, editorSchema, idSchema, requiredText, statusSchema, text } from "./common";

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
    popular: booleanSchema.optional().default(false),
    /** Position in the list (ascending); a new package goes last when absent. */
    order: z.number().min(0).refine(Number.isInteger, "must be a whole number").max(10_000).optional(),
    status: statusSchema.optional().default("published"),
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
  popular: z.boolean(),
  order: z.number(),
  status: statusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: editorSchema.optional(),
});
export type Package = z.infer<typeof packageSchema>;

/** What the public site shows of a package (cards, package pages, structured data). */
export type ServicePackage = Pick<Package, "slug" | "title" | "description" | "features" | "price" | "originalPrice" | "duration" | "popular">;
