import { Router } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";
import { actorOf } from "../services/events";

export function sidebarLinksRouter({ sidebarLinks }: Services): Router {
  const r = Router();
  r.get("/", (_req, res) => void res.json(sidebarLinks.list()));
  // Writes are announced by the service (link.created, ...: the activity log records them).
  r.post("/", requireRole("admin"), async (req, res) => void res.status(201).json(await sidebarLinks.create(req.body, editorOf(req.user), actorOf(req))));
  // The admin's order, as every link's id once ({ ids }); answers the reordered list.
  r.put("/order", requireRole("admin"), async (req, res) => void res.json({ data: await sidebarLinks.reorder(req.body, actorOf(req)) }));
  r.put("/:id", requireRole("admin"), async (req, res) => void res.json(await sidebarLinks.update(param(req, "id"), req.body, editorOf(req.user), actorOf(req))));
  r.delete("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await sidebarLinks.remove(param(req, "id"), actorOf(req)) }));
  return r;
}
