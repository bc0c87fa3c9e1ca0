// Helpers that show the firm's details: pages pass them the STORED details (the layout's
// loader, useFirm, the settings service), never the seed of src/shared/site.ts, so this module holds no details.
import { dialable } from "./phone";
import type { FirmDetails } from "./schemas/settings";

export function formatAddress(a: FirmDetails["address"]): string {
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, India`;
}

/** The tel: link of a displayed phone number, dialable from anywhere: "tel:+911145678901" for "011 4567 8901". */
export function telHref(phone: string): string {
  return `tel:${dialable(phone)}`;
}

/**
 * For local search (structured data only, built by the server): the office's map position,
 * opening hours and price range. Not among the details staff edit; apart from them so page code never ships it.
 */
export const localBusiness = {
  geo: { latitude: 28.4089, longitude: 77.3178 },
  openingHours: [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "10:00", closes: "19:00" }],
  /** The prices charged by the seeded packages; the layout passes the stored packages' prices instead (priceRangeOf). */
  priceRange: "₹1,999 – ₹8,999",
} as const;

/** The range of the prices charged (not the struck-through originals): "₹1,999 – ₹8,999"; "" without prices. */
export function priceRangeOf(prices: readonly number[]): string {
  if (prices.length === 0) return "";
  const inr = (n: number) => `₹${n.toLocaleString("en-IN")}`;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? inr(low) : `${inr(low)} – ${inr(high)}`;
}

/** What every public page is sent of the firm's details: not its bank account and UPI ID (the order page has its own). */
export type PublicFirm = Omit<FirmDetails, "bank" | "upiId">;
export const publicFirm = ({ bank: _bank, upiId: _upi, ...shown }: FirmDetails): PublicFirm => shown;
