import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";

/** The firm's details (issue 21): GET public (what every page shows anyway), PUT admin only. */
export function settingsRouter({ settings }: Services): Router {
  const r = Router();
  r.get("/", (_req, res) => void res.json({ data: settings.get() }));
  r.put("/", requireRole("admin"), async (req, res) => void res.json({ data: await settings.update(req.body, editorOf(req.user)) }));
  return r;
}
