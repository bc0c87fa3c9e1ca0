// Every API filter that takes a date answers 400 naming the field for a date that is not real or out of range,
// never 500 (new Date(NaN).toISOString() throws a RangeError).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../fixtures/server";

const BAD_DATES = ["9999-99-99", "0000-00-00", "2026-13-45", "2026-02-30", "20260101", "yesterday", "+02026-01-01"];

/** Each filter: the request for a date, and the field its 400 names. */
const FILTERS: { path: (d: string) => string; field: string; bookable?: true }[] = [
  { path: (d) => `/api/activity?to=${d}`, field: "to" },
  { path: (d) => `/api/activity?from=${d}`, field: "from" },
  { path: (d) => `/api/analytics?from=${d}&to=2026-01-31`, field: "from" },
  { path: (d) => `/api/analytics?from=2026-01-01&to=${d}`, field: "to" },
  { path: (d) => `/api/enquiries?from=${d}`, field: "from" },
  { path: (d) => `/api/enquiries?to=${d}`, field: "to" },
  { path: (d) => `/api/enquiries.csv?from=${d}`, field: "from" },
  { path: (d) => `/api/enquiries.csv?to=${d}`, field: "to" },
  { path: (d) => `/api/enquiries/callbacks?date=${d}`, field: "date" },
  // Call-backs are booked from today to the booking horizon: a real date outside it is refused too.
  { path: (d) => `/api/callback-slots?date=${d}`, field: "date", bookable: true },
];

describe("date filters", () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.tokenFor("admin");
  });
  afterAll(() => s.close());

  it("answer 400 naming the field for a date that is not real, on every filter", async () => {
    const wrong: string[] = [];
    for (const f of FILTERS) {
      for (const d of BAD_DATES) {
        const res = await s.api(f.path(encodeURIComponent(d)), { token: admin });
        const body = (await res.json().catch(() => ({}))) as { error?: string };
        if (res.status !== 400 || !body.error?.toLowerCase().includes(f.field)) wrong.push(`${f.path(d)} -> ${res.status} ${body.error ?? ""}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("still take real dates", async () => {
    const today = new Date(s.clock.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    for (const f of FILTERS) {
      const day = f.bookable ? today : "2026-01-15";
      const res = await s.api(f.path(day), { token: admin });
      expect(res.status, f.path(day)).toBe(200);
      await res.arrayBuffer();
    }
  });
});
