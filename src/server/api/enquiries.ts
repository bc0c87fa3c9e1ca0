// POST /api/send-message (public, rate limited) and the admin enquiry inbox: list, update, CSV export.
import { pipeline } from "node:stream/promises";
import { Router, type Request, type RequestHandler } from "express";
import { rateLimit, type RateLimitInfo } from "express-rate-limit";
import { requireRole } from "../auth/middleware";
import type { Config } from "../config";
import { TooManyRequests } from "../errors";
import { param } from "../http/params";
import { editorOf } from "../services/conflict";
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

/**
 * Per-IP limit on enquiries, shared by the API and the no-JavaScript form POST of /contact-us.
 * The API answers 429 with Retry-After; the page route gets res.locals.enquiryRateLimitedFor and
 * its action shows the message in the page instead.
 */
export function enquiryRateLimit(config: Pick<Config, "enquiryRateLimit" | "enquiryRateWindowMs">): RequestHandler {
  return rateLimit({
    windowMs: config.enquiryRateWindowMs,
    limit: config.enquiryRateLimit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (req, res, next) => {
      const reset = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime();
      const seconds = reset ? Math.ceil((reset - Date.now()) / 1000) : Math.ceil(config.enquiryRateWindowMs / 1000);
      if (req.baseUrl.startsWith("/api")) return next(new TooManyRequests(seconds));
      res.locals.enquiryRateLimitedFor = Math.max(1, seconds);
      next();
    },
  });
}

export function enquiriesRouter({ enquiries, activity }: Services, limiter: RequestHandler): Router {
  const r = Router();
  r.get("/send-message/token", (_req, res) => void res.set("Cache-Control", "no-store").json({ data: { token: enquiries.formToken() } }));
  r.post("/send-message", limiter, async (req, res) => void res.json({ data: await enquiries.submit(req.body, req.ip) }));
  // { data: [...], page, limit, total }: data stays the list, so clients of the unpaged list keep working.
  r.get("/enquiries", requireRole("admin"), async (req, res) => void res.json(await enquiries.list({ ...filterOf(req.query), page: text(req.query.page), limit: text(req.query.limit) })));
  r.get("/enquiries/counts", requireRole("admin"), (_req, res) => void res.json({ data: enquiries.counts() }));
  r.get("/enquiries.csv", requireRole("admin"), async (req, res) => {
    const csv = enquiries.csv(filterOf(req.query));
    const day = new Date().toISOString().slice(0, 10);
    res.set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`, "Cache-Control": "no-store" });
    // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names in Indian scripts).
    res.write("\uFEFF");
    // Streamed: a failure half-way can only cut the download short (the status is already sent).
    await pipeline(csv, res).catch(() => res.destroy());
  });
  r.get("/enquiries/:id", requireRole("admin"), async (req, res) => void res.json({ data: await enquiries.get(param(req, "id")) }));
  r.put("/enquiries/:id", requireRole("admin"), async (req, res) => {
    const before = await enquiries.get(param(req, "id")).catch(() => undefined);
    const data = await enquiries.update(param(req, "id"), req.body, editorOf(req.user));
    // The activity log names the enquiry by id and status only, never its text (issue 16).
    if (before && before.status !== data.status) await activity.record(req, "status-change", { type: "enquiry", id: data.id, title: `${before.status} → ${data.status}` });
    else await activity.record(req, "update", { type: "enquiry", id: data.id, title: "note" });
    res.json({ data });
  });
  return r;
}
