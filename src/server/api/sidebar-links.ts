import { Router } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";

export function sidebarLinksRouter({ sidebarLinks }: Services): Router {
  const r = Router();
  r.get("/", (_req, res) => void res.json(sidebarLinks.list()));
  r.post("/", requireRole("admin"), async (req, res) => void res.status(201).json(await sidebarLinks.create(req.body, editorOf(req.user))));
  r.put("/:id", requireRole("admin"), async (req, res) => void res.json(await sidebarLinks.update(param(req, "id"), req.body, editorOf(req.user))));
  r.delete("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await sidebarLinks.remove(param(req, "id")) }));
  return r;
}
