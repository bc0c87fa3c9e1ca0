// E-mail reminders with double opt-in, through a real SMTP server (tests/fixtures/smtp.ts):
// POST /api/reminders answers 202 and mails a confirmation link; only confirmed addresses get a reminder three
// days before an applicable due date (the daily job, with its clock injected); one-click unsubscribe.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { reminderTick } from "../../src/server/jobs/reminders";
import { apiMessages } from "../../src/shared/api-messages";
import { calendarMessages } from "../../src/shared/tool-messages";
import { startTestServer, type TestServer } from "../fixtures/server";
import { smtpServer } from "../fixtures/smtp";

/** A message's text without quoted-printable soft line breaks and with =3D decoded. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
/** The first link to `path` in a message. */
function linkIn(raw: string, path: string): string {
  const m = new RegExp(`https?://[^\\s>]+${path.replace(/\//g, "\\/")}\\?token=[^\\s>]+`).exec(decoded(raw));
  if (!m) throw new Error(`no ${path} link in:\n${raw}`);
  return m[0];
}
/** India's 09:00 on `day`, as the job would run. */
const morningOf = (day: string) => Date.parse(`${day}T09:00:00+05:30`);

describe("e-mail reminders", () => {
  const smtp = smtpServer();
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    const port = await smtp.listen();
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Reminders <reminders@firm.example>", ENQUIRY_RATE_LIMIT: "8" });
    admin = await s.tokenFor("admin");
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });
  beforeEach(() => void smtp.received.splice(0));

  const subscribe = (email: string, appliesTo: unknown, ip?: string) =>
    s.api("/api/reminders", { method: "POST", json: { email, appliesTo }, headers: ip ? { "x-forwarded-for": ip } : {} });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const stats = async () => ((await (await s.api("/api/reminders/stats", { token: admin })).json()) as { data: { confirmed: number; pending: number } }).data;
  /** Follows a link from an e-mail to this test server (its origin is the SITE_URL). */
  const open = (link: string, init: RequestInit = {}) => s.api(new URL(link).pathname + new URL(link).search, { redirect: "manual", ...init });

  it("answers 202, mails a confirmation link, and reminds only once the address is confirmed", async () => {
    const res = await subscribe("Gita@Example.in", ["gst"]);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ data: { message: calendarMessages.reminderRequested } });
    const [confirmation] = mailsTo("gita@example.in");
    expect(confirmation?.raw).toMatch(/^Subject: Confirm your compliance reminders/m);
    const confirmLink = linkIn(confirmation!.raw, "/api/reminders/confirm");

    // Not confirmed yet: the day three days before GSTR-1 (11 November) sends nothing to this address.
    expect(await reminderTick(s.services, morningOf("2026-11-08"))).toBe(0);
    expect(mailsTo("gita@example.in")).toHaveLength(1);
    expect(await stats()).toEqual({ confirmed: 0, pending: 1 });

    // The link is a GET that confirms and lands on the calendar page.
    const confirmed = await open(confirmLink);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/compliance-calendar?reminders=confirmed#reminders");
    expect(await stats()).toEqual({ confirmed: 1, pending: 0 });

    smtp.received.splice(0);
    expect(await reminderTick(s.services, morningOf("2026-11-08"))).toBe(1);
    const [reminder] = mailsTo("gita@example.in");
    const raw = decoded(reminder!.raw);
    expect(raw).toMatch(/^Subject: Due .*11 November 2026: GSTR-1/m);
    expect(raw).toContain("GSTR-1");
    expect(raw).toContain("/contact-us?service=GST%20and%20compliance");
    // RFC 8058 one-click unsubscribe headers, and the same link in the text.
    const header = /^List-Unsubscribe: <([^>]+)>/m.exec(reminder!.raw.replace(/\r\n[ \t]+/g, " "))?.[1];
    expect(header).toMatch(/\/api\/reminders\/unsubscribe\?token=/);
    expect(reminder!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain(header!);

    // A second run of the same day sends nothing twice; a day with no GST date three days ahead sends nothing.
    expect(await reminderTick(s.services, morningOf("2026-11-08"))).toBe(0);
    expect(await reminderTick(s.services, morningOf("2026-11-09"))).toBe(0);

    // The mail client's one-click POST unsubscribes; nothing more is sent.
    const unsubscribed = await open(header!, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(unsubscribed.status).toBe(200);
    expect(await stats()).toEqual({ confirmed: 0, pending: 0 });
    smtp.received.splice(0);
    expect(await reminderTick(s.services, morningOf("2026-11-17"))).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("reminds only of the dates that apply to the subscriber, and the unsubscribe link in the text works with a GET", async () => {
    expect((await subscribe("llp@example.in", ["llp"])).status).toBe(202);
    expect((await open(linkIn(mailsTo("llp@example.in")[0]!.raw, "/api/reminders/confirm"))).status).toBe(303);
    smtp.received.splice(0);
    // 26 November: MGT-7 (companies only) is three days ahead; an LLP gets nothing.
    expect(await reminderTick(s.services, morningOf("2026-11-26"))).toBe(0);
    // 12 November: PF and ESI on the 15th apply to LLPs.
    expect(await reminderTick(s.services, morningOf("2026-11-12"))).toBe(1);
    const reminder = decoded(mailsTo("llp@example.in")[0]!.raw);
    expect(reminder).toContain("PF and ESI contributions");
    expect(reminder).not.toContain("GSTR");
    const link = /Stop these reminders \(one click\): (\S+)/.exec(reminder)?.[1];
    const res = await open(link!);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/compliance-calendar?reminders=unsubscribed#reminders");
    expect((await stats()).confirmed).toBe(0);
  });

  it("lands a forged or used link on the page's 'not valid' notice, and answers 404 to a forged one-click POST", async () => {
    const forged = await s.api("/api/reminders/confirm?token=abc.def", { redirect: "manual" });
    expect(forged.status).toBe(303);
    expect(forged.headers.get("location")).toBe("/compliance-calendar?reminders=invalid#reminders");
    const post = await s.api("/api/reminders/unsubscribe?token=abc.def", { method: "POST" });
    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ error: apiMessages.reminderLinkInvalid });
  });

  it("refuses a bad address or list with 400 naming the field, and sends nothing", async () => {
    const cases: [string, unknown, string][] = [
      ["not-an-address", ["gst"], "Email must be a valid e-mail address"],
      ["a@example.in", [], "Applies to must name at least one of company, llp, proprietor, gst"],
      ["a@example.in", ["gst", "trust"], "Applies to must list only company, llp, proprietor, gst"],
      ["a@example.in", "gst", "Applies to must be a list"],
    ];
    for (const [email, appliesTo, error] of cases) {
      const res = await subscribe(email, appliesTo, "203.0.113.50");
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error });
    }
    expect(smtp.received).toHaveLength(0);
  });

  it("is rate-limited per address like the enquiry form (429 with Retry-After)", async () => {
    // ENQUIRY_RATE_LIMIT is 8 here; every request counts, valid or not. Requests come from one test client.
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) {
      last = await subscribe(`burst${i}@example.in`, ["company"]);
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last?.json()).toMatchObject({ error: apiMessages.tooManyRequests });
  });
});

describe("confirmation e-mails of reminders", () => {
  const smtp = smtpServer();
  let s: TestServer;
  beforeAll(async () => {
    const port = await smtp.listen();
    // The per-address limit out of the way: this is about one recipient, whoever asks.
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Reminders <reminders@firm.example>", ENQUIRY_RATE_LIMIT: "50" });
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });
  const subscribe = (email: string, appliesTo: unknown) => s.api("/api/reminders", { method: "POST", json: { email, appliesTo } });
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const open = (link: string) => s.api(new URL(link).pathname + new URL(link).search, { redirect: "manual" });

  it("mails one confirmation a day to an address, however many sign-ups name it; each answers as before", async () => {
    const answers = await Promise.all(Array.from({ length: 7 }, () => subscribe("victim@example.in", ["gst"])));
    expect(answers.map((r) => r.status)).toEqual(Array(7).fill(202));
    expect(mailsTo("victim@example.in")).toHaveLength(1);
    // Later the same day, another choice: stored, nothing sent; the link already sent confirms it.
    expect((await subscribe("victim@example.in", ["llp"])).status).toBe(202);
    expect(mailsTo("victim@example.in")).toHaveLength(1);
    // The next day, one more.
    s.clock.advance(24 * 3_600_000);
    expect((await subscribe("victim@example.in", ["llp"])).status).toBe(202);
    expect((await subscribe("victim@example.in", ["llp"])).status).toBe(202);
    expect(mailsTo("victim@example.in")).toHaveLength(2);
    expect((await open(linkIn(mailsTo("victim@example.in")[0]!.raw, "/api/reminders/confirm"))).status).toBe(303);
    expect(s.services.storage.reminderSubscriptions.find({ where: { email: "victim@example.in" } })[0]?.appliesTo).toEqual(["llp"]);
  });
});

describe("e-mail reminders without SMTP", () => {
  let s: TestServer;
  beforeAll(async () => void (s = await startTestServer()));
  afterAll(() => s.close());
  it("answers 503 with a message instead of pretending to send", async () => {
    const res = await s.api("/api/reminders", { method: "POST", json: { email: "x@example.in", appliesTo: ["gst"] } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: apiMessages.remindersUnavailable });
  });
});
