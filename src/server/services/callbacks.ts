// Call-backs: the free slots a visitor may book and the rules of a booking, apart from the rest of the
// enquiry service (which calls `book` before storing an enquiry). Bounded three ways: slots only within the
// booking horizon and the firm's hours, at most MAX_LIVE_CALLBACKS future bookings per phone and per e-mail,
// and the free slots found from the bookings between now and the horizon only (the enquiries' callback_at
// column and its index), never by reading past ones. The slots of a day are kept for a minute.
import type { Enquiry } from "../../shared/schemas/enquiry";
import { DEFAULT_CALLBACKS, callbackSlots, indiaDate, indiaIso, realDay, type CallbackSettings, type Slot } from "../../shared/callbacks";
import { leadMessages } from "../../shared/lead-messages";
import { Conflict, Duplicate, Invalid } from "../errors";
import type { Storage } from "../storage";

/** How far ahead a call-back may be booked. */
export const CALLBACK_HORIZON_DAYS = 30;
/** Future call-backs one phone number, or one e-mail address, may hold at once. */
export const MAX_LIVE_CALLBACKS = 2;
/** How long the free slots of a day are kept before they are worked out again. */
export const SLOTS_CACHE_MS = 60_000;
/** How many free slots the forms offer. */
export const NEXT_SLOTS = 8;

const DAY_MS = 86_400_000;

export type CallbackOptions = { now?: () => number; settings?: () => CallbackSettings };
type Booked = Pick<Enquiry, "id" | "name" | "phone" | "service" | "status" | "callbackAt">;

/** The last 10 digits of a phone number (+91 99999 00000 and 09999900000 are the same phone). */
const phoneKey = (phone: string) => phone.replace(/\D/g, "").slice(-10);

export function createCallbacks(enquiries: Storage["enquiries"], opts: CallbackOptions = {}) {
  const now = opts.now ?? Date.now;
  const settings = () => opts.settings?.() ?? DEFAULT_CALLBACKS;
  /** day -> the minute and the settings it was worked out with, and its free slots; emptied by every booking. */
  const cache = new Map<string, { minute: number; hours: CallbackSettings; slots: Slot[] }>();

  /** The last bookable instant (exclusive): the end of the India day CALLBACK_HORIZON_DAYS from today. */
  const horizonEnd = (at: number) => Date.parse(`${indiaDate(at + CALLBACK_HORIZON_DAYS * DAY_MS)}T00:00:00+05:30`) + DAY_MS;

  /** Booked starts (ms) in [from, to), spam left out: a range read of the callback_at index. */
  function bookedStarts(from: number, to: number): Set<number> {
    // Call-backs are stored as India times with their offset (indiaIso), so the text order is the time order.
    const booked = enquiries.countBy("callback_at", { callback_at: { gte: indiaIso(from), lt: indiaIso(to) }, status: { ne: "spam" } });
    return new Set([...booked.keys()].map((at) => Date.parse(at)));
  }

  /** A day that may hold call-backs: a real date from today (India) to the horizon; else 400. */
  function bookableDay(date: unknown): string {
    const day = typeof date === "string" ? realDay(date.trim()) : null;
    if (!day) throw new Invalid(leadMessages.callbackDate);
    const t = now();
    if (day < indiaDate(t) || day > indiaDate(t + CALLBACK_HORIZON_DAYS * DAY_MS)) throw new Invalid(leadMessages.callbackDateRange(CALLBACK_HORIZON_DAYS));
    return day;
  }

  /** The free slots of a bookable day, kept for the rest of the minute. */
  function slotsOf(day: string, t: number): Slot[] {
    const minute = Math.floor(t / SLOTS_CACHE_MS);
    // A save of the settings stores a new record, so kept slots of other hours or closed dates are never served.
    const hours = settings();
    const kept = cache.get(day);
    if (kept && kept.minute === minute && kept.hours === hours) return kept.slots;
    const start = Date.parse(`${day}T00:00:00+05:30`);
    const slots = callbackSlots(day, hours, t, bookedStarts(start, start + DAY_MS));
    cache.set(day, { minute, hours, slots });
    return slots;
  }

  return {
    /** GET /api/callback-slots?date=: the free slots of a day within the horizon (400 for any other date). */
    slots(date: unknown): Slot[] {
      return slotsOf(bookableDay(date), now());
    },

    /** The next free slots from now on (the forms' choice, rendered by the server for the no-JavaScript form). */
    next(count = NEXT_SLOTS): Slot[] {
      const t = now();
      const found: Slot[] = [];
      for (let d = 0; d <= CALLBACK_HORIZON_DAYS && found.length < count; d++) found.push(...slotsOf(indiaDate(t + d * DAY_MS), t));
      return found.slice(0, count);
    },

    /**
     * The slot an enquiry books, checked: 400 when it is not a free slot of the firm's hours within the horizon,
     * 409 `conflict` when it was just taken, 409 `duplicate` when the phone or e-mail already holds
     * MAX_LIVE_CALLBACKS future call-backs. The caller stores the enquiry one booking at a time.
     */
    book(callbackAt: string, who: { phone: string; email: string }): string {
      const t = now();
      const ms = Date.parse(callbackAt);
      if (Number.isNaN(ms) || ms >= horizonEnd(t)) throw Invalid.field("callbackAt", leadMessages.callbackOutside);
      const slot = callbackSlots(indiaDate(ms), settings(), t).find((s) => Date.parse(s.start) === ms);
      if (!slot) throw Invalid.field("callbackAt", leadMessages.callbackOutside);
      if (bookedStarts(ms, ms + 1000).size > 0) throw new Conflict(leadMessages.callbackTaken);
      const live = enquiries.find({ where: { callback_at: { gte: indiaIso(t) }, status: { ne: "spam" } } });
      const phone = phoneKey(who.phone);
      const email = who.email.trim().toLowerCase();
      const mine = live.filter((e) => (phone && phoneKey(e.phone) === phone) || (email && e.email.trim().toLowerCase() === email));
      if (mine.length >= MAX_LIVE_CALLBACKS) throw new Duplicate(leadMessages.callbackTooMany(MAX_LIVE_CALLBACKS));
      cache.clear();
      return slot.start;
    },

    /** The booked call-backs of an India day (dashboard and inbox), earliest first, spam left out. */
    on(date?: unknown): Booked[] {
      const day = date === undefined || date === "" ? indiaDate(now()) : typeof date === "string" ? realDay(date.trim()) : null;
      if (!day) throw new Invalid(leadMessages.callbackDate);
      const start = Date.parse(`${day}T00:00:00+05:30`);
      return enquiries
        .find({ where: { callback_at: { gte: indiaIso(start), lt: indiaIso(start + DAY_MS) }, status: { ne: "spam" } } })
        .sort((a, b) => Date.parse(a.callbackAt!) - Date.parse(b.callbackAt!))
        .map(({ id, name, phone, service, status, callbackAt }) => ({ id, name, phone, service, status, callbackAt }));
    },
  };
}

export type Callbacks = ReturnType<typeof createCallbacks>;
