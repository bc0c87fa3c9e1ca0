// The whole cost of a package: one breakdown (src/shared/pricing.ts) for the calculator, the package
// cards and pages, and the orders to come. GST on the professional fee only; the seed covers every state.
import { afterEach, describe, expect, it, vi } from "vitest";
import * as pricing from "../../src/shared/pricing";
import { priceBreakdown } from "../../src/shared/pricing";
import { rupeesText } from "../../src/shared/calculators";
import { createCalculatorService } from "../../src/server/services/calculators";
import { INCORPORATION_ENTITIES, incorporationEntities } from "../../src/shared/entities";
import { incorporationFeesInputSchema, type IncorporationFee } from "../../src/shared/schemas/calculators";
import { INDIAN_STATES_AND_UTS, incorporationFeeSeed } from "../../src/server/storage/incorporation-fees-seed";
import type { Storage } from "../../src/server/storage";
import type { ServicePackage } from "../../src/shared/schemas/package";

vi.mock("../../src/shared/pricing", { spy: true });

afterEach(() => vi.mocked(pricing.priceBreakdown).mockClear());

describe("priceBreakdown", () => {
  it("adds GST at 18% to the professional fee only, then the government fee and stamp duty", () => {
    expect(priceBreakdown(8_999, { governmentFee: 1_131, stampDuty: 1_200 })).toEqual({
      professionalFee: 899_900,
      gstPercent: 18,
      gst: 161_982,
      governmentFee: 113_100,
      stampDuty: 120_000,
      withStatutoryFees: true,
      total: 1_294_982,
    });
    expect(rupeesText(1_294_982)).toBe("₹12,949.82");
  });
  it("without a state: the fee and its GST, no government fees", () => {
    expect(priceBreakdown(1_999)).toMatchObject({ professionalFee: 199_900, gst: 35_982, governmentFee: 0, stampDuty: 0, withStatutoryFees: false, total: 235_882 });
  });
  it("groups the Indian way", () => {
    expect(rupeesText(priceBreakdown(1_00_000).professionalFee)).toBe("₹1,00,000");
    expect(rupeesText(priceBreakdown(1_00_000).total)).toBe("₹1,18,000");
  });
});

const pkg = (slug: string, price: number): ServicePackage => ({ slug, price, title: slug }) as unknown as ServicePackage;

function calculatorOver(rows: IncorporationFee[]) {
  const storage = { gstRates: { find: () => [] }, incorporationFees: { find: () => rows } } as unknown as Storage;
  const packages = INCORPORATION_ENTITIES.map((e, i) => pkg(incorporationEntities[e].packageSlug, 1_999 + i * 1_000));
  return { calc: createCalculatorService(storage, { listPublic: () => packages }), packages };
}

describe("the incorporation-cost calculator", () => {
  const rows: IncorporationFee[] = incorporationFeeSeed().map((r, i) => ({
    ...r,
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    updatedAt: "2026-11-27T00:00:00.000Z",
  }));
  const { calc, packages } = calculatorOver(rows);

  it("prices through priceBreakdown, the function an order uses, for every entity type and state", () => {
    for (const row of rows) {
      vi.mocked(pricing.priceBreakdown).mockClear();
      const { result, error } = calc.incorporation({ entity: row.entity, state: row.state });
      expect(error).toBeNull();
      const price = packages.find((p) => p.slug === incorporationEntities[row.entity].packageSlug)!.price;
      expect(pricing.priceBreakdown).toHaveBeenCalledWith(price, expect.objectContaining({ governmentFee: row.governmentFee, stampDuty: row.stampDuty }));
      expect(result).toMatchObject(priceBreakdown(price, row));
    }
  });
  it("the pages' quote of a package in a state is the same breakdown", () => {
    const delhi = rows.find((r) => r.entity === "private-limited" && r.state === "Delhi")!;
    const slug = incorporationEntities["private-limited"].packageSlug;
    expect(calc.quote(slug, "Delhi")).toEqual({ ...priceBreakdown(packages[0]!.price, delhi), state: "Delhi", entity: "private-limited" });
    expect(calc.quote(slug)).toEqual({ ...priceBreakdown(packages[0]!.price), entity: "private-limited" });
    expect(calc.quote("no-such-package")).toBeNull();
  });
});

describe("an entity type without a state", () => {
  it("is answered with the form, that type chosen, and no error", () => {
    const storage = { gstRates: { find: () => [] }, incorporationFees: { find: () => incorporationFeeSeed() } } as unknown as Storage;
    const calc = createCalculatorService(storage, { listPublic: () => [] });
    expect(calc.incorporation({ entity: "llp" })).toMatchObject({ values: { entity: "llp", state: "" }, result: null, error: null });
    expect(calc.incorporation({ entity: "llp", state: "Atlantis" }).error).not.toBeNull();
    expect(calc.incorporation({ entity: "company" }).error).not.toBeNull();
  });
});

describe("the stamp duty seed", () => {
  it("covers India's 28 states and 8 union territories for every entity type, each figure with a source and date", () => {
    expect(INDIAN_STATES_AND_UTS).toHaveLength(36);
    for (const s of ["Delhi", "Ladakh", "Lakshadweep", "Sikkim", "Puducherry", "Kerala", "Jammu and Kashmir"]) expect(INDIAN_STATES_AND_UTS).toContain(s);
    const seed = incorporationFeeSeed();
    expect(seed).toHaveLength(36 * INCORPORATION_ENTITIES.length);
    for (const r of seed) {
      expect(r.source).not.toBe("");
      expect(r.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // The admin saves the table whole: the seed is a table the admin's form can save back.
    expect(incorporationFeesInputSchema.safeParse({ fees: seed }).success).toBe(true);
  });
});
