// The formats of invoices, e-mails, the admin and CSV files, in either language: money with paise, times, weekdays,
// and dates a spreadsheet reads. Apart from ./locale.ts (the pages' formats) on purpose: every public page's script
// imports that module, and a bundler puts what any screen uses of a module into the module's chunk, so the few
// lines of helpers below are kept twice rather than ship the admin's formats to every visitor.
import { LANGUAGE_TAG, type Locale } from "./locale";

const ZONE = "Asia/Kolkata";
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made: Partial<Record<Locale, T>> = {};
  return (locale) => (made[locale] ??= make(locale));
}
const numberFormat = (o: Intl.NumberFormatOptions) => perLocale((l) => new Intl.NumberFormat(LANGUAGE_TAG[l], l === "hi" ? { ...o, numberingSystem: "latn" } : o));
const dateFormat = (en: Intl.DateTimeFormatOptions, hi: Intl.DateTimeFormatOptions = en) =>
  perLocale((l) => new Intl.DateTimeFormat(LANGUAGE_TAG[l], l === "hi" ? { ...hi, timeZone: ZONE, numberingSystem: "latn" } : { ...en, timeZone: ZONE }));
const asDate = (value: string | number | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};
const formatDate = (format: Intl.DateTimeFormat, value: string | number | Date) => {
  const date = asDate(value);
  return date ? format.format(date) : "";
};
const sep = (s: string) => s.replace("Sept", "Sep");

const paiseFormats = /* @__PURE__ */ numberFormat({ style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateTimes = /* @__PURE__ */ dateFormat(
  { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true },
  { day: "numeric", month: "long", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true },
);
const longDateTimes = /* @__PURE__ */ dateFormat({ day: "numeric", month: "long", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true });
const weekdayDates = /* @__PURE__ */ dateFormat({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
// Day first with two digits, and a 24-hour clock: the same in both languages.
const csvDays = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: ZONE });
const csvTimes = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: ZONE });

/** Money with its paise, as invoices and payments show it: 12345650 paise → "₹1,23,456.50"; -100 → "-₹1.00". */
export const paiseIn = (locale: Locale, paise: number): string => paiseFormats(locale).format(paise / 100);

/** "21 Nov 2026, 2:05 pm" / "21 नवंबर 2026 को 2:05 pm बजे" (India time): when something happened, in a list. */
export const dateTimeIn = (locale: Locale, value: string | number | Date): string => sep(formatDate(dateTimes(locale), value));
/** "21 November 2026 at 2:05 pm" / "21 नवंबर 2026 को 2:05 pm बजे" (India time): a time in a sentence (e-mails). */
export const longDateTimeIn = (locale: Locale, value: string | number | Date): string => formatDate(longDateTimes(locale), value);
/** "Saturday, 21 November 2026" / "शनिवार, 21 नवंबर 2026": a due date in a reminder. */
export const weekdayDateIn = (locale: Locale, value: string | number | Date): string => formatDate(weekdayDates(locale), value);

/**
 * A date for a spreadsheet: "21/11/2026", day first as India writes it (a spreadsheet set to India reads it as a date);
 * "" for a value that is not a date.
 */
export const csvDate = (value: string | number | Date): string => formatDate(csvDays, value);
/** An instant for a spreadsheet: "21/11/2026 14:05" in India time (24-hour clock, no am/pm to misread). */
export function csvDateTime(value: string | number | Date): string {
  const date = asDate(value);
  return date ? `${csvDays.format(date)} ${csvTimes.format(date)}` : "";
}
