import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";

export function backupsRouter({ backups }: Services): Router {
  const r = Router();
  r.get("/status", requireRole("admin"), async (_req, res) => void res.json({ data: await backups.status() }));
  r.post("/", requireRole("admin"), async (_req, res) => void res.status(201).json({ data: await backups.create() }));
  return r;
}
