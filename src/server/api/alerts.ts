import { Router } from "express";
import { requireRole } from "../auth/middleware";
import type { Services } from "../services";

/** GET /api/alerts (admin only): new-enquiry count and the state of enquiry e-mails. */
export function alertsRouter({ alerts }: Services): Router {
  const r = Router();
  r.get("/", requireRole("admin"), (_req, res) => void res.set("Cache-Control", "no-store").json({ data: alerts.summary() }));
  return r;
}
