// Dates in English for India, in Asia/Kolkata; prices in rupees with Indian digit grouping (DESIGN 10).
const zone = "Asia/Kolkata";
const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: zone });
const shortDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: zone });
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** "21 November 2026" */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));
/** "21 Nov 2026" */
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso)).replace("Sept", "Sep");
const dateTime = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: zone });
/** "21 Nov 2026, 3:45 pm" (India time) */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso)).replace("Sept", "Sep");
/** "₹8,999", "₹1,00,000" */
export const formatRupees = (amount: number) => rupees.format(amount);

/** Today's date in Asia/Kolkata as YYYY-MM-DD (the default publish date). */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(now);
}
