import { z } from "zod";
import { isWebUrl, withScheme } from "../urls";
import { editorSchema, idSchema, text } from "./common";

export const sidebarLinkInputSchema = z.object({
  text: text().trim().min(1, "is required").max(120),
  // After https:// is added (docs/product.md#validation-rules), the address must parse as http(s) on a real host name.
  url: text()
    .trim()
    .min(1, "is required")
    .max(2000)
    .transform(withScheme)
    .refine((u) => isWebUrl(u), "must be a web address such as https://example.com"),
});
export type SidebarLinkInput = z.infer<typeof sidebarLinkInputSchema>;
/**
 * Stored and answered with _id (docs/product.md#data), plus updatedAt and order (the admin's order,
 * ascending). Links stored before those had none: they read as "" and -1, and migration 6 (storage/migrations.ts) gives them values once.
 */
export const sidebarLinkSchema = z.object({
  _id: idSchema,
  text: text(),
  url: text(),
  order: z.number().default(-1),
  updatedAt: z.string().default(""),
  updatedBy: editorSchema.optional(),
});
export type SidebarLink = z.infer<typeof sidebarLinkSchema>;

/** PUT /api/sidebar-links/order: every link's id once, in the new order. */
export const sidebarLinkOrderSchema = z.object({ ids: z.array(text()).max(1000) });
