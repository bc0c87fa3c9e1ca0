// Call-backs bounded: slots only within the booking horizon and the firm's hours (absurd dates refused),
// at most MAX_LIVE_CALLBACKS future bookings per phone and per e-mail, and the acknowledgement naming the
// booked time.
import { afterEach, describe, expect, it } from "vitest";
import { CALLBACK_HORIZON_DAYS, MAX_LIVE_CALLBACKS } from "../../src/server/services/callbacks";
import { callbackWhen, indiaDate } from "../../src/shared/callbacks";
import { leadMessages } from "../../src/shared/lead-messages";
import { contactMessages } from "../../src/shared/contact-messages";
import { startTestServer, type TestServer } from "../fixtures/server";
import { smtpServer } from "../fixtures/smtp";

type Slot = { start: string; end: string };
const visitor = { name: "Ravi Kumar", email: "ravi@example.in", phone: "9876501234", message: "Please call me about an LLP", service: "", city: "" };
const day = (ahead: number, from = Date.now()) => indiaDate(from + ahead * 86_400_000);

async function submit(s: TestServer, extra: Record<string, unknown>): Promise<Response> {
  const { data } = (await (await s.api("/api/send-message/token")).json()) as { data: { token: string } };
  return s.api("/api/send-message", { method: "POST", json: { ...visitor, formToken: data.token, source: "contact-page", ...extra } });
}
const slotsOf = async (s: TestServer, date: string) => ((await (await s.api(`/api/callback-slots?date=${date}`)).json()) as { data: Slot[] }).data;

/** The free slots of the next working days, enough for a test. */
async function freeSlots(s: TestServer, count: number): Promise<Slot[]> {
  const found: Slot[] = [];
  for (let d = 2; found.length < count && d < CALLBACK_HORIZON_DAYS; d++) found.push(...(await slotsOf(s, day(d, s.clock.now()))));
  return found.slice(0, count);
}

describe("call-back bounds", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  async function server(env: Record<string, string> = {}) {
    const s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0", ...env });
    cleanups.push(s.close);
    return s;
  }

  it("offers slots only from today to the horizon, and refuses other dates with 400", async () => {
    const s = await server();
    expect((await s.api(`/api/callback-slots?date=${day(CALLBACK_HORIZON_DAYS)}`)).status).toBe(200);
    for (const date of [day(CALLBACK_HORIZON_DAYS + 1), day(-1), "9999-12-01", "2026-02-30", "tomorrow"]) {
      const res = await s.api(`/api/callback-slots?date=${date}`);
      expect(res.status, date).toBe(400);
    }
    const far = await s.api("/api/callback-slots?date=9999-12-01");
    expect(await far.json()).toMatchObject({ error: leadMessages.callbackDateRange(CALLBACK_HORIZON_DAYS) });
    expect(s.services.enquiryIntake.nextSlots().length).toBeGreaterThan(0);
    for (const slot of s.services.enquiryIntake.nextSlots()) expect(Date.parse(slot.start)).toBeGreaterThan(Date.now() + 3_599_000);
  });

  it("refuses a booking past the horizon or outside the firm's hours with 400", async () => {
    const s = await server();
    for (const callbackAt of ["9999-12-01T10:00:00+05:30", `${day(CALLBACK_HORIZON_DAYS + 3)}T10:00:00+05:30`, `${day(2)}T03:00:00+05:30`, "not a time"]) {
      const res = await submit(s, { callbackAt });
      expect(res.status, callbackAt).toBe(400);
    }
  });

  it(`takes at most ${MAX_LIVE_CALLBACKS} future call-backs per phone and per e-mail`, async () => {
    const s = await server();
    const slots = await freeSlots(s, 6);
    expect((await submit(s, { callbackAt: slots[0]!.start, email: "a1@example.in" })).status).toBe(200);
    expect((await submit(s, { callbackAt: slots[1]!.start, email: "a2@example.in" })).status).toBe(200);
    // The same phone (written another way) a third time.
    const third = await submit(s, { callbackAt: slots[2]!.start, email: "a3@example.in", phone: "+91 98765 01234" });
    expect(third.status).toBe(409);
    expect(await third.json()).toMatchObject({ error: leadMessages.callbackTooMany(MAX_LIVE_CALLBACKS) });
    // The same e-mail with other phones.
    expect((await submit(s, { callbackAt: slots[3]!.start, phone: "9000000001", email: "b@example.in" })).status).toBe(200);
    expect((await submit(s, { callbackAt: slots[4]!.start, phone: "9000000002", email: "B@example.in" })).status).toBe(200);
    expect((await submit(s, { callbackAt: slots[5]!.start, phone: "9000000003", email: "b@example.in" })).status).toBe(409);
    // An enquiry without a call-back is always taken.
    expect((await submit(s, {})).status).toBe(200);
    // Once the booked times have passed, the phone may book again.
    s.clock.advance(CALLBACK_HORIZON_DAYS * 86_400_000);
    const later = (await freeSlots(s, 1))[0]!;
    expect((await submit(s, { callbackAt: later.start, email: "a4@example.in" })).status).toBe(200);
  });

  it("the acknowledgement names the booked time, in India time", async () => {
    const smtp = smtpServer();
    const port = await smtp.listen();
    cleanups.push(smtp.close);
    const s = await server({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: "enquiries@firm.example" });
    const [slot] = await freeSlots(s, 1);
    expect((await submit(s, { callbackAt: slot!.start })).status).toBe(200);
    await s.services.enquiryDelivery.settled();
    const ack = smtp.received.find((m) => m.to.includes(visitor.email));
    const text = ack!.raw.replace(/=\r?\n/g, "");
    expect(text).toContain(contactMessages.callbackConfirmed(callbackWhen(slot!.start)));
    expect(callbackWhen(slot!.start)).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2} at \d{1,2}:\d{2} (am|pm)$/);
  });
});
