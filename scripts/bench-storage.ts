// `npm run bench:storage`: storage with five years of data. Generates, in a temporary DATA_DIR:
// 50,000 enquiries (the enquiries journal), 5,000 posts (blogs.json), and, through journals of their
// own, 20,000 activity entries, 10 revisions of each post (50,000) and two years of daily page-view
// counters for 100 pages (73,000). Then starts the production server on it and prints: one enquiry
// append, one post save, the inbox's first page, a filtered page, the CSV of a month, start-up time and
// memory, and a cached page's latency (wrk) alone and during a burst of 50 enquiries.
// The activity/revision/page-view journals here stand in for those of the other services (their own
// record shapes may differ); they are loaded by a separate process to measure what they add to start-up.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { promisify } from "node:util";
import { z } from "zod";
import { sanitizeRichText } from "../src/server/services/sanitize";
import { silentLogger } from "../src/server/log";
import { openStorage } from "../src/server/storage";
import { Journal } from "../src/server/storage/journal";
import { readSeedContent } from "../src/server/storage/seed-files";
import { blogInputSchema, type Blog } from "../src/shared/schemas/blog";
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

// ---- stand-in journals of the other issues -------------------------------------------------------

const benchActivitySchema = z.object({ id: z.string(), at: z.string(), actor: z.string(), action: z.string(), target: z.string(), details: z.string() });
const benchRevisionSchema = z.object({ id: z.string(), postId: z.string(), at: z.string(), author: z.string(), title: z.string(), content: z.string() });
const benchViewsSchema = z.object({ id: z.string(), day: z.string(), path: z.string(), views: z.number().int() });
const openBenchJournals = (dataDir: string) =>
  Promise.all([
    Journal.open(dataDir, "bench-activity", { schema: benchActivitySchema, summarize: (a) => ({ id: a.id, at: a.at, actor: a.actor, action: a.action }), log: silentLogger() }),
    Journal.open(dataDir, "bench-revisions", { schema: benchRevisionSchema, summarize: (r) => ({ id: r.id, postId: r.postId, at: r.at, author: r.author }), log: silentLogger() }),
    Journal.open(dataDir, "bench-pageviews", { schema: benchViewsSchema, log: silentLogger() }),
  ]);

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
  const log = silentLogger();
  const storage = await openStorage(dataDir, { log });
  const enquiries = fakeEnquiries(ENQUIRIES, Date.now() - ENQUIRIES * 48 * 60_000);
  for (let i = 0; i < enquiries.length; i += 2000) await storage.enquiries.appendMany(enquiries.slice(i, i + 2000));

  const base = (await readSeedContent()).posts.map((b) => blogInputSchema.parse(b));
  const start = Date.now() - POSTS * 8 * 3_600_000;
  const posts: Blog[] = Array.from({ length: POSTS }, (_, i) => {
    const b = cycle(base, i);
    const at = new Date(start + i * 8 * 3_600_000).toISOString();
    return { ...b, id: `post-${i}`, excerpt: `${b.excerpt}-${i}`, title: `${b.title} (${i})`, content: sanitizeRichText(b.content), date: at, createdAt: at, updatedAt: at };
  });
  await storage.blogs.write((items) => void items.push(...posts));
  await storage.close();

  const [activity, revisions, views] = await openBenchJournals(dataDir);
  const actions = ["login", "post.update", "post.create", "enquiry.update", "offer.update", "logout"];
  const aStart = Date.now() - ACTIVITY * 2 * 3_600_000;
  for (let i = 0; i < ACTIVITY; i += 2000) {
    await activity.appendMany(
      Array.from({ length: Math.min(2000, ACTIVITY - i) }, (_, k) => {
        const n = i + k;
        return {
          id: `act-${n}`,
          at: new Date(aStart + n * 2 * 3_600_000).toISOString(),
          actor: `staff${n % 6}@firm.example`,
          action: cycle(actions, n),
          target: `post-${n % POSTS}`,
          details: `127.0.0.${n % 255}`,
        };
      }),
    );
  }
  for (let p = 0; p < POSTS; p += 200) {
    const batch = [];
    for (const [k, post] of posts.slice(p, p + 200).entries()) {
      const i = p + k;
      for (let r = 0; r < REVISIONS_PER_POST; r++)
        batch.push({
          id: `rev-${i}-${r}`,
          postId: post.id,
          at: new Date(start + i * 8 * 3_600_000 + r * 60_000).toISOString(),
          author: `staff${r % 6}@firm.example`,
          title: post.title,
          content: post.content,
        });
    }
    await revisions.appendMany(batch);
  }
  const vStart = Date.now() - VIEW_DAYS * 86_400_000;
  for (let d = 0; d < VIEW_DAYS; d += 20) {
    const batch = [];
    for (let day = d; day < Math.min(VIEW_DAYS, d + 20); day++) {
      const date = new Date(vStart + day * 86_400_000).toISOString().slice(0, 10);
      for (let pg = 0; pg < VIEW_PAGES; pg++) batch.push({ id: `${date}:/p/${pg}`, day: date, path: `/p/${pg}`, views: (day * 31 + pg * 7) % 500 });
    }
    await views.appendMany(batch);
  }
  for (const j of [activity, revisions, views]) await j.close();
}

// ---- the journals of the other issues: load time and memory, in a process of their own -------------

async function measureBenchJournalLoad(dataDir: string): Promise<{ ms: number; heap: number; rss: number }> {
  if (process.argv[2] === "--load-only") {
    const t = performance.now();
    const js = await openBenchJournals(dataDir);
    const took = performance.now() - t;
    (globalThis as { gc?: () => void }).gc?.();
    const m = process.memoryUsage();
    process.stdout.write(JSON.stringify({ ms: took, heap: m.heapUsed, rss: m.rss, sizes: js.map((j) => j.size) }));
    process.exit(0);
  }
  const { stdout } = await promisify(execFile)(process.execPath, ["--expose-gc", "--import", "tsx", "scripts/bench-storage.ts", "--load-only", dataDir], { maxBuffer: 1e6 });
  return JSON.parse(stdout) as { ms: number; heap: number; rss: number };
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
    const fresh = fakeEnquiries(ENQUIRIES + 200, Date.now() - ENQUIRIES * 48 * 60_000).slice(ENQUIRIES + 100);
    const single: number[] = [];
    for (const e of fresh.slice(0, 30)) single.push((await timed(() => storage.enquiries.append(e))).ms);
    const burst = await eventLoopDuring(() => Promise.all(fresh.slice(30, 80).map((e) => storage.enquiries.append(e))));
    const save = await eventLoopDuring(() =>
      storage.blogs.write((items) => {
        const post = items[100];
        if (!post) throw new Error("The generated data has fewer than 101 posts");
        post.title = "In-process save";
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
  const { stdout } = await promisify(execFile)("wrk", ["-t1", "-c8", `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url]);
  const unit = (v: string, u: string) => Number(v) * (u === "us" ? 0.001 : u === "s" ? 1000 : 1);
  const at = (q: string) => {
    const m = new RegExp(`${q}%\\s+([\\d.]+)(us|ms|s)`).exec(stdout);
    return m?.[1] && m[2] ? unit(m[1], m[2]) : NaN;
  };
  return { p50: at("50"), p99: at("99"), rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN) };
}

async function main() {
  if (process.argv[2] === "--load-only") {
    const dataDir = process.argv[3];
    if (!dataDir) throw new Error("Usage: bench-storage.ts --load-only DATA_DIR");
    return void (await measureBenchJournalLoad(dataDir));
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "crd-bench-storage-"));
  const dataDir = path.join(dir, "data");
  try {
    process.stderr.write("generating data...\n");
    const gen = await timed(() => generate(dataDir));
    process.stderr.write(`generated in ${(gen.ms / 1000).toFixed(1)} s: ${mb(await dirBytes(dataDir))} in DATA_DIR\n`);
    const others = await measureBenchJournalLoad(dataDir);

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
      const save = await repeat(10, (i) =>
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
        ["one enquiry append (POST /api/send-message)", `median ${ms(quantile(appends, 0.5))}, p99 ${ms(quantile(appends, 0.99))}`, "< 20 ms"],
        ["one post save (PUT /api/blogs/:id, 5,000 posts)", `median ${ms(save.median)}, max ${ms(save.p99)}`, "< 100 ms"],
        ["inbox first page (GET /api/enquiries, 50 of 50,000)", `median ${ms(firstPage.median)}, p99 ${ms(firstPage.p99)} (${Math.round(firstPageBytes / 1024)} KB)`, "< 50 ms"],
        ["filtered page (status, source, text, page 2)", `median ${ms(filtered.median)}, p99 ${ms(filtered.p99)}`, "< 50 ms"],
        [`CSV of a month (${lastMonth})`, `${ms(csv.ms)} (${Math.round(csv.value.byteLength / 1024)} KB)`, ""],
        ["server start-up (spawn to /healthz)", ms(server.startMs), "< 2 s"],
        ["server memory after start-up (RSS)", mb(rss), "< 250 MB"],
        ["+ activity, revision, page-view journals (own process)", `${ms(others.ms)} to load, heap ${mb(others.heap)}, RSS ${mb(others.rss)}`, ""],
        ["cached page / alone (wrk, 8 connections)", `p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)}, ${Math.round(alone.rps)} req/s`, ""],
        ["cached page / during a burst of 50 appends", `p50 ${ms(withBurst.p50)}, p99 ${ms(withBurst.p99)} (burst took ${ms(burst.ms)})`, "p99 < 50 ms"],
        ["in-process: one journal append (fsync)", `median ${ms(own.append)}, p99 ${ms(own.appendP99)}`, ""],
        ["in-process: 50 appends at once, longest event-loop stall", `${ms(own.burst.maxDelay)} (all 50 on disk in ${ms(own.burst.ms)})`, "< 50 ms"],
        ["in-process: one post save (blogs.json), longest stall", `${ms(own.save.maxDelay)} (saved in ${ms(own.save.ms)})`, ""],
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
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
