// Forgot / reset password by e-mail, end to end against a real SMTP server.
import { createHash } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_REQUESTS_PER_IP } from "../../src/server/services/password-reset";
import { apiMessages } from "../../src/shared/api-messages";
import { startTestServer, type TestServer } from "../fixtures/server";
import { smtpServer } from "../fixtures/smtp";
import { defined } from "../fixtures/defined";
import { storedJson } from "../fixtures/db";

const SITE = "https://staff.example.in";
const unwrap = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
const linkIn = (raw: string) => /https:\/\/staff\.example\.in\/admin\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(unwrap(raw));

describe("forgot and reset password", () => {
  const smtp = smtpServer();
  let s: TestServer;
  beforeAll(async () => {
    const port = await smtp.listen();
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_URL: SITE });
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });
  const post = (p: string, json: unknown) => s.api(p, { method: "POST", json });
  const login = (email: string, password: string) => post("/api/auth/login", { email, password });

  it("answers the same for a known and an unknown e-mail, and e-mails a single-use link to the known user only", async () => {
    const email = "forgetful@test.local";
    await s.services.users.add({ email, role: "editor", name: "Forgetful", password: "old-password-1" });
    const sessions = await Promise.all([1, 2].map(async () => ((await (await login(email, "old-password-1")).json()) as { token: string }).token));

    const t0 = performance.now();
    const unknown = await post("/api/auth/forgot-password", { email: "nobody@test.local" });
    const t1 = performance.now();
    const known = await post("/api/auth/forgot-password", { email: " Forgetful@Test.local " });
    const t2 = performance.now();
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(await unknown.json()).toEqual({ data: { sent: true } });
    expect(await known.json()).toEqual({ data: { sent: true } });
    // The work happens after the answer: both are quick (generous bound; a send takes a round trip).
    expect(Math.max(t1 - t0, t2 - t1)).toBeLessThan(500);

    await s.services.passwordResets.settled();
    expect(smtp.received.map((m) => m.to)).toEqual([[email]]);
    const mail = defined(smtp.received[0]).raw;
    expect(mail).toMatch(/Subject: Reset your password/);
    const token = linkIn(mail)?.[1];
    expect(token).toBeTruthy();

    // Only a hash of the token is stored.
    const stored = storedJson(path.join(s.dir, "data"), "password_resets").join("\n");
    expect(stored).not.toContain(token!);
    expect(stored).toContain(createHash("sha256").update(token!).digest("hex"));

    const short = await post("/api/auth/reset-password", { token, password: "short" });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: "Password must be at least 8 characters" });

    const res = await post("/api/auth/reset-password", { token, password: "new-password-2" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { reset: true } });
    // Every earlier session ended; the new password works, the old one does not.
    for (const t of sessions) expect((await s.api("/api/auth/me", { token: t })).status).toBe(401);
    expect((await login(email, "new-password-2")).status).toBe(200);
    expect((await login(email, "old-password-1")).status).toBe(401);

    // Single use.
    const again = await post("/api/auth/reset-password", { token, password: "third-password-3" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: apiMessages.resetLinkInvalid });

    // The user is told by e-mail that the password changed.
    await s.services.passwordResets.settled();
    expect(smtp.received).toHaveLength(2);
    expect(defined(smtp.received[1]).to).toEqual([email]);
    expect(defined(smtp.received[1]).raw).toMatch(/Subject: Your password was changed/);
    expect(linkIn(defined(smtp.received[1]).raw)).toBeNull();
  });

  it("refuses an expired or garbage token with the one message", async () => {
    const email = "late@test.local";
    await s.services.users.add({ email, role: "editor", password: "late-password-1" });
    const before = smtp.received.length;
    await post("/api/auth/forgot-password", { email });
    await s.services.passwordResets.settled();
    const token = linkIn(defined(smtp.received[before]).raw)![1];
    // 61 minutes later (the stored expiry moved back instead of the clock moving on).
    const { passwordResets } = s.services.storage;
    for (const r of passwordResets.find()) passwordResets.update(r.id, { expiresAt: Date.now() - 60_000 });
    for (const bad of [token, "garbage", "A".repeat(43)]) {
      const res = await post("/api/auth/reset-password", { token: bad, password: "late-password-2" });
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ error: apiMessages.resetLinkInvalid });
    }
    expect((await login(email, "late-password-1")).status).toBe(200);
    const missing = await post("/api/auth/reset-password", { password: "late-password-2" });
    expect(await missing.json()).toMatchObject({ error: "Token is required" });
  });
});

describe("forgot password limits and mail off", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  it("without SMTP answers the same and sends nothing; the forgot page is told mail is off", async () => {
    expect(s.services.passwordResets.enabled).toBe(false);
    const res = await s.api("/api/auth/forgot-password", { method: "POST", json: { email: "admin@test.local" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { sent: true } });
    await s.services.passwordResets.settled();
    expect(s.services.storage.passwordResets.count()).toBe(0);
  });

  it(`limits forgot and reset requests per client address (${RESET_REQUESTS_PER_IP} in 15 minutes, then 429)`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RESET_REQUESTS_PER_IP + 1; i++) statuses.push((await s.api("/api/auth/forgot-password", { method: "POST", json: { email: `x${i}@test.local` } })).status);
    expect(statuses.at(-1)).toBe(429);
    const reset = await s.api("/api/auth/reset-password", { method: "POST", json: { token: "whatever", password: "whatever-123" } });
    expect(reset.status).toBe(429);
    expect(reset.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

// A reset link dies with the password it was sent for; a new request does not void a recent link;
// a successful reset clears the account's failed sign-in counts.
describe("reset links and the password", () => {
  const smtp = smtpServer();
  let s: TestServer;
  beforeAll(async () => {
    const port = await smtp.listen();
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_URL: SITE });
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });
  const post = (p: string, json: unknown) => s.api(p, { method: "POST", json });
  /** Asks for a link and returns its token (the newest e-mail to `email`). */
  const askLink = async (email: string) => {
    expect((await post("/api/auth/forgot-password", { email })).status).toBe(200);
    await s.services.passwordResets.settled();
    const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1);
    return defined(linkIn(defined(mail).raw)?.[1]);
  };
  const reset = (token: string, password: string) => post("/api/auth/reset-password", { token, password });

  it("voids a link when the user changes their own password", async () => {
    const email = "own-change@test.local";
    await s.services.users.add({ email, role: "editor", name: "Own", password: "first-password-1" });
    const token = await askLink(email);
    const session = ((await (await post("/api/auth/login", { email, password: "first-password-1" })).json()) as { token: string }).token;
    const changed = await s.api("/api/auth/password", { method: "PUT", token: session, json: { currentPassword: "first-password-1", newPassword: "second-password-2" } });
    expect(changed.status).toBe(200);
    const res = await reset(token, "attacker-password-3");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: apiMessages.resetLinkInvalid });
  });

  it("voids a link when an admin resets the password", async () => {
    const email = "admin-reset@test.local";
    const user = await s.services.users.add({ email, role: "editor", name: "Reset", password: "first-password-1" });
    const token = await askLink(email);
    const admin = await s.tokenFor("admin");
    expect((await s.api(`/api/users/${user.id}/password`, { method: "PUT", token: admin, json: { password: "by-admin-password-2" } })).status).toBe(200);
    expect((await reset(token, "attacker-password-3")).status).toBe(400);
  });

  it("keeps the links of the last 15 minutes when a new one is asked for, and voids them all with one reset", async () => {
    const email = "many-links@test.local";
    await s.services.users.add({ email, role: "editor", name: "Many", password: "first-password-1" });
    const first = await askLink(email);
    const second = await askLink(email); // an outsider asking again must not void the first
    const res = await reset(first, "new-password-22");
    expect(res.status).toBe(200);
    // That reset changed the password: the other link is dead.
    expect((await reset(second, "other-password-33")).status).toBe(400);
  });

  it("clears the account's failed sign-in counts after a successful reset", async () => {
    const email = "locked@test.local";
    await s.services.users.add({ email, role: "editor", name: "Locked", password: "first-password-1" });
    for (let i = 0; i < 5; i++) await post("/api/auth/login", { email, password: "wrong-password" });
    expect((await post("/api/auth/login", { email, password: "first-password-1" })).status).toBe(429);
    const token = await askLink(email);
    expect((await reset(token, "fresh-password-44")).status).toBe(200);
    expect((await post("/api/auth/login", { email, password: "fresh-password-44" })).status).toBe(200);
  });
});
