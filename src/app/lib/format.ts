// Dates in English for India, in Asia/Kolkata; prices in rupees with Indian digit grouping (DESIGN 10).
const zone = "Asia/Kolkata";
const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: zone });
const shortDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: zone });
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** Formats a stored date; one that is not a date gives "" rather than a RangeError that would fail the page. */
const safely = (format: Intl.DateTimeFormat, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : format.format(date);
};
/** "21 November 2026" */
export const formatLongDate = (iso: string) => safely(longDate, iso);
/** "21 Nov 2026" */
export const formatShortDate = (iso: string) => safely(shortDate, iso).replace("Sept", "Sep");

/** "₹8,999", "₹1,00,000" */
export const formatRupees = (amount: number) => rupees.format(amount);

/** Today's date in Asia/Kolkata as YYYY-MM-DD (the default publish date). */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(now);
}

// Dates with a time (issue 22: scheduled posts), in India time.
const dateTime = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true, timeZone: zone });
const inputParts = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone });

/** "25 Nov 2026, 10:30 am" (scheduled posts, autosave, revisions) */
export const formatDateTime = (iso: string) => safely(dateTime, iso).replace("Sept", "Sep");

/** A datetime-local input's value (YYYY-MM-DDTHH:mm) for this moment in India time. */
export function dateTimeInputInIndia(date = new Date()): string {
  const p = Object.fromEntries(inputParts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A datetime-local value (or a bare YYYY-MM-DD, as midnight) read as India time, as an ISO date. */
export function indiaInputToIso(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00+05:30`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return `${value}:00+05:30`;
  return value;
}
