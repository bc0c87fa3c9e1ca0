// Enquiry e-mails through a real SMTP server (smtp-server) on a random local port.
import { afterEach, describe, expect, it } from "vitest";
import { mailRetryTick } from "../../src/server/jobs/mail-retry";
import { acknowledgementText, createMailer, NO_ENQUIRY_ADDRESS } from "../../src/server/services/mailer";
import { mailMessages } from "../../src/shared/mail-messages";
import { fieldProblems } from "../../src/shared/api-messages";
import { firstNameOf } from "../../src/shared/enquiry-rules";
import type { Enquiry } from "../../src/shared/schemas/enquiry";
import { startTestServer, type TestServer } from "../fixtures/server";
import { smtpServer } from "../fixtures/smtp";
import { defined } from "../fixtures/defined";

const enquiry = { name: "Ravi Kumar", email: "ravi@example.in", phone: "9876543210", message: "Please call me about NGO registration", service: "NGO/Section 8", city: "Patna" };

async function submit(s: TestServer, extra: Record<string, unknown> = {}): Promise<string> {
  const { data } = (await (await s.api("/api/send-message/token")).json()) as { data: { token: string } };
  const res = await s.api("/api/send-message", { method: "POST", json: { ...enquiry, formToken: data.token, source: "home-dialog", page: "/", ...extra } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** A body without soft line breaks (quoted-printable wraps long lines with "=\r\n"). */
const unwrap = (raw: string) => raw.replace(/=\r?\n/g, "");

describe("enquiry e-mail", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  /** A test SMTP server and a site server that sends its mail there (both closed after the test). */
  async function serverWithSmtp(env: Record<string, string> = {}) {
    const smtp = smtpServer();
    const port = await smtp.listen();
    cleanups.push(smtp.close);
    const s = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_TO: "enquiries@firm.example",
      MAIL_FROM: "Website <web@firm.example>",
      ENQUIRY_MIN_FILL_SECONDS: "0",
      ...env,
    });
    cleanups.push(s.close);
    return { smtp, s };
  }

  it("arrives at MAIL_TO with the enquiry's details", async () => {
    // the firm's copy alone (the acknowledgement has its own tests below)
    const { smtp, s } = await serverWithSmtp({ ENQUIRY_ACK: "false" });

    const id = await submit(s, { utm: { utm_source: "newsletter" } });
    await s.services.enquiryDelivery.settled();

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(defined(mail).to).toEqual(["enquiries@firm.example"]);
    expect(defined(mail).from).toBe("web@firm.example");
    const raw = unwrap(defined(mail).raw);
    expect(raw).toMatch(/^Subject: New enquiry from Ravi Kumar \(NGO\/Section 8\)/m);
    expect(raw).toMatch(/^Reply-To: Ravi Kumar <ravi@example.in>/m);
    for (const text of ["Phone: 9876543210", "Email: ravi@example.in", "City: Patna", "Form: home-dialog", "utm_source: newsletter", enquiry.message, "/admin/enquiries"]) {
      expect(raw).toContain(text);
    }
    expect((await s.services.enquiryInbox.get(id)).mail).toMatchObject({ state: "sent", attempts: 1 });
  });

  /** An enquiry sent while the SMTP server is down: a port nothing listens on (found, then closed). */
  async function enquiryWhileSmtpDown(): Promise<{ s: TestServer; port: number; id: string }> {
    const probe = smtpServer();
    const port = await probe.listen();
    await probe.close();
    const s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: "enquiries@firm.example", ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_ACK: "false" });
    cleanups.push(s.close);
    const id = await submit(s);
    await s.services.enquiryDelivery.settled();
    return { s, port, id };
  }

  it("keeps an enquiry sent while the SMTP server is down, and the retry tick delivers it once it is up", async () => {
    const { s, port, id } = await enquiryWhileSmtpDown();

    let stored = await s.services.enquiryInbox.get(id);
    expect(stored.name).toBe("Ravi Kumar");
    expect(stored.mail.state).toBe("retry");
    expect(stored.mail.attempts).toBe(1);
    expect(stored.mail.lastError).toMatch(/ECONNREFUSED|connect/i);
    const due = Date.parse(stored.mail.nextAttemptAt!);
    expect(due).toBeGreaterThan(Date.now());

    // A tick before the back-off has passed leaves it alone.
    expect(await mailRetryTick(s.services)).toBe(0);

    // The inbox shows the delivery state.
    const list = await s.api("/api/enquiries", { token: await s.tokenFor("admin") });
    expect(defined(((await list.json()) as { data: Enquiry[] }).data[0]).mail.state).toBe("retry");

    const smtp = smtpServer();
    await smtp.listen(port);
    cleanups.push(smtp.close);
    expect(await mailRetryTick(s.services, due + 1)).toBe(1);

    expect(smtp.received).toHaveLength(1);
    expect(unwrap(defined(smtp.received[0]).raw)).toContain(enquiry.message);
    stored = await s.services.enquiryInbox.get(id);
    expect(stored.mail).toMatchObject({ state: "sent", attempts: 2 });
    // Nothing left to send.
    expect(await mailRetryTick(s.services, Date.now() + 86_400_000)).toBe(0);
  });

  it("backs off and gives up after the last attempt, keeping the enquiry", async () => {
    const { s, id } = await enquiryWhileSmtpDown();
    const gaps: number[] = [];
    let at = Date.now();
    for (let i = 0; i < 10 && (await s.services.enquiryInbox.get(id)).mail.state === "retry"; i++) {
      const next = Date.parse((await s.services.enquiryInbox.get(id)).mail.nextAttemptAt!);
      gaps.push(next - at);
      at = next + 1;
      await mailRetryTick(s.services, at);
    }
    const mail = (await s.services.enquiryInbox.get(id)).mail;
    expect(mail.state).toBe("failed");
    expect(mail.attempts).toBe(8);
    // Each wait is about twice the one before.
    expect(gaps[2]).toBeGreaterThan(defined(gaps[1]) * 1.5);
    expect((await s.services.enquiryInbox.list()).total).toBe(1);
  });

  it("is off without SMTP_URL or MAIL_TO, and the log says so", async () => {
    expect(createMailer({ siteUrl: "http://x", mailFrom: "a@b.c", mailTo: "x@y.z" })).toMatchObject({ enabled: false, offReason: "SMTP_URL is not set" });
    expect(createMailer({ siteUrl: "http://x", mailFrom: "a@b.c", smtpUrl: "smtp://127.0.0.1:1" })).toMatchObject({ enabled: false, offReason: NO_ENQUIRY_ADDRESS });
    const { boot } = await import("../../src/server/boot");
    const { loadConfig } = await import("../../src/server/config");
    const { tempDir } = await import("../fixtures/temp");
    const { dir, cleanup } = await tempDir();
    cleanups.push(cleanup);
    const { captureLog } = await import("../fixtures/log");
    const captured = captureLog();
    await boot(
      loadConfig({ DATA_DIR: `${dir}/data`, UPLOADS_DIR: `${dir}/uploads`, DEMO_CONTENT: "false", ADMIN_EMAIL: "a@test.local", ADMIN_PASSWORD: "password-123" }),
      captured.log,
    );
    expect(captured.messages().some((l) => l.startsWith(`Mail is off (${mailMessages.offReason})`))).toBe(true);
  });

  it("refuses a CR/LF in the name even if one got past validation", async () => {
    const mailer = createMailer({ siteUrl: "http://x", mailFrom: "a@b.c", mailTo: "x@y.z", smtpUrl: "smtp://127.0.0.1:1" });
    const e = { name: "A\r\nBcc: v@x.y", email: "a@b.c" } as Enquiry;
    await expect(mailer.sendEnquiry(e)).rejects.toThrow(/line break/);
  });

  it("thanks the visitor through a real SMTP server by first name, quoting nothing else they wrote, with how to reach the firm", async () => {
    const { smtp, s } = await serverWithSmtp();
    const id = await submit(s);
    await s.services.enquiryDelivery.settled();
    expect(smtp.received).toHaveLength(2);
    const ack = smtp.received.find((m) => m.to.includes(enquiry.email))!;
    expect(ack.from).toBe("web@firm.example");
    const raw = unwrap(ack.raw);
    expect(raw).toContain("Subject: Thank you for your enquiry | Company Registration Delhi");
    for (const text of ["Dear Ravi,", "+91 98110 45632", "https://wa.me/919811045632", "Office hours: Monday to Saturday"]) expect(raw).toContain(text);
    // The visitor's text is not quoted (the address may be anyone's).
    for (const text of ["Ravi Kumar", enquiry.message, "NGO/Section 8", enquiry.phone]) expect(raw).not.toContain(text);
    expect(raw).not.toContain("/admin/enquiries"); // nothing of the admin area in the visitor's copy
    expect((await s.services.enquiryInbox.get(id)).ack).toMatchObject({ state: "sent", attempts: 1 });
    // A refused enquiry (honeypot) is not stored and thanks nobody.
    const { data } = (await (await s.api("/api/send-message/token")).json()) as { data: { token: string } };
    const refused = await s.api("/api/send-message", { method: "POST", json: { ...enquiry, email: "bot@example.in", formToken: data.token, website: "http://spam" } });
    expect(refused.status).toBe(400);
    await s.services.enquiryDelivery.settled();
    expect(smtp.received.some((m) => m.to.includes("bot@example.in"))).toBe(false);
  });

  it("refuses a name holding a URL or an e-mail address, with the field message; quotes letters of the first name only", async () => {
    const s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0" });
    cleanups.push(s.close);
    for (const name of ["Visit https://evil.example now", "win at www.evil.example", "mail victim@evil.example", "cheap-pills.shop Ravi"]) {
      const { data } = (await (await s.api("/api/send-message/token")).json()) as { data: { token: string } };
      const res = await s.api("/api/send-message", { method: "POST", json: { ...enquiry, name, formToken: data.token } });
      expect(res.status, name).toBe(400);
      expect(await res.json(), name).toMatchObject({ error: `Name ${fieldProblems.nameHoldsLink}` });
    }
    expect(firstNameOf("  Dr.Sharma Ji")).toBe("DrSharma");
    expect(firstNameOf("Zoë-Ann O'Neil")).toBe("ZoëAnn");
    expect(firstNameOf("1234 !!")).toBe("");
    expect(firstNameOf("A".repeat(100))).toHaveLength(40);
    expect(acknowledgementText({ ...(enquiry as unknown as Enquiry), name: "!! 123" })).toMatch(/^Hello,/);
  });

  it("retries a failed acknowledgement like the firm's copy, and ENQUIRY_ACK=false sends none", async () => {
    const smtp = smtpServer();
    const port = await smtp.listen();
    await smtp.close(); // the port is free again: connections are refused
    const s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: "enquiries@firm.example", ENQUIRY_MIN_FILL_SECONDS: "0" });
    cleanups.push(s.close);
    const id = await submit(s);
    await s.services.enquiryDelivery.settled();
    const stored = await s.services.enquiryInbox.get(id);
    expect(stored.ack).toMatchObject({ state: "retry", attempts: 1 });
    const up = smtpServer();
    await up.listen(port);
    cleanups.push(up.close);
    expect(await mailRetryTick(s.services, Date.parse(stored.ack!.nextAttemptAt!) + 1)).toBe(2); // the firm's copy and the acknowledgement
    expect((await s.services.enquiryInbox.get(id)).ack).toMatchObject({ state: "sent", attempts: 2 });
    expect(up.received.map((m) => m.to[0]).sort()).toEqual(["enquiries@firm.example", enquiry.email]);

    const off = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: "enquiries@firm.example", ENQUIRY_MIN_FILL_SECONDS: "0", ENQUIRY_ACK: "false" });
    cleanups.push(off.close);
    const quiet = await submit(off);
    await off.services.enquiryDelivery.settled();
    expect((await off.services.enquiryInbox.get(quiet)).ack).toBeUndefined();
    expect(up.received.filter((m) => m.to.includes(enquiry.email))).toHaveLength(1);
  });
});
