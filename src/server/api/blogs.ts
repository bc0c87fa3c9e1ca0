import { Router } from "express";
import { requireRole, viewerOf } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";

export function blogsRouter({ blogs, previews }: Services): Router {
  const r = Router();
  r.get("/", (req, res) => {
    const viewer = viewerOf(req);
    res.json({ data: req.query.featured === "true" ? blogs.featured(viewer) : blogs.list(viewer) });
  });
  r.get("/excerpt/:excerpt", (req, res) => void res.json({ data: blogs.getByExcerpt(viewerOf(req), param(req, "excerpt")) }));
  r.get("/:id", (req, res) => void res.json({ data: blogs.getById(viewerOf(req), param(req, "id")) }));
  r.post("/", requireRole("admin", "editor"), async (req, res) => void res.status(201).json({ data: await blogs.create(req.body, editorOf(req.user)) }));
  r.put("/:id", requireRole("admin", "editor"), async (req, res) => void res.json({ data: await blogs.update(param(req, "id"), req.body, editorOf(req.user)) }));
  r.post("/:id/preview", requireRole("admin", "editor"), (req, res) => void res.json({ data: previews.create(param(req, "id")) }));
  r.delete("/:id", requireRole("admin", "editor"), async (req, res) => void res.json({ data: await blogs.remove(param(req, "id")) }));
  return r;
}
