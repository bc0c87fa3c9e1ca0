// Web Push, staff only: the server's public VAPID key, and this device's subscription.
import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";

export function pushRouter({ push }: Services): Router {
  const r = Router();
  r.get("/key", requireRole("admin", "editor"), async (_req, res) => void res.json({ data: { publicKey: await push.publicKey() } }));
  r.post("/subscriptions", requireRole("admin", "editor"), async (req, res) => void res.status(201).json({ data: await push.subscribe(req.user!.id, req.body) }));
  r.delete("/subscriptions", requireRole("admin", "editor"), async (req, res) => void res.json({ data: await push.unsubscribe(req.user!.id, req.body) }));
  return r;
}
