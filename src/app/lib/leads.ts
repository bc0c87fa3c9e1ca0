// Date ranges and conversion rates of the leads dashboard and its dashboard card.
import { todayInIndia } from "./format";

const DAY_MS = 86_400_000;
/** The longest range the analytics API answers. */
export const MAX_RANGE_DAYS = 366;

/** The date `days` before YYYY-MM-DD `date`. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}
/** The last `days` days up to today (India), as the API's from/to. */
export function lastDays(days: number, today = todayInIndia()): { from: string; to: string } {
  return { from: daysBefore(today, days - 1), to: today };
}
/** Days from `from` to `to`, both included (NaN when either is not a date). */
export function rangeDays(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}
/** Enquiries per 100 views, one decimal; "–" without views. */
export function conversion(enquiries: number, views: number): string {
  return views > 0 ? `${((enquiries / views) * 100).toFixed(1)}%` : "–";
}
