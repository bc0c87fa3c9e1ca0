// The activity log: who did what to which item, from where, newest first. It listens to the change feed
// (services/events.ts; activityOf maps each event to its entry, one entry per action and item of a commit);
// what is not a write of a record (a sign-in, a backup) and the offline restore call record(). Entries live in
// the activity table of site.db. Kept for 180 days or the last 20,000 entries, whichever is fewer (the count
// at every record, the age hourly and in the nightly job). Never a password, token or enquiry text: entries
// carry only the target's type, id and title.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { realDay } from "../../shared/callbacks";
import { ACTIVITY_ACTIONS, type ActivityAction, type ActivityEntry, type ActivityTargetType } from "../../shared/schemas/activity";
import { openStorage, type Storage } from "../storage";
import { parseInput } from "./validate";
import type { Logger } from "../log";
import type { ChangeEvent, ChangeEvents, Subjects } from "./events";

export const ACTIVITY_KEEP_DAYS = 180;
export const ACTIVITY_KEEP_ENTRIES = 20_000;
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 200;
/** Entries older than the retention are removed at most this often (the count limit holds at every append). */
const AGE_PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Who did it: the signed-in user (or null for the system) and the client address. Express's Request fits. */
export type ActivityActor = { user?: { name: string; email: string } | null; ip?: string | null };
export type ActivityTarget = { type: ActivityTargetType; id: string; title: string };

/** The table the activity log lives in. */
export type ActivityStore = Storage["activity"];

// A real calendar day: 2026-13-45 or 0000-00-00 would otherwise reach new Date(NaN).toISOString() and throw.
const day = z.string().refine((d) => realDay(d) !== null, "must be a date (YYYY-MM-DD)");

const listQuerySchema = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce
    .number()
    .int("must be a whole number")
    .min(1, `must be between 1 and ${ACTIVITY_MAX_PAGE_SIZE}`)
    .max(ACTIVITY_MAX_PAGE_SIZE, `must be between 1 and ${ACTIVITY_MAX_PAGE_SIZE}`)
    .default(ACTIVITY_PAGE_SIZE),
  // the filters: who (e-mail), what, and India days from/to.
  person: z.string().trim().max(254).optional(),
  action: z.enum(ACTIVITY_ACTIONS).optional(),
  from: day.optional(),
  to: day.optional(),
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

  /** Deletes the entries beyond the newest `keepEntries`, and (hourly, or when `force`d) those past `keepDays`. */
  function pruneNow(force = false): void {
    const t = now();
    // The oldest entry kept by count; everything before it goes.
    const [oldestKept] = store.find({ sort: "-seq", offset: Math.trunc(keepEntries) - 1, limit: 1 });
    if (oldestKept) store.removeWhere({ seq: { precedes: oldestKept.id } });
    if (force || t - lastAgePrune >= AGE_PRUNE_EVERY_MS) {
      lastAgePrune = t;
      store.removeWhere({ at: { lt: new Date(t - keepDays * 86_400_000).toISOString() } });
    }
  }

  const entryOf = (who: ActivityActor, action: ActivityAction, target: ActivityTarget): ActivityEntry => ({
    id: randomUUID(),
    at: new Date(now()).toISOString(),
    actor: who.user ? { name: who.user.name, email: who.user.email } : null,
    action,
    target: { type: target.type, id: target.id, title: target.title.slice(0, 200) },
    ip: who.ip ?? null,
  });

  return {
    /**
     * Adds an entry; resolves once it is on disk. A failure is logged, never thrown: the action it
     * records has already happened and its answer must not turn into an error.
     */
    async record(who: ActivityActor, action: ActivityAction, target: ActivityTarget): Promise<void> {
      const entry = entryOf(who, action, target);
      try {
        store.create(entry);
        pruneNow();
      } catch (err) {
        onError(err);
      }
    },

    /**
     * The entries of one committed transaction's events: one per action and item (a table of rates replaced row
     * by row is one "update" of the table). Written after the commit: a failure is logged, never thrown.
     */
    recordCommit(events: readonly ChangeEvent[]): void {
      const seen = new Set<string>();
      const entries: ActivityEntry[] = [];
      for (const event of events) {
        const entry = activityOf(event);
        if (!entry) continue;
        const key = `${entry.action} ${entry.target.type} ${entry.target.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        entries.push(entryOf(event.actor, entry.action, entry.target));
      }
      if (!entries.length) return;
      try {
        store.transaction(() => entries.forEach((e) => store.create(e)));
        pruneNow();
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
      // An unknown `before` matches nothing (its seq is NULL): an empty page, as before.
      const at = start || end ? { ...(start && { gte: start }), ...(end && { lt: end }) } : undefined;
      const where = {
        ...(before !== undefined && { seq: { precedes: before } }),
        ...(who && { actor_email: who }),
        ...(action && { action }),
        ...(at && { at }),
      };
      return store.find({ where, sort: "-seq", limit });
    },

    /** Runs the retention now, age included (tests, the nightly job). */
    async prune(): Promise<void> {
      pruneNow(true);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;

const ACTIONS: Record<string, ActivityAction> = {
  created: "create",
  updated: "update",
  published: "publish",
  unpublished: "update",
  archived: "archive",
  deleted: "delete",
  reverted: "restore",
  restored: "restore",
  purged: "purge",
  merged: "merge",
  reordered: "reorder",
  "profile-updated": "update",
  "password-reset": "password-reset",
  "password-changed": "password-changed",
  "sessions-ended": "sessions-ended",
  "two-step-on": "two-step-on",
  "two-step-off": "two-step-off",
  "password-reset-requested": "password-reset-requested",
  "password-reset-completed": "password-reset",
  "signed-in": "sign-in",
  invited: "invite",
  "invitation-resent": "invite-resend",
  "invitation-cancelled": "invite-cancel",
  "invitation-accepted": "invite-accept",
  "sign-in-failed": "sign-in-failed",
  replied: "reply",
  "status-changed": "status-change",
  noted: "update",
  paid: "payment",
  cancelled: "cancel",
  refunded: "refund",
  opened: "case-open",
  "stage-advanced": "stage-advance",
  "document-accepted": "document-accept",
  "document-rejected": "document-reject",
  "document-requested": "document-request",
  uploaded: "document-upload",
  messaged: "message",
  "client-messaged": "message",
  closed: "case-close",
  reopened: "case-reopen",
  "erasure-requested": "erasure-request",
  erased: "erase",
};

/** How each kind of item is named in the log: its target type, id and title. */
const TARGETS: { [K in keyof Subjects]: (item: Subjects[K], e: Extract<ChangeEvent, { kind: K }>) => ActivityTarget } = {
  post: (p) => ({ type: "post", id: p.id, title: p.title }),
  offer: (o) => ({ type: "offer", id: o.id, title: o.mainHeading }),
  news: (n) => ({ type: "news", id: n.id, title: n.title }),
  resource: (r) => ({ type: "resource", id: r.id, title: r.title }),
  package: (p) => ({ type: "package", id: p.id, title: p.title }),
  testimonial: (t) => ({ type: "testimonial", id: t.id, title: `${t.name}, ${t.city}` }),
  "team-member": (m) => ({ type: "team-member", id: m.id, title: m.name }),
  category: (t) => ({ type: "category", id: t.id, title: t.name }),
  tag: (t) => ({ type: "tag", id: t.id, title: t.name }),
  link: (l) => ({ type: "link", id: l._id, title: l.text }),
  user: (u, e) => ({ type: "user", id: u.id, title: e.type === "user.profile-updated" ? (u.publicName ?? u.email) : u.email }),
  settings: (s) => ({ type: "settings", id: "firm", title: s.name }),
  "mail-settings": (m) => ({ type: "mail-settings", id: "mail", title: m.host || "Mail off" }),
  // Named by the visitor's name and the status, never the enquiry's text.
  enquiry: (q, e) => ({
    type: "enquiry",
    id: q.id,
    title: e.type === "enquiry.status-changed" ? `${q.name}: ${e.before?.status} → ${q.status}` : e.type === "enquiry.noted" ? `${q.name}: note` : q.name,
  }),
  "calendar-entry": (d) => ({ type: "due-date", id: d.id, title: `${d.date} ${d.title}` }),
  calculator: (c) => ({ type: "calculator", id: c.id, title: c.title }),
  backup: (b) => ({ type: "backup", id: b.file, title: b.file }),
  order: (o) => ({ type: "order", id: o.id, title: `${o.reference} ${o.client.name}` }),
  case: (c) => ({ type: "case", id: c.id, title: `${c.reference} ${c.client.name}` }),
  // An erased client is not named again in the log that records the erasure.
  client: (c, e) => ({ type: "client", id: c.id, title: e.type === "client.erased" ? "Erased client" : c.email }),
  page: (p) => ({ type: "page", id: p.id, title: `${p.name} (${p.path})` }),
};

/** The action and target an event is logged as (a delete, merge or purge names the item as it was). */
export function activityOf(event: ChangeEvent): { action: ActivityAction; target: ActivityTarget } | undefined {
  const verb = event.type.slice(event.type.indexOf(".") + 1);
  // A new enquiry is the visitor's, and is the inbox's to show, not the log's.
  if (event.type === "enquiry.created") return undefined;
  // An order the visitor made, and what the client or Razorpay did to it, are the orders screen's to show.
  if (event.kind === "order" && !event.actor.user && event.type !== "order.paid") return undefined;
  // A client's own sign-in and the case's waiting state are not the log's; their uploads, messages and requests are.
  if (event.type === "client.created" || event.type === "client.updated" || event.type === "case.updated") return undefined;
  const action =
    event.kind === "backup"
      ? ({ created: "backup", downloaded: "backup-download", restored: "backup-restore" } as const)[verb as "created" | "downloaded" | "restored"]
      : event.type === "case.noted"
        ? "note"
        : ACTIONS[verb];
  const gone = verb === "deleted" || verb === "merged" || verb === "purged" || verb === "invitation-cancelled";
  const item = gone ? (event.before ?? event.after) : (event.after ?? event.before);
  if (!action || !item) return undefined;
  const target = (TARGETS[event.kind] as (item: unknown, e: ChangeEvent) => ActivityTarget)(item, event);
  return { action, target };
}

/** Records the change events of every commit in the log. */
export function subscribeActivity(events: ChangeEvents, activity: ActivityService): () => void {
  return events.subscribeCommits((committed) => activity.recordCommit(committed));
}

/** Opens the database of a stopped server's DATA_DIR and adds one entry (npm run restore). */
export async function recordOffline(dataDir: string, action: ActivityAction, target: ActivityTarget, log: Logger): Promise<void> {
  const storage = await openStorage(dataDir, { log });
  try {
    await createActivityService(storage.activity, { log }).record({ user: null, ip: null }, action, target);
  } finally {
    await storage.close();
  }
}
