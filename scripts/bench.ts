// `npm run bench`: starts the production server with demo data and measures it with wrk (one thread, 50
// connections, BENCH_SECONDS a row, gzip, a phone browser's User-Agent), next to two baselines serving the same post page's gzip bytes:
// nginx (one worker, gzip_static, a buffered access log) and a bare Node `http` server. Rows: the cached post, the post with a
// fresh ?fbclid=N on every request, /, /blog, GET /api/blogs, the post rendered on every request (the
// cost of a render after a content write), and the cached post during a burst of 40 logins. Then the
// ratios and the first-load JavaScript of three pages.
//
// `npm run bench -- --soak` (or BENCH_SOAK_SECONDS set) also runs the memory soak: floods of each kind in
// SOAK_KINDS (BENCH_SOAK_KINDS picks some, comma-separated: sitemap, data, notfound, contact, mix), each
// BENCH_SOAK_SECONDS (600 by default) against a fresh server, with 20 connections and a phone User-Agent,
// then BENCH_SOAK_IDLE_SECONDS (60) without requests: the server's RSS at the start, every 30 s, at the end
// of the flood and after the quiet, against the goal (under 300 MB, back within 30 MB of the start).
// `--soak-only` runs the soak alone.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { FIRST_LOAD_JS_BUDGET_KB, firstLoadScripts } from "./lib/first-load";
import { startNginx, type Nginx } from "./lib/nginx";
import { freePort, newestPostPath, startProductionServer, waitFor } from "./lib/production-server";
import { loadAverage } from "./lib/stats";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WRK = process.env.WRK_PATH ?? "wrk";
const LOGIN_BURST = 40;
const ADMIN = { email: "measure@example.com", password: "measure-password-1" };
/**
 * Every request to our server carries a phone browser's User-Agent, as real visitors' do: the server then
 * does its per-visitor work (the bot test, counting the view). Without one the figures flatter it.
 */
const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

type Row = { name: string; rps: number; p50: number; p99: number; max: number; bad: number; note?: string };

/** Turns of the rows the ratios compare (BENCH_ROUNDS, 3 by default). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

/** The turn of median req/s, with the median p99 of all turns; errors summed. */
function medianTurn(turns: Omit<Row, "name">[]): Omit<Row, "name"> {
  const mid = <T>(xs: T[], by: (x: T) => number) => [...xs].sort((a, b) => by(a) - by(b))[Math.floor(xs.length / 2)]!;
  const turn = mid(turns, (t) => t.rps);
  return { ...turn, p99: mid(turns, (t) => t.p99).p99, bad: turns.reduce((n, t) => n + t.bad, 0) };
}

/** wrk's summary as one BENCH line of JSON, for both scripts below. */
const DONE_LUA = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH {"requests":%d,"us":%d,"p50":%d,"p99":%d,"max":%d,"status":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.status, e.connect + e.read + e.write + e.timeout))
end
`;

// Prints one JSON line at the end of a run; with FRESH_PARAM set, each request gets ?<param>=<n>.
const LUA = `
local counter = 0
local param = os.getenv("FRESH_PARAM")
local address = os.getenv("FRESH_ADDRESS")
if param then
  request = function()
    counter = counter + 1
    local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
    local headers = nil
    if address then
      headers = { ["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(counter / 65536) % 256, math.floor(counter / 256) % 256, counter % 256) }
    end
    return wrk.format(nil, wrk.path .. sep .. param .. "=" .. counter, headers)
  end
end
${DONE_LUA}`;

function wrkInstalled(): boolean {
  return !spawnSync(WRK, ["--version"]).error;
}

async function wrk(
  url: string,
  {
    headers = {},
    freshParam,
    freshAddress = false,
    seconds = DURATION_S,
    connections = CONNECTIONS,
    env = {},
  }: { headers?: Record<string, string>; freshParam?: string; freshAddress?: boolean; seconds?: number; connections?: number; env?: Record<string, string> } = {},
  script: string,
): Promise<Omit<Row, "name">> {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--timeout", "5s", "-s", script, "-H", "Accept-Encoding: gzip", "-H", `User-Agent: ${PHONE_UA}`];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
  args.push(url);
  const out = await new Promise<string>((ok, fail) => {
    const child = spawn(WRK, args, {
      env: { ...process.env, ...env, ...(freshParam ? { FRESH_PARAM: freshParam } : {}), ...(freshAddress ? { FRESH_ADDRESS: "1" } : {}) },
    });
    let text = "";
    child.stdout.on("data", (d: Buffer) => (text += d.toString()));
    child.stderr.on("data", (d: Buffer) => process.stderr.write(d));
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? ok(text) : fail(new Error(`wrk exited with ${code}: ${text}`))));
  });
  const json = /BENCH (\{.*\})/.exec(out)?.[1];
  if (!json) throw new Error(`Unexpected wrk output: ${out}`);
  const r = JSON.parse(json) as { requests: number; us: number; p50: number; p99: number; max: number; status: number; errors: number };
  return { rps: r.requests / (r.us / 1e6), p50: r.p50 / 1000, p99: r.p99 / 1000, max: r.max / 1000, bad: r.status + r.errors };
}

/**
 * A bare Node http server in its own process, answering every request with the same gzip bytes: with the three
 * headers a body needs, or with `headers` (the cached post's own: security policy, cache tags...) to show what
 * writing those costs Node by itself.
 */
async function startBareNode(gz: Buffer, headers?: [string, string][]): Promise<{ base: string; stop(): Promise<void> }> {
  const file = path.join(os.tmpdir(), `crd-bench-${process.pid}.html.gz`);
  await fs.writeFile(file, gz);
  const port = await freePort();
  const code = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    const headers = ${JSON.stringify(headers?.flat() ?? null)};
    const head = headers ? [...headers, "Content-Length", String(body.length)] : { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip", "Content-Length": body.length };
    http.createServer((req, res) => {
      res.writeHead(200, head);
      res.end(body);
    }).listen(${port}, "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((r) => child.once("exit", r));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, 10_000);
  return {
    base,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      await fs.rm(file, { force: true });
    },
  };
}

/** Headers that belong to one response (Node writes its own), not to the page. */
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

/** The headers of a cache hit of `url` (gzip), as [name, value] pairs, without the per-response ones. */
async function cachedHeaders(url: string): Promise<[string, string][]> {
  await fetch(url, { headers: { "Accept-Encoding": "gzip" } }).then((r) => r.arrayBuffer());
  const res = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
  await res.arrayBuffer();
  return [...res.headers].filter(([name]) => !PER_RESPONSE.has(name));
}

/** gzip size of the JavaScript a page loads first: its module scripts and modulepreloads. */
async function firstLoadJsKb(base: string, page: string, clientDir: string): Promise<number> {
  const html = await (await fetch(base + page)).text();
  let total = 0;
  for (const src of firstLoadScripts(html)) total += gzipSync(await fs.readFile(path.join(clientDir, src))).length;
  return total / 1024;
}

/** Runs wrk on the cached post while LOGIN_BURST logins (bcrypt) arrive at once, a second into the run. */
async function duringLogins(base: string, post: string, script: string): Promise<Omit<Row, "name">> {
  const seconds = Math.min(DURATION_S, 5);
  const measuring = wrk(base + post, { seconds }, script);
  await new Promise((r) => setTimeout(r, 1000));
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: LOGIN_BURST }, () =>
      fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) }).then((r) => r.status),
    ),
  );
  const loginsMs = performance.now() - started;
  const row = await measuring;
  const ok = statuses.filter((s) => s === 200).length;
  return { ...row, note: `${LOGIN_BURST} logins (${ok} answered 200) took ${(loginsMs / 1000).toFixed(2)} s` };
}

/** Each flood's length (the tracker's 10 minutes by default), the quiet time after it, the RSS sample period. */
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const SOAK_IDLE_SECONDS = Number(process.env.BENCH_SOAK_IDLE_SECONDS ?? 60);
const SOAK_SAMPLE_S = 30;
/** The floods' connections (20, as in the report of memory never given back). */
const SOAK_CONNECTIONS = 20;
/** What each flood must keep to: the RSS under this at every sample... */
const SOAK_PEAK_MB = 300;
/** ...and, after SOAK_IDLE_SECONDS without requests, back within this of its start. */
const SOAK_IDLE_MB = 30;

// The soak's floods, each a wrk script (SOAK_PATHS: the sitemap's paths, one a line). `n` counts requests:
// the rendered kinds make every request a new one (no page cache hit, nothing coalesced).
const SOAK_KINDS: Record<string, { what: string; lua: string }> = {
  sitemap: {
    what: "every page of the sitemap in turn, a third with a unique ?utm_source= (page cache hits)",
    lua: `request = function()
  n = n + 1
  local path = paths[(n % #paths) + 1]
  if n % 3 == 0 then
    local sep = string.find(path, "?", 1, true) and "&" or "?"
    path = path .. sep .. "utm_source=soak-" .. n .. "&utm_campaign=c" .. n
  end
  return wrk.format(nil, path)
end`,
  },
  data: {
    what: "GET /about.data?_routes=<random> (React Router's data requests, a new variant each)",
    lua: `request = function()
  n = n + 1
  return wrk.format(nil, "/about.data?_routes=soak" .. n .. "-" .. math.random(1000000000))
end`,
  },
  notfound: {
    what: "unknown slugs, /<random> and /blog/<random> (404 pages, rendered)",
    lua: `request = function()
  n = n + 1
  return wrk.format(nil, (n % 2 == 0 and "/blog/no-such-post-" or "/no-such-page-") .. n .. "-" .. math.random(1000000000))
end`,
  },
  contact: {
    what: "GET /contact-us (never cached: each one rendered)",
    lua: `request = function()
  return wrk.format(nil, "/contact-us")
end`,
  },
  mix: {
    what:
      "ten kinds in turn: .data of /about and /blog with random _routes, /contact-us and its .data, two kinds of unknown slug, " +
      "/blog?page=<n>, a search with a new query from an address of its own, a sitemap page with a unique ?fbclid=, / with a unique ?utm_source=",
    lua: `request = function()
  n = n + 1
  local k = n % 10
  local r = n .. "-" .. math.random(1000000000)
  if k == 0 then return wrk.format(nil, "/about.data?_routes=soak" .. r)
  elseif k == 1 then return wrk.format(nil, "/blog.data?_routes=soak" .. r)
  elseif k == 2 then return wrk.format(nil, "/contact-us")
  elseif k == 3 then return wrk.format(nil, "/contact-us.data")
  elseif k == 4 then return wrk.format(nil, "/no-such-page-" .. r)
  elseif k == 5 then return wrk.format(nil, "/blog/no-such-post-" .. r)
  elseif k == 6 then return wrk.format(nil, "/blog?page=" .. n)
  elseif k == 7 then
    return wrk.format(nil, "/blog?q=soak" .. r, { ["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256) })
  elseif k == 8 then return wrk.format(nil, paths[(n % #paths) + 1] .. "?fbclid=soak" .. r)
  else return wrk.format(nil, "/?utm_source=soak" .. r) end
end`,
  },
};

/** A soak flood's wrk script: the sitemap's paths read once, a request counter, the kind's request(). */
const soakLua = (kind: string) => `
local paths = {}
for line in io.lines(os.getenv("SOAK_PATHS")) do paths[#paths + 1] = line end
n = 0
${SOAK_KINDS[kind]!.lua}
${DONE_LUA}`;

/** Resident memory of a process, MB (Linux /proc). */
async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

type SoakRow = { kind: string; row: Omit<Row, "name">; start: number; peak: number; end: number; idle: number; samples: { s: number; mb: number }[] };

/**
 * One flood against a server of its own (demo content, production start, TRUST_PROXY=1 for the search's
 * addresses): RSS at the start, every SOAK_SAMPLE_S seconds, at the end of the flood and after
 * SOAK_IDLE_SECONDS without a request.
 */
async function soakFlood(kind: string, scriptDir: string): Promise<SoakRow> {
  const server = await startProductionServer({ logLevel: "info", env: { TRUST_PROXY: "1" } });
  try {
    const xml = await (await fetch(`${server.base}/sitemap.xml`)).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, "&")).pathname);
    if (!paths.length) throw new Error("The sitemap lists no page");
    const pathsFile = path.join(scriptDir, "soak-paths.txt");
    await fs.writeFile(pathsFile, paths.join("\n") + "\n");
    const script = path.join(scriptDir, `soak-${kind}.lua`);
    await fs.writeFile(script, soakLua(kind));
    const pid = server.child.pid!;
    // The start: after the first requests of the sitemap (what a server has done once it has served a little).
    const samples: { s: number; mb: number }[] = [{ s: 0, mb: await rssMb(pid) }];
    const started = performance.now();
    const at = () => Math.round((performance.now() - started) / 1000);
    // A server that exits mid-flood is reported after the flood (below), not as a failed read of /proc.
    const timer = setInterval(
      () =>
        void rssMb(pid).then(
          (mb) => samples.push({ s: at(), mb }),
          () => {},
        ),
      SOAK_SAMPLE_S * 1000,
    );
    let row: Omit<Row, "name">;
    try {
      row = await wrk(server.base + "/", { seconds: SOAK_SECONDS, connections: SOAK_CONNECTIONS, env: { SOAK_PATHS: pathsFile } }, script);
    } finally {
      clearInterval(timer);
    }
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) throw new Error(`The server exited during the ${kind} flood (code ${exitCode}, signal ${signalCode}), ${at()} s in`);
    const end = await rssMb(pid);
    samples.push({ s: at(), mb: end });
    await new Promise((r) => setTimeout(r, SOAK_IDLE_SECONDS * 1000));
    const idle = await rssMb(pid);
    samples.push({ s: at(), mb: idle });
    return { kind, row, start: samples[0]!.mb, peak: Math.max(...samples.map((x) => x.mb)), end, idle, samples };
  } finally {
    await server.stop();
  }
}

/**
 * The memory soak: each kind of flood (BENCH_SOAK_KINDS, comma-separated; all by default) for
 * BENCH_SOAK_SECONDS, then BENCH_SOAK_IDLE_SECONDS of quiet, each against a fresh server.
 */
async function soak(scriptDir: string): Promise<void> {
  if (!wrkInstalled()) throw new Error("The soak needs wrk (Debian/Ubuntu: sudo apt-get install wrk), or WRK_PATH.");
  const kinds = (process.env.BENCH_SOAK_KINDS ?? Object.keys(SOAK_KINDS).join(",")).split(",").map((k) => k.trim());
  for (const k of kinds) if (!SOAK_KINDS[k]) throw new Error(`Unknown soak kind ${k}: one of ${Object.keys(SOAK_KINDS).join(", ")}`);
  const loadBefore = loadAverage();
  const rows: SoakRow[] = [];
  for (const kind of kinds) {
    rows.push(await soakFlood(kind, scriptDir));
    const r = rows.at(-1)!;
    process.stderr.write(`soak ${kind}: RSS ${r.start.toFixed(0)} -> peak ${r.peak.toFixed(0)}, end ${r.end.toFixed(0)}, idle ${r.idle.toFixed(0)} MB\n`);
  }
  console.log(
    `\n## Memory soak: each flood ${SOAK_SECONDS} s (wrk, 1 thread, ${SOAK_CONNECTIONS} connections, phone User-Agent, gzip), then ${SOAK_IDLE_SECONDS} s without requests; a fresh server each\n`,
  );
  for (const r of rows) console.log(`- ${r.kind}: ${SOAK_KINDS[r.kind]!.what}`);
  console.log(`\n| flood | requests | req/s | p99 ms | non-2xx + errors | RSS start MB | peak MB | end of flood MB | after ${SOAK_IDLE_SECONDS} s idle MB | ok |`);
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  let failed = 0;
  for (const r of rows) {
    const ok = r.peak < SOAK_PEAK_MB && r.idle - r.start <= SOAK_IDLE_MB;
    if (!ok) failed++;
    const requests = Math.round(r.row.rps * SOAK_SECONDS);
    console.log(
      `| ${r.kind} | ${requests} | ${r.row.rps.toFixed(0)} | ${r.row.p99.toFixed(1)} | ${r.row.bad} | ${r.start.toFixed(0)} | ${r.peak.toFixed(0)} | ${r.end.toFixed(0)} | ${r.idle.toFixed(0)} | ${ok ? "yes" : "NO"} |`,
    );
  }
  console.log(`\nRSS every ${SOAK_SAMPLE_S} s (MB):`);
  for (const r of rows) console.log(`- ${r.kind}: ${r.samples.map((x) => `${x.s} s ${x.mb.toFixed(0)}`).join(", ")}`);
  console.log(
    `\nGoal: under ${SOAK_PEAK_MB} MB throughout, and within ${SOAK_IDLE_MB} MB of the start after ${SOAK_IDLE_SECONDS} s idle (${failed ? `${failed} flood(s) missed it` : "all met it"}). ` +
      `Load average ${loadBefore.toFixed(1)} before, ${loadAverage().toFixed(1)} after (the non-2xx of notfound and mix are their 404s and searches' 429s).`,
  );
  if (failed) process.exitCode = 1;
}

async function main() {
  if (!wrkInstalled()) {
    console.error("npm run bench needs wrk (Debian/Ubuntu: sudo apt-get install wrk; macOS: brew install wrk), or WRK_PATH.");
    process.exit(1);
  }
  const scriptDir = await fs.mkdtemp(path.join(os.tmpdir(), "crd-wrk-"));
  const script = path.join(scriptDir, "bench.lua");
  await fs.writeFile(script, LUA);
  // Other work on the machine moves every row (the baselines too): the load average says how quiet it was.
  const loadBefore = loadAverage();
  // Production logging: one JSON line per request, as the server logs by default. Behind a proxy (as in
  // production): the search row sends each query from an address of its own.
  const server = await startProductionServer({ logLevel: "info", env: { TRUST_PROXY: "1" } });
  let nginx: Nginx | undefined;
  let bare: Awaited<ReturnType<typeof startBareNode>> | undefined;
  let bareHeaders: Awaited<ReturnType<typeof startBareNode>> | undefined;
  const { base } = server;
  try {
    const post = await newestPostPath(base);
    // The post page's bytes as every visitor gets them (the cached copy, without a nonce).
    await (await fetch(base + post)).text();
    await new Promise((r) => setTimeout(r, 500));
    const postHtml = await (await fetch(base + post)).text();
    const gz = gzipSync(postHtml, { level: 9 });
    nginx = await startNginx("bench-post.html", postHtml, { workers: 1 });
    bare = await startBareNode(gz);
    const hitHeaders = await cachedHeaders(base + post);
    bareHeaders = await startBareNode(gz, hitHeaders);

    const targets: { name: string; url: string; headers?: Record<string, string>; freshParam?: string; freshAddress?: boolean }[] = [
      ...(nginx ? [{ name: "nginx, 1 worker, gzip_static", url: `${nginx.base}/bench-post.html` }] : []),
      { name: "bare Node http, same gzip bytes", url: `${bare.base}/` },
      { name: "bare Node http, same bytes and the cached post's headers", url: `${bareHeaders.base}/` },
      { name: "post page (page cache)", url: base + post },
      { name: "post page, fresh ?fbclid=N each request", url: base + post, freshParam: "fbclid" },
      { name: "/", url: `${base}/` },
      { name: "/blog", url: `${base}/blog` },
      { name: "GET /api/blogs", url: `${base}/api/blogs` },
      { name: "/contact-us (never cached: renders/s)", url: `${base}/contact-us` },
      // Each search from an address of its own (X-Forwarded-For, TRUST_PROXY=1): one address's searches are
      // limited, and this row measures the render, not the 429.
      { name: "/blog?q= a new query each request (renders/s)", url: `${base}/blog`, freshParam: "q", freshAddress: true },
      // A request with an Authorization header is never answered from the cache: each one is a full render,
      // what every page costs once after a content write.
      { name: "post page rendered every time (renders/s)", url: base + post, headers: { Authorization: "Bearer bench" } },
    ];
    const rows: Row[] = [];
    // BENCH_ROWS (a regular expression) measures only the rows it matches, the baselines always (quick runs).
    const only = process.env.BENCH_ROWS ? new RegExp(process.env.BENCH_ROWS, "i") : undefined;
    const chosen = targets.filter((t) => !only || only.test(t.name) || /^(nginx|bare Node)/.test(t.name));
    for (const t of chosen) await wrk(t.url, { headers: t.headers, freshParam: t.freshParam, freshAddress: t.freshAddress, seconds: 1 }, script); // warm-up
    // The ratios' rows (the baselines and the cached post) take turns, ROUNDS times, and each reports its
    // median turn: one 5-second run of a baseline swings by a quarter on this kind of machine.
    const compared = chosen.filter((t) => /^(nginx|bare Node|post page \(page cache\))/.test(t.name));
    const turns = new Map<string, Omit<Row, "name">[]>();
    for (let round = 0; round < ROUNDS; round++) for (const t of compared) turns.set(t.name, [...(turns.get(t.name) ?? []), await wrk(t.url, { headers: t.headers }, script)]);
    for (const t of chosen) {
      const taken = turns.get(t.name);
      if (taken) rows.push({ name: t.name, ...medianTurn(taken), note: `median of ${taken.length} turns` });
      else rows.push({ name: t.name, ...(await wrk(t.url, { headers: t.headers, freshParam: t.freshParam, freshAddress: t.freshAddress }, script)) });
      process.stderr.write(`measured ${t.name}\n`);
    }
    if (!only || only.test("post page during logins")) rows.push({ name: `post page during ${LOGIN_BURST} logins`, ...(await duringLogins(base, post, script)) });

    const find = (prefix: string) => rows.find((r) => r.name.startsWith(prefix));
    const cached = find("post page (page cache)");
    const bareRow = find("bare Node")!;
    const nginxRow = find("nginx");
    const bareHeadersRow = find("bare Node http, same bytes and");
    const fresh = find("post page, fresh");
    const render = find("post page rendered");
    console.log(
      `\nBenchmark: wrk, 1 thread, ${CONNECTIONS} connections, ${DURATION_S} s a row, Accept-Encoding: gzip; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "cpu"}), Node ${process.version}`,
    );
    console.log(
      `Load average before the run ${loadBefore.toFixed(1)}, after it ${loadAverage().toFixed(1)} (a busy machine makes every row, the baselines included, slower and noisier)\n`,
    );
    console.log("| target | req/s | p50 ms | p99 ms | max ms | errors + non-2xx | note |");
    console.log("|---|---:|---:|---:|---:|---:|---|");
    for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.max.toFixed(1)} | ${r.bad} | ${r.note ?? ""} |`);
    console.log("");
    if (cached) {
      console.log(`Cached post / bare Node: ${(cached.rps / bareRow.rps).toFixed(2)} (goal >= 0.80)`);
      console.log(nginxRow ? `Cached post / nginx: ${(cached.rps / nginxRow.rps).toFixed(2)} (goal >= 0.50)` : "Cached post / nginx: not measured (nginx is not installed)");
      console.log(`Cached post p99: ${cached.p99.toFixed(2)} ms, bare Node's ${bareRow.p99.toFixed(2)} ms: ${(cached.p99 / bareRow.p99).toFixed(2)}x (goal <= 1.5x)`);
      if (bareHeadersRow)
        console.log(
          `Bare Node writing the cached post's ${hitHeaders.length + 1} headers / with three: ${(bareHeadersRow.rps / bareRow.rps).toFixed(2)}; cached post / bare Node with the same headers: ${(cached.rps / bareHeadersRow.rps).toFixed(2)}`,
        );
      const apiBlogs = find("GET /api/blogs");
      if (apiBlogs) console.log(`GET /api/blogs / cached post: ${(apiBlogs.rps / cached.rps).toFixed(2)} (goal >= 0.50)`);
      if (fresh) console.log(`Post with ?fbclid=N / cached post: ${(fresh.rps / cached.rps).toFixed(2)} (tracking parameters share the entry)`);
    }
    if (render) console.log(`Renders of the post page: ${render.rps.toFixed(0)}/s (goal 1,000)`);

    console.log("\nFirst-load JavaScript (gzip):");
    for (const p of ["/", "/blog", post])
      console.log(`- ${p === post ? "post page" : p}: ${(await firstLoadJsKb(base, p, "build/client")).toFixed(1)} KB (budget ${FIRST_LOAD_JS_BUDGET_KB} KB)`);
  } finally {
    await bare?.stop();
    await bareHeaders?.stop();
    await nginx?.stop();
    await server.stop();
    await fs.rm(scriptDir, { recursive: true, force: true });
  }
}

/** The benchmarks of storage, leads, search and the admin's server render run after the serving rows, each in its own process and data. */
const FOLLOW_UPS = ["bench-storage.ts", "bench-analytics.ts", "bench-search.ts", "bench-admin.ts"];

async function followUps(): Promise<void> {
  for (const script of FOLLOW_UPS) {
    console.log(`\n## ${script.replace(/\.ts$/, "")}\n`);
    const code = await new Promise<number | null>((done) => spawn(process.execPath, ["--import", "tsx", path.join("scripts", script)], { stdio: "inherit" }).on("exit", done));
    if (code !== 0) throw new Error(`${script} exited with ${code}`);
  }
}

const soakAsked = process.argv.includes("--soak") || process.argv.includes("--soak-only") || process.env.BENCH_SOAK_SECONDS !== undefined;

async function all(): Promise<void> {
  if (!process.argv.includes("--soak-only")) await main();
  if (soakAsked) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "crd-soak-"));
    try {
      await soak(dir);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
}

all()
  .then(() => (process.argv.includes("--serving-only") || process.argv.includes("--soak-only") ? undefined : followUps()))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
