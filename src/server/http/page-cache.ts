// Keeps rendered public pages (HTML, React Router's .data answers, the feeds) in memory, already compressed,
// and answers them in front of Express (docs/decisions/004-page-cache.md).
//
// - Opt-in: only a 200 whose route sent PAGE_CACHE_STORE_HEADER is kept; such a page holds nothing of its
//   request. The header also names the query parameters the page reads: they alone form the key with the
//   path, so tracking parameters (utm_*, fbclid, gclid, ...) never make an entry. The cache learns each
//   path's parameters from its first render; until then a request of that path simply renders.
// - A hit is answered from the Node request listener itself (no Express, no middleware), with headers
//   and bodies prepared when the entry was stored.
// - Misses cannot starve hits: the first answer goes out with the stack's fast compression; the entry's
//   gzip and then brotli copies are made afterwards in zlib's thread pool. Concurrent misses of a known
//   key wait for the one render in progress (request coalescing).
// - Bounded by total bytes, least recently used first out; entries expire after ttlMs (scheduled posts),
//   and a content write drops the pages that show it (http/cache-tags.ts tagsForEvent, from the services'
//   change events; a render that began before the write is not kept).
//
// CSP (docs/architecture.md#security-and-reliability): the stored copy drops the rendering request's nonce attributes and its policy allows
// each inline script by SHA-256 hash instead ('strict-dynamic' keeps trusting what those scripts load).
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { SITE_TAG, tagHeaders } from "./cache-tags";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

type Encoding = "br" | "gzip" | "identity";

/**
 * The levels pages are compressed at: `kept` for a page the cache keeps (made once, in the background: the
 * smallest bytes), `fast` for a page rendered for one request (a third of the default levels' CPU for ~5%
 * more bytes).
 */
const LEVELS = { kept: { gzip: 9, br: 10 }, fast: { gzip: 3, br: 3 } } as const;

/** A page's HTML compressed in zlib's thread pool (brotli in its text mode, told the size). */
export function compressPage(html: Buffer, encoding: "br" | "gzip", level: keyof typeof LEVELS): Promise<Buffer> {
  if (encoding === "gzip") return gzip(html, { level: LEVELS[level].gzip });
  return brotli(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: LEVELS[level].br,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
}

/** Cache-Control for stored pages: browsers revalidate (ETag/304), shared caches may keep a minute. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, must-revalidate";
/** Paths never looked up nor stored, whatever a route says (any letter case)... */
const PRIVATE_PATH = /^\/(admin|api|uploads)(\/|\.|$)/i;
/** ...but for the public answers of the API that are kept like pages: the post list. */
const KEPT_API_PATH = /^\/api\/blogs$/;
const isPrivate = (path: string) => PRIVATE_PATH.test(path) && !KEPT_API_PATH.test(path);
// Headers that belong to one response, not to the page.
const PER_RESPONSE_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding", "etag", "date", "connection", "keep-alive", "set-cookie", "x-page-cache", "vary"]);
const CSP = "content-security-policy";
/** Bounds of the hand parsing: query parameters looked at, If-None-Match and Accept-Encoding lengths. */
const MAX_QUERY_PARTS = 64;
const MAX_IF_NONE_MATCH = 4096;
const MAX_ACCEPT_ENCODING = 512;
/** Paths whose query parameters are remembered at most (they are the site's pages, far fewer). */
const MAX_KNOWN_PATHS = 20_000;
/**
 * Pages whose stored copies are being compressed at most (zlib's pool has 4 threads). Past it a rendered page
 * is answered but not kept: a client asking for endless variants of a stored page (`.data?_routes=<junk>`, a
 * month far away) would otherwise queue a gzip-9 and a brotli-10 job, and a copy of the page, per request
 * (10,000 such requests took the process from 174 to 682 MB).
 */
const MAX_COMPRESSING = 8;
/**
 * What an entry costs besides its bodies, counted against maxBytes (an estimate: the entry object, its
 * header lists and 304 head; its key is counted by length). Without it, endless tiny entries
 * (`.data?_routes=<junk>`, a few hundred bytes of body each) fit in the budget by the ten thousand.
 */
const ENTRY_OVERHEAD = 1024;
/** How often expired entries are looked for, at most. */
const SWEEP_MS = 5_000;

/**
 * A stored body in memory of its own. zlib's results and `Buffer.from(string)` under 32 KB are slices of
 * Node's shared 64 KB allocation pool, and a slice keeps its whole slab alive: an entry counted at a few
 * hundred bytes held up to three 64 KB slabs (40 s of `.data?_routes=<junk>`, 42,000 requests: 192 MB
 * of array buffers kept, RSS 186 to 429 MB and not given back). Copying a stored copy once costs a memcpy.
 */
export function ownCopy(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.buffer.byteLength === body.length) return body;
  const copy = Buffer.allocUnsafeSlow(body.length);
  body.copy(copy);
  return copy;
}

type Entry = {
  etag: string;
  storedAt: number;
  bodies: Partial<Record<Encoding, Buffer>>;
  /** Flat header lists for writeHead, one per body present. */
  heads: Partial<Record<Encoding, string[]>>;
  head304: string[];
  base: string[];
  bytes: number;
  /** What the page shows (http/cache-tags.ts): a write purges the entries holding one of its tags. */
  tags: readonly string[];
};

/** What the renderer hands over: a 200 of a page that opted in. */
export type RenderedPage = {
  body: Buffer;
  /** The response's final headers (security headers included). */
  headers: OutgoingHttpHeaders;
  /** The query parameters the route reads (from PAGE_CACHE_STORE_HEADER). */
  query: string[];
  /** The nonce of the rendering response ("" when none). */
  nonce: string;
};

export type PageCacheOptions<C = undefined> = {
  /** Milliseconds an entry lives at most. */
  ttlMs?: number;
  /** Total bytes of all stored bodies at most. */
  maxBytes?: number;
  now?: () => number;
  /**
   * Called for each request answered from the cache (a cheap log line), with what the caller passed to
   * answer() for it (the page view it would be).
   */
  onHit?: (req: IncomingMessage, status: number, context: C | undefined) => void;
  /** The cache tags of a stored path (http/cache-tags.ts); none by default. */
  tagsFor?: (path: string) => string[];
  /** Makes a stored page's compressed copies (compressPage; tests hold them back). */
  compress?: typeof compressPage;
};

/** What answer() calls for a request the cache does not answer (the app), with answer()'s own arguments. */
export type PageCacheMiss<C> = (req: IncomingMessage, res: ServerResponse, context: C | undefined) => void;
type Waiter<C> = { req: IncomingMessage; res: ServerResponse; next: PageCacheMiss<C>; context: C | undefined };
type Ticket<C> = { key: string; generation: number; claimed: boolean; waiters: Waiter<C>[] };

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
/** The script types a browser runs (and a policy governs): none given, JavaScript, modules and import maps. */
const RUN_TYPES = /^(|module|importmap|(text|application)\/(x-)?(java|ecma)script)$/i;

/**
 * Whether a script's attributes make it inline code the policy must allow by hash: not a script loaded by
 * `src`, nor a data block (JSON-LD's `application/ld+json`), which is never run (three fewer
 * hashes in a post's policy).
 */
function needsHash(attrs: string): boolean {
  if (/\bsrc\s*=/.test(attrs)) return false;
  const type = SCRIPT_TYPE.exec(attrs)?.[1];
  return type === undefined || RUN_TYPES.test(type.trim());
}

/**
 * The nonce-free copy of a rendered page and the policy that goes with it: the `nonce` attributes are
 * removed and the policy's `'nonce-…'` source becomes one `'sha256-…'` source per inline script that runs.
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
  for (const [, attrs = "", code = ""] of bare.matchAll(INLINE_SCRIPT)) {
    if (!needsHash(attrs)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  }
  return { html: bare, csp: csp.replace(nonceSource, [...hashes].join(" ")) };
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/**
 * The cache key of a request target: its path and, in the order given, the first value of each declared
 * query parameter present. Linear in the target; looks at the first MAX_QUERY_PARTS parameters only.
 */
export function cacheKey(path: string, search: string, declared: readonly string[]): string {
  if (!declared.length || !search) return path;
  const found = new Map<string, string>();
  let start = 0;
  for (let n = 0; n < MAX_QUERY_PARTS && start < search.length; n++) {
    let end = search.indexOf("&", start);
    if (end < 0) end = search.length;
    const part = search.slice(start, end);
    start = end + 1;
    const eq = part.indexOf("=");
    const name = decode(eq < 0 ? part : part.slice(0, eq));
    if (name === null || found.has(name) || !declared.includes(name)) continue;
    found.set(name, decode(eq < 0 ? "" : part.slice(eq + 1)) ?? part.slice(eq + 1));
  }
  const pairs = declared.flatMap((name) => (found.has(name) ? [`${encodeURIComponent(name)}=${encodeURIComponent(found.get(name)!)}`] : []));
  return pairs.length ? `${path}?${pairs.join("&")}` : path;
}

/** Whether an If-None-Match header lists the entity tag (weak comparison, RFC 9110). Linear; capped. */
export function etagMatches(header: string, etag: string): boolean {
  if (header.length > MAX_IF_NONE_MATCH) return false;
  const opaque = etag.startsWith("W/") ? etag.slice(2) : etag;
  let start = 0;
  while (start <= header.length) {
    let end = header.indexOf(",", start);
    if (end < 0) end = header.length;
    let tag = header.slice(start, end).trim();
    if (tag === "*") return true;
    if (tag.startsWith("W/")) tag = tag.slice(2);
    if (tag === opaque) return true;
    start = end + 1;
  }
  return false;
}

/** The encodings an Accept-Encoding header allows among br and gzip (q=0 refuses). Linear; capped. */
export function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  const out = { br: false, gzip: false };
  if (!header) return out;
  for (const part of header.slice(0, MAX_ACCEPT_ENCODING).split(",")) {
    const semi = part.indexOf(";");
    const name = (semi < 0 ? part : part.slice(0, semi)).trim().toLowerCase();
    if (semi >= 0) {
      const param = part
        .slice(semi + 1)
        .trim()
        .toLowerCase();
      if (param.startsWith("q=") && Number(param.slice(2)) === 0) continue;
    }
    if (name === "br") out.br = true;
    else if (name === "gzip" || name === "x-gzip") out.gzip = true;
    else if (name === "*") out.br = out.gzip = true;
  }
  return out;
}

/** Accept-Encoding headers whose answer is remembered (browsers send a handful of distinct ones). */
const KNOWN_ACCEPT_ENCODINGS = 64;
const acceptAnswers = new Map<string, { br: boolean; gzip: boolean }>();

/** acceptedEncodings, remembered per header string: a hit does not parse the same header again. */
function accepted(header: string | undefined): { br: boolean; gzip: boolean } {
  if (!header) return acceptedEncodings(header);
  let ok = acceptAnswers.get(header);
  if (!ok) {
    ok = acceptedEncodings(header);
    if (header.length <= MAX_ACCEPT_ENCODING) {
      if (acceptAnswers.size >= KNOWN_ACCEPT_ENCODINGS) acceptAnswers.clear();
      acceptAnswers.set(header, ok);
    }
  }
  return ok;
}

function etagOf(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** The target's path and query, split at the first "?". */
function splitTarget(url: string): [string, string] {
  const q = url.indexOf("?");
  return q < 0 ? [url, ""] : [url.slice(0, q), url.slice(q + 1)];
}

export function createPageCache<C = undefined>({
  ttlMs = 60_000,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
  onHit,
  tagsFor = () => [],
  compress = compressPage,
}: PageCacheOptions<C> = {}) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** path -> the query parameters its route declared (learned from its renders). */
  const known = new Map<string, string[]>();
  const inflight = new Map<string, Ticket<C>>();
  /** The generation each request arrived in, and the ticket of a request that renders a known key. */
  const arrivedIn = new WeakMap<IncomingMessage, number>();
  const tickets = new WeakMap<IncomingMessage, Ticket<C>>();
  // Bumped by clear(): a render that started before a content write must not be stored after it.
  let generation = 0;
  /** Stored pages whose compressed copies are being made (at most MAX_COMPRESSING). */
  let compressing = 0;

  // Expired entries go as they expire, not only when their key is asked again: a key asked once
  // (a tracking variant, a `.data?_routes=` nobody repeats) would otherwise stay until the budget pushes it out,
  // and an idle server would never give its memory back.
  const sweeper = setInterval(
    () => {
      const t = now();
      for (const [key, e] of entries) if (t - e.storedAt >= ttlMs) drop(key);
    },
    Math.min(SWEEP_MS, ttlMs),
  );
  sweeper.unref();

  const lookupable = (req: IncomingMessage) => (req.method === "GET" || req.method === "HEAD") && !req.headers.authorization;

  function keyOf(url: string, declared: readonly string[]): string {
    const [path, search] = splitTarget(url);
    return cacheKey(path, search, path.endsWith(".data") ? ["_routes", ...declared] : declared);
  }

  /**
   * The front door, called by the HTTP server before Express: answers a hit, or waits for the render of
   * the same key in progress, or calls next(req, res, context) (the app) to render. `context` is handed to
   * onHit. A caller passes one `next` for all its requests: nothing is allocated per request.
   */
  function answer(req: IncomingMessage, res: ServerResponse, next: PageCacheMiss<C>, context?: C): void {
    const url = req.url ?? "/";
    const path = splitTarget(url)[0];
    if (!lookupable(req) || isPrivate(path)) return next(req, res, context);
    const declared = known.get(path);
    const key = declared ? keyOf(url, declared) : "";
    const hit = declared ? entries.get(key) : undefined;
    if (hit && now() - hit.storedAt < ttlMs) {
      // Most recently used last.
      entries.delete(key);
      entries.set(key, hit);
      return send(req, res, hit, context);
    }
    // Only a request that may render is remembered (a hit costs no map entry).
    arrivedIn.set(req, generation);
    if (!declared) return next(req, res, context);
    if (hit) drop(key);
    const pending = inflight.get(key);
    if (pending) return void pending.waiters.push({ req, res, next, context });
    const ticket: Ticket<C> = { key, generation, claimed: false, waiters: [] };
    inflight.set(key, ticket);
    tickets.set(req, ticket);
    // A render that does not hand over a page (an error, a redirect, a crash) lets the waiters render.
    res.once("close", () => {
      if (!ticket.claimed) settle(ticket, undefined);
    });
    next(req, res, context);
  }

  function send(req: IncomingMessage, res: ServerResponse, e: Entry, context: C | undefined): void {
    const inm = req.headers["if-none-match"];
    if (inm && etagMatches(inm, e.etag)) {
      res.writeHead(304, e.head304);
      res.end();
      onHit?.(req, 304, context);
      return;
    }
    const ok = accepted(req.headers["accept-encoding"]);
    const encoding: Encoding = ok.br && e.bodies.br ? "br" : (ok.gzip || ok.br) && e.bodies.gzip ? "gzip" : "identity";
    res.writeHead(200, e.heads[encoding]);
    res.end(req.method === "HEAD" ? undefined : e.bodies[encoding]);
    onHit?.(req, 200, context);
  }

  function settle(ticket: Ticket<C>, entry: Entry | undefined): void {
    if (inflight.get(ticket.key) === ticket) inflight.delete(ticket.key);
    const waiters = ticket.waiters.splice(0);
    for (const w of waiters) {
      if (entry) send(w.req, w.res, entry, w.context);
      else w.next(w.req, w.res, w.context);
    }
  }

  function drop(key: string): void {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.bytes;
  }

  function put(key: string, e: Entry): void {
    drop(key);
    if (e.bytes > maxBytes) return;
    entries.set(key, e);
    bytes += e.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function headsOf(e: Entry, encoding: Encoding): string[] {
    const body = e.bodies[encoding]!;
    return [...e.base, ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]), "Content-Length", String(body.length)];
  }

  /**
   * Stores a rendered page that opted in. Called by the renderer after it answered the request; the
   * compression happens here, after that answer, in zlib's thread pool.
   */
  function keep(req: IncomingMessage, page: RenderedPage): void {
    const ticket = tickets.get(req);
    const startedIn = arrivedIn.get(req);
    // A router mounted under a path (the API's) sees its own req.url; the key is the request's whole target.
    const target = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/";
    const path = splitTarget(target)[0];
    if (startedIn === undefined || isPrivate(path)) return;
    if (!known.has(path)) {
      if (known.size >= MAX_KNOWN_PATHS) known.clear();
      known.set(path, page.query);
    }
    const key = keyOf(target, known.get(path)!);
    // The requests of this key that arrive until the entry is ready wait for it (also after the first
    // render of a path, which had no ticket: the path was not known yet).
    let shared = ticket?.key === key ? ticket : undefined;
    if (!shared && !inflight.has(key)) {
      shared = { key, generation: startedIn, claimed: false, waiters: [] };
      inflight.set(key, shared);
    }
    if (shared) shared.claimed = true;
    const done = (entry: Entry | undefined): void => {
      if (shared) settle(shared, entry);
    };

    if (compressing >= MAX_COMPRESSING) return done(undefined);
    const csp = page.headers[CSP];
    const bare = withScriptHashes(page.body.toString("utf8"), page.nonce, csp === undefined ? undefined : String(csp));
    if (!bare) return done(undefined);
    const base: string[] = [];
    for (const [name, value] of Object.entries(page.headers)) {
      if (value === undefined || PER_RESPONSE_HEADERS.has(name.toLowerCase())) continue;
      // A response without nonce attributes (React Router's .data, the feeds) is stored without a policy
      // of its own: its rendering request's nonce is not to be reused.
      if (name.toLowerCase() === CSP) {
        if (bare.csp) base.push("Content-Security-Policy", bare.csp);
        continue;
      }
      for (const v of Array.isArray(value) ? value : [String(value)]) base.push(name, v);
    }
    const identity = ownCopy(Buffer.from(bare.html));
    const etag = etagOf(identity);
    // The tags were worked out once, for the answer that stores the page (tagHeadersOf); the entry keeps them.
    const tags = String(page.headers["cache-tag"] ?? "")
      .split(",")
      .filter(Boolean);
    base.push("ETag", etag, "Vary", "Accept-Encoding", "X-Page-Cache", "hit");
    // A 304 repeats the validators and the caching policy of the 200 (RFC 9110 15.4.5).
    const cacheControl = page.headers["cache-control"];
    const head304 = ["ETag", etag, "Vary", "Accept-Encoding", "X-Page-Cache", "hit", ...(cacheControl === undefined ? [] : ["Cache-Control", String(cacheControl)])];
    const entry: Entry = { etag, storedAt: now(), bodies: { identity }, heads: {}, head304, base, bytes: identity.length + key.length + ENTRY_OVERHEAD, tags };
    entry.heads.identity = headsOf(entry, "identity");
    const current = () => startedIn === generation;
    compressing++;
    compress(identity, "gzip", "kept")
      .then((gz) => {
        if (!current()) return done(undefined);
        gz = ownCopy(gz);
        entry.bodies.gzip = gz;
        entry.heads.gzip = headsOf(entry, "gzip");
        entry.bytes += gz.length;
        entry.storedAt = now();
        put(key, entry);
        done(entry);
        return compress(identity, "br", "kept").then((br) => {
          if (entries.get(key) !== entry) return;
          br = ownCopy(br);
          entry.bodies.br = br;
          entry.heads.br = headsOf(entry, "br");
          entry.bytes += br.length;
          bytes += br.length;
          put(key, entry);
        });
      })
      .catch(() => done(undefined))
      .finally(() => compressing--);
  }

  /** The render did not produce a page to keep (not opted in, not a 200): the waiters render themselves. */
  function release(req: IncomingMessage): void {
    const ticket = tickets.get(req);
    if (ticket && !ticket.claimed) {
      ticket.claimed = true;
      settle(ticket, undefined);
    }
  }

  function clear(): void {
    generation++;
    entries.clear();
    inflight.clear();
    bytes = 0;
  }

  /**
   * Drops the entries showing any of `tags` (everything for `site`). Renders in progress are not kept
   * (they may have read the data before the write), as with clear().
   */
  function purge(tags: readonly string[]): void {
    if (tags.length === 0) return;
    if (tags.includes(SITE_TAG)) return clear();
    generation++;
    inflight.clear();
    for (const [key, e] of entries) if (e.tags.some((t) => tags.includes(t))) drop(key);
  }

  /** The Cache-Tag and Surrogate-Key headers of the page a request asks for (for the answer that stores it). */
  function tagHeadersOf(req: IncomingMessage): Record<string, string> {
    const target = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/";
    const tags = tagsFor(splitTarget(target)[0]);
    return tags.length ? tagHeaders(tags) : {};
  }

  return {
    answer,
    keep,
    release,
    clear,
    purge,
    tagHeadersOf,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    /** Stored pages whose compressed copies are being made. */
    get compressing() {
      return compressing;
    },
  };
}

/** A page cache whose answer() hands onHit a context of type C. */
export type PageCacheOf<C> = ReturnType<typeof createPageCache<C>>;
/** What the renderer and the API use of a page cache: they store pages; the request listener answers. */
export type PageCache = Omit<PageCacheOf<unknown>, "answer">;
