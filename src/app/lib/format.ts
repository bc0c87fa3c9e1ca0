// Dates in English for India, in Asia/Kolkata; prices in rupees with Indian digit grouping (docs/product.md#ui-conventions).
export const zone = "Asia/Kolkata";
const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: zone });
const shortDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: zone });
const shortTime = new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone: zone });
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: zone });
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** Formats a stored date; one that is not a date gives "" rather than a RangeError that would fail the page. */
export const safely = (format: Intl.DateTimeFormat, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : format.format(date);
};
/** "21 November 2026" */
export const formatLongDate = (iso: string) => safely(longDate, iso);
/** "21 Nov 2026" */
export const formatShortDate = (iso: string) => safely(shortDate, iso).replace("Sept", "Sep");

/** "3:44 pm" (a formatter made once: making one costs more than a row of a list takes to render) */
export const formatTime = (iso: string) => safely(shortTime, iso);

/** "₹8,999", "₹1,00,000" */
export const formatRupees = (amount: number) => rupees.format(amount);

/** Today's date in Asia/Kolkata as YYYY-MM-DD (the default publish date). */
export function todayInIndia(now = new Date()): string {
  return isoDay.format(now);
}

/** A file size as people read it: "850 B", "12.4 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
