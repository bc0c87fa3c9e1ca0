// The calculators' arithmetic in paise, Indian digit grouping, and the compliance seed's dates.
import { describe, expect, it } from "vitest";
import { formatRate, formatRupees, gstBreakdown, parseRupees } from "../../src/shared/calculators";
import { complianceSeed, financialYearOf } from "../../src/server/storage/compliance-seed";
import { fold, icsText } from "../../src/server/services/compliance-calendar";
import { complianceDateInputSchema } from "../../src/shared/schemas/compliance";

describe("GST arithmetic", () => {
  it("adds 18% to ₹1,000: ₹180 tax, ₹1,180 total, ₹90 CGST and SGST", () => {
    expect(gstBreakdown(100_000, 18)).toEqual({ base: 100_000, tax: 18_000, total: 118_000, cgst: 9_000, sgst: 9_000, igst: 0 });
    expect(gstBreakdown(100_000, 18, "exclusive", "inter")).toEqual({ base: 100_000, tax: 18_000, total: 118_000, cgst: 0, sgst: 0, igst: 18_000 });
  });
  it("takes the tax out of an inclusive amount", () => {
    expect(gstBreakdown(118_000, 18, "inclusive")).toMatchObject({ base: 100_000, tax: 18_000, total: 118_000 });
    // ₹100 including 5%: base ₹95.24, tax ₹4.76.
    expect(gstBreakdown(10_000, 5, "inclusive")).toMatchObject({ base: 9_524, tax: 476, total: 10_000 });
  });
  it("handles the special rates of 3% and 0.25% and 40% to the paisa", () => {
    expect(gstBreakdown(100_000, 3)).toMatchObject({ tax: 3_000, total: 103_000 });
    expect(gstBreakdown(100_000, 0.25)).toMatchObject({ tax: 250, total: 100_250, cgst: 125, sgst: 125 });
    expect(gstBreakdown(12_345, 0.25)).toMatchObject({ tax: 31 }); // 30.8625 paise rounds to 31
    expect(gstBreakdown(100_000, 40)).toMatchObject({ tax: 40_000, total: 140_000 });
    expect(gstBreakdown(100_000, 0)).toMatchObject({ tax: 0, total: 100_000 });
  });
  it("gives an odd paisa of tax to CGST, so the halves add up", () => {
    const r = gstBreakdown(101, 18); // 18.18 paise -> 18; even
    expect(r.cgst + r.sgst).toBe(r.tax);
    const odd = gstBreakdown(150, 18); // 27 paise
    expect(odd).toMatchObject({ tax: 27, cgst: 14, sgst: 13 });
  });
  it("parses amounts people type and refuses the rest", () => {
    expect(parseRupees("1000")).toBe(100_000);
    expect(parseRupees("1,250.5")).toBe(125_050);
    expect(parseRupees("₹ 1,00,000.05")).toBe(10_000_005);
    for (const bad of ["", "abc", "1.234", "-5", "1e5", "12..3"]) expect(parseRupees(bad)).toBeNull();
  });
  it("formats with Indian grouping", () => {
    expect(formatRupees(118_000)).toBe("1,180");
    expect(formatRupees(10_000_000)).toBe("1,00,000");
    expect(formatRupees(1_234_567_890)).toBe("1,23,45,678.90");
    expect(formatRupees(18_050)).toBe("180.50");
    expect(formatRupees(0)).toBe("0");
    expect(formatRate(0.25)).toBe("0.25%");
    expect(formatRate(18)).toBe("18%");
  });
});

describe("compliance calendar seed", () => {
  it("knows the financial year of a day", () => {
    expect(financialYearOf("2026-11-25")).toBe(2026);
    expect(financialYearOf("2027-03-31")).toBe(2026);
    expect(financialYearOf("2027-04-01")).toBe(2027);
  });
  it("lists valid records inside the financial year, with the standard monthly dates", () => {
    const seed = complianceSeed(2026);
    for (const d of seed) {
      expect(complianceDateInputSchema.safeParse(d).success).toBe(true);
      expect(d.date >= "2026-04-01" && d.date <= "2027-03-31").toBe(true);
    }
    const on = (form: string) => seed.filter((d) => d.forms.includes(form) && d.title.includes("monthly")).map((d) => d.date.slice(8));
    expect(new Set(on("GSTR-1"))).toEqual(new Set(["11"]));
    expect(on("GSTR-1")).toHaveLength(12);
    expect(on("GSTR-3B")).toHaveLength(12);
    expect(seed.filter((d) => d.forms.includes("PF ECR")).map((d) => d.date.slice(8))).toEqual(Array(12).fill("15"));
    expect(seed.filter((d) => d.title.startsWith("Advance tax")).map((d) => d.date)).toEqual(["2026-06-15", "2026-09-15", "2026-12-15", "2027-03-15"]);
  });
});

describe("iCalendar text", () => {
  it("escapes and folds", () => {
    expect(icsText("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
    const long = `SUMMARY:${"₹".repeat(40)}`;
    const folded = fold(long);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });
});
