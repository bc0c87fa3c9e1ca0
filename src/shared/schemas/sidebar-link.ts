import { z } from "zod";
import { withScheme } from "../urls";
import { editorSchema, idSchema, text } from "./common";

export const sidebarLinkInputSchema = z.object({
  text: text().trim().min(1, "is required").max(120),
  url: text().trim().min(1, "is required").max(2000).transform(withScheme),
});
export type SidebarLinkInput = z.infer<typeof sidebarLinkInputSchema>;
/**
 * Stored and answered with _id (SPEC 3), plus updatedAt (issue 15). Links stored before it had none: they read
 * as "" and openStorage gives them one once.
 */
export const sidebarLinkSchema = sidebarLinkInputSchema.extend({ _id: idSchema, updatedAt: z.string().default(""), updatedBy: editorSchema.optional() });
export type SidebarLink = z.infer<typeof sidebarLinkSchema>;
