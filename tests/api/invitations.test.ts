// Invitations of new staff, end to end: the e-mail with its link (a real SMTP server), the link read and accepted
// once, its 72 hours on the services' clock, resend and cancel, mail off (the link to pass on, never a password),
// two-step sign-in required of admins, the admin's password link, and the pages without JavaScript.
import { createHash } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCEPTS_PER_IP, INVITATION_MS } from "../../src/server/services/invitations";
import { invitationMessages } from "../../src/shared/invitation-messages";
import { MAX_PENDING_INVITATIONS, type Invited, type InvitationFor, type UserListItem } from "../../src/shared/schemas/invitation";
import { apiMessages } from "../../src/shared/api-messages";
import type { ActivityEntry } from "../../src/shared/schemas/activity";
import { ADMIN, servePages, startTestServer, type TestServer } from "../fixtures/server";
import { smtpServer } from "../fixtures/smtp";
import { storedJson } from "../fixtures/db";
import { startSiteRender } from "../fixtures/ssr";

const SITE = "https://staff.example.in";
/** A mail's text with quoted-printable soft breaks and "=3D" undone. */
const unwrap = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
const INVITE_LINK = /https:\/\/staff\.example\.in\/admin\/invitation\?token=([A-Za-z0-9_-]{43})/;
const HOUR = 60 * 60 * 1000;

type Body<T> = { data: T; error?: string; code?: string };
async function read<T>(res: Response): Promise<Body<T>> {
  return (await res.json()) as Body<T>;
}

describe("invitations with mail on", () => {
  const smtp = smtpServer();
  let s: TestServer;
  let session = "";
  beforeAll(async () => {
    const port = await smtp.listen();
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_URL: SITE });
  });
  /** The admin's token; a new session once the clock has moved past the last one's end (the expiry tests move it by days). */
  const adminToken = () => {
    if (!s.services.sessions.resolve(session)) session = s.services.sessions.start(s.services.users.findByEmail(ADMIN.email)!).token;
    return session;
  };
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  const invite = (json: unknown) => s.api("/api/users", { method: "POST", token: adminToken(), json });
  const check = (token: string) => s.api(`/api/invitations/${token}`);
  const accept = (token: string, password: string) => s.api("/api/invitations/accept", { method: "POST", json: { token, password } });
  const login = (email: string, password: string) => s.api("/api/auth/login", { method: "POST", json: { email, password } });
  /** The token of the last e-mail sent to `email`. */
  const mailedToken = (email: string) => {
    const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1);
    const token = mail && INVITE_LINK.exec(unwrap(mail.raw))?.[1];
    if (!token) throw new Error(`no invitation e-mail to ${email}`);
    return token;
  };
  const userOf = async (email: string) => (await read<UserListItem[]>(await s.api("/api/users", { token: adminToken() }))).data.find((u) => u.email === email);
  const newest = async (n: number) => (await read<ActivityEntry[]>(await s.api(`/api/activity?limit=${n}`, { token: adminToken() }))).data;

  it("e-mails the new user a link to {SITE_URL}/admin/invitation?token=...; the account cannot sign in until it is accepted", async () => {
    const res = await invite({ email: "Asha@Test.local", name: "Asha Rao", role: "editor" });
    expect(res.status).toBe(201);
    const { data } = await read<Invited>(res);
    expect(data.user).toMatchObject({ email: "asha@test.local", name: "Asha Rao", role: "editor", invitation: { expired: false, sent: true } });
    // E-mailed: the answer holds no link, and no password of any kind.
    expect(data.invitation).toEqual({ expiresAt: new Date(Date.parse(data.user.invitation!.sentAt) + INVITATION_MS).toISOString(), sent: true });
    expect(JSON.stringify(data)).not.toMatch(/password|token/i);

    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(["asha@test.local"]);
    expect(mail.raw).toMatch(/Subject: Your account for the website's admin area/);
    const text = unwrap(mail.raw);
    expect(text).toContain("Administrator added you as an editor");
    expect(text).toContain("it works once, for 72 hours");
    const token = mailedToken("asha@test.local");

    // Only the token's hash is stored.
    const stored = storedJson(path.join(s.dir, "data"), "invitations").join("\n");
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHash("sha256").update(`invitation:${token}`).digest("hex"));

    // Opening the link uses nothing up (a mail scanner may open it): it names who it is for, as often as asked.
    for (let i = 0; i < 2; i++) {
      const opened = await check(token);
      expect(opened.status).toBe(200);
      expect((await read<InvitationFor>(opened)).data).toEqual({ email: "asha@test.local", name: "Asha Rao", role: "editor" });
    }

    // No password works yet (the same answer as a wrong one), and no reset link is sent for the account.
    const refused = await login("asha@test.local", "");
    expect(refused.status).toBe(400);
    for (const guess of ["anything-at-all", " ", "undefined"]) {
      const res = await login("asha@test.local", guess);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: apiMessages.loginFailed });
    }
    const mails = smtp.received.length;
    await s.api("/api/auth/forgot-password", { method: "POST", json: { email: "asha@test.local" } });
    await s.services.passwordResets.settled();
    expect(smtp.received.length).toBe(mails);
    expect(await newest(1)).toMatchObject([{ action: "sign-in-failed", target: { title: "asha@test.local" } }]);
  });

  it("accepting sets the password and signs in (the session cookie); the link works once; the user then signs in with it", async () => {
    await invite({ email: "ravi@test.local", name: "Ravi", role: "editor" });
    const token = mailedToken("ravi@test.local");

    const short = await accept(token, "short");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: "Password must be at least 8 characters" });
    // A refused password leaves the link working.
    expect((await check(token)).status).toBe(200);

    const res = await accept(token, "ravi-chosen-pass-1");
    expect(res.status).toBe(200);
    const { data } = await read<{ user: UserListItem; twoStepSetup: boolean }>(res);
    expect(data).toEqual({ user: { id: expect.any(String), email: "ravi@test.local", name: "Ravi", role: "editor" }, twoStepSetup: false });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const me = await s.api("/api/auth/me", { headers: { cookie: cookie.split(";")[0]! } });
    expect(await me.json()).toEqual({ role: "editor", email: "ravi@test.local", name: "Ravi" });

    // Single use: read or accepted again, 410 with a plain message.
    for (const again of [await check(token), await accept(token, "another-pass-2")]) {
      expect(again.status).toBe(410);
      expect(await again.json()).toEqual({ error: invitationMessages.linkGone, code: "gone" });
    }
    expect((await login("ravi@test.local", "ravi-chosen-pass-1")).status).toBe(200);
    expect((await login("ravi@test.local", "another-pass-2")).status).toBe(401);
    expect((await userOf("ravi@test.local"))?.invitation).toBeUndefined();
    expect(storedJson(path.join(s.dir, "data"), "invitations").join("\n")).not.toContain((await userOf("ravi@test.local"))!.id);

    // Logged: the acceptance (by the new user), then their sign-in with the password and the wrong guess.
    expect((await newest(3)).map((e) => [e.action, e.actor?.email, e.target.title])).toEqual([
      ["sign-in-failed", undefined, "ravi@test.local"],
      ["sign-in", "ravi@test.local", "ravi@test.local"],
      ["invite-accept", "ravi@test.local", "ravi@test.local"],
    ]);
  });

  it("a link expires 72 hours after it was sent, on the services' clock; a resend makes a new one", async () => {
    await invite({ email: "late@test.local", name: "Late", role: "editor" });
    const token = mailedToken("late@test.local");
    s.clock.advance(INVITATION_MS - 1000);
    expect((await check(token)).status).toBe(200);
    expect((await userOf("late@test.local"))?.invitation?.expired).toBe(false);
    s.clock.advance(1000);
    expect((await check(token)).status).toBe(410);
    const late = await accept(token, "late-pass-123");
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ error: invitationMessages.linkGone });
    expect((await userOf("late@test.local"))?.invitation).toMatchObject({ expired: true });
    expect((await login("late@test.local", "late-pass-123")).status).toBe(401);

    const user = (await userOf("late@test.local"))!;
    const resent = await s.api(`/api/users/${user.id}/invitation`, { method: "POST", token: adminToken() });
    expect(resent.status).toBe(200);
    expect((await read<Invited>(resent)).data.user.invitation).toMatchObject({ expired: false, sent: true });
    const fresh = mailedToken("late@test.local");
    expect(fresh).not.toBe(token);
    expect((await accept(fresh, "late-pass-123")).status).toBe(200);
  });

  it("a resend kills the link sent before", async () => {
    const { data } = await read<Invited>(await invite({ email: "twice@test.local", role: "admin" }));
    const first = mailedToken("twice@test.local");
    expect(await newest(1)).toMatchObject([{ action: "invite", actor: { email: ADMIN.email }, target: { type: "user", id: data.user.id, title: "twice@test.local" } }]);
    const resent = await s.api(`/api/users/${data.user.id}/invitation`, { method: "POST", token: adminToken() });
    expect((await read<Invited>(resent)).data.invitation).toEqual({ expiresAt: expect.any(String), sent: true });
    const second = mailedToken("twice@test.local");
    expect(second).not.toBe(first);
    expect((await check(first)).status).toBe(410);
    expect((await accept(first, "twice-pass-1")).status).toBe(410);
    expect((await read<InvitationFor>(await check(second))).data).toEqual({ email: "twice@test.local", name: "twice", role: "admin" });
    expect(await newest(1)).toMatchObject([{ action: "invite-resend", actor: { email: ADMIN.email }, target: { id: data.user.id, title: "twice@test.local" } }]);
    expect((await accept(second, "twice-pass-1")).status).toBe(200);
    // Accepted: nothing left to resend or cancel.
    for (const method of ["POST", "DELETE"]) {
      const res = await s.api(`/api/users/${data.user.id}/invitation`, { method, token: adminToken() });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: invitationMessages.alreadyAccepted });
    }
  });

  it("cancelling removes the account, and its link stops working", async () => {
    const { data } = await read<Invited>(await invite({ email: "cancel@test.local", role: "editor" }));
    const token = mailedToken("cancel@test.local");
    const res = await s.api(`/api/users/${data.user.id}/invitation`, { method: "DELETE", token: adminToken() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { id: data.user.id } });
    expect(await userOf("cancel@test.local")).toBeUndefined();
    expect((await check(token)).status).toBe(410);
    expect((await accept(token, "cancel-pass-1")).status).toBe(410);
    expect(await newest(1)).toMatchObject([{ action: "invite-cancel", target: { id: data.user.id, title: "cancel@test.local" } }]);
    // The address is free to be invited again.
    expect((await invite({ email: "cancel@test.local", role: "editor" })).status).toBe(201);
  });

  it("of two accepts with one link at once, one sets the password", async () => {
    await invite({ email: "race@test.local", role: "editor" });
    const token = mailedToken("race@test.local");
    const answers = await Promise.all([accept(token, "race-first-pass"), accept(token, "race-second-pass")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
    const winner = answers[0]!.status === 200 ? "race-first-pass" : "race-second-pass";
    expect((await login("race@test.local", winner)).status).toBe(200);
  });

  it("where the firm requires two-step sign-in of admins, an invited admin is asked to set it up; an editor is not", async () => {
    const firm = s.services.settings.firm();
    await s.services.settings.update({ ...firm, requireTwoStepForAdmins: true });
    try {
      await invite({ email: "strict-admin@test.local", role: "admin" });
      await invite({ email: "strict-editor@test.local", role: "editor" });
      const asAdmin = await read<{ twoStepSetup: boolean }>(await accept(mailedToken("strict-admin@test.local"), "strict-admin-pass"));
      const asEditor = await read<{ twoStepSetup: boolean }>(await accept(mailedToken("strict-editor@test.local"), "strict-editor-pass"));
      expect([asAdmin.data.twoStepSetup, asEditor.data.twoStepSetup]).toEqual([true, false]);
    } finally {
      await s.services.settings.update({ ...firm, requireTwoStepForAdmins: false });
    }
  });

  it("refuses a second account for an e-mail, bad fields, and links of the wrong shape", async () => {
    const dup = await invite({ email: "asha@test.local", role: "editor" });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ error: "A user with this email already exists" });
    expect((await invite({ email: "nobody", role: "editor" })).status).toBe(400);
    expect((await invite({ email: "x@test.local", role: "owner" })).status).toBe(400);
    for (const token of ["short", "a".repeat(43), "%00", "x".repeat(300)]) expect((await check(encodeURIComponent(token))).status).toBe(410);
    const long = await s.api("/api/invitations/accept", { method: "POST", json: { token: "x".repeat(201), password: "long-token-pass" } });
    expect(long.status).toBe(400);
    expect((await s.api("/api/invitations/accept", { method: "POST", json: { token: "a".repeat(43), password: "p".repeat(40_000) } })).status).toBe(413);
  });

  it("the admin's password link is e-mailed to a user with a password; an invited user is resent their invitation instead", async () => {
    const editor = s.services.users.findByEmail("ravi@test.local")!;
    const res = await s.api(`/api/users/${editor.id}/password-link`, { method: "POST", token: adminToken() });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ expiresAt: expect.any(String), sent: true });
    const mail = unwrap(smtp.received.at(-1)!.raw);
    expect(mail).toMatch(/Subject: Reset your password/);
    const token = /https:\/\/staff\.example\.in\/admin\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    // The current password works until the link is used.
    expect((await login("ravi@test.local", "ravi-chosen-pass-1")).status).toBe(200);
    expect((await s.api("/api/auth/reset-password", { method: "POST", json: { token, password: "ravi-new-pass-2" } })).status).toBe(200);
    expect((await login("ravi@test.local", "ravi-new-pass-2")).status).toBe(200);
    expect(await newest(5)).toContainEqual(expect.objectContaining({ action: "password-reset-requested", actor: expect.objectContaining({ email: ADMIN.email }) }));

    const { data } = await read<Invited>(await invite({ email: "not-yet@test.local", role: "editor" }));
    const refused = await s.api(`/api/users/${data.user.id}/password-link`, { method: "POST", token: adminToken() });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: invitationMessages.notYetAccepted });
  });

  it("an invited admin is not an admin yet: the only admin who can sign in can be neither demoted nor removed", async () => {
    const { data } = await read<Invited>(await invite({ email: "future-admin@test.local", role: "admin" }));
    const me = s.services.users.findByEmail(ADMIN.email)!;
    // Admins who have accepted: the first one and those of the tests above. Demote them but the first.
    for (const u of s.services.users.list()) if (u.role === "admin" && u.id !== me.id && !u.invitation) await s.services.users.update(u.id, { role: "editor" });
    const demote = await s.api(`/api/users/${me.id}`, { method: "PUT", token: adminToken(), json: { role: "editor" } });
    expect(demote.status).toBe(400);
    expect((await s.api(`/api/users/${me.id}`, { method: "DELETE", token: adminToken() })).status).toBe(400);
    // Cancelling the invited admin is fine.
    expect((await s.api(`/api/users/${data.user.id}/invitation`, { method: "DELETE", token: adminToken() })).status).toBe(200);
  });

  it(`accepts at most ${ACCEPTS_PER_IP} attempts per address in 15 minutes`, async () => {
    s.clock.advance(HOUR);
    const answers = [];
    for (let i = 0; i <= ACCEPTS_PER_IP; i++) answers.push((await accept("b".repeat(43), "flood-pass-1")).status);
    expect(answers.slice(0, ACCEPTS_PER_IP).every((status) => status === 410)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    s.clock.advance(HOUR);
  });
});

describe("invitations with mail off, or failing", () => {
  let off: TestServer;
  let failing: TestServer;
  beforeAll(async () => {
    off = await startTestServer({ SITE_URL: SITE });
    // A port nothing listens on: the e-mail fails at once.
    failing = await startTestServer({ SITE_URL: SITE, SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(async () => {
    await off.close();
    await failing.close();
  });

  it("gives the admin the link to pass on, never a password, in any answer", async () => {
    const admin = await off.tokenFor("admin");
    const texts: string[] = [];
    const call = async (p: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
      const res = await off.api(p, init);
      texts.push(await res.clone().text());
      return res;
    };
    const res = await call("/api/users", { method: "POST", token: admin, json: { email: "offline@test.local", name: "Offline", role: "editor" } });
    expect(res.status).toBe(201);
    const { data } = await read<Invited>(res);
    expect(data.invitation).toEqual({ expiresAt: expect.any(String), sent: false, reason: "mail-off", link: expect.stringMatching(INVITE_LINK) });
    expect(data.user.invitation).toMatchObject({ sent: false, expired: false });
    const token = INVITE_LINK.exec(data.invitation!.link!)![1]!;

    const resent = await read<Invited>(await call(`/api/users/${data.user.id}/invitation`, { method: "POST", token: admin }));
    expect(resent.data.invitation).toMatchObject({ sent: false, reason: "mail-off", link: expect.stringMatching(INVITE_LINK) });
    expect((await off.api(`/api/invitations/${token}`)).status).toBe(410);
    const newToken = INVITE_LINK.exec(resent.data.invitation!.link!)![1]!;
    await call("/api/users", { token: admin });
    await call(`/api/users/${data.user.id}`, { token: admin });
    await call(`/api/invitations/${newToken}`);
    expect((await call("/api/invitations/accept", { method: "POST", json: { token: newToken, password: "offline-pass-1" } })).status).toBe(200);

    // The admin's password link, mail off: the link, for the admin to pass on.
    const link = await read<{ link: string; sent: boolean; reason: string }>(await call(`/api/users/${data.user.id}/password-link`, { method: "POST", token: admin }));
    expect(link.data).toEqual({
      expiresAt: expect.any(String),
      sent: false,
      reason: "mail-off",
      link: expect.stringMatching(/^https:\/\/staff\.example\.in\/admin\/reset-password\?token=[A-Za-z0-9_-]{43}$/),
    });

    for (const text of texts) expect(text).not.toMatch(/generatedPassword|passwordHash|"password"|offline-pass-1/);
  });

  it("keeps the pending invitations bounded", async () => {
    const { services } = off;
    const waiting = services.storage.invitations.count();
    for (let i = waiting; i < MAX_PENDING_INVITATIONS; i++) await services.invitations.add({ email: `many-${i}@test.local`, role: "editor" });
    const admin = await off.tokenFor("admin");
    const res = await off.api("/api/users", { method: "POST", token: admin, json: { email: "one-too-many@test.local", role: "editor" } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: invitationMessages.tooManyPending });
    expect(services.users.findByEmail("one-too-many@test.local")).toBeUndefined();
  });

  it("when the e-mail fails, the account is kept and the admin gets the link", async () => {
    const admin = await failing.tokenFor("admin");
    const res = await failing.api("/api/users", { method: "POST", token: admin, json: { email: "bounce@test.local", role: "editor" } });
    expect(res.status).toBe(201);
    const { data } = await read<Invited>(res);
    expect(data.invitation).toMatchObject({ sent: false, reason: "mail-failed", link: expect.stringMatching(INVITE_LINK) });
    expect(data.user.invitation).toMatchObject({ sent: false });
  });
});

describe("the invitation's page and the users screen, without JavaScript", () => {
  let s: TestServer;
  let site: Awaited<ReturnType<typeof servePages>>;
  let renderer: Awaited<ReturnType<typeof startSiteRender>>;
  beforeAll(async () => {
    s = await startTestServer({ SITE_URL: SITE });
    renderer = await startSiteRender(s.services);
    site = await servePages(s.services, renderer.render);
  }, 60_000);
  afterAll(async () => {
    await site.close();
    await renderer.close();
    await s.close();
  });
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.base, ...headers },
    redirect: "manual" as const,
  });
  const cookieOf = (res: Response) => /session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";

  it("Add User shows the link to pass on; the link's page asks for the password, and its form signs the new user in", async () => {
    const admin = cookieOf(await fetch(`${site.base}/admin/login`, form({ email: ADMIN.email, password: ADMIN.password })));
    const added = await fetch(`${site.base}/admin/users`, form({ intent: "add", email: "paper@test.local", name: "Paper Editor", role: "editor" }, { cookie: `session=${admin}` }));
    expect(added.status).toBe(200);
    const page = await added.text();
    expect(page).toContain(invitationMessages.linkMailOff("paper@test.local").replaceAll("'", "&#x27;"));
    const link = INVITE_LINK.exec(page)?.[0];
    expect(link).toBeDefined();
    expect(page).toContain("Invited ");
    const path = new URL(link!).pathname + new URL(link!).search;

    const opened = await fetch(`${site.base}${path}`);
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain("Welcome, Paper Editor.");
    expect(html).toContain('name="confirmPassword"');

    const differ = await fetch(`${site.base}${path}`, form({ password: "paper-pass-1", confirmPassword: "paper-pass-2" }));
    expect(await differ.text()).toContain("The new passwords do not match.");
    const done = await fetch(`${site.base}${path}`, form({ password: "paper-pass-1", confirmPassword: "paper-pass-1" }));
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/dashboard");
    const session = cookieOf(done);
    expect((await s.api("/api/auth/me", { token: session })).status).toBe(200);

    const again = await fetch(`${site.base}${path}`);
    const gone = await again.text();
    expect(gone).toContain(invitationMessages.linkGone);
    expect(gone).not.toContain('name="password"');
  });

  it("Resend and Cancel confirm by the address and post as forms", async () => {
    const admin = cookieOf(await fetch(`${site.base}/admin/login`, form({ email: ADMIN.email, password: ADMIN.password })));
    const { user } = await s.services.invitations.add({ email: "formal@test.local", role: "editor" });
    const asked = await (await fetch(`${site.base}/admin/users?cancel=${user.id}`, { headers: { cookie: `session=${admin}` } })).text();
    expect(asked).toContain(invitationMessages.confirmCancel("formal@test.local"));
    const resent = await fetch(`${site.base}/admin/users`, form({ intent: "resend", id: user.id, email: user.email }, { cookie: `session=${admin}` }));
    expect(await resent.text()).toContain(invitationMessages.linkMailOff("formal@test.local").replaceAll("'", "&#x27;"));
    const cancelled = await fetch(`${site.base}/admin/users`, form({ intent: "cancel", id: user.id, email: user.email }, { cookie: `session=${admin}` }));
    expect(await cancelled.text()).toContain(invitationMessages.cancelled("formal@test.local"));
    expect(s.services.users.findByEmail("formal@test.local")).toBeUndefined();
  });
});
