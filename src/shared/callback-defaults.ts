// The firm's call-back hours as a fresh install has them, apart from the arithmetic of callbacks.ts:
// the seed of the firm's details (site.ts) is on every page, the slot arithmetic is not.

export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The firm's call-back hours (settings.callbacks; the zod schema is in schemas/callbacks.ts: no zod on public pages). */
export type DayHours = { open: string; close: string } | null;
export type CallbackSettings = { timeZone: "Asia/Kolkata"; hours: Record<Weekday, DayHours>; slotMinutes: number; closedDates: string[] };

const OFFICE = { open: "10:00", close: "18:00" };
/** A fresh install: Monday to Saturday 10:00-18:00 India time, 30-minute slots. */
export const DEFAULT_CALLBACKS: CallbackSettings = {
  timeZone: "Asia/Kolkata",
  hours: { sun: null, mon: OFFICE, tue: OFFICE, wed: OFFICE, thu: OFFICE, fri: OFFICE, sat: OFFICE },
  slotMinutes: 30,
  closedDates: [],
};
