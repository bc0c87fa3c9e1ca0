// Cookie-free page views and WhatsApp clicks (issue 19): counted in memory, written to the page-view
// journal every few seconds as daily counters, and reported with the enquiries by GET /api/analytics.
// No IP, cookie or identifier of a person is kept: only counts per path, referrer host and UTM values.
// See docs/decisions/009-cookie-free-analytics.md.
import { randomUUID } from "node:crypto";
import { apiMessages } from "../../shared/api-messages";
import { EVENT_TYPES, type AnalyticsReport, type ViewCounts } from "../../shared/schemas/analytics";
import { Invalid } from "../errors";
import type { Storage } from "../storage";
import type { Logger } from "../log";

/** Counters in memory are Maps (their size is known at once); records on disk hold plain objects. */
type Counts = Map<string, number>;
type DayCounts = { paths: Counts; referrers: Counts; sources: Counts; whatsapp: Counts };
type Table = keyof DayCounts;
const TABLES: readonly Table[] = ["paths", "referrers", "sources", "whatsapp"];

/** Milliseconds between two writes of the counters (a crash loses at most this much). */
export const VIEW_FLUSH_MS = 5_000;
/** Different keys kept per table and day; more are counted under OTHER (garbage URLs cannot grow memory). */
export const MAX_KEYS_PER_DAY = 5_000;
export const OTHER = "(other)";
/** The longest range GET /api/analytics reports. */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/** The India (Asia/Kolkata, no daylight saving) day of an instant, YYYY-MM-DD. */
export function indiaDay(ms: number): string {
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a YYYY-MM-DD date, or null when it is not a real date. */
function dayNumber(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms / DAY_MS;
}
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** What a page view records: the page, and for a landing request its referrer host and UTM values. */
export type View = { path: string; referrerHost?: string; utm?: { source: string; medium: string; campaign: string } };

export const sourceKey = (source: string, medium: string, campaign: string) => [source, medium, campaign].map((v) => v.replace(/\t/g, " ")).join("\t");

const emptyDay = (): DayCounts => ({ paths: new Map(), referrers: new Map(), sources: new Map(), whatsapp: new Map() });

/** Adds to a counter; a table at `cap` different keys counts new keys under OTHER. */
function add(counts: Counts, key: string, n: number, cap = MAX_KEYS_PER_DAY): void {
  if (!counts.has(key) && counts.size >= cap) key = OTHER;
  counts.set(key, (counts.get(key) ?? 0) + n);
}

/** Adds a day's counters (in memory, or a record read from disk) into `into`. */
function fold(into: DayCounts, from: DayCounts | ViewCounts, cap = MAX_KEYS_PER_DAY): void {
  for (const t of TABLES) {
    const table = from[t];
    for (const [k, n] of table instanceof Map ? table : Object.entries(table)) add(into[t], k, n, cap);
  }
}

/** The plain-object form of a day's counters, for a record on disk. */
function toRecord(c: DayCounts): Pick<ViewCounts, Table> {
  return { paths: Object.fromEntries(c.paths), referrers: Object.fromEntries(c.referrers), sources: Object.fromEntries(c.sources), whatsapp: Object.fromEntries(c.whatsapp) };
}

export type AnalyticsOptions = { log: Logger; now?: () => number };

export function createAnalyticsService(storage: Storage, opts: AnalyticsOptions) {
  const journal = storage.pageViews;
  const now = opts.now ?? Date.now;
  const { log } = opts;
  /** Counters on disk, per day, and the ids of the records that hold them. */
  const stored = new Map<string, DayCounts>();
  const parts = new Map<string, string[]>();
  /** Records already folded into a rollup whose removal has not been written yet (tried again at each flush). */
  const leftovers = new Set<string>();
  // Oldest first: a rollup holds the whole of its day up to it, so the day's earlier records are dropped
  // (they are still on disk only when the process stopped between writing the rollup and removing them).
  for (const r of journal.summaries()) {
    if (r.rollup) {
      for (const id of parts.get(r.day) ?? []) leftovers.add(id);
      stored.delete(r.day);
      parts.delete(r.day);
    }
    remember(r);
  }
  /** Counters not yet written. */
  let pending = new Map<string, DayCounts>();
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  function remember(r: ViewCounts): void {
    let day = stored.get(r.day);
    if (!day) stored.set(r.day, (day = emptyDay()));
    fold(day, r);
    parts.set(r.day, [...(parts.get(r.day) ?? []), r.id]);
  }

  function pendingDay(): DayCounts {
    const day = indiaDay(now());
    let counts = pending.get(day);
    if (!counts) pending.set(day, (counts = emptyDay()));
    return counts;
  }

  /** Writes what was counted since the last flush (one record per day), then folds finished days. */
  async function flushOnce(): Promise<void> {
    const batch = pending;
    pending = new Map();
    if (batch.size) {
      const records = [...batch].map(([day, c]): ViewCounts => ({ id: randomUUID(), day, rollup: false, ...toRecord(c) }));
      try {
        await journal.appendMany(records);
        for (const r of records) remember(r);
      } catch (err) {
        // Kept for the next flush (the disk may be full for a while).
        for (const [day, c] of batch) {
          const into = pending.get(day) ?? emptyDay();
          fold(into, c);
          pending.set(day, into);
        }
        log.warn(`[analytics] could not write page-view counters: ${(err as Error).message}`);
        return;
      }
    }
    // A failed fold is tried again at the next flush: the day's parts are still there.
    await rollUp().catch((err: Error) => log.warn(`[analytics] could not fold finished days: ${err.message}`));
  }

  /** Days before today with more than one record become one record: the journal grows by about one line a day. */
  async function rollUp(): Promise<void> {
    if (leftovers.size) await dropLeftovers();
    const today = indiaDay(now());
    for (const [day, ids] of parts) {
      if (day >= today || ids.length < 2) continue;
      const total = stored.get(day)!;
      const record: ViewCounts = { id: randomUUID(), day, rollup: true, ...toRecord(total) };
      await journal.append(record);
      // From here the rollup alone counts (also after a restart): the parts are only dead weight.
      parts.set(day, [record.id]);
      for (const id of ids) leftovers.add(id);
      await dropLeftovers();
    }
  }

  async function dropLeftovers(): Promise<void> {
    const ids = [...leftovers];
    await journal.remove(ids);
    for (const id of ids) leftovers.delete(id);
  }

  function flush(): Promise<void> {
    flushing ??= flushOnce().finally(() => (flushing = null));
    return flushing;
  }

  function parseDay(value: unknown, message: string): number {
    const n = typeof value === "string" ? dayNumber(value.trim()) : null;
    if (n === null) throw new Invalid(message);
    return n;
  }

  return {
    /** Counts one page view (the caller decided it is a person's view of a public page). */
    view(v: View): void {
      const c = pendingDay();
      add(c.paths, v.path, 1);
      if (v.referrerHost) add(c.referrers, v.referrerHost, 1);
      if (v.utm) add(c.sources, sourceKey(v.utm.source, v.utm.medium, v.utm.campaign), 1);
    },

    /** POST /api/events: `{ type: "whatsapp", path }`. */
    event(body: unknown): void {
      const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
      if (typeof b.type !== "string" || !(EVENT_TYPES as readonly string[]).includes(b.type)) throw new Invalid(apiMessages.eventType);
      const path = typeof b.path === "string" ? normalizePath(b.path) : null;
      if (!path) throw new Invalid(apiMessages.eventPath);
      add(pendingDay().whatsapp, path, 1);
    },

    flush,

    /** Writes the counters every VIEW_FLUSH_MS; returns the stop function (which writes the rest). */
    start(): () => Promise<void> {
      timer ??= setInterval(() => void flush(), VIEW_FLUSH_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        timer = undefined;
        await flush();
      };
    },

    /** GET /api/analytics: counters (written and not yet written) with the enquiries of the range. */
    report(query: { from?: unknown; to?: unknown }): AnalyticsReport {
      const first = parseDay(query.from, apiMessages.analyticsFrom);
      const last = parseDay(query.to, apiMessages.analyticsTo);
      if (first > last) throw new Invalid(apiMessages.analyticsReversed);
      if (last - first + 1 > MAX_RANGE_DAYS) throw new Invalid(apiMessages.analyticsRange);
      const from = dayOf(first);
      const to = dayOf(last);

      const sum = emptyDay();
      const days: AnalyticsReport["days"] = [];
      const byDay = new Map<string, { date: string; views: number; enquiries: number }>();
      for (let n = first; n <= last; n++) {
        const date = dayOf(n);
        const row = { date, views: 0, enquiries: 0 };
        for (const c of [stored.get(date), pending.get(date)]) {
          if (!c) continue;
          fold(sum, c, Infinity);
          for (const v of c.paths.values()) row.views += v;
        }
        days.push(row);
        byDay.set(date, row);
      }

      const pages = new Map<string, { path: string; views: number; enquiries: number; whatsapp: number }>();
      const page = (path: string) => pages.get(path) ?? pages.set(path, { path, views: 0, enquiries: 0, whatsapp: 0 }).get(path)!;
      for (const [p, n] of sum.paths) page(p).views += n;
      for (const [p, n] of sum.whatsapp) page(p).whatsapp += n;
      const sources = new Map<string, { source: string; medium: string; campaign: string; views: number; enquiries: number }>();
      const source = (key: string) => {
        const [s = "", m = "", c = ""] = key.split("\t");
        return sources.get(key) ?? sources.set(key, { source: s, medium: m, campaign: c, views: 0, enquiries: 0 }).get(key)!;
      };
      for (const [k, n] of sum.sources) source(k).views += n;
      const referrers = new Map<string, { host: string; views: number; enquiries: number }>();
      const referrer = (host: string) => referrers.get(host) ?? referrers.set(host, { host, views: 0, enquiries: 0 }).get(host)!;
      for (const [h, n] of sum.referrers) referrer(h).views += n;
      const channels = new Map<string, number>();

      // Enquiries: the in-memory summaries of the range (India days of createdAt).
      const start = new Date(first * DAY_MS - INDIA_OFFSET_MS).toISOString();
      const end = new Date((last + 1) * DAY_MS - INDIA_OFFSET_MS).toISOString();
      let enquiries = 0;
      const responses: number[] = [];
      const weekly = new Map<string, number[]>();
      for (const e of storage.enquiries.summaries()) {
        // Spam is not a lead (issue 32): left out of every figure, as on the dashboard.
        if (e.createdAt < start || e.createdAt >= end || e.status === "spam") continue;
        enquiries++;
        const row = byDay.get(indiaDay(Date.parse(e.createdAt)));
        if (row) row.enquiries++;
        // Conversion (docs/product.md#leads-answered-in-minutes-issue-32): a page's enquiries are those whose visit landed on it.
        const landing = normalizePath(e.landing || e.page || "");
        if (landing) page(landing).enquiries++;
        if (e.firstResponseAt) {
          const minutes = Math.max(0, (Date.parse(e.firstResponseAt) - Date.parse(e.createdAt)) / 60_000);
          responses.push(minutes);
          const week = weekOf(indiaDay(Date.parse(e.createdAt)));
          weekly.set(week, [...(weekly.get(week) ?? []), minutes]);
        }
        if (e.utmSource) source(sourceKey(e.utmSource, e.utmMedium, e.utmCampaign)).enquiries++;
        if (e.referrerHost) referrer(e.referrerHost).enquiries++;
        if (e.channel) channels.set(e.channel, (channels.get(e.channel) ?? 0) + 1);
      }

      const byInterest = <R extends { views: number; enquiries: number }>(a: R, b: R) => b.enquiries - a.enquiries || b.views - a.views;
      return {
        from,
        to,
        totals: { views: days.reduce((n, d) => n + d.views, 0), enquiries, whatsapp: [...sum.whatsapp.values()].reduce((n, v) => n + v, 0) },
        days,
        pages: [...pages.values()].sort((a, b) => byInterest(a, b) || a.path.localeCompare(b.path)),
        sources: [...sources.values()].sort(byInterest),
        referrers: [...referrers.values()].sort((a, b) => byInterest(a, b) || a.host.localeCompare(b.host)),
        channels: [...channels].map(([channel, n]) => ({ channel, enquiries: n })).sort((a, b) => b.enquiries - a.enquiries),
        responseMinutes: responseFigures(responses),
        responseWeeks: [...weekly].sort(([a], [b]) => a.localeCompare(b)).map(([week, list]) => ({ week, ...responseFigures(list) })),
      };
    },
  };
}

/** Median and 90th percentile (nearest rank) of response minutes, rounded to whole minutes. */
export function responseFigures(minutes: number[]): { median: number | null; p90: number | null; count: number } {
  if (!minutes.length) return { median: null, p90: null, count: 0 };
  const sorted = [...minutes].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median: Math.round(median), p90: Math.round(rank(0.9)), count: sorted.length };
}

/** The Monday (YYYY-MM-DD) of the week of an India day. */
function weekOf(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  const back = (new Date(ms).getUTCDay() + 6) % 7;
  return new Date(ms - back * DAY_MS).toISOString().slice(0, 10);
}

/** A site path as counted: starts with "/", no query or fragment, no trailing slash, at most 200 characters. */
export function normalizePath(raw: string): string | null {
  const path = raw.replace(/[?#].*$/s, "");
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a counted path may not hold
  if (!path.startsWith("/") || path.startsWith("//") || path.length > 200 || /[\s\u0000-\u001f]/.test(path)) return null;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
