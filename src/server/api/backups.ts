import { Router, type Request } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";

/**
 * Issue 21 (with issue 16's activity log): THE one place where "backup downloaded" is recorded. The activity
 * service is not on this branch; at merge time the lead makes this call services.activity with the user
 * (req.user) and the archive's name.
 */
function recordBackupDownload(_services: Services, _req: Request, _name: string): void {}

export function backupsRouter(services: Services): Router {
  const { backups } = services;
  const r = Router();
  r.get("/status", requireRole("admin"), async (_req, res) => void res.json({ data: await backups.status() }));
  // Issue 21: the archives (newest first) and a download of one, never cached anywhere.
  r.get("/", requireRole("admin"), async (_req, res) => void res.set("Cache-Control", "no-store").json({ data: await backups.list() }));
  r.get("/:name/download", requireRole("admin"), async (req, res, next) => {
    const name = param(req, "name");
    const file = await backups.archivePath(name);
    res.set("Cache-Control", "no-store");
    res.download(file, name, { cacheControl: false, lastModified: false, headers: { "Content-Type": "application/gzip" } }, (err) => {
      if (err) return res.headersSent ? res.destroy(err) : next(err);
      recordBackupDownload(services, req, name);
    });
  });
  r.post("/", requireRole("admin"), async (_req, res) => void res.status(201).json({ data: await backups.create() }));
  return r;
}
