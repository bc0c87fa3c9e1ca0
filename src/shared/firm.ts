// Helpers that show the firm's details: pages pass them the STORED details (the layout's
// loader, useFirm, the settings service), never the seed of src/shared/site.ts, so this module holds no details.
import type { FirmDetails } from "./schemas/settings";

export function formatAddress(a: FirmDetails["address"]): string {
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, India`;
}

/** tel: link value for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * For local search (structured data only, built by the server): the office's map position,
 * opening hours and price range. Not among the details staff edit; apart from them so page code never ships it.
 */
export const localBusiness = {
  geo: { latitude: 28.4089, longitude: 77.3178 },
  openingHours: [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "10:00", closes: "19:00" }],
  priceRange: "₹1,999 – ₹12,999",
} as const;
