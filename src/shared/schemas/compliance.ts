// The compliance calendar: statutory due dates staff edit at /admin/calendar, and the e-mail
// reminder subscriptions (double opt-in) of visitors.
import { z } from "zod";
import { APPLIES_TO } from "../applies-to";
import { editorSchema, idSchema, text } from "./common";

export { APPLIES_TO, appliesToLabels, type AppliesTo } from "../applies-to";

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** "2026-02-30" matches the pattern but is not a day of the calendar. */
export function isCalendarDay(s: string): boolean {
  if (!dayPattern.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
const day = text()
  .trim()
  .refine((s) => isCalendarDay(s), "must be a date as YYYY-MM-DD");

const appliesToList = z
  .array(z.enum(APPLIES_TO, { error: `must list only ${APPLIES_TO.join(", ")}` }), { error: "must be a list" })
  .min(1, "must name at least one of company, llp, proprietor, gst")
  .max(APPLIES_TO.length)
  .transform((list) => APPLIES_TO.filter((a) => list.includes(a)));

/** A site path (/contact-us?service=...) or a web address: where the service that handles it is. */
const serviceUrl = text()
  .trim()
  .min(1, "is required")
  .max(500)
  .refine((u) => (u.startsWith("/") ? !u.startsWith("//") : /^https?:\/\/[^\s/]+/i.test(u)), "must be a site path such as /contact-us or a web address");

export const complianceDateInputSchema = z.object({
  date: day,
  title: text().trim().min(1, "is required").max(160),
  /** Form names (GSTR-1, 26Q...); blank entries are dropped. */
  forms: z
    .array(text().trim().max(60))
    .max(12)
    .transform((list) => list.filter((f) => f !== "")),
  appliesTo: appliesToList,
  /** What the entry links to: the service page that handles it. */
  serviceUrl,
  serviceLabel: text().trim().min(1, "is required").max(80),
  note: text().trim().max(300).optional().default(""),
});
export type ComplianceDateInput = z.infer<typeof complianceDateInputSchema>;

export const complianceDateSchema = z.object({
  id: idSchema,
  date: text(),
  title: text(),
  forms: z.array(text()),
  appliesTo: z.array(z.enum(APPLIES_TO)),
  serviceUrl: text(),
  serviceLabel: text(),
  note: text().default(""),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: editorSchema.optional(),
});
export type ComplianceDate = z.infer<typeof complianceDateSchema>;

/** GET /api/compliance-calendar?month=YYYY-MM: one entry as the API answers it. */
export type ComplianceEntry = Pick<ComplianceDate, "date" | "title" | "forms" | "appliesTo">;
/** What the public page shows of an entry (the API's fields plus the service link). */
export type CompliancePageEntry = ComplianceEntry & Pick<ComplianceDate, "id" | "serviceUrl" | "serviceLabel" | "note">;

/** POST /api/reminders. */
export const reminderRequestSchema = z.object({
  email: text()
    .trim()
    .max(254)
    .pipe(z.email({ error: "must be a valid e-mail address" }))
    .transform((e) => e.toLowerCase()),
  appliesTo: appliesToList,
});
export type ReminderRequest = z.infer<typeof reminderRequestSchema>;

export const reminderSubscriptionSchema = z.object({
  id: idSchema,
  email: text(),
  appliesTo: z.array(z.enum(APPLIES_TO)),
  status: z.enum(["pending", "confirmed"]),
  /** A confirmed subscriber's new choice, applied when they confirm it. */
  pendingAppliesTo: z.array(z.enum(APPLIES_TO)).optional(),
  createdAt: z.string(),
  confirmedAt: z.string().optional(),
  /** When the last confirmation e-mail went to this address: at most one a day (India's days), whoever asks. */
  confirmationSentAt: z.string().optional(),
  /** The due dates (YYYY-MM-DD) already reminded of, so a second run of the day sends nothing twice. */
  remindedFor: z.array(z.string()).default([]),
});
export type ReminderSubscription = z.infer<typeof reminderSubscriptionSchema>;
