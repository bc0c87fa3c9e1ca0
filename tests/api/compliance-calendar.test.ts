// GET /api/compliance-calendar, the staff-edited due dates, and the /compliance-calendar.ics feed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ComplianceDate, ComplianceEntry } from "../../src/shared/schemas/compliance";
import { apiMessages } from "../../src/shared/api-messages";
import { calendarMessages } from "../../src/shared/tool-messages";
import { startRenderer, type Renderer } from "../fixtures/ssr";
import { startTestServer, type TestServer } from "../fixtures/server";

const newDate = {
  date: "2027-02-26",
  title: "Test filing",
  forms: ["XYZ-1", ""],
  appliesTo: ["llp", "company"],
  serviceUrl: "/contact-us?service=Test",
  serviceLabel: "Test help",
};

describe("compliance calendar API", () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.tokenFor("admin");
  });
  afterAll(() => s.close());

  const month = async (query: string) => {
    const res = await s.api(`/api/compliance-calendar${query}`);
    return { status: res.status, body: (await res.json()) as { data: ComplianceEntry[]; error?: string } };
  };

  it("answers a month of the seeded financial year's dates as { data: [{ date, title, forms, appliesTo }] }", async () => {
    const { status, body } = await month("?month=2026-11");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(3);
    for (const e of body.data) {
      expect(Object.keys(e).sort()).toEqual(["appliesTo", "date", "forms", "title"]);
      expect(e.date).toMatch(/^2026-11-\d{2}$/);
    }
    const dates = body.data.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    const find = (form: string) => body.data.find((e) => e.forms.includes(form));
    expect(find("GSTR-1")).toMatchObject({ date: "2026-11-11", appliesTo: ["gst"] });
    expect(find("GSTR-3B")).toMatchObject({ date: "2026-11-20", appliesTo: ["gst"] });
    expect(find("Challan ITNS 281")).toMatchObject({ date: "2026-11-07" });
    expect(find("PF ECR")).toMatchObject({ date: "2026-11-15" });
    expect(find("MGT-7")).toMatchObject({ date: "2026-11-29", appliesTo: ["company"] });
  });

  it("holds the year's advance tax, ROC and income-tax dates", async () => {
    const all = async (m: string) => (await month(`?month=${m}`)).body.data;
    expect((await all("2026-12")).filter((e) => e.title.startsWith("Advance tax")).map((e) => e.date)).toEqual(["2026-12-15"]);
    expect((await all("2027-03")).some((e) => e.date === "2027-03-15" && e.title.includes("100%"))).toBe(true);
    const october = await all("2026-10");
    expect(october.find((e) => e.forms.includes("AOC-4"))?.date).toBe("2026-10-30");
    expect(october.find((e) => e.forms.includes("LLP Form 8"))?.appliesTo).toEqual(["llp"]);
    expect((await all("2026-05")).find((e) => e.forms.includes("LLP Form 11"))?.date).toBe("2026-05-30");
    expect((await all("2026-07")).some((e) => e.date === "2026-07-31" && e.title.startsWith("Income-tax returns"))).toBe(true);
  });

  it("filters by who the dates apply to", async () => {
    const gst = (await month("?month=2026-11&appliesTo=gst")).body.data;
    expect(gst.length).toBeGreaterThan(0);
    expect(gst.every((e) => e.appliesTo.includes("gst"))).toBe(true);
    const llp = (await month("?month=2026-11&appliesTo=llp")).body.data;
    expect(llp.some((e) => e.forms.includes("MGT-7"))).toBe(false);
    expect(llp.some((e) => e.forms.includes("GSTR-1"))).toBe(false);
  });

  it("answers 400 naming the field for a month that is not YYYY-MM", async () => {
    for (const bad of ["2026-13", "2026-1", "nov", "2026-11-01"]) {
      const { status, body } = await month(`?month=${bad}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: `Month ${apiMessages.calendarMonthInvalid}` });
    }
  });

  it("lets an admin add, edit and delete a due date, which the month then shows (and a stale edit is 409)", async () => {
    const created = await s.api("/api/compliance-calendar/dates", { method: "POST", token: admin, json: newDate });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: ComplianceDate };
    expect(data).toMatchObject({ date: "2027-02-26", forms: ["XYZ-1"], appliesTo: ["company", "llp"] });
    expect((await month("?month=2027-02")).body.data).toContainEqual({ date: "2027-02-26", title: "Test filing", forms: ["XYZ-1"], appliesTo: ["company", "llp"] });

    const edited = await s.api(`/api/compliance-calendar/dates/${data.id}`, {
      method: "PUT",
      token: admin,
      json: { ...newDate, title: "Extended filing", date: "2027-03-05", updatedAt: data.updatedAt },
    });
    expect(edited.status).toBe(200);
    const stale = await s.api(`/api/compliance-calendar/dates/${data.id}`, { method: "PUT", token: admin, json: { ...newDate, updatedAt: data.updatedAt } });
    expect(stale.status).toBe(409);
    expect((await month("?month=2027-03")).body.data.some((e) => e.title === "Extended filing")).toBe(true);

    expect((await s.api(`/api/compliance-calendar/dates/${data.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect((await month("?month=2027-03")).body.data.some((e) => e.title === "Extended filing")).toBe(false);
    const gone = await s.api(`/api/compliance-calendar/dates/${data.id}`, { method: "DELETE", token: admin });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: apiMessages.calendarDateNotFound });
  });

  it("refuses a due date without a real day, without any group or with an off-site link", async () => {
    const post = (json: unknown) => s.api("/api/compliance-calendar/dates", { method: "POST", token: admin, json });
    const cases: [unknown, string][] = [
      [{ ...newDate, date: "2027-02-30" }, "date must be a date as YYYY-MM-DD"],
      [{ ...newDate, appliesTo: [] }, "Applies to must name at least one of company, llp, proprietor, gst"],
      [{ ...newDate, appliesTo: ["trust"] }, "Applies to must list only company, llp, proprietor, gst"],
      [{ ...newDate, serviceUrl: "//evil.example" }, "Service URL must be a site path such as /contact-us or a web address"],
    ];
    for (const [body, error] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error });
    }
  });
});

describe("/compliance-calendar.ics and the page", () => {
  let s: TestServer;
  let r: Renderer;
  beforeAll(async () => {
    s = await startTestServer();
    r = await startRenderer(s.services);
  }, 60_000);
  afterAll(async () => {
    await r.close();
    await s.close();
  });

  it("is a valid iCalendar feed served as text/calendar", async () => {
    const res = await r.render("/compliance-calendar.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const body = await res.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    // Every line ends with CRLF (no bare LF), and none is longer than 75 octets.
    expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const events = body.split("BEGIN:VEVENT").slice(1);
    expect(events.length).toBe(s.services.complianceCalendar.list().length);
    const unfolded = body.replace(/\r\n /g, "");
    expect(unfolded).toMatch(/^PRODID:/m);
    for (const e of unfolded.split("BEGIN:VEVENT").slice(1)) {
      expect(e).toMatch(/\r\nUID:[^\r\n]+@/);
      expect(e).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(e).toMatch(/\r\nDTSTART;VALUE=DATE:\d{8}\r\n/);
      expect(e).toMatch(/\r\nSUMMARY:/);
      expect(e).toContain("END:VEVENT");
    }
    expect(unfolded).toContain("DTSTART;VALUE=DATE:20261111\r\n");
    // Text values escape commas and semicolons.
    expect(unfolded).toMatch(/SUMMARY:[^\r\n]*\(24Q\\, 26Q\\, 27Q\)/);
  });

  it("shows the month's dates with links to the service that handles each, filtered by who they apply to", async () => {
    const all = await (await r.render("/compliance-calendar?month=2026-11")).text();
    expect(all).toContain("Due dates in November 2026");
    expect(all).toContain("GSTR-3B");
    expect(all).toContain("MGT-7");
    expect(all).toContain('href="/contact-us?service=GST%20and%20compliance"');
    expect(all).toContain("extends them by notification");
    const llp = await (await r.render("/compliance-calendar?month=2026-11&appliesTo=llp")).text();
    expect(llp).not.toContain("GSTR-3B");
    expect(llp).not.toContain("MGT-7");
    expect(llp).toContain("PF and ESI contributions");
  });

  it("without mail the page offers no sign-up; it says how to follow the calendar's feed, a link that answers", async () => {
    // This server has no SMTP_URL.
    const html = await (await r.render("/compliance-calendar")).text();
    expect(html).toContain('id="reminders"');
    expect(html).toContain(calendarMessages.remindersOff.replaceAll("'", "&#x27;"));
    expect(html).not.toContain('name="email"');
    expect(html).not.toContain("Get e-mail reminders");
    expect((await r.render("/compliance-calendar.ics")).status).toBe(200);
  });
});
