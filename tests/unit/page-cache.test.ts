import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptedEncodings, cacheKey, compressPage, createPageCache, etagMatches, ownCopy, withScriptHashes } from "../../src/server/http/page-cache";
import { renderHandler, type FetchRender } from "../../src/server/http/render";
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../src/shared/page-cache";
import { defined } from "../fixtures/defined";
import { rawRequest as raw } from "../fixtures/raw-request";

const sha256 = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

const cacheControls = (rawHeaders: string[]) => rawHeaders.filter((_, i) => i % 2 === 0 && defined(rawHeaders[i]).toLowerCase() === "cache-control").length;

describe("page cache in front of the app", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  /**
   * The real render handler and page cache around a fake React Router: pages under /p and /blog opt in
   * (/blog reads ?page=), /contact does not, /missing is a 404 that opted in, /slow waits for release().
   * Each page shows the Referer and the full URL it was rendered for, so a leak would show.
   */
  async function serve({
    clock = { t: 0 },
    maxBytes,
    onHit,
    compress,
  }: {
    clock?: { t: number };
    maxBytes?: number;
    onHit?: (req: http.IncomingMessage, status: number, context: string | undefined) => void;
    compress?: typeof compressPage;
  } = {}) {
    const renders = new Map<string, number>();
    let nonceSeq = 0;
    let release = () => {};
    const cache = createPageCache<string>({ ttlMs: 1000, now: () => clock.t, maxBytes, onHit, compress });
    const render: FetchRender = async (request, _req, res) => {
      const url = new URL(request.url);
      renders.set(url.pathname, (renders.get(url.pathname) ?? 0) + 1);
      const optIn = (query: string[] = []) => ({ [PAGE_CACHE_STORE_HEADER]: pageCacheStoreValue(query) });
      if (url.pathname === "/slow") await new Promise<void>((r) => (release = r));
      if (url.pathname === "/missing") return new Response("no", { status: 404, headers: optIn() });
      if (url.pathname === "/boom") return new Response("boom", { status: 500, headers: { ...optIn(), "Cache-Control": "public, s-maxage=60" } });
      const nonce = res.locals.nonce as string;
      const page = url.pathname.startsWith("/big")
        ? "x".repeat(3000)
        : `render ${renders.get(url.pathname)} of ${url.pathname}${url.search} from ${request.headers.get("referer") ?? "-"}`;
      const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8" };
      if (url.pathname !== "/contact") Object.assign(headers, optIn(url.pathname.startsWith("/blog") ? ["page"] : []));
      return new Response(`<script nonce="${nonce}">${page}</script>`, { headers });
    };
    const app = express();
    app.use(compression());
    // What the real app runs before the renderer: a nonce and the security headers.
    app.use((_req, res, next) => {
      res.locals.nonce = `nonce${++nonceSeq}`;
      res.set("X-Frame-Options", "DENY");
      res.set("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce}' 'strict-dynamic'`);
      next();
    });
    app.all("/{*splat}", renderHandler(render, cache));
    let arrivals = 0;
    // The caller's context of a request (app.ts passes its page view): here its X-Visitor header.
    const server = http.createServer((req, res) => {
      arrivals++;
      cache.answer(req, res, () => app(req, res), req.headers["x-visitor"] as string | undefined);
    });
    server.listen(0);
    await new Promise((ok) => server.once("listening", ok));
    close = () => server.close();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    /** Fetches a page and waits until its copy is stored (compression happens after the response). */
    const fill = async (path: string) => {
      const before = cache.size;
      await (await fetch(base + path)).arrayBuffer();
      await vi.waitFor(() => expect(cache.size).toBe(before + 1));
    };
    return { base, cache, clock, fill, renders: (path: string) => renders.get(path) ?? 0, nonces: () => nonceSeq, release: () => release(), arrivals: () => arrivals };
  }

  it("renders once, then serves the stored page without a nonce, its scripts allowed by hash, before the app runs", async () => {
    const s = await serve();
    const first = await fetch(`${s.base}/p`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get("content-security-policy")).toBe("script-src 'nonce-nonce1' 'strict-dynamic'");
    expect(await first.text()).toBe('<script nonce="nonce1">render 1 of /p from -</script>');
    await vi.waitFor(() => expect(s.cache.size).toBe(1));
    for (let i = 0; i < 2; i++) {
      const again = await fetch(`${s.base}/p`);
      expect(again.headers.get("x-page-cache")).toBe("hit");
      expect(again.headers.get("content-security-policy")).toBe(`script-src ${sha256("render 1 of /p from -")} 'strict-dynamic'`);
      expect(again.headers.get("x-frame-options")).toBe("DENY");
      expect(again.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, must-revalidate");
      expect(again.headers.get(PAGE_CACHE_STORE_HEADER)).toBeNull();
      expect(await again.text()).toBe("<script>render 1 of /p from -</script>");
    }
    expect(s.renders("/p")).toBe(1);
    expect(s.nonces()).toBe(1);
  });

  it("hands onHit each hit's status and the context the caller passed with it (no per-request listener)", async () => {
    const hits: [string, number, string | undefined][] = [];
    const s = await serve({ onHit: (req, status, context) => hits.push([req.url ?? "", status, context]) });
    await s.fill("/p");
    expect(hits).toEqual([]);
    const hit = await fetch(`${s.base}/p?utm_source=x`, { headers: { "x-visitor": "v1" } });
    await hit.arrayBuffer();
    await fetch(`${s.base}/p`, { headers: { "x-visitor": "v2", "if-none-match": String(hit.headers.get("etag")) } });
    await fetch(`${s.base}/p`);
    await fetch(`${s.base}/contact`, { headers: { "x-visitor": "v3" } }).then((r) => r.arrayBuffer());
    expect(hits).toEqual([
      ["/p?utm_source=x", 200, "v1"],
      ["/p", 304, "v2"],
      ["/p", 200, undefined],
    ]);
  });

  it("keys a page by its path and declared query parameters only: tracking and unknown parameters never make an entry", async () => {
    const s = await serve();
    await s.fill("/p?utm_source=newsletter&fbclid=abc");
    for (const q of ["", "?fbclid=1", "?gclid=2&utm_medium=x", "?ref=y&page=3", "?msclkid=1&mc_cid=2&anything=3"]) {
      const res = await fetch(`${s.base}/p${q}`);
      expect(res.headers.get("x-page-cache"), q).toBe("hit");
      // One entry, rendered once, for all of these URLs.
      expect(await res.text()).toContain("render 1 of /p");
    }
    expect(s.renders("/p")).toBe(1);
    expect(s.cache.size).toBe(1);
    // /blog declares ?page=: each page is its own entry, tracking parameters still are not part of the key.
    await s.fill("/blog");
    await s.fill("/blog?page=2&utm_source=a");
    expect((await fetch(`${s.base}/blog?utm_campaign=b&page=2`)).headers.get("x-page-cache")).toBe("hit");
    expect((await fetch(`${s.base}/blog?fbclid=1`)).headers.get("x-page-cache")).toBe("hit");
    expect(s.renders("/blog")).toBe(2);
  });

  it("stores only pages that opted in: not a page without the header, not errors, not staff requests, never /admin or /api in any case", async () => {
    const s = await serve();
    for (let i = 0; i < 2; i++) {
      const contact = await raw(`${s.base}/contact`);
      expect(contact.headers["cache-control"]).toBe("no-store");
      const missing = await raw(`${s.base}/missing`);
      expect(missing.status).toBe(404);
      expect(missing.headers["cache-control"]).toBe("no-store");
      const boom = await raw(`${s.base}/boom`);
      expect(boom.headers["cache-control"]).toBe("no-store");
      expect(cacheControls(boom.rawHeaders)).toBe(1);
      const staff = await raw(`${s.base}/p`, { authorization: "Bearer x" });
      expect(staff.headers["cache-control"]).toBe("no-store");
      for (const path of ["/ADMIN/users", "/Api/blogs", "/admin.data"]) await raw(s.base + path);
    }
    expect(s.renders("/contact")).toBe(2);
    expect(s.renders("/missing")).toBe(2);
    expect(s.renders("/p")).toBe(2);
    expect(s.renders("/ADMIN/users")).toBe(2);
    expect(s.cache.size).toBe(0);
  });

  it("serves stored pages compressed with brotli or gzip, as the client accepts, and HEAD with GET's headers", async () => {
    const s = await serve();
    const head = await raw(`${s.base}/p`, {}, "HEAD");
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, must-revalidate");
    await vi.waitFor(async () => expect((await raw(`${s.base}/p`, { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br"));
    const br = await raw(`${s.base}/p`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe("<script>render 1 of /p from -</script>");
    const gz = await raw(`${s.base}/p`, { "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe("<script>render 1 of /p from -</script>");
    const plain = await raw(`${s.base}/p`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("<script>render 1 of /p from -</script>");
    const headHit = await raw(`${s.base}/p`, { "accept-encoding": "gzip" }, "HEAD");
    expect(headHit.headers["x-page-cache"]).toBe("hit");
    expect(headHit.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headHit.headers["content-length"]).toBe(String(gz.body.length));
    expect(cacheControls(headHit.rawHeaders)).toBe(1);
    expect(s.renders("/p")).toBe(1);
  });

  it("answers 304 to a matching If-None-Match, and a 15 KB If-None-Match costs nothing", async () => {
    const s = await serve();
    await s.fill("/p");
    const etag = (await fetch(`${s.base}/p`)).headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    const notModified = await raw(`${s.base}/p`, { "if-none-match": `"a", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, must-revalidate");
    const started = performance.now();
    const big = await raw(`${s.base}/p`, { "if-none-match": `${'W/"x", '.repeat(1700)}${etag}` });
    expect(performance.now() - started).toBeLessThan(100);
    expect(big.status).toBe(200);
  });

  it("is cleared on demand (content writes) and expires after its lifetime", async () => {
    const s = await serve();
    await s.fill("/p");
    s.cache.clear();
    await s.fill("/p");
    expect(s.renders("/p")).toBe(2);
    s.clock.t += 1001;
    await fetch(`${s.base}/p`);
    expect(s.renders("/p")).toBe(3);
  });

  it("does not store a page whose render began before the cache was cleared", async () => {
    const s = await serve();
    const pending = fetch(`${s.base}/slow`);
    await vi.waitFor(() => expect(s.renders("/slow")).toBe(1));
    s.cache.clear(); // a content write while the page renders
    s.release();
    expect(await (await pending).text()).toContain("render 1 of /slow");
    // A stored (or still compressing) copy would answer the next request; it renders instead.
    const next = fetch(`${s.base}/slow`);
    await vi.waitFor(() => expect(s.renders("/slow")).toBe(2));
    s.release();
    expect(await (await next).text()).toContain("render 2 of /slow");
  });

  it("renders concurrent misses of one key once", async () => {
    const s = await serve();
    const first = fetch(`${s.base}/slow`);
    await vi.waitFor(() => expect(s.renders("/slow")).toBe(1));
    s.release();
    await (await first).text();
    await vi.waitFor(() => expect(s.cache.size).toBe(1));
    s.cache.clear(); // a content write: the path is known, its next render is shared
    const arrivedBefore = s.arrivals();
    const answers = Array.from({ length: 20 }, (_, i) => fetch(`${s.base}/slow?fbclid=${i}`).then((r) => r.text()));
    await vi.waitFor(() => expect(s.renders("/slow")).toBe(2));
    // Every request has reached the cache (and waits for the one render) before that render ends.
    await vi.waitFor(() => expect(s.arrivals()).toBe(arrivedBefore + 20));
    s.release();
    const texts = await Promise.all(answers);
    expect(s.renders("/slow")).toBe(2);
    expect(new Set(texts.map((t) => t.replace(/ nonce="[^"]*"/, "")))).toEqual(new Set(["<script>render 2 of /slow?fbclid=0 from -</script>"]));
  });

  it("lets waiting requests render themselves when the shared render is not stored", async () => {
    const s = await serve();
    await s.fill("/p");
    s.cache.clear();
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${s.base}/p`, { headers: { authorization: "Bearer x" } }).then((r) => r.status)));
    expect(answers).toEqual([200, 200, 200, 200, 200]);
  });

  it("keeps at most 8 pages' copies in the making: past them a page is answered but not kept", async () => {
    // The compressed copies are held back until released, as a busy thread pool would.
    const held: (() => void)[] = [];
    const compress: typeof compressPage = (html, encoding, level) => new Promise<void>((ok) => held.push(ok)).then(() => compressPage(html, encoding, level));
    const { base, cache, renders } = await serve({ compress });
    for (let i = 1; i <= 12; i++) {
      const res = await fetch(`${base}/p/${i}`);
      expect(await res.text()).toContain(`render 1 of /p/${i}`);
    }
    expect(cache.compressing).toBe(8);
    expect(held).toHaveLength(8);
    // The 9th to 12th were not kept: asked again, they render again (the first 8 wait for their copies).
    await (await fetch(`${base}/p/12`)).arrayBuffer();
    expect(renders("/p/12")).toBe(2);
    // Their gzip copies: the pages are stored; then their brotli copies.
    while (held.length) held.shift()!();
    await vi.waitFor(() => expect(cache.size).toBe(8));
    await vi.waitFor(() => expect(held).toHaveLength(8));
    while (held.length) held.shift()!();
    await vi.waitFor(() => expect(cache.compressing).toBe(0));
    // Once the copies are made there is room again.
    await (await fetch(`${base}/p/11`)).arrayBuffer();
    await vi.waitFor(() => expect(cache.compressing).toBe(1));
    while (held.length) held.shift()!();
    await vi.waitFor(() => expect(cache.size).toBe(9));
    // Its brotli copy comes next, and then nothing is in the making.
    await vi.waitFor(() => expect(held).toHaveLength(1));
    held.shift()!();
    await vi.waitFor(() => expect(cache.compressing).toBe(0));
  });

  it("is bounded by bytes and drops the least recently used page first", async () => {
    // Each /big page is about 3 KB plain plus small compressed copies, and 1 KB counted for the entry
    // itself: two fit in 10 KB, three do not.
    const s = await serve({ maxBytes: 10_000 });
    /** Stores a page and waits for its brotli copy (the last to be added). */
    const fillAll = async (path: string) => {
      await s.fill(path);
      await vi.waitFor(async () => expect((await raw(s.base + path, { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br"));
    };
    await fillAll("/big1");
    await fillAll("/big2");
    // /big1 is used again, so /big2 is the least recently used when /big3 comes.
    expect((await fetch(`${s.base}/big1`)).headers.get("x-page-cache")).toBe("hit");
    await (await fetch(`${s.base}/big3`)).text();
    await vi.waitFor(async () => expect((await raw(`${s.base}/big3`, { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br"));
    expect(s.cache.bytes).toBeLessThanOrEqual(10_000);
    expect((await fetch(`${s.base}/big1`)).headers.get("x-page-cache")).toBe("hit");
    expect((await fetch(`${s.base}/big3`)).headers.get("x-page-cache")).toBe("hit");
    expect((await fetch(`${s.base}/big2`)).headers.get("x-page-cache")).toBe("miss");
  });

  it("drops expired pages by itself, not only when they are asked again", async () => {
    const s = await serve();
    await s.fill("/once");
    await s.fill("/blog?page=2");
    expect(s.cache.size).toBe(2);
    s.clock.t += 1000;
    // The lifetime is 1 s here: the sweep looks every second.
    await vi.waitFor(() => expect(s.cache.size).toBe(0), { timeout: 3000 });
    expect(s.cache.bytes).toBe(0);
  });
});

describe("stored bodies", () => {
  it("are in memory of their own, not slices of Node's shared pool (a slice keeps its whole slab)", () => {
    const pooled = Buffer.from("a small page");
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    const own = ownCopy(pooled);
    expect(own.equals(pooled)).toBe(true);
    expect(own.buffer.byteLength).toBe(own.length);
    const alone = Buffer.allocUnsafeSlow(10);
    expect(ownCopy(alone)).toBe(alone);
  });
});

describe("cache keys and header parsing", () => {
  it("keeps the declared parameters only, first value, in declared order, decoded the same way", () => {
    expect(cacheKey("/blog", "utm_source=a&page=2&fbclid=x", ["page"])).toBe("/blog?page=2");
    expect(cacheKey("/blog", "page=2&page=3", ["page"])).toBe("/blog?page=2");
    expect(cacheKey("/blog", "%70age=2", ["page"])).toBe("/blog?page=2");
    expect(cacheKey("/s", "q=a+b&page=1", ["page", "q"])).toBe(cacheKey("/s", "page=1&q=a%20b", ["page", "q"]));
    expect(cacheKey("/blog", "gclid=1", ["page"])).toBe("/blog");
    expect(cacheKey("/p", "page=2", [])).toBe("/p");
    expect(cacheKey("/blog", "page=%E0%A4%A", ["page"])).toBe("/blog?page=%25E0%25A4%25A");
  });

  it("parse adversarial inputs in linear time", () => {
    const started = performance.now();
    cacheKey("/blog", "&".repeat(200_000) + "page=2", ["page"]);
    cacheKey("/blog", `a=${"%".repeat(100_000)}`, ["a"]);
    etagMatches(`${" ,".repeat(2000)}`, 'W/"x"');
    etagMatches(" ".repeat(4000), 'W/"x"');
    acceptedEncodings(`${"gzip;q=0.5, ".repeat(10_000)}br`);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("matches entity tags weakly, in a list, or *; a header over 4 KB matches nothing", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x" ,  W/"abc" ', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('"abcd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(`${" ".repeat(5000)}W/"abc"`, 'W/"abc"')).toBe(false);
  });

  it("reads Accept-Encoding with q=0 as a refusal", () => {
    expect(acceptedEncodings("gzip, deflate, br")).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings("br;q=0, gzip")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings("*")).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings("identity")).toEqual({ br: false, gzip: false });
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
  });
});

describe("withScriptHashes", () => {
  const csp = "default-src 'self';script-src 'self' 'nonce-abc+/=' 'strict-dynamic';style-src 'self'";

  it("removes the nonce attributes and allows each inline script by its SHA-256 hash", () => {
    const html =
      '<script type="application/ld+json" nonce="abc+/=">{"a":1}</script><link rel="modulepreload" href="/x.js" nonce="abc+/="/>' +
      '<script nonce="abc+/=" type="module" async="">import "/x.js";</script><script src="/y.js" nonce="abc+/="></script><script nonce="abc+/=">import "/x.js";</script>';
    const page = withScriptHashes(html, "abc+/=", csp)!;
    expect(page.html).not.toContain("nonce");
    expect(page.html).toContain('<script type="module" async="">import "/x.js";</script>');
    // One source per distinct inline script that runs; the external one and the JSON-LD data block need none.
    expect(page.csp).toBe(`default-src 'self';script-src 'self' ${sha256('import "/x.js";')} 'strict-dynamic';style-src 'self'`);
  });

  it("hashes every script type a browser runs, and no data block", () => {
    const scripts = [
      "",
      ' type="module"',
      " type='text/javascript'",
      " type=application/javascript",
      ' type="importmap"',
      ' type="application/ld+json"',
      ' type="application/json"',
      ' type="text/plain"',
    ];
    const html = scripts.map((attrs, i) => `<script${attrs} nonce="abc">${i}</script>`).join("");
    const page = withScriptHashes(html, "abc", "script-src 'nonce-abc'")!;
    expect(page.csp).toBe(`script-src ${[0, 1, 2, 3, 4].map((i) => sha256(String(i))).join(" ")}`);
  });

  it("leaves a response without nonce attributes, and its policy, alone", () => {
    expect(withScriptHashes("data", "abc", csp)).toEqual({ html: "data" });
  });

  it("refuses a page that uses the nonce when the policy does not carry it", () => {
    expect(withScriptHashes('<script nonce="abc">1</script>', "abc", "script-src 'self'")).toBeUndefined();
    expect(withScriptHashes('<script nonce="abc">1</script>', "abc", undefined)).toBeUndefined();
  });
});
