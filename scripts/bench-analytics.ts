// npm run bench:analytics — the leads figures on two years of data: GET /api/analytics's report
// over 7, 90 and 366 days with 730 days of page-view counters and 50,000 enquiries, the inbox's filtered
// pages over those enquiries, a flush of 10,000 counted views, and opening the journals at start-up.
// Runs in a temporary DATA_DIR; prints medians of several runs (ms).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createAnalyticsService, indiaDay } from "../src/server/services/analytics";
import { createEnquiryServices } from "../src/server/services/enquiries";
import { createMailer } from "../src/server/services/mailer";
import { silentLogger } from "../src/server/log";
import { openStorage } from "../src/server/storage";
import { analyticsReports } from "../src/server/storage/reports";
import type { ViewCounts } from "../src/shared/schemas/analytics";
import { fakeEnquiries } from "./lib/fake-enquiries";
import { quantile } from "./lib/stats";

const DAYS = 730;
const ENQUIRIES = 50_000;
const PATHS = 300;
const RUNS = 7;
const quiet = silentLogger();

async function time(label: string, fn: () => unknown | Promise<unknown>, runs = RUNS): Promise<void> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  console.log(`${label.padEnd(58)} ${quantile(ms, 0.5).toFixed(2).padStart(9)} ms  (median of ${runs})`);
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-analytics-"));
try {
  const end = Date.now();
  const start = end - DAYS * 86_400_000;
  let storage = await openStorage(dir, { log: quiet });
  // Two years of days, each with views on PATHS pages, 40 referrers and 60 campaigns (one rollup record a day).
  const records: ViewCounts[] = [];
  for (let d = 0; d < DAYS; d++) {
    const day = indiaDay(start + d * 86_400_000);
    const paths: Record<string, number> = {};
    for (let p = 0; p < PATHS; p++) paths[p ? `/blog/post-${p}` : "/"] = 1 + ((d * 31 + p * 7) % 90);
    const referrers = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`site${i}.example`, 1 + ((d + i) % 20)]));
    const sources = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`src${i % 10}\tcpc\tcampaign-${i}`, 1 + ((d + i) % 15)]));
    records.push({ id: `day-${day}`, day, rollup: true, paths, referrers, sources, whatsapp: { "/": d % 7 } });
  }
  storage.transaction(() => records.forEach((r) => storage.pageViews.create(r)));
  const step = Math.floor((end - start) / ENQUIRIES);
  const enquiries = fakeEnquiries(ENQUIRIES, start, step);
  for (let i = 0; i < enquiries.length; i += 5000) storage.transaction(() => enquiries.slice(i, i + 5000).forEach((e) => storage.enquiries.create(e)));
  await storage.close();

  console.log(`${DAYS} days of page-view counters (${PATHS} pages a day) and ${ENQUIRIES.toLocaleString("en-IN")} enquiries`);
  let t = performance.now();
  storage = await openStorage(dir, { log: quiet });
  console.log(`${"open storage (site.db) at start-up".padEnd(58)} ${(performance.now() - t).toFixed(2).padStart(9)} ms`);
  t = performance.now();
  const analytics = createAnalyticsService(storage, { reports: analyticsReports(storage), log: quiet });
  console.log(`${"create the analytics service (reads no counter)".padEnd(58)} ${(performance.now() - t).toFixed(2).padStart(9)} ms`);
  // Once the server listens, start() makes each finished day's digest (once: they are stored), a day per turn.
  t = performance.now();
  const stop = analytics.start();
  const digests = () => Number(storage.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM page_view_digests")?.n ?? 0);
  while (digests() < DAYS - 1) await new Promise((r) => setTimeout(r, 5));
  await stop();
  console.log(`${`make the ${DAYS - 1} finished days' digests (first start only)`.padEnd(58)} ${(performance.now() - t).toFixed(2).padStart(9)} ms`);
  const today = indiaDay(end);
  const back = (n: number) => indiaDay(end - (n - 1) * 86_400_000);
  await time("GET /api/analytics report, 7 days", () => analytics.report({ from: back(7), to: today }));
  await time("GET /api/analytics report, 90 days", () => analytics.report({ from: back(90), to: today }));
  await time("GET /api/analytics report, 366 days", () => analytics.report({ from: back(366), to: today }));

  const service = createEnquiryServices(storage, {
    mailer: createMailer({ siteUrl: "http://x", mailFrom: "a@b.c" }),
    secret: "x".repeat(32),
    minFillMs: 0,
    rateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
    log: quiet,
  }).inbox;
  await time("inbox page 1 (50 newest), no filter", () => service.list({}));
  await time("inbox page 1, channel + utm_source + 1 year", () => service.list({ channel: "modal", utmSource: "google", from: back(366), to: today }));
  await time("inbox page 1, text search", () => service.list({ q: "pune" }));
  await time("inbox last page, status filter", () => service.list({ status: "closed", page: "300" }));

  await time(
    "count 10,000 views, then one flush (one append + fsync)",
    async () => {
      for (let i = 0; i < 10_000; i++) analytics.view({ path: `/blog/post-${i % 500}`, referrerHost: i % 3 ? "www.google.com" : undefined });
      await analytics.flush();
    },
    5,
  );
  await storage.close();
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
