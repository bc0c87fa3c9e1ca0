import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";

export function uploadRouter({ uploads, shareImages, media }: Services): Router {
  const r = Router();
  r.post("/", requireRole("admin", "editor"), async (req, res) => {
    const saved = await uploads.saveImage(req.headers, req);
    // Every upload is in the media library, with who uploaded it.
    await media.record(saved.url, editorOf(req.user));
    res.status(201).json(saved);
    // The 1200x630 share crop of a featured image is made on upload; a failure only means it is made on first share.
    void shareImages.prepare(saved.url).catch(() => undefined);
  });
  return r;
}
