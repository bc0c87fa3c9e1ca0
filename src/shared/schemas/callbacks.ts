// The firm's call-back hours as stored in its details; every field optional with the defaults.
import { z } from "zod";
import "./common";
import { DEFAULT_CALLBACKS, WEEKDAYS, type Weekday } from "../callbacks";

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
