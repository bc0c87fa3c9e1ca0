import { describe, expect, it } from "vitest";
import { alternates, basePath, dateIn, localeOfPath, numberIn, pathInLocale, rupeesIn } from "../../src/shared/locale";

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
