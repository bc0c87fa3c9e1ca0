// The firm's own numbers and identifiers (/admin/settings): Indian mobiles and landlines with their STD code,
// stored in one international format and dialled as +91…; WhatsApp takes mobiles only; the CIN and LLPIN checked.
import { describe, expect, it } from "vitest";
import { telHref } from "../../src/shared/firm";
import { dialable, indianDigits, isIndianMobile, isIndianPhone } from "../../src/shared/phone";
import { formatIndianPhone } from "../../src/shared/phone-format";
import { CIN_PATTERN, LLPIN_PATTERN, settingsInputSchema } from "../../src/shared/schemas/settings";
import { site } from "../../src/shared/site";

describe("the firm's phone numbers", () => {
  it.each([
    // Landlines with their STD code: Delhi (11), Faridabad (129), Bengaluru (80), Noida (120).
    ["011 4567 8901", "+91 11 4567 8901"],
    ["0129-2345678", "+91 129 234 5678"],
    ["+91 11 4567 8901", "+91 11 4567 8901"],
    ["(011) 4567-8901", "+91 11 4567 8901"],
    ["0091 11 4567 8901", "+91 11 4567 8901"],
    ["080 4123 4567", "+91 80 4123 4567"],
    ["0120 456 7890", "+91 120 456 7890"],
    // Mobiles, however they are written.
    ["9811045632", "+91 98110 45632"],
    ["098110-45632", "+91 98110 45632"],
    ["+919811045632", "+91 98110 45632"],
    ["91 98110 45632", "+91 98110 45632"],
  ])("accepts %j and stores it as %j", (typed, stored) => {
    expect(isIndianPhone(typed)).toBe(true);
    expect(formatIndianPhone(typed)).toBe(stored);
    // Stored once, stored the same again (a save of unchanged details changes nothing).
    expect(formatIndianPhone(stored)).toBe(stored);
  });

  it.each(["", "011 4567 890", "0011 4567 8901", "00 11 4567 8901", "+44 20 7946 0958", "+91 011 4567 8901x", "4567 8901", "phone"])("refuses %j", (typed) => {
    expect(isIndianPhone(typed)).toBe(false);
    expect(indianDigits(typed)).toBeUndefined();
  });

  it("dials every accepted form as +91 and the 10 digits, in a tel: link too", () => {
    for (const n of ["011 4567 8901", "+91 11 4567 8901", "01145678901"]) {
      expect(dialable(n)).toBe("+911145678901");
      expect(telHref(n)).toBe("tel:+911145678901");
    }
    expect(telHref("0129-2345678")).toBe("tel:+911292345678");
    expect(telHref("98110 45632")).toBe("tel:+919811045632");
  });

  it("WhatsApp: mobiles only (their 10 digits start with 6 to 9)", () => {
    for (const n of ["+91 98110 45632", "098110 45632", "7011045632", "6000000000"]) expect(isIndianMobile(n), n).toBe(true);
    for (const n of ["011 4567 8901", "+91 129 416 7721", "5811045632", ""]) expect(isIndianMobile(n), n).toBe(false);
  });
});

describe("the firm's details: phones, CIN and LLPIN", () => {
  const details = (change: Record<string, unknown>) => settingsInputSchema.safeParse({ ...site, ...change });
  const problems = (change: Record<string, unknown>) => details(change).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

  it("stores the numbers normalised", () => {
    const parsed = details({ phones: ["011 4567 8901", "0129-2345678"], whatsappNumber: "98110-45632" });
    expect(parsed.data?.phones).toEqual(["+91 11 4567 8901", "+91 129 234 5678"]);
    expect(parsed.data?.whatsappNumber).toBe("+91 98110 45632");
  });

  it("names the refused number by its place, and refuses a landline for WhatsApp", () => {
    expect(problems({ phones: ["011 4567 8901", "12345"], whatsappNumber: "011 4567 8901" })).toEqual([
      "phones.1: must be an Indian mobile, or a landline with its STD code, such as 011 4567 8901",
      "whatsappNumber: must be an Indian mobile number, such as +91 98100 12345: WhatsApp does not run on landlines",
    ]);
  });

  it.each(["U74999DL2018PTC123456", "L17110MH1973PLC019786", "u74999dl2018ptc123456", " U74999 DL2018 PTC123456 "])("accepts the CIN %j (upper case, no spaces)", (cin) => {
    expect(details({ cin }).data?.cin).toBe(cin.replace(/\s+/g, "").toUpperCase());
  });

  it.each(["U74999DL2018PTC12345", "X74999DL2018PTC123456", "U7499DL2018PTC1234567", "U74999D12018PTC123456", "U74999DL18PTC12345678", "AAB-1234"])("refuses the CIN %j", (cin) => {
    expect(CIN_PATTERN.test(cin)).toBe(false);
    expect(problems({ cin })).toEqual(["cin: must be the 21-character CIN on the certificate of incorporation, such as U74999DL2018PTC123456"]);
  });

  it("the CIN is 21 characters; the LLPIN three letters, a hyphen and four digits; both optional", () => {
    expect("U74999DL2018PTC123456").toHaveLength(21);
    expect(details({}).data).toMatchObject({ cin: "", llpin: "" });
    expect(LLPIN_PATTERN.test("AAB-1234")).toBe(true);
    expect(details({ llpin: "aab-1234" }).data?.llpin).toBe("AAB-1234");
    expect(problems({ llpin: "AAB1234" })).toEqual(["llpin: must be the LLPIN on the certificate of incorporation, such as AAB-1234"]);
  });
});
