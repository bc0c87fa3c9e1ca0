// The firm's call-back hours as stored in its details; every field optional with the defaults.
import { z } from "zod";
import "./common";
import { DEFAULT_CALLBACKS, WEEKDAYS, realDay, type Weekday } from "../callbacks";

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time (HH:MM)");
const dayHours = z
  .object({ open: hhmm, close: hhmm })
  .refine((h) => h.open < h.close, "must open before it closes")
  .nullable();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)");

/** The firm's call-back hours (settings.callbacks); every field optional with the defaults above. */
export const callbackSettingsSchema = z
  .object({
    timeZone: z.literal("Asia/Kolkata").optional().default("Asia/Kolkata"),
    hours: z
      .object(
        Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours.optional().default(DEFAULT_CALLBACKS.hours[d])])) as Record<Weekday, z.ZodDefault<z.ZodOptional<typeof dayHours>>>,
      )
      .optional()
      .default(DEFAULT_CALLBACKS.hours),
    slotMinutes: z.number().int().min(10).max(240).optional().default(30),
    closedDates: z.array(isoDay).max(400).optional().default([]),
  })
  .optional()
  .default(DEFAULT_CALLBACKS);

/** How many closed dates the firm may keep (a few years of holidays). */
export const MAX_CLOSED_DATES = 400;
/** The slot lengths the call-back settings screen offers (the API takes any whole number from 10 to 240). */
export const SLOT_MINUTES_CHOICES = [10, 15, 20, 30, 45, 60, 90, 120] as const;

const SLOT_PROBLEM = "must be a whole number of minutes from 10 to 240";
const PROMISE_PROBLEM = "must be a number of hours from 0.5 to 72, in steps of half an hour";
const realIsoDay = isoDay.refine((d) => realDay(d) !== null, "must be a real date");

/**
 * PUT /api/settings/callbacks: the call-back settings and the response promise, each part optional (a part left
 * out keeps its stored value; a weekday left out of `hours` keeps its hours). The service then checks that every
 * open day holds at least one slot, sorts the closed dates and drops repeats.
 */
export const callbackSettingsInputSchema = z.object({
  callbacks: z
    .object({
      hours: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours.optional()])) as Record<Weekday, z.ZodOptional<typeof dayHours>>).optional(),
      slotMinutes: z.number({ error: SLOT_PROBLEM }).int(SLOT_PROBLEM).min(10, SLOT_PROBLEM).max(240, SLOT_PROBLEM).optional(),
      closedDates: z.array(realIsoDay).max(MAX_CLOSED_DATES, `must be at most ${MAX_CLOSED_DATES} dates`).optional(),
    })
    .optional(),
  responsePromiseHours: z.number({ error: PROMISE_PROBLEM }).min(0.5, PROMISE_PROBLEM).max(72, PROMISE_PROBLEM).multipleOf(0.5, PROMISE_PROBLEM).optional(),
});
export type CallbackSettingsInput = z.infer<typeof callbackSettingsInputSchema>;
