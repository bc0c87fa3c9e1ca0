import { z } from "zod";
import { idSchema } from "./common";

/** Adds https:// to a URL that has no http(s) scheme (SPEC 2.2 and 5). */
export function withScheme(url: string): string {
  const u = url.trim();
  return /^https?:\/\//i.test(u) ? u : `https://${u.replace(/^\/+/, "")}`;
}

export const sidebarLinkInputSchema = z.object({
  text: z.string().trim().min(1, "is required").max(120),
  url: z.string().trim().min(1, "is required").max(2000).transform(withScheme),
});
export type SidebarLinkInput = z.infer<typeof sidebarLinkInputSchema>;
/** Stored and answered with _id (SPEC 3). */
export const sidebarLinkSchema = sidebarLinkInputSchema.extend({ _id: idSchema });
export type SidebarLink = z.infer<typeof sidebarLinkSchema>;
