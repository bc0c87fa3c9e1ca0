import { Router } from "express";
import { requireRole, viewerOf } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { statusAction } from "../services/activity";
import { editorOf } from "../services/conflict";
import { STAFF } from "../services/visibility";

export function blogsRouter({ blogs, previews, revisions, activity }: Services): Router {
  const r = Router();
  const post = (b: { id: string; title: string }) => ({ type: "post" as const, id: b.id, title: b.title });
  r.get("/", (req, res) => {
    const viewer = viewerOf(req);
    if (req.query.featured === "true") return void res.json({ data: blogs.featured(viewer) });
    // ?category=slug and ?tag=slug (issue 20) narrow the list.
    const text = (v: unknown) => (typeof v === "string" && v !== "" ? v.toLowerCase() : undefined);
    res.json({ data: blogs.list(viewer, { category: text(req.query.category), tag: text(req.query.tag) }) });
  });
  r.get("/excerpt/:excerpt", (req, res) => void res.json({ data: blogs.getByExcerpt(viewerOf(req), param(req, "excerpt")) }));
  r.get("/:id", (req, res) => void res.json({ data: blogs.getById(viewerOf(req), param(req, "id")) }));
  // Writes are recorded in the activity log (issue 16).
  // Each write and its activity entry are one transaction (issue 28): the entry is recorded inside it.
  r.post("/", requireRole("admin", "editor"), async (req, res) => {
    const data = await blogs.create(req.body, editorOf(req.user), (saved) => activity.recordIn(req, "create", post(saved)));
    res.status(201).json({ data });
  });
  r.put("/:id", requireRole("admin", "editor"), async (req, res) => {
    const data = await blogs.update(param(req, "id"), req.body, editorOf(req.user), (saved, before) =>
      activity.recordIn(req, statusAction(before?.status, saved.status), post(saved)),
    );
    res.json({ data });
  });
  // Revisions (issue 15): staff only; 404 for an unknown post or revision, or a revision of another post.
  r.get("/:id/revisions", requireRole("admin", "editor"), (req, res) => {
    const { id } = blogs.getById(STAFF, param(req, "id"));
    res.json({ data: revisions.list(id).map(({ postId: _p, ...r }) => r) });
  });
  r.get("/:id/revisions/:revisionId", requireRole("admin", "editor"), async (req, res) => {
    const { id } = blogs.getById(STAFF, param(req, "id"));
    res.json({ data: revisions.detail(await revisions.get(id, param(req, "revisionId"))) });
  });
  r.post("/:id/revisions/:revisionId/restore", requireRole("admin", "editor"), async (req, res) => {
    const data = await blogs.restore(param(req, "id"), param(req, "revisionId"), editorOf(req.user), req.body, (saved) => activity.recordIn(req, "restore", post(saved)));
    res.json({ data });
  });
  r.post("/:id/preview", requireRole("admin", "editor"), (req, res) => void res.json({ data: previews.create(param(req, "id")) }));
  r.delete("/:id", requireRole("admin", "editor"), async (req, res) => {
    const data = await blogs.remove(param(req, "id"), (gone) => activity.recordIn(req, "delete", post(gone)));
    res.json({ data });
  });
  return r;
}
