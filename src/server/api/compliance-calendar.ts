// /api/compliance-calendar: a month of due dates for everyone; the records for admins.
import { Router } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";
import { actorOf } from "../services/events";

export function complianceCalendarRouter({ complianceCalendar }: Services): Router {
  const r = Router();
  // ?month=YYYY-MM (this month in India when absent), ?appliesTo=company,gst (any of them; all when absent).
  r.get("/", (req, res) => void res.json({ data: complianceCalendar.month({ month: req.query.month, appliesTo: req.query.appliesTo }) }));
  r.get("/dates", requireRole("admin"), (_req, res) => void res.json({ data: complianceCalendar.list() }));
  r.post("/dates", requireRole("admin"), async (req, res) => void res.status(201).json({ data: await complianceCalendar.create(req.body, editorOf(req.user), actorOf(req)) }));
  r.put(
    "/dates/:id",
    requireRole("admin"),
    async (req, res) => void res.json({ data: await complianceCalendar.update(param(req, "id"), req.body, editorOf(req.user), actorOf(req)) }),
  );
  r.delete("/dates/:id", requireRole("admin"), async (req, res) => void res.json({ data: await complianceCalendar.remove(param(req, "id"), actorOf(req)) }));
  return r;
}
