// The site's languages: English (the default, at the site's own paths) and Hindi (the same page under /hi).
// A page's language comes from its path alone: never from Accept-Language, never from a cookie, so a URL always
// shows the same language to a visitor and to a search engine (docs/product.md#languages).

export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The value of <html lang> and of hreflang for each language. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** What the language switch shows for each language, in that language. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", hi: "हिंदी" };

const HINDI_PREFIX = "/hi";

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The language of a path: "/hi" and "/hi/..." are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** The path without its language prefix: "/hi/about" → "/about", "/hi" → "/". */
export function basePath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(HINDI_PREFIX.length);
  return rest === "" ? "/" : rest;
}

/** The same page's path in a language: ("/about", "hi") → "/hi/about"; ("/", "hi") → "/hi"; ("/hi/about", "en") → "/about". */
export function pathInLocale(pathname: string, locale: Locale): string {
  const base = basePath(pathname);
  if (locale === "en") return base;
  return base === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${base}`;
}

/**
 * The site's own screens (not pages the firm edits) that have a Hindi version at /hi + their path: a Hindi page's
 * links lead there, and the sitemap lists both.
 */
export const HINDI_SCREENS: readonly string[] = ["/contact-us", "/tools/gst-calculator", "/tools/incorporation-cost", "/compliance-calendar", "/blog"];

/** A page's versions: the languages it exists in, each with its absolute URL. */
export type Alternate = { hreflang: string; href: string };

/**
 * The reciprocal alternates of a page that exists in `locales` (English always first): one per language and
 * x-default (the English page). A page in one language only has none: hreflang is for pages with versions.
 */
export function alternates(origin: string, pathname: string, locales: readonly Locale[]): Alternate[] {
  const present = LOCALES.filter((l) => locales.includes(l));
  if (present.length < 2) return [];
  const url = (l: Locale) => `${origin}${pathInLocale(pathname, l)}`;
  return [...present.map((l) => ({ hreflang: LANGUAGE_TAG[l], href: url(l) })), { hreflang: "x-default", href: url(DEFAULT_LOCALE) }];
}

// People in India write money and dates one way in both languages (docs/product.md#ui-conventions): rupees with
// Indian grouping and Latin digits (₹1,23,456), dates day first in India time. Every formatter takes the language,
// so a page or e-mail in Hindi gets Hindi month names with the same digits. The formats of pages are here; those of
// invoices, e-mails, the admin and CSV files in ./formats.ts, so a public page's script does not carry them.
const ZONE = "Asia/Kolkata";
/**
 * A formatter per language, made the first time it is used (a page in one language never makes the other's). The
 * tables are marked pure, so a browser bundle keeps only those some page calls.
 */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made: Partial<Record<Locale, T>> = {};
  return (locale) => (made[locale] ??= make(locale));
}
const numberFormat = (o: Intl.NumberFormatOptions) => perLocale((l) => new Intl.NumberFormat(LANGUAGE_TAG[l], l === "hi" ? { ...o, numberingSystem: "latn" } : o));
const dateFormat = (en: Intl.DateTimeFormatOptions, hi: Intl.DateTimeFormatOptions = en) =>
  perLocale((l) => new Intl.DateTimeFormat(LANGUAGE_TAG[l], l === "hi" ? { ...hi, timeZone: ZONE, numberingSystem: "latn" } : { ...en, timeZone: ZONE }));

const rupeeFormats = /* @__PURE__ */ numberFormat({ style: "currency", currency: "INR", maximumFractionDigits: 0 });
const numberFormats = /* @__PURE__ */ numberFormat({});
const longDates = /* @__PURE__ */ dateFormat({ day: "numeric", month: "long", year: "numeric" });
// Hindi has no customary short month names ("सित॰" reads oddly): a short date in Hindi keeps the month whole.
const shortDates = /* @__PURE__ */ dateFormat({ day: "numeric", month: "short", year: "numeric" }, { day: "numeric", month: "long", year: "numeric" });

const asDate = (value: string | number | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};
/** A date formatted, or "" for a value that is not a date (rendering never fails on stored data). */
const formatDate = (format: Intl.DateTimeFormat, value: string | number | Date) => {
  const date = asDate(value);
  return date ? format.format(date) : "";
};
/** Intl's English for India abbreviates September as "Sept"; people write "Sep". */
const sep = (s: string) => s.replace("Sept", "Sep");

/** "₹1,23,456" in either language: Indian grouping, Latin digits (as prices are written on Indian forms and invoices). */
export const rupeesIn = (locale: Locale, amount: number): string => rupeeFormats(locale).format(amount);
/** "1,23,456", "1,00,00,000" */
export const numberIn = (locale: Locale, value: number): string => numberFormats(locale).format(value);

/**
 * "21 November 2026" / "21 नवंबर 2026" (India time), for an instant or a calendar day ("2026-11-21": midnight UTC
 * is the same day in India); "" for a value that is not a date.
 */
export const dateIn = (locale: Locale, value: string | number | Date): string => formatDate(longDates(locale), value);
/** "21 Nov 2026" / "21 नवंबर 2026": lists and tables. */
export const shortDateIn = (locale: Locale, value: string | number | Date): string => sep(formatDate(shortDates(locale), value));
