// Cookie-free page views, WhatsApp clicks and Call taps: counted in memory, written to the page-view
// page_views table every few seconds as daily counters, and reported with the enquiries by GET /api/analytics.
// No IP, cookie or identifier of a person is kept: only counts per path, referrer host and UTM values.
// See docs/decisions/009-cookie-free-analytics.md.
import { randomUUID } from "node:crypto";
import { apiMessages } from "../../shared/api-messages";
import { EVENT_TYPES, type AnalyticsReport, type ViewCounts } from "../../shared/schemas/analytics";
import { textProblem } from "../../shared/schemas/common";
import { Invalid } from "../errors";
import type { Storage } from "../storage";
import type { AnalyticsReports, DayStamp } from "../storage/reports";
import type { Logger } from "../log";

/** Counters in memory are Maps (their size is known at once); records on disk hold plain objects. */
type Counts = Map<string, number>;
type DayCounts = { paths: Counts; referrers: Counts; sources: Counts; whatsapp: Counts; calls: Counts };
type Table = keyof DayCounts;
const TABLES: readonly Table[] = ["paths", "referrers", "sources", "whatsapp", "calls"];

/** Milliseconds between two writes of the counters (a crash loses at most this much). */
export const VIEW_FLUSH_MS = 5_000;
/**
 * Different keys kept per table and day: the paths are the site's pages (a route answered 200,
 * lower case), the rest is what clients say, so it gets a small fixed number; any further key of the day
 * is counted under OTHER. The counters of a day are therefore bounded whatever the requests: see
 * WORST_CASE_BYTES_PER_DAY and the README.
 */
export const MAX_KEYS_PER_DAY = { paths: 1_000, referrers: 200, sources: 200, whatsapp: 200, calls: 200 } as const;
export const OTHER = "(other)";
/**
 * The current day is folded into one record once its parts (one per flush) hold more than this many bytes
 * beyond PART_FOLD_FACTOR times its last fold: a flood cannot pile up parts, and folds (each a whole day's
 * record) never write more than a fraction of what the parts wrote.
 */
export const PART_FOLD_SLACK_BYTES = 64 * 1024;
export const PART_FOLD_FACTOR = 4;
/** Rows of each table in a report at most; the rest is summed into one OTHER row. */
export const MAX_REPORT_ROWS = { pages: 500, sources: 200, referrers: 200 } as const;
/** Longest stored key per table: a path (normalizePath), a host name, three UTM values of 100 and two tabs. */
const MAX_KEY_LENGTH = { paths: 200, referrers: 253, sources: 302, whatsapp: 200, calls: 200 } as const;
/**
 * The most bytes one record of a day can hold (JSON, every key at its longest with a 10-digit count):
 * about 380 KB. A finished day is one record; the current day at most a fold and its parts,
 * about (1 + PART_FOLD_FACTOR) times that plus PART_FOLD_SLACK_BYTES: under 2 MB.
 */
export const WORST_CASE_BYTES_PER_DAY = 120 + (Object.keys(MAX_KEY_LENGTH) as Table[]).reduce((n, t) => n + (MAX_KEYS_PER_DAY[t] + 1) * (MAX_KEY_LENGTH[t] + 14), 0);
/** The longest range GET /api/analytics reports. */
export const MAX_RANGE_DAYS = 366;
/** Counters older than this are deleted by the nightly job (growth bounded by rule). */
export const VIEW_KEEP_DAYS = 3 * MAX_RANGE_DAYS;
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

const emptyDay = (): DayCounts => ({ paths: new Map(), referrers: new Map(), sources: new Map(), whatsapp: new Map(), calls: new Map() });

/** Adds to a counter; a table at `cap` different keys counts new keys under OTHER. */
function add(counts: Counts, key: string, n: number, cap: number): void {
  if (!counts.has(key) && counts.size >= cap) key = OTHER;
  counts.set(key, (counts.get(key) ?? 0) + n);
}

/** Adds a day's counters (in memory, or a record read from disk) into `into`; `capped` false for a report's sums. */
function fold(into: DayCounts, from: DayCounts | ViewCounts, capped = true): void {
  for (const t of TABLES) {
    // Records and digests written before Call taps were counted have no `calls`.
    const table = from[t] ?? {};
    const cap = capped ? MAX_KEYS_PER_DAY[t] : Infinity;
    for (const [k, n] of table instanceof Map ? table : Object.entries(table)) add(into[t], k, n, cap);
  }
}

/** The `max` largest rows (by `views`, then `enquiries`) and, when there were more, one row summing the rest. */
function topRows<R extends { views: number; enquiries: number }>(rows: R[], max: number, other: (rest: R[]) => R): R[] {
  if (rows.length <= max) return rows;
  rows.sort((a, b) => b.enquiries - a.enquiries || b.views - a.views);
  return [...rows.slice(0, max), other(rows.slice(max))];
}
const sumOf = <R>(rows: R[], f: (r: R) => number) => rows.reduce((n, r) => n + f(r), 0);

/**
 * Keys of each table a report reads from one day: the day's largest, the rest of the day as one OTHER.
 * A year is then at most 366 x 160 keys to sum, whatever was counted (a year of full days took 3.7 s).
 */
export const REPORT_KEYS_PER_DAY = { paths: 100, referrers: 20, sources: 20, whatsapp: 20, calls: 20 } as const;
/** A day's counters as a report reads them: per table, the largest keys and an OTHER row for the rest. */
type Digest = { views: number; tables: Record<Table, [string, number][]> };

function digestOf(c: DayCounts): Digest {
  const tables = {} as Digest["tables"];
  for (const t of TABLES) {
    const entries = [...c[t]];
    const keep = REPORT_KEYS_PER_DAY[t];
    if (entries.length > keep) {
      entries.sort((a, b) => b[1] - a[1]);
      const rest = entries.splice(keep);
      entries.push([OTHER, sumOf(rest, (e) => e[1])]);
    }
    tables[t] = entries;
  }
  let views = 0;
  for (const v of c.paths.values()) views += v;
  return { views, tables };
}

/** The plain-object form of a day's counters, for a record on disk. */
function toRecord(c: DayCounts): Pick<ViewCounts, Table> {
  return {
    paths: Object.fromEntries(c.paths),
    referrers: Object.fromEntries(c.referrers),
    sources: Object.fromEntries(c.sources),
    whatsapp: Object.fromEntries(c.whatsapp),
    calls: Object.fromEntries(c.calls),
  };
}

/** `reports`: the digests of the days and the enquiries' attribution (storage/reports.ts analyticsReports over the same storage). */
export type AnalyticsOptions = { reports: AnalyticsReports; log: Logger; now?: () => number };

/** A day's page_views rows as page_view_digests stamps them: how many, and the last one's seq. */
type Stamp = DayStamp;
/** Whether a stored digest's stamp is still that of its day's rows. */
const stampHolds = (stamp: Stamp | undefined, row: { parts: number; last_seq: number }) => !!stamp && stamp.parts === Number(row.parts) && stamp.last === Number(row.last_seq);

export function createAnalyticsService({ pageViews: journal }: Pick<Storage, "pageViews">, opts: AnalyticsOptions) {
  const { reports } = opts;
  const now = opts.now ?? Date.now;
  const { log } = opts;
  // Nothing of the stored counters is held in memory (memory flat with what is stored): a report
  // reads the digests of its range (page_view_digests), the current day's admission reads the day's keys
  // once, and folding reads the day it folds.
  /** Bytes of the parts written since a day's last fold, and the size of that fold (the current day's). */
  const partBytes = new Map<string, number>();
  const foldBytes = new Map<string, number>();
  /** Counters not yet written. */
  let pending = new Map<string, DayCounts>();
  /** The distinct keys counted so far on the current day (stored and pending), per table: the day's cap. */
  let seen: { day: string; keys: Record<Table, Set<string>> } | undefined;

  /**
   * A day's counters as stored, oldest record first: a rollup holds the whole of its day up to it, so the
   * records before it are dropped (they are still there only when an older version stopped between
   * writing the rollup and removing them).
   */
  function readDay(day: string): { total: DayCounts } {
    let total = emptyDay();
    // One day's records are few and bounded (see PART_FOLD_SLACK_BYTES): read together, in their order of arrival.
    for (const r of journal.find({ where: { day } })) {
      if (r.rollup) total = emptyDay();
      fold(total, r);
    }
    return { total };
  }

  /** The stamps of the days from `from` to `to` that have records. */
  const stamps = (from: string, to: string): Map<string, Stamp> => reports.stamps(from, to);

  /** Stored digests of the days from `from` to `to` that are still those of the days' records. */
  function storedDigests(from: string, to: string, current: Map<string, Stamp>): Map<string, Digest> {
    const out = new Map<string, Digest>();
    for (const r of reports.stored(from, to)) {
      if (!stampHolds(current.get(r.day), r)) continue;
      out.set(r.day, { views: Number(r.views), tables: JSON.parse(r.data) as Digest["tables"] });
    }
    return out;
  }

  /** Makes (and, for a finished day, stores) the digest of a day whose stored one is missing or stale. */
  function makeDigest(day: string, stamp: Stamp): Digest {
    const digest = digestOf(readDay(day).total);
    if (day < currentDay()) {
      try {
        reports.store(day, stamp, digest.views, JSON.stringify(digest.tables));
      } catch (err) {
        // Made again next time (the disk may be full for a while).
        log.warn(`[analytics] could not store a day's digest: ${(err as Error).message}`);
      }
    }
    return digest;
  }

  /** The digests of the days from `from` to `to` that have records. */
  function digestsOf(from: string, to: string): Map<string, Digest> {
    const current = stamps(from, to);
    const digests = storedDigests(from, to, current);
    for (const [day, stamp] of current) if (!digests.has(day)) digests.set(day, makeDigest(day, stamp));
    return digests;
  }

  /** The key a new count of the current day goes under: itself, or OTHER once the day's table is full. */
  function admit(day: string, table: Table, key: string): string {
    if (seen?.day !== day) {
      const s = readDay(day).total;
      const keys = (t: Table) => new Set(s[t].keys());
      seen = { day, keys: { paths: keys("paths"), referrers: keys("referrers"), sources: keys("sources"), whatsapp: keys("whatsapp"), calls: keys("calls") } };
    }
    const set = seen.keys[table];
    if (set.has(key)) return key;
    if (set.size >= MAX_KEYS_PER_DAY[table]) return OTHER;
    set.add(key);
    return key;
  }
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  /** The current India day and the instants it spans: worked out once a day, not once a view. */
  let today = { day: "", from: 0, to: 0 };
  function currentDay(): string {
    const t = now();
    if (t < today.from || t >= today.to) {
      const from = Math.floor((t + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS;
      today = { day: indiaDay(t), from, to: from + DAY_MS };
    }
    return today.day;
  }

  /**
   * Finished days whose digest is missing or stale (records imported, written by an older version, or added
   * by hand), oldest first. start() makes theirs once the server listens, so that a start reads only the
   * days' stamps (a report would make a missing one itself: this only saves the first report the work).
   */
  function staleFinishedDays(): string[] {
    const yesterday = dayOf(dayNumber(currentDay())! - 1);
    const current = stamps("0000-00-00", yesterday);
    for (const r of reports.storedStamps(yesterday)) if (stampHolds(current.get(r.day), r)) current.delete(r.day);
    return [...current.keys()].sort();
  }

  /** Counts one of the current day's `table` (pending until the next flush): a few map operations. */
  function count(table: Table, key: string): void {
    const day = currentDay();
    let counts = pending.get(day);
    if (!counts) pending.set(day, (counts = emptyDay()));
    const c = counts[table];
    const n = c.get(key);
    // A key already counted in this batch was admitted already.
    if (n !== undefined) c.set(key, n + 1);
    else add(c, admit(day, table, key), 1, Infinity);
  }

  /** Writes what was counted since the last flush (one record per day), then folds finished days. */
  async function flushOnce(): Promise<void> {
    const batch = pending;
    pending = new Map();
    if (batch.size) {
      const records = [...batch].map(([day, c]): ViewCounts => ({ id: randomUUID(), day, rollup: false, ...toRecord(c) }));
      for (const r of records) partBytes.set(r.day, (partBytes.get(r.day) ?? 0) + Buffer.byteLength(JSON.stringify(r)));
      try {
        journal.transaction(() => records.forEach((r) => journal.create(r)));
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
    try {
      rollUp();
    } catch (err) {
      log.warn(`[analytics] could not fold finished days: ${(err as Error).message}`);
    }
  }

  /**
   * Days before today with more than one record, and today once its parts outgrow its last fold (see
   * PART_FOLD_SLACK_BYTES), become one record: the stored counters grow with the days, not with the requests.
   * Each fold is one transaction (the rollup and the removal of what it folded).
   */
  function rollUp(): void {
    const today = currentDay();
    const days = [...journal.countBy("day")].filter(([, n]) => n > 1).map(([day]) => day);
    for (const day of days) {
      if (day >= today && (partBytes.get(day) ?? 0) <= PART_FOLD_FACTOR * (foldBytes.get(day) ?? 0) + PART_FOLD_SLACK_BYTES) continue;
      const record = journal.transaction(() => {
        // Every record of the day is read and folded here, so all of them make way for the rollup.
        const { total } = readDay(day);
        const rollup: ViewCounts = { id: randomUUID(), day, rollup: true, ...toRecord(total) };
        journal.removeWhere({ day });
        journal.create(rollup);
        return rollup;
      });
      partBytes.delete(day);
      if (day >= today) foldBytes.set(day, Buffer.byteLength(JSON.stringify(record)));
      else foldBytes.delete(day);
    }
    for (const day of partBytes.keys()) if (day < today) partBytes.delete(day);
    for (const day of foldBytes.keys()) if (day < today) foldBytes.delete(day);
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
      count("paths", v.path);
      if (v.referrerHost) count("referrers", v.referrerHost);
      if (v.utm) count("sources", sourceKey(v.utm.source, v.utm.medium, v.utm.campaign));
    },

    /** POST /api/events: `{ type: "whatsapp" | "call", path }`. */
    event(body: unknown): void {
      const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
      if (typeof b.type !== "string" || !(EVENT_TYPES as readonly string[]).includes(b.type)) throw new Invalid(apiMessages.eventType);
      // The strict text rule (no lone surrogates, no control characters) before anything is stored.
      const path = typeof b.path === "string" && textProblem(b.path) === null ? normalizePath(b.path) : null;
      if (!path) throw new Invalid(apiMessages.eventPath);
      count(b.type === "call" ? "calls" : "whatsapp", path);
    },

    flush,

    /** Deletes the counters of days older than `keepDays` (the nightly job); returns how many records went. */
    prune(keepDays = VIEW_KEEP_DAYS): number {
      const cutoff = indiaDay(now() - keepDays * DAY_MS);
      return journal.transaction(() => {
        reports.pruneBefore(cutoff);
        return journal.removeWhere({ day: { lt: cutoff } });
      });
    },

    /** Writes the counters every VIEW_FLUSH_MS; returns the stop function (which writes the rest). */
    start(): () => Promise<void> {
      timer ??= setInterval(() => void flush(), VIEW_FLUSH_MS);
      timer.unref();
      // The missing digests, one day per turn of the event loop: requests are answered in between.
      let stopped = false;
      const days = staleFinishedDays();
      const next = (): void => {
        const day = days.shift();
        if (stopped || day === undefined) return;
        const stamp = stamps(day, day).get(day);
        if (stamp) makeDigest(day, stamp);
        setImmediate(next);
      };
      setImmediate(next);
      return async () => {
        stopped = true;
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
      const stored = digestsOf(from, to);
      for (let n = first; n <= last; n++) {
        const date = dayOf(n);
        const row = { date, views: 0, enquiries: 0 };
        const waiting = pending.get(date);
        for (const d of [stored.get(date), waiting && digestOf(waiting)]) {
          if (!d) continue;
          for (const t of TABLES) for (const [k, n] of d.tables[t] ?? []) sum[t].set(k, (sum[t].get(k) ?? 0) + n);
          row.views += d.views;
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

      // Enquiries of the range (India days of createdAt), read from their columns only.
      const start = new Date(first * DAY_MS - INDIA_OFFSET_MS).toISOString();
      const end = new Date((last + 1) * DAY_MS - INDIA_OFFSET_MS).toISOString();
      let enquiries = 0;
      const responses: number[] = [];
      const weekly = new Map<string, number[]>();
      // Spam is not a lead: left out of every figure, as on the dashboard.
      for (const e of reports.enquiryAttribution(start, end)) {
        enquiries++;
        const row = byDay.get(indiaDay(Date.parse(e.created_at)));
        if (row) row.enquiries++;
        // Conversion (docs/product.md#leads-answered-in-minutes-issue-32): a page's enquiries are those whose visit landed on it.
        const landing = normalizePath(e.landing || e.page || "");
        if (landing) page(landing).enquiries++;
        if (e.first_response_at) {
          const minutes = Math.max(0, (Date.parse(e.first_response_at) - Date.parse(e.created_at)) / 60_000);
          responses.push(minutes);
          const week = weekOf(indiaDay(Date.parse(e.created_at)));
          weekly.set(week, [...(weekly.get(week) ?? []), minutes]);
        }
        if (e.utm_source) source(sourceKey(e.utm_source, e.utm_medium, e.utm_campaign)).enquiries++;
        if (e.referrer_host) referrer(e.referrer_host).enquiries++;
        if (e.channel) channels.set(e.channel, (channels.get(e.channel) ?? 0) + 1);
      }

      const byInterest = <R extends { views: number; enquiries: number }>(a: R, b: R) => b.enquiries - a.enquiries || b.views - a.views;
      return {
        from,
        to,
        totals: { views: days.reduce((n, d) => n + d.views, 0), enquiries, whatsapp: [...sum.whatsapp.values()].reduce((n, v) => n + v, 0) },
        days,
        // A year of hostile keys stays a small answer: the top rows, the rest as one OTHER row.
        pages: topRows([...pages.values()], MAX_REPORT_ROWS.pages, (rest) => ({
          path: OTHER,
          views: sumOf(rest, (r) => r.views),
          enquiries: sumOf(rest, (r) => r.enquiries),
          whatsapp: sumOf(rest, (r) => r.whatsapp),
        })).sort((a, b) => byInterest(a, b) || a.path.localeCompare(b.path)),
        sources: topRows([...sources.values()], MAX_REPORT_ROWS.sources, (rest) => ({
          source: OTHER,
          medium: "",
          campaign: "",
          views: sumOf(rest, (r) => r.views),
          enquiries: sumOf(rest, (r) => r.enquiries),
        })).sort(byInterest),
        referrers: topRows([...referrers.values()], MAX_REPORT_ROWS.referrers, (rest) => ({
          host: OTHER,
          views: sumOf(rest, (r) => r.views),
          enquiries: sumOf(rest, (r) => r.enquiries),
        })).sort((a, b) => byInterest(a, b) || a.host.localeCompare(b.host)),
        channels: [...channels].map(([channel, n]) => ({ channel, enquiries: n })).sort((a, b) => b.enquiries - a.enquiries),
        calls: {
          total: [...sum.calls.values()].reduce((n, v) => n + v, 0),
          pages: [...sum.calls]
            .map(([path, calls]) => ({ path, calls }))
            .sort((a, b) => b.calls - a.calls || a.path.localeCompare(b.path))
            .slice(0, MAX_REPORT_ROWS.pages),
        },
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

/** A site path as counted: starts with "/", lower case, no query or fragment, no trailing slash, at most 200 characters. */
export function normalizePath(raw: string): string | null {
  const path = raw.replace(/[?#].*$/s, "").toLowerCase();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a counted path may not hold
  if (!path.startsWith("/") || path.startsWith("//") || path.length > 200 || /[\s\u0000-\u001f]/.test(path)) return null;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
