// POST /api/send-message (public; the service limits it per address) and the admin enquiry inbox: list,
// update, CSV export.
import { pipeline } from "node:stream/promises";
import { Router } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import { editorOf } from "../services/conflict";
import { actorOf } from "../services/events";
import type { Services } from "../services";

const text = (v: unknown) => (typeof v === "string" ? v : undefined);
const filterOf = (query: Record<string, unknown>) => ({
  status: text(query.status),
  source: text(query.source),
  channel: text(query.channel),
  utmSource: text(query.utm_source),
  from: text(query.from),
  to: text(query.to),
  q: text(query.q),
});

export function enquiriesRouter({ enquiryIntake: intake, enquiryInbox: inbox }: Services): Router {
  const r = Router();
  r.get("/send-message/token", (_req, res) => void res.set("Cache-Control", "no-store").json({ data: { token: intake.formToken() } }));
  // Past the per-address limit the service throws TooManyRequests: 429 with Retry-After (error handler).
  r.post("/send-message", async (req, res) => void res.json({ data: await intake.submit(req.body, req.ip) }));
  // { data: [...], page, limit, total }: data stays the list, so clients of the unpaged list keep working.
  r.get(
    "/enquiries",
    requireRole("admin"),
    async (req, res) => void res.json(await inbox.list({ ...filterOf(req.query), page: text(req.query.page), limit: text(req.query.limit) })),
  );
  // Free call-back slots (public), today's (or ?date=) booked call-backs, a reply e-mailed from the inbox.
  r.get("/callback-slots", (req, res) => void res.set("Cache-Control", "no-store").json({ data: intake.slots(req.query.date) }));
  r.get("/enquiries/callbacks", requireRole("admin"), async (req, res) => void res.json({ data: await intake.callbacksOn(text(req.query.date)) }));
  r.post(
    "/enquiries/:id/reply",
    requireRole("admin"),
    async (req, res) => void res.json({ data: await inbox.reply(param(req, "id"), req.body, editorOf(req.user), actorOf(req)) }),
  );
  r.get("/enquiries/counts", requireRole("admin"), (_req, res) => void res.json({ data: inbox.counts() }));
  r.get("/enquiries.csv", requireRole("admin"), async (req, res) => {
    const csv = inbox.csv(filterOf(req.query));
    const day = new Date().toISOString().slice(0, 10);
    res.set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`, "Cache-Control": "no-store" });
    // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names in Indian scripts).
    res.write("\uFEFF");
    // Streamed: a failure half-way can only cut the download short (the status is already sent).
    await pipeline(csv, res).catch(() => res.destroy());
  });
  r.get("/enquiries/:id", requireRole("admin"), async (req, res) => void res.json({ data: await inbox.get(param(req, "id")) }));
  // Announced as enquiry.status-changed or .noted: the activity log names the enquiry, never its text.
  r.put("/enquiries/:id", requireRole("admin"), async (req, res) => void res.json({ data: await inbox.update(param(req, "id"), req.body, editorOf(req.user), actorOf(req)) }));
  return r;
}
