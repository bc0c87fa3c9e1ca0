// The calculators' arithmetic, in integer paise so nothing drifts: GST on an amount, and the cost
// of incorporating an entity. Shared: the pages' loaders compute on the server, unit tests check the sums.
import { rupeesIn, type Locale } from "./locale";

/** Largest amount the GST calculator takes, in rupees (a thousand crore). */
export const GST_AMOUNT_MAX_RUPEES = 10_000_000_000;

/** "1,000.50", "₹ 1000" or "1000" as paise; null when it is not an amount of rupees with at most two decimals. */
export function parseRupees(input: string): number | null {
  const s = input.replace(/[₹,\s]/g, "");
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(s)) return null;
  const [whole = "0", fraction = ""] = s.split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** A percent such as 0.25 as hundredths of a percent (25), so rates are whole numbers too. */
export const basisPoints = (percent: number) => Math.round(percent * 100);

export type GstMode = "exclusive" | "inclusive";
export type GstSupply = "intra" | "inter";
export type GstResult = {
  /** The value of the supply before tax. */
  base: number;
  tax: number;
  total: number;
  /** Within a state: half central, half state tax (an odd paisa goes to CGST). */
  cgst: number;
  sgst: number;
  /** Between states (or into a union territory without legislature): integrated tax. */
  igst: number;
};

/** Rounds half away from zero (amounts are never negative here). */
const roundDiv = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/**
 * GST on `amountPaise` at `ratePercent`. "exclusive": the amount is before tax; "inclusive": the amount
 * already holds the tax, which is taken back out of it. The tax is rounded to the paisa.
 */
export function gstBreakdown(amountPaise: number, ratePercent: number, mode: GstMode = "exclusive", supply: GstSupply = "intra"): GstResult {
  const bp = basisPoints(ratePercent);
  let base: number;
  let tax: number;
  if (mode === "exclusive") {
    base = amountPaise;
    tax = roundDiv(amountPaise * bp, 10_000);
  } else {
    base = roundDiv(amountPaise * 10_000, 10_000 + bp);
    tax = amountPaise - base;
  }
  const cgst = supply === "intra" ? Math.ceil(tax / 2) : 0;
  const sgst = supply === "intra" ? tax - cgst : 0;
  return { base, tax, total: base + tax, cgst, sgst, igst: supply === "inter" ? tax : 0 };
}

/** Paise as rupees with Indian digit grouping: 118000 -> "1,180", 10000000 -> "1,00,000", 118050 -> "1,180.50". */
export function formatRupees(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  const grouped = groupIndian(String(Math.abs(rupees)));
  return `${paise < 0 ? "-" : ""}${grouped}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

/** Paise as "₹1,00,000" or "₹1,619.82" (Indian digit grouping, paise only when there are some). */
export const rupeesText = (paise: number) => `₹${formatRupees(paise)}`;

/** "10000000" -> "1,00,00,000": the last three digits, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${head},${last}`;
}

/** Paise as "₹1,180" or "₹1,619.82" in either language (rupeesIn's Indian grouping, paise only when there are some). */
export function paiseIn(locale: Locale, paise: number): string {
  const rest = Math.abs(paise % 100);
  return `${rupeesIn(locale, Math.trunc(paise / 100))}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

/** A rate as people write it: 18, 0.25, 3. */
export const formatRate = (percent: number) => `${Number(percent.toFixed(2))}%`;
