// /api/categories and /api/tags (issue 20): public lists with counts; staff create (picked in the editor);
// admins rename, merge and delete. Writes are recorded in the activity log (issue 16).
import { Router } from "express";
import { requireRole, viewerOf } from "../auth/middleware";
import { param } from "../http/params";
import type { ActivityService } from "../services/activity";
import type { TaxonomyService } from "../services/taxonomy";
import type { Term } from "../../shared/schemas/taxonomy";

export function taxonomyRouter(terms: TaxonomyService, activity: ActivityService): Router {
  const r = Router();
  const target = (t: Pick<Term, "id" | "name">) => ({ type: terms.kind, id: t.id, title: t.name });
  /** The term as it was before a merge or delete (it is gone afterwards). */
  const before = (id: string): Term | undefined => {
    try {
      return terms.getById(id);
    } catch {
      return undefined;
    }
  };
  r.get("/", (req, res) => void res.json({ data: terms.list(viewerOf(req)) }));
  r.post("/", requireRole("admin", "editor"), async (req, res) => {
    const data = await terms.create(req.body);
    await activity.record(req, "create", target(data));
    res.status(201).json({ data });
  });
  r.put("/:id", requireRole("admin"), async (req, res) => {
    const data = await terms.update(param(req, "id"), req.body);
    await activity.record(req, "update", target(data));
    res.json({ data });
  });
  r.post("/:id/merge", requireRole("admin"), async (req, res) => {
    const id = param(req, "id");
    const old = before(id);
    const data = await terms.merge(id, req.body);
    await activity.record(req, "merge", target(old ?? { id, name: "" }));
    res.json({ data });
  });
  r.delete("/:id", requireRole("admin"), async (req, res) => {
    const id = param(req, "id");
    const old = before(id);
    const data = await terms.remove(id);
    await activity.record(req, "delete", target(old ?? { id, name: "" }));
    res.json({ data });
  });
  return r;
}
