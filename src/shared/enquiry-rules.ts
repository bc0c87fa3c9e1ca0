// Enquiry rules shared by the browser forms and the server, free of zod so public pages stay small.
// The server validates with the zod schemas in schemas/enquiry.ts, which build on these.

export const ENQUIRY_LIMITS = { name: 100, email: 254, message: 2000, service: 100, city: 100, note: 2000 } as const;
/** Marketing parameters kept with an enquiry when the visitor arrived through a tagged link. */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** The hidden honeypot field: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = "website";
/** The field holding the server-signed time the form was shown (minimum time-to-submit). */
export const FORM_TOKEN_FIELD = "formToken";

/**
 * Removes every character that is not a letter, digit or whitespace (SPEC 5). Combining marks count
 * as part of letters: the vowel signs of Devanagari and other Indian scripts are marks.
 */
export function stripSpecialChars(message: string): string {
  return message.replace(/[^\p{L}\p{M}\p{N}\s]/gu, "");
}

/** The problem the contact forms show for these values (SPEC 5 and 8), or null; same on client and server. */
export function contactFormProblem(values: Record<string, string | undefined>, required: readonly string[]): "contactAllRequired" | "contactSpecialChars" | null {
  if (required.some((f) => !(values[f] ?? "").trim())) return "contactAllRequired";
  if (values.message !== undefined && stripSpecialChars(values.message) !== values.message) return "contactSpecialChars";
  return null;
}

/** A quick shape check for the browser (the server's schema is the real check). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

// Phone numbers as people type them (issue 22): SPEC 5's rule is 10 digits, whatever the keystrokes.
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
