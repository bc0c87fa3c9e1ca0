// Sessions end when staff say so: logout revokes that token; an admin ends all of a user's.
import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { expectAdminOnly, useStaffServer } from "../fixtures/server";

describe("logout and ending sessions", () => {
  const t = useStaffServer();
  const login = async (email: string, password: string) =>
    ((await (await t.s.api("/api/auth/login", { method: "POST", json: { email, password } })).json()) as { token: string }).token;
  const me = async (token: string) => (await t.s.api("/api/auth/me", { token })).status;

  it("POST /api/auth/logout revokes that token only", async () => {
    await t.s.services.users.add({ email: "leaver@test.local", role: "editor", password: "leaver-pass-1" });
    const a = await login("leaver@test.local", "leaver-pass-1");
    const b = await login("leaver@test.local", "leaver-pass-1");
    const res = await t.s.api("/api/auth/logout", { method: "POST", token: a });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { loggedOut: true } });
    expect(await me(a)).toBe(401);
    expect(await (await t.s.api("/api/blogs", { method: "POST", token: a, json: {} })).json()).toMatchObject({ error: apiMessages.unauthenticated });
    expect(await me(b)).toBe(200);
    // A second logout with the revoked token is a 401; without a token too.
    expect((await t.s.api("/api/auth/logout", { method: "POST", token: a })).status).toBe(401);
    expect((await t.s.api("/api/auth/logout", { method: "POST" })).status).toBe(401);
  });

  it("DELETE /api/users/{id}/sessions ends every session of that user (admin only)", async () => {
    const { id } = await t.s.services.users.add({ email: "ended@test.local", role: "editor", password: "ended-pass-1" });
    const a = await login("ended@test.local", "ended-pass-1");
    const b = await login("ended@test.local", "ended-pass-1");
    await expectAdminOnly(t.s, t.editor, [["DELETE", `/api/users/${id}/sessions`]]);
    const res = await t.s.api(`/api/users/${id}/sessions`, { method: "DELETE", token: t.admin });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ id, email: "ended@test.local" });
    expect([await me(a), await me(b)]).toEqual([401, 401]);
    // They can sign in again.
    expect(await me(await login("ended@test.local", "ended-pass-1"))).toBe(200);
    expect((await t.s.api("/api/users/no-such-user/sessions", { method: "DELETE", token: t.admin })).status).toBe(404);
  });
});
