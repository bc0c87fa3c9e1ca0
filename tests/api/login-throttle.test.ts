// Login throttling that holds: counted before the check, per e-mail+address, slowed per
// e-mail, capped per address, kept across a restart; hashes off the event loop, bcrypt upgraded.
import bcrypt from "bcryptjs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/server/app";
import { boot } from "../../src/server/boot";
import { loadConfig } from "../../src/server/config";
import { LOGIN_ATTEMPTS_PER_PAIR } from "../../src/server/services/login-throttle";
import { apiMessages } from "../../src/shared/api-messages";
import { ADMIN, startTestServer, type TestServer } from "../fixtures/server";
import { tempDir } from "../fixtures/temp";
import { testLogger } from "../fixtures/log";

/** POST /api/auth/login from a given loopback address (127.0.0.2, 127.0.0.3, ...). */
function loginFrom(baseUrl: string, localAddress: string, body: object): Promise<{ status: number; body: { token?: string; error?: string }; retryAfter?: string }> {
  const url = new URL("/api/auth/login", baseUrl);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || "{}"), retryAfter: res.headers["retry-after"] as string | undefined }));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

describe("login throttling that holds", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  it(`30 parallel wrong logins get at most ${LOGIN_ATTEMPTS_PER_PAIR} checks, and the right password in the burst does not get in`, async () => {
    const email = "burst@test.local";
    await s.services.users.add({ email, role: "editor", password: "burst-right-1" });
    const before = s.services.users.passwordChecks();
    let refused = 0;
    const wrong = Array.from({ length: 29 }, (_, i) =>
      loginFrom(s.url, "127.0.0.4", { email, password: `wrong-guess-${i}` }).then((r) => ((refused += r.status === 429 ? 1 : 0), r)),
    );
    // The right password arrives once the pair's quota is spent (a wrong guess was refused), while the counted
    // wrong ones are still being checked.
    await vi.waitFor(() => expect(refused).toBeGreaterThan(0), { timeout: 10_000 });
    const right = loginFrom(s.url, "127.0.0.4", { email, password: "burst-right-1" });
    const results = await Promise.all([...wrong, right]);
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 401).length).toBeLessThanOrEqual(LOGIN_ATTEMPTS_PER_PAIR);
    expect(statuses.filter((x) => x === 200)).toHaveLength(0);
    expect(statuses.filter((x) => x === 429).length).toBeGreaterThanOrEqual(30 - LOGIN_ATTEMPTS_PER_PAIR);
    expect((await right).status).toBe(429);
    expect(s.services.users.passwordChecks() - before).toBeLessThanOrEqual(LOGIN_ATTEMPTS_PER_PAIR);
  });

  it("the right password from a second address works after 6 failures from a first", async () => {
    const email = "victim@test.local";
    await s.services.users.add({ email, role: "editor", password: "victim-right-1" });
    const fromAttacker: number[] = [];
    for (let i = 0; i < 6; i++) fromAttacker.push((await loginFrom(s.url, "127.0.0.2", { email, password: `attacker-${i}-x` })).status);
    expect(fromAttacker).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await loginFrom(s.url, "127.0.0.2", { email, password: "victim-right-1" });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: apiMessages.tooManyRequests });
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    // The real user elsewhere is slowed down (the e-mail has many attempts), not refused.
    const real = await loginFrom(s.url, "127.0.0.3", { email, password: "victim-right-1" });
    expect(real.status).toBe(200);
    expect(real.body.token).toEqual(expect.any(String));
  });

  it("caps one address across many e-mails", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await loginFrom(s.url, "127.0.0.5", { email: `spray-${i}@test.local`, password: "password1" })).status);
    expect(statuses.slice(0, 20).every((x) => x === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Everyone else is unaffected.
    expect((await loginFrom(s.url, "127.0.0.6", ADMIN)).status).toBe(200);
  });
});

describe("login counts and revocations survive a restart; bcrypt hashes are upgraded", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ dir, cleanup } = await tempDir()));
  afterAll(() => cleanup());

  async function start() {
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: path.join(dir, "data"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      BACKUP_DIR: path.join(dir, "backups"),
      DEMO_CONTENT: "false",
      LOG_LEVEL: "silent",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const services = await boot(config, testLogger());
    const server = createApp({ services }).listen(0, "127.0.0.1");
    await new Promise<void>((ok) => server.once("listening", ok));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const stop = async () => {
      await services.users.flush();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    };
    return { url, services, stop };
  }

  it("keeps a blocked pair blocked and a logged-out token dead after a restart", async () => {
    const first = await start();
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_PAIR; i++) expect((await loginFrom(first.url, "127.0.0.2", { email: ADMIN.email, password: `nope-${i}-x` })).status).toBe(401);
    const { body } = await loginFrom(first.url, "127.0.0.3", ADMIN);
    const token = body.token!;
    const out = await fetch(`${first.url}/api/auth/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    await first.stop();

    const second = await start();
    expect((await loginFrom(second.url, "127.0.0.2", ADMIN)).status).toBe(429);
    expect((await fetch(`${second.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    await second.stop();
  });

  it("verifies a bcrypt hash of the first round and replaces it with scrypt at login", async () => {
    const app = await start();
    const { users } = app.services.storage;
    const id = app.services.users.findByEmail(ADMIN.email)!.id;
    users.update(id, { passwordHash: bcrypt.hashSync("legacy-pass-1", 4) });
    expect((await loginFrom(app.url, "127.0.0.8", { email: ADMIN.email, password: "legacy-pass-1" })).status).toBe(200);
    expect(app.services.users.findByEmail(ADMIN.email)!.passwordHash).toMatch(/^\$scrypt\$/);
    expect((await loginFrom(app.url, "127.0.0.8", { email: ADMIN.email, password: "legacy-pass-1" })).status).toBe(200);
    await app.stop();
  });
});
