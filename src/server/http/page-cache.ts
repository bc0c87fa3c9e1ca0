// Keeps rendered public pages (HTML and React Router's .data responses) in memory, already compressed,
// so a hit costs no rendering and no compression. Any content write clears it; entries also expire after
// a short time so scheduled posts appear when their date comes.
//
// CSP (DESIGN 8): a page rendered for the cache carries the nonce of the request that rendered it. A
// nonce must never be reused, so the stored copy drops the nonce attributes and its Content-Security-Policy
// allows each of its inline scripts by SHA-256 hash instead ('strict-dynamic' keeps trusting what those
// scripts load). Every visitor then gets the same bytes, which is what makes them cacheable compressed.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

type Encoding = "br" | "gzip" | "identity";

type Entry = {
  status: number;
  /** The rendered response's headers (security headers included), the policy already rewritten. */
  headers: Record<string, string | string[]>;
  etag: string;
  storedAt: number;
  bodies: Record<Encoding, Buffer>;
};

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
// Headers that belong to one response, not to the page.
const PER_RESPONSE_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding", "etag", "date", "connection", "keep-alive", "set-cookie", "x-page-cache"]);
const CSP = "content-security-policy";

export function isCacheablePath(path: string): boolean {
  return !/^\/(admin|api|uploads|blog\/preview)(\/|$|\.)/.test(path);
}

/** A response that says private or no-store (a preview link) is never kept, whatever its path. */
const isPrivate = (res: Response) => /\b(private|no-store)\b/i.test(String(res.getHeader("cache-control") ?? ""));

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The nonce-free copy of a rendered page and the policy that goes with it: the `nonce` attributes are
 * removed and the policy's `'nonce-…'` source becomes one `'sha256-…'` source per inline script.
 * A response without nonce attributes (React Router's .data) keeps each request's own policy.
 * Returns undefined when the page uses the nonce but the policy cannot be rewritten (then it is not cached).
 */
export function withScriptHashes(html: string, nonce: string, csp: string | undefined): { html: string; csp?: string } | undefined {
  const attribute = ` nonce="${nonce}"`;
  if (!nonce || !html.includes(attribute)) return { html };
  const nonceSource = `'nonce-${nonce}'`;
  if (!csp?.includes(nonceSource)) return undefined;
  const bare = html.replaceAll(attribute, "");
  const hashes = new Set<string>();
  for (const [, attrs, code] of bare.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attrs)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  }
  return { html: bare, csp: csp.replace(nonceSource, [...hashes].join(" ")) };
}

function etagOf(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

async function compressed(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { identity: body, gzip: gz, br };
}

export function createPageCache({ ttlMs = 60_000, maxEntries = 500, nonceOf, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  // Bumped by clear(): a render that started before a content write must not be stored after it.
  let generation = 0;

  const cacheable = (req: Request) => (req.method === "GET" || req.method === "HEAD") && isCacheablePath(req.path) && !req.headers.authorization;

  /** Answers from the cache; goes first, so a hit skips the rest of the stack (nonce, headers, compression). */
  const serve: RequestHandler = (req, res, next) => {
    if (!cacheable(req)) return next();
    const hit = entries.get(req.originalUrl);
    if (hit && now() - hit.storedAt < ttlMs) return send(req, res, hit);
    if (hit) entries.delete(req.originalUrl);
    next();
  };

  /** Stores what the renderer answers; goes last before the renderer, inside the compression. */
  const store: RequestHandler = (req, res, next) => {
    // Only a GET has a body to keep.
    if (req.method !== "GET" || !cacheable(req)) return next();
    const key = req.originalUrl;
    capture(res, generation, (entry) => {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    });
    next();
  };

  function send(req: Request, res: Response, e: Entry) {
    res.set(e.headers);
    res.set("ETag", e.etag);
    res.set("Vary", "Accept-Encoding");
    res.set("X-Page-Cache", "hit");
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(e.etag)) return void res.status(304).end();
    // Brotli when accepted at all (it is the smaller), then gzip; not the client's listing order.
    const encoding: Encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : "identity";
    const body = e.bodies[encoding];
    if (encoding !== "identity") res.set("Content-Encoding", encoding);
    res.set("Content-Length", String(body.length));
    res.status(e.status);
    if (req.method === "HEAD") return void res.end();
    res.end(body);
  }

  /** Tees what the renderer writes; stores it when the response was a plain 200 without cookies. */
  function capture(res: Response, startedIn: number, save: (e: Entry) => void) {
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
      if (res.statusCode === 200 && !res.getHeader("set-cookie") && !isPrivate(res)) {
        const csp = res.getHeader(CSP);
        const page = withScriptHashes(Buffer.concat(chunks).toString("utf8"), nonceOf(res), csp === undefined ? undefined : String(csp));
        if (page) void prepare(res, page, startedIn).then((entry) => entry && save(entry));
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    // Headers go out with the first streamed chunk, before the body is complete: no ETag on a miss.
    res.setHeader("X-Page-Cache", "miss");
    res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  }

  async function prepare(res: Response, page: { html: string; csp?: string }, startedIn: number): Promise<Entry | undefined> {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) headers[name] = typeof value === "number" ? String(value) : value;
    }
    // The policy with script hashes for its nonce. A response without nonce attributes (React Router's
    // .data, not a document) is stored without one: its rendering request's nonce is not to be reused.
    if (page.csp) headers[CSP] = page.csp;
    else delete headers[CSP];
    const body = Buffer.from(page.html);
    const bodies = await compressed(body).catch(() => undefined);
    if (!bodies || startedIn !== generation) return undefined;
    return { status: 200, headers, etag: etagOf(body), storedAt: now(), bodies };
  }

  return {
    serve,
    store,
    clear: () => {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
