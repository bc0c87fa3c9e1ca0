// What the firm's structured data claims: the range of the prices it charges (not the struck-through
// originals), and only the languages its pages are written in.
import { describe, expect, it } from "vitest";
import { organizationLd } from "../../src/app/lib/structured-data";
import { localBusiness, priceRangeOf } from "../../src/shared/firm";
import { site } from "../../src/shared/site";
import { readSeedPackages } from "../../src/server/storage/seed-files";

describe("the firm's structured data", () => {
  it("gives the range of the packages' prices charged", async () => {
    const packages = await readSeedPackages();
    const org = organizationLd(
      "https://example.in",
      site,
      [],
      [],
      packages.map((p) => p.price),
    ) as { priceRange: string };
    expect(org.priceRange).toBe("₹1,999 – ₹8,999");
    expect(org.priceRange).not.toContain(Math.max(...packages.map((p) => p.originalPrice)).toLocaleString("en-IN"));
    // Without the stored packages (the fallback), the seed's prices charged.
    expect(localBusiness.priceRange).toBe(priceRangeOf(packages.map((p) => p.price)));
    expect(priceRangeOf([])).toBe("");
    expect(priceRangeOf([1_00_000])).toBe("₹1,00,000");
  });
  it("names English and Hindi, the languages its pages are in", () => {
    const org = organizationLd("https://example.in", site) as { contactPoint: { availableLanguage: string[] }[] };
    for (const c of org.contactPoint) expect(c.availableLanguage).toEqual(["English", "Hindi"]);
  });
});
