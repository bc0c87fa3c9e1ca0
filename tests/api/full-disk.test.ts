// A full disk heals itself. DATA_DIR is a 6 MB tmpfs (the seeded pages in two languages fill 1.6 MB of it): a write that does not fit answers 507 with
// a clear message, changes nothing and leaves no temporary file; the next write that fits succeeds;
// /healthz answers 503 while nothing can be written and 200 again once space is back; a restart removes
// stale temporary files (a kill -9 leaves them) and starts cleanly. Mounting needs root (tests run as root
// here and in CI); where it is not allowed the whole block is reported as skipped, never as passed.
import { execFileSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, assert, describe, expect, it } from "vitest";
import { PROBE_INTERVAL_MS } from "../../src/server/http/health";
import { hardeningMessages } from "../../src/shared/api-messages";
import type { Blog } from "../../src/shared/schemas/blog";
import { expectConsoleError } from "../setup";
import { startTestServer, type TestServer } from "../fixtures/server";
import { storedRows } from "../fixtures/db";
import { spawnApiServer } from "../fixtures/api-process";

async function mountSmallDisk(): Promise<string | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "crd-tmpfs-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=6m", "tmpfs", dir], { stdio: "ignore" });
    return dir;
  } catch {
    await fs.rm(dir, { recursive: true, force: true });
    return null;
  }
}

const mounted = await mountSmallDisk();

async function tempFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries.filter((name) => path.basename(name).endsWith(".tmp"));
}

/** Appends to `file` until the disk refuses; leaves `leave` bytes free when given. */
async function fill(file: string, leave = 0): Promise<void> {
  const { bavail, bsize } = await fs.statfs(path.dirname(file));
  const target = bavail * bsize - leave;
  const handle = await fs.open(file, "a");
  try {
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    for (let written = 0; leave === 0 || written + chunk.length <= target; written += chunk.length) {
      try {
        await handle.write(chunk);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOSPC") return;
        throw err;
      }
    }
  } finally {
    await handle.close();
  }
}

let n = 0;
const post = (content = "<p>Small</p>") => ({ title: `Disk ${++n}`, excerpt: `disk-${n}`, content, date: "2026-01-15", status: "published" });

describe.skipIf(!mounted)("a full disk heals itself (DATA_DIR on a 6 MB tmpfs)", () => {
  const dataDir = path.join(mounted ?? "", "data");
  const filler = path.join(mounted ?? "", "filler.bin");
  let s: TestServer;
  let admin: string;

  afterAll(async () => {
    await s?.close();
    if (mounted) {
      execFileSync("umount", [mounted]);
      await fs.rm(mounted, { recursive: true, force: true });
    }
  });

  const create = (body: unknown) => s.api("/api/blogs", { method: "POST", token: admin, json: body });
  const publicCount = async () => ((await (await s.api("/api/blogs")).json()) as { data: unknown[] }).data.length;
  const storedCount = async () => storedRows<Blog>(dataDir, "posts").length;

  it("starts, and writes while there is room", async () => {
    s = await startTestServer({ DATA_DIR: dataDir });
    admin = await s.tokenFor("admin");
    expect((await create(post())).status).toBe(201);
    expect((await create(post())).status).toBe(201);
  });

  it("refuses a write that does not fit with 507 and the clear message, changes nothing, leaves no temporary file", async () => {
    expectConsoleError(); // the storage layer logs one line per failed write
    await fill(filler, 300 * 1024);
    const before = { shown: await publicCount(), stored: await storedCount() };
    const res = await create(post(`<p>${"x".repeat(900_000)}</p>`));
    expect(res.status).toBe(507);
    expect(await res.json()).toMatchObject({ error: hardeningMessages.diskFull });
    expect(await tempFiles(mounted!)).toEqual([]);
    expect({ shown: await publicCount(), stored: await storedCount() }).toEqual(before);
  });

  it("then accepts the next write that fits", async () => {
    const before = await storedCount();
    expect((await create(post())).status).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });

  it("/healthz answers 503 naming the reason while nothing can be written, 200 once space is back", async () => {
    expectConsoleError();
    await fill(filler); // every last block
    const res = await s.api("/healthz");
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; storage: string; error: string };
    expect(body.status).toBe("unavailable");
    expect(body.storage).toMatch(/full.*ENOSPC/);
    // A delete is all or nothing too: done (SQLite may reuse pages of its WAL), or refused the same way.
    const [stored] = ((await (await s.api("/api/blogs")).json()) as { data: Blog[] }).data;
    assert(stored, "a post is stored");
    const count = await storedCount();
    const del = await s.api(`/api/blogs/${stored.id}`, { method: "DELETE", token: admin });
    expect([200, 507]).toContain(del.status);
    expect(await storedCount()).toBe(del.status === 200 ? count - 1 : count);
    expect(await tempFiles(mounted!)).toEqual([]);

    await fs.rm(filler);
    // The probe's answer is reused for a few seconds (on the services' clock); past them it sees the space again.
    s.clock.advance(PROBE_INTERVAL_MS);
    expect((await s.api("/healthz")).status).toBe(200);
    expect((await create(post())).status).toBe(201);
  });

  it("restarts cleanly, removing the temporary files a crash left anywhere under DATA_DIR", async () => {
    const count = await storedCount();
    await s.close();
    const stale = [path.join(dataDir, ".blogs.json.0123456789ab.tmp"), path.join(dataDir, "journal", "enquiries", ".2026-11.jsonl.compact.tmp")] as const;
    await fs.mkdir(path.dirname(stale[1]), { recursive: true });
    for (const f of stale) await fs.writeFile(f, "partial");
    await fs.writeFile(path.join(dataDir, "notes.tmp"), "not ours: no leading dot"); // left alone

    s = await startTestServer({ DATA_DIR: dataDir });
    admin = await s.tokenFor("admin");
    expect(await tempFiles(dataDir)).toEqual(["notes.tmp"]);
    expect(await publicCount()).toBe(count);
    expect((await create(post())).status).toBe(201);
    expect((await s.api("/healthz")).status).toBe(200);
  });
});

/** Starts the real server process (tests/fixtures/api-server.ts) on `dir`; resolves with its address once it serves. */
async function startProcess(dir: string): Promise<{ url: string; child: ChildProcessWithoutNullStreams; output: () => string; stop(): Promise<void> }> {
  const child = spawnApiServer(dir, { ADMIN_EMAIL: "full@example.com", ADMIN_PASSWORD: "Full-disk-pass-1" });
  let output = "";
  const exited = new Promise<void>((ok) => child.once("exit", () => ok()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not serving within 30 s:\n${output}`)), 30_000);
    const seen = (d: Buffer) => {
      output += String(d);
      const port = /listening on 127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on("data", seen);
    child.stderr.on("data", seen);
    void exited.then(() => reject(new Error(`the server exited:\n${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

describe.skipIf(!mounted)("a server starts on a full disk: it serves reads, answers writes 507, and heals", { timeout: 90_000 }, () => {
  let root: string | null = null;
  afterAll(async () => {
    if (root) {
      execFileSync("umount", [root]);
      await fs.rm(root, { recursive: true, force: true });
    }
  });

  it("starts on a full disk with the site.db of a previous start, serves reads, refuses writes 507, and writes once there is room", async () => {
    root = await mountSmallDisk();
    assert(root, "a second tmpfs");
    const filler = path.join(root, "filler.bin");
    // A previous start made the database and stopped cleanly.
    const first = await startProcess(root);
    const login = async (url: string) => {
      const res = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "full@example.com", password: "Full-disk-pass-1" }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { token: string }).token;
    };
    const token = await login(first.url);
    const api = (url: string, p: string, init: RequestInit = {}) =>
      fetch(`${url}${p}`, { ...init, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers } });
    expect((await api(first.url, "/api/blogs", { method: "POST", body: JSON.stringify(post()) })).status).toBe(201);
    await first.stop();

    await fill(filler); // every last block
    const s = await startProcess(root);
    try {
      const health = await fetch(`${s.url}/healthz`);
      expect([200, 503]).toContain(health.status);
      expect(await health.json()).toMatchObject({ uptimeSeconds: expect.any(Number) as number });
      // Public reads and a staff read (the session signed before the restart is still good: the secret was kept).
      for (const p of ["/api/blogs", "/api/offers", "/api/sidebar-links", "/api/packages"]) expect((await fetch(`${s.url}${p}`)).status, p).toBe(200);
      const blogs = (await (await fetch(`${s.url}/api/blogs`)).json()) as { data: Blog[] };
      expect(blogs.data).toHaveLength(1);
      expect((await api(s.url, "/api/enquiries")).status).toBe(200);
      expect((await api(s.url, "/api/users")).status).toBe(200);
      // A write is refused with the usual body.
      const refused = await api(s.url, "/api/blogs", { method: "POST", body: JSON.stringify(post()) });
      expect(refused.status).toBe(507);
      expect(await refused.json()).toMatchObject({ error: hardeningMessages.diskFull });

      await fs.rm(filler);
      expect((await api(s.url, "/api/blogs", { method: "POST", body: JSON.stringify(post()) })).status).toBe(201);
      expect(((await (await fetch(`${s.url}/api/blogs`)).json()) as { data: Blog[] }).data).toHaveLength(2);
    } finally {
      await s.stop();
    }
  });
});
