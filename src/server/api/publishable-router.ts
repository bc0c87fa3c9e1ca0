// One router shape for the admin-managed publishable items (offers, packages, news, resources, testimonials):
// public reads, admin-only writes. The services announce their writes (services/events.ts): the activity log
// and the page cache follow from there.
import { Router, type Request } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import { editorOf, type Editor } from "../services/conflict";
import { actorOf, type Actor } from "../services/events";
import type { Viewer } from "../services/visibility";
import type { TrashService } from "../services/trash";
import type { TrashType } from "../../shared/schemas/trash";

type Item = { id: string; status: string };
type PublishableApi<T extends Item> = {
  list(viewer: Viewer): unknown[];
  getById(viewer: Viewer, id: string): T;
  create(body: unknown, editor?: Editor, actor?: Actor): Promise<T>;
  update(id: string, body: unknown, editor?: Editor, actor?: Actor): Promise<T>;
  remove(id: string, actor?: Actor): Promise<{ id: string }>;
};

/** Only admins manage these items (docs/product.md, roles), so only they see their drafts and scheduled items. */
const adminViewer = (req: Request): Viewer => ({ staff: req.user?.role === "admin" });

/** `trash`: deletes of the kinds the trash keeps go there; other kinds (testimonials) are removed at once. */
export function publishableRouter<T extends Item>(service: PublishableApi<T>, trash?: { service: TrashService; type: TrashType }): Router {
  const r = Router();
  r.get("/", (req, res) => void res.json({ data: service.list(adminViewer(req)) }));
  r.get("/:id", (req, res) => void res.json({ data: service.getById(adminViewer(req), param(req, "id")) }));
  r.post("/", requireRole("admin"), async (req, res) => void res.status(201).json({ data: await service.create(req.body, editorOf(req.user), actorOf(req)) }));
  r.put("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await service.update(param(req, "id"), req.body, editorOf(req.user), actorOf(req)) }));
  r.delete("/:id", requireRole("admin"), async (req, res) => {
    if (trash) {
      const { id } = await trash.service.discard(trash.type, param(req, "id"), editorOf(req.user), actorOf(req));
      return void res.json({ data: { id } });
    }
    res.json({ data: await service.remove(param(req, "id"), actorOf(req)) });
  });
  return r;
}
