// /api/categories and /api/tags: public lists with counts; staff create (picked in the editor);
// admins rename, merge and delete. Writes are announced by the service (the activity log records them).
import { Router } from "express";
import { requireRole, viewerOf } from "../auth/middleware";
import { param } from "../http/params";
import { actorOf } from "../services/events";
import type { TaxonomyService } from "../services/taxonomy";

export function taxonomyRouter(terms: TaxonomyService): Router {
  const r = Router();
  r.get("/", (req, res) => void res.json({ data: terms.list(viewerOf(req)) }));
  r.post("/", requireRole("admin", "editor"), async (req, res) => void res.status(201).json({ data: await terms.create(req.body, actorOf(req)) }));
  r.put("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await terms.update(param(req, "id"), req.body, actorOf(req)) }));
  r.post("/:id/merge", requireRole("admin"), async (req, res) => void res.json({ data: await terms.merge(param(req, "id"), req.body, actorOf(req)) }));
  r.delete("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await terms.remove(param(req, "id"), actorOf(req)) }));
  return r;
}
