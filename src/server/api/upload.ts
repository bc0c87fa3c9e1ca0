import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";
import type { UploadAnswer } from "../../shared/schemas/media";

/**
 * POST /api/upload: one image into the media library. 201 for a new image; 200 with `duplicate: true` when the same
 * bytes are already there (nothing is stored, the answer is that image). `url` is kept at the top for the older clients.
 */
export function uploadRouter({ shareImages, media }: Services): Router {
  const r = Router();
  r.post("/", requireRole("admin", "editor"), async (req, res) => {
    const { item, duplicate } = await media.upload(req.headers, req, editorOf(req.user));
    res.status(duplicate ? 200 : 201).json({ url: item.url, data: item, duplicate } satisfies UploadAnswer);
    // The 1200x630 share crop of a featured image is made on upload; a failure only means it is made on first share.
    if (!duplicate) void shareImages.prepare(item.url).catch(() => undefined);
  });
  return r;
}
