// Graceful shutdown of a real server process: SIGTERM during a burst of writes loses no acknowledged
// write, and the process exits 0 within 10 s; kill -9 during a burst of enquiries, links and post saves loses no
// acknowledged one, leaves every post with its revision and the database whole. (The process is tests/fixtures/api-server.ts: server.ts's
// start-up and lifecycle without the React Router build, which does not exist before `npm run build`.)
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { spawnApiServer } from "../fixtures/api-process";
import { REVISIONS_PER_POST } from "../../src/shared/constants";
import { tempDir } from "../fixtures/temp";

const ADMIN = { email: "admin@shutdown.test", password: "admin-password-1" };

type Proc = { child: ChildProcessWithoutNullStreams; url: string; output: string[]; exited: Promise<{ code: number | null; signal: string | null; at: number }> };

async function startProcess(dir: string, env: Record<string, string> = {}): Promise<Proc> {
  const child = spawnApiServer(dir, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env });
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

  it("loses no acknowledged enquiry, link or post save when killed with SIGKILL during a burst; every post keeps its revision", { timeout: 90_000 }, async () => {
    const env = { ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_RATE_LIMIT: "100000" };
    const first = await startProcess(dir, env);
    running.push(first);
    const token = await login(first.url);
    const enquiries: string[] = [];
    const links: string[] = [];
    const failures: string[] = [];
    // Posts saved over and over by one worker each: the titles sent, in order, and how many were acknowledged.
    const posts = new Map<number, { id: string; sent: string[]; acked: number }>();
    const savePost = async (w: number, n: number) => {
      let p = posts.get(w);
      if (!p) {
        const res = await fetch(`${first.url}/api/blogs`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ title: `Post ${w}`, excerpt: `post-${w}`, content: "<p>First</p>", date: "2026-01-15", status: "published" }),
        });
        if (res.status !== 201) return failures.push(`post HTTP ${res.status}`);
        posts.set(w, (p = { id: ((await res.json()) as { data: { id: string } }).data.id, sent: [`Post ${w}`], acked: 1 }));
      }
      const title = `Saved ${n}`;
      p.sent.push(title);
      const res = await fetch(`${first.url}/api/blogs/${p.id}`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ title, excerpt: `post-${w}`, content: `<p>Save ${n}</p>`, date: "2026-01-15", status: "published" }),
      });
      if (res.status !== 200) return failures.push(`save HTTP ${res.status}`);
      p.acked = p.sent.length;
    };
    let killed = false;
    let next = 0;
    const sendEnquiry = async (n: number) => {
      const { data } = (await (await fetch(`${first.url}/api/send-message/token`)).json()) as { data: { token: string } };
      const res = await fetch(`${first.url}/api/send-message`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          formToken: data.token,
          name: `Burst ${n}`,
          email: `burst${n}@example.in`,
          phone: "9811045632",
          message: `Burst enquiry ${n}`,
          source: "contact-page",
        }),
      });
      if (res.status !== 200) return failures.push(`enquiry HTTP ${res.status}`);
      enquiries.push(((await res.json()) as { data: { id: string } }).data.id);
    };
    const addLink = async (n: number) => {
      const res = await fetch(`${first.url}/api/sidebar-links`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ text: `Link ${n}`, url: `https://example.com/${n}` }),
      });
      if (res.status !== 201) return failures.push(`link HTTP ${res.status}`);
      links.push(((await res.json()) as { _id: string })._id);
    };
    const worker = async (w: number) => {
      for (;;) {
        const n = next++;
        try {
          await (w % 5 === 0 ? addLink(n) : w % 5 === 1 ? savePost(w, n) : sendEnquiry(n));
        } catch {
          if (!killed) failures.push("network error before the kill");
          return; // the process is gone
        }
        if (!killed && enquiries.length >= 150) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, w) => worker(w)));
    expect(await first.exited).toMatchObject({ signal: "SIGKILL" });
    expect(failures).toEqual([]);
    expect(links.length).toBeGreaterThan(0);

    // The restart reads every file (a corrupt one would stop it) and takes over the dead server's lock.
    const second = await startProcess(dir, env);
    running.push(second);
    const admin = await login(second.url);
    const listed: string[] = [];
    for (let page = 1; ; page++) {
      const body = (await (await fetch(`${second.url}/api/enquiries?limit=200&page=${page}`, { headers: { authorization: `Bearer ${admin}` } })).json()) as {
        data: { id: string }[];
        total: number;
      };
      listed.push(...body.data.map((e) => e.id));
      if (listed.length >= body.total) break;
    }
    const stored = new Set(listed);
    expect(enquiries.filter((id) => !stored.has(id))).toEqual([]);
    const storedLinks = new Set(((await (await fetch(`${second.url}/api/sidebar-links`)).json()) as { _id: string }[]).map((l) => l._id));
    expect(links.filter((id) => !storedLinks.has(id))).toEqual([]);
    // Every post holds its last acknowledged save (or a later one that was under way), and the state that
    // save replaced is its newest revision: the post and its revision were one transaction.
    expect(posts.size).toBeGreaterThan(0);
    for (const p of posts.values()) {
      const post = ((await (await fetch(`${second.url}/api/blogs/${p.id}`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { data: { title: string } }).data;
      const at = p.sent.indexOf(post.title);
      expect(at, `${post.title} of ${p.sent.join(", ")}`).toBeGreaterThanOrEqual(p.acked - 1);
      const revisions = (
        (await (await fetch(`${second.url}/api/blogs/${p.id}/revisions`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { data: { title: string }[] }
      ).data;
      if (at > 0) expect(revisions[0]?.title).toBe(p.sent[at - 1]);
      expect(revisions).toHaveLength(Math.min(at, REVISIONS_PER_POST));
    }
    // The database is whole.
    const db = new DatabaseSync(path.join(dir, "data", "site.db"), { readOnly: true });
    expect(db.prepare("PRAGMA integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
    db.close();
    second.child.kill("SIGTERM");
    expect((await second.exited).code).toBe(0);
  });

  it("refuses to start a second server on the same DATA_DIR", { timeout: 60_000 }, async () => {
    const first = await startProcess(dir);
    running.push(first);
    await expect(startProcess(dir)).rejects.toThrow(/Another server is already using this DATA_DIR/);
    first.child.kill("SIGTERM");
    expect((await first.exited).code).toBe(0);
  });
});
