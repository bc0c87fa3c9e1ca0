// The call-back settings alone (GET/PUT /api/settings/callbacks, admin only): a closed date is never offered nor
// booked, new hours and slot lengths show in the slots at once (the kept slots of the minute are not served), the
// promise every page shows is the stored one, a part left out is kept, and bad input is a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKING_AGE_MAX_DAYS, indiaDate, type CallbackSettings, type Slot } from "../../src/shared/callbacks";
import { callbackSettingsMessages } from "../../src/shared/callback-settings-messages";
import { contactMessages } from "../../src/shared/contact-messages";
import { leadMessages } from "../../src/shared/lead-messages";
import { expectAdminOnly, servePages, startTestServer, useStaffServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";

type View = { callbacks: CallbackSettings; responsePromiseHours: number; updatedAt: string; today: string; holidays: { date: string; name: string }[] };
const DAY_MS = 86_400_000;
const ENDPOINT = "/api/settings/callbacks";

const visitor = { name: "Ravi Kumar", email: "ravi@example.in", phone: "9876501234", message: "Please call me about an LLP", service: "", city: "" };

/** A working day (Monday to Saturday) a few days ahead of the services' clock, whose slots are all in the future. */
function workingDayAhead(s: TestServer, from = 2): string {
  for (let d = from; ; d++) {
    const day = indiaDate(s.clock.now() + d * DAY_MS);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) return day;
  }
}
const weekdayOf = (day: string) => (["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const)[new Date(`${day}T00:00:00Z`).getUTCDay()]!;

async function slotsOf(s: TestServer, date: string): Promise<Slot[]> {
  const res = await s.api(`/api/callback-slots?date=${date}`);
  expect(res.status, date).toBe(200);
  return ((await res.json()) as { data: Slot[] }).data;
}

async function book(s: TestServer, callbackAt: string): Promise<Response> {
  const { data } = (await (await s.api("/api/send-message/token")).json()) as { data: { token: string } };
  return s.api("/api/send-message", { method: "POST", json: { ...visitor, formToken: data.token, source: "contact-page", callbackAt } });
}

describe("/api/settings/callbacks", () => {
  const t = useStaffServer({ ENQUIRY_MIN_FILL_SECONDS: "0" });
  const read = async (): Promise<View> => {
    const res = await t.s.api(ENDPOINT, { token: t.admin });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: View }).data;
  };
  const put = (json: unknown) => t.s.api(ENDPOINT, { method: "PUT", token: t.admin, json });

  it("reads the stored hours, the promise, today and the holidays still to come that are not closed", async () => {
    const v = await read();
    expect(v.callbacks.slotMinutes).toBe(30);
    expect(v.callbacks.hours.sun).toBeNull();
    expect(v.callbacks.hours.mon).toEqual({ open: "10:00", close: "18:00" });
    expect(v.responsePromiseHours).toBe(2);
    expect(v.today).toBe(indiaDate(t.s.clock.now()));
    const year = Number(v.today.slice(0, 4));
    expect(v.holidays.length).toBeGreaterThan(0);
    for (const h of v.holidays) {
      expect(h.date >= v.today, h.date).toBe(true);
      expect(Number(h.date.slice(0, 4))).toBeLessThanOrEqual(year + 1);
    }
    // Next year's Republic Day is always offered (until it is closed).
    const republicDay = `${year + 1}-01-26`;
    expect(v.holidays).toContainEqual({ date: republicDay, name: "Republic Day" });
    expect((await put({ callbacks: { closedDates: [republicDay] }, updatedAt: v.updatedAt })).status).toBe(200);
    expect((await read()).holidays.map((h) => h.date)).not.toContain(republicDay);
    expect((await put({ callbacks: { closedDates: [] } })).status).toBe(200);
  });

  it("never offers nor books a slot on a closed date, from the moment it is saved", async () => {
    const day = workingDayAhead(t.s);
    const slots = await slotsOf(t.s, day);
    expect(slots.length).toBeGreaterThan(0);
    expect(t.s.services.enquiryIntake.nextSlots(200).some((s) => s.start.startsWith(day))).toBe(true);

    const before = await read();
    const res = await put({ callbacks: { closedDates: [day] }, updatedAt: before.updatedAt });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: View }).data.callbacks.closedDates).toEqual([day]);

    // Within the same minute as the read above: the kept slots of the old settings are not served.
    expect(await slotsOf(t.s, day)).toEqual([]);
    expect(t.s.services.enquiryIntake.nextSlots(200).some((s) => s.start.startsWith(day))).toBe(false);
    const refused = await book(t.s, slots[0]!.start);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: `Callback at ${leadMessages.callbackOutside}` });

    // Open again: the same slot is offered and can be booked.
    expect((await put({ callbacks: { closedDates: [] } })).status).toBe(200);
    expect((await slotsOf(t.s, day)).map((s) => s.start)).toContain(slots[0]!.start);
    expect((await book(t.s, slots[0]!.start)).status).toBe(200);
  });

  it("offers slots by the new hours and slot length at once", async () => {
    const day = workingDayAhead(t.s, 3);
    const weekday = weekdayOf(day);
    await slotsOf(t.s, day);
    expect((await put({ callbacks: { hours: { [weekday]: { open: "14:00", close: "16:00" } }, slotMinutes: 60 } })).status).toBe(200);
    expect(await slotsOf(t.s, day)).toEqual([
      { start: `${day}T14:00:00+05:30`, end: `${day}T15:00:00+05:30` },
      { start: `${day}T15:00:00+05:30`, end: `${day}T16:00:00+05:30` },
    ]);
    // A booking at a time of the old hours is refused.
    expect((await book(t.s, `${day}T10:30:00+05:30`)).status).toBe(400);

    // The other weekdays kept their hours; only the slot length changed for them.
    const v = await read();
    expect(v.callbacks.hours).toMatchObject({ sun: null, [weekday === "mon" ? "tue" : "mon"]: { open: "10:00", close: "18:00" } });

    // A weekday closed: no slots at all that day.
    expect((await put({ callbacks: { hours: { [weekday]: null } } })).status).toBe(200);
    expect(await slotsOf(t.s, day)).toEqual([]);

    // Back to the defaults, 20-minute slots: 24 of them from 10:00 to 18:00.
    expect((await put({ callbacks: { hours: { [weekday]: { open: "10:00", close: "18:00" } }, slotMinutes: 20 } })).status).toBe(200);
    const twenty = await slotsOf(t.s, day);
    expect(twenty).toHaveLength(24);
    expect(twenty[1]).toEqual({ start: `${day}T10:20:00+05:30`, end: `${day}T10:40:00+05:30` });
    expect((await put({ callbacks: { slotMinutes: 30 } })).status).toBe(200);
  });

  it("keeps what a save leaves out: the rest of the firm's details, the hours, the dates, the promise", async () => {
    const firm = t.s.services.settings.firm();
    const day = workingDayAhead(t.s, 5);
    expect((await put({ callbacks: { closedDates: [day] }, responsePromiseHours: 4 })).status).toBe(200);
    expect((await put({ callbacks: { slotMinutes: 45 } })).status).toBe(200);
    expect((await put({})).status).toBe(200);
    const after = t.s.services.settings.firm();
    expect(after.callbacks).toMatchObject({ closedDates: [day], slotMinutes: 45, hours: firm.callbacks.hours });
    expect(after.responsePromiseHours).toBe(4);
    const { callbacks: _c, responsePromiseHours: _p, ...rest } = after;
    const { callbacks: _c0, responsePromiseHours: _p0, ...restBefore } = firm;
    expect(rest).toEqual(restBefore);
    // The activity log names the save as the firm's details.
    expect(t.s.services.activity.list({ limit: 1 })[0]).toMatchObject({ action: "update", target: { type: "settings", id: "firm" }, actor: { email: "admin@test.local" } });
    // The full details' save that leaves the call-backs out keeps them too.
    const { updatedAt: _u, ...details } = ((await (await t.s.api("/api/settings")).json()) as { data: Record<string, unknown> & { updatedAt: string } }).data;
    const { callbacks: _c1, responsePromiseHours: _p1, ...withoutCallbacks } = details;
    expect((await t.s.api("/api/settings", { method: "PUT", token: t.admin, json: withoutCallbacks })).status).toBe(200);
    expect(t.s.services.settings.firm().callbacks).toMatchObject({ closedDates: [day], slotMinutes: 45 });
    expect((await put({ callbacks: { closedDates: [], slotMinutes: 30 }, responsePromiseHours: 2 })).status).toBe(200);
  });

  it("sorts the closed dates, drops repeats and those no rule reads any more", async () => {
    const today = indiaDate(t.s.clock.now());
    const old = indiaDate(t.s.clock.now() - (WORKING_AGE_MAX_DAYS + 1) * DAY_MS);
    const recent = indiaDate(t.s.clock.now() - 5 * DAY_MS);
    const later = indiaDate(t.s.clock.now() + 20 * DAY_MS);
    const res = await put({ callbacks: { closedDates: [later, today, old, recent, later] } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: View }).data.callbacks.closedDates).toEqual([recent, today, later]);
    expect((await put({ callbacks: { closedDates: [] } })).status).toBe(200);
  });

  it("refuses bad input with a 400 naming the field, and changes nothing", async () => {
    const before = t.s.services.settings.firm();
    const cases: [unknown, string][] = [
      [{ callbacks: { hours: { mon: { open: "18:00", close: "10:00" } } } }, "Monday must open before it closes"],
      [{ callbacks: { hours: { tue: { open: "25:00", close: "26:00" } } } }, "Tuesday opens must be a time (HH:MM)"],
      [{ callbacks: { hours: { wed: { open: "10:00", close: "6pm" } } } }, "Wednesday closes must be a time (HH:MM)"],
      [{ callbacks: { hours: { thu: "closed" } } }, "Thursday must be an object"],
      [{ callbacks: { hours: { fri: { open: "10:00", close: "10:20" } } } }, `Friday ${callbackSettingsMessages.shorterThanSlot(30)}`],
      [{ callbacks: { slotMinutes: 120, hours: { sat: { open: "10:00", close: "11:00" } } } }, `Saturday ${callbackSettingsMessages.shorterThanSlot(120)}`],
      [{ callbacks: { slotMinutes: 5 } }, "Slot length must be a whole number of minutes from 10 to 240"],
      [{ callbacks: { slotMinutes: 30.5 } }, "Slot length must be a whole number of minutes from 10 to 240"],
      [{ callbacks: { slotMinutes: "30" } }, "Slot length must be a whole number of minutes from 10 to 240"],
      [{ callbacks: { closedDates: ["2026-02-30"] } }, "Closed date must be a real date"],
      [{ callbacks: { closedDates: ["25/12/2026"] } }, "Closed date must be a date (YYYY-MM-DD)"],
      [{ callbacks: { closedDates: "2026-12-25" } }, "Closed dates must be a list"],
      [{ callbacks: { closedDates: Array.from({ length: 401 }, (_, i) => indiaDate(Date.parse("2030-01-01") + i * DAY_MS)) } }, "Closed dates must be at most 400 dates"],
      [{ responsePromiseHours: 0 }, "Call-back promise (working hours) must be a number of hours from 0.5 to 72, in steps of half an hour"],
      [{ responsePromiseHours: 100 }, "Call-back promise (working hours) must be a number of hours from 0.5 to 72, in steps of half an hour"],
      [{ responsePromiseHours: 1.25 }, "Call-back promise (working hours) must be a number of hours from 0.5 to 72, in steps of half an hour"],
      [{ responsePromiseHours: "2" }, "Call-back promise (working hours) must be a number of hours from 0.5 to 72, in steps of half an hour"],
    ];
    for (const [body, error] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await res.json()).toMatchObject({ error });
    }
    const malformed = await t.s.api(ENDPOINT, { method: "PUT", token: t.admin, headers: { "content-type": "application/json" }, body: "{not json" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: expect.any(String) });
    expect(t.s.services.settings.firm()).toEqual(before);
  });

  it("refuses a stale updatedAt with 409 and changes nothing", async () => {
    const v = await read();
    expect((await put({ responsePromiseHours: 3, updatedAt: v.updatedAt })).status).toBe(200);
    const stale = await put({ responsePromiseHours: 5, updatedAt: v.updatedAt });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toMatch(/saved this on .*, after you opened it/);
    expect((await read()).responsePromiseHours).toBe(3);
    expect((await put({ responsePromiseHours: 2 })).status).toBe(200);
  });

  it("is for admins only", async () => {
    await expectAdminOnly(t.s, t.editor, [
      ["GET", ENDPOINT],
      ["PUT", ENDPOINT, { responsePromiseHours: 1 }],
    ]);
    expect(t.s.services.settings.firm().responsePromiseHours).toBe(2);
  });
});

describe("the contact page after a save of the call-back settings", () => {
  let s: TestServer;
  let base = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    s = await startTestServer({ ENQUIRY_MIN_FILL_SECONDS: "0" });
    const render = await startSiteRender(s.services);
    const pages = await servePages(s.services, render.render);
    base = pages.base;
    close = async () => {
      await pages.close();
      await render.close();
      await s.close();
    };
  }, 60_000);
  afterAll(() => close());

  const page = async (path: string) => {
    const res = await fetch(base + path, { headers: { accept: "text/html" } });
    expect(res.status, path).toBe(200);
    return (await res.text()).replaceAll("<!-- -->", "");
  };
  /** The days (YYYY-MM-DD) of the slots the page's "Call me at" select offers. */
  const offeredDays = (html: string) => [...new Set([...html.matchAll(/<option value="(\d{4}-\d{2}-\d{2})T[^"]*"/g)].map((m) => m[1]!))];

  it("offers no slot on a day closed since, and states the new promise everywhere it makes one", async () => {
    const before = await page("/contact-us");
    const days = offeredDays(before);
    expect(days.length).toBeGreaterThan(0);
    expect(before).toContain(contactMessages.responsePromise(2));

    const admin = await s.tokenFor("admin");
    const res = await s.api(ENDPOINT, { method: "PUT", token: admin, json: { callbacks: { closedDates: days }, responsePromiseHours: 4 } });
    expect(res.status).toBe(200);

    const after = await page("/contact-us");
    const offered = offeredDays(after);
    expect(offered.length).toBeGreaterThan(0);
    for (const day of days) expect(offered, day).not.toContain(day);
    // The promise under the select and in the page's introduction.
    expect(after).toContain(contactMessages.responsePromise(4));
    expect(after).toContain("get back to you within 4 working hours");
    expect(after).not.toContain("2 working hours");
  });
});
