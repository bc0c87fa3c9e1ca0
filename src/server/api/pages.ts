// /api/pages: the pages the firm edits (docs/product.md#pages-endpoints). Admins, and editors an admin let edit them
// (their `pageAccess`): reads, writes, revisions, previews and the editor's autosave. Adding and deleting a page are
// admins' (and deleting a page's Hindi version). Starting a Hindi version is the editors' too. Visitors read the published pages through the site's own routes.
import { Router, type Request, type RequestHandler } from "express";
import { requireRole } from "../auth/middleware";
import { Forbidden } from "../errors";
import { pageMessages } from "../../shared/page-messages";
import { param } from "../http/params";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";
import { actorOf } from "../services/events";

export function pagesRouter({ pages }: Services): Router {
  const r = Router();
  const staffId = (req: Request) => req.user?.id ?? "";
  const staff = requireRole("admin", "editor");
  const mayEdit: RequestHandler = (req, _res, next) => next(req.user?.role === "admin" || req.user?.pageAccess ? undefined : new Forbidden(pageMessages.noPageAccess));
  const admins = requireRole("admin");
  r.get("/", staff, mayEdit, (_req, res) => void res.json({ data: pages.list() }));
  // The placeholders page text may use, with their values now (?page={id}: with that page's city).
  r.get(
    "/placeholders",
    staff,
    mayEdit,
    (req, res) => void res.json({ data: pages.placeholders(typeof req.query.page === "string" && req.query.page ? req.query.page : undefined) }),
  );
  r.post("/", admins, async (req, res) => void res.status(201).json({ data: await pages.create(req.body, editorOf(req.user), actorOf(req)) }));
  // The Hindi version of an English page, started as a draft copy of it (409 when it has one).
  r.post("/:id/hindi", staff, mayEdit, async (req, res) => void res.status(201).json({ data: await pages.translate(param(req, "id"), editorOf(req.user), actorOf(req)) }));
  r.get("/:id", staff, mayEdit, (req, res) => void res.json({ data: pages.get(param(req, "id")) }));
  r.put("/:id", staff, mayEdit, async (req, res) => void res.json({ data: await pages.update(param(req, "id"), req.body, editorOf(req.user), actorOf(req)) }));
  r.delete("/:id", admins, async (req, res) => void res.json({ data: await pages.remove(param(req, "id"), actorOf(req)) }));
  r.get("/:id/revisions", staff, mayEdit, (req, res) => void res.json({ data: pages.revisions(param(req, "id")) }));
  r.get("/:id/revisions/:revisionId", staff, mayEdit, (req, res) => {
    const { id, savedAt, savedBy, page } = pages.revision(param(req, "id"), param(req, "revisionId"));
    const { updatedBy: _who, ...shown } = page;
    res.json({ data: { ...shown, revisionId: id, savedAt, savedBy } });
  });
  r.post("/:id/revisions/:revisionId/restore", staff, mayEdit, async (req, res) => {
    res.json({ data: await pages.restore(param(req, "id"), param(req, "revisionId"), editorOf(req.user), req.body, actorOf(req)) });
  });
  // With a page's fields in the body, a preview of that working copy; without, of the saved page.
  r.post("/:id/preview", staff, mayEdit, async (req, res) => void res.json({ data: await pages.preview.create(param(req, "id"), req.body, staffId(req)) }));
  r.get("/:id/autosave", staff, mayEdit, (req, res) => void res.json({ data: pages.autosave.get(staffId(req), param(req, "id")) }));
  r.put("/:id/autosave", staff, mayEdit, async (req, res) => void res.json({ data: await pages.autosave.put(staffId(req), param(req, "id"), req.body) }));
  r.delete("/:id/autosave", staff, mayEdit, async (req, res) => {
    await pages.autosave.clear(staffId(req), param(req, "id"));
    res.json({ data: { id: param(req, "id") } });
  });
  return r;
}
