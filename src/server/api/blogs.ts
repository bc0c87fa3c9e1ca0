import { Router } from "express";
import { requireRole, viewerOf } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";

export function blogsRouter({ blogs }: Services): Router {
  const r = Router();
  r.get("/", (req, res) => {
    const viewer = viewerOf(req);
    if (req.query.featured === "true") return void res.json({ data: blogs.featured(viewer) });
    // ?category=slug and ?tag=slug (issue 20) narrow the list.
    const text = (v: unknown) => (typeof v === "string" && v !== "" ? v.toLowerCase() : undefined);
    res.json({ data: blogs.list(viewer, { category: text(req.query.category), tag: text(req.query.tag) }) });
  });
  r.get("/excerpt/:excerpt", (req, res) => void res.json({ data: blogs.getByExcerpt(viewerOf(req), param(req, "excerpt")) }));
  r.get("/:id", (req, res) => void res.json({ data: blogs.getById(viewerOf(req), param(req, "id")) }));
  r.post("/", requireRole("admin", "editor"), async (req, res) => void res.status(201).json({ data: await blogs.create(req.body) }));
  r.put("/:id", requireRole("admin", "editor"), async (req, res) => void res.json({ data: await blogs.update(param(req, "id"), req.body) }));
  r.delete("/:id", requireRole("admin", "editor"), async (req, res) => void res.json({ data: await blogs.remove(param(req, "id")) }));
  return r;
}
