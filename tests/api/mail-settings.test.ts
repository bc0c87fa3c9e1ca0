// Mail set from the admin (GET/PUT /api/settings/mail, POST /api/settings/mail/test) against real SMTP servers
// (smtp-server) on random local ports: the test message and the server's exact answer, a refused sign-in, the
// environment winning, the password never readable outside the server, and what needs mail refused while it is off.
import { existsSync, readFileSync, statSync } from "node:fs";
import fs from "node:fs/promises";
import { createServer, type AddressInfo, type Server } from "node:net";
import path from "node:path";
import * as tar from "tar";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_MESSAGE_TIMEOUT_MS } from "../../src/server/services/mailer";
import { leadMessages } from "../../src/shared/lead-messages";
import { mailMessages } from "../../src/shared/mail-messages";
import type { MailSettingsView } from "../../src/shared/schemas/mail-settings";
import { defined } from "../fixtures/defined";
import { ADMIN, expectAdminOnly, startTestServer, type TestServer } from "../fixtures/server";
import { smtpServer } from "../fixtures/smtp";
import { tempDir } from "../fixtures/temp";

const PASSWORD = "Correct-Horse-7781";
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function server(env: Record<string, string> = {}): Promise<{ s: TestServer; admin: string }> {
  const s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_ACK: "false", ...env });
  cleanups.push(s.close);
  return { s, admin: await s.tokenFor("admin") };
}

async function smtp(options: Parameters<typeof smtpServer>[0] = {}) {
  const server = smtpServer(options);
  const port = await server.listen();
  cleanups.push(server.close);
  return { ...server, port };
}

const read = async (s: TestServer, admin: string) => {
  const res = await s.api("/api/settings/mail", { token: admin });
  expect(res.status).toBe(200);
  return { text: await res.clone().text(), data: ((await res.json()) as { data: MailSettingsView }).data };
};
const save = (s: TestServer, admin: string, json: Record<string, unknown>) => s.api("/api/settings/mail", { method: "PUT", token: admin, json });
const sendTest = (s: TestServer, admin: string, json: Record<string, unknown> = {}) => s.api("/api/settings/mail/test", { method: "POST", token: admin, json });
const settingsFor = (port: number, extra: Record<string, unknown> = {}) => ({
  host: "127.0.0.1",
  port,
  security: "none",
  user: "office@firm.example",
  password: PASSWORD,
  fromName: "Firm Office",
  fromAddress: "office@firm.example",
  enquiriesTo: "enquiries@firm.example",
  ...extra,
});

async function enquiry(s: TestServer): Promise<string> {
  const { data } = (await (await s.api("/api/send-message/token")).json()) as { data: { token: string } };
  const res = await s.api("/api/send-message", {
    method: "POST",
    json: { name: "Ravi Kumar", email: "ravi@example.in", phone: "9876543210", message: "Please call me about an LLP", formToken: data.token },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

describe("mail settings from the admin", () => {
  it("is off at first: the test message and a reply are refused with a clear message, and a case's sign-in link too", async () => {
    const { s, admin } = await server();
    const { data } = await read(s, admin);
    expect(data).toMatchObject({
      source: "off",
      offReason: mailMessages.offReason,
      host: "",
      passwordStored: false,
      environment: { server: false, from: false, enquiriesTo: false },
    });

    const test = await sendTest(s, admin);
    expect(test.status).toBe(503);
    expect(await test.json()).toMatchObject({ error: mailMessages.mailOff });

    const id = await enquiry(s);
    const reply = await s.api(`/api/enquiries/${id}/reply`, { method: "POST", token: admin, json: { message: "Hello" } });
    expect(reply.status).toBe(503);
    expect(await reply.json()).toMatchObject({ error: leadMessages.replyMailOff });

    const packageSlug = defined(s.services.storage.packages.find()[0]).slug;
    const opened = await s.api("/api/cases", { method: "POST", token: admin, json: { enquiryId: id, packageSlug } });
    expect(opened.status).toBe(201);
    const { reference } = ((await opened.json()) as { data: { reference: string } }).data;
    const link = await s.api(`/api/cases/${reference}/sign-in-link`, { method: "POST", token: admin, json: {} });
    expect(link.status).toBe(503);
    expect(await link.json()).toMatchObject({ error: mailMessages.signInMailOff });
  });

  it("sends through saved settings at once, without a restart: the test message and its answer, enquiries and replies", async () => {
    const mail = await smtp({ auth: { user: "office@firm.example", pass: PASSWORD } });
    const { s, admin } = await server();

    const saved = await save(s, admin, settingsFor(mail.port));
    expect(saved.status).toBe(200);
    const view = ((await saved.json()) as { data: MailSettingsView }).data;
    expect(view).toMatchObject({ source: "settings", host: "127.0.0.1", port: mail.port, security: "none", passwordStored: true, enquiriesTo: "enquiries@firm.example" });
    expect(view).not.toHaveProperty("password");
    expect(view).not.toHaveProperty("passwordSealed");

    // To a typed address: the server's own answer comes back.
    const typed = await sendTest(s, admin, { to: "someone@example.in" });
    expect(typed.status).toBe(200);
    const answer = ((await typed.json()) as { data: { ok: boolean; response: string } }).data;
    expect(answer.ok).toBe(true);
    expect(answer.response).toMatch(/^250 /);
    expect(mail.received).toHaveLength(1);
    expect(defined(mail.received[0]).to).toEqual(["someone@example.in"]);
    expect(defined(mail.received[0]).from).toBe("office@firm.example");
    expect(defined(mail.received[0]).raw).toMatch(/^From: Firm Office <office@firm.example>/m);
    expect(defined(mail.received[0]).raw).toContain("Subject: Test message from the");
    // Without an address: to the signed-in admin.
    expect((await sendTest(s, admin)).status).toBe(200);
    expect(defined(mail.received[1]).to).toEqual([ADMIN.email]);

    // The enquiry mailer follows: a new enquiry is e-mailed to the address for enquiries, and the inbox can reply.
    expect((await (await s.api("/api/alerts", { token: admin })).json()) as unknown).toMatchObject({ data: { mail: { enabled: true } } });
    const id = await enquiry(s);
    await s.services.enquiryDelivery.settled();
    expect(mail.received.at(-1)?.to).toEqual(["enquiries@firm.example"]);
    const reply = await s.api(`/api/enquiries/${id}/reply`, { method: "POST", token: admin, json: { message: "We will call you at 4 pm." } });
    expect(reply.status).toBe(200);
    await s.services.enquiryDelivery.settled();
    expect(mail.received.at(-1)?.to).toEqual(["ravi@example.in"]);

    // Staff password resets too (they need only a mail server).
    expect(s.services.passwordResets.enabled).toBe(true);

    // A save without a password keeps the stored one; clearing it turns the sign-in off, and the server refuses.
    expect((await save(s, admin, settingsFor(mail.port, { password: undefined, fromName: "Office" }))).status).toBe(200);
    expect((await sendTest(s, admin)).status).toBe(200);
    const cleared = ((await (await save(s, admin, settingsFor(mail.port, { password: undefined, clearPassword: true }))).json()) as { data: MailSettingsView }).data;
    expect(cleared.passwordStored).toBe(false);
    const refused = await sendTest(s, admin);
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^530 /);

    // An empty host turns mail off again.
    const off = ((await (await save(s, admin, { ...settingsFor(mail.port), host: "" })).json()) as { data: MailSettingsView }).data;
    expect(off.source).toBe("off");
    expect(s.services.enquiryDelivery.mailStatus.enabled).toBe(false);
  });

  it("reports a refused sign-in with the mail server's exact answer (502)", async () => {
    const mail = await smtp({ auth: { user: "office@firm.example", pass: PASSWORD } });
    const { s, admin } = await server();
    expect((await save(s, admin, settingsFor(mail.port, { password: "wrong-password" }))).status).toBe(200);
    const res = await sendTest(s, admin);
    expect(res.status).toBe(502);
    const body = (await res.json()) as { error: string; code: string };
    // Word for word what the server said (this one gives no enhanced status code).
    expect(body.error).toBe("535 Authentication failed");
    expect(body.code).toBe("bad_gateway");
    expect(mail.received).toHaveLength(0);
  });

  it("gives up on a mail server that never answers, within the SMTP time-outs", async () => {
    // Takes the connection and says nothing: the greeting never comes.
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((ok) => silent.listen(0, "127.0.0.1", ok));
    cleanups.push(() => new Promise<void>((ok) => silent.close(() => ok())));
    const port = (silent.address() as AddressInfo).port;
    const { s, admin } = await server();
    expect((await save(s, admin, settingsFor(port))).status).toBe(200);
    const started = Date.now();
    const res = await sendTest(s, admin);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toMatch(/Greeting never received/i);
    expect(Date.now() - started).toBeLessThan(TEST_MESSAGE_TIMEOUT_MS);
  }, 30_000);

  it("lets the environment win: SMTP_URL's server and MAIL_FROM, whatever is saved, and never SMTP_URL's password", async () => {
    const envMail = await smtp();
    const other = await smtp();
    const { s, admin } = await server({ SMTP_URL: `smtp://mailer:env-secret-991@127.0.0.1:${envMail.port}`, MAIL_FROM: "Website <web@firm.example>" });
    const first = await read(s, admin);
    expect(first.data).toMatchObject({
      source: "environment",
      host: "127.0.0.1",
      port: envMail.port,
      user: "mailer",
      passwordStored: true,
      fromName: "Website",
      fromAddress: "web@firm.example",
      enquiriesTo: "",
      environment: { server: true, from: true, enquiriesTo: false },
    });
    expect(first.text).not.toContain("env-secret-991");

    // A saved server is kept for later but not used; what MAIL_TO leaves open (where enquiries go) is the admin's.
    expect((await save(s, admin, { ...settingsFor(other.port), enquiriesTo: "desk@firm.example" })).status).toBe(200);
    const after = await read(s, admin);
    expect(after.data).toMatchObject({ source: "environment", port: envMail.port, fromAddress: "web@firm.example", enquiriesTo: "desk@firm.example" });
    // SMTP_URL has no auth here to check against: the environment's server takes the message as it is.
    const envPlain = await server({ SMTP_URL: `smtp://127.0.0.1:${envMail.port}`, MAIL_FROM: "Website <web@firm.example>" });
    expect((await save(envPlain.s, envPlain.admin, settingsFor(other.port))).status).toBe(200);
    expect((await sendTest(envPlain.s, envPlain.admin, { to: "check@example.in" })).status).toBe(200);
    expect(envMail.received.map((r) => r.to)).toContainEqual(["check@example.in"]);
    expect(envMail.received.at(-1)?.from).toBe("web@firm.example");
    expect(other.received).toHaveLength(0);
  });

  it("keeps the password out of every answer, the database and the backups; its key is 0600 and stays out of the archive", async () => {
    const mail = await smtp({ auth: { user: "office@firm.example", pass: PASSWORD } });
    const { s, admin } = await server();
    expect((await save(s, admin, settingsFor(mail.port))).status).toBe(200);
    const { text, data } = await read(s, admin);
    expect(data.passwordStored).toBe(true);
    expect(text).not.toContain(PASSWORD);

    const dataDir = path.join(s.dir, "data");
    const key = path.join(dataDir, "secrets.key");
    expect(statSync(key).mode & 0o777).toBe(0o600);
    for (const file of ["site.db", "site.db-wal"]) if (existsSync(path.join(dataDir, file))) expect(readFileSync(path.join(dataDir, file)).includes(PASSWORD), file).toBe(false);
    // The activity log names the server, never the password.
    const activity = await (await s.api("/api/activity?limit=1", { token: admin })).json();
    expect(activity).toMatchObject({ data: [{ action: "update", target: { type: "mail-settings", id: "mail", title: "127.0.0.1" } }] });
    expect(JSON.stringify(activity)).not.toContain(PASSWORD);

    const backup = ((await (await s.api("/api/backups", { method: "POST", token: admin })).json()) as { data: { file: string } }).data;
    const { dir: out, cleanup } = await tempDir();
    cleanups.push(cleanup);
    await tar.x({ file: path.join(s.dir, "backups", backup.file), cwd: out });
    const files: string[] = [];
    for (const entry of await fs.readdir(out, { recursive: true, withFileTypes: true })) if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
    expect(files.some((f) => f.endsWith(`${path.sep}site.db`))).toBe(true);
    expect(files.filter((f) => path.basename(f) === "secrets.key")).toEqual([]);
    for (const f of files) expect(readFileSync(f).includes(PASSWORD), f).toBe(false);

    // Without its key the sealed password cannot be read: mail says so, instead of signing in without it.
    await fs.rm(key);
    expect((await save(s, admin, { fromName: "Office" })).status).toBe(200);
    expect((await read(s, admin)).data).toMatchObject({ source: "off", offReason: mailMessages.passwordUnreadable });
    const res = await sendTest(s, admin);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: mailMessages.passwordUnreadable });
  });

  it("checks what is saved, naming every field, and refuses a stale save", async () => {
    const { s, admin } = await server();
    const bad = await save(s, admin, { host: "smtp example.com", port: 70_000, security: "ssl", fromAddress: "not-an-address", fromName: 'Office "Main"' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: string; fields: { path: string; message: string }[] };
    expect(body.fields.map((f) => f.path).sort()).toEqual(["fromAddress", "fromName", "host", "port", "security"]);
    expect(body.error).toBe(`Mail server ${mailMessages.hostProblem}`);
    expect(body.fields).toContainEqual({ path: "port", message: `Port ${mailMessages.portProblem}` });

    const missing = await save(s, admin, { host: "smtp.example.com", security: "tls" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: unknown[] }).fields).toEqual([
      { path: "fromAddress", message: `Sender's address ${mailMessages.neededToSend}` },
      { path: "enquiriesTo", message: `Enquiries go to ${mailMessages.neededToSend}` },
    ]);
    expect((await save(s, admin, { password: "x".repeat(257) })).status).toBe(400);

    // An empty port is the usual one of the security chosen.
    const first = ((await (await save(s, admin, { ...settingsFor(2525), port: undefined, security: "tls" })).json()) as { data: MailSettingsView }).data;
    expect(first.port).toBe(465);
    expect((await save(s, admin, { ...settingsFor(2525), updatedAt: "2020-01-01T00:00:00.000Z" })).status).toBe(409);
    expect((await save(s, admin, { ...settingsFor(2525), updatedAt: first.updatedAt })).status).toBe(200);
  });

  it("is for admins only", async () => {
    const { s } = await server();
    await expectAdminOnly(s, await s.tokenFor("editor"), [
      ["GET", "/api/settings/mail"],
      ["PUT", "/api/settings/mail", { host: "" }],
      ["POST", "/api/settings/mail/test", {}],
    ]);
    // The firm's public details never carry the mail settings.
    expect(JSON.stringify(await (await s.api("/api/settings")).json())).not.toMatch(/enquiriesTo|passwordSealed/);
  });
});
