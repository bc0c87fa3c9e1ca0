// Cookie-free page views, enquiry attribution, WhatsApp events and GET /api/analytics,
// through the real app, its page cache and the HTTP server's request listener.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "../../src/server/services/analytics";
import { openStorage } from "../../src/server/storage";
import { apiMessages } from "../../src/shared/api-messages";
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../src/shared/page-cache";
import type { AnalyticsReport } from "../../src/shared/schemas/analytics";
import { testLogger } from "../fixtures/log";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const today = () => indiaDay(Date.now());

describe("page views and analytics", () => {
  let s: TestServer;
  let base: string;
  let admin: string;
  let editor: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_RATE_LIMIT: "1000" });
    admin = await s.tokenFor("admin");
    editor = await s.tokenFor("editor");
    const pages = await servePages(s.services, async (request) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith("/missing")) return new Response("<p>404</p>", { status: 404, headers: { "Content-Type": "text/html" } });
      const optIn = { [PAGE_CACHE_STORE_HEADER]: pageCacheStoreValue() };
      if (url.pathname.endsWith(".data")) return new Response("[]", { headers: { ...optIn, "Content-Type": "text/x-script" } });
      return new Response("<p>page</p>", { headers: { ...optIn, "Content-Type": "text/html; charset=utf-8" } });
    });
    base = pages.base;
    close = async () => {
      await pages.close();
      await s.close();
    };
  });
  afterAll(() => close());

  const get = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
    const res = await fetch(base + path, { method, headers: { "user-agent": BROWSER, ...headers } });
    await res.arrayBuffer();
    return res;
  };
  const report = async (from = today(), to = today()) => {
    const res = await s.api(`/api/analytics?from=${from}&to=${to}`, { token: admin });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: AnalyticsReport }).data;
  };
  const viewsOf = (r: AnalyticsReport, path: string) => r.pages.find((p) => p.path === path)?.views ?? 0;

  it("counts browser views of pages, cache hits and .data navigations, and nothing else", async () => {
    expect((await get("/about")).headers.get("x-page-cache")).toBe("miss");
    // The stored copy is compressed after the answer; the next request waits for it (it does not render again).
    expect((await get("/about")).headers.get("x-page-cache")).toBe("hit");
    await get("/about.data"); // a client-side navigation to /about
    await get("/_root.data"); // ... and to the home page
    await get("/about", { "user-agent": GOOGLEBOT });
    await get("/about", {}, "HEAD");
    await get("/about.data", { "sec-purpose": "prefetch" });
    await get("/about", { purpose: "prefetch" });
    await get("/admin/enquiries");
    await get("/assets/app.js");
    await get("/favicon.ico");
    await get("/__manifest?p=%2Fabout&version=1"); // React Router's route discovery
    await get("/missing-page");
    const cached = await get("/about");
    const etag = cached.headers.get("etag")!;
    expect((await get("/about", { "if-none-match": etag })).status).toBe(304); // a revalidation
    await s.api("/api/blogs", { headers: { "user-agent": BROWSER } });

    const r = await report();
    expect(viewsOf(r, "/about")).toBe(4);
    expect(viewsOf(r, "/")).toBe(1);
    expect(r.pages.map((p) => p.path).sort()).toEqual(["/", "/about"]);
    expect(r.totals.views).toBe(5);
  });

  it("counts the referrer host and the UTM values of a landing request, without keeping anything of the person", async () => {
    await get("/llp?utm_source=google&utm_medium=cpc&utm_campaign=spring", { referer: "https://www.google.com/search?q=llp" });
    await get("/llp", { referer: `${base}/about` }); // from inside the site: no referrer counted
    const r = await report();
    expect(r.referrers).toEqual([{ host: "www.google.com", views: 1, enquiries: 0 }]);
    expect(r.sources).toEqual([{ source: "google", medium: "cpc", campaign: "spring", views: 1, enquiries: 0 }]);
    // What is written: counters only (no IP, no user agent, no cookie).
    await s.services.analytics.flush();
    const written = s.services.storage.pageViews.find();
    expect(written.length).toBeGreaterThan(0);
    const text = JSON.stringify(written);
    expect(text).not.toContain("127.0.0.1");
    expect(text).not.toContain("Mozilla");
    expect(written.at(-1)).toMatchObject({ day: today(), paths: { "/llp": 2 }, referrers: { "www.google.com": 1 }, sources: { "google\tcpc\tspring": 1 } });
  });

  it("attributes an enquiry to its page, UTM values, referrer host and channel", async () => {
    const token = ((await (await s.api("/api/send-message/token")).json()) as { data: { token: string } }).data.token;
    const res = await s.api("/api/send-message", {
      method: "POST",
      json: {
        name: "Asha",
        email: "asha@example.in",
        phone: "9876543210",
        message: "Please call me about an LLP",
        source: "contact-modal",
        page: "/llp",
        landing: "/llp",
        referrerHost: "www.google.com",
        utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" },
        formToken: token,
      },
    });
    expect(res.status).toBe(200);
    const { id } = ((await res.json()) as { data: { id: string } }).data;
    expect(await s.services.enquiryInbox.get(id)).toMatchObject({ channel: "modal", page: "/llp", landing: "/llp", referrerHost: "www.google.com" });
    const r = await report();
    expect(r.totals.enquiries).toBe(1);
    expect(r.pages.find((p) => p.path === "/llp")).toEqual({ path: "/llp", views: 2, enquiries: 1, whatsapp: 0 });
    expect(r.sources).toEqual([{ source: "google", medium: "cpc", campaign: "spring", views: 1, enquiries: 1 }]);
    expect(r.referrers).toEqual([{ host: "www.google.com", views: 1, enquiries: 1 }]);
    expect(r.channels).toEqual([{ channel: "modal", enquiries: 1 }]);
    expect(r.days).toEqual([{ date: today(), views: r.totals.views, enquiries: 1 }]);
  });

  it("counts WhatsApp clicks per page; unknown types and bad paths are refused", async () => {
    // As navigator.sendBeacon sends a string: text/plain.
    let res = await s.api("/api/events", { method: "POST", headers: { "content-type": "text/plain;charset=UTF-8" }, body: JSON.stringify({ type: "whatsapp", path: "/llp" }) });
    expect(res.status).toBe(204);
    res = await s.api("/api/events", { method: "POST", json: { type: "fax", path: "/llp" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: apiMessages.eventType });
    res = await s.api("/api/events", { method: "POST", json: { type: "whatsapp", path: "https://evil.example/" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: apiMessages.eventPath });
    res = await s.api("/api/events", { method: "POST", headers: { "content-type": "text/plain" }, body: "not json" });
    expect(res.status).toBe(400);
    const r = await report();
    expect(r.totals.whatsapp).toBe(1);
    expect(r.pages.find((p) => p.path === "/llp")?.whatsapp).toBe(1);
  });

  it("counts taps on Call (the phone bar's tel: link) per page, apart from WhatsApp", async () => {
    expect((await s.api("/api/events", { method: "POST", json: { type: "call", path: "/opc" } })).status).toBe(204);
    const r = await report();
    expect(r.calls.total).toBe(1);
    expect(r.calls.pages).toEqual([{ path: "/opc", calls: 1 }]);
    expect(r.pages.find((p) => p.path === "/opc")?.whatsapp ?? 0).toBe(0);
  });

  it("rate limits the events", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 40; i++) answers.push((await s.api("/api/events", { method: "POST", json: { type: "whatsapp", path: "/" } })).status);
    expect(answers).toContain(429);
  });

  it("answers the analytics to admins only", async () => {
    const path = `/api/analytics?from=${today()}&to=${today()}`;
    let res = await s.api(path);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: apiMessages.unauthenticated });
    res = await s.api(path, { token: editor });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: apiMessages.forbidden });
  });

  it("refuses bad, reversed or too long ranges", async () => {
    const cases: [string, string][] = [
      ["from=2026-02-30&to=2026-03-01", apiMessages.analyticsFrom],
      ["from=2026-01-01", apiMessages.analyticsTo],
      ["from=2026-1-1&to=2026-01-02", apiMessages.analyticsFrom],
      ["from=2026-03-02&to=2026-03-01", apiMessages.analyticsReversed],
      ["from=2025-01-01&to=2026-01-02", apiMessages.analyticsRange],
    ];
    for (const [q, error] of cases) {
      const res = await s.api(`/api/analytics?${q}`, { token: admin });
      expect(res.status, q).toBe(400);
      expect(await res.json()).toMatchObject({ error });
    }
    // 366 days is allowed (a leap year), each day listed.
    const r = await report("2024-01-01", "2024-12-31");
    expect(r.days).toHaveLength(366);
    expect(Object.keys(r)).toEqual(["from", "to", "totals", "days", "pages", "sources", "referrers", "channels", "calls", "responseMinutes", "responseWeeks"]);
  });
});

describe("page-view counters on disk", () => {
  it("are written in batches, survive a restart, and finished days fold into one record", async () => {
    const { tempDir } = await import("../fixtures/temp");
    const log = testLogger();
    const { createAnalyticsService } = await import("../../src/server/services/analytics");
    const { analyticsReports } = await import("../../src/server/storage/reports");
    const { dir, cleanup } = await tempDir();
    let clock = Date.parse("2026-03-01T10:00:00+05:30");
    try {
      let storage = await openStorage(dir, { log });
      let a = createAnalyticsService(storage, { reports: analyticsReports(storage), log, now: () => clock });
      for (let i = 0; i < 1000; i++) a.view({ path: "/llp" });
      expect(storage.pageViews.count()).toBe(0); // nothing written per view
      await a.flush();
      a.view({ path: "/llp" });
      await a.flush();
      expect(storage.pageViews.count()).toBe(2);
      clock += 86_400_000; // the next India day: the first day's two records become one
      a.view({ path: "/" });
      await a.flush();
      const days = storage.pageViews.find().map((r) => [r.day, r.rollup]);
      expect(days.sort()).toEqual([
        ["2026-03-01", true],
        ["2026-03-02", false],
      ]);
      await storage.close();
      storage = await openStorage(dir, { log });
      a = createAnalyticsService(storage, { reports: analyticsReports(storage), log, now: () => clock });
      const r = a.report({ from: "2026-03-01", to: "2026-03-02" });
      expect(r.days).toEqual([
        { date: "2026-03-01", views: 1001, enquiries: 0 },
        { date: "2026-03-02", views: 1, enquiries: 0 },
      ]);
      await storage.close();
    } finally {
      await cleanup();
    }
  });

  it("put each view in its India day, at the millisecond the day turns, within one batch", async () => {
    const { tempDir } = await import("../fixtures/temp");
    const log = testLogger();
    const { createAnalyticsService } = await import("../../src/server/services/analytics");
    const { analyticsReports } = await import("../../src/server/storage/reports");
    const { dir, cleanup } = await tempDir();
    let clock = Date.parse("2026-03-01T23:59:59.999+05:30");
    try {
      const storage = await openStorage(dir, { log });
      const a = createAnalyticsService(storage, { reports: analyticsReports(storage), log, now: () => clock });
      a.view({ path: "/llp" });
      a.view({ path: "/llp" });
      clock += 1; // midnight in India
      a.view({ path: "/llp" });
      clock -= 1; // a clock stepped back: the earlier day again
      a.view({ path: "/" });
      const r = a.report({ from: "2026-03-01", to: "2026-03-02" });
      expect(r.days).toEqual([
        { date: "2026-03-01", views: 3, enquiries: 0 },
        { date: "2026-03-02", views: 1, enquiries: 0 },
      ]);
      await storage.close();
    } finally {
      await cleanup();
    }
  });

  it("count a day once when the process stopped between writing its rollup and removing its parts", async () => {
    const { tempDir } = await import("../fixtures/temp");
    const log = testLogger();
    const { createAnalyticsService } = await import("../../src/server/services/analytics");
    const { analyticsReports } = await import("../../src/server/storage/reports");
    const { dir, cleanup } = await tempDir();
    try {
      const storage = await openStorage(dir, { log });
      const part = (id: string, n: number) => ({ id, day: "2026-03-01", rollup: false, paths: { "/": n }, referrers: {}, sources: {}, whatsapp: {} });
      for (const r of [part("a", 2), part("b", 3), { ...part("r", 5), rollup: true }, part("c", 1)]) storage.pageViews.create(r);
      const a = createAnalyticsService(storage, { reports: analyticsReports(storage), log, now: () => Date.parse("2026-03-05T12:00:00+05:30") });
      expect(a.report({ from: "2026-03-01", to: "2026-03-01" }).totals.views).toBe(6);
      await a.flush(); // removes the folded parts and folds the day again
      expect(storage.pageViews.find()).toMatchObject([{ day: "2026-03-01", rollup: true, paths: { "/": 6 } }]);
      expect(a.report({ from: "2026-03-01", to: "2026-03-01" }).totals.views).toBe(6);
      await storage.close();
    } finally {
      await cleanup();
    }
  });
});
