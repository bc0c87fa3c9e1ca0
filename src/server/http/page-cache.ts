// Keeps rendered public pages (HTML and React Router's .data responses) in memory. Any content write
// clears it; entries also expire after a short time so scheduled posts appear when their date comes.
// Each HTML page carries the CSP nonce of the render that produced it: on a hit the old nonce is replaced
// with this response's fresh one, so the page and its Content-Security-Policy header always agree.
import { createHash } from "node:crypto";
import type { RequestHandler, Response } from "express";

type Entry = { status: number; headers: Record<string, string>; body: Buffer; nonce: string; etag: string; storedAt: number };

export type PageCacheOptions = {
  /** Milliseconds an entry lives at most. */
  ttlMs?: number;
  maxEntries?: number;
  /** The nonce of the current response. */
  nonceOf: (res: Response) => string;
  now?: () => number;
};

/** Cache-Control for public pages: browsers revalidate (ETag/304), shared caches may keep a minute. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, must-revalidate";
const KEPT_HEADERS = ["content-type", "content-language", "vary", "x-remix-response", "x-remix-redirect", "x-remix-status"];

export function isCacheablePath(path: string): boolean {
  return !/^\/(admin|api|uploads)(\/|$|\.)/.test(path);
}

function etagOf(body: Buffer, nonce: string): string {
  // Hash the page with its nonce masked, so the same content has the same ETag whatever the nonce.
  const masked = nonce ? body.toString("utf8").replaceAll(nonce, "") : body;
  return `W/"${createHash("sha1").update(masked).digest("base64url")}"`;
}

export function createPageCache({ ttlMs = 60_000, maxEntries = 500, nonceOf, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, Entry>();

  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isCacheablePath(req.path) || req.headers.authorization) return next();
    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit && now() - hit.storedAt < ttlMs) return send(req.headers["if-none-match"], res, hit, req.method === "HEAD");
    if (hit) entries.delete(key);
    capture(res, (entry) => {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    });
    next();
  };

  function send(ifNoneMatch: string | undefined, res: Response, e: Entry, headOnly: boolean) {
    res.set(e.headers);
    res.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    res.set("ETag", e.etag);
    res.set("X-Page-Cache", "hit");
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(e.etag)) return void res.status(304).end();
    const fresh = nonceOf(res);
    const body = e.nonce && fresh !== e.nonce ? Buffer.from(e.body.toString("utf8").replaceAll(e.nonce, fresh)) : e.body;
    res.status(e.status);
    if (headOnly) return void res.end();
    res.end(body);
  }

  /** Tees what the renderer writes; stores it when the response was a plain 200 without cookies. */
  function capture(res: Response, store: (e: Entry) => void) {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      if (res.statusCode === 200 && !res.getHeader("set-cookie")) {
        const body = Buffer.concat(chunks);
        const nonce = nonceOf(res);
        const headers: Record<string, string> = {};
        for (const h of KEPT_HEADERS) {
          const v = res.getHeader(h);
          if (v !== undefined) headers[h] = String(v);
        }
        store({ status: 200, headers, body, nonce, etag: etagOf(body, nonce), storedAt: now() });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    // Headers go out with the first streamed chunk, before the body is complete: no ETag on a miss.
    res.setHeader("X-Page-Cache", "miss");
    res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  }

  return {
    middleware,
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
