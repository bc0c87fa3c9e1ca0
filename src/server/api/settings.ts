import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";

/** The firm's details (issue 21): GET public (what every page shows anyway), PUT admin only, recorded in the activity log (issue 16). */
export function settingsRouter({ settings, activity }: Services): Router {
  const r = Router();
  r.get("/", (_req, res) => void res.json({ data: settings.get() }));
  r.put("/", requireRole("admin"), async (req, res) => {
    const data = await settings.update(req.body, editorOf(req.user));
    await activity.record(req, "update", { type: "settings", id: "firm", title: data.name });
    res.json({ data });
  });
  return r;
}
