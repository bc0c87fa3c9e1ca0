// Decides which requests are a person's view of a public page and hands them to the analytics counters
//. Runs in the HTTP server's request listener, before the page cache, so that cache hits count.
// Counted: GET of a public page or of React Router's `.data` of a page (client-side navigation), answered
// 200, by a client that is not a bot. Not counted: HEAD, 304s, prefetches, admin, API, uploads, assets.
// Nothing of the person is kept: the path, and for a landing request the referrer's host and UTM values.
// What a client sends cannot grow the counters: only a 200 counts, pages in another letter case
// answer 301 (http/page-methods.ts), and each day keeps a fixed number of referrer hosts and UTM values.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { textProblem } from "../../shared/schemas/common";
import { normalizePath, type View } from "../services/analytics";

/**
 * Paths that are never a public page (any letter case), React Router's own (/__manifest of route
 * discovery), and preview links, whose path is their secret token.
 */
// An order's page is the client's own link (each one a path of its own): not a page view.
const PRIVATE = /^\/(admin|api|uploads|assets|healthz|og)(\/|\.|$)|^\/__|^\/(blog\/preview|page-preview)(\/|\.|$)|^\/order\/status(\/|\.|$)|^\/client(\/|\.|$)/i;
/** A last path segment with an extension other than .data is a file (favicon.ico, sitemap.xml, feed.xml). */
const FILE = /\.[a-z0-9]+$/i;

function header(req: IncomingMessage, name: string): string {
  const v = req.headers[name];
  return Array.isArray(v) ? (v[0] ?? "") : (v ?? "");
}

/** A UTM value as counted: at most 100 characters, and none that breaks the strict text rule (control characters). */
function firstParam(search: URLSearchParams, name: string): string {
  const value = (search.get(name) ?? "").trim().slice(0, 100);
  return textProblem(value) === null ? value : "";
}

/** Distinct User-Agent strings whose bot test is remembered (a browser fleet has a few hundred). */
const KNOWN_AGENTS = 1000;
/** Longer strings are tested each time (no real browser sends one; they are not worth a slot). */
const MAX_REMEMBERED_AGENT = 512;
const agents = new Map<string, boolean>();

/**
 * isbot's answer, remembered per User-Agent string: its pattern costs microseconds on every request,
 * and nearly every request of a busy site repeats a User-Agent already seen. Bounded: when the map is full
 * it starts again, so a client sending unique strings costs one test each, as without the memo.
 */
export function isBotAgent(ua: string): boolean {
  const known = agents.get(ua);
  if (known !== undefined) return known;
  const bot = isbot(ua);
  if (ua.length <= MAX_REMEMBERED_AGENT) {
    if (agents.size >= KNOWN_AGENTS) agents.clear();
    agents.set(ua, bot);
  }
  return bot;
}

/** How many User-Agent answers are remembered now (tests). */
export const rememberedAgents = (): number => agents.size;

/** Raw paths whose counted path is remembered (the site's pages are far fewer; a flood only refills it). */
const KNOWN_PATHS = 2000;
const paths = new Map<string, string | null>();

/** The counted path of a request's raw path (decoded, normalised), or null when it is not a page's; remembered. */
function countedPath(rawPath: string): string | null {
  const known = paths.get(rawPath);
  if (known !== undefined) return known;
  let path: string | null;
  try {
    path = normalizePath(decodeURIComponent(rawPath));
  } catch {
    path = null;
  }
  if (path && PRIVATE.test(path)) path = null;
  if (rawPath.length <= 200) {
    if (paths.size >= KNOWN_PATHS) paths.clear();
    paths.set(rawPath, path);
  }
  return path;
}

/** The page view a request would be (before its answer is known), or null when it is not one. */
export function pageViewOf(req: IncomingMessage): View | null {
  if (req.method !== "GET") return null;
  // The cheap tests of the path first: API calls and assets never reach the user-agent check.
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  let rawPath = q < 0 ? url : url.slice(0, q);
  if (PRIVATE.test(rawPath)) return null;
  const data = rawPath.endsWith(".data");
  if (data) rawPath = rawPath === "/_root.data" ? "/" : rawPath.slice(0, -".data".length);
  else if (FILE.test(rawPath)) return null;
  const ua = header(req, "user-agent");
  if (!ua || isBotAgent(ua)) return null;
  const h = req.headers;
  if (
    (h["sec-purpose"] || h["purpose"] || h["x-purpose"]) &&
    (/prefetch/i.test(header(req, "sec-purpose")) || /prefetch/i.test(header(req, "purpose")) || /prefetch/i.test(header(req, "x-purpose")))
  )
    return null;
  const path = countedPath(rawPath);
  if (!path) return null;
  const view: View = { path };
  // A `.data` request is a navigation inside the site: its referrer and query are not a landing's.
  if (data) return view;
  const referer = header(req, "referer");
  if (referer) {
    try {
      const host = new URL(referer).host.toLowerCase();
      if (host && host !== header(req, "host").toLowerCase()) view.referrerHost = host.slice(0, 253);
    } catch {
      // not a URL: no referrer host
    }
  }
  if (q >= 0) {
    const search = new URLSearchParams(url.slice(q + 1));
    const source = firstParam(search, "utm_source");
    if (source) view.utm = { source, medium: firstParam(search, "utm_medium"), campaign: firstParam(search, "utm_campaign") };
  }
  return view;
}

/**
 * Counts `view` once the response is finished with a 200 (not an error, a redirect or a 304 revalidation).
 * Used for the requests that reach the app; a page-cache hit is counted where it is answered (app.ts),
 * without a listener.
 */
export function countWhenFinished(res: ServerResponse, view: View, count: (view: View) => void): void {
  res.once("finish", () => {
    if (res.statusCode === 200) count(view);
  });
}
