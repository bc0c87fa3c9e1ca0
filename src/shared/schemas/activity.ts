import { z } from "zod";

/** What was done. Labels for the admin screen are in admin-messages.ts. */
export const ACTIVITY_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "password-reset-requested",
  "password-reset",
  "password-changed",
  "sessions-ended",
  "two-step-on",
  "two-step-off",
  "create",
  "update",
  "publish",
  "archive",
  "delete",
  "restore",
  "purge",
  "merge",
  "status-change",
  "backup",
  "backup-restore",
  "backup-download",
  "reorder",
  "reply",
  "payment",
  "cancel",
  "refund",
  "case-open",
  "stage-advance",
  "document-upload",
  "document-accept",
  "document-reject",
  "document-request",
  "document-download",
  "message",
  "note",
  "case-close",
  "case-reopen",
  "erasure-request",
  "erase",
  "data-export",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_TARGET_TYPES = [
  "user",
  "post",
  "offer",
  "link",
  "news",
  "resource",
  "enquiry",
  "backup",
  "package",
  "settings",
  "mail-settings",
  "category",
  "tag",
  "due-date",
  "calculator",
  "testimonial",
  "order",
  "case",
  "client",
] as const;
export type ActivityTargetType = (typeof ACTIVITY_TARGET_TYPES)[number];

/** One entry of the activity log. Never a password, token or enquiry text. */
export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who did it; null for the system (the nightly backup, a restore from the command line, a failed sign-in). */
  actor: z.object({ name: z.string(), email: z.string() }).nullable(),
  action: z.enum(ACTIVITY_ACTIONS),
  target: z.object({ type: z.enum(ACTIVITY_TARGET_TYPES), id: z.string(), title: z.string() }),
  ip: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
