import { Router, type Request } from "express";
import { requireRole, viewerOf } from "../auth/middleware";
import type { SendKept } from "../http/kept-answer";
import { param } from "../http/params";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";
import { actorOf } from "../services/events";
import { STAFF } from "../services/visibility";
import { localeFilter } from "../services/blogs";

/** `sendList`: how the public list is answered (kept in the page cache by the web app; plain JSON without one). */
export function blogsRouter({ blogs, previews, revisions, autosaves, presence, trash }: Services, sendList: SendKept = (_req, res, body) => void res.json(body)): Router {
  const r = Router();
  // requireRole ran first: there is a user.
  const staffId = (req: Request) => req.user?.id ?? "";
  r.get("/", (req, res) => {
    const viewer = viewerOf(req);
    // ?locale=en|hi: the posts of one language (absent: both).
    const locale = localeFilter(req.query.locale);
    if (req.query.featured === "true") return sendList(req, res, { data: blogs.featured(viewer, locale) });
    // ?category=slug and ?tag=slug narrow the list.
    const text = (v: unknown) => (typeof v === "string" && v !== "" ? v.toLowerCase() : undefined);
    sendList(req, res, { data: blogs.list(viewer, { category: text(req.query.category), tag: text(req.query.tag), locale }) });
  });
  // Blog Management's page: every post, narrowed and paged on the server (?q=&status=&category=&author=&page=).
  r.get("/staff-list", requireRole("admin", "editor"), (req, res) => void res.json({ data: blogs.staffPage(req.query) }));
  r.get("/excerpt/:excerpt", (req, res) => void res.json({ data: blogs.getByExcerpt(viewerOf(req), param(req, "excerpt")) }));
  r.get("/:id", (req, res) => void res.json({ data: blogs.getById(viewerOf(req), param(req, "id")) }));
  // Writes announce themselves once they commit (post.created, post.published, ...): the activity log and the
  // page cache follow from there.
  r.post("/", requireRole("admin", "editor"), async (req, res) => void res.status(201).json({ data: await blogs.create(req.body, editorOf(req.user), actorOf(req)) }));
  r.put("/:id", requireRole("admin", "editor"), async (req, res) => {
    // A save ends the saver's working copy (services/autosaves.ts listens to the post's change).
    res.json({ data: await blogs.update(param(req, "id"), req.body, editorOf(req.user), actorOf(req)) });
  });
  // Revisions: staff only; 404 for an unknown post or revision, or a revision of another post.
  r.get("/:id/revisions", requireRole("admin", "editor"), (req, res) => {
    const { id } = blogs.getById(STAFF, param(req, "id"));
    res.json({ data: revisions.list(id).map(({ postId: _p, ...r }) => r) });
  });
  r.get("/:id/revisions/:revisionId", requireRole("admin", "editor"), async (req, res) => {
    const { id } = blogs.getById(STAFF, param(req, "id"));
    res.json({ data: revisions.detail(await revisions.get(id, param(req, "revisionId"))) });
  });
  r.post("/:id/revisions/:revisionId/restore", requireRole("admin", "editor"), async (req, res) => {
    const data = await blogs.restore(param(req, "id"), param(req, "revisionId"), editorOf(req.user), req.body, actorOf(req));
    res.json({ data });
  });
  // With the editor's fields in the body, a preview of that working copy; without, of the saved post.
  r.post("/:id/preview", requireRole("admin", "editor"), async (req, res) => void res.json({ data: await previews.create(param(req, "id"), req.body, staffId(req)) }));
  // The user's server autosave of the post (one per user and post) and who else has it open.
  r.get("/:id/autosave", requireRole("admin", "editor"), (req, res) => {
    const { id } = blogs.getById(STAFF, param(req, "id"));
    res.json({ data: autosaves.get(staffId(req), id) });
  });
  r.put("/:id/autosave", requireRole("admin", "editor"), async (req, res) => {
    const { id } = blogs.getById(STAFF, param(req, "id"));
    res.json({ data: await autosaves.put(staffId(req), id, req.body) });
  });
  r.delete("/:id/autosave", requireRole("admin", "editor"), async (req, res) => {
    await autosaves.clear(staffId(req), param(req, "id"));
    res.json({ data: { id: param(req, "id") } });
  });
  r.post("/:id/presence", requireRole("admin", "editor"), (req, res) => {
    const { id } = blogs.getById(STAFF, param(req, "id"));
    res.json({ data: presence.beat(id, { id: staffId(req), name: req.user?.name || req.user?.email || "" }) });
  });
  r.delete("/:id/presence", requireRole("admin", "editor"), (req, res) => {
    presence.leave(param(req, "id"), staffId(req));
    res.json({ data: { id: param(req, "id") } });
  });
  // A delete moves the post to the trash (answered as before: { data: { id } }).
  r.delete("/:id", requireRole("admin", "editor"), async (req, res) => {
    const { id } = await trash.discard("blog", param(req, "id"), editorOf(req.user), actorOf(req));
    res.json({ data: { id } });
  });
  return r;
}
