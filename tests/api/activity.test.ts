// The activity log: an entry for every kind of action, GET /api/activity (admin only, newest
// first, before + limit), retention, and never a secret.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActivityService, recordOffline } from "../../src/server/services/activity";
import { openStorage } from "../../src/server/storage";
import type { ActivityEntry } from "../../src/shared/schemas/activity";
import { apiMessages } from "../../src/shared/api-messages";
import { ADMIN, startTestServer, type TestServer } from "../fixtures/server";
import { smtpServer } from "../fixtures/smtp";
import { tempDir } from "../fixtures/temp";
import { storedJson } from "../fixtures/db";
import { testLogger } from "../fixtures/log";
import { defined } from "../fixtures/defined";

const EDITOR = { email: "writer@test.local", password: "writer-secret-pass-1" };
const ENQUIRY_TEXT = "Please call me about a very private matter 7731";

describe("activity log", () => {
  const smtp = smtpServer();
  let s: TestServer;
  let admin: string;
  let editor: string;
  const secrets: string[] = [ADMIN.password, EDITOR.password, ENQUIRY_TEXT];

  beforeAll(async () => {
    const port = await smtp.listen();
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, SITE_URL: "https://staff.example.in", ENQUIRY_MIN_FILL_SECONDS: "0" });
    admin = await s.tokenFor("admin");
    secrets.push(admin);
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  const call = async (method: string, p: string, json?: unknown, token = admin) => {
    const res = await s.api(p, { method, json, token });
    expect(res.status, `${method} ${p}: ${res.status}`).toBeLessThan(300);
    return res.json();
  };
  const newest = async (limit = 1): Promise<ActivityEntry[]> => ((await (await s.api(`/api/activity?limit=${limit}`, { token: admin })).json()) as { data: ActivityEntry[] }).data;
  const last = async () => (await newest())[0];
  const me = { name: "Administrator", email: ADMIN.email };

  it("records sign-ins, failed sign-ins, own password changes, admin resets, reset links and resets", async () => {
    await call("POST", "/api/users", { ...EDITOR, role: "editor", name: "Writer" });
    const login = await s.api("/api/auth/login", { method: "POST", json: EDITOR });
    editor = ((await login.json()) as { token: string }).token;
    secrets.push(editor);
    expect(await last()).toMatchObject({
      actor: { name: "Writer", email: EDITOR.email },
      action: "sign-in",
      target: { type: "user", title: EDITOR.email },
      ip: expect.stringContaining("127.0.0.1"),
    });

    await s.api("/api/auth/login", { method: "POST", json: { email: EDITOR.email, password: "a-wrong-guess-99" } });
    secrets.push("a-wrong-guess-99");
    expect(await last()).toMatchObject({ actor: null, action: "sign-in-failed", target: { type: "user", title: EDITOR.email } });
    await s.api("/api/auth/login", { method: "POST", json: { email: "ghost@test.local", password: "ghost-pass-1" } });
    expect(await last()).toMatchObject({ actor: null, action: "sign-in-failed", target: { type: "user", id: "", title: "ghost@test.local" } });

    const changed = (await call("PUT", "/api/auth/password", { currentPassword: EDITOR.password, newPassword: "writer-second-pass-2" }, editor)) as { data: { token: string } };
    secrets.push("writer-second-pass-2", changed.data.token);
    editor = changed.data.token;
    expect(await last()).toMatchObject({ actor: { email: EDITOR.email }, action: "password-changed", target: { title: EDITOR.email } });

    const id = s.services.users.findByEmail(EDITOR.email)!.id;
    await call("PUT", `/api/users/${id}/password`, { password: "writer-set-by-admin-4" });
    secrets.push("writer-set-by-admin-4");
    expect(await last()).toMatchObject({ actor: me, action: "password-reset", target: { type: "user", id, title: EDITOR.email } });

    await call("POST", "/api/auth/forgot-password", { email: EDITOR.email }, "");
    await s.services.passwordResets.settled();
    expect(await last()).toMatchObject({ actor: null, action: "password-reset-requested", target: { id, title: EDITOR.email } });
    const token = defined(
      /token=([A-Za-z0-9_-]+)/.exec(
        smtp.received
          .at(-1)!
          .raw.replace(/=\r?\n/g, "")
          .replace(/=3D/g, "="),
      )?.[1],
      "the reset link's token",
    );
    secrets.push(token);
    await call("POST", "/api/auth/reset-password", { token, password: "writer-third-pass-3" }, "");
    secrets.push("writer-third-pass-3");
    expect(await last()).toMatchObject({ actor: { email: EDITOR.email }, action: "password-reset", target: { id } });
    editor = ((await (await s.api("/api/auth/login", { method: "POST", json: { email: EDITOR.email, password: "writer-third-pass-3" } })).json()) as { token: string }).token;
    secrets.push(editor);
  });

  it("records creates, updates, publishes, archives and deletes of posts, with the editor as actor", async () => {
    const body = { title: "Audit post", excerpt: "audit-post", content: "<p>x</p>", date: "2026-01-15T00:00:00+05:30", status: "draft" };
    const { data } = (await call("POST", "/api/blogs", body, editor)) as { data: { id: string } };
    const writer = { name: "Writer", email: EDITOR.email };
    expect(await last()).toMatchObject({ actor: writer, action: "create", target: { type: "post", id: data.id, title: "Audit post" } });
    await call("PUT", `/api/blogs/${data.id}`, { ...body, title: "Audit post 2" }, editor);
    expect(await last()).toMatchObject({ action: "update", target: { title: "Audit post 2" } });
    await call("PUT", `/api/blogs/${data.id}`, { status: "published" }, editor);
    expect(await last()).toMatchObject({ action: "publish", target: { id: data.id } });
    await call("PUT", `/api/blogs/${data.id}`, { status: "archived" }, editor);
    expect(await last()).toMatchObject({ action: "archive", target: { id: data.id } });
    await call("DELETE", `/api/blogs/${data.id}`, undefined, editor);
    expect(await last()).toMatchObject({ actor: writer, action: "delete", target: { type: "post", id: data.id, title: "Audit post 2" } });
  });

  it.each([
    [
      "offers",
      "offer",
      { mainHeading: "Audit offer", subHeading: "s", tagline: "t", features: "f", bannerImage: "", date: "2026-01-10", status: "draft" },
      "mainHeading",
      "Audit offer",
    ],
    ["news", "news", { title: "Audit news", summary: "s", body: "<p>b</p>", url: "", date: "2026-01-10", status: "draft" }, "title", "Audit news"],
    ["resources", "resource", { title: "Audit guide", summary: "s", body: "<p>b</p>", url: "", date: "2026-01-10", status: "draft" }, "title", "Audit guide"],
  ])("records creates, publishes, archives, updates and deletes of %s", async (kind, type, body, titleField, title) => {
    const { data } = (await call("POST", `/api/${kind}`, body)) as { data: { id: string } };
    expect(await last()).toMatchObject({ actor: me, action: "create", target: { type, id: data.id, title } });
    await call("PUT", `/api/${kind}/${data.id}`, { ...body, status: "published" });
    expect(await last()).toMatchObject({ action: "publish", target: { type, id: data.id } });
    await call("PUT", `/api/${kind}/${data.id}`, { ...body, status: "archived" });
    expect(await last()).toMatchObject({ action: "archive" });
    await call("PUT", `/api/${kind}/${data.id}`, { ...body, status: "archived", [titleField]: `${title} v2` });
    expect(await last()).toMatchObject({ action: "update", target: { title: `${title} v2` } });
    await call("DELETE", `/api/${kind}/${data.id}`);
    expect(await last()).toMatchObject({ action: "delete", target: { type, id: data.id, title: `${title} v2` } });
  });

  it("records sidebar link and user writes, ended sessions, enquiry status changes and backups", async () => {
    const link = (await call("POST", "/api/sidebar-links", { text: "Audit link", url: "https://example.in" })) as { _id: string };
    expect(await last()).toMatchObject({ action: "create", target: { type: "link", id: link._id, title: "Audit link" } });
    await call("PUT", `/api/sidebar-links/${link._id}`, { text: "Audit link 2", url: "https://example.in" });
    expect(await last()).toMatchObject({ action: "update", target: { title: "Audit link 2" } });
    await call("DELETE", `/api/sidebar-links/${link._id}`);
    expect(await last()).toMatchObject({ action: "delete", target: { type: "link", title: "Audit link 2" } });

    const {
      data: { user: u },
    } = (await call("POST", "/api/users", { email: "temp@test.local", role: "editor", password: "temp-password-1" })) as { data: { user: { id: string } } };
    secrets.push("temp-password-1");
    expect(await last()).toMatchObject({ action: "create", target: { type: "user", id: u.id, title: "temp@test.local" } });
    await call("PUT", `/api/users/${u.id}`, { role: "admin" });
    expect(await last()).toMatchObject({ action: "update", target: { id: u.id } });
    await call("DELETE", `/api/users/${u.id}/sessions`);
    expect(await last()).toMatchObject({ action: "sessions-ended", target: { id: u.id } });
    await call("DELETE", `/api/users/${u.id}`);
    expect(await last()).toMatchObject({ action: "delete", target: { type: "user", id: u.id, title: "temp@test.local" } });

    const formToken = ((await (await s.api("/api/send-message/token")).json()) as { data: { token: string } }).data.token;
    const sent = (await call("POST", "/api/send-message", { formToken, name: "Asha Verma", email: "asha@example.in", phone: "9811045632", message: ENQUIRY_TEXT }, "")) as {
      data: { id: string };
    };
    await call("PUT", `/api/enquiries/${sent.data.id}`, { status: "contacted" });
    expect(await last()).toMatchObject({ action: "status-change", target: { type: "enquiry", id: sent.data.id, title: "Asha Verma: new → contacted" } });

    const { data: backup } = (await call("POST", "/api/backups")) as { data: { file: string } };
    expect(await last()).toMatchObject({ actor: me, action: "backup", target: { type: "backup", id: backup.file } });
  });

  it("GET /api/activity: admin only, newest first, paged with before and limit", async () => {
    expect((await s.api("/api/activity")).status).toBe(401);
    const asEditor = await s.api("/api/activity", { token: editor });
    expect(asEditor.status).toBe(403);
    expect(await asEditor.json()).toMatchObject({ error: apiMessages.forbidden });

    const all = await newest(200);
    expect(all.length).toBeGreaterThan(30);
    for (const e of all) expect(Object.keys(e).sort()).toEqual(["action", "actor", "at", "id", "ip", "target"]);
    const times = all.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const page1 = ((await (await s.api("/api/activity?limit=5", { token: admin })).json()) as { data: ActivityEntry[] }).data;
    const page2 = ((await (await s.api(`/api/activity?limit=5&before=${defined(page1[4]).id}`, { token: admin })).json()) as { data: ActivityEntry[] }).data;
    expect([...page1, ...page2].map((e) => e.id)).toEqual(all.slice(0, 10).map((e) => e.id));
    const defaultPage = ((await (await s.api("/api/activity", { token: admin })).json()) as { data: ActivityEntry[] }).data;
    expect(defaultPage).toHaveLength(Math.min(50, all.length));

    for (const bad of ["limit=0", "limit=201", "limit=abc"]) {
      const res = await s.api(`/api/activity?${bad}`, { token: admin });
      expect(res.status, bad).toBe(400);
      expect((await res.json()).error).toMatch(/^Limit /);
    }
  });

  it("never holds a password, a token or an enquiry's text", async () => {
    const text = storedJson(path.join(s.dir, "data"), "activity").join("\n");
    expect(text.length).toBeGreaterThan(1000);
    for (const secret of secrets) expect(text, "a secret in the activity journal").not.toContain(secret);
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
    expect(text).not.toMatch(/\$scrypt\$|\$2[aby]\$/);
  });
});

describe("activity retention and restores", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ dir, cleanup } = await tempDir()));
  afterAll(() => cleanup());

  it("keeps the newest entries up to the count and drops those past the age", async () => {
    const storage = await openStorage(path.join(dir, "retention"), { log: testLogger() });
    let t = Date.parse("2026-01-01T00:00:00Z");
    const activity = createActivityService(storage.activity, { log: testLogger(), now: () => t, keepEntries: 5, keepDays: 180 });
    const target = (n: number) => ({ type: "post" as const, id: `p${n}`, title: `Post ${n}` });
    for (let n = 1; n <= 7; n++) await activity.record({ user: null }, "create", target(n));
    expect(activity.list({ limit: 100 }).map((e) => e.target.id)).toEqual(["p7", "p6", "p5", "p4", "p3"]);
    t += 181 * 86_400_000;
    await activity.record({ user: null }, "update", target(8));
    expect(activity.list({ limit: 100 }).map((e) => e.target.id)).toEqual(["p8"]);
    // Pruned on disk, not only hidden.
    expect(storage.activity.count()).toBe(1);
    await storage.close();
  });

  it("a restore from the command line adds its entry to the restored data's log", async () => {
    await recordOffline(dir, "backup-restore", { type: "backup", id: "backup-x.tar.gz", title: "backup-x.tar.gz" }, testLogger());
    const storage = await openStorage(dir, { log: testLogger() });
    expect(storage.activity.find({ sort: "-seq" })).toMatchObject([{ actor: null, action: "backup-restore", target: { type: "backup", title: "backup-x.tar.gz" } }]);
    await storage.close();
  });
});
