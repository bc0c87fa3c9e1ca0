// POST /api/events (public, rate limited: WhatsApp clicks) and GET /api/analytics (admin).
import express, { Router } from "express";
import { rateLimit } from "express-rate-limit";
import { requireRole } from "../auth/middleware";
import { TooManyRequests } from "../errors";
import type { Services } from "../services";

/** Events one address may report per minute (a person clicks a few times; more is noise). */
export const EVENT_RATE_LIMIT = 30;

export function analyticsRouter({ analytics }: Services): Router {
  const r = Router();
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: EVENT_RATE_LIMIT,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new TooManyRequests(60)),
  });
  // navigator.sendBeacon sends a string as text/plain (a CORS-safelisted type); the text is the JSON body.
  r.post("/events", limiter, express.text({ type: "text/plain", limit: "1kb" }), (req, res) => {
    analytics.event(typeof req.body === "string" ? parseJson(req.body) : req.body);
    res.status(204).end();
  });
  r.get("/analytics", requireRole("admin"), (req, res) => void res.json({ data: analytics.report(req.query) }));
  return r;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
