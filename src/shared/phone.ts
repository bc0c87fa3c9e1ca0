// Phone numbers, in one module for both of their uses.
// - As people type them in the contact form: the rule of docs/product.md#validation-rules is 10 digits, whatever the keystrokes.
// - The firm's own numbers in /admin/settings: Indian mobiles and landlines with their STD code, written with +91,
//   with the trunk 0 ("011 4567 8901", "0129-2345678") or as the 10 digits alone; WhatsApp takes mobiles only.
// A module of its own, so these land in the chunks that use them rather than in every public page's first load.

/** What the phone input lets through without JavaScript: an optional +91/91/0, then 10 digits with spaces or hyphens. */
export const PHONE_INPUT_PATTERN = "(\\+?91|0)?[\\s\\-]*([0-9][\\s\\-]*){10}";
/** Room for "+91 98765-43210" and a few stray spaces. */
export const PHONE_INPUT_MAX_LENGTH = 20;

/** The number without its separators: spaces, hyphens, dots and brackets. */
const compact = (s: string) => s.replace(/[\s().-]/g, "");

/**
 * The 10-digit number in what was typed: "+91 98765 43210", "098765-43210" and "98765 43210" all give
 * "9876543210". Spaces, hyphens, dots and brackets go, and so does a +91, 91 or 0 before 10 digits;
 * anything else comes back without its separators (and fails the 10-digit rule).
 */
export function normalisePhone(value: string): string {
  const c = compact(value);
  return /^(?:\+?91|0)?(\d{10})$/.exec(c)?.[1] ?? c;
}

/**
 * An Indian number's 10 significant digits (a mobile's, or a landline's STD code without its 0 and the subscriber
 * number): after +91, 0091, 91 or the trunk 0, or alone; the first digit is never 0. Undefined for anything else.
 */
export function indianDigits(s: string): string | undefined {
  return /^(?:\+91|0091|91|0)?([1-9]\d{9})$/.exec(compact(s))?.[1];
}

/** The firm's numbers: a mobile or a landline with its STD code ("011 4567 8901", "+91 11 4567 8901", "98110 45632"). */
export function isIndianPhone(s: string): boolean {
  return indianDigits(s) !== undefined;
}

/** A mobile (its 10 digits start with 6 to 9): WhatsApp runs on mobiles only. */
export function isIndianMobile(s: string): boolean {
  return /^[6-9]/.test(indianDigits(s) ?? "");
}

/** The number as a phone dials it from anywhere (E.164): "+911145678901"; anything else without its separators. */
export function dialable(s: string): string {
  const digits = indianDigits(s);
  return digits ? `+91${digits}` : s.replace(/[^\d+]/g, "");
}

/** The digits wa.me expects (country code, no +) of a valid Indian number. */
export function whatsappDigits(s: string): string {
  return `91${compact(s).slice(-10)}`;
}
