// Starts the production server on a free loopback port with a temporary DATA_DIR and demo content,
// for the benchmark and Lighthouse commands. stop() ends it and removes the directory.
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type ProductionServer = { base: string; dir: string; stop(): Promise<void> };

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

/** `host` is what URLs use (Lighthouse wants "localhost"); the server listens on 127.0.0.1 either way. */
export async function startProductionServer({ host = "127.0.0.1" } = {}): Promise<ProductionServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "crd-prod-"));
  const port = await freePort();
  const base = `http://${host}:${port}`;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      DATA_DIR: path.join(dir, "data"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      BACKUP_DIR: path.join(dir, "backups"),
      DEMO_CONTENT: "true",
      LOG_LEVEL: "silent",
      ADMIN_EMAIL: "measure@example.com",
      ADMIN_PASSWORD: "measure-password-1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((r) => child.once("exit", r));
  await waitFor(`${base}/`);
  return {
    base,
    dir,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
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
