// Starts the production server (`npm start`: the compiled build) in its own process on a free loopback
// port, for the benchmark and Lighthouse commands. stop() ends it, and removes the directory it made.
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-runtime";
import { siteEnv, type SiteEnvOptions } from "./site-env";

export type ProductionServer = {
  base: string;
  dir: string;
  child: ChildProcess;
  /** From the spawn to the first answer of readyPath, in ms. */
  startMs: number;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => ok(port));
    });
    srv.on("error", fail);
  });
}

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The server did not answer ${url}`);
}

export type ProductionServerOptions = Partial<SiteEnvOptions> & {
  /** What URLs use (Lighthouse wants "localhost"); the server listens on 127.0.0.1 either way. */
  host?: string;
  /** A directory that already holds the data (kept by stop()); by default a new temporary one. */
  dir?: string;
  /** The path answered first when the server is up. */
  readyPath?: string;
  /** More environment (overrides the defaults). */
  env?: Record<string, string>;
};

/** Demo content and a first admin, unless told otherwise. Builds first when there is no build. */
export async function startProductionServer(options: ProductionServerOptions = {}): Promise<ProductionServer> {
  const { host = "127.0.0.1", readyPath = "/", env = {} } = options;
  const { admin = { email: "measure@example.com", password: "measure-password-1" }, demo = true, logLevel } = options;
  // Built here rather than by start.mjs, so that a measured start-up never includes a build.
  if (!existsSync("build/node/server.js")) execSync("npm run build", { stdio: "inherit" });
  const dir = options.dir ?? (await fs.mkdtemp(path.join(os.tmpdir(), "crd-prod-")));
  const port = await freePort();
  const base = `http://${host}:${port}`;
  const spawnedAt = performance.now();
  // Started as the image and `npm start` start it: the same V8 flags and malloc arenas (server-runtime.ts).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/start.mjs"], {
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", SITE_URL: base, ...siteEnv(dir, { admin, demo, logLevel }), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((r) => child.once("exit", r));
  await waitFor(base + readyPath);
  return {
    base,
    dir,
    child,
    startMs: performance.now() - spawnedAt,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      if (!options.dir) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** The public URL path of the newest published post. */
export async function newestPostPath(base: string): Promise<string> {
  const { data } = (await (await fetch(`${base}/api/blogs`)).json()) as { data: { excerpt: string }[] };
  const newest = data[0];
  if (!newest) throw new Error("No published post to measure");
  return `/blog/${encodeURIComponent(newest.excerpt)}`;
}
