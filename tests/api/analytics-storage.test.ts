// The page-view counters are not held in memory. A start reads no counter, a report reads the
// digests of its range only, the current day's admission reads that day once, and pruning is one query.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAnalyticsService, MAX_KEYS_PER_DAY, OTHER } from "../../src/server/services/analytics";
import { openStorage, type Storage } from "../../src/server/storage";
import { analyticsReports } from "../../src/server/storage/reports";
import type { ViewCounts } from "../../src/shared/schemas/analytics";
import { testLogger } from "../fixtures/log";
import { tempDir } from "../fixtures/temp";

const log = testLogger();
const NOW = Date.parse("2026-03-20T12:00:00+05:30");
const dayOf = (offset: number) => new Date(Date.UTC(2026, 2, 20 + offset)).toISOString().slice(0, 10);
const rollup = (day: string, paths: Record<string, number>, extra: Partial<ViewCounts> = {}): ViewCounts => ({
  id: `r-${day}-${Object.keys(paths).join()}`,
  day,
  rollup: true,
  paths,
  referrers: {},
  sources: {},
  whatsapp: {},
  ...extra,
});
/** SQL statements run through storage.db.all (what each read selected). */
function recordQueries(storage: Storage) {
  const all = vi.spyOn(storage.db, "all");
  return { sql: () => all.mock.calls.map((c) => String(c[0])), params: () => all.mock.calls.map((c) => c.slice(1)), restore: () => all.mockRestore() };
}

describe("page-view counters in the database, not in memory", () => {
  let storage: Storage;
  let cleanup: () => Promise<void>;
  let dir: string;
  beforeEach(async () => {
    ({ dir, cleanup } = await tempDir());
    storage = await openStorage(dir, { log });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await storage.close();
    await cleanup();
  });

  it("reads no counter at start once the finished days have their digests", async () => {
    // Sixty finished days, as an older version or an import left them (no digests yet).
    for (const r of Array.from({ length: 60 }, (_, i) => rollup(dayOf(-60 + i), { "/": 10 + i, "/llp": i }))) storage.pageViews.create(r);
    const digests = () => Number(storage.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM page_view_digests")!.n);
    const old = createAnalyticsService(storage, { reports: analyticsReports(storage), log, now: () => NOW });
    expect(digests()).toBe(0); // nothing at construction: start() makes them once the server listens
    const stopOld = old.start();
    await vi.waitFor(() => expect(digests()).toBe(60));
    await stopOld();

    const reads = vi.spyOn(storage.pageViews, "find");
    const q = recordQueries(storage);
    const a = createAnalyticsService(storage, { reports: analyticsReports(storage), log, now: () => NOW });
    const stop = a.start();
    await new Promise((r) => setImmediate(r));
    await stop();
    expect(reads).not.toHaveBeenCalled();
    // Only the days' stamps (counts and last seq) and the digests' stamps: no counter, no digest's data.
    expect(q.sql().some((sql) => /\bdata\b/.test(sql.replace(/page_view_digests/g, "")))).toBe(false);

    // A week's report reads that week's digests only.
    const r = a.report({ from: dayOf(-7), to: dayOf(-1) });
    expect(reads).not.toHaveBeenCalled();
    const digestReads = q.sql().flatMap((sql, i) => (sql.includes("data FROM page_view_digests") ? [q.params()[i]] : []));
    expect(digestReads).toEqual([[dayOf(-7), dayOf(-1)]]);
    expect(r.totals.views).toBe([53, 54, 55, 56, 57, 58, 59].reduce((n, i) => n + 10 + i + i, 0));
  });

  it("sums the range exactly: stored days, the current day's written and pending counts, and a day changed since its digest", async () => {
    let clock = NOW;
    const a = createAnalyticsService(storage, { reports: analyticsReports(storage), log, now: () => clock });
    a.view({ path: "/", referrerHost: "google.com", utm: { source: "news", medium: "mail", campaign: "march" } });
    a.view({ path: "/llp" });
    await a.flush();
    a.view({ path: "/llp" }); // pending
    a.event({ type: "whatsapp", path: "/llp" });
    // A finished day written by hand after the service started (its stored digest is then stale).
    storage.pageViews.create(rollup(dayOf(-2), { "/": 4, "/gst": 1 }, { referrers: { "google.com": 2 } }));
    const first = a.report({ from: dayOf(-2), to: dayOf(0) });
    storage.pageViews.create({ ...rollup(dayOf(-2), { "/gst": 5 }), id: "late-part", rollup: false });
    const r = a.report({ from: dayOf(-2), to: dayOf(0) });
    expect(first.days.map((d) => d.views)).toEqual([5, 0, 3]);
    expect(r.days).toEqual([
      { date: dayOf(-2), views: 10, enquiries: 0 },
      { date: dayOf(-1), views: 0, enquiries: 0 },
      { date: dayOf(0), views: 3, enquiries: 0 },
    ]);
    expect(r.totals).toEqual({ views: 13, enquiries: 0, whatsapp: 1 });
    expect(r.pages).toEqual([
      { path: "/gst", views: 6, enquiries: 0, whatsapp: 0 },
      { path: "/", views: 5, enquiries: 0, whatsapp: 0 },
      { path: "/llp", views: 2, enquiries: 0, whatsapp: 1 },
    ]);
    expect(r.referrers).toEqual([{ host: "google.com", views: 3, enquiries: 0 }]);
    expect(r.sources).toEqual([{ source: "news", medium: "mail", campaign: "march", views: 1, enquiries: 0 }]);
    // The same answer from a restarted service (the pending view written by the flush at stop).
    await a.flush();
    clock += 1;
    expect(createAnalyticsService(storage, { reports: analyticsReports(storage), log, now: () => clock }).report({ from: dayOf(-2), to: dayOf(0) })).toEqual(r);
  });

  it("admits the current day's keys from that day's records, read once a day", async () => {
    const full = Object.fromEntries(Array.from({ length: MAX_KEYS_PER_DAY.paths }, (_, i) => [`/p${i}`, 1]));
    storage.pageViews.create({ ...rollup(dayOf(0), full), rollup: false });
    const a = createAnalyticsService(storage, { reports: analyticsReports(storage), log, now: () => NOW });
    const reads = vi.spyOn(storage.pageViews, "find");
    for (let i = 0; i < 50; i++) a.view({ path: "/p7" });
    a.view({ path: "/new-page" });
    a.view({ path: "/another" });
    expect(reads).toHaveBeenCalledTimes(1);
    const r = a.report({ from: dayOf(0), to: dayOf(0) });
    expect(r.pages.find((p) => p.path === "/p7")?.views).toBe(51);
    expect(r.pages.find((p) => p.path === OTHER)?.views).toBeGreaterThanOrEqual(2);
    expect(r.pages.some((p) => p.path === "/new-page" || p.path === "/another")).toBe(false);
    expect(r.totals.views).toBe(MAX_KEYS_PER_DAY.paths + 52);
  });

  it("prunes old days with one query, their digests with them", async () => {
    for (const r of Array.from({ length: 10 }, (_, i) => rollup(dayOf(-10 + i), { "/": 1 }))) storage.pageViews.create(r);
    const a = createAnalyticsService(storage, { reports: analyticsReports(storage), log, now: () => NOW });
    expect(a.report({ from: dayOf(-10), to: dayOf(-1) }).totals.views).toBe(10); // makes the days' digests
    expect(a.prune(5)).toBe(5);
    expect(storage.pageViews.count({ day: { lt: dayOf(-5) } })).toBe(0);
    expect(storage.db.all<{ day: string }>("SELECT day FROM page_view_digests ORDER BY day").map((r) => r.day)).toEqual([-5, -4, -3, -2, -1].map(dayOf));
    expect(a.report({ from: dayOf(-10), to: dayOf(-1) }).totals.views).toBe(5);
  });
});
