// /api/compliance-calendar (issue 34): a month of due dates for everyone; the records for admins.
import { Router } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import type { Services } from "../services";
import { editorOf } from "../services/conflict";

export function complianceCalendarRouter({ complianceCalendar, activity }: Services): Router {
  const r = Router();
  const target = (d: { id: string; date: string; title: string }) => ({ type: "due-date" as const, id: d.id, title: `${d.date} ${d.title}` });
  // ?month=YYYY-MM (this month in India when absent), ?appliesTo=company,gst (any of them; all when absent).
  r.get("/", (req, res) => void res.json({ data: complianceCalendar.month({ month: req.query.month, appliesTo: req.query.appliesTo }) }));
  r.get("/dates", requireRole("admin"), (_req, res) => void res.json({ data: complianceCalendar.list() }));
  r.post("/dates", requireRole("admin"), async (req, res) => {
    const saved = await complianceCalendar.create(req.body, editorOf(req.user));
    await activity.record(req, "create", target(saved));
    res.status(201).json({ data: saved });
  });
  r.put("/dates/:id", requireRole("admin"), async (req, res) => {
    const saved = await complianceCalendar.update(param(req, "id"), req.body, editorOf(req.user));
    await activity.record(req, "update", target(saved));
    res.json({ data: saved });
  });
  r.delete("/dates/:id", requireRole("admin"), async (req, res) => {
    const before = complianceCalendar.list().find((d) => d.id === param(req, "id"));
    const data = await complianceCalendar.remove(param(req, "id"));
    await activity.record(req, "delete", target(before ?? { id: data.id, date: "", title: "" }));
    res.json({ data });
  });
  return r;
}
