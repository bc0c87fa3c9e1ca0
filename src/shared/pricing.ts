// The whole cost of a package for every place that shows a price (the calculator, the package cards and
// pages, the enquiry's prefill): the professional fee, GST on that fee only, and the government fees and
// stamp duty, which are paid over to the authorities at cost, so carry no GST. The arithmetic is the order's
// (priceOrder of gst.ts, which prices what a client pays): this only names its parts for a page. Integer
// paise, so nothing drifts. Pages get the figures from their loaders (the calculator service's quote); the
// package cards, hydrated near the viewport, work them out in the browser with the same function.
import { GST_RATE_PERCENT, priceOrder } from "./gst";

export type PriceBreakdown = {
  /** The firm's fee for the package, before tax (paise). */
  professionalFee: number;
  /** The GST rate on the professional fee, in percent. */
  gstPercent: number;
  /** GST on the professional fee (paise): cgst + sgst + igst. */
  gst: number;
  /** The split of `gst` by the place of supply (paise): CGST and SGST within the firm's state, else IGST. */
  cgst: number;
  sgst: number;
  igst: number;
  /** Government (MCA, registrar) fees, paid over at cost (paise); 0 when the state is not known. */
  governmentFee: number;
  /** The state's stamp duty on the incorporation documents (paise); 0 when the state is not known. */
  stampDuty: number;
  /** Whether the government fees and stamp duty of a state are in the total. */
  withStatutoryFees: boolean;
  /** Everything the client pays (paise). */
  total: number;
};

/** Where the supply is taxed: the firm's state and the client's, as GST state codes ("07" for Delhi). */
export type Supply = { firmState: string; placeOfSupply: string };

/**
 * The breakdown of a package priced at `professionalFeeRupees` (whole rupees, as stored), with the
 * government fee and stamp duty of a state (whole rupees) when they are known. `supply` splits the GST into
 * CGST and SGST or IGST as an order does; without it the split is CGST and SGST (the amount is the same).
 */
export function priceBreakdown(professionalFeeRupees: number, statutory?: { governmentFee: number; stampDuty: number }, supply?: Supply): PriceBreakdown {
  // Both statutory amounts are passed on without GST: to priceOrder they are one reimbursement.
  const order = priceOrder({
    feeRupees: professionalFeeRupees,
    governmentFeeRupees: statutory ? statutory.governmentFee + statutory.stampDuty : 0,
    firmState: supply?.firmState ?? "",
    placeOfSupply: supply?.placeOfSupply ?? "",
  });
  const governmentFee = statutory ? Math.round(statutory.governmentFee * 100) : 0;
  return {
    professionalFee: order.fee,
    gstPercent: GST_RATE_PERCENT,
    gst: order.cgst + order.sgst + order.igst,
    cgst: order.cgst,
    sgst: order.sgst,
    igst: order.igst,
    governmentFee,
    stampDuty: order.governmentFee - governmentFee,
    withStatutoryFees: Boolean(statutory),
    total: order.total,
  };
}

/**
 * A package's breakdown as a page shows it: with the state whose fees are in it, and the package's entity
 * type (entities.ts) for the link to the calculator.
 */
export type Quote = PriceBreakdown & { state?: string; entity?: string };
