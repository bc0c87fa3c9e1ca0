// Enquiry rules shared by the browser forms and the server, free of zod so public pages stay small.
// The server validates with the zod schemas in schemas/enquiry.ts, which build on these.

export const ENQUIRY_LIMITS = { name: 100, email: 254, message: 2000, service: 100, city: 100, note: 2000 } as const;
/** Marketing parameters kept with an enquiry when the visitor arrived through a tagged link (shared/utm.ts). */
export { UTM_KEYS } from "./utm";
/** The hidden honeypot field: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = "website";
/** The field holding the server-signed time the form was shown (minimum time-to-submit). */
export const FORM_TOKEN_FIELD = "formToken";

/**
 * Removes every character that is not a letter, digit or whitespace (docs/product.md#validation-rules). Combining marks count
 * as part of letters: the vowel signs of Devanagari and other Indian scripts are marks.
 */
export function stripSpecialChars(message: string): string {
  return message.replace(/[^\p{L}\p{M}\p{N}\s]/gu, "");
}

/** The problem the contact forms show for these values (docs/product.md#validation-rules and #messages), or null; same on client and server. */
export function contactFormProblem(values: Record<string, string | undefined>, required: readonly string[]): "contactAllRequired" | "contactSpecialChars" | null {
  if (required.some((f) => !(values[f] ?? "").trim())) return "contactAllRequired";
  if (values.message !== undefined && stripSpecialChars(values.message) !== values.message) return "contactSpecialChars";
  return null;
}

/** A quick shape check for the browser (the server's schema is the real check). */
export function looksLikeEmail(value: string): boolean {
  // one "@" with text before it, and a dot inside the part after it; no spaces (no backtracking pattern)
  const v = value.trim();
  const at = v.indexOf("@");
  return at > 0 && at === v.lastIndexOf("@") && !/\s/.test(v) && v.slice(at + 2, -1).includes(".");
}

/** Endings of host names spammers put in a "name" ("visit cheap-pills.shop"); "Dr.Sharma" is a name. */
const LINK_ENDING = /[a-z0-9-]\.(?:com|net|org|in|co|io|info|biz|xyz|top|site|online|shop|store|club|app|dev|me|ru|cn|uk|us|ly|gl|to|link|click|live|pro)(?![a-z])/i;

/** Whether a visitor's name holds a URL or an e-mail address (refused: the acknowledgement would carry it, issue 29). */
export function nameHoldsLink(name: string): boolean {
  return name.includes("@") || name.includes("://") || /\bwww\./i.test(name) || LINK_ENDING.test(name);
}

/** Letters of a first name kept at most (the acknowledgement quotes nothing else the visitor wrote). */
export const FIRST_NAME_MAX = 40;

/** The first name as the acknowledgement quotes it: the first word, letters only, at most 40; "" when none. */
export function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return Array.from(first.replace(/[^\p{L}\p{M}]/gu, ""))
    .slice(0, FIRST_NAME_MAX)
    .join("");
}
