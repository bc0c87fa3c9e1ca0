// The firm's details: one record, admin-managed at /admin/settings, read by every public page
// (header, footer, contact page, JSON-LD, WhatsApp links) through the load context.
import { settingsInputSchema, type FirmDetails, type Settings } from "../../shared/schemas/settings";
import { site } from "../../shared/site";
import type { Storage } from "../storage";
import { assertNotStale, stamp, withoutEditor, type Editor } from "./conflict";
import { parseInput } from "./validate";
import { noEvents, SYSTEM, type Actor, type ChangeEvents } from "./events";

/** `events`: a save is announced as settings.updated (services/events.ts). */
export function createSettingsService(storage: Storage, events: ChangeEvents = noEvents()) {
  const { settings } = storage;
  /** The stored record (seeded at start-up; the seed if it is somehow missing). */
  const stored = (): Settings => settings.all()[0] ?? { ...site, updatedAt: "" };

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
      let before: Settings | undefined;
      const saved = await settings.write((items) => {
        const previous = items[0];
        before = previous;
        if (previous) assertNotStale(body, previous);
        // the fields are kept when a save leaves them out (a form that does not show them).
        const given = (key: string) => Boolean(body && typeof body === "object" && key in body);
        const kept = {
          callbacks: given("callbacks") || !previous?.callbacks ? input.callbacks : previous.callbacks,
          responsePromiseHours: given("responsePromiseHours") || previous?.responsePromiseHours === undefined ? input.responsePromiseHours : previous.responsePromiseHours,
        };
        const next: Settings = { ...input, ...kept, ...stamp(previous, editor) };
        items.splice(0, items.length, next);
        return next;
      });
      events.emit("settings.updated", actor, { before, after: saved });
      return withoutEditor(saved);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
