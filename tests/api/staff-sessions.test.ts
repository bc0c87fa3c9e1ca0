// Staff sessions as rows carried by an HttpOnly cookie (the admin in a browser) or a Bearer token (programs):
// cookie attributes, idle and absolute expiry on the services' clock, one revocation for both carriers, the
// refusal of cookie-borne writes from another site, the sessions list, and two-step sign-in (TOTP).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { expectConsoleError } from "../setup";
import { SESSION_IDLE_MS, SESSION_REMEMBER_MS, SESSION_SHORT_MS, SESSIONS_PER_USER } from "../../src/server/services/sessions";
import { ADMIN, servePages, startTestServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";
import { totp } from "../fixtures/totp";

const HOUR = 60 * 60 * 1000;

describe("staff sessions over the API", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  const login = async (email: string, password: string, more: Record<string, unknown> = {}) =>
    s.api("/api/auth/login", {
      method: "POST",
      json: { email, password, ...more },
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36" },
    });
  const tokenOf = async (res: Response) => ((await res.json()) as { token: string }).token;
  const me = async (init: { token?: string; cookie?: string }) =>
    (await s.api("/api/auth/me", { token: init.token, headers: init.cookie ? { cookie: `session=${init.cookie}` } : {} })).status;
  const user = async (email: string, password = "a-good-password-1") => {
    await s.services.users.add({ email, role: "editor", password });
    return { email, password };
  };

  it("stores only the hash of the token, and the same token works as a cookie and as a Bearer header", async () => {
    const u = await user("carrier@test.local");
    const token = await tokenOf(await login(u.email, u.password));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = s.services.storage.sessions.find({ where: { user_id: s.services.users.findByEmail(u.email)!.id } });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await me({ token })).toBe(200);
    expect(await me({ cookie: token })).toBe(200);
    // One revocation ends both carriers.
    expect((await s.api("/api/auth/logout", { method: "POST", token })).status).toBe(200);
    expect([await me({ token }), await me({ cookie: token })]).toEqual([401, 401]);
  });

  it("ends a session after 12 idle hours, and a request before then keeps it alive", async () => {
    const u = await user("idle@test.local");
    const token = await tokenOf(await login(u.email, u.password, { remember: true }));
    s.clock.advance(SESSION_IDLE_MS - HOUR);
    expect(await me({ token })).toBe(200);
    s.clock.advance(SESSION_IDLE_MS - HOUR);
    expect(await me({ token })).toBe(200);
    s.clock.advance(SESSION_IDLE_MS);
    expect(await me({ token })).toBe(401);
  });

  it("ends a session 12 hours after sign-in however busy, and 30 days after with Keep me signed in", async () => {
    const u = await user("absolute@test.local");
    const short = await tokenOf(await login(u.email, u.password));
    const long = await tokenOf(await login(u.email, u.password, { remember: true }));
    // Busy all along: a request every 4 hours.
    for (let at = 0; at < SESSION_SHORT_MS - 4 * HOUR; at += 4 * HOUR) {
      s.clock.advance(4 * HOUR);
      expect(await me({ token: short })).toBe(200);
      expect(await me({ token: long })).toBe(200);
    }
    s.clock.advance(4 * HOUR);
    expect(await me({ token: short })).toBe(401);
    expect(await me({ token: long })).toBe(200);
    // 12 hours have passed; a request every 8 hours up to a minute before the 30 days, then one just after.
    let elapsed = SESSION_SHORT_MS;
    while (elapsed + 8 * HOUR < SESSION_REMEMBER_MS) {
      s.clock.advance(8 * HOUR);
      elapsed += 8 * HOUR;
      expect(await me({ token: long }), `${elapsed / HOUR} h`).toBe(200);
    }
    s.clock.advance(SESSION_REMEMBER_MS - elapsed - 60_000);
    expect(await me({ token: long })).toBe(200);
    s.clock.advance(2 * 60_000);
    expect(await me({ token: long })).toBe(401);
  });

  it("lists the user's sessions, ends one, and ends all the others", async () => {
    const u = await user("lister@test.local");
    const a = await tokenOf(await login(u.email, u.password));
    const b = await tokenOf(await login(u.email, u.password));
    const c = await tokenOf(await login(u.email, u.password));
    const list = await (await s.api("/api/auth/sessions", { token: a })).json();
    expect(list.data).toHaveLength(3);
    expect(list.data.filter((x: { current: boolean }) => x.current)).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ browser: "Chrome on Android", address: expect.any(String), lastSeenAt: expect.any(String) });
    expect(JSON.stringify(list)).not.toMatch(new RegExp(`${a}|${b}|${c}`));
    const other = list.data.find((x: { current: boolean }) => !x.current).id;
    expect((await s.api(`/api/auth/sessions/${other}`, { method: "DELETE", token: a })).status).toBe(200);
    expect((await s.api(`/api/auth/sessions/${other}`, { method: "DELETE", token: a })).status).toBe(404);
    // Another user's session id is not found either.
    const stranger = await tokenOf(await login(ADMIN.email, ADMIN.password));
    const theirs = (await (await s.api("/api/auth/sessions", { token: stranger })).json()).data[0].id;
    expect((await s.api(`/api/auth/sessions/${theirs}`, { method: "DELETE", token: a })).status).toBe(404);
    expect((await s.api("/api/auth/sessions", { method: "DELETE", token: a })).status).toBe(400);
    const ended = await s.api("/api/auth/sessions?others=true", { method: "DELETE", token: a });
    expect(await ended.json()).toEqual({ data: { ended: 1 } });
    expect([await me({ token: a }), await me({ token: b }), await me({ token: c }), await me({ token: stranger })].filter((x) => x === 200)).toHaveLength(2);
  });

  it(`keeps at most ${SESSIONS_PER_USER} sessions per user: the one seen longest ago makes room`, async () => {
    const u = await user("many@test.local");
    const first = await tokenOf(await login(u.email, u.password));
    for (let i = 1; i < SESSIONS_PER_USER; i++) s.services.sessions.start(s.services.users.findByEmail(u.email)!);
    // The first is seen again: another one is now the one seen longest ago.
    s.clock.advance(2 * 60_000);
    expect(await me({ token: first })).toBe(200);
    await login(u.email, u.password);
    const id = s.services.users.findByEmail(u.email)!.id;
    expect(s.services.storage.sessions.count({ user_id: id })).toBe(SESSIONS_PER_USER);
    expect(await me({ token: first })).toBe(200);
  });

  it("a password change ends every other session and hands the browser its new session as a cookie, not in the body", async () => {
    const u = await user("cookie-change@test.local");
    const a = await tokenOf(await login(u.email, u.password));
    const b = await tokenOf(await login(u.email, u.password));
    const res = await s.api("/api/auth/password", {
      method: "PUT",
      json: { currentPassword: u.password, newPassword: "another-good-1" },
      headers: { cookie: `session=${a}`, origin: s.url },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.token).toBeUndefined();
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const fresh = /^session=([^;]+)/.exec(cookie)![1]!;
    expect([await me({ cookie: a }), await me({ token: b }), await me({ cookie: fresh })]).toEqual([401, 401, 200]);
  });

  it("the nightly upkeep deletes the rows of ended sessions and keeps live ones", async () => {
    const u = await user("pruned@test.local");
    const id = s.services.users.findByEmail(u.email)!.id;
    const short = await tokenOf(await login(u.email, u.password));
    const long = await tokenOf(await login(u.email, u.password, { remember: true }));
    // The kept one is used on the way; the short one reaches its 12 hours.
    s.clock.advance(8 * HOUR);
    expect(await me({ token: long })).toBe(200);
    s.clock.advance(SESSION_SHORT_MS - 8 * HOUR + HOUR);
    const { sessions: ended } = await s.services.maintenance.run();
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(s.services.storage.sessions.count({ user_id: id })).toBe(1);
    expect([await me({ token: short }), await me({ token: long })]).toEqual([401, 200]);
  });

  it("removing a user ends their sessions", async () => {
    const u = await user("removed@test.local");
    const token = await tokenOf(await login(u.email, u.password));
    await s.services.users.remove(s.services.users.findByEmail(u.email)!.id);
    expect(await me({ token })).toBe(401);
  });

  it("a cookie that names no live session is removed from the browser", async () => {
    const res = await s.api("/api/auth/me", { headers: { cookie: "session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toMatch(/^session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  describe("cross-site requests", () => {
    const write = (token: string, headers: Record<string, string>) =>
      s.api("/api/sidebar-links", { method: "POST", json: { text: "Forged", url: "https://example.com" }, headers: { cookie: `session=${token}`, ...headers } });

    it("refuses a cookie-borne write from another origin, or without Origin and Sec-Fetch-Site, and changes nothing", async () => {
      const token = await s.tokenFor("admin");
      const before = s.services.sidebarLinks.list().length;
      const forged: Record<string, string>[] = [{ origin: "https://evil.example" }, { origin: "null" }, {}, { "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }];
      for (const headers of forged) {
        const res = await write(token, headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(await res.json()).toMatchObject({ error: apiMessages.crossSite });
      }
      expect(s.services.sidebarLinks.list().length).toBe(before);
    });

    it("takes the same write from this site (Origin, or Sec-Fetch-Site same-origin), and a Bearer write whatever its origin", async () => {
      const token = await s.tokenFor("admin");
      expect((await write(token, { origin: s.url })).status).toBe(201);
      expect((await write(token, { "sec-fetch-site": "same-origin" })).status).toBe(201);
      const bearer = await s.api("/api/sidebar-links", {
        method: "POST",
        token,
        json: { text: "Program", url: "https://example.com" },
        headers: { origin: "https://elsewhere.example" },
      });
      expect(bearer.status).toBe(201);
    });

    it("lets cookie-borne reads and cookie-less writes through", async () => {
      const token = await s.tokenFor("admin");
      expect((await s.api("/api/users", { headers: { cookie: `session=${token}`, origin: "https://evil.example" } })).status).toBe(200);
      const visitor = await s.api("/api/auth/login", { method: "POST", json: { email: "x@test.local", password: "wrong-pass" }, headers: { origin: "https://evil.example" } });
      expect(visitor.status).toBe(401);
    });
  });

  describe("two-step sign-in", () => {
    const setUp = async (email: string) => {
      const u = await user(email);
      const token = await tokenOf(await login(u.email, u.password));
      const begun = await s.api("/api/auth/totp", { method: "POST", token });
      expect(begun.status).toBe(200);
      const { data } = await begun.json();
      expect(data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
      expect(new URL(data.otpauthUrl).searchParams.get("secret")).toBe(data.secret);
      return { ...u, token, secret: data.secret as string };
    };
    const confirm = async (token: string, code: string) => s.api("/api/auth/totp/confirm", { method: "POST", token, json: { code } });

    it("turns on with a code from the app, answers ten recovery codes once, and then asks every sign-in for a code", async () => {
      const u = await setUp("two-step@test.local");
      expect((await confirm(u.token, "000000")).status).toBe(400);
      const on = await confirm(u.token, totp(u.secret, s.clock.now()));
      expect(on.status).toBe(200);
      const { recoveryCodes } = (await on.json()).data;
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      expect(JSON.stringify(s.services.users.findByEmail(u.email))).not.toContain(recoveryCodes[0]);

      const checksBefore = s.services.users.passwordChecks();
      const noCode = await login(u.email, u.password);
      expect(noCode.status).toBe(401);
      expect(await noCode.json()).toEqual({ error: "Enter the 6-digit code from your authenticator app.", code: "totp_required" });
      expect(s.services.users.passwordChecks()).toBe(checksBefore + 1);

      s.clock.advance(30_000);
      const code = totp(u.secret, s.clock.now());
      const withCode = await login(u.email, u.password, { code });
      expect(withCode.status).toBe(200);
      // The same code cannot sign in again within its window.
      const replay = await login(u.email, u.password, { code });
      expect(replay.status).toBe(401);
      expect(await replay.json()).toMatchObject({ code: "totp_wrong" });
      // A recovery code works once.
      expect((await login(u.email, u.password, { code: recoveryCodes[3].toUpperCase() })).status).toBe(200);
      expect((await login(u.email, u.password, { code: recoveryCodes[3] })).status).toBe(401);
      // A wrong password with a right code is still the one login failure.
      s.clock.advance(30_000);
      const wrong = await login(u.email, "not-the-password", { code: totp(u.secret, s.clock.now()) });
      expect(await wrong.json()).toMatchObject({ error: apiMessages.loginFailed });
    });

    it("the right password without a code counts as no failure; wrong codes are rate-limited like passwords", async () => {
      const u = await setUp("guesser@test.local");
      await confirm(u.token, totp(u.secret, s.clock.now()));
      for (let i = 0; i < 20; i++) expect((await login(u.email, u.password)).status).toBe(401);
      let status = 401;
      let tries = 0;
      while (status === 401 && tries < 50) {
        status = (await login(u.email, u.password, { code: String(100000 + tries) })).status;
        tries++;
      }
      expect(status).toBe(429);
      expect(tries).toBeLessThan(15);
    });

    it("turns off only with a current code, and refuses a second setup while on", async () => {
      const u = await setUp("off@test.local");
      await confirm(u.token, totp(u.secret, s.clock.now()));
      expect((await s.api("/api/auth/totp", { method: "POST", token: u.token })).status).toBe(409);
      expect((await s.api("/api/auth/totp", { method: "DELETE", token: u.token, json: { code: "123456" } })).status).toBe(400);
      s.clock.advance(30_000);
      const off = await s.api("/api/auth/totp", { method: "DELETE", token: u.token, json: { code: totp(u.secret, s.clock.now()) } });
      expect(off.status).toBe(200);
      expect((await login(u.email, u.password)).status).toBe(200);
    });

    it("a setup not confirmed within 15 minutes must be begun again", async () => {
      const u = await setUp("slow@test.local");
      s.clock.advance(16 * 60_000);
      const late = await confirm(u.token, totp(u.secret, s.clock.now()));
      expect(late.status).toBe(400);
    });
  });
});

describe("the admin rendered by the server, signed in through the form", () => {
  let s: TestServer;
  let site: Awaited<ReturnType<typeof servePages>>;
  let renderer: Awaited<ReturnType<typeof startSiteRender>>;
  beforeAll(async () => {
    s = await startTestServer();
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

  it("sets an HttpOnly, SameSite=Lax session cookie on the form's sign-in, and a 30-day one with Keep me signed in", async () => {
    const res = await fetch(`${site.base}/admin/login?next=%2Fadmin%2Fusers`, form({ email: ADMIN.email, password: ADMIN.password }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/users");
    expect(res.headers.get("set-cookie")).toMatch(/^session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const kept = await fetch(`${site.base}/admin/login`, form({ email: ADMIN.email, password: ADMIN.password, remember: "on" }));
    expect(kept.headers.get("set-cookie")).toMatch(new RegExp(`^session=[A-Za-z0-9_-]{43}; Max-Age=${SESSION_REMEMBER_MS / 1000}; Path=/; HttpOnly; SameSite=Lax$`));
  });

  it("names the cookie __Host-session with Secure over HTTPS", async () => {
    // A proxy that ends TLS says so; this test server trusts one hop (TRUST_PROXY is 1 in the test env) or not at all.
    const res = await fetch(`${site.base}/admin/login`, form({ email: ADMIN.email, password: ADMIN.password }, { "x-forwarded-proto": "https" }));
    const cookie = res.headers.get("set-cookie") ?? "";
    if (s.services.config.trustProxy) expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    else expect(cookie).toMatch(/^session=/);
  });

  it("renders an admin screen with its data on the server, and 403 for an editor on an admin screen", async () => {
    const admin = cookieOf(await fetch(`${site.base}/admin/login`, form({ email: ADMIN.email, password: ADMIN.password })));
    const page = await fetch(`${site.base}/admin/users`, { headers: { cookie: `session=${admin}` } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain(ADMIN.email);
    expect(html).not.toContain("Loading...");

    await s.services.users.add({ email: "page-editor@test.local", role: "editor", password: "editor-pass-1" });
    const editor = cookieOf(await fetch(`${site.base}/admin/login`, form({ email: "page-editor@test.local", password: "editor-pass-1" })));
    const refused = await fetch(`${site.base}/admin/users`, { headers: { cookie: `session=${editor}` } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(ADMIN.email);
  });

  it("shows a read the server failed in a red banner, in the page it sends", async () => {
    expectConsoleError();
    const admin = cookieOf(await fetch(`${site.base}/admin/login`, form({ email: ADMIN.email, password: ADMIN.password })));
    const offers = s.services.offers;
    const list = offers.list.bind(offers);
    offers.list = () => {
      throw new Error("disk on fire");
    };
    try {
      const html = await (await fetch(`${site.base}/admin/offers`, { headers: { cookie: `session=${admin}` } })).text();
      // The server's own text when it sent one (docs/product.md#messages), in the page as it arrives.
      expect(html).toMatch(new RegExp(`role="alert"[^>]*>${apiMessages.internal.replace(/\./g, "\\.")}</div>`));
      expect(html).toContain("Offer Management");
    } finally {
      offers.list = list;
    }
  });

  it("sends a visitor to the sign-in page with the address to come back to", async () => {
    const res = await fetch(`${site.base}/admin/enquiries?status=new`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fenquiries%3Fstatus%3Dnew");
  });

  it("refuses a forged cross-site post to an admin action and changes nothing", async () => {
    const admin = cookieOf(await fetch(`${site.base}/admin/login`, form({ email: ADMIN.email, password: ADMIN.password })));
    const res = await fetch(`${site.base}/admin`, form({ intent: "logout" }, { cookie: `session=${admin}`, origin: "https://evil.example" }));
    expect(res.status).toBe(403);
    expect((await s.api("/api/auth/me", { token: admin })).status).toBe(200);
    // The same post from this site signs out.
    const out = await fetch(`${site.base}/admin`, form({ intent: "logout" }, { cookie: `session=${admin}` }));
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toMatch(/^session=; Max-Age=0/);
    expect((await s.api("/api/auth/me", { token: admin })).status).toBe(401);
  });

  it("when the firm requires two-step sign-in of admins, an admin without it sees only their profile until it is on", async () => {
    const email = "must-two-step@test.local";
    await s.services.users.add({ email, role: "admin", password: "must-pass-1" });
    const firm = s.services.settings.firm();
    await s.services.settings.update({ ...firm, requireTwoStepForAdmins: true });
    try {
      const cookie = `session=${cookieOf(await fetch(`${site.base}/admin/login`, form({ email, password: "must-pass-1" })))}`;
      const users = await fetch(`${site.base}/admin/users`, { headers: { cookie }, redirect: "manual" });
      expect(users.status).toBe(302);
      expect(users.headers.get("location")).toBe("/admin/profile?two-step=required");
      const profile = await fetch(`${site.base}/admin/profile?two-step=required`, { headers: { cookie } });
      expect(profile.status).toBe(200);
      expect(await profile.text()).toContain("The firm asks every admin to use two-step sign-in.");
      // Turned on, the rest of the admin opens.
      const id = s.services.users.findByEmail(email)!.id;
      const { secret } = s.services.twoStep.begin(id);
      s.services.twoStep.confirm(id, { code: totp(secret, s.clock.now()) });
      expect((await fetch(`${site.base}/admin/users`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
    } finally {
      await s.services.settings.update({ ...firm, requireTwoStepForAdmins: false });
    }
  });

  it("asks for the code in a second step when two-step sign-in is on", async () => {
    const email = "form-two-step@test.local";
    await s.services.users.add({ email, role: "editor", password: "form-pass-1" });
    const id = s.services.users.findByEmail(email)!.id;
    const { secret } = s.services.twoStep.begin(id);
    s.services.twoStep.confirm(id, { code: totp(secret, s.clock.now()) });
    s.clock.advance(30_000);
    const first = await fetch(`${site.base}/admin/login`, form({ email, password: "form-pass-1" }));
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    const html = await first.text();
    const challenge = /name="challenge" value="([^"]+)"/.exec(html)?.[1];
    expect(challenge).toBeTruthy();
    expect(html).not.toContain("form-pass-1");
    const wrong = await fetch(`${site.base}/admin/login`, form({ challenge: challenge!, code: "000000" }));
    expect(await wrong.text()).toContain("That code did not work.");
    const second = await fetch(`${site.base}/admin/login`, form({ challenge: challenge!, code: totp(secret, s.clock.now()) }));
    expect(second.status).toBe(302);
    expect(cookieOf(second)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
