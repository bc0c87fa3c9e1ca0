// Graceful shutdown of a real server process: SIGTERM during a burst of writes loses no acknowledged
// write, and the process exits 0 within 10 s. (The process is tests/fixtures/api-server.ts: server.ts's
// start-up and lifecycle without the React Router build, which does not exist before `npm run build`.)
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "../fixtures/temp";

const ADMIN = { email: "admin@shutdown.test", password: "admin-password-1" };

type Proc = { child: ChildProcessWithoutNullStreams; url: string; output: string[]; exited: Promise<{ code: number | null; signal: string | null; at: number }> };

async function startProcess(dir: string): Promise<Proc> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/api-server.ts"], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dir, "data"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      BACKUP_DIR: path.join(dir, "backups"),
      DEMO_CONTENT: "false",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "info",
    },
  });
  const output: string[] = [];
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((ok) => child.once("exit", (code, signal) => ok({ code, signal, at: Date.now() })));
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join("")}`)), 20_000);
    child.stderr.on("data", (d) => output.push(String(d)));
    child.stdout.on("data", (d) => {
      buffer += String(d);
      output.push(String(d));
      const m = /listening on 127\.0\.0\.1:(\d+)/.exec(buffer);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    void exited.then(() => reject(new Error(`server exited early:\n${output.join("")}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, output, exited };
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe("graceful shutdown", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  const running: Proc[] = [];
  beforeEach(async () => ({ dir, cleanup } = await tempDir("crd-shutdown-")));
  afterEach(async () => {
    for (const p of running.splice(0)) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
    await cleanup();
  });

  it("loses no acknowledged write when SIGTERM arrives during a burst, and exits 0 within 10 s", { timeout: 60_000 }, async () => {
    const first = await startProcess(dir);
    running.push(first);
    const token = await login(first.url);

    const acknowledged: { id: string; text: string }[] = [];
    const failures: string[] = [];
    let signalledAt = 0;
    let ackedAfterSignal = 0;
    let next = 0;
    const total = 400;
    const worker = async () => {
      while (next < total) {
        const n = next++;
        try {
          const res = await fetch(`${first.url}/api/sidebar-links`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
            body: JSON.stringify({ text: `Link ${n}`, url: `https://example.com/${n}` }),
          });
          if (res.status === 201) {
            const body = (await res.json()) as { _id: string; text: string };
            acknowledged.push({ id: body._id, text: body.text });
            if (signalledAt) ackedAfterSignal++;
          } else {
            failures.push(`HTTP ${res.status}`);
          }
        } catch {
          // Refused or closed connection after the signal: not acknowledged, so it may be lost.
          if (!signalledAt) failures.push("network error before the signal");
        }
        if (!signalledAt && acknowledged.length >= 60) {
          signalledAt = Date.now();
          first.child.kill("SIGTERM");
        }
      }
    };
    await Promise.all(Array.from({ length: 25 }, worker));
    const exit = await first.exited;

    expect(signalledAt).toBeGreaterThan(0);
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(10_000);
    // Requests already being handled when the signal came were finished, not cut off.
    expect(ackedAfterSignal).toBeGreaterThan(0);
    // Nothing was answered with an error: requests either completed or were never accepted.
    expect(failures).toEqual([]);
    expect(first.output.join("")).toContain("Stopped cleanly");
    // The lock is released on a clean exit.
    await expect(fs.access(path.join(dir, "data", ".lock"))).rejects.toThrow();

    const second = await startProcess(dir);
    running.push(second);
    const stored = (await (await fetch(`${second.url}/api/sidebar-links`)).json()) as { _id: string; text: string }[];
    const ids = new Set(stored.map((l) => l._id));
    const missing = acknowledged.filter((a) => !ids.has(a.id));
    expect(missing).toEqual([]);
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);

    // SIGINT (Ctrl-C) stops it the same way.
    second.child.kill("SIGINT");
    expect(await second.exited).toMatchObject({ code: 0, signal: null });
  });

  it("refuses to start a second server on the same DATA_DIR", { timeout: 60_000 }, async () => {
    const first = await startProcess(dir);
    running.push(first);
    await expect(startProcess(dir)).rejects.toThrow(/Another server is already using this DATA_DIR/);
    first.child.kill("SIGTERM");
    expect((await first.exited).code).toBe(0);
  });
});
