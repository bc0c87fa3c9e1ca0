// The whole cost of a package: one breakdown (src/shared/pricing.ts, on the order's priceOrder of
// src/shared/gst.ts) for the calculator, the package cards and pages; an order of the same package from the
// same state is charged the same total: the same fee and GST, and the calculator's government fee and stamp
// duty for the state. GST on the professional fee only; the seed covers every state.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as gst from "../../src/shared/gst";
import { GST_STATES, gstStateCode } from "../../src/shared/gst";
import { priceBreakdown } from "../../src/shared/pricing";
import { rupeesText } from "../../src/shared/calculators";
import { createCalculatorService } from "../../src/server/services/calculators";
import { firmStateOf } from "../../src/server/services/invoices";
import { orderAmounts } from "../../src/server/services/orders";
import { INCORPORATION_ENTITIES, entityOfPackage, incorporationEntities } from "../../src/shared/entities";
import { incorporationFeesInputSchema, type IncorporationFee } from "../../src/shared/schemas/calculators";
import { INDIAN_STATES_AND_UTS, incorporationFeeSeed } from "../../src/server/storage/incorporation-fees-seed";
import { site } from "../../src/shared/site";
import type { Storage } from "../../src/server/storage";
import type { ServicePackage } from "../../src/shared/schemas/package";

vi.mock("../../src/shared/gst", { spy: true });

afterEach(() => vi.mocked(gst.priceOrder).mockClear());

describe("priceBreakdown", () => {
  it("adds GST at 18% to the professional fee only, then the government fee and stamp duty", () => {
    expect(priceBreakdown(8_999, { governmentFee: 1_131, stampDuty: 1_200 })).toEqual({
      professionalFee: 899_900,
      gstPercent: 18,
      gst: 161_982,
      cgst: 80_991,
      sgst: 80_991,
      igst: 0,
      governmentFee: 113_100,
      stampDuty: 120_000,
      withStatutoryFees: true,
      total: 1_294_982,
    });
    expect(rupeesText(1_294_982)).toBe("₹12,949.82");
  });
  it("is the order's arithmetic: priceOrder, with the state's fees as the amount passed on without GST", () => {
    priceBreakdown(8_999, { governmentFee: 1_131, stampDuty: 1_200 }, { firmState: "06", placeOfSupply: "07" });
    expect(gst.priceOrder).toHaveBeenCalledWith({ feeRupees: 8_999, governmentFeeRupees: 2_331, firmState: "06", placeOfSupply: "07" });
  });
  it("splits the GST as the order does: CGST and SGST within the firm's state, IGST outside it, the same amount", () => {
    const within = priceBreakdown(8_999, undefined, { firmState: "06", placeOfSupply: "06" });
    const outside = priceBreakdown(8_999, undefined, { firmState: "06", placeOfSupply: "07" });
    expect(within).toMatchObject({ cgst: 80_991, sgst: 80_991, igst: 0, gst: 161_982 });
    expect(outside).toMatchObject({ cgst: 0, sgst: 0, igst: 161_982, gst: 161_982 });
    expect(within.total).toBe(outside.total);
  });
  it("without a state: the fee and its GST, no government fees", () => {
    expect(priceBreakdown(1_999)).toMatchObject({ professionalFee: 199_900, gst: 35_982, governmentFee: 0, stampDuty: 0, withStatutoryFees: false, total: 235_882 });
  });
  it("groups the Indian way", () => {
    expect(rupeesText(priceBreakdown(1_00_000).professionalFee)).toBe("₹1,00,000");
    expect(rupeesText(priceBreakdown(1_00_000).total)).toBe("₹1,18,000");
  });
});

const rows: IncorporationFee[] = incorporationFeeSeed().map((r, i) => ({
  ...r,
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  updatedAt: "2026-11-27T00:00:00.000Z",
}));

/** The seeded packages as the site sells them (src/server/storage/seed/packages.json). */
const seededPackages = JSON.parse(readFileSync(new URL("../../src/server/storage/seed/packages.json", import.meta.url), "utf8")) as ServicePackage[];

function calculatorOver(packages: ServicePackage[]) {
  const storage = { gstRates: { find: () => [] }, incorporationFees: { find: () => rows } } as unknown as Storage;
  return createCalculatorService(storage, { listPublic: () => packages }, () => firmStateOf(site));
}

describe("the calculator and an order price a package alike", () => {
  const calc = calculatorOver(seededPackages);

  /** What services/orders.ts charges a client of `pkg` who chose the state `code` and gave no GSTIN (its price()). */
  const orderOf = (pkg: ServicePackage, code: string) => orderAmounts(pkg, site, code, { stateFees: calc.statutoryFees(pkg.slug)[code] });

  it("charges the calculator's total (fee, GST and its split, government fee and stamp duty) for every entity type's package in every state", () => {
    expect(rows).toHaveLength(36 * INCORPORATION_ENTITIES.length);
    for (const row of rows) {
      const pkg = seededPackages.find((p) => p.slug === incorporationEntities[row.entity].packageSlug)!;
      const code = gstStateCode(row.state)!;
      const { result, error } = calc.incorporation({ entity: row.entity, state: row.state });
      expect(error).toBeNull();
      const { amounts: order, withStateFees } = orderOf(pkg, code);
      const at = `${row.entity} in ${row.state}`;
      expect(withStateFees, at).toBe(true);
      expect({ fee: result!.professionalFee, cgst: result!.cgst, sgst: result!.sgst, igst: result!.igst }, at).toEqual({
        fee: order.fee,
        cgst: order.cgst,
        sgst: order.sgst,
        igst: order.igst,
      });
      // The part without GST is the row's government fee and stamp duty, in one line of the order.
      expect(order.governmentFee, at).toBe((row.governmentFee + row.stampDuty) * 100);
      expect(order.governmentFee, at).toBe(result!.governmentFee + result!.stampDuty);
      expect(order.total, at).toBe(result!.total);
      // The package pages' quote for the state says the same.
      expect(calc.quote(pkg.slug, row.state)?.total, at).toBe(order.total);
    }
  });

  it("charges every seeded package in every GST state the calculator's total, or the package's estimate where the table has no row", () => {
    for (const pkg of seededPackages) {
      const fees = calc.statutoryFees(pkg.slug);
      for (const [code, name] of GST_STATES) {
        const { amounts: order, withStateFees } = orderOf(pkg, code);
        const quote = calc.quote(pkg.slug, name)!;
        const at = `${pkg.slug} in ${name} (${code})`;
        expect(withStateFees, at).toBe(quote.withStatutoryFees);
        if (quote.withStatutoryFees) {
          expect(order.total, at).toBe(quote.total);
          expect(fees[code], at).toBe((quote.governmentFee + quote.stampDuty) / 100);
        } else {
          // A state the table lacks ("Other Territory"): the package's estimate, as before the calculator.
          expect(fees[code], at).toBeUndefined();
          expect(order.governmentFee, at).toBe(pkg.governmentFee * 100);
          expect(order.total, at).toBe(quote.total + pkg.governmentFee * 100);
        }
      }
      // Every state and union territory of the seed has a row for each package of an entity type.
      expect(Object.keys(fees).length, pkg.slug).toBe(entityOfPackage(pkg.slug) ? 36 : 0);
    }
  });

  it("finds a state by its GST name in any case, and leaves a name GST does not know to the package's estimate", () => {
    const slug = incorporationEntities["private-limited"].packageSlug;
    const renamed = rows.map((r) =>
      r.entity === "private-limited" && r.state === "Delhi" ? { ...r, state: "NCT of Delhi" } : r.state === "Haryana" ? { ...r, state: "HARYANA" } : r,
    );
    const storage = { gstRates: { find: () => [] }, incorporationFees: { find: () => renamed } } as unknown as Storage;
    const fees = createCalculatorService(storage, { listPublic: () => seededPackages }, () => firmStateOf(site)).statutoryFees(slug);
    expect(fees["06"]).toBe(1_131 + 360);
    expect(fees["07"]).toBeUndefined();
    expect(calc.statutoryFees("no-such-package")).toEqual({});
  });

  it("prices Delhi's private limited company order as the calculator does: ₹8,999 + GST ₹1,619.82 + ₹1,131 + ₹1,200", () => {
    const pkg = seededPackages.find((p) => p.slug === incorporationEntities["private-limited"].packageSlug)!;
    expect(rupeesText(orderOf(pkg, "07").amounts.total)).toBe("₹12,949.82");
  });

  it("the pages' quote of a package in a state is the calculator's breakdown", () => {
    const slug = incorporationEntities["private-limited"].packageSlug;
    const {
      source: _source,
      asOf: _asOf,
      entityLabel: _label,
      service: _service,
      packageTitle: _title,
      packageSlug: _slug,
      ...breakdown
    } = calc.incorporation({
      entity: "private-limited",
      state: "Delhi",
    }).result!;
    expect(calc.quote(slug, "Delhi")).toEqual({ ...breakdown, state: "Delhi", entity: "private-limited" });
    const price = seededPackages.find((p) => p.slug === slug)!.price;
    expect(calc.quote(slug)).toEqual({ ...priceBreakdown(price), entity: "private-limited" });
    expect(calc.quote("no-such-package")).toBeNull();
  });
});

describe("the incorporation-cost calculator", () => {
  const packages = INCORPORATION_ENTITIES.map((e, i) => ({ slug: incorporationEntities[e].packageSlug, price: 1_999 + i * 1_000, title: e }) as unknown as ServicePackage);
  const calc = calculatorOver(packages);

  it("answers an entity type without a state with the form, that type chosen, and no error", () => {
    expect(calc.incorporation({ entity: "llp" })).toMatchObject({ values: { entity: "llp", state: "" }, result: null, error: null });
    expect(calc.incorporation({ entity: "llp", state: "Atlantis" }).error).not.toBeNull();
    expect(calc.incorporation({ entity: "company" }).error).not.toBeNull();
  });
});

describe("the stamp duty seed", () => {
  it("covers India's 28 states and 8 union territories for every entity type, each figure with a source and date", () => {
    expect(INDIAN_STATES_AND_UTS).toHaveLength(36);
    for (const s of ["Delhi", "Ladakh", "Lakshadweep", "Sikkim", "Puducherry", "Kerala", "Jammu and Kashmir"]) expect(INDIAN_STATES_AND_UTS).toContain(s);
    // Every state is one GST knows, so its GST splits as an order's would.
    for (const s of INDIAN_STATES_AND_UTS) expect(gstStateCode(s), s).toBeDefined();
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
