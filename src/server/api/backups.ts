import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";

export function backupsRouter({ backups, activity }: Services): Router {
  const r = Router();
  r.get("/status", requireRole("admin"), async (_req, res) => void res.json({ data: await backups.status() }));
  r.post("/", requireRole("admin"), async (req, res) => {
    const data = await backups.create();
    await activity.record(req, "backup", { type: "backup", id: data.file, title: data.file });
    res.status(201).json({ data });
  });
  return r;
}
