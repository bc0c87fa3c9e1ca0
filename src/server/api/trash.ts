import { Router, type Request } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { NotFound } from "../errors";
import { apiMessages } from "../../shared/api-messages";
import { trashTypeSchema, type TrashType } from "../../shared/schemas/trash";
import { actorOf } from "../services/events";

const typeOf = (req: Request): TrashType => {
  const parsed = trashTypeSchema.safeParse(param(req, "type"));
  if (!parsed.success) throw new NotFound(apiMessages.trashNotFound);
  return parsed.data;
};
/** The trash: staff list it and restore (editors: posts only); admins remove for good. */
export function trashRouter({ trash }: Services): Router {
  const r = Router();
  r.get("/", requireRole("admin", "editor"), (_req, res) => void res.json({ data: trash.list() }));
  r.post("/:type/:id/restore", requireRole("admin", "editor"), async (req, res) => {
    const type = typeOf(req);
    trash.assertMayRestore(req.user?.role, type);
    res.json({ data: await trash.restore(type, param(req, "id"), actorOf(req)) });
  });
  r.delete("/:type/:id", requireRole("admin"), async (req, res) => void res.json({ data: await trash.purge(typeOf(req), param(req, "id"), actorOf(req)) }));
  return r;
}
