// Staff accounts, admin only. Created or reset without a password: the generated one is in that answer only.
import { Router } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { actorOf } from "../services/events";

export function usersRouter({ users }: Services): Router {
  const r = Router();
  r.get("/", requireRole("admin"), (_req, res) => void res.json({ data: users.list() }));
  r.get("/:id", requireRole("admin"), (req, res) => void res.json({ data: users.get(param(req, "id")) }));
  // Each write is announced on the change feed with the request's actor (the activity log records it); a generated password is in the answer only.
  r.post("/", requireRole("admin"), async (req, res) => void res.status(201).json({ data: await users.add(req.body, actorOf(req)) }));
  r.put("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await users.update(param(req, "id"), req.body, actorOf(req)) }));
  r.put("/:id/password", requireRole("admin"), async (req, res) => void res.json({ data: await users.resetPassword(param(req, "id"), req.body, actorOf(req)) }));
  // End all sessions of a user: every token they hold stops working.
  r.delete("/:id/sessions", requireRole("admin"), async (req, res) => void res.json({ data: await users.endSessions(param(req, "id"), actorOf(req)) }));
  r.delete("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await users.remove(param(req, "id"), actorOf(req)) }));
  return r;
}
