import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";
import { actorOf } from "../services/events";

/**
 * The firm's details: GET public (what every page shows anyway), PUT admin only (settings.updated: the activity log records it); the call-back settings apart, admin only.
 * Its mail server (`/mail`, admin only): read without the password, saved (mail-settings.updated), and a test message.
 */
export function settingsRouter({ settings, mailSettings }: Services): Router {
  const r = Router();
  r.get("/", (_req, res) => void res.json({ data: settings.get() }));
  r.put("/", requireRole("admin"), async (req, res) => void res.json({ data: await settings.update(req.body, editorOf(req.user), actorOf(req)) }));
  // The call-back hours, closed dates, slot length and response promise alone (/admin/settings/callbacks).
  r.get("/callbacks", requireRole("admin"), (_req, res) => void res.json({ data: settings.callbackSettings() }));
  r.put("/callbacks", requireRole("admin"), async (req, res) => void res.json({ data: await settings.updateCallbacks(req.body, editorOf(req.user), actorOf(req)) }));
  r.get("/mail", requireRole("admin"), (_req, res) => void res.json({ data: mailSettings.get() }));
  r.put("/mail", requireRole("admin"), (req, res) => void res.json({ data: mailSettings.update(req.body, editorOf(req.user), actorOf(req)) }));
  r.post("/mail/test", requireRole("admin"), async (req, res) => void res.json({ data: await mailSettings.test(req.body, { email: req.user?.email ?? "" }) }));
  return r;
}
