// Staff accounts, admin only. A new account is invited (services/invitations.ts): it gets a link to choose its own
// password, e-mailed, or (mail off) in the answer for the admin to pass on; no password is ever generated here.
import { Router } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { actorOf } from "../services/events";

export function usersRouter({ users, invitations, passwordResets }: Services): Router {
  const r = Router();
  r.get("/", requireRole("admin"), (_req, res) => void res.json({ data: users.list() }));
  r.get("/:id", requireRole("admin"), (req, res) => void res.json({ data: users.get(param(req, "id")) }));
  // Each write is announced on the change feed with the request's actor (the activity log records it).
  r.post("/", requireRole("admin"), async (req, res) => void res.status(201).json({ data: await invitations.add(req.body, actorOf(req)) }));
  r.put("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await users.update(param(req, "id"), req.body, actorOf(req)) }));
  // A password a program sets itself (required); people get a link instead (password-link).
  r.put("/:id/password", requireRole("admin"), async (req, res) => void res.json({ data: await users.resetPassword(param(req, "id"), req.body, actorOf(req)) }));
  r.post("/:id/password-link", requireRole("admin"), async (req, res) => void res.json({ data: await passwordResets.sendFor(param(req, "id"), actorOf(req)) }));
  // An invited user's invitation: sent again (the earlier link dies), or cancelled (the account is removed).
  r.post("/:id/invitation", requireRole("admin"), async (req, res) => void res.json({ data: await invitations.resend(param(req, "id"), actorOf(req)) }));
  r.delete("/:id/invitation", requireRole("admin"), (req, res) => void res.json({ data: invitations.cancel(param(req, "id"), actorOf(req)) }));
  // End all sessions of a user: every token they hold stops working.
  r.delete("/:id/sessions", requireRole("admin"), async (req, res) => void res.json({ data: await users.endSessions(param(req, "id"), actorOf(req)) }));
  r.delete("/:id", requireRole("admin"), async (req, res) => void res.json({ data: await users.remove(param(req, "id"), actorOf(req)) }));
  return r;
}
