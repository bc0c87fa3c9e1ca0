import { z } from "zod";
import { withScheme } from "../urls";
import { idSchema, text } from "./common";

export const sidebarLinkInputSchema = z.object({
  text: text().trim().min(1, "is required").max(120),
  url: text().trim().min(1, "is required").max(2000).transform(withScheme),
});
export type SidebarLinkInput = z.infer<typeof sidebarLinkInputSchema>;
/** Stored and answered with _id (SPEC 3). */
export const sidebarLinkSchema = sidebarLinkInputSchema.extend({ _id: idSchema });
export type SidebarLink = z.infer<typeof sidebarLinkSchema>;
