import { Router } from "express";
import { requireRole, viewerOf } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";
import { STAFF } from "../services/visibility";

export function blogsRouter({ blogs, previews, revisions }: Services): Router {
  const r = Router();
  r.get("/", (req, res) => {
    const viewer = viewerOf(req);
    res.json({ data: req.query.featured === "true" ? blogs.featured(viewer) : blogs.list(viewer) });
  });
  r.get("/excerpt/:excerpt", (req, res) => void res.json({ data: blogs.getByExcerpt(viewerOf(req), param(req, "excerpt")) }));
  r.get("/:id", (req, res) => void res.json({ data: blogs.getById(viewerOf(req), param(req, "id")) }));
  r.post("/", requireRole("admin", "editor"), async (req, res) => void res.status(201).json({ data: await blogs.create(req.body, editorOf(req.user)) }));
  r.put("/:id", requireRole("admin", "editor"), async (req, res) => void res.json({ data: await blogs.update(param(req, "id"), req.body, editorOf(req.user)) }));
  // Revisions (issue 15): staff only; 404 for an unknown post or revision, or a revision of another post.
  r.get("/:id/revisions", requireRole("admin", "editor"), (req, res) => {
    const post = blogs.getById(STAFF, param(req, "id"));
    res.json({ data: revisions.list(post.id).map(({ postId: _p, ...r }) => r) });
  });
  r.get("/:id/revisions/:revisionId", requireRole("admin", "editor"), async (req, res) => {
    const post = blogs.getById(STAFF, param(req, "id"));
    res.json({ data: revisions.detail(await revisions.get(post.id, param(req, "revisionId"))) });
  });
  r.post("/:id/revisions/:revisionId/restore", requireRole("admin", "editor"), async (req, res) => {
    res.json({ data: await blogs.restore(param(req, "id"), param(req, "revisionId"), editorOf(req.user), req.body) });
  });
  r.post("/:id/preview", requireRole("admin", "editor"), (req, res) => void res.json({ data: previews.create(param(req, "id")) }));
  r.delete("/:id", requireRole("admin", "editor"), async (req, res) => void res.json({ data: await blogs.remove(param(req, "id")) }));
  return r;
}
