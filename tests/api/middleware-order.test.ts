// The web middleware runs in one order (src/server/http/middleware.ts): the mounted layers follow it, and
// the effects that depend on it hold (security headers on cached pages and on errors, the nonce reaching
// the renderer, a too-large body answered as JSON by the error handler, every request logged).
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { mountedSteps, WEB_MIDDLEWARE_ORDER } from "../../src/server/http/middleware";
import { apiMessages } from "../../src/shared/api-messages";
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../src/shared/page-cache";
import { captureLog } from "../fixtures/log";
import { rawRequest } from "../fixtures/raw-request";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";

/** The steps in the order their layers sit in the app's router (consecutive layers of one step once). */
const stepsOf = (app: ReturnType<typeof createApp>) => mountedSteps(app).filter((step, i, all) => step !== all[i - 1]);

describe("the order of the web middleware", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  it("mounts every layer of the app through the one list, in this order", () => {
    const app = createApp({ services: s.services, web: { render: async () => new Response("") } });
    expect(WEB_MIDDLEWARE_ORDER).toEqual([
      "request-log",
      "compression",
      "nonce",
      "security-headers",
      "health",
      "session",
      "api",
      "uploads",
      "share-images",
      "assets",
      "render",
      "error-handler",
    ]);
    // No assets handler in this app: that step mounts nothing.
    expect(stepsOf(app)).toEqual(["request-log", "compression", "nonce", "security-headers", "health", "session", "api", "uploads", "share-images", "render", "error-handler"]);
    // Nothing is mounted outside the list.
    expect(mountedSteps(app)).toHaveLength(app.router.stack.length);
  });

  it("mounts the same order without the pages in the API-only app", () => {
    const app = createApp({ services: s.services });
    expect(stepsOf(app)).toEqual(["request-log", "compression", "nonce", "security-headers", "health", "session", "api", "uploads", "error-handler"]);
    expect(mountedSteps(app)).toHaveLength(app.router.stack.length);
  });
});

describe("what the order guarantees", () => {
  let s: TestServer;
  let base: string;
  let close: () => Promise<void>;
  const captured = captureLog();
  const nonces: string[] = [];
  beforeAll(async () => {
    s = await startTestServer();
    const pages = await servePages(
      s.services,
      async (request, _req, res) => {
        nonces.push(res.locals.nonce);
        const url = new URL(request.url);
        if (url.pathname === "/broken") throw new Error("render failed");
        const html = `<p>${"page ".repeat(2000)}</p><script nonce="${res.locals.nonce}">1</script>`;
        const optIn: Record<string, string> = url.pathname === "/cached" ? { [PAGE_CACHE_STORE_HEADER]: pageCacheStoreValue() } : {};
        return new Response(html, { headers: { ...optIn, "Content-Type": "text/html; charset=utf-8" } });
      },
      { logger: captured.log },
    );
    base = pages.base;
    close = pages.close;
  });
  afterAll(async () => {
    await close();
    await s.close();
  });

  const securityHeaders = (res: Response) => ({
    csp: res.headers.get("content-security-policy"),
    frame: res.headers.get("x-frame-options"),
    sniff: res.headers.get("x-content-type-options"),
  });

  it("gives the renderer this response's nonce, the one in its Content-Security-Policy", async () => {
    const res = await fetch(`${base}/fresh`);
    await res.arrayBuffer();
    const nonce = nonces.at(-1) ?? "";
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(res.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
  });

  it("compresses what the renderer writes", async () => {
    const res = await fetch(`${base}/fresh`, { headers: { "Accept-Encoding": "gzip" } });
    await res.arrayBuffer();
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends a page rendered for one request compressed as the request accepts, whole (in zlib's thread pool)", async () => {
    const page = Buffer.from(await (await fetch(`${base}/fresh`, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer()).toString();
    const expected = page.replace(/nonce="[^"]*"/, "");
    for (const [accept, encoding, decode] of [
      ["br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["identity", undefined, (b: Buffer) => b],
    ] as const) {
      const res = await rawRequest(`${base}/fresh`, { "Accept-Encoding": accept });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-length"]).toBe(String(res.body.length));
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(
        decode(res.body)
          .toString()
          .replace(/nonce="[^"]*"/, ""),
      ).toBe(expected);
    }
  });

  it("keeps the security headers on a page answered from the page cache", async () => {
    const first = await fetch(`${base}/cached`);
    await first.arrayBuffer();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const hit = await fetch(`${base}/cached`);
    await hit.arrayBuffer();
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    const headers = securityHeaders(hit);
    expect(headers).toMatchObject({ frame: "DENY", sniff: "nosniff" });
    // The stored copy allows its inline script by hash instead of the first request's nonce.
    expect(headers.csp).toMatch(/script-src [^;]*'sha256-/);
    expect(headers.csp).not.toContain("'nonce-");
  });

  it("answers a too-large JSON body with 413 as JSON through the error handler, with the security headers", async () => {
    const res = await fetch(`${base}/api/blogs`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ content: "x".repeat(2 * 1024 * 1024 + 1) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: apiMessages.payloadTooLarge });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(securityHeaders(res)).toMatchObject({ frame: "DENY", sniff: "nosniff" });
  });

  it("answers a failed render as JSON with the security headers, and logs it with the request", async () => {
    const res = await fetch(`${base}/broken`);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: apiMessages.internal });
    expect(securityHeaders(res)).toMatchObject({ frame: "DENY", sniff: "nosniff" });
    const failed = captured.lines.find((l) => l.msg === "request failed");
    expect(failed).toMatchObject({ level: 50, req: { method: "GET", url: "/broken" } });
  });

  it("answers /healthz with the security headers", async () => {
    const res = await fetch(`${base}/healthz`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(securityHeaders(res)).toMatchObject({ frame: "DENY", sniff: "nosniff" });
  });

  it("refuses a cross-site post that carries the session cookie before anything reads its body, pages and API alike", async () => {
    const token = await s.tokenFor("admin");
    for (const path of ["/api/sidebar-links", "/admin/settings"]) {
      const res = await fetch(base + path, {
        method: "POST",
        headers: { cookie: `session=${token}`, origin: "https://evil.example", "content-type": "application/json" },
        body: "x".repeat(3 * 1024 * 1024),
      });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ error: apiMessages.crossSite });
      expect(securityHeaders(res)).toMatchObject({ frame: "DENY", sniff: "nosniff" });
    }
  });
});
