import { describe, expect, it } from "vitest";
import { splitFeatures } from "../../src/shared/features";

describe("splitFeatures", () => {
  it("splits on commas and trims", () => {
    expect(splitFeatures("Name approval,  DSC for two directors , PAN and TAN")).toEqual(["Name approval", "DSC for two directors", "PAN and TAN"]);
  });

  it("splits on emoji, including joined sequences, variation selectors and flags", () => {
    expect(splitFeatures("✅ Free GST registration ✅ Bank account help 🎉MoA drafting")).toEqual(["Free GST registration", "Bank account help", "MoA drafting"]);
    expect(splitFeatures("⭐️ One 👩‍💼 Two 🇮🇳 Three 👍🏽 Four")).toEqual(["One", "Two", "Three", "Four"]);
  });

  it("mixes commas, emoji and line breaks", () => {
    expect(splitFeatures("A, B ✔️ C\nD; E")).toEqual(["A", "B", "C", "D", "E"]);
  });

  it("keeps Indian-grouped amounts and plain digits whole", () => {
    expect(splitFeatures("Save ₹1,00,000 on fees, 2 DSC tokens")).toEqual(["Save ₹1,00,000 on fees", "2 DSC tokens"]);
  });

  it("drops empty parts, leading bullets and trailing full stops", () => {
    expect(splitFeatures(", ,• First item.,, - Second ✅✅ ")).toEqual(["First item", "Second"]);
  });

  it("answers an empty list for empty input", () => {
    expect(splitFeatures("")).toEqual([]);
    expect(splitFeatures(undefined)).toEqual([]);
    expect(splitFeatures("  ✅ , ")).toEqual([]);
  });
});
