import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageCache, isCacheablePath, withScriptHashes } from "../../src/server/http/page-cache";

const sha256 = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

describe("page cache", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(clock = { t: 0 }) {
    let renders = 0;
    let nonceSeq = 0;
    // A render of /slow waits until the test lets it go on.
    let release = () => {};
    const gate = () => new Promise<void>((r) => (release = r));
    const cache = createPageCache({ ttlMs: 1000, nonceOf: (res) => res.locals.nonce, now: () => clock.t });
    const app = express();
    app.use(cache.serve);
    // What the real app runs between the two: a nonce and the security headers.
    app.use((_req, res, next) => {
      res.locals.nonce = `nonce${++nonceSeq}`;
      res.set("X-Frame-Options", "DENY");
      next();
    });
    app.use(cache.store);
    app.all("/{*splat}", async (req, res) => {
      renders++;
      if (req.path === "/missing") return void res.status(404).send("no");
      res.type("html");
      res.set("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce}' 'strict-dynamic'`);
      if (req.method === "HEAD") return void res.end();
      if (req.path === "/slow") await gate();
      res.write(`<script nonce="${res.locals.nonce}">`);
      res.end(`render ${renders}</script>`);
    });
    const server = app.listen(0);
    await new Promise((ok) => server.once("listening", ok));
    close = () => server.close();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    /** Fetches a page and waits until its copy is stored (compression happens after the response). */
    const fill = async (path: string) => {
      const before = cache.size;
      const res = await fetch(base + path);
      await res.arrayBuffer();
      await vi.waitFor(() => expect(cache.size).toBe(before + 1));
    };
    return { base, cache, clock, fill, renders: () => renders, nonces: () => nonceSeq, release: () => release() };
  }

  it("renders once, then serves the stored page without a nonce, its scripts allowed by hash", async () => {
    const s = await serve();
    const first = await fetch(`${s.base}/blog`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get("content-security-policy")).toBe("script-src 'nonce-nonce1' 'strict-dynamic'");
    expect(await first.text()).toBe('<script nonce="nonce1">render 1</script>');
    await vi.waitFor(() => expect(s.cache.size).toBe(1));
    for (let i = 0; i < 2; i++) {
      const again = await fetch(`${s.base}/blog`);
      expect(again.headers.get("x-page-cache")).toBe("hit");
      expect(again.headers.get("content-security-policy")).toBe(`script-src ${sha256("render 1")} 'strict-dynamic'`);
      expect(again.headers.get("x-frame-options")).toBe("DENY");
      expect(await again.text()).toBe("<script>render 1</script>");
    }
    expect(s.renders()).toBe(1);
    // A hit is answered before the rest of the stack runs.
    expect(s.nonces()).toBe(1);
  });

  it("serves stored pages compressed with brotli or gzip, as the client accepts", async () => {
    const s = await serve();
    await s.fill("/c");
    // node:http, because fetch would decode the body itself.
    const raw = (encoding: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((ok, fail) => {
        http.get(`${s.base}/c`, { headers: { "accept-encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => ok({ encoding: res.headers["content-encoding"], vary: res.headers.vary, body: Buffer.concat(chunks) }));
        }).on("error", fail);
      });
    const br = await raw("gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(br.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe("<script>render 1</script>");
    const gz = await raw("gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe("<script>render 1</script>");
    const plain = await raw("identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe("<script>render 1</script>");
  });

  it("does not store the empty body of a HEAD request, and answers HEAD from a stored page", async () => {
    const s = await serve();
    const head = await fetch(`${s.base}/h`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(s.cache.size).toBe(0);
    const get = await fetch(`${s.base}/h`);
    expect(await get.text()).toBe('<script nonce="nonce2">render 2</script>');
    await vi.waitFor(() => expect(s.cache.size).toBe(1));
    const headHit = await fetch(`${s.base}/h`, { method: "HEAD" });
    expect(headHit.headers.get("x-page-cache")).toBe("hit");
    expect(Number(headHit.headers.get("content-length"))).toBeGreaterThan(0);
    expect(s.renders()).toBe(2);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const s = await serve();
    await s.fill("/");
    const etag = (await fetch(`${s.base}/`)).headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    const res = await fetch(`${s.base}/`, { headers: { "if-none-match": etag } });
    expect(res.status).toBe(304);
  });

  it("is cleared on demand (content writes) and expires after its lifetime", async () => {
    const s = await serve();
    await s.fill("/a");
    s.cache.clear();
    await s.fill("/a");
    expect(s.renders()).toBe(2);
    s.clock.t += 1001;
    await fetch(`${s.base}/a`);
    expect(s.renders()).toBe(3);
  });

  it("does not store a page whose render began before the cache was cleared", async () => {
    const s = await serve();
    const pending = fetch(`${s.base}/slow`);
    await vi.waitFor(() => expect(s.renders()).toBe(1));
    s.cache.clear(); // a content write while the page renders
    s.release();
    expect(await (await pending).text()).toBe('<script nonce="nonce1">render 1</script>');
    await new Promise((r) => setTimeout(r, 100));
    expect(s.cache.size).toBe(0);
  });

  it("does not store errors, admin, API or authorised requests", async () => {
    const s = await serve();
    await fetch(`${s.base}/missing`);
    await fetch(`${s.base}/missing`);
    await fetch(`${s.base}/admin/blog`);
    await fetch(`${s.base}/admin/blog`);
    await fetch(`${s.base}/p`, { headers: { authorization: "Bearer x" } });
    await fetch(`${s.base}/p`, { headers: { authorization: "Bearer x" } });
    expect(s.renders()).toBe(6);
    expect(s.cache.size).toBe(0);
    expect(isCacheablePath("/admin.data")).toBe(false);
    expect(isCacheablePath("/blog.data")).toBe(true);
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
    // One source per distinct inline script; the external one needs none.
    expect(page.csp).toBe(`default-src 'self';script-src 'self' ${sha256('{"a":1}')} ${sha256('import "/x.js";')} 'strict-dynamic';style-src 'self'`);
  });

  it("leaves a response without nonce attributes, and its policy, alone", () => {
    expect(withScriptHashes("data", "abc", csp)).toEqual({ html: "data" });
  });

  it("refuses a page that uses the nonce when the policy does not carry it", () => {
    expect(withScriptHashes('<script nonce="abc">1</script>', "abc", "script-src 'self'")).toBeUndefined();
    expect(withScriptHashes('<script nonce="abc">1</script>', "abc", undefined)).toBeUndefined();
  });
});
