// GET /api/blogs is a prepared answer (kept in the page cache with an ETag, answered in front of
// Express); staff answers are never kept; a content write changes it; page views of cache hits still count.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../src/shared/page-cache";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("the public post list as a kept answer", () => {
  let s: TestServer;
  let base: string;
  let close: () => Promise<void>;
  let admin: string;
  const counted: string[] = [];
  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.tokenFor("admin");
    const view = s.services.analytics.view.bind(s.services.analytics);
    s.services.analytics.view = (v) => {
      counted.push(v.path);
      view(v);
    };
    const pages = await servePages(
      s.services,
      async () => new Response("<p>page</p>", { headers: { [PAGE_CACHE_STORE_HEADER]: pageCacheStoreValue(), "Content-Type": "text/html; charset=utf-8" } }),
    );
    base = pages.base;
    close = async () => {
      await pages.close();
      await s.close();
    };
  });
  afterAll(() => close());

  const post = (n: number) => ({ title: `Kept ${n}`, excerpt: `kept-${n}`, content: "<p>Hello</p>", date: "2026-01-14T18:30:00.000Z", status: "published" });

  it("answers anonymous reads from the cache with an ETag and 304, each query its own entry", async () => {
    const first = await fetch(`${base}/api/blogs`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const body = await first.text();
    const second = await fetch(`${base}/api/blogs`, { headers: { "accept-encoding": "gzip" } });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toMatch(/^application\/json/);
    expect(second.headers.get("cache-control")).toBe("no-cache");
    expect(await second.text()).toBe(body);
    const etag = second.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/api/blogs`, { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    // ?featured=true is another answer, kept separately; an unknown parameter shares the plain list's entry.
    expect(await (await fetch(`${base}/api/blogs?featured=true`)).text()).not.toBe("");
    expect((await fetch(`${base}/api/blogs?utm_source=x`)).headers.get("x-page-cache")).toBe("hit");
  });

  it("never keeps or serves a kept answer to staff, and a content write replaces it", async () => {
    await fetch(`${base}/api/blogs`);
    const staff = await fetch(`${base}/api/blogs`, { headers: { authorization: `Bearer ${admin}` } });
    expect(staff.headers.get("x-page-cache")).toBeNull();
    expect(staff.headers.get("cache-control")).toBe("no-store");
    const created = await fetch(`${base}/api/blogs`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify(post(1)),
    });
    expect(created.status).toBe(201);
    const after = await fetch(`${base}/api/blogs`);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(((await after.json()) as { data: { excerpt: string }[] }).data.map((b) => b.excerpt)).toContain("kept-1");
  });

  it("counts a page view for a cache hit of a page (200) but not for its 304 or an API answer", async () => {
    counted.length = 0;
    await (await fetch(`${base}/about`, { headers: { "user-agent": PHONE } })).text(); // miss: rendered
    const hit = await fetch(`${base}/about`, { headers: { "user-agent": PHONE } });
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    const etag = hit.headers.get("etag") ?? "";
    await hit.text();
    expect((await fetch(`${base}/about`, { headers: { "user-agent": PHONE, "if-none-match": etag } })).status).toBe(304);
    await (await fetch(`${base}/api/blogs`, { headers: { "user-agent": PHONE } })).text();
    expect(counted).toEqual(["/about", "/about"]);
  });
});
