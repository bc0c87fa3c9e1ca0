// Phone numbers, in one module for both of their uses.
// - As people type them in the contact form: the rule of docs/product.md#validation-rules is 10 digits, whatever the keystrokes.
// - The firm's own numbers in /admin/settings: Indian, E.164 (+91 and 10 digits) or 10 digits.
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

/** The firm's numbers: +91 and 10 digits, or 10 digits, the first digit not 0; separators allowed for readability. */
export function isIndianPhone(s: string): boolean {
  return /^(?:\+91)?[1-9]\d{9}$/.test(compact(s));
}

/** The digits wa.me expects (country code, no +) of a valid Indian number. */
export function whatsappDigits(s: string): string {
  return `91${compact(s).slice(-10)}`;
}
