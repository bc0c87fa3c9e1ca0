// The activity log (issue 16): who did what to which item, from where, newest first. Other services and
// the API routers call record(); entries live in the append-only journal DATA_DIR/activity/. Kept for
// 180 days or the last 20,000 entries, whichever is fewer. Never a password, token or enquiry text:
// callers pass only the target's type, id and title.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { ACTIVITY_ACTIONS, activityEntrySchema, type ActivityAction, type ActivityEntry, type ActivityTargetType } from "../../shared/schemas/activity";
import { Journal } from "../storage/journal";
import { parseInput } from "./validate";
import type { Logger } from "../log";

export const ACTIVITY_KEEP_DAYS = 180;
export const ACTIVITY_KEEP_ENTRIES = 20_000;
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 200;
/** Entries older than the retention are removed at most this often (the count limit holds at every append). */
const AGE_PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Who did it: the signed-in user (or null for the system) and the client address. Express's Request fits. */
export type ActivityActor = { user?: { name: string; email: string } | null; ip?: string | null };
export type ActivityTarget = { type: ActivityTargetType; id: string; title: string };

/** The journal operations the activity log needs. */
export type ActivityStore = Pick<Journal<ActivityEntry>, "append" | "remove" | "list" | "size" | "compact">;

const listQuerySchema = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, `must be between 1 and ${ACTIVITY_MAX_PAGE_SIZE}`)
    .max(ACTIVITY_MAX_PAGE_SIZE, `must be between 1 and ${ACTIVITY_MAX_PAGE_SIZE}`)
    .default(ACTIVITY_PAGE_SIZE),
  // Issue 32's filters: who (e-mail), what, and India days from/to.
  person: z.string().trim().max(254).optional(),
  action: z.enum(ACTIVITY_ACTIONS).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
    .optional(),
});

export type ActivityOptions = {
  /** A failure to record is logged here, never thrown. */
  log: Logger;
  now?: () => number;
  /** Retention (tests use small numbers). */
  keepEntries?: number;
  keepDays?: number;
};

export function createActivityService(store: ActivityStore, { log, now = Date.now, keepEntries = ACTIVITY_KEEP_ENTRIES, keepDays = ACTIVITY_KEEP_DAYS }: ActivityOptions) {
  const onError = (err: unknown) => log.warn(`[activity] ${(err as Error).message}`);
  let lastAgePrune = 0;

  async function prune(): Promise<void> {
    const t = now();
    const doomed: string[] = [];
    if (store.size > keepEntries) doomed.push(...store.list({ offset: keepEntries }).items.map((e) => e.id));
    if (t - lastAgePrune >= AGE_PRUNE_EVERY_MS) {
      lastAgePrune = t;
      const cutoff = new Date(t - keepDays * 86_400_000).toISOString();
      doomed.push(...store.list({ where: (e) => e.at < cutoff }).items.map((e) => e.id));
    }
    if (doomed.length) {
      await store.remove(doomed);
      // Removed lines leave the disk when their segment is rewritten (sealed months only).
      void store.compact().catch(onError);
    }
  }

  return {
    /**
     * Adds an entry; resolves once it is on disk. A failure is logged, never thrown: the action it
     * records has already happened and its answer must not turn into an error.
     */
    async record(who: ActivityActor, action: ActivityAction, target: ActivityTarget): Promise<void> {
      const entry: ActivityEntry = {
        id: randomUUID(),
        at: new Date(now()).toISOString(),
        actor: who.user ? { name: who.user.name, email: who.user.email } : null,
        action,
        target: { type: target.type, id: target.id, title: target.title.slice(0, 200) },
        ip: who.ip ?? null,
      };
      try {
        await store.append(entry);
        await prune();
      } catch (err) {
        onError(err);
      }
    },

    /** Newest first; `before` is the id of the last entry of the previous page. */
    list(query: unknown): ActivityEntry[] {
      const { before, limit, person, action, from, to } = parseInput(listQuerySchema, query);
      const start = from ? new Date(Date.parse(`${from}T00:00:00+05:30`)).toISOString() : "";
      const end = to ? new Date(Date.parse(`${to}T00:00:00+05:30`) + 86_400_000).toISOString() : "";
      const who = person?.toLowerCase() ?? "";
      const matches = (e: ActivityEntry) =>
        (!who || (e.actor?.email.toLowerCase() ?? "") === who) && (!action || e.action === action) && (!start || e.at >= start) && (!end || e.at < end);
      let passed = before === undefined;
      const where = (e: ActivityEntry) => {
        if (passed) return matches(e);
        if (e.id === before) passed = true;
        return false;
      };
      return store.list({ where, limit }).items;
    },

    /** Runs the retention now (tests, start-up). */
    prune,
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;

/** The item as it is before a change (for a delete's title, a status change), or undefined (the write then answers 404). */
export function peek<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The target of an entry about a staff user: their e-mail is the title. */
export const userTarget = (u: { id: string; email: string }): ActivityTarget => ({ type: "user", id: u.id, title: u.email });

/** A post, offer, news item or resource moving to `published` or `archived` is a publish or an archive. */
export function statusAction(before: string | undefined, after: string | undefined): ActivityAction {
  if (after !== before && after === "published") return "publish";
  if (after !== before && after === "archived") return "archive";
  return "update";
}

/** Opens the activity journal of a stopped server's DATA_DIR and adds one entry (npm run restore). */
export async function recordOffline(dataDir: string, action: ActivityAction, target: ActivityTarget, log: Logger): Promise<void> {
  const journal = await Journal.open<ActivityEntry>(dataDir, "activity", { schema: activityEntrySchema, log });
  try {
    await createActivityService(journal, { log }).record({ user: null, ip: null }, action, target);
  } finally {
    await journal.close();
  }
}
