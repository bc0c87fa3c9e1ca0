// The call-back slots are found from the bookings between now and the horizon only (a range read of the
// callback_at index, never the past), kept for a minute, and worked out again after a booking.
import { describe, expect, it } from "vitest";
import { CALLBACK_HORIZON_DAYS, createCallbacks } from "../../src/server/services/callbacks";
import { callbackWhen, indiaIso } from "../../src/shared/callbacks";
import type { Storage } from "../../src/server/storage";

/** A Wednesday, 09:00 India time. */
const START = Date.parse("2026-11-25T09:00:00+05:30");

type Range = { callback_at: { gte?: string; lt?: string }; status?: unknown };

/** The enquiries' repository as the call-backs read it: each filter recorded, no booking stored. */
function fakeTable() {
  const queries: Range[] = [];
  const table = {
    countBy: (_column: string, where: Range) => (queries.push(where), new Map()),
    find: ({ where }: { where: Range }) => (queries.push(where), []),
  } as unknown as Storage["enquiries"];
  return { table, queries };
}

describe("call-back slots", () => {
  it("read only the bookings from the day asked (today or later) and keep the answer for a minute", () => {
    let t = START;
    const { table, queries } = fakeTable();
    const cb = createCallbacks(table, { now: () => t });
    const first = cb.slots("2026-11-26");
    expect(first[0]!.start).toBe("2026-11-26T10:00:00+05:30");
    expect(queries).toHaveLength(1);
    expect(queries[0]).toEqual({ callback_at: { gte: "2026-11-26T00:00:00+05:30", lt: "2026-11-27T00:00:00+05:30" }, status: { ne: "spam" } });
    cb.slots("2026-11-26");
    expect(queries).toHaveLength(1);
    t += 60_000;
    cb.slots("2026-11-26");
    expect(queries).toHaveLength(2);
  });

  it("a booking's own checks read from now on, and it drops the kept slots", () => {
    const { table, queries } = fakeTable();
    const cb = createCallbacks(table, { now: () => START });
    cb.slots("2026-11-26");
    const at = cb.book("2026-11-26T11:00:00+05:30", { phone: "9876543210", email: "a@example.in" });
    expect(at).toBe("2026-11-26T11:00:00+05:30");
    const live = queries.find((q) => q.callback_at.lt === undefined);
    expect(live).toEqual({ callback_at: { gte: indiaIso(START) }, status: { ne: "spam" } });
    const before = queries.length;
    cb.slots("2026-11-26");
    expect(queries.length).toBe(before + 1);
  });

  it("the next free slots stop at the horizon", () => {
    const { table } = fakeTable();
    const cb = createCallbacks(table, { now: () => START });
    const all = cb.next(10_000);
    const last = Date.parse(all.at(-1)!.start);
    expect(last).toBeLessThan(START + (CALLBACK_HORIZON_DAYS + 1) * 86_400_000);
    expect(all.length).toBeGreaterThan(16 * 20);
  });

  it("names a call-back as people say it, in India time", () => {
    expect(callbackWhen("2026-11-27T14:00:00+05:30")).toBe("Fri, 27 Nov at 2:00 pm");
    expect(callbackWhen("2026-11-27T08:30:00Z")).toBe("Fri, 27 Nov at 2:00 pm");
    expect(callbackWhen("2026-12-01T10:30:00+05:30")).toBe("Tue, 1 Dec at 10:30 am");
    expect(callbackWhen("2026-12-01T12:00:00+05:30")).toBe("Tue, 1 Dec at 12:00 pm");
  });
});
