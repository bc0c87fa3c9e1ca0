import { z } from "zod";
import { fieldProblems } from "../api-messages";
import { DEFAULT_STATUS, STATUSES } from "../constants";
import { htmlNestingDepth, MAX_HTML_NESTING } from "../rich-text";

// In the browser, zod must not probe for eval (new Function) to speed up object schemas: the CSP forbids
// eval and the probe is reported as a violation. Every schema module imports this one first.
if (typeof document !== "undefined") z.config({ jitless: true });

export const statusSchema = z.enum(STATUSES);
// ---- Strict text: every string field of every schema is built on text(). ----

/** In a /u pattern a surrogate range matches only unpaired halves: a proper pair is one code point. */
const UNPAIRED_SURROGATE = /[\uD800-\uDFFF]/u;
/** C0 controls but tab, LF and CR; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\r\n]/;

/** The problem of a string for a text field, or null. "multiline" allows line breaks (tabs are allowed in both). */
export function textProblem(s: string, lines: "one" | "multiline" = "one"): string | null {
  if (UNPAIRED_SURROGATE.test(s)) return fieldProblems.unpairedSurrogate;
  if (CONTROL_CHARACTER.test(s)) return fieldProblems.controlCharacter;
  if (lines === "one" && LINE_BREAK.test(s)) return fieldProblems.oneLine;
  return null;
}

let lenientReads = 0;
/**
 * Runs `parse` over stored data without the strict-text, slug and real-date rules: they came after some
 * values were stored, and a bad stored value must degrade one link, never stop the site from starting.
 */
export function parseStored<T>(parse: () => T): T {
  lenientReads++;
  try {
    return parse();
  } finally {
    lenientReads--;
  }
}
/** True while parseStored runs: the rules of requests are not applied to stored values. */
export const readingStored = () => lenientReads > 0;

/** A type error says what was expected ("must be a string"); a missing value "is required". */
export const typeError = (expected: string) => (issue: { code?: string; input?: unknown }) =>
  issue.code === "invalid_type" ? (issue.input === undefined ? fieldProblems.required : expected) : undefined;

/** A string field: the right type, no unpaired surrogate, no control character, one line unless "multiline". */
export function text(lines: "one" | "multiline" = "one") {
  return z.string({ error: typeError(fieldProblems.notString) }).superRefine((s, ctx) => {
    const problem = readingStored() ? null : textProblem(s, lines);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}

export const idSchema = text().min(1);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]|$)/;
/** "2026-02-30" parses (as 2 March) but is not a day of the calendar. */
function isRealDay(s: string): boolean {
  const m = ISO_DAY.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** ISO 8601 date or date-time string of a day that exists; stored as a full ISO date-time. */
export const isoDateSchema = z
  .string({ error: typeError(fieldProblems.notDate) })
  .trim()
  .max(64)
  .refine((s) => ISO_DAY.test(s), fieldProblems.notIsoDate)
  .refine((s) => readingStored() || !ISO_DAY.test(s) || isRealDay(s), fieldProblems.notRealDate)
  .refine((s) => !ISO_DAY.test(s) || !Number.isNaN(Date.parse(s)), fieldProblems.notIsoDate)
  .transform((s) => new Date(s).toISOString());

/** Rich text (HTML from the editor): multiline text, nested at most MAX_HTML_NESTING deep. */
export const richText = () => text("multiline").refine((s) => readingStored() || htmlNestingDepth(s, MAX_HTML_NESTING) <= MAX_HTML_NESTING, fieldProblems.htmlTooDeep);

/** An ISO date as isoDateSchema (the same rules), or "" for none (an offer's end date). */
export const optionalIsoDateSchema = z
  .string({ error: typeError(fieldProblems.notDate) })
  .trim()
  .max(64)
  .refine((s) => s === "" || ISO_DAY.test(s), fieldProblems.notIsoDate)
  .refine((s) => s === "" || readingStored() || !ISO_DAY.test(s) || isRealDay(s), fieldProblems.notRealDate)
  .refine((s) => s === "" || !ISO_DAY.test(s) || !Number.isNaN(Date.parse(s)), fieldProblems.notIsoDate)
  .transform((s) => (s ? new Date(s).toISOString() : ""))
  .optional()
  .default("");

/** Optional text: trimmed, empty becomes "". */
export const optionalText = (max: number, lines: "one" | "multiline" = "one") => text(lines).trim().max(max).optional().default("");
export const requiredText = (max: number, lines: "one" | "multiline" = "one") => text(lines).trim().min(1, fieldProblems.required).max(max);

/** A boolean field: a wrong type says so. */
export const booleanSchema = z.boolean({ error: typeError(fieldProblems.notBoolean) });

/** Optional absolute http(s) URL, or "". */
export const optionalHttpUrl = text()
  .trim()
  .max(2000)
  .refine((s) => s === "" || /^https?:\/\/[^\s]+$/i.test(s), "must be an http(s) URL")
  .optional()
  .default("");

/** An image reference: an uploaded /uploads/... path or an absolute http(s) URL, or "". */
export const optionalImageRef = text()
  .trim()
  .max(2000)
  .refine((s) => s === "" || /^\/uploads\/[\w.-]+$/.test(s) || /^https?:\/\/[^\s]+$/i.test(s), "must be an uploaded image or an http(s) URL")
  .optional()
  .default("");

export const defaultStatus = statusSchema.optional().default(DEFAULT_STATUS);

/** Who saved an item last: kept to name them in an edit conflict; never answered by the API. */
export const editorSchema = z.object({ name: z.string(), email: z.string() });
export type Editor = z.infer<typeof editorSchema>;

export const timestamps = {
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: editorSchema.optional(),
};
