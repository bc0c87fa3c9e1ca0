// Every input that grows something has a bound. Page views, search renders, letter case of paths,
// methods a page does not take, preview tokens, through the real app and (for the pages) the real site.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isSearch, pageMethods, searchLimiter } from "../../src/server/http/page-guards";
import { MAX_KEYS_PER_DAY, OTHER, WORST_CASE_BYTES_PER_DAY, indiaDay } from "../../src/server/services/analytics";
import { redactUrl } from "../../src/server/log";
import { apiMessages } from "../../src/shared/api-messages";
import { contactMessages } from "../../src/shared/contact-messages";
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../src/shared/page-cache";
import type { AnalyticsReport, ViewCounts } from "../../src/shared/schemas/analytics";
import { normalizeSearchQuery } from "../../src/shared/search";
import { captureLog } from "../fixtures/log";
import { servePages, startTestServer, useStaffServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";

/** A phone browser (isbot says no). */
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const today = () => indiaDay(Date.now());

/** Live bytes of the page-view counters (what a database holds: the records not removed). */
const storedBytes = (s: TestServer) => s.services.storage.pageViews.find().reduce((n, r) => n + Buffer.byteLength(JSON.stringify(r)), 0);

describe("page views count pages, not what the client says", () => {
  let s: TestServer;
  let base: string;
  let admin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.tokenFor("admin");
    const pages = await servePages(s.services, async (request) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith("/missing")) return new Response("<p>404</p>", { status: 404, headers: { "Content-Type": "text/html" } });
      return new Response("<p>page</p>", { headers: { [PAGE_CACHE_STORE_HEADER]: pageCacheStoreValue(), "Content-Type": "text/html; charset=utf-8" } });
    });
    base = pages.base;
    close = async () => {
      await pages.close();
      await s.close();
    };
  });
  afterAll(() => close());

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers: { "user-agent": PHONE, ...headers }, redirect: "manual" });
    await res.arrayBuffer();
    return res;
  };
  const report = async (from = today(), to = today()) => {
    const res = await s.api(`/api/analytics?from=${from}&to=${to}`, { token: admin });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: AnalyticsReport }).data;
  };

  it("keeps a fixed number of referrer hosts and UTM values a day: 10,000 hostile views store a few KB", async () => {
    const before = storedBytes(s);
    const N = 10_000;
    let next = 0;
    const worker = async () => {
      while (next < N) {
        const i = next++;
        await get(`/llp?utm_source=src${i}&utm_medium=med${i}&utm_campaign=${"c".repeat(60)}${i}`, { referer: `https://host-${i}.attacker.example/${i}` });
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await s.services.analytics.flush();
    const bytes = storedBytes(s) - before;
    console.info(`[bounds] 10,000 views with unique referrers and UTM values: ${bytes} bytes stored`);
    expect(bytes).toBeLessThan(WORST_CASE_BYTES_PER_DAY);
    expect(bytes).toBeLessThan(100_000);
    // Stored: the day's first 200 hosts and UTM sets, the rest under "(other)".
    const hosts = new Set<string>();
    const sources = new Set<string>();
    for (const rec of s.services.storage.pageViews.find()) {
      Object.keys(rec.referrers).forEach((h) => hosts.add(h));
      Object.keys(rec.sources).forEach((k) => sources.add(k));
    }
    expect(hosts.size).toBe(MAX_KEYS_PER_DAY.referrers + 1);
    expect(sources.size).toBe(MAX_KEYS_PER_DAY.sources + 1);
    // Reported: a few rows, every view accounted for.
    const r = await report();
    expect(r.referrers.length).toBeLessThanOrEqual(MAX_KEYS_PER_DAY.referrers + 1);
    expect(r.referrers.reduce((n, x) => n + x.views, 0)).toBe(N);
    expect(r.sources.reduce((n, x) => n + x.views, 0)).toBe(N);
    expect(r.referrers.find((x) => x.host === OTHER)?.views).toBeGreaterThanOrEqual(N - MAX_KEYS_PER_DAY.referrers);
    expect(r.pages.find((p) => p.path === "/llp")?.views).toBe(N);
  }, 120_000);

  it("counts the lower-case page once: another letter case answers 301 and is not a view", async () => {
    const res = await get("/LLP?utm_source=x");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/llp?utm_source=x");
    await get("/Llp/");
    const r = await report();
    expect(r.pages.map((p) => p.path)).not.toContain("/LLP");
    expect(r.pages.every((p) => p.path === p.path.toLowerCase())).toBe(true);
  });

  it("does not count preview links, nor log their token", async () => {
    const { log, lines } = captureLog();
    const pages = await servePages(s.services, async () => new Response("<p>preview</p>", { headers: { "Content-Type": "text/html" } }), { logger: log });
    try {
      const res = await fetch(`${pages.base}/blog/preview/secret-token.sig`, { headers: { "user-agent": PHONE } });
      expect(res.status).toBe(200);
      await fetch(`${pages.base}/blog/preview/secret-token.sig.data`, { headers: { "user-agent": PHONE } });
    } finally {
      await pages.close();
    }
    const r = await report();
    expect(r.pages.some((p) => p.path.includes("preview"))).toBe(false);
    expect(JSON.stringify(lines)).not.toContain("secret-token");
    expect(redactUrl("/og/blog/preview/abc.def.jpg?token=x")).toBe("/og/blog/preview/[redacted].jpg?token=[redacted]");
  });

  // Its time is measured by npm run bench:analytics (the 366-day report), not asserted here: process.cpuUsage()
  // counts every thread of the test process, other test files' included, and failed a quiet run at 313 ms.
  it("answers a worst-case year's report in under 500 KB, whatever was counted", async () => {
    // A worst-case year: every day full of distinct keys at their longest.
    const long = (prefix: string, n: number, len: number) => (prefix + n).padEnd(len, "x");
    const records: ViewCounts[] = [];
    for (let d = 0; d < 366; d++) {
      const day = new Date(Date.UTC(2024, 0, 1 + d)).toISOString().slice(0, 10);
      const table = (prefix: string, n: number, len: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [long(`${prefix}${d}-`, i, len), 1 + i]));
      records.push({
        id: `year-${d}`,
        day,
        rollup: true,
        paths: table("/p", MAX_KEYS_PER_DAY.paths, 120),
        referrers: table("h", MAX_KEYS_PER_DAY.referrers, 200),
        sources: table("s", MAX_KEYS_PER_DAY.sources, 250),
        whatsapp: table("/w", MAX_KEYS_PER_DAY.whatsapp, 120),
      });
    }
    const { pageViews } = s.services.storage;
    pageViews.transaction(() => {
      for (const r of records) pageViews.create(r);
    });
    // A restarted service sees the year; once it listens it makes each finished day's digest (start()).
    const { createAnalyticsService } = await import("../../src/server/services/analytics");
    const { analyticsReports } = await import("../../src/server/storage/reports");
    const analytics = createAnalyticsService(s.services.storage, { reports: analyticsReports(s.services.storage), log: s.services.log });
    const stop = analytics.start();
    const digests = () => Number(s.services.storage.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM page_view_digests")!.n);
    await vi.waitFor(() => expect(digests()).toBeGreaterThanOrEqual(366), { timeout: 30_000, interval: 50 });
    await stop();
    // CPU time (the machine is shared: wall-clock time measures the neighbours too); the first report of a
    // range reads every day, later ones reuse the days' digests.
    const cpu = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 3; i++) {
      const start = cpu();
      size = Buffer.byteLength(JSON.stringify({ data: analytics.report({ from: "2024-01-01", to: "2024-12-31" }) }));
      times.push(cpu() - start);
    }
    console.info(`[bounds] a worst-case year's Leads report: ${times.map((t) => t.toFixed(0)).join(", ")} ms of CPU, ${size} bytes`);
    expect(size).toBeLessThan(500_000);
    // Through the API too.
    const res = await s.api("/api/analytics?from=2024-01-01&to=2024-12-31", { token: admin });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeLessThan(500_000);
  }, 60_000);
});

describe("search, letter case and methods on the real site", () => {
  let s: TestServer;
  let base: string;
  let close: () => Promise<void>;
  /** The request log of the site: no failure may be logged (a stack trace was, for 40 of 108 combinations). */
  const requestLog = captureLog("error");

  beforeAll(async () => {
    s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0" });
    const site = await startSiteRender(s.services);
    const pages = await servePages(s.services, site.render, { logger: requestLog.log });
    base = pages.base;
    close = async () => {
      await pages.close();
      await site.close();
      await s.close();
    };
  }, 60_000);
  afterAll(() => close());

  const req = (path: string, init: RequestInit = {}) =>
    fetch(base + path, { redirect: "manual", ...init, headers: { "user-agent": PHONE, ...(init.headers as Record<string, string>) } });
  /** A POST that declares a length and sends nothing of it: the answer's status. */
  const rawPost = (path: string, headers: Record<string, string>) =>
    new Promise<number>((ok, fail) => {
      const r = http.request(base + path, { method: "POST", headers: { "user-agent": PHONE, ...headers } }, (res) => {
        res.resume();
        ok(res.statusCode ?? 0);
      });
      r.on("error", fail);
      r.end();
    });

  it("does not keep search results in the page cache; the list still is", async () => {
    expect((await req("/blog")).status).toBe(200);
    // Compressed after the answer; the next request waits for the stored copy.
    expect((await req("/blog")).headers.get("x-page-cache")).toBe("hit");
    for (let i = 0; i < 2; i++) {
      const res = await req("/blog?q=gst");
      expect(res.status).toBe(200);
      expect(res.headers.get("x-page-cache")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("no-store");
      await res.arrayBuffer();
    }
  });

  it("normalises queries: trimmed, case-folded, at most 100 characters and 8 terms", async () => {
    expect(normalizeSearchQuery("  GST   Registration  ")).toBe("gst registration");
    expect(normalizeSearchQuery("a b c d e f g h i j")).toBe("a b c d e f g h");
    expect(normalizeSearchQuery("x".repeat(500))).toHaveLength(100);
    const html = await (await req(`/blog?q=${encodeURIComponent("  GST  ")}`)).text();
    expect(html).toContain("“gst”");
  });

  it("limits search renders per address: 429 with Retry-After, enough for a person", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 30; i++) {
      const res = await req(`/blog?q=unique${i}`);
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers.get("retry-after");
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 15).every((st) => st === 200)).toBe(true); // a person's searches (the tests above used a few)
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // The list and the other pages are not limited.
    expect((await req("/blog")).status).toBe(200);
    expect((await req("/about")).status).toBe(200);
  });

  it("answers 301 to the lower-case path of a page, the query kept; files and previews keep their case", async () => {
    for (const [from, to] of [
      ["/ABOUT", "/about"],
      ["/aBOUT", "/about"],
      ["/Blog?page=2&utm_source=X", "/blog?page=2&utm_source=X"],
      ["//EVIL.example", "/evil.example"],
    ]) {
      const res = await req(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
    expect((await req("/about")).status).toBe(200);
    expect((await req("/uploads/Missing.PNG")).status).toBe(404);
    expect((await req("/API/blogs")).status).not.toBe(301);
    expect((await req("/blog/preview/AbC.dEf")).status).not.toBe(301);
  });

  it("answers 405 with Allow to methods a page does not take, 400 with the field message to a body its form does not take", async () => {
    for (const [method, path, allow] of [
      ["POST", "/about", "GET, HEAD"],
      ["PUT", "/about", "GET, HEAD"],
      ["DELETE", "/contact-us", "GET, HEAD, POST"],
      ["PATCH", "/contact-us.data", "GET, HEAD, POST"],
      ["POST", "/og/about.jpg", "GET, HEAD"],
      ["POST", "/", "GET, HEAD"],
      ["POST", "/blog/some-post.data", "GET, HEAD"],
    ]) {
      const res = await req(path!, { method, headers: { "content-type": "application/json" }, body: "{}" });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow"), `${method} ${path}`).toBe(allow);
      expect(await res.json()).toMatchObject({ error: apiMessages.methodNotAllowed });
    }
    for (const [type, body] of [
      ["application/json", JSON.stringify({ name: "x" })],
      ["text/plain", "garbage"],
      ["multipart/form-data; boundary=nothing", "not multipart"],
    ]) {
      const res = await req("/contact-us", { method: "POST", headers: { "content-type": type! }, body });
      expect(res.status, type).toBe(400);
      expect(await res.text(), type).toContain(contactMessages.contactFieldRequired);
    }
    expect(requestLog.lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it("refuses a page form's body past its bounds before it is read: 413 past 64 KB (12 MB with a file), 411 without a length", async () => {
    const big = await req("/contact-us", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `message=${"x".repeat(70 * 1024)}` });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: apiMessages.payloadTooLarge });
    // A client's document (10 MB) fits their case page's bound: refused for its size only past it.
    const declared = await rawPost("/client/cases/CRD-ABCDEFGH", { "content-type": "multipart/form-data; boundary=x", "content-length": String(11 * 1024 * 1024) });
    expect(declared).toBe(413);
    // A body without a length (chunked) cannot be bounded before the action reads it.
    const refused = await new Promise<unknown>((ok) => {
      const fake = { method: "POST", path: "/contact-us", headers: { "transfer-encoding": "chunked" } };
      pageMethods(fake as never, {} as never, ok);
    });
    expect(refused).toMatchObject({ status: 411, message: apiMessages.lengthRequired });
    expect((await req("/contact-us", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=" })).status).toBe(400);
  });

  it("draws no share image of a preview link", async () => {
    const res = await req("/og/blog/preview/abc.def.jpg");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the search limiter alone", () => {
  it("refills a client's bucket over time and keeps each address apart", () => {
    let t = 0;
    const limit = searchLimiter({ burst: 2, refillPerSecond: 1, now: () => t });
    expect([limit.take("1.1.1.1"), limit.take("1.1.1.1"), limit.take("1.1.1.1"), limit.take("2.2.2.2")]).toEqual([0, 0, 1, 0]);
    t += 1000;
    expect(limit.take("1.1.1.1")).toBe(0);
    expect(isSearch("/blog?q=gst")).toBe(true);
    expect(isSearch("/Blog.data?page=2&q=x")).toBe(true);
    expect(isSearch("/blog?q=%20")).toBe(false);
    expect(isSearch("/blog?page=2")).toBe(false);
  });
});

describe("every stale write is refused; stored public input follows the strict text rule", () => {
  const t = useStaffServer({});

  it.each(["categories", "tags"])("PUT /api/%s with a stale updatedAt answers 409 and changes nothing", async (kind) => {
    const created = await t.s.api(`/api/${kind}`, { method: "POST", token: t.admin, json: { name: `Stale ${kind}` } });
    expect(created.status).toBe(201);
    const term = ((await created.json()) as { data: { id: string; updatedAt: string } }).data;
    const first = await t.s.api(`/api/${kind}/${term.id}`, { method: "PUT", token: t.admin, json: { description: "first", updatedAt: term.updatedAt } });
    expect(first.status).toBe(200);
    const saved = ((await first.json()) as { data: { updatedAt: string } }).data;
    expect(saved.updatedAt).not.toBe(term.updatedAt);
    // A second form opened before the first save.
    const stale = await t.s.api(`/api/${kind}/${term.id}`, { method: "PUT", token: t.admin, json: { description: "second", updatedAt: term.updatedAt } });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toMatch(/after you opened it\. Your changes were not saved\./);
    const list = ((await (await t.s.api(`/api/${kind}`)).json()) as { data: { id: string; description: string }[] }).data;
    expect(list.find((x) => x.id === term.id)?.description).toBe("first");
    // Without updatedAt (older clients) a save still goes through.
    expect((await t.s.api(`/api/${kind}/${term.id}`, { method: "PUT", token: t.admin, json: { description: "third" } })).status).toBe(200);
  });

  it("refuses a lone surrogate in an event's path and in a sign-in e-mail; nothing of it is stored", async () => {
    const event = await t.s.api("/api/events", { method: "POST", json: { type: "whatsapp", path: "/llp\ud800" } });
    expect(event.status).toBe(400);
    expect(await event.json()).toMatchObject({ error: apiMessages.eventPath });
    const login = await t.s.api("/api/auth/login", { method: "POST", json: { email: "x\ud800@test.local", password: "whatever-1" } });
    expect(login.status).toBe(400);
    const log = JSON.stringify(((await (await t.s.api("/api/activity?limit=50", { token: t.admin })).json()) as { data: unknown[] }).data);
    expect(log).not.toContain("\\ud800");
    expect(log).not.toContain("x\ud800");
  });
});

describe("repeated failures in the log", () => {
  it("logs a kind of failure at most once a minute, then with the count of repeats", async () => {
    const express = (await import("express")).default;
    const { errorHandler, repeatGate, REPEAT_LOG_MS } = await import("../../src/server/http/error-handler");
    const { log, lines } = captureLog("error");
    let t = 0;
    const app = express();
    app.get("/boom", () => {
      throw new Error("boom");
    });
    app.get("/other", () => {
      throw new Error("other");
    });
    app.use(
      errorHandler(
        log,
        repeatGate(() => t),
      ),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((ok) => server.once("listening", ok));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      for (let i = 0; i < 50; i++) expect((await fetch(`${base}/boom`)).status).toBe(500);
      await fetch(`${base}/other`);
      expect(lines.map((l) => l.err && (l.err as { message: string }).message)).toEqual(["boom", "other"]);
      t += REPEAT_LOG_MS;
      await fetch(`${base}/boom`);
      expect(lines).toHaveLength(3);
      expect(lines[2]).toMatchObject({ repeats: 49 });
    } finally {
      await new Promise((ok) => server.close(ok));
    }
  });
});

describe("the current day's counters under a flood", () => {
  it("fold their parts into one record as they grow: live bytes stay bounded however many flushes", async () => {
    const { tempDir } = await import("../fixtures/temp");
    const { openStorage } = await import("../../src/server/storage");
    const { createAnalyticsService } = await import("../../src/server/services/analytics");
    const { analyticsReports } = await import("../../src/server/storage/reports");
    const { testLogger } = await import("../fixtures/log");
    const log = testLogger();
    const { dir, cleanup } = await tempDir();
    try {
      const storage = await openStorage(dir, { log });
      const a = createAnalyticsService(storage, { reports: analyticsReports(storage), log, now: () => Date.parse("2026-03-01T12:00:00+05:30") });
      // Each flush, the client cycles through the 200 hosts and UTM sets the day admitted, at their longest.
      const host = (i: number) => `${i}.`.padEnd(250, "h");
      const utm = (i: number) => ({ source: `${i}`.padEnd(100, "s"), medium: "m".repeat(100), campaign: "c".repeat(100) });
      let live = 0;
      for (let flush = 0; flush < 60; flush++) {
        for (let i = 0; i < 200; i++) a.view({ path: "/llp", referrerHost: host(i), utm: utm(i) });
        await a.flush();
        live = storage.pageViews.find().reduce((n, r) => n + Buffer.byteLength(JSON.stringify(r)), 0);
        expect(live).toBeLessThan(2_000_000);
      }
      console.info(`[bounds] 60 flushes of 200 longest hosts and UTM sets: ${live} live bytes, ${storage.pageViews.count()} records`);
      expect(a.report({ from: "2026-03-01", to: "2026-03-01" }).totals.views).toBe(60 * 200);
      await storage.close();
    } finally {
      await cleanup();
    }
  }, 60_000);
});
