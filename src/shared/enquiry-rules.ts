// Enquiry rules shared by the browser forms and the server, free of zod so public pages stay small.
// The server validates with the zod schemas in schemas/enquiry.ts, which build on these.
import { PHONE_REGEX } from "./constants";
import { normalisePhone } from "./phone";

export const ENQUIRY_LIMITS = { name: 100, email: 254, message: 2000, service: 100, offer: 200, city: 100, note: 2000 } as const;
/** Marketing parameters kept with an enquiry when the visitor arrived through a tagged link (shared/utm.ts). */
export { UTM_KEYS } from "./utm";
/** The hidden honeypot field: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = "website";
/** The field holding the server-signed time the form was shown (minimum time-to-submit). */
export const FORM_TOKEN_FIELD = "formToken";

/**
 * What the message field removes (docs/product.md#validation-rules): only `<`, `>` and control
 * characters other than line breaks and tabs. Letters and digits of every script, punctuation, currency
 * signs (₹, $), %, #, @ and / stay exactly as written.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const REMOVED = /[<>\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

export function stripSpecialChars(message: string): string {
  return message.replace(REMOVED, "");
}

/** The reference a visitor quotes: the first 8 characters of the enquiry's id, upper case; the inbox shows it too. */
export const enquiryReference = (id: string): string => id.replace(/-/g, "").slice(0, 8).toUpperCase();

/** A quick shape check, the same in the browser and on the server (the rules match). */
export function looksLikeEmail(value: string): boolean {
  // one "@" with text before it, and a dot inside the part after it; no spaces (no backtracking pattern)
  const v = value.trim();
  const at = v.indexOf("@");
  return at > 0 && at === v.lastIndexOf("@") && !/\s/.test(v) && v.slice(at + 2, -1).includes(".");
}

/** Endings of host names spammers put in a "name" ("visit cheap-pills.shop"); "Dr.Sharma" is a name. */
const LINK_ENDING = /[a-z0-9-]\.(?:com|net|org|in|co|io|info|biz|xyz|top|site|online|shop|store|club|app|dev|me|ru|cn|uk|us|ly|gl|to|link|click|live|pro)(?![a-z])/i;

/** Whether a visitor's name holds a URL or an e-mail address (refused: the acknowledgement would carry it). */
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

/** The phone rule of both sides: 10 digits once +91, a leading 0 and separators are removed. */
export const looksLikePhone = (value: string): boolean => PHONE_REGEX.test(normalisePhone(value));

/** The problem of one field, as a key of messages.ts (docs/product.md#messages). */
export type ContactFieldProblem = "contactFieldRequired" | "contactInvalidEmail" | "contactInvalidPhone";

/**
 * Every field's problem at once, in the order of `required`; the same on client and server
 * (the no-JavaScript form's action). The message is checked after the characters the form removes are gone.
 */
export function contactFieldProblems(values: Record<string, string | undefined>, required: readonly string[]): Record<string, ContactFieldProblem> {
  const problems: Record<string, ContactFieldProblem> = {};
  for (const f of required) {
    const v = f === "message" ? stripSpecialChars(values[f] ?? "") : (values[f] ?? "");
    if (!v.trim()) problems[f] = "contactFieldRequired";
    else if (f === "email" && !looksLikeEmail(v)) problems[f] = "contactInvalidEmail";
    else if (f === "phone" && !looksLikePhone(v)) problems[f] = "contactInvalidPhone";
  }
  return problems;
}
