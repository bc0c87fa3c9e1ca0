// `npx tsx scripts/search-flood.ts [seconds] [connections]`: the search flood against the production build on
// 127.0.0.1 only, bounded in time (60 s by default) and in connections (24). One client sends unique
// /blog?q= queries with a phone browser's User-Agent while another reads a cached page; prints the server's
// memory (RSS from /proc) at start and at its highest, the cached page's latency percentiles, and the
// flood's answers by status.
import fs from "node:fs/promises";
import { loadAverage, quantile } from "./lib/stats";
import { startProductionServer } from "./lib/production-server";

const SECONDS = Math.min(Number(process.argv[2] ?? 60) || 60, 120);
// A second argument sets the flood's connections (0: the cached page alone, for a baseline on a busy machine).
const FLOOD_CONNECTIONS = Math.min(Math.max(Number(process.argv[3] ?? 24) || 0, 0), 24);
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const server = await startProductionServer({ readyPath: "/about" });
try {
  const pid = server.child.pid!;
  const get = (path: string) => fetch(server.base + path, { headers: { "user-agent": PHONE, "accept-encoding": "gzip, br" } });
  // Warm the cached page and let start-up work settle.
  for (let i = 0; i < 20; i++) await (await get("/about")).arrayBuffer();
  await new Promise((r) => setTimeout(r, 2_000));
  const startRss = await rssMb(pid);
  let maxRss = startRss;
  const end = Date.now() + SECONDS * 1000;
  const statuses = new Map<number, number>();
  let n = 0;

  const flood = async () => {
    while (Date.now() < end) {
      const q = `flood ${n++} ${Math.random().toString(36).slice(2)}`;
      try {
        const res = await get(`/blog?q=${encodeURIComponent(q)}`);
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1);
      }
    }
  };
  const cached: number[] = [];
  const reader = async () => {
    while (Date.now() < end) {
      const start = performance.now();
      const res = await get("/about");
      await res.arrayBuffer();
      cached.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const sampler = async () => {
    while (Date.now() < end) {
      maxRss = Math.max(maxRss, await rssMb(pid));
      await new Promise((r) => setTimeout(r, 500));
    }
  };
  await Promise.all([...Array.from({ length: FLOOD_CONNECTIONS }, flood), reader(), sampler()]);
  const endRss = await rssMb(pid);
  cached.sort((a, b) => a - b);
  console.info(
    JSON.stringify(
      {
        seconds: SECONDS,
        floodRequests: n,
        floodStatuses: Object.fromEntries(statuses),
        rssMb: { start: Math.round(startRss), max: Math.round(maxRss), end: Math.round(endRss), growth: Math.round(maxRss - startRss) },
        cachedPageMs: { requests: cached.length, p50: Math.round(quantile(cached, 0.5)), p99: Math.round(quantile(cached, 0.99)), max: Math.round(cached.at(-1) ?? 0) },
        loadAverage: Number(loadAverage().toFixed(1)),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
