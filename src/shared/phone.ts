// Phone numbers as people type them (issue 22): SPEC 5's rule is 10 digits, whatever the keystrokes.
// A module of its own, so these land in the contact form's chunk rather than in every public page's first load.
/** What the phone input lets through without JavaScript: an optional +91/91/0, then 10 digits with spaces or hyphens. */
export const PHONE_INPUT_PATTERN = "(\\+?91|0)?[\\s\\-]*([0-9][\\s\\-]*){10}";
/** Room for "+91 98110-45632" and a few stray spaces. */
export const PHONE_INPUT_MAX_LENGTH = 20;

/**
 * The 10-digit number in what was typed: "+91 98110 45632", "098110-45632" and "98110 45632" all give
 * "9811045632". Spaces, hyphens, dots and brackets go, and so does a +91, 91 or 0 before 10 digits;
 * anything else comes back without its separators (and fails the 10-digit rule).
 */
export function normalisePhone(value: string): string {
  const compact = value.replace(/[\s().-]/g, "");
  return /^(?:\+?91|0)?(\d{10})$/.exec(compact)?.[1] ?? compact;
}
