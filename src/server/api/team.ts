// Team members: GET public (the shown ones; admins get every member with its account link), writes admin-only.
// The repository announces each write (team-member.*): the activity log and the page cache follow from there.
import { Router, type Request } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";
import { actorOf } from "../services/events";
import type { TeamViewer } from "../services/team";

const viewerOf = (req: Request): TeamViewer => ({ admin: req.user?.role === "admin" });

export function teamRouter({ team }: Services): Router {
  const r = Router();
  r.get("/", (req, res) => void res.json({ data: team.list(viewerOf(req)) }));
  r.get("/:id", (req, res) => void res.json({ data: team.getById(viewerOf(req), param(req, "id")) }));
  r.post("/", requireRole("admin"), async (req, res) => void res.status(201).json({ data: await team.create(req.body, editorOf(req.user), actorOf(req)) }));
  // The admin's order, as every member's id once ({ ids }); answers the reordered list.
  r.put("/order", requireRole("admin"), async (req, res) => void res.json({ data: await team.reorder(req.body, actorOf(req)) }));
  r.put("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await team.update(param(req, "id"), req.body, editorOf(req.user), actorOf(req)) }));
  r.delete("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await team.remove(param(req, "id"), actorOf(req)) }));
  return r;
}
