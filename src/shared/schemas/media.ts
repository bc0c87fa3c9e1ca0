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
  /** The file's name on the uploader's computer, cleaned ("GST certificate.jpg"); absent for files found on disk and older uploads. */
  originalName: z.string().max(200).optional(),
  /**
   * The SHA-256 of the bytes as uploaded (hex), by which an upload of the same image finds this one. Images stored
   * before hashes were kept get the hash of their stored file at start-up (their original bytes are gone).
   */
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type Media = z.infer<typeof mediaSchema>;

/** Body of PUT /api/media/{name}. */
export const mediaAltSchema = z.object({ alt: optionalText(300) });

/** Where an image is used: a post, offer, news item or resource, or a staff member's public profile (its photo on /team and /author). */
export type MediaUse = { type: "blog" | "offer" | "news" | "resource" | "team-member"; id: string; title: string };

/** An entry of GET /api/media. `uploadedBy` is the uploader's name ("" when unknown); `originalName` the uploaded file's name ("" when unknown). */
export type MediaItem = {
  name: string;
  originalName: string;
  url: string;
  alt: string;
  width: number;
  height: number;
  bytes: number;
  uploadedAt: string;
  uploadedBy: string;
  usedBy: MediaUse[];
};

/** The answer of POST /api/upload: 201 for a new image, 200 with `duplicate: true` when the same bytes were already in the library. */
export type UploadAnswer = { url: string; data: MediaItem; duplicate: boolean };

/** Entries per page of GET /api/media. */
export const MEDIA_PAGE_SIZE = 24;
