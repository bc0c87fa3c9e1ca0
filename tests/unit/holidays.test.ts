// India's holidays offered by the call-back settings: the national three every year, the gazetted list where
// published, from today to the end of next year, without the dates already closed.
import { describe, expect, it } from "vitest";
import { realDay } from "../../src/shared/callbacks";
import { GAZETTED_HOLIDAYS, holidayName, holidaysOf, suggestedHolidays } from "../../src/shared/holidays";

const NATIONAL = ["Republic Day", "Independence Day", "Gandhi Jayanti"];

describe("India's holidays", () => {
  it("has the three national holidays on their fixed dates in every year", () => {
    for (const year of [2025, 2026, 2027, 2031]) {
      const national = holidaysOf(year).filter((h) => NATIONAL.includes(h.name));
      expect(national, String(year)).toEqual([
        { date: `${year}-01-26`, name: "Republic Day" },
        { date: `${year}-08-15`, name: "Independence Day" },
        { date: `${year}-10-02`, name: "Gandhi Jayanti" },
      ]);
    }
  });

  it("lists the published gazetted holidays: real dates of their year, in order, no day twice", () => {
    for (const [year, list] of Object.entries(GAZETTED_HOLIDAYS)) {
      const dates = holidaysOf(Number(year)).map((h) => h.date);
      for (const d of dates) {
        expect(realDay(d), d).toBe(d);
        expect(d.startsWith(`${year}-`), d).toBe(true);
      }
      expect(dates).toEqual([...dates].sort());
      expect(new Set(dates).size).toBe(list.length);
    }
    // The Delhi/New Delhi list of 2026: 17 days, with Diwali on 8 November and Christmas on 25 December.
    expect(holidaysOf(2026)).toHaveLength(17);
    expect(holidayName("2026-11-08")).toBe("Diwali");
    expect(holidayName("2026-12-25")).toBe("Christmas");
    // A year without a published list offers the national holidays only.
    expect(holidaysOf(2027).map((h) => h.name)).toEqual(NATIONAL);
  });

  it("suggests the holidays from today to the end of next year that are not closed yet", () => {
    const s = suggestedHolidays("2026-11-27");
    expect(s.map((h) => h.date)).toEqual(["2026-12-25", "2027-01-26", "2027-08-15", "2027-10-02"]);
    // Today itself is still offered; the days already closed are not.
    expect(suggestedHolidays("2026-12-25", ["2027-01-26"]).map((h) => h.date)).toEqual(["2026-12-25", "2027-08-15", "2027-10-02"]);
    // On 1 January the whole year is offered, and the next.
    const newYear = suggestedHolidays("2026-01-01");
    expect(newYear[0]).toEqual({ date: "2026-01-26", name: "Republic Day" });
    expect(newYear).toHaveLength(17 + 3);
    expect(suggestedHolidays("2027-01-01").map((h) => h.date)).toEqual(["2027-01-26", "2027-08-15", "2027-10-02", "2028-01-26", "2028-08-15", "2028-10-02"]);
  });

  it("names a holiday by its date, and nothing else", () => {
    expect(holidayName("2027-08-15")).toBe("Independence Day");
    expect(holidayName("2026-11-27")).toBeUndefined();
    expect(holidayName("not a date")).toBeUndefined();
  });
});
