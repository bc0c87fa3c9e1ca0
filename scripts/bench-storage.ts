// `npm run bench:storage`: storage with five years of data, in DATA_DIR/site.db. Generates, in a temporary
// DATA_DIR: 50,000 enquiries, 5,000 posts with 10 revisions each (50,000), 20,000 activity entries and two
// years of daily page-view counters for 100 pages (73,000 counters in 730 daily rows). Then starts the
// production server on it and prints: one enquiry append, one post save, the inbox's first page, a filtered
// page, the CSV of a month, start-up time and memory, and a cached page's latency (wrk, when installed) alone
// and during a burst of 50 enquiries.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { promisify } from "node:util";
import { sanitizeRichText } from "../src/server/services/sanitize";
import { silentLogger } from "../src/server/log";
import { openStorage } from "../src/server/storage";
import { readSeedContent } from "../src/server/storage/seed-files";
import type { ActivityEntry } from "../src/shared/schemas/activity";
import type { ViewCounts } from "../src/shared/schemas/analytics";
import { blogInputSchema, type Blog } from "../src/shared/schemas/blog";
import type { Revision } from "../src/shared/schemas/revision";
import { cycle } from "./lib/cycle";
import { fakeEnquiries } from "./lib/fake-enquiries";
import { startProductionServer } from "./lib/production-server";
import { loadAverage, quantile } from "./lib/stats";

const ENQUIRIES = 50_000;
const ACTIVITY = 20_000;
const POSTS = 5_000;
const REVISIONS_PER_POST = 10;
const VIEW_PAGES = 100;
const VIEW_DAYS = 730;
const ADMIN = { email: "bench@example.com", password: "bench-password-1" };

// ---- helpers --------------------------------------------------------------------------------------

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}
async function repeat(times: number, fn: (i: number) => Promise<unknown>): Promise<{ median: number; p99: number }> {
  const all: number[] = [];
  for (let i = 0; i < times; i++) all.push((await timed(() => fn(i))).ms);
  return { median: quantile(all, 0.5), p99: quantile(all, 0.99) };
}
async function dirBytes(dir: string): Promise<number> {
  let total = 0;
  for (const e of await fs.readdir(dir, { recursive: true, withFileTypes: true })) if (e.isFile()) total += (await fs.stat(path.join(e.parentPath, e.name))).size;
  return total;
}
const rssOf = async (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(await fs.readFile(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

// ---- generation -----------------------------------------------------------------------------------

async function generate(dataDir: string): Promise<void> {
  const storage = await openStorage(dataDir, { log: silentLogger() });
  const enquiries = fakeEnquiries(ENQUIRIES, Date.now() - ENQUIRIES * 48 * 60_000);
  const createAll = <T>(repo: { create(r: T): T }, rows: readonly T[]) => storage.transaction(() => rows.forEach((r) => repo.create(r)));
  for (let i = 0; i < enquiries.length; i += 2000) createAll(storage.enquiries, enquiries.slice(i, i + 2000));

  const base = (await readSeedContent()).posts.map((b) => blogInputSchema.parse(b));
  const start = Date.now() - POSTS * 8 * 3_600_000;
  const posts: Blog[] = Array.from({ length: POSTS }, (_, i) => {
    const b = cycle(base, i);
    const at = new Date(start + i * 8 * 3_600_000).toISOString();
    return {
      ...b,
      locale: "en",
      id: `post-${i}`,
      excerpt: `${b.excerpt}-${i}`,
      title: `${b.title} (${i})`,
      content: sanitizeRichText(b.content),
      date: at,
      createdAt: at,
      updatedAt: at,
    };
  });
  createAll(storage.posts, posts);
  // The search index as a running site has it (the first start of an older DATA_DIR fills it once; not measured here).
  storage.postSearch.fill(posts);

  const actions = ["sign-in", "update", "create", "update", "publish", "archive"] as const;
  const aStart = Date.now() - ACTIVITY * 2 * 3_600_000;
  const activity: ActivityEntry[] = Array.from({ length: ACTIVITY }, (_, n) => ({
    id: `act-${n}`,
    at: new Date(aStart + n * 2 * 3_600_000).toISOString(),
    actor: { name: `Staff ${n % 6}`, email: `staff${n % 6}@firm.example` },
    action: cycle(actions, n),
    target: { type: "post", id: `post-${n % POSTS}`, title: `Post ${n % POSTS}` },
    ip: `127.0.0.${n % 255}`,
  }));
  for (let i = 0; i < ACTIVITY; i += 2000) createAll(storage.activity, activity.slice(i, i + 2000));

  for (let p = 0; p < POSTS; p += 200) {
    const batch: Revision[] = [];
    for (const [k, post] of posts.slice(p, p + 200).entries()) {
      const i = p + k;
      for (let r = 0; r < REVISIONS_PER_POST; r++)
        batch.push({
          id: `rev-${i}-${r}`,
          postId: post.id,
          savedAt: new Date(start + i * 8 * 3_600_000 + r * 60_000).toISOString(),
          savedBy: { name: `Staff ${r % 6}`, email: `staff${r % 6}@firm.example` },
          post: { ...post, title: `${post.title} r${r}` },
        });
    }
    createAll(storage.revisions, batch);
  }
  const vStart = Date.now() - VIEW_DAYS * 86_400_000;
  const days: ViewCounts[] = Array.from({ length: VIEW_DAYS }, (_, day) => {
    const date = new Date(vStart + day * 86_400_000).toISOString().slice(0, 10);
    const paths = Object.fromEntries(Array.from({ length: VIEW_PAGES }, (_, pg) => [`/p/${pg}`, (day * 31 + pg * 7) % 500]));
    return { id: `views-${date}`, day: date, rollup: true, paths, referrers: {}, sources: {}, whatsapp: {} };
  });
  createAll(storage.pageViews, days);
  await storage.close();
}

// ---- in-process: what a write costs the event loop (the time a cached page would wait) -------------

async function eventLoopDuring(task: () => Promise<unknown>): Promise<{ ms: number; maxDelay: number }> {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  const t = performance.now();
  await task();
  const took = performance.now() - t;
  h.disable();
  return { ms: took, maxDelay: h.max / 1e6 };
}

async function inProcess(dataDir: string) {
  const storage = await openStorage(dataDir, { log: silentLogger() });
  try {
    // New ids each run: a kept BENCH_STORAGE_DIR already holds the previous runs' rows.
    const fresh = fakeEnquiries(ENQUIRIES + 200, Date.now() - ENQUIRIES * 48 * 60_000)
      .slice(ENQUIRIES + 100)
      .map((e) => ({ ...e, id: randomUUID() }));
    const single: number[] = [];
    for (const e of fresh.slice(0, 30)) single.push((await timed(async () => storage.enquiries.create(e))).ms);
    const burst = await eventLoopDuring(() => Promise.all(fresh.slice(30, 80).map(async (e) => storage.enquiries.create(e))));
    // A post save as the blog service makes it: the post and the revision of the state it replaced, one transaction.
    const save = await eventLoopDuring(async () =>
      storage.transaction(() => {
        const post = storage.posts.get("post-100");
        if (!post) throw new Error("The generated data has no post-100");
        storage.posts.update(post.id, { title: `In-process save ${randomUUID()}` });
        storage.revisions.create({ id: `rev-in-process-${randomUUID()}`, postId: post.id, savedAt: post.updatedAt, savedBy: { name: "Bench", email: "" }, post });
      }),
    );
    return { append: quantile(single, 0.5), appendP99: quantile(single, 0.99), burst, save };
  } finally {
    await storage.close();
  }
}

// ---- the server -----------------------------------------------------------------------------------

const startServer = (dir: string) =>
  startProductionServer({ dir, demo: false, admin: ADMIN, readyPath: "/healthz", env: { ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_RATE_LIMIT: "1000000" } });

async function sendEnquiry(base: string, n: number): Promise<number> {
  const { data } = (await (await fetch(`${base}/api/send-message/token`)).json()) as { data: { token: string } };
  const t = performance.now();
  const res = await fetch(`${base}/api/send-message`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      formToken: data.token,
      name: `Bench ${n}`,
      email: `bench${n}@example.in`,
      phone: "9811045632",
      message: `Benchmark enquiry ${n}`,
      source: "contact-page",
    }),
  });
  if (res.status !== 200) throw new Error(`enquiry answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - t;
}

/** wrk on one URL: p50 and p99 in ms and requests per second. */
async function wrk(url: string, seconds: number): Promise<{ p50: number; p99: number; rps: number }> {
  const installed = await promisify(execFile)("sh", ["-c", "command -v wrk"]).then(
    () => true,
    () => false,
  );
  if (!installed) {
    await new Promise((r) => setTimeout(r, seconds * 1000)); // the burst still runs for as long
    return { p50: NaN, p99: NaN, rps: NaN };
  }
  const { stdout } = await promisify(execFile)("wrk", ["-t1", "-c8", `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url]);
  const unit = (v: string, u: string) => Number(v) * (u === "us" ? 0.001 : u === "s" ? 1000 : 1);
  const at = (q: string) => {
    const m = new RegExp(`${q}%\\s+([\\d.]+)(us|ms|s)`).exec(stdout);
    return m?.[1] && m[2] ? unit(m[1], m[2]) : NaN;
  };
  return { p50: at("50"), p99: at("99"), rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN) };
}

/** BENCH_STORAGE_DIR=path keeps the generated five years there (made once, reused by the next runs, never removed). */
const KEEP_DIR = process.env.BENCH_STORAGE_DIR;

async function main() {
  const dir = KEEP_DIR ? path.resolve(KEEP_DIR) : await fs.mkdtemp(path.join(os.tmpdir(), "crd-bench-storage-"));
  const dataDir = path.join(dir, "data");
  const kept = KEEP_DIR
    ? await fs.stat(path.join(dataDir, "site.db")).then(
        () => true,
        () => false,
      )
    : false;
  try {
    if (kept) process.stderr.write(`reusing the data in ${dataDir}\n`);
    else {
      process.stderr.write("generating data...\n");
      const gen = await timed(() => generate(dataDir));
      process.stderr.write(`generated in ${(gen.ms / 1000).toFixed(1)} s: ${mb(await dirBytes(dataDir))} in DATA_DIR\n`);
    }
    const dbBytes = (await fs.stat(path.join(dataDir, "site.db"))).size;

    const server = await startServer(dir);
    const rss = await rssOf(server.child.pid!);
    const { base } = server;
    try {
      const login = (await (await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) })).json()) as {
        token: string;
      };
      const auth = { authorization: `Bearer ${login.token}` };
      const get = async (p: string) => {
        const res = await fetch(base + p, { headers: auth });
        if (!res.ok) throw new Error(`${p} answered ${res.status}`);
        return res.arrayBuffer();
      };

      let n = 0;
      await sendEnquiry(base, n++); // warm-up
      const appends: number[] = [];
      for (let i = 0; i < 30; i++) appends.push(await sendEnquiry(base, n++));

      const post = (await (await fetch(`${base}/api/blogs/post-2500`, { headers: auth })).json()) as { data: Blog };
      const save = await repeat(30, (i) =>
        fetch(`${base}/api/blogs/post-2500`, {
          method: "PUT",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ ...post.data, title: `Saved ${i}` }),
        }).then(async (r) => {
          if (!r.ok) throw new Error(`post save answered ${r.status}: ${await r.text()}`);
          const body = (await r.json()) as { data: Blog };
          post.data = body.data; // the next save sends the current version (updatedAt)
        }),
      );

      await get("/api/enquiries");
      const firstPage = await repeat(20, () => get("/api/enquiries"));
      const firstPageBytes = (await get("/api/enquiries")).byteLength;
      const filteredPath = "/api/enquiries?status=contacted&source=home-dialog&q=delhi&page=2&limit=50";
      const filtered = await repeat(20, () => get(filteredPath));
      const lastMonth = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 7);
      const days = new Date(Date.UTC(Number(lastMonth.slice(0, 4)), Number(lastMonth.slice(5, 7)), 0)).getUTCDate();
      const csv = await timed(() => get(`/api/enquiries.csv?from=${lastMonth}-01&to=${lastMonth}-${days}`));

      // A cached page alone, then during a burst of 50 enquiries sent at once.
      await get("/");
      const alone = await wrk(`${base}/`, 4);
      const during = wrk(`${base}/`, 4);
      await new Promise((r) => setTimeout(r, 1000));
      const burst = await timed(() => Promise.all(Array.from({ length: 50 }, () => sendEnquiry(base, n++))));
      const withBurst = await during;

      await server.stop();
      const own = await inProcess(dataDir);
      const cores = os.cpus().length;
      const load = loadAverage();
      const rows: [string, string, string][] = [
        ["one enquiry append (POST /api/send-message)", `median ${ms(quantile(appends, 0.5))}, p99 ${ms(quantile(appends, 0.99))}`, "median < 5 ms"],
        ["one post save (PUT /api/blogs/:id, 5,000 posts)", `median ${ms(save.median)}, p99 ${ms(save.p99)}`, "p99 < 15 ms"],
        ["inbox first page (GET /api/enquiries, 50 of 50,000)", `median ${ms(firstPage.median)}, p99 ${ms(firstPage.p99)} (${Math.round(firstPageBytes / 1024)} KB)`, "< 50 ms"],
        ["filtered page (status, source, text, page 2)", `median ${ms(filtered.median)}, p99 ${ms(filtered.p99)}`, "< 50 ms"],
        [`CSV of a month (${lastMonth})`, `${ms(csv.ms)} (${Math.round(csv.value.byteLength / 1024)} KB)`, ""],
        ["server start-up (spawn to /healthz)", ms(server.startMs), "< 1 s"],
        ["server memory after start-up (RSS)", mb(rss), "< 150 MB"],
        ["database file (DATA_DIR/site.db)", mb(dbBytes), ""],
        ["cached page / alone (wrk, 8 connections)", `p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}, ${Math.round(alone.rps)} req/s`, ""],
        ["cached page / during a burst of 50 appends", `p50 ${ms(withBurst.p50)}, p99 ${ms(withBurst.p99)} (burst took ${ms(burst.ms)})`, "p99 < 50 ms"],
        ["in-process: one enquiry insert (commit, fsync)", `median ${ms(own.append)}, p99 ${ms(own.appendP99)}`, ""],
        ["in-process: 50 appends at once, longest event-loop stall", `${ms(own.burst.maxDelay)} (all 50 on disk in ${ms(own.burst.ms)})`, "< 50 ms"],
        ["in-process: one post save + revision, longest stall", `${ms(own.save.maxDelay)} (saved in ${ms(own.save.ms)})`, "< 20 ms"],
      ];
      console.info(
        `\nStorage benchmark: ${ENQUIRIES.toLocaleString("en-IN")} enquiries, ${POSTS.toLocaleString("en-IN")} posts x ${REVISIONS_PER_POST} revisions, ${ACTIVITY.toLocaleString("en-IN")} activity entries, ${(VIEW_PAGES * VIEW_DAYS).toLocaleString("en-IN")} page-view counters; ${cores} cores (${os.cpus()[0]?.model ?? "?"}), load average ${load.toFixed(1)}`,
      );
      const w = Math.max(...rows.map((r) => r[0].length));
      for (const [what, figure, goal] of rows) console.info(`  ${what.padEnd(w)}  ${figure}${goal ? `   [goal ${goal}]` : ""}`);
    } finally {
      await server.stop();
    }
  } finally {
    if (!KEEP_DIR) await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
