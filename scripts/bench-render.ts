// `npm run bench:render -- --vs <other build dir>`: the render rows of `npm run bench` (/contact-us, /blog?q=
// with a new query each request, the post rendered every time) measured side by side against another build
// (e.g. a worktree of main: `git worktree add ../base main && (cd ../base && npm run build)`), in one run on
// a shared machine: the two servers take turns, BENCH_ROUNDS rounds of BENCH_SECONDS each per row, and each
// turn counts the server's own CPU time (/proc/<pid>/stat), so renders per CPU second compare the builds even
// when other work slows the machine. Without --vs it measures this build alone.
// BENCH_PROFILE=<dir> starts the servers with `--cpu-prof` writing there (one profile per server, at exit).
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { newestPostPath, startProductionServer, type ProductionServer } from "./lib/production-server";
import { loadAverage } from "./lib/stats";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WRK = process.env.WRK_PATH ?? "wrk";
const PHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const CLOCK_TICKS = 100; // USER_HZ on Linux

const LUA = `
local counter = 0
local param = os.getenv("FRESH_PARAM")
if param then
  request = function()
    counter = counter + 1
    local headers = { ["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(counter / 65536) % 256, math.floor(counter / 256) % 256, counter % 256) }
    return wrk.format(nil, wrk.path .. "?" .. param .. "=w" .. counter .. "x" .. os.time(), headers)
  end
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH {"requests":%d,"us":%d,"p99":%d,"bad":%d}\\n', summary.requests, summary.duration,
    latency:percentile(99), e.status + e.connect + e.read + e.write + e.timeout))
end
`;

type Turn = { requests: number; seconds: number; cpu: number; p99: number; bad: number };

/** User + system CPU seconds a process has used so far. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function wrk(url: string, script: string, seconds: number, headers: Record<string, string>, freshParam?: string): Promise<Omit<Turn, "cpu">> {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "5s", "-s", script, "-H", "Accept-Encoding: gzip", "-H", `User-Agent: ${PHONE_UA}`];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
  args.push(url);
  const out = await new Promise<string>((ok, fail) => {
    const child = spawn(WRK, args, { env: { ...process.env, ...(freshParam ? { FRESH_PARAM: freshParam } : {}) } });
    let text = "";
    child.stdout.on("data", (d: Buffer) => (text += d.toString()));
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? ok(text) : fail(new Error(`wrk exited with ${code}: ${text}`))));
  });
  const json = /BENCH (\{.*\})/.exec(out)?.[1];
  if (!json) throw new Error(`Unexpected wrk output: ${out}`);
  const r = JSON.parse(json) as { requests: number; us: number; p99: number; bad: number };
  return { requests: r.requests, seconds: r.us / 1e6, p99: r.p99 / 1000, bad: r.bad };
}

type Server = { label: string; server: ProductionServer; post: string };

async function start(label: string, profileName: string, buildDir: string | undefined): Promise<Server> {
  const profile = process.env.BENCH_PROFILE;
  const env: Record<string, string> = { TRUST_PROXY: "1", ...(buildDir ? { BUILD_DIR: buildDir } : {}) };
  if (profile) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${path.resolve(profile, profileName)}`;
  const server = await startProductionServer({ logLevel: "info", env });
  return { label, server, post: await newestPostPath(server.base) };
}

async function main() {
  const vsAt = process.argv.indexOf("--vs");
  const vs = vsAt > 0 ? process.argv[vsAt + 1] : undefined;
  if (vsAt > 0 && !vs) throw new Error("--vs needs a build directory");
  const only = process.env.BENCH_ROWS ? new RegExp(process.env.BENCH_ROWS, "i") : undefined;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "crd-render-"));
  const script = path.join(dir, "render.lua");
  await fs.writeFile(script, LUA);
  const servers: Server[] = [await start("this build", "this", undefined)];
  if (vs) servers.push(await start(`--vs ${vs}`, "vs", path.resolve(vs)));
  const loadBefore = loadAverage();
  try {
    const rows: { name: string; path: (s: Server) => string; headers: Record<string, string>; freshParam?: string }[] = [
      { name: "/contact-us", path: () => "/contact-us", headers: {} as Record<string, string> },
      { name: "/blog?q= a new query each request", path: () => "/blog", headers: {} as Record<string, string>, freshParam: "q" },
      { name: "post page rendered every time", path: (s: Server) => s.post, headers: { Authorization: "Bearer bench" } },
    ].filter((r) => !only || only.test(r.name));
    const results = new Map<string, Turn[]>();
    for (const row of rows) {
      for (const s of servers) await wrk(s.server.base + row.path(s), script, 1, row.headers, row.freshParam); // warm-up
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate the order each round, so neither build always runs right after the other.
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const s of order) {
          const pid = s.server.child.pid!;
          const cpuBefore = await cpuSeconds(pid);
          const turn = await wrk(s.server.base + row.path(s), script, SECONDS, row.headers, row.freshParam);
          const cpu = (await cpuSeconds(pid)) - cpuBefore;
          const key = `${row.name}\u0000${s.label}`;
          results.set(key, [...(results.get(key) ?? []), { ...turn, cpu }]);
        }
      }
      process.stderr.write(`measured ${row.name}\n`);
    }
    console.log(
      `\nRenders: wrk 1 thread, ${CONNECTIONS} connections, ${ROUNDS} alternating turns of ${SECONDS} s per build and row; ${os.cpus().length} cores, Node ${process.version}`,
    );
    console.log(`Load average before ${loadBefore.toFixed(2)}, after ${loadAverage().toFixed(2)}\n`);
    console.log("| row | build | renders/s | renders per CPU s | p99 ms | errors + non-2xx |");
    console.log("|---|---|---:|---:|---:|---:|");
    const perCpu = new Map<string, number>();
    for (const row of rows)
      for (const s of servers) {
        const turns = results.get(`${row.name}\u0000${s.label}`)!;
        const requests = turns.reduce((a, t) => a + t.requests, 0);
        const seconds = turns.reduce((a, t) => a + t.seconds, 0);
        const cpu = turns.reduce((a, t) => a + t.cpu, 0);
        const p99 = Math.max(...turns.map((t) => t.p99));
        const bad = turns.reduce((a, t) => a + t.bad, 0);
        // The median turn: a turn that shared the machine with a burst of other work is an outlier, not a trend.
        const perTurn = turns.map((t) => t.requests / t.cpu).sort((a, b) => a - b);
        const median = perTurn[Math.floor(perTurn.length / 2)]!;
        perCpu.set(`${row.name}\u0000${s.label}`, median);
        console.log(
          `| ${row.name} | ${s.label} | ${(requests / seconds).toFixed(0)} | ${(requests / cpu).toFixed(0)} (median turn ${median.toFixed(0)}) | ${p99.toFixed(1)} | ${bad} |`,
        );
      }
    if (vs) {
      console.log("");
      for (const row of rows) {
        const ratio = perCpu.get(`${row.name}\u0000${servers[0]!.label}`)! / perCpu.get(`${row.name}\u0000${servers[1]!.label}`)!;
        console.log(`${row.name}: ${ratio.toFixed(2)}x the renders per CPU second of --vs (median turns)`);
      }
    }
  } finally {
    for (const s of servers) await s.server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
