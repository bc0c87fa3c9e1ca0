import { Router } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";

export function sidebarLinksRouter({ sidebarLinks, activity }: Services): Router {
  const r = Router();
  const link = (l: { _id: string; text: string }) => ({ type: "link" as const, id: l._id, title: l.text });
  r.get("/", (_req, res) => void res.json(sidebarLinks.list()));
  // Writes are recorded in the activity log (issue 16).
  r.post("/", requireRole("admin"), async (req, res) => {
    const saved = await sidebarLinks.create(req.body, editorOf(req.user));
    await activity.record(req, "create", link(saved));
    res.status(201).json(saved);
  });
  r.put("/:id", requireRole("admin"), async (req, res) => {
    const saved = await sidebarLinks.update(param(req, "id"), req.body, editorOf(req.user));
    await activity.record(req, "update", link(saved));
    res.json(saved);
  });
  r.delete("/:id", requireRole("admin"), async (req, res) => {
    const before = sidebarLinks.list().find((l) => l._id === param(req, "id"));
    const data = await sidebarLinks.remove(param(req, "id"));
    await activity.record(req, "delete", link(before ?? { _id: data.id, text: "" }));
    res.json({ data });
  });
  return r;
}
