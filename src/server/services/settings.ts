// The firm's details: one record, admin-managed at /admin/settings, read by every public page
// (header, footer, contact page, JSON-LD, WhatsApp links) through the load context.
import { settingsInputSchema, type FirmDetails, type Settings } from "../../shared/schemas/settings";
import { site } from "../../shared/site";
import type { Storage } from "../storage";
import { assertNotStale, stamp, withoutEditor, type Editor } from "./conflict";
import { parseInput } from "./validate";
import { SYSTEM, type Actor } from "./events";

/** A save is announced as settings.updated (services/events.ts). */
export function createSettingsService({ settings }: Pick<Storage, "settings">) {
  /** The stored record (seeded at start-up; the seed if it is somehow missing). */
  const stored = (): Settings => settings.find()[0] ?? { ...site, updatedAt: "" };

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
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
