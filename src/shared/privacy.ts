// The privacy notice as the rest of the product refers to it: its version and address, how long personal data
// is kept (the firm's settings.retention and the periods the law fixes), and the line every form that takes
// personal data shows near its button (docs/product.md#messages). The notice's text is src/app/copy/privacy.ts.
// Public pages get these through their loaders, so this module stays out of their first-load JavaScript.

import { m } from "./i18n";
import type { Locale } from "./locale";

/**
 * The notice's version: the date its text last changed. A client's consent records the version they agreed
 * to, so change this with any change of substance to the text (what is collected, why, how long, who gets it).
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-27";

export const PRIVACY_NOTICE_PATH = "/privacy-policy";

export type PrivacyLine = { text: string; link: string; href: string };

/** The line near the submit button of every form that takes personal data, in a language: the sentence, then the link. */
export const privacyLineIn = (locale: Locale): PrivacyLine => ({
  text: m.contact_privacy_text({}, { locale }),
  link: m.contact_privacy_link({}, { locale }),
  href: PRIVACY_NOTICE_PATH,
});

/** The line in English. */
export const privacyLine: PrivacyLine = privacyLineIn("en");

/** The firm's retention periods (settings.retention), in days: their bounds and a fresh install's values. */
export const RETENTION_LIMITS = {
  /** Clients' identity and address documents, counted from the day their case closes. */
  documentDays: { min: 30, max: 3650, default: 180 },
  /** Enquiries of people who did not become clients, counted from the enquiry. */
  enquiryDays: { min: 90, max: 3650, default: 730 },
} as const;

export type Retention = { documentDays: number; enquiryDays: number };

export const DEFAULT_RETENTION: Retention = {
  documentDays: RETENTION_LIMITS.documentDays.default,
  enquiryDays: RETENTION_LIMITS.enquiryDays.default,
};

/**
 * Tax invoices and the records of orders: kept this many years, as section 36 of the CGST Act, 2017 (72 months
 * from the annual return's due date) and the Income-tax Act's books of account require. Not a setting: the law
 * sets it, and erasing a client's data leaves these.
 */
export const TAX_RECORD_YEARS = 8;

/** A period of days as people say it: whole years as years ("2 years"), anything else in days ("180 days"). */
export function periodInWords(days: number): string {
  if (days >= 365 && days % 365 === 0) {
    const years = days / 365;
    return years === 1 ? "1 year" : `${years} years`;
  }
  return days === 1 ? "1 day" : `${days} days`;
}
