import { describe, expect, it } from "vitest";
import { alternates, basePath, dateIn, localeOfPath, numberIn, pathInLocale, rupeesIn, shortDateIn } from "../../src/shared/locale";
import { csvDate, csvDateTime, dateTimeIn, longDateTimeIn, paiseIn, weekdayDateIn } from "../../src/shared/formats";

describe("a page's language comes from its path", () => {
  it("reads /hi and /hi/... as Hindi and nothing else", () => {
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/hi/about")).toBe("hi");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/hindi-news")).toBe("en");
    expect(localeOfPath("/history")).toBe("en");
  });
  it("maps a page to its other language and back", () => {
    expect(pathInLocale("/", "hi")).toBe("/hi");
    expect(pathInLocale("/about", "hi")).toBe("/hi/about");
    expect(pathInLocale("/hi/about", "hi")).toBe("/hi/about");
    expect(pathInLocale("/hi/about", "en")).toBe("/about");
    expect(pathInLocale("/hi", "en")).toBe("/");
    expect(basePath("/hi/llp")).toBe("/llp");
  });
});

describe("hreflang alternates", () => {
  it("are reciprocal, with x-default on the English page", () => {
    const fromEn = alternates("https://x.in", "/about", ["en", "hi"]);
    const fromHi = alternates("https://x.in", "/hi/about", ["hi", "en"]);
    expect(fromEn).toEqual(fromHi);
    expect(fromEn).toEqual([
      { hreflang: "en-IN", href: "https://x.in/about" },
      { hreflang: "hi-IN", href: "https://x.in/hi/about" },
      { hreflang: "x-default", href: "https://x.in/about" },
    ]);
  });
  it("are none for a page in one language", () => {
    expect(alternates("https://x.in", "/careers", ["en"])).toEqual([]);
  });
});

describe("Indian number formats in both languages", () => {
  it("groups rupees the Indian way with Latin digits", () => {
    expect(rupeesIn("en", 123456)).toBe("₹1,23,456");
    expect(rupeesIn("hi", 123456)).toBe("₹1,23,456");
    expect(numberIn("hi", 10000000)).toBe("1,00,00,000");
  });
  it("writes dates as people in India do", () => {
    expect(dateIn("en", "2026-11-21T06:00:00Z")).toBe("21 November 2026");
    expect(dateIn("hi", "2026-11-21T06:00:00Z")).toBe("21 नवंबर 2026");
    expect(dateIn("hi", "not a date")).toBe("");
  });
});

describe("money, counts and dates in pages, e-mails, invoices and CSV", () => {
  it("groups lakhs and crores in both languages, with Latin digits", () => {
    for (const locale of ["en", "hi"] as const) {
      expect(rupeesIn(locale, 8999)).toBe("₹8,999");
      expect(rupeesIn(locale, 100000)).toBe("₹1,00,000");
      expect(rupeesIn(locale, 10000000)).toBe("₹1,00,00,000");
      expect(numberIn(locale, 123456)).toBe("1,23,456");
      expect(numberIn(locale, 999)).toBe("999");
    }
  });
  it("shows paise where money has them: two decimals, Indian grouping, the minus before the sign", () => {
    expect(paiseIn("en", 12345650)).toBe("₹1,23,456.50");
    expect(paiseIn("hi", 12345650)).toBe("₹1,23,456.50");
    expect(paiseIn("en", 1061882)).toBe("₹10,618.82");
    expect(paiseIn("en", 899900)).toBe("₹8,999.00");
    expect(paiseIn("en", -100)).toBe("-₹1.00");
    expect(paiseIn("en", 0)).toBe("₹0.00");
  });
  it("writes short dates and times in India time, September as Sep", () => {
    // 20:00 UTC on 27 September is 1:30 am on the 28th in India.
    expect(shortDateIn("en", "2026-09-27T20:00:00Z")).toBe("28 Sep 2026");
    expect(shortDateIn("hi", "2026-09-27T20:00:00Z")).toBe("28 सितंबर 2026");
    expect(dateTimeIn("en", "2026-11-28T08:35:00Z")).toBe("28 Nov 2026, 2:05 pm");
    expect(dateTimeIn("hi", "2026-11-28T08:35:00Z")).toMatch(/^28 नवंबर 2026 .*2:05/);
    expect(dateTimeIn("en", "2026-09-01T18:29:00Z")).toBe("1 Sep 2026, 11:59 pm");
    // In a sentence (e-mails): the month in full.
    expect(longDateTimeIn("en", "2026-11-28T08:35:00Z")).toBe("28 November 2026 at 2:05 pm");
    expect(longDateTimeIn("hi", "2026-11-28T08:35:00Z")).toBe("28 नवंबर 2026 को 2:05 pm बजे");
  });
  it("reads a calendar day as that day, with its weekday for reminders", () => {
    expect(dateIn("en", "2026-11-28")).toBe("28 November 2026");
    expect(shortDateIn("en", "2026-11-28")).toBe("28 Nov 2026");
    expect(weekdayDateIn("en", "2026-11-28")).toBe("Saturday, 28 November 2026");
    expect(weekdayDateIn("hi", "2026-11-28")).toBe("शनिवार, 28 नवंबर 2026");
  });
  it("gives a spreadsheet day-first dates and a 24-hour India time", () => {
    expect(csvDate("2026-11-28")).toBe("28/11/2026");
    expect(csvDate("2026-11-27T20:00:00Z")).toBe("28/11/2026");
    expect(csvDateTime("2026-11-28T08:35:00Z")).toBe("28/11/2026 14:05");
    expect(csvDateTime("2026-01-05T18:45:00.000Z")).toBe("06/01/2026 00:15");
  });
  it("never throws on a stored value that is not a date", () => {
    for (const bad of ["", "not a date", "2026-02-30T99:00"]) {
      expect(shortDateIn("en", bad)).toBe("");
      expect(dateTimeIn("hi", bad)).toBe("");
      expect(csvDate(bad)).toBe("");
      expect(csvDateTime(bad)).toBe("");
    }
  });
});
