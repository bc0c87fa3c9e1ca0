// Call-back booking and response-time arithmetic, shared by the server (free slots, the
// response promise) and the admin screens (an enquiry's age in working time). India has one offset all
// year (+05:30, no daylight saving), so local times are plain arithmetic.

export const INDIA_OFFSET = "+05:30";
const OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
export { DEFAULT_CALLBACKS, WEEKDAYS, type CallbackSettings, type DayHours, type Weekday } from "./callback-defaults";
import { WEEKDAYS, type CallbackSettings } from "./callback-defaults";

/** The India day (YYYY-MM-DD) of an instant. */
export const indiaDate = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
/** The instant of HH:MM India time on `day`. */
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00${INDIA_OFFSET}`);
/** An instant as India time with its offset: 2026-11-26T10:30:00+05:30. */
export const indiaIso = (ms: number) => `${new Date(ms + OFFSET_MS).toISOString().slice(0, 19)}${INDIA_OFFSET}`;

/** A real YYYY-MM-DD date, or null. */
export function realDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day ? day : null;
}

/** The opening hours of `day`, or null when the firm is closed that day. */
function hoursOf(day: string, s: CallbackSettings): { open: number; close: number } | null {
  if (s.closedDates.includes(day)) return null;
  const h = s.hours[WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!];
  return h ? { open: at(day, h.open), close: at(day, h.close) } : null;
}

/** How soon a call-back may be booked: none in the past or within the next hour. */
export const CALLBACK_LEAD_MS = 3_600_000;

export type Slot = { start: string; end: string };

/** The slots of `day` (India time) from `now` + an hour on, without the `taken` starts (instants, ms). */
export function callbackSlots(day: string, s: CallbackSettings, now: number, taken: ReadonlySet<number> = new Set()): Slot[] {
  const h = hoursOf(day, s);
  if (!h) return [];
  const step = s.slotMinutes * 60_000;
  const slots: Slot[] = [];
  for (let t = h.open; t + step <= h.close; t += step) {
    if (t < now + CALLBACK_LEAD_MS || taken.has(t)) continue;
    slots.push({ start: indiaIso(t), end: indiaIso(t + step) });
  }
  return slots;
}

/**
 * How many days back an enquiry's age in working time is walked: past that an enquiry is overdue whatever the
 * hours, so no rule reads a closed date older than this (the call-back settings drop those when saved).
 */
export const WORKING_AGE_MAX_DAYS = 60;

/** Working minutes (within the firm's hours) between two instants: an enquiry's age against the promise. */
export function workingMinutes(from: number, to: number, s: CallbackSettings): number {
  if (!(to > from)) return 0;
  let total = 0;
  const midnight = at(indiaDate(from), "00:00");
  for (let i = 0; i < WORKING_AGE_MAX_DAYS && midnight + i * DAY_MS < to; i++) {
    const h = hoursOf(indiaDate(midnight + i * DAY_MS), s);
    if (h) total += Math.max(0, Math.min(h.close, to) - Math.max(h.open, from));
  }
  return Math.floor(total / 60_000);
}

const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A call-back's time as people say it, in India time: "Fri, 27 Nov at 2:00 pm". Worked out by hand rather
 * than by Intl so the server's e-mail and the browser's page read the same whatever their locale data.
 */
export function callbackWhen(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  const d = new Date(ms + OFFSET_MS);
  const h = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, "0");
  return `${WEEKDAY_NAMES[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]} at ${h % 12 || 12}:${minutes} ${h < 12 ? "am" : "pm"}`;
}

/** Free slots as a select offers them: by India day ("Fri, 27 Nov"), each with its time in words. */
export type SlotChoice = { day: string; slots: { start: string; label: string }[] };

/** The slots grouped by day, labelled by callbackWhen: worked out by the page's loader, so a page's first JavaScript needs none of this module. */
export function slotChoices(slots: readonly Slot[]): SlotChoice[] {
  const days = new Map<string, SlotChoice["slots"]>();
  for (const s of slots) {
    const label = callbackWhen(s.start);
    const day = label.split(" at ")[0]!;
    days.set(day, [...(days.get(day) ?? []), { start: s.start, label }]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}
