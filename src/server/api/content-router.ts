// One router shape for admin-managed content (offers, news, resources): public reads, admin-only writes.
import { Router, type Request } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import { editorOf, type Editor } from "../services/conflict";
import type { Viewer } from "../services/visibility";

type ContentApi = {
  list(viewer: Viewer): unknown[];
  getById(viewer: Viewer, id: string): unknown;
  create(body: unknown, editor?: Editor): Promise<unknown>;
  update(id: string, body: unknown, editor?: Editor): Promise<unknown>;
  remove(id: string): Promise<{ id: string }>;
};

/** Only admins manage this content (DESIGN 6), so only they see its drafts and scheduled items. */
const adminViewer = (req: Request): Viewer => ({ staff: req.user?.role === "admin" });

export function contentRouter(service: ContentApi): Router {
  const r = Router();
  r.get("/", (req, res) => void res.json({ data: service.list(adminViewer(req)) }));
  r.get("/:id", (req, res) => void res.json({ data: service.getById(adminViewer(req), param(req, "id")) }));
  r.post("/", requireRole("admin"), async (req, res) => void res.status(201).json({ data: await service.create(req.body, editorOf(req.user)) }));
  r.put("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await service.update(param(req, "id"), req.body, editorOf(req.user)) }));
  r.delete("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await service.remove(param(req, "id")) }));
  return r;
}
