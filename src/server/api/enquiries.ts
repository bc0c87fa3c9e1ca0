// POST /api/send-message (public, rate limited) and the admin enquiry inbox: list, update, CSV export.
import { Router, type Request, type RequestHandler } from "express";
import { rateLimit, type RateLimitInfo } from "express-rate-limit";
import { requireRole } from "../auth/middleware";
import type { Config } from "../config";
import { TooManyRequests } from "../errors";
import { param } from "../http/params";
import type { Services } from "../services";
import { peek } from "../services/activity";

const filterOf = (query: Record<string, unknown>) => ({
  status: typeof query.status === "string" ? query.status : undefined,
  q: typeof query.q === "string" ? query.q : undefined,
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
  r.get("/enquiries", requireRole("admin"), (req, res) => void res.json({ data: enquiries.list(filterOf(req.query)) }));
  r.get("/enquiries/counts", requireRole("admin"), (_req, res) => void res.json({ data: enquiries.counts() }));
  r.get("/enquiries.csv", requireRole("admin"), (req, res) => {
    const csv = enquiries.csv(filterOf(req.query));
    const day = new Date().toISOString().slice(0, 10);
    res.set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`, "Cache-Control": "no-store" });
    // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names in Indian scripts).
    res.send(`\uFEFF${csv}`);
  });
  r.get("/enquiries/:id", requireRole("admin"), (req, res) => void res.json({ data: enquiries.get(param(req, "id")) }));
  r.put("/enquiries/:id", requireRole("admin"), async (req, res) => {
    const before = peek(() => enquiries.get(param(req, "id")));
    const data = await enquiries.update(param(req, "id"), req.body);
    // The activity log names the enquiry by id and status only, never its text (issue 16).
    if (before && before.status !== data.status) await activity.record(req, "status-change", { type: "enquiry", id: data.id, title: `${before.status} → ${data.status}` });
    else await activity.record(req, "update", { type: "enquiry", id: data.id, title: "note" });
    res.json({ data });
  });
  return r;
}
