// Leads answered in minutes. Replies through the real SMTP capture, call-back slots and the
// .ics, the reminder (with the job's clock), firstResponseAt and responseMinutes, spam left out of Leads,
// and Web Push to a local push service (a real encrypted, VAPID-signed request).
import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { mailRetryTick } from "../../src/server/jobs/mail-retry";
import { leadMessages } from "../../src/shared/lead-messages";
import type { AnalyticsReport } from "../../src/shared/schemas/analytics";
import type { Enquiry } from "../../src/shared/schemas/enquiry";
import { callbackSlots, indiaDate, DEFAULT_CALLBACKS } from "../../src/shared/callbacks";
import { startTestServer, type TestServer } from "../fixtures/server";
import { smtpServer } from "../fixtures/smtp";

const visitor = { name: "Asha Verma", email: "asha@example.in", phone: "9876543210", message: "Need GST registration help", service: "GST Registration", city: "Delhi" };
const unwrap = (raw: string) => raw.replace(/=\r?\n/g, "");
type Slot = { start: string; end: string };

async function submit(s: TestServer, extra: Record<string, unknown> = {}): Promise<Response> {
  const { data } = (await (await s.api("/api/send-message/token")).json()) as { data: { token: string } };
  return s.api("/api/send-message", { method: "POST", json: { ...visitor, formToken: data.token, source: "contact-page", page: "/contact-us", ...extra } });
}
const idOf = async (res: Response) => ((await res.json()) as { data: { id: string } }).data.id;

/** A working day (Mon-Sat) at least two days ahead, YYYY-MM-DD. */
function workingDayAhead(): string {
  for (let d = 2; ; d++) {
    const day = indiaDate(Date.now() + d * 86_400_000);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) return day;
  }
}

describe("leads answered in minutes", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  async function server(env: Record<string, string> = {}, withSmtp = true) {
    const smtp = smtpServer();
    const port = await smtp.listen();
    cleanups.push(smtp.close);
    const s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0", ...(withSmtp ? { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: "enquiries@firm.example" } : {}), ...env });
    cleanups.push(s.close);
    return { s, smtp, admin: await s.tokenFor("admin") };
  }

  it("replies from the inbox by e-mail, records who and when, and sets firstResponseAt once", async () => {
    const { s, smtp, admin } = await server({ ENQUIRY_ACK: "false" });
    const id = await idOf(await submit(s));
    await s.services.enquiryDelivery.settled();
    smtp.received.length = 0;

    const res = await s.api(`/api/enquiries/${id}/reply`, { method: "POST", token: admin, json: { message: "Dear Asha,\nWe will call you today." } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Enquiry };
    expect(data.replies).toHaveLength(1);
    expect(data.replies![0]).toMatchObject({ message: "Dear Asha,\nWe will call you today.", by: { email: "admin@test.local" }, mail: { state: "sent", attempts: 1 } });
    expect(data.status).toBe("contacted");
    expect(data.firstResponseAt).toBe(data.replies![0]!.at);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["asha@example.in"]);
    expect(unwrap(smtp.received[0]!.raw)).toContain("We will call you today.");

    // A later note does not move the first response.
    const noted = (await (await s.api(`/api/enquiries/${id}`, { method: "PUT", token: admin, json: { note: "Called back" } })).json()) as { data: Enquiry };
    expect(noted.data.firstResponseAt).toBe(data.firstResponseAt);

    expect((await s.api(`/api/enquiries/${id}/reply`, { method: "POST", token: admin, json: { message: " " } })).status).toBe(400);
    expect((await s.api(`/api/enquiries/${id}/reply`, { method: "POST", json: { message: "x" } })).status).toBe(401);
    expect((await s.api(`/api/enquiries/${id}/reply`, { method: "POST", token: await s.tokenFor("editor"), json: { message: "x" } })).status).toBe(403);
    // The activity log names the enquiry.
    const log = (await (await s.api("/api/activity?action=reply", { token: admin })).json()) as { data: { target: { id: string; title: string } }[] };
    expect(log.data[0]!.target).toMatchObject({ id, title: "Asha Verma" });
  });

  it("answers 503 with a clear message when mail is off", async () => {
    const { s, admin } = await server({}, false);
    const id = await idOf(await submit(s));
    const res = await s.api(`/api/enquiries/${id}/reply`, { method: "POST", token: admin, json: { message: "Hello" } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: leadMessages.replyMailOff });
  });

  it("a status change away from new is the first response; spam is left out of Leads", async () => {
    const { s, admin } = await server({}, false);
    const a = await idOf(await submit(s, { landing: "/contact-us" }));
    const b = await idOf(await submit(s, { landing: "/contact-us" }));
    await idOf(await submit(s, { landing: "/contact-us" }));
    const changed = (await (await s.api(`/api/enquiries/${a}`, { method: "PUT", token: admin, json: { status: "contacted" } })).json()) as { data: Enquiry };
    expect(changed.data.firstResponseAt).toBeTruthy();
    await s.api(`/api/enquiries/${b}`, { method: "PUT", token: admin, json: { status: "spam" } });
    const today = indiaDate(Date.now());
    const report = ((await (await s.api(`/api/analytics?from=${today}&to=${today}`, { token: admin })).json()) as { data: AnalyticsReport }).data;
    expect(report.totals.enquiries).toBe(2);
    expect(report.pages.find((p) => p.path === "/contact-us")?.enquiries).toBe(2);
    expect(report.responseMinutes.count).toBe(2 - 1); // a was answered; b is spam; the third is still new
    expect(report.responseMinutes.median).toBeGreaterThanOrEqual(0);
    expect(report.responseWeeks).toHaveLength(1);
    const counts = ((await (await s.api("/api/enquiries/counts", { token: admin })).json()) as { data: { total: number } }).data;
    expect(counts.total).toBe(report.totals.enquiries);
  });

  it("offers free call-back slots, books one (409 when taken, 400 outside), attaches an .ics and reminds an hour before", async () => {
    const { s, smtp, admin } = await server();
    const day = workingDayAhead();
    const res = await s.api(`/api/callback-slots?date=${day}`);
    expect(res.status).toBe(200);
    const slots = ((await res.json()) as { data: Slot[] }).data;
    expect(slots).toEqual(callbackSlots(day, DEFAULT_CALLBACKS, Date.now()));
    expect(slots[0]).toEqual({ start: `${day}T10:00:00+05:30`, end: `${day}T10:30:00+05:30` });
    expect(slots).toHaveLength(16);
    expect((await s.api("/api/callback-slots?date=2026-02-30")).status).toBe(400);

    const booked = await submit(s, { callbackAt: slots[2]!.start });
    expect(booked.status).toBe(200);
    const id = await idOf(booked);
    await s.services.enquiryDelivery.settled();
    const after = ((await (await s.api(`/api/callback-slots?date=${day}`)).json()) as { data: Slot[] }).data;
    expect(after.map((x) => x.start)).not.toContain(slots[2]!.start);

    const taken = await submit(s, { callbackAt: slots[2]!.start, email: "other@example.in" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: leadMessages.callbackTaken });
    const outside = await submit(s, { callbackAt: `${day}T19:00:00+05:30` });
    expect(outside.status).toBe(400);

    const ack = smtp.received.find((m) => m.to.includes("asha@example.in"));
    expect(ack).toBeDefined();
    const raw = unwrap(ack!.raw);
    expect(raw).toMatch(/Content-Type: text\/calendar/);
    expect(raw).toMatch(/call-back\.ics/);
    const ics = Buffer.from(
      raw
        .split(/filename="?call-back\.ics"?\r?\n(?:.*\r?\n)*?\r?\n/)[1]!
        .split(/\r?\n--/)[0]!
        .replace(/\s+/g, ""),
      "base64",
    ).toString("utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(
      `DTSTART:${new Date(slots[2]!.start)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}`,
    );

    // Today's call-backs (the booked day's).
    const list = ((await (await s.api(`/api/enquiries/callbacks?date=${day}`, { token: admin })).json()) as { data: { id: string }[] }).data;
    expect(list.map((x) => x.id)).toEqual([id]);

    // The reminder: not two hours before, once within the hour.
    const start = Date.parse(slots[2]!.start);
    smtp.received.length = 0;
    await mailRetryTick(s.services, start - 2 * 3_600_000);
    expect(smtp.received).toHaveLength(0);
    await mailRetryTick(s.services, start - 50 * 60_000);
    await mailRetryTick(s.services, start - 40 * 60_000);
    expect(smtp.received).toHaveLength(1);
    expect(unwrap(smtp.received[0]!.raw)).toMatch(/Subject: Reminder: your call-back/);
  });

  it("sends a real Web Push message to a subscribed device and drops a subscription the push service forgot", async () => {
    const received: { headers: IncomingHttpHeaders; body: Buffer; path: string }[] = [];
    const pushService = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks), path: req.url ?? "" });
        res.statusCode = req.url === "/gone" ? 410 : 201;
        res.end();
      });
    }).listen(0, "127.0.0.1");
    await new Promise((ok) => pushService.once("listening", ok));
    cleanups.push(() => new Promise((ok) => pushService.close(() => ok())));
    const base = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;

    const { s, admin } = await server({ PUSH_ALLOW_HTTP: "true" }, false);
    const key = await s.api("/api/push/key", { token: admin });
    expect(key.status).toBe(200);
    const { publicKey } = ((await key.json()) as { data: { publicKey: string } }).data;
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    // The same key after a restart would be read from the store: it is stored.
    expect(s.services.storage.pushKeys.find()[0]?.publicKey).toBe(publicKey);

    const device = createECDH("prime256v1");
    const keys = { p256dh: device.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") };
    expect((await s.api("/api/push/subscriptions", { method: "POST", token: admin, json: { endpoint: `${base}/device-1`, keys } })).status).toBe(201);
    expect((await s.api("/api/push/subscriptions", { method: "POST", token: admin, json: { endpoint: `${base}/gone`, keys } })).status).toBe(201);
    expect((await s.api("/api/push/subscriptions", { method: "POST", json: { endpoint: `${base}/x`, keys } })).status).toBe(401);

    await idOf(await submit(s));
    await s.services.push.settled();
    const msg = received.find((r) => r.path === "/device-1");
    expect(msg).toBeDefined();
    expect(msg!.headers["content-encoding"]).toBe("aes128gcm");
    expect(msg!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(msg!.headers.ttl).toBeDefined();
    // aes128gcm: a 16-byte salt, a 4-byte record size, the key id (the server's 65-byte key), then ciphertext.
    expect(msg!.body.length).toBeGreaterThan(16 + 4 + 1 + 65 + 16);
    expect(msg!.body[20]).toBe(65);
    expect(msg!.body.toString("utf8")).not.toContain("Asha");
    // 410: the subscription is gone.
    expect(s.services.storage.pushSubscriptions.find().map((x) => x.endpoint)).toEqual([`${base}/device-1`]);

    expect((await s.api("/api/push/subscriptions", { method: "DELETE", token: admin, json: { endpoint: `${base}/device-1` } })).status).toBe(200);
    expect(s.services.storage.pushSubscriptions.count()).toBe(0);
  });

  it("refuses a plain-HTTP push endpoint unless PUSH_ALLOW_HTTP is set", async () => {
    const { s, admin } = await server({}, false);
    const keys = { p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") };
    const res = await s.api("/api/push/subscriptions", { method: "POST", token: admin, json: { endpoint: "http://127.0.0.1:9/x", keys } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "E" + leadMessages.pushEndpoint.slice(1) });
  });

  it("refuses an endpoint whose host is or resolves to a private, loopback, link-local, metadata or unspecified address", async () => {
    const { s, admin } = await server({}, false);
    const keys = { p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") };
    const refused = [
      "https://127.0.0.1/x",
      "https://[::1]/x",
      "https://10.0.0.1/x",
      "https://172.20.1.1/x",
      "https://192.168.0.10/x",
      "https://169.254.169.254/latest/meta-data",
      "https://[fe80::1]/x",
      "https://[fc00::1]/x",
      "https://0.0.0.0/x",
      "https://[::]/x",
      "https://[::ffff:127.0.0.1]/x",
      // Names, checked on what they resolve to (tests/fixtures/server.ts TEST_HOSTS): every address must be public.
      "https://intranet.example.test/x",
      "https://metadata.example.test/x",
      "https://mixed.example.test/x",
      "https://ula.example.test/x",
      "https://nowhere.example.test/x",
    ];
    const wrong: string[] = [];
    for (const endpoint of refused) {
      const res = await s.api("/api/push/subscriptions", { method: "POST", token: admin, json: { endpoint, keys } });
      const body = (await res.json()) as { error?: string };
      if (res.status !== 400 || body.error !== "E" + leadMessages.pushEndpointPrivate.slice(1)) wrong.push(`${endpoint}: ${res.status} ${body.error}`);
    }
    expect(wrong).toEqual([]);
    expect(s.services.storage.pushSubscriptions.find()).toHaveLength(0);
    expect((await s.api("/api/push/subscriptions", { method: "POST", token: admin, json: { endpoint: "https://push.example.test/ok", keys } })).status).toBe(201);
  });

  it("lets PUSH_ALLOW_HTTP reach a push service on loopback only, not the private ranges", async () => {
    const { s, admin } = await server({ PUSH_ALLOW_HTTP: "true" }, false);
    const keys = { p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") };
    const post = (endpoint: string) => s.api("/api/push/subscriptions", { method: "POST", token: admin, json: { endpoint, keys } });
    expect((await post("http://127.0.0.1:9/x")).status).toBe(201);
    expect((await post("http://10.0.0.1/x")).status).toBe(400);
    expect((await post("https://169.254.169.254/x")).status).toBe(400);
  });

  it("keeps an endpoint with the account that registered it first: another account gets 409", async () => {
    const { s, admin } = await server({}, false);
    // Another admin (editors get no alerts and cannot subscribe at all).
    const other = await s.services.users.add({ email: "second-admin@test.local", role: "admin", password: "second-admin-pass-1" });
    const editor = s.services.sessions.start(s.services.users.findById(other.id)!).token;
    const keys = { p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") };
    const endpoint = "https://push.example.test/shared-device";
    const post = (token: string) => s.api("/api/push/subscriptions", { method: "POST", token, json: { endpoint, keys } });
    expect((await post(admin)).status).toBe(201);
    const taken = await post(editor);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: leadMessages.pushEndpointTaken });
    const adminId = s.services.storage.pushSubscriptions.find()[0]?.userId;
    expect(s.services.storage.pushSubscriptions.find().map((x) => x.userId)).toEqual([adminId]);
    // The first account may refresh it, and once it turns alerts off the endpoint is free.
    expect((await post(admin)).status).toBe(201);
    expect((await s.api("/api/push/subscriptions", { method: "DELETE", token: admin, json: { endpoint } })).status).toBe(200);
    expect((await post(editor)).status).toBe(201);
  });

  it("refuses to subscribe a user who gets no alerts (an editor): 403 saying alerts go to admins, nothing stored", async () => {
    const { s, admin } = await server({}, false);
    const editor = await s.tokenFor("editor");
    const keys = { p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") };
    const endpoint = "https://push.example.test/editor-device";
    const refused = await s.api("/api/push/subscriptions", { method: "POST", token: editor, json: { endpoint, keys } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: leadMessages.pushAdminsOnly, code: "forbidden" });
    expect(s.services.storage.pushSubscriptions.count()).toBe(0);
    // An admin's device is taken; once the admin is made an editor, it can still be turned off, not on again.
    const user = await s.services.users.add({ email: "soon-editor@test.local", role: "admin", password: "soon-editor-pass-1" });
    const token = s.services.sessions.start(s.services.users.findById(user.id)!).token;
    expect((await s.api("/api/push/subscriptions", { method: "POST", token, json: { endpoint, keys } })).status).toBe(201);
    await s.services.users.update(user.id, { role: "editor" });
    expect((await s.api("/api/push/subscriptions", { method: "POST", token, json: { endpoint, keys } })).status).toBe(403);
    expect((await s.api("/api/push/subscriptions", { method: "DELETE", token, json: { endpoint } })).status).toBe(200);
    expect(s.services.storage.pushSubscriptions.count()).toBe(0);
    expect((await s.api("/api/push/subscriptions", { method: "POST", token: admin, json: { endpoint, keys } })).status).toBe(201);
  });
});
