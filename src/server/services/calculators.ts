// The calculators: their staff-edited tables (GST rates; government fee and stamp duty per entity
// type and state) and the results the pages render on the server from their GET forms.
import { randomUUID } from "node:crypto";
import { calculatorMessages } from "../../shared/tool-messages";
import { GST_AMOUNT_MAX_RUPEES, gstBreakdown, parseRupees, type GstMode, type GstSupply } from "../../shared/calculators";
import { gstStateCode } from "../../shared/gst";
import { priceBreakdown, type Quote, type Supply } from "../../shared/pricing";
import { INCORPORATION_ENTITIES, entityOfPackage, incorporationEntities, isIncorporationEntity } from "../../shared/entities";
import { gstRatesInputSchema, incorporationFeesInputSchema, type GstRate, type IncorporationFee } from "../../shared/schemas/calculators";
import type { GstCalculation, IncorporationCalculation } from "../../shared/tools";
import type { Storage } from "../storage";
import { assertNotStale, stamp, type Editor } from "./conflict";
import type { PackageService } from "./packages";
import { parseInput } from "./validate";
import { SYSTEM, type Actor } from "./events";

const one = (v: unknown): string | undefined => (typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : undefined);

/** The newest updatedAt of a table (its edit-conflict stamp), "" when empty. */
const tableStamp = (rows: readonly { updatedAt: string }[]) =>
  rows
    .map((r) => r.updatedAt)
    .sort()
    .at(-1) ?? "";

/**
 * A replaced table is announced as calculator.updated: each of its rows is, and the activity log names the table once.
 * `firmState`: the firm's GST state code (invoices.ts firmStateOf), so a state's GST splits as its order's would.
 */
export function createCalculatorService(
  { gstRates, incorporationFees }: Pick<Storage, "gstRates" | "incorporationFees">,
  packages: Pick<PackageService, "listPublic">,
  firmState: () => string = () => "",
) {
  const rates = (): GstRate[] => gstRates.find({ sort: "order" });
  const fees = (): IncorporationFee[] =>
    incorporationFees.find().toSorted((a, b) => INCORPORATION_ENTITIES.indexOf(a.entity) - INCORPORATION_ENTITIES.indexOf(b.entity) || a.state.localeCompare(b.state));
  /** The order's place of supply for a state of the table (as named in GST's list), or none for a name GST does not know. */
  const supplyIn = (state: string): Supply | undefined => {
    const code = gstStateCode(state);
    return code ? { firmState: firmState(), placeOfSupply: code } : undefined;
  };

  return {
    rates,
    fees,
    /** PUT /api/calculators/gst-rates: the whole list in its order; a stale `updatedAt` answers 409. */
    async replaceRates(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<GstRate[]> {
      const input = parseInput(gstRatesInputSchema, body);
      gstRates.transaction(() => {
        const stored = tableStamp(gstRates.find());
        assertNotStale(body, { updatedAt: stored });
        const s = stamp({ updatedAt: stored }, editor);
        gstRates.removeWhere({}, { actor, verb: "updated" });
        input.rates.forEach((r, order) => gstRates.create({ id: randomUUID(), rate: r.rate, label: r.label, order, ...s }, { actor, verb: "updated" }));
      });
      return rates();
    },
    /** PUT /api/calculators/incorporation-fees: the whole table; a stale `updatedAt` answers 409. */
    async replaceFees(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<IncorporationFee[]> {
      const input = parseInput(incorporationFeesInputSchema, body);
      incorporationFees.transaction(() => {
        const stored = tableStamp(incorporationFees.find());
        assertNotStale(body, { updatedAt: stored });
        const s = stamp({ updatedAt: stored }, editor);
        incorporationFees.removeWhere({}, { actor, verb: "updated" });
        for (const r of input.fees) incorporationFees.create({ id: randomUUID(), ...r, ...s }, { actor, verb: "updated" });
      });
      return fees();
    },
    ratesStamp: () => tableStamp(gstRates.find()),
    feesStamp: () => tableStamp(incorporationFees.find()),

    /** /tools/gst-calculator?amount=&rate=&mode=&supply=: the form's values and, when asked, the result or the problem. */
    gst(query: Record<string, unknown>): GstCalculation {
      const list = rates().map((r) => ({ rate: r.rate, label: r.label }));
      const amount = (one(query.amount) ?? "").trim().slice(0, 40);
      const rate = (one(query.rate) ?? "").trim().slice(0, 10);
      const mode: GstMode = one(query.mode) === "inclusive" ? "inclusive" : "exclusive";
      const supply: GstSupply = one(query.supply) === "inter" ? "inter" : "intra";
      const values = { amount, rate, mode, supply };
      if (!amount && !rate) return { rates: list, values, result: null, error: null };
      const paise = parseRupees(amount);
      if (paise === null || paise <= 0) return { rates: list, values, result: null, error: calculatorMessages.amountInvalid };
      if (paise > GST_AMOUNT_MAX_RUPEES * 100) return { rates: list, values, result: null, error: calculatorMessages.amountTooLarge };
      const chosen = list.find((r) => String(r.rate) === rate || Number(rate) === r.rate);
      if (!rate || !chosen || !/^\d+(\.\d+)?$/.test(rate)) return { rates: list, values, result: null, error: calculatorMessages.rateInvalid };
      return { rates: list, values, result: { ...gstBreakdown(paise, chosen.rate, mode, supply), rate: chosen.rate }, error: null };
    },

    /**
     * The whole cost of a package (priceBreakdown: fee, GST on the fee, and the state's government fee and
     * stamp duty when `state` is in the table for the package's entity type); null when it is not offered.
     */
    quote(packageSlug: string, state?: string): Quote | null {
      const pkg = packages.listPublic().find((p) => p.slug === packageSlug);
      if (!pkg) return null;
      const entity = entityOfPackage(packageSlug);
      const row = state && entity ? fees().find((r) => r.entity === entity && r.state.toLowerCase() === state.toLowerCase()) : undefined;
      const breakdown = row ? { ...priceBreakdown(pkg.price, row, supplyIn(row.state)), state: row.state } : priceBreakdown(pkg.price);
      return entity ? { ...breakdown, entity } : breakdown;
    },

    /**
     * What an order of the package charges in each state besides the fee and its GST, as the calculator adds
     * it: the government fee plus the stamp duty of the table's row for the package's entity type (whole
     * rupees), by GST state code ("07" -> 2331 for a private limited company in Delhi). A state is found by
     * its name as GST lists it, as the quote's place of supply is; a state missing here (no row, or a name GST
     * does not know) and a package of no entity type pay the package's own estimate (orders.ts).
     */
    statutoryFees(packageSlug: string): Readonly<Record<string, number>> {
      const entity = entityOfPackage(packageSlug);
      if (!entity) return {};
      const byCode: Record<string, number> = {};
      for (const row of fees()) {
        const code = row.entity === entity ? gstStateCode(row.state) : undefined;
        if (code) byCode[code] = row.governmentFee + row.stampDuty;
      }
      return byCode;
    },

    /** /tools/incorporation-cost?entity=&state=: the package's fee, GST on it, the stored government fee and stamp duty. */
    incorporation(query: Record<string, unknown>): IncorporationCalculation {
      const table = fees();
      const entities = INCORPORATION_ENTITIES.filter((e) => table.some((r) => r.entity === e)).map((e) => ({ value: e, label: incorporationEntities[e].label }));
      const states = [...new Set(table.map((r) => r.state))].sort((a, b) => a.localeCompare(b));
      const entity = (one(query.entity) ?? "").trim().slice(0, 40);
      const state = (one(query.state) ?? "").trim().slice(0, 60);
      const base = { entities, states, values: { entity, state } };
      if (!entity && !state) return { ...base, result: null, error: null };
      if (!isIncorporationEntity(entity)) return { ...base, result: null, error: calculatorMessages.entityInvalid };
      // An entity without a state (the package cards' "see the total for your state" link): the form, that entity chosen.
      if (!state) return { ...base, result: null, error: null };
      const kind = entity;
      const row = table.find((r) => r.entity === kind && r.state.toLowerCase() === state.toLowerCase());
      if (!row) return { ...base, result: null, error: calculatorMessages.stateInvalid };
      const pkg = packages.listPublic().find((p) => p.slug === incorporationEntities[kind].packageSlug);
      if (!pkg) return { ...base, result: null, error: calculatorMessages.packageUnavailable };
      return {
        ...base,
        result: {
          ...priceBreakdown(pkg.price, row, supplyIn(row.state)),
          source: row.source,
          asOf: row.asOf,
          entityLabel: incorporationEntities[kind].label,
          service: incorporationEntities[kind].service,
          packageTitle: pkg.title,
          packageSlug: pkg.slug,
          state: row.state,
        },
        error: null,
      };
    },
  };
}

export type CalculatorService = ReturnType<typeof createCalculatorService>;
