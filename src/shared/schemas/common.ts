import { z } from "zod";
import { DEFAULT_STATUS, STATUSES } from "../constants";

// In the browser, zod must not probe for eval (new Function) to speed up object schemas: the CSP forbids
// eval and the probe is reported as a violation. Every schema module imports this one first.
if (typeof document !== "undefined") z.config({ jitless: true });

export const statusSchema = z.enum(STATUSES);
export const idSchema = z.string().min(1);

/** ISO 8601 date or date-time string; stored as a full ISO date-time. */
export const isoDateSchema = z
  .string()
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(s)), "must be an ISO date")
  .transform((s) => new Date(s).toISOString());

/** Optional text: trimmed, empty becomes "". */
export const optionalText = (max: number) => z.string().trim().max(max).optional().default("");
export const requiredText = (max: number) => z.string().trim().min(1, "is required").max(max);

/** Optional absolute http(s) URL, or "". */
export const optionalHttpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => s === "" || /^https?:\/\/[^\s]+$/i.test(s), "must be an http(s) URL")
  .optional()
  .default("");

/** An image reference: an uploaded /uploads/... path or an absolute http(s) URL, or "". */
export const optionalImageRef = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => s === "" || /^\/uploads\/[\w.-]+$/.test(s) || /^https?:\/\/[^\s]+$/i.test(s), "must be an uploaded image or an http(s) URL")
  .optional()
  .default("");

export const defaultStatus = statusSchema.optional().default(DEFAULT_STATUS);

/** Who saved an item last (issue 15): kept to name them in an edit conflict; never answered by the API. */
export const editorSchema = z.object({ name: z.string(), email: z.string() });
export type Editor = z.infer<typeof editorSchema>;

export const timestamps = {
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: editorSchema.optional(),
};
