// GET /api/activity?before=&limit= (admin only): the activity log, newest first.
import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";

export function activityRouter({ activity }: Services): Router {
  const r = Router();
  r.get("/", requireRole("admin"), (req, res) => void res.set("Cache-Control", "no-store").json({ data: activity.list(req.query) }));
  return r;
}
