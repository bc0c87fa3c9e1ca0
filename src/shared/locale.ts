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

const rupeeFormats = {
  en: new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }),
  hi: new Intl.NumberFormat("hi-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0, numberingSystem: "latn" }),
};
const numberFormats = {
  en: new Intl.NumberFormat("en-IN"),
  hi: new Intl.NumberFormat("hi-IN", { numberingSystem: "latn" }),
};
const dateFormats = {
  en: new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }),
  hi: new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata", numberingSystem: "latn" }),
};

/** "₹1,23,456" in either language: Indian grouping, Latin digits (as prices are written on Indian forms and invoices). */
export const rupeesIn = (locale: Locale, amount: number): string => rupeeFormats[locale].format(amount);
/** "1,23,456" */
export const numberIn = (locale: Locale, value: number): string => numberFormats[locale].format(value);
/** "21 November 2026" / "21 नवंबर 2026" (India time); "" for a value that is not a date. */
export function dateIn(locale: Locale, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormats[locale].format(date);
}
