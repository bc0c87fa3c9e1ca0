// Dates with a time in India time, for the admin screens only (kept out of the public pages' first load):
// scheduled posts, autosave, revisions, the activity log, and the date-and-time inputs.
import { dateTimeIn } from "../../shared/formats";
import { safely, zone } from "./format";

const inputParts = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone });

/** "25 Nov 2026, 10:30 am" (scheduled posts, autosave, revisions) */
export const formatDateTime = (iso: string) => dateTimeIn("en", iso);

/** A datetime-local input's value (YYYY-MM-DDTHH:mm) for this moment in India time. */
export function dateTimeInputInIndia(date = new Date()): string {
  const p = Object.fromEntries(inputParts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A datetime-local value (or a bare YYYY-MM-DD, as midnight) read as India time, as an ISO date. */
export function indiaInputToIso(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00+05:30`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return `${value}:00+05:30`;
  return value;
}

const timeOfDay = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: zone });
/** "10:42" in India time ("Saved at 10:42"). */
export const formatTimeOfDay = (iso: string) => safely(timeOfDay, iso);
