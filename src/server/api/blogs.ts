import { Router } from "express";
import { requireRole, viewerOf } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { peek, statusAction } from "../services/activity";
import { editorOf } from "../services/conflict";
import { STAFF } from "../services/visibility";

export function blogsRouter({ blogs, previews, revisions, activity, trash }: Services): Router {
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
  r.post("/", requireRole("admin", "editor"), async (req, res) => {
    const data = await blogs.create(req.body, editorOf(req.user));
    await activity.record(req, "create", post(data));
    res.status(201).json({ data });
  });
  r.put("/:id", requireRole("admin", "editor"), async (req, res) => {
    const before = peek(() => blogs.getById(STAFF, param(req, "id")));
    const data = await blogs.update(param(req, "id"), req.body, editorOf(req.user));
    await activity.record(req, statusAction(before?.status, data.status), post(data));
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
    const data = await blogs.restore(param(req, "id"), param(req, "revisionId"), editorOf(req.user), req.body);
    await activity.record(req, "restore", post(data));
    res.json({ data });
  });
  r.post("/:id/preview", requireRole("admin", "editor"), (req, res) => void res.json({ data: previews.create(param(req, "id")) }));
  // Issue 30: a delete moves the post to the trash (answered as before: { data: { id } }).
  r.delete("/:id", requireRole("admin", "editor"), async (req, res) => {
    const { id, title } = await trash.discard("blog", param(req, "id"), editorOf(req.user));
    await activity.record(req, "delete", post({ id, title }));
    res.json({ data: { id } });
  });
  return r;
}
