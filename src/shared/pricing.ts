// The whole cost of a package, worked out once for every place that shows a price (the calculator, the
// package cards and pages, the enquiry's prefill) and for an order when the firm takes payments: the
// professional fee, GST on that fee only, and the government fees and stamp duty, which are collected and
// paid over to the authorities at cost, so carry no GST. Integer paise, so nothing drifts. Pages get
// the figures from their loaders (the calculator service's quote); the package cards, hydrated near the
// viewport, work them out in the browser with the same function.
import { gstBreakdown } from "./calculators";

/** GST on the firm's professional services (SAC 9982): 18%. Not charged on government fees or stamp duty. */
export const PROFESSIONAL_FEE_GST_PERCENT = 18;

export type PriceBreakdown = {
  /** The firm's fee for the package, before tax (paise). */
  professionalFee: number;
  /** The GST rate on the professional fee, in percent. */
  gstPercent: number;
  /** GST on the professional fee (paise). */
  gst: number;
  /** Government (MCA, registrar) fees, paid over at cost (paise); 0 when the state is not known. */
  governmentFee: number;
  /** The state's stamp duty on the incorporation documents (paise); 0 when the state is not known. */
  stampDuty: number;
  /** Whether the government fees and stamp duty of a state are in the total. */
  withStatutoryFees: boolean;
  /** Everything the client pays (paise). */
  total: number;
};

/**
 * The breakdown of a package priced at `professionalFeeRupees` (whole rupees, as stored), with the
 * government fee and stamp duty of a state (whole rupees) when they are known.
 */
export function priceBreakdown(professionalFeeRupees: number, statutory?: { governmentFee: number; stampDuty: number }): PriceBreakdown {
  const professionalFee = Math.round(professionalFeeRupees * 100);
  const gst = gstBreakdown(professionalFee, PROFESSIONAL_FEE_GST_PERCENT).tax;
  const governmentFee = statutory ? Math.round(statutory.governmentFee * 100) : 0;
  const stampDuty = statutory ? Math.round(statutory.stampDuty * 100) : 0;
  return {
    professionalFee,
    gstPercent: PROFESSIONAL_FEE_GST_PERCENT,
    gst,
    governmentFee,
    stampDuty,
    withStatutoryFees: Boolean(statutory),
    total: professionalFee + gst + governmentFee + stampDuty,
  };
}

/**
 * A package's breakdown as a page shows it: with the state whose fees are in it, and the package's entity
 * type (entities.ts) for the link to the calculator.
 */
export type Quote = PriceBreakdown & { state?: string; entity?: string };
