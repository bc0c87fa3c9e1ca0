// `npm run bench`: starts the production server with demo data and measures it with autocannon
// (50 connections, 10 s a target): /, /blog, a post page, GET /api/blogs, and the same post's HTML
// served as a static file by the same Express instance (the baseline). Also reports first-load JS.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { FIRST_LOAD_JS_BUDGET_KB, firstLoadScripts } from "./lib/first-load";
import { startNginx, type Nginx } from "./lib/nginx";
import { newestPostPath, startProductionServer } from "./lib/production-server";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

function run(url: string, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { "accept-encoding": "gzip", ...headers } });
}

/** gzip size of the JavaScript a page loads first: its module scripts and modulepreloads. */
async function firstLoadJsKb(base: string, page: string, clientDir: string): Promise<number> {
  const html = await (await fetch(base + page)).text();
  let total = 0;
  for (const src of firstLoadScripts(html)) total += gzipSync(await fs.readFile(path.join(clientDir, src))).length;
  return total / 1024;
}

async function main() {
  if (!existsSync("build/server/index.js")) {
    console.info("Building first...");
    await new Promise<void>((ok, fail) => spawn("npx", ["react-router", "build"], { stdio: "inherit" }).on("exit", (c) => (c === 0 ? ok() : fail(new Error("build failed")))));
  }
  const server = await startProductionServer();
  let nginx: Nginx | undefined;
  const { base, dir } = server;
  try {
    const post = await newestPostPath(base);
    // The baseline: the post page's HTML as a static file, served by the same process's static handler.
    const postHtml = await (await fetch(base + post)).text();
    await fs.writeFile(path.join(dir, "uploads", "bench-post.html"), postHtml);
    // The second baseline when nginx is installed: the same HTML from nginx (gzip_static).
    nginx = await startNginx("bench-post.html", postHtml);

    const targets = [
      { name: "/", path: "/" },
      { name: "/blog", path: "/blog" },
      { name: "post page", path: post },
      { name: "GET /api/blogs", path: "/api/blogs" },
      { name: "post as static file", path: "/uploads/bench-post.html" },
      ...(nginx ? [{ name: "post from nginx", path: "/bench-post.html", base: nginx.base }] : []),
    ];
    const results: { name: string; rps: number; p50: number; p99: number; non2xx: number }[] = [];
    for (const t of targets as { name: string; path: string; base?: string }[]) {
      const url = (t.base ?? base) + t.path;
      await run(url).catch(() => undefined); // brief warm-up is part of the first run's cache fill
      const r = await run(url);
      results.push({ name: t.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx });
      process.stderr.write(`measured ${t.name}\n`);
    }
    const staticRps = results.find((r) => r.name === "post as static file")!.rps;
    const nginxRps = results.find((r) => r.name === "post from nginx")?.rps;
    const postRps = results.find((r) => r.name === "post page")!.rps;
    console.log(`\nBenchmark: ${CONNECTIONS} connections, ${DURATION_S} s per target, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "cpu"}), Node ${process.version}\n`);
    console.log("| target | req/s | p50 ms | p99 ms | non-2xx |");
    console.log("|---|---:|---:|---:|---:|");
    for (const r of results) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
    console.log(`\nPost page / static baseline: ${(postRps / staticRps).toFixed(2)} (target >= 0.80); post p99 ${results.find((r) => r.name === "post page")!.p99} ms (target < 50)`);
    console.log(nginxRps ? `Post page / nginx: ${(postRps / nginxRps).toFixed(2)} (target >= 0.20)` : "Post page / nginx: not measured (nginx is not installed)");

    console.log("\nFirst-load JavaScript (gzip):");
    for (const p of ["/", "/blog", post]) console.log(`- ${p === post ? "post page" : p}: ${(await firstLoadJsKb(base, p, "build/client")).toFixed(1)} KB (budget ${FIRST_LOAD_JS_BUDGET_KB} KB)`);
  } finally {
    await nginx?.stop();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
