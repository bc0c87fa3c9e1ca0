// The media library: one record per uploaded image, its alt text the default where it is inserted.
import { z } from "zod";
import { editorSchema, optionalText } from "./common";

export const mediaSchema = z.object({
  /** The file's name inside UPLOADS_DIR (its URL is /uploads/{name}). */
  name: z.string(),
  alt: z.string().default(""),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  uploadedAt: z.string(),
  /** Who uploaded it; absent for files found on disk (uploaded before the library existed, demo images). */
  uploadedBy: editorSchema.optional(),
});
export type Media = z.infer<typeof mediaSchema>;

/** Body of PUT /api/media/{name}. */
export const mediaAltSchema = z.object({ alt: optionalText(300) });

/** Where an image is used: a post, offer, news item or resource, or a staff member's public profile (its photo on /team and /author). */
export type MediaUse = { type: "blog" | "offer" | "news" | "resource" | "team-member"; id: string; title: string };

/** An entry of GET /api/media. `uploadedBy` is the uploader's name ("" when unknown). */
export type MediaItem = { name: string; url: string; alt: string; width: number; height: number; bytes: number; uploadedAt: string; uploadedBy: string; usedBy: MediaUse[] };

/** Entries per page of GET /api/media. */
export const MEDIA_PAGE_SIZE = 24;
