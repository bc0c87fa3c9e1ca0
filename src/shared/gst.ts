// GST for an order (docs/product.md#orders): the states and their GST codes, the GSTIN's check, the
// split of 18% into CGST and SGST (supply within the firm's state) or IGST (to another state), and amounts in
// Indian words for the tax invoice. Amounts are whole paise. No zod here: the order page computes its live
// breakdown with the same functions the server prices the order with.

/** GST's state codes (the first two digits of a GSTIN) and their names, in the order of the codes. */
export const GST_STATES: readonly (readonly [code: string, name: string])[] = [
  ["01", "Jammu and Kashmir"],
  ["02", "Himachal Pradesh"],
  ["03", "Punjab"],
  ["04", "Chandigarh"],
  ["05", "Uttarakhand"],
  ["06", "Haryana"],
  ["07", "Delhi"],
  ["08", "Rajasthan"],
  ["09", "Uttar Pradesh"],
  ["10", "Bihar"],
  ["11", "Sikkim"],
  ["12", "Arunachal Pradesh"],
  ["13", "Nagaland"],
  ["14", "Manipur"],
  ["15", "Mizoram"],
  ["16", "Tripura"],
  ["17", "Meghalaya"],
  ["18", "Assam"],
  ["19", "West Bengal"],
  ["20", "Jharkhand"],
  ["21", "Odisha"],
  ["22", "Chhattisgarh"],
  ["23", "Madhya Pradesh"],
  ["24", "Gujarat"],
  ["26", "Dadra and Nagar Haveli and Daman and Diu"],
  ["27", "Maharashtra"],
  ["29", "Karnataka"],
  ["30", "Goa"],
  ["31", "Lakshadweep"],
  ["32", "Kerala"],
  ["33", "Tamil Nadu"],
  ["34", "Puducherry"],
  ["35", "Andaman and Nicobar Islands"],
  ["36", "Telangana"],
  ["37", "Andhra Pradesh"],
  ["38", "Ladakh"],
  ["97", "Other Territory"],
];
const STATE_NAMES = new Map(GST_STATES);

/** The state's name for its GST code ("07" -> "Delhi"), or undefined. */
export const gstStateName = (code: string): string | undefined => STATE_NAMES.get(code);

/** The GST code of a state named as in GST_STATES (any case), or undefined. */
export function gstStateCode(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return GST_STATES.find(([, n]) => n.toLowerCase() === wanted)?.[0];
}

/** The rate of GST on professional fees, in percent; half of it is CGST and half SGST within a state. */
export const GST_RATE_PERCENT = 18;
/** The SAC of a package without its own (9982: legal and accounting services). */
export const DEFAULT_SAC = "9982";

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CODE_POINTS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GSTIN's 15th character, worked out from the first 14 (the GST Network's mod-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CODE_POINTS.indexOf(first14[i] ?? "") * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE_POINTS[(36 - (sum % 36)) % 36] ?? "";
}

/** What is wrong with a GSTIN (upper case, no spaces), or null when it is one. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return "must be a 15-character GSTIN, such as 07AAACB1234F1ZB";
  if (!STATE_NAMES.has(gstin.slice(0, 2))) return "must start with a state's GST code";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "has a wrong last character: check the GSTIN";
  return null;
}

/** A GSTIN as typed ("07aaacb 1234f1z5 ") in its written form. */
export const normalizeGstin = (s: string): string => s.replace(/\s+/g, "").toUpperCase();

/** How an order's price is made up, in paise. */
export type OrderAmounts = {
  /** The professional fee: the taxable value. */
  fee: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Paid to the government on the client's behalf: a reimbursement, no GST on it. */
  governmentFee: number;
  total: number;
};

/**
 * The order's amounts: `feeRupees` and `governmentFeeRupees` are whole rupees (the package's), `firmState` and
 * `placeOfSupply` GST state codes. Within the firm's state the 18% is CGST 9% + SGST 9%, otherwise IGST 18%.
 */
export function priceOrder({
  feeRupees,
  governmentFeeRupees,
  firmState,
  placeOfSupply,
}: {
  feeRupees: number;
  governmentFeeRupees: number;
  firmState: string;
  placeOfSupply: string;
}): OrderAmounts {
  const fee = Math.round(feeRupees * 100);
  const governmentFee = Math.round(governmentFeeRupees * 100);
  const half = Math.round((fee * GST_RATE_PERCENT) / 200);
  const within = firmState === placeOfSupply;
  const cgst = within ? half : 0;
  const sgst = within ? half : 0;
  const igst = within ? 0 : Math.round((fee * GST_RATE_PERCENT) / 100);
  return { fee, cgst, sgst, igst, governmentFee, total: fee + cgst + sgst + igst + governmentFee };
}

/** The place of supply: the state of the client's GSTIN when they give one, else the state they chose. */
export const placeOfSupplyOf = (state: string, gstin?: string): string => (gstin && gstinProblem(gstin) === null ? gstin.slice(0, 2) : state);

/** Paise as rupees for a payment link or an export: 1061882 -> "10618.82". */
export const paiseToRupees = (paise: number): string => (paise / 100).toFixed(2);

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0..99 in words ("Eighteen", "Forty Two"). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? "";
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? ` ${ONES[ones]}` : ""}`;
}

/** 0..999 in words ("Six Hundred Eighteen"). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A whole number in Indian words (crore, lakh, thousand): 10618 -> "Ten Thousand Six Hundred Eighteen". */
export function indianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    rest ? belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** An amount in paise in words, as an invoice writes it: "Rupees Ten Thousand Six Hundred Eighteen and Eighty Two Paise Only". */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}

/** The Indian financial year (April to March) of a day "YYYY-MM-DD": "2026-11-27" -> "2026-27". */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
