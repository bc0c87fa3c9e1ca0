// The firm's details: one record, admin-managed at /admin/settings, read by every public page
// (header, footer, contact page, JSON-LD, WhatsApp links) through the load context.
import { WEEKDAYS, WORKING_AGE_MAX_DAYS, indiaDate, type CallbackSettings } from "../../shared/callbacks";
import { callbackSettingsMessages } from "../../shared/callback-settings-messages";
import { suggestedHolidays, type Holiday } from "../../shared/holidays";
import { callbackSettingsInputSchema } from "../../shared/schemas/callbacks";
import { settingsInputSchema, type FirmDetails, type Settings } from "../../shared/schemas/settings";
import { site } from "../../shared/site";
import { Invalid } from "../errors";
import type { Storage } from "../storage";
import { assertNotStale, stamp, withoutEditor, type Editor } from "./conflict";
import { parseInput } from "./validate";
import { SYSTEM, type Actor } from "./events";

/** The call-back settings as their screen reads them (GET /api/settings/callbacks). */
export type CallbackSettingsView = {
  callbacks: CallbackSettings;
  responsePromiseHours: number;
  updatedAt: string;
  /** Today in India, by the services' clock: the screen lists the closed dates from today on. */
  today: string;
  /** India's holidays from today to the end of next year that are not closed yet (src/shared/holidays.ts). */
  holidays: Holiday[];
};

const DAY_MS = 86_400_000;

/** Every open day must hold at least one slot: else the hours would offer nothing that day without saying so. */
function assertSlotsFit(c: CallbackSettings): void {
  for (const day of WEEKDAYS) {
    const h = c.hours[day];
    if (!h) continue;
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    if (minutes(h.close) - minutes(h.open) < c.slotMinutes) throw Invalid.field(`callbacks.hours.${day}`, callbackSettingsMessages.shorterThanSlot(c.slotMinutes));
  }
}

/** A save is announced as settings.updated (services/events.ts). */
export function createSettingsService({ settings }: Pick<Storage, "settings">, { now = Date.now }: { now?: () => number } = {}) {
  /** The stored record (seeded at start-up; the seed if it is somehow missing). */
  const stored = (): Settings => settings.find()[0] ?? { ...site, updatedAt: "" };

  /** The call-back hours, closed dates, slot length and response promise, with the holidays the screen offers. */
  function callbackSettings(): CallbackSettingsView {
    const { callbacks, responsePromiseHours, updatedAt } = stored();
    const today = indiaDate(now());
    return { callbacks, responsePromiseHours, updatedAt, today, holidays: suggestedHolidays(today, callbacks.closedDates) };
  }

  return {
    /** As the admin reads it: with updatedAt, without who saved. */
    get(): Omit<Settings, "updatedBy"> {
      return withoutEditor(stored());
    },

    /** What the public pages show. */
    firm(): FirmDetails {
      const { updatedAt: _at, updatedBy: _by, ...details } = stored();
      return details;
    },

    /** Replaces the details; a stale updatedAt answers 409 and changes nothing. */
    async update(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<Omit<Settings, "updatedBy">> {
      const input = parseInput(settingsInputSchema, body);
      const next = (previous: Settings | undefined): Settings => {
        if (previous) assertNotStale(body, previous);
        // the fields are kept when a save leaves them out (a form that does not show them).
        const given = (key: string) => Boolean(body && typeof body === "object" && key in body);
        const kept = {
          callbacks: given("callbacks") || !previous?.callbacks ? input.callbacks : previous.callbacks,
          responsePromiseHours: given("responsePromiseHours") || previous?.responsePromiseHours === undefined ? input.responsePromiseHours : previous.responsePromiseHours,
          // A client that does not know the retention periods must not put them back to the defaults.
          retention: given("retention") || !previous?.retention ? input.retention : previous.retention,
        };
        return { ...input, ...kept, ...stamp(previous, editor) };
      };
      // Seeded at start-up, so there is one to update; a first save of a missing record is still the firm's "updated".
      const saved = settings.get("firm") ? settings.update("firm", next, { actor }) : settings.create(next(undefined), { actor, verb: "updated" });
      return withoutEditor(saved);
    },

    callbackSettings,

    /**
     * Saves the call-back settings and the response promise only (the rest of the details stay as they are);
     * a part left out keeps its stored value. Closed dates are sorted, repeats dropped, and those older than
     * WORKING_AGE_MAX_DAYS left out (no rule reads them). A stale updatedAt answers 409 and changes nothing.
     */
    async updateCallbacks(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<CallbackSettingsView> {
      const input = parseInput(callbackSettingsInputSchema, body);
      const oldest = indiaDate(now() - WORKING_AGE_MAX_DAYS * DAY_MS);
      const next = (previous: Settings): Settings => {
        assertNotStale(body, previous);
        const given = input.callbacks ?? {};
        const hours = { ...previous.callbacks.hours };
        for (const day of WEEKDAYS) if (given.hours && day in given.hours) hours[day] = given.hours[day] ?? null;
        const callbacks: CallbackSettings = {
          ...previous.callbacks,
          hours,
          slotMinutes: given.slotMinutes ?? previous.callbacks.slotMinutes,
          closedDates: [...new Set(given.closedDates ?? previous.callbacks.closedDates)].filter((d) => d >= oldest).sort(),
        };
        assertSlotsFit(callbacks);
        return { ...previous, callbacks, responsePromiseHours: input.responsePromiseHours ?? previous.responsePromiseHours, ...stamp(previous, editor) };
      };
      // The details are seeded at start-up; a save of the call-backs alone never makes them.
      if (!settings.get("firm")) settings.create({ ...site, ...stamp(undefined, undefined) }, { actor, verb: "updated" });
      settings.update("firm", next, { actor });
      return callbackSettings();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
