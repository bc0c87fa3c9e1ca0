// Helpers of the /compliance-calendar page: months, day labels and the filter's links.
import { APPLIES_TO, type AppliesTo } from "../../shared/applies-to";
import { pathInLocale, type Locale } from "../../shared/locale";
import { MONTHS_HI, WEEKDAYS_HI } from "../../shared/hindi-calendar";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "2026-11" -> "November 2026" ("नवंबर 2026" in Hindi). */
export function monthLabel(month: string, locale: Locale = "en"): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return `${(locale === "hi" ? MONTHS_HI : MONTHS)[m - 1] ?? ""} ${y}`;
}

/** The month `by` months from `month` (YYYY-MM). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Months either side of this one that the calendar shows (its dates are the current financial year's and the next). */
export const CALENDAR_MONTHS_AROUND = 12;

/** Whether `month` is within CALENDAR_MONTHS_AROUND of `current` (both YYYY-MM): the months the page links and shows. */
export function monthInRange(month: string, current: string): boolean {
  return month >= shiftMonth(current, -CALENDAR_MONTHS_AROUND) && month <= shiftMonth(current, CALENDAR_MONTHS_AROUND);
}

/** "2026-11-11" -> { weekday: "Wed", day: "11" } ("बुध" in Hindi). */
export function dayParts(date: string, locale: Locale = "en"): { weekday: string; day: string } {
  const d = new Date(`${date}T00:00:00Z`);
  return { weekday: (locale === "hi" ? WEEKDAYS_HI : WEEKDAYS)[d.getUTCDay()] ?? "", day: String(d.getUTCDate()) };
}

/** A real month (YYYY-MM) between 2000 and 2100, or null. */
export function monthParam(value: string | null): string | null {
  if (!value || !/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/.test(value)) return null;
  return value;
}

/** The groups of `?appliesTo=` (repeated or comma-separated), known ones only. */
export function groupsParam(values: string[]): AppliesTo[] {
  const raw = values.flatMap((v) => v.split(","));
  return APPLIES_TO.filter((a) => raw.includes(a));
}

/** The page's query for a month and filter; this month (`current`) is the page without `?month=` (one address per page). */
export function calendarHref(month: string, groups: AppliesTo[], current?: string, locale: Locale = "en"): string {
  const q = new URLSearchParams(month === current ? {} : { month });
  for (const g of groups) q.append("appliesTo", g);
  const query = q.toString();
  const path = pathInLocale("/compliance-calendar", locale);
  return query ? `${path}?${query}` : path;
}
