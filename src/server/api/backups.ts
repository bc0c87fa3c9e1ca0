import { Router } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { actorOf } from "../services/events";

export function backupsRouter({ backups, restore }: Services): Router {
  const r = Router();
  r.get("/status", requireRole("admin"), async (_req, res) => void res.json({ data: await backups.status() }));
  // The archives (newest first) and a download of one, never cached anywhere.
  r.get("/", requireRole("admin"), async (_req, res) => void res.set("Cache-Control", "no-store").json({ data: await backups.list() }));
  r.get("/:name/download", requireRole("admin"), async (req, res, next) => {
    const name = param(req, "name");
    const file = await backups.archivePath(name);
    res.set("Cache-Control", "no-store");
    res.download(file, name, { cacheControl: false, lastModified: false, headers: { "Content-Type": "application/gzip" } }, (err) => {
      if (err) return res.headersSent ? res.destroy(err) : next(err);
      // The activity log: announced once the archive was sent in full.
      backups.downloaded(name, actorOf(req));
    });
  });
  r.post("/", requireRole("admin"), async (req, res) => void res.status(201).json({ data: await backups.create(actorOf(req)) }));
  // Restore (docs/product.md#staff-and-operations-endpoints): check an archive (a multipart `file`, or JSON `{ name }` of a
  // stored one) and see what it holds; then confirm with the password (and code) again.
  r.post("/restore/preview", requireRole("admin"), async (req, res) => {
    const multipart = String(req.headers["content-type"] ?? "").startsWith("multipart/form-data");
    res.json({ data: multipart ? await restore.previewUpload(req.headers, req) : await restore.previewStored(req.body) });
  });
  r.get("/restore/:token", requireRole("admin"), (req, res) => void res.json({ data: restore.preview(param(req, "token")) }));
  r.post("/restore", requireRole("admin"), async (req, res) => void res.json({ data: await restore.restore(req.body, req.user!, actorOf(req)) }));
  return r;
}
