// What a page request must be before it reaches React Router, in front of the render step:
// - a method the page takes: GET and HEAD, and POST for a page with a form; anything else is 405 with Allow
//   (a POST to a page without an action used to reach React Router and log a stack trace);
// - its canonical path: a page path in another letter case answers 301 to the lower-case one (query kept),
//   so /ABOUT and /aBOUT are not pages (nor page-cache entries, nor counted views) of their own;
// - search renders within a per-address token bucket: each distinct /blog?q= is a render, so one client
//   flooding unique queries gets 429 with Retry-After long before the CPU is theirs (checked in front of
//   Express, in app.ts's request listener, so a refusal is cheap).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { apiMessages } from "../../shared/api-messages";
import { AppError, MethodNotAllowed, TooLarge } from "../errors";
import { clientNetwork } from "../services/login-throttle";

/** Pages with a form that posts to the page itself (a React Router action); the rest take GET and HEAD only. */
export const FORM_PAGES: ReadonlySet<string> = new Set([
  "/contact-us",
  "/hi/contact-us",
  "/compliance-calendar",
  // The Hindi calendar's reminder sign-up posts to the Hindi page.
  "/hi/compliance-calendar",
]);
/** The admin's screens write with their actions (a form's POST). */
const ADMIN_PAGE = /^\/admin(\/|$)/;
/** The order form (/order/{slug}) and the order's page (/order/status/{reference}: the UTR) post to themselves. */
const ORDER_PAGE = /^\/order\/(status\/)?[^/]+$/;
/** The client's pages: the sign-in form, the link's Continue, a case's upload, message and erasure forms. */
const CLIENT_PAGE = /^\/client(\/login|\/cases\/[^/]+)?$/;
/** Search renders an address may burst, and how many come back per second (a person searches a few a minute). */
export const SEARCH_BURST = 20;
export const SEARCH_REFILL_PER_SECOND = 0.5;
/** Addresses remembered at most; the fullest buckets are forgotten first (a full bucket is a new address). */
const MAX_BUCKETS = 10_000;

/**
 * Paths never redirected for their case: files, the API, and paths that hold a case-sensitive secret or reference
 * (a staff case's page is /admin/cases/CRD-…, as the alerts link to it).
 */
const CASE_EXEMPT = /^\/(api|uploads|assets|og|healthz)(\/|$)|^\/blog\/preview\/|^\/page-preview\/|^\/order\/status\/|^\/client\/cases\/|^\/admin\/cases\/|^\/__/i;

/** The page a request is for: its path without React Router's `.data` suffix ("/_root.data" is "/"). */
function pageOf(path: string): string {
  if (path === "/_root.data") return "/";
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return page.length > 1 ? page.replace(/\/+$/, "") : page;
}

/** A page's form is a few fields: its body is read whole by the page's action, so it is bounded first. */
export const PAGE_FORM_MAX_BYTES = 64 * 1024;
/** The forms that carry a file (a client's document, the admin's uploads): the file's limit and room for the fields. */
export const PAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024 + 64 * 1024;
const UPLOAD_PAGE = /^\/client\/cases\/[^/]+$|^\/admin(\/|$)/;

/**
 * 405 for a method the page does not take, with the methods it does; for a POST, 413 before anything reads a
 * body larger than the page's forms send, and 411 for one that does not say its length (a browser's form always
 * does; a body streamed without one could not be bounded before the action reads it whole).
 */
export const pageMethods: RequestHandler = (req, _res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const page = pageOf(req.path).toLowerCase();
  const form = FORM_PAGES.has(page) || ADMIN_PAGE.test(page) || ORDER_PAGE.test(page) || CLIENT_PAGE.test(page);
  if (!form || req.method !== "POST") return next(new MethodNotAllowed(form ? "GET, HEAD, POST" : "GET, HEAD"));
  const declared = req.headers["content-length"];
  if (declared === undefined) return next(new AppError(411, apiMessages.lengthRequired));
  if (!(Number(declared) <= (UPLOAD_PAGE.test(page) ? PAGE_UPLOAD_MAX_BYTES : PAGE_FORM_MAX_BYTES))) return next(new TooLarge());
  next();
};

/** 301 from a page path with upper-case letters to the same path in lower case, the query string kept. */
export const canonicalCase: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const url = req.originalUrl;
  const q = url.indexOf("?");
  const rawPath = q < 0 ? url : url.slice(0, q);
  if (CASE_EXEMPT.test(rawPath)) return next();
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return next();
  }
  const lower = path.toLowerCase();
  if (lower === path) return next();
  res.setHeader("Cache-Control", "public, max-age=3600");
  // One leading slash: "//EVIL.example" must not become a protocol-relative address.
  res.redirect(301, encodeURI(lower.replace(/^\/+/, "/")) + (q < 0 ? "" : url.slice(q)));
};

/** Whether a request target renders search results (/blog?q=... with words, or its .data). */
export function isSearch(url: string): boolean {
  const q = url.indexOf("?");
  if (q < 0 || pageOf(url.slice(0, q)).toLowerCase() !== "/blog") return false;
  const words = new URLSearchParams(url.slice(q + 1)).get("q");
  return words !== null && words.trim() !== "";
}

/**
 * The client address as Express computes req.ip, from the socket and X-Forwarded-For with the app's
 * "trust proxy" function (the limiter runs in front of Express, where req.ip does not exist yet).
 */
export function clientAddress(req: IncomingMessage, trust: (addr: string, i: number) => boolean): string | undefined {
  const socket = req.socket.remoteAddress;
  if (!socket) return undefined;
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const chain = [socket, ...forwarded];
  let i = 0;
  while (i < chain.length - 1 && trust(chain[i]!, i)) i++;
  return chain[i];
}

export type SearchLimiterOptions = { burst?: number; refillPerSecond?: number; now?: () => number };

/**
 * The token bucket of search renders per client address (an IPv6 /64). `take` returns 0 when the request
 * may render, else the seconds until it may (429 with Retry-After): called in front of Express (app.ts),
 * so a flood of refused searches costs a few microseconds each.
 */
export function searchLimiter({ burst = SEARCH_BURST, refillPerSecond = SEARCH_REFILL_PER_SECOND, now = Date.now }: SearchLimiterOptions = {}) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(address: string | undefined): number {
      const key = clientNetwork(address);
      const t = now();
      const b = buckets.get(key);
      const tokens = b ? Math.min(burst, b.tokens + ((t - b.at) / 1000) * refillPerSecond) : burst;
      if (tokens < 1) {
        buckets.set(key, { tokens, at: t });
        return Math.max(1, Math.ceil((1 - tokens) / refillPerSecond));
      }
      if (!b && buckets.size >= MAX_BUCKETS) {
        // Forget the addresses whose buckets are full again (they are no different from a new address).
        for (const [k, v] of buckets) if (v.tokens + ((t - v.at) / 1000) * refillPerSecond >= burst) buckets.delete(k);
        if (buckets.size >= MAX_BUCKETS) buckets.clear();
      }
      buckets.delete(key);
      buckets.set(key, { tokens: tokens - 1, at: t });
      return 0;
    },
  };
}

export type SearchLimiter = ReturnType<typeof searchLimiter>;

/** Answers a refused search in front of Express: 429, Retry-After, the API's error shape, never stored. */
export function refuseSearch(res: ServerResponse, retryAfterSeconds: number): void {
  const body = JSON.stringify({ error: apiMessages.tooManyRequests });
  res.writeHead(429, {
    "Retry-After": String(retryAfterSeconds),
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(body);
}
