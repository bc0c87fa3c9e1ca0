// One router shape for the admin-managed publishable items (offers, packages, news, resources): public reads, admin-only writes.
import { Router, type Request } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import { peek, statusAction, type ActivityService } from "../services/activity";
import type { ActivityTargetType } from "../../shared/schemas/activity";
import { editorOf, type Editor } from "../services/conflict";
import { STAFF, type Viewer } from "../services/visibility";
import type { TrashService } from "../services/trash";
import { TRASH_TYPES } from "../../shared/schemas/trash";

type Item = { id: string; status: string };
type PublishableApi<T extends Item> = {
  list(viewer: Viewer): unknown[];
  getById(viewer: Viewer, id: string): T;
  create(body: unknown, editor?: Editor): Promise<T>;
  update(id: string, body: unknown, editor?: Editor): Promise<T>;
  remove(id: string): Promise<{ id: string }>;
};

/** Only admins manage these items (docs/product.md, roles), so only they see their drafts and scheduled items. */
const adminViewer = (req: Request): Viewer => ({ staff: req.user?.role === "admin" });

/**
 * `audit`: where writes are recorded (issue 16), as what type of item, with which title. Deletes of the kinds
 * the trash keeps go to `trash` (issue 30); other kinds (testimonials) are removed at once.
 */
export function publishableRouter<T extends Item>(
  service: PublishableApi<T>,
  audit: { activity: ActivityService; trash?: TrashService; type: ActivityTargetType; titleOf: (item: T) => string },
): Router {
  const r = Router();
  const { activity } = audit;
  const target = (x: T | undefined, id: string) => ({ type: audit.type, id, title: x ? audit.titleOf(x) : "" });
  r.get("/", (req, res) => void res.json({ data: service.list(adminViewer(req)) }));
  r.get("/:id", (req, res) => void res.json({ data: service.getById(adminViewer(req), param(req, "id")) }));
  r.post("/", requireRole("admin"), async (req, res) => {
    const data = await service.create(req.body, editorOf(req.user));
    await activity.record(req, "create", target(data, data.id));
    res.status(201).json({ data });
  });
  r.put("/:id", requireRole("admin"), async (req, res) => {
    const before = peek(() => service.getById(STAFF, param(req, "id")));
    const data = await service.update(param(req, "id"), req.body, editorOf(req.user));
    await activity.record(req, statusAction(before?.status, data.status), target(data, data.id));
    res.json({ data });
  });
  const trashType = TRASH_TYPES.find((t) => t === audit.type);
  r.delete("/:id", requireRole("admin"), async (req, res) => {
    if (audit.trash && trashType) {
      const { id, title } = await audit.trash.discard(trashType, param(req, "id"), editorOf(req.user));
      await activity.record(req, "delete", { type: audit.type, id, title });
      return void res.json({ data: { id } });
    }
    const before = peek(() => service.getById(STAFF, param(req, "id")));
    const data = await service.remove(param(req, "id"));
    await activity.record(req, "delete", target(before, data.id));
    res.json({ data });
  });
  return r;
}
