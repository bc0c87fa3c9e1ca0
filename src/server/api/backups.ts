import { Router, type Request } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";

/** Issue 21 with issue 16's activity log: THE one place where "backup downloaded" is recorded. */
function recordBackupDownload({ activity }: Services, req: Request, name: string): Promise<void> {
  return activity.record(req, "backup-download", { type: "backup", id: name, title: name });
}

export function backupsRouter(services: Services): Router {
  const { backups, activity } = services;
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
      recordBackupDownload(services, req, name).catch((err: unknown) => services.log.error({ err }, "[activity] backup download not recorded"));
    });
  });
  r.post("/", requireRole("admin"), async (req, res) => {
    const data = await backups.create();
    await activity.record(req, "backup", { type: "backup", id: data.file, title: data.file });
    res.status(201).json({ data });
  });
  return r;
}
