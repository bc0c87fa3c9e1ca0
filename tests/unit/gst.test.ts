// The GST rules of an order (src/shared/gst.ts): the GSTIN's check character, the CGST/SGST or IGST split by the
// place of supply, amounts in Indian words, and the financial year of an invoice's number.
import { describe, expect, it } from "vitest";
import { financialYear, gstinCheckCharacter, gstinProblem, gstStateCode, indianWords, normalizeGstin, placeOfSupplyOf, priceOrder, rupeesInWords } from "../../src/shared/gst";

describe("GSTIN", () => {
  it("accepts real GSTINs and works out their check character", () => {
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "06AAHCV4821K1Z4"]) {
      expect(gstinProblem(gstin)).toBeNull();
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    }
  });

  it("refuses a wrong check character, an unknown state code and a wrong shape, each with its own message", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toMatch(/last character/);
    expect(gstinProblem("99AAPFU0939F1ZV")).toMatch(/state/);
    expect(gstinProblem("27AAPFU0939F1Z")).toMatch(/15-character/);
    expect(gstinProblem("27AAPFU0939F1AV")).toMatch(/15-character/);
    expect(gstinProblem("")).toMatch(/15-character/);
  });

  it("reads a GSTIN as typed, spaces removed and upper-cased", () => {
    expect(normalizeGstin(" 27aapfu 0939f1zv ")).toBe("27AAPFU0939F1ZV");
  });
});

describe("the tax split", () => {
  const fee = { feeRupees: 8999, governmentFeeRupees: 1500, firmState: "06" };

  it("is CGST 9% + SGST 9% within the firm's state and IGST 18% outside it; the government fee carries no GST", () => {
    expect(priceOrder({ ...fee, placeOfSupply: "06" })).toEqual({ fee: 899_900, cgst: 80_991, sgst: 80_991, igst: 0, governmentFee: 150_000, total: 1_211_882 });
    expect(priceOrder({ ...fee, placeOfSupply: "07" })).toEqual({ fee: 899_900, cgst: 0, sgst: 0, igst: 161_982, governmentFee: 150_000, total: 1_211_882 });
  });

  it("rounds each tax to the paisa, so the halves may differ from IGST by a paisa but each adds up", () => {
    const odd = priceOrder({ feeRupees: 1, governmentFeeRupees: 0, firmState: "07", placeOfSupply: "07" });
    expect(odd).toEqual({ fee: 100, cgst: 9, sgst: 9, igst: 0, governmentFee: 0, total: 118 });
  });

  it("takes the place of supply from a valid GSTIN over the state chosen", () => {
    expect(placeOfSupplyOf("06", "27AAPFU0939F1ZV")).toBe("27");
    expect(placeOfSupplyOf("06", "")).toBe("06");
    expect(placeOfSupplyOf("06", "27AAPFU0939F1ZW")).toBe("06");
  });

  it("finds a state's code by its name", () => {
    expect(gstStateCode("haryana")).toBe("06");
    expect(gstStateCode("Atlantis")).toBeUndefined();
  });
});

describe("amounts in words", () => {
  it("writes rupees in the Indian system, with paise when there are any", () => {
    expect(rupeesInWords(1_061_800)).toBe("Rupees Ten Thousand Six Hundred Eighteen Only");
    expect(rupeesInWords(1_211_882)).toBe("Rupees Twelve Thousand One Hundred Eighteen and Eighty Two Paise Only");
    expect(indianWords(12_34_56_789)).toBe("Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine");
    expect(indianWords(1_00_000)).toBe("One Lakh");
    expect(indianWords(0)).toBe("Zero");
    expect(() => indianWords(-1)).toThrow(RangeError);
  });
});

describe("financial year", () => {
  it("runs from April to March", () => {
    expect(financialYear("2026-11-27")).toBe("2026-27");
    expect(financialYear("2027-03-31")).toBe("2026-27");
    expect(financialYear("2027-04-01")).toBe("2027-28");
    expect(financialYear("2099-12-31")).toBe("2099-00");
  });
});
