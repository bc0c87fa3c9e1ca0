import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startTestServer, type TestServer } from "../fixtures/server";

describe("users API (admin only)", () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.tokenFor("admin");
  });
  afterAll(() => s.close());
  const login = (email: string, password: string) => s.api("/api/auth/login", { method: "POST", json: { email, password } });
  const add = (json: unknown) => s.api("/api/users", { method: "POST", token: admin, json });

  it("adds a user without a password as an invitation: no password generated, never the hash (tests/api/invitations.test.ts follows the link)", async () => {
    const res = await add({ email: "New.Editor@Test.local", role: "editor", name: "New Editor" });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.user).toEqual({
      id: expect.any(String),
      email: "new.editor@test.local",
      name: "New Editor",
      role: "editor",
      invitation: { sentAt: expect.any(String), expiresAt: expect.any(String), expired: false, sent: false },
    });
    expect(data.invitation).toEqual({
      expiresAt: expect.any(String),
      sent: false,
      reason: "mail-off",
      link: expect.stringMatching(/\/admin\/invitation\?token=[A-Za-z0-9_-]{43}$/),
    });

    const list = await (await s.api("/api/users", { token: admin })).json();
    expect(list.data).toContainEqual(data.user);
    expect(JSON.stringify(list)).not.toMatch(/generatedPassword|passwordHash|tokenVersion|token=/);
  });

  it("adds a user with the given password (a program's): active at once, no invitation, nothing generated", async () => {
    const { data } = await (await add({ email: "given@test.local", role: "admin", password: "given-pass-1" })).json();
    expect(data).toEqual({ user: { id: expect.any(String), email: "given@test.local", name: "given", role: "admin" }, invitation: null });
    expect((await login("given@test.local", "given-pass-1")).status).toBe(200);
  });

  it.each([
    [{ email: "NEW.EDITOR@test.local", role: "editor" }, 409, "A user with this email already exists"],
    [{ email: "x@test.local", role: "owner" }, 400, /^Role /],
    [{ email: "not-an-email", role: "editor" }, 400, "Email must be a valid e-mail"],
    [{ role: "editor" }, 400, "Email is required"],
    [{ email: "y@test.local", role: "editor", password: "short" }, 400, "Password must be at least 8 characters"],
    [{ email: "z@test.local", role: "editor", name: "n".repeat(101) }, 400, "Name must be at most 100 characters"],
  ])("refuses %j with %i", async (body, status, error) => {
    const res = await add(body);
    expect(res.status).toBe(status);
    const answer = await res.json();
    if (typeof error === "string") expect(answer).toMatchObject({ error });
    else expect(answer.error).toMatch(error);
  });

  it("changes a role and a name; the change applies to the user's current session", async () => {
    const {
      data: { user: data },
    } = await (await add({ email: "promote@test.local", role: "editor", password: "promote-pass" })).json();
    const { token } = await (await login("promote@test.local", "promote-pass")).json();
    expect((await s.api("/api/users", { token })).status).toBe(403);
    const res = await s.api(`/api/users/${data.id}`, { method: "PUT", token: admin, json: { role: "admin", name: "Promoted" } });
    expect((await res.json()).data).toEqual({ id: data.id, email: "promote@test.local", name: "Promoted", role: "admin" });
    expect((await s.api("/api/users", { token })).status).toBe(200);
    expect((await s.api(`/api/users/${data.id}`, { method: "PUT", token: admin, json: { role: "boss" } })).status).toBe(400);
  });

  it("sets a password a program gives (required: none is ever generated), and the user's sessions end", async () => {
    const {
      data: { user: data },
    } = await (await add({ email: "reset@test.local", role: "editor", password: "before-reset" })).json();
    const { token } = await (await login("reset@test.local", "before-reset")).json();
    const none = await s.api(`/api/users/${data.id}/password`, { method: "PUT", token: admin, json: {} });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ error: "Password is required" });
    expect((await s.api("/api/auth/me", { token })).status).toBe(200);
    expect((await login("reset@test.local", "before-reset")).status).toBe(200);

    const given = await s.api(`/api/users/${data.id}/password`, { method: "PUT", token: admin, json: { password: "chosen-by-admin" } });
    expect(given.status).toBe(200);
    expect((await given.json()).data).toEqual({ id: data.id, email: "reset@test.local", name: "reset", role: "editor" });
    expect((await s.api("/api/auth/me", { token })).status).toBe(401);
    expect((await login("reset@test.local", "before-reset")).status).toBe(401);
    expect((await login("reset@test.local", "chosen-by-admin")).status).toBe(200);
  });

  it("removes a user, whose token stops working at once", async () => {
    const {
      data: { user: data },
    } = await (await add({ email: "leaver@test.local", role: "editor", password: "leaver-pass" })).json();
    const { token } = await (await login("leaver@test.local", "leaver-pass")).json();
    const res = await s.api(`/api/users/${data.id}`, { method: "DELETE", token: admin });
    expect(await res.json()).toEqual({ data: { id: data.id } });
    expect((await s.api("/api/auth/me", { token })).status).toBe(401);
    expect((await login("leaver@test.local", "leaver-pass")).status).toBe(401);
  });

  it("answers 404 for an unknown user", async () => {
    for (const [method, path, json] of [
      ["GET", "/api/users/nope", undefined],
      ["PUT", "/api/users/nope", { role: "editor" }],
      ["PUT", "/api/users/nope/password", { password: "some-password-1" }],
      ["POST", "/api/users/nope/password-link", undefined],
      ["POST", "/api/users/nope/invitation", undefined],
      ["DELETE", "/api/users/nope/invitation", undefined],
      ["DELETE", "/api/users/nope", undefined],
    ] as const) {
      const res = await s.api(path, { method, token: admin, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toMatchObject({ error: "User not found" });
    }
  });
});

describe("the last admin", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  it("can be neither demoted nor removed, until there is another admin", async () => {
    const token = await s.tokenFor("admin");
    const me = s.services.users.findByEmail(ADMIN.email)!;
    const demote = await s.api(`/api/users/${me.id}`, { method: "PUT", token, json: { role: "editor" } });
    expect(demote.status).toBe(400);
    expect(await demote.json()).toMatchObject({ error: "Role cannot be changed: this is the last admin" });
    const remove = await s.api(`/api/users/${me.id}`, { method: "DELETE", token });
    expect(remove.status).toBe(400);
    expect(await remove.json()).toMatchObject({ error: "user cannot be removed: this is the last admin" });
    // Renaming the last admin is fine.
    expect((await s.api(`/api/users/${me.id}`, { method: "PUT", token, json: { role: "admin", name: "Boss" } })).status).toBe(200);

    const second = await (await s.api("/api/users", { method: "POST", token, json: { email: "second@test.local", role: "admin", password: "second-admin" } })).json();
    expect((await s.api(`/api/users/${me.id}`, { method: "PUT", token, json: { role: "editor" } })).status).toBe(200);
    // Now an editor: the same token may no longer manage users.
    expect((await s.api("/api/users", { token })).status).toBe(403);
    const { token: t2 } = await (await s.api("/api/auth/login", { method: "POST", json: { email: "second@test.local", password: "second-admin" } })).json();
    expect((await s.api(`/api/users/${second.data.user.id}`, { method: "DELETE", token: t2 })).status).toBe(400);
    expect((await s.api(`/api/users/${me.id}`, { method: "DELETE", token: t2 })).status).toBe(200);
  });
});
