import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILURES_PER_EMAIL, LOGIN_FAILURES_PER_IP } from "../../src/server/services/login-throttle";
import { apiMessages } from "../../src/shared/api-messages";
import { ADMIN, startTestServer, type TestServer } from "../fixtures/server";

describe("login and identity", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  it("answers { token, user } and /me answers { role, email, name }", async () => {
    const res = await s.api("/api/auth/login", { method: "POST", json: { email: ` ${ADMIN.email.toUpperCase()} `, password: ADMIN.password } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toEqual({ id: expect.any(String), email: ADMIN.email, name: "Administrator", role: "admin" });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|\$2[aby]\$/);
    // An opaque session id (32 random bytes), not a token that carries claims.
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await s.api("/api/auth/me", { token: body.token });
    expect(await me.json()).toEqual({ role: "admin", email: ADMIN.email, name: "Administrator" });
  });

  it("gives the same 401 for an unknown e-mail and a wrong password", async () => {
    const unknown = await s.api("/api/auth/login", { method: "POST", json: { email: "nobody@test.local", password: "whatever-123" } });
    const wrong = await s.api("/api/auth/login", { method: "POST", json: { email: ADMIN.email, password: "wrong-password" } });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(await unknown.json()).toMatchObject({ error: apiMessages.loginFailed });
    expect(await wrong.json()).toMatchObject({ error: apiMessages.loginFailed });
  });

  it("rejects a missing e-mail with 400 naming the field", async () => {
    const res = await s.api("/api/auth/login", { method: "POST", json: { password: "x" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Email is required");
  });

  describe("rejects tokens that name no live session with 401", () => {
    const cases: [string, () => string | Promise<string>][] = [
      [
        "a changed character",
        async () => {
          const t = await s.tokenFor("admin");
          return t.slice(0, -1) + (t.endsWith("A") ? "B" : "A");
        },
      ],
      [
        "the stored hash of a live session instead of its token",
        async () => {
          const { session } = s.services.sessions.start(s.services.users.findByEmail(ADMIN.email)!);
          return session.id;
        },
      ],
      ["a JWT of the old kind", () => "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwidmVyIjowfQ.bad-signature"],
      ["too long", () => "A".repeat(5000)],
      ["garbage", () => "not.a.token"],
    ];
    it.each(cases)("%s", async (_name, make) => {
      const token = await make();
      for (const [method, path] of [
        ["GET", "/api/auth/me"],
        ["POST", "/api/sidebar-links"],
        ["GET", "/api/users"],
      ] as const) {
        const res = await s.api(path, { method, token, json: method === "POST" ? { text: "x", url: "x.com" } : undefined });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(await res.json()).toMatchObject({ error: apiMessages.unauthenticated });
      }
    });

    it("the token of a live session works (control)", async () => {
      expect((await s.api("/api/auth/me", { token: await s.tokenFor("admin") })).status).toBe(200);
    });
  });

  it("ignores a non-Bearer Authorization header (401 on protected routes)", async () => {
    const res = await s.api("/api/auth/me", { headers: { authorization: `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString("base64")}` } });
    expect(res.status).toBe(401);
  });
});

describe("own password change", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  it("needs the current password, ends old sessions and hands back a working token", async () => {
    const email = "changer@test.local";
    await s.services.users.add({ email, role: "editor", password: "first-pass-1" });
    const login = async (password: string) => s.api("/api/auth/login", { method: "POST", json: { email, password } });
    const { token: old } = await (await login("first-pass-1")).json();
    const { token: other } = await (await login("first-pass-1")).json();

    const wrong = await s.api("/api/auth/password", { method: "PUT", token: old, json: { currentPassword: "nope-nope", newPassword: "second-pass-2" } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe("Current password is incorrect");
    const short = await s.api("/api/auth/password", { method: "PUT", token: old, json: { currentPassword: "first-pass-1", newPassword: "short" } });
    expect(short.status).toBe(400);
    expect((await short.json()).error).toBe("New password must be at least 8 characters");
    const long = await s.api("/api/auth/password", { method: "PUT", token: old, json: { currentPassword: "first-pass-1", newPassword: "é".repeat(37) } });
    expect((await long.json()).error).toBe("New password must be at most 72 bytes");

    const res = await s.api("/api/auth/password", { method: "PUT", token: old, json: { currentPassword: "first-pass-1", newPassword: "second-pass-2" } });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.user).toMatchObject({ email, role: "editor" });

    expect((await s.api("/api/auth/me", { token: old })).status).toBe(401);
    expect((await s.api("/api/auth/me", { token: other })).status).toBe(401);
    expect((await s.api("/api/auth/me", { token: data.token })).status).toBe(200);
    expect((await login("first-pass-1")).status).toBe(401);
    expect((await login("second-pass-2")).status).toBe(200);
  });
});

describe("rate limiting of login failures", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());
  const login = (email: string, password: string) => s.api("/api/auth/login", { method: "POST", json: { email, password } });

  it(`refuses an e-mail after ${LOGIN_FAILURES_PER_EMAIL} failures, even with the right password, with Retry-After`, async () => {
    await s.services.users.add({ email: "target@test.local", role: "editor", password: "target-pass-1" });
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL; i++) expect((await login("target@test.local", `guess-${i}-x`)).status).toBe(401);
    const blocked = await login("TARGET@test.local", "target-pass-1");
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: apiMessages.tooManyRequests });
    const retry = Number(blocked.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // Other accounts from the same client are not locked out by it.
    expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it("a success clears the e-mail's failures", async () => {
    await s.services.users.add({ email: "forgetful@test.local", role: "editor", password: "forgetful-1" });
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL - 1; i++) await login("forgetful@test.local", "wrong-pass");
    expect((await login("forgetful@test.local", "forgetful-1")).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL - 1; i++) expect((await login("forgetful@test.local", "wrong-pass")).status).toBe(401);
  });

  it(`refuses a client IP after ${LOGIN_FAILURES_PER_IP} failures across e-mails`, async () => {
    // Each e-mail below its own limit; 2 failures each plus those of the tests above reach the IP limit.
    let status = 401;
    for (let i = 0; i < LOGIN_FAILURES_PER_IP && status === 401; i++) status = (await login(`spray-${i}@test.local`, "password1")).status;
    expect(status).toBe(429);
    const res = await login(ADMIN.email, ADMIN.password);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
