// Cache-Control rules: exactly one on every answer; no-store on staff answers, writes and errors;
// public reads revalidate; pages only stored when their route opted in, through the real app and its cache.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, hitLog } from "../../src/server/log";
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../src/shared/page-cache";
import { servePages, startTestServer, useStaffServer, type TestServer } from "../fixtures/server";

/** The values of every Cache-Control header of an answer (fetch joins repeated headers with ", "). */
async function cacheControl(res: Response): Promise<string | null> {
  await res.arrayBuffer();
  return res.headers.get("cache-control");
}

describe("API cache headers", () => {
  const t = useStaffServer();

  it("lets a browser keep public reads but revalidate them", async () => {
    for (const path of ["/api/blogs", "/api/offers", "/api/news", "/api/resources", "/api/sidebar-links"]) expect(await cacheControl(await t.s.api(path)), path).toBe("no-cache");
  });

  it("answers no-store to every request with a staff token, every write and every error", async () => {
    for (const path of ["/api/blogs", "/api/enquiries", "/api/users", "/api/auth/me"]) expect(await cacheControl(await t.s.api(path, { token: t.admin })), path).toBe("no-store");
    expect(await cacheControl(await t.s.api("/api/enquiries"))).toBe("no-store"); // 401
    expect(await cacheControl(await t.s.api("/api/no-such-thing"))).toBe("no-store"); // 404
    expect(await cacheControl(await t.s.api("/api/auth/login", { method: "POST", json: { email: "x@example.com", password: "wrong-password" } }))).toBe("no-store");
    expect(await cacheControl(await t.s.api("/api/send-message/token"))).toBe("no-store");
  });
});

describe("pages through the app and its page cache", () => {
  let base: string;
  let close: () => Promise<void>;
  let renders = 0;
  const logLines: string[] = [];
  const logSink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const logger = createLogger("info", logSink);
  let services: TestServer["services"];
  beforeAll(async () => {
    const s = await startTestServer();
    services = s.services;
    const pages = await servePages(
      s.services,
      async (request) => {
        renders++;
        const url = new URL(request.url);
        const optIn = { [PAGE_CACHE_STORE_HEADER]: pageCacheStoreValue() };
        if (url.pathname === "/broken") return new Response("no", { status: 500, headers: optIn });
        if (url.pathname === "/feed.xml") return new Response("<rss/>", { headers: { ...optIn, "Content-Type": "application/rss+xml", "Cache-Control": "public, max-age=300" } });
        return new Response("<p>page</p>", { headers: { ...optIn, "Content-Type": "text/html; charset=utf-8" } });
      },
      { logger },
    );
    base = pages.base;
    close = async () => {
      await pages.close();
      await s.close();
    };
  });
  afterAll(() => close());

  it("stores an opted-in page, answers it from the cache, and clears it on a content write", async () => {
    const first = await fetch(`${base}/about`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(await cacheControl(first)).toBe("public, max-age=0, s-maxage=60, must-revalidate");
    // The stored copy is compressed after that answer; requests meanwhile wait for it rather than render.
    for (const q of ["", "?utm_source=x", "?fbclid=1"]) expect((await fetch(`${base}/about${q}`)).headers.get("x-page-cache")).toBe("hit");
    expect(renders).toBe(1);
    // Each hit is one log line, its query secrets blanked out like every request log.
    await fetch(`${base}/about?token=query-secret`);
    // Hit lines are written in batches (a second at most; at once here).
    hitLog(logger).flush();
    const hit = logLines.map((l) => JSON.parse(l)).find((e) => e.cache === "hit" && e.req.url.startsWith("/about?token"));
    expect(hit).toMatchObject({ req: { method: "GET", url: "/about?token=[redacted]" }, res: { statusCode: 200 } });
    // A content write through its service: its change event purges the pages that show it (the layout's links: every page).
    await services.sidebarLinks.create({ text: "MCA portal", url: "https://www.mca.gov.in" });
    expect((await fetch(`${base}/about`)).headers.get("x-page-cache")).toBe("miss");
    expect(renders).toBe(2);
  });

  it("gives a 5xx no-store, a feed its own single Cache-Control, and never stores /ADMIN", async () => {
    expect(await cacheControl(await fetch(`${base}/broken`))).toBe("no-store");
    expect(await cacheControl(await fetch(`${base}/feed.xml`))).toBe("public, max-age=300");
    const before = renders;
    // A stored (or still compressing) copy would answer the second request: it would wait for it, not render.
    await fetch(`${base}/ADMIN/users`).then((r) => r.text());
    await fetch(`${base}/ADMIN/users`).then((r) => r.text());
    expect(renders).toBe(before + 2);
  });

  it("answers HEAD of a page not yet rendered with GET's content type and cache policy", async () => {
    const head = await fetch(`${base}/careers`, { method: "HEAD" });
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(head.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, must-revalidate");
  });
});
