// Change events: every service announces its writes here, after the write
// succeeded, with who did it and the item before and after. Subscribers, wired in services/index.ts and app.ts:
// the activity log (services/activity.ts, one entry per event) and the page cache with the CDN purger
// (http/cache-tags.ts tagsForEvent: only the pages the change shows). Delivery is synchronous and in order of
// subscription. A write made in a transaction emits inside it: a subscriber that writes to the database (the
// activity log) is then part of that transaction, and one that throws undoes the write; work that must wait for
// the commit (purging pages) defers itself with storage.db.whenCommitted.
import type { Term } from "../../shared/schemas/taxonomy";
import type { Editor } from "./conflict";

/** Who made a change: the signed-in staff user (null: the system, a visitor) and the client address. */
export type Actor = { user: Editor | null; ip: string | null };

/** A change made by the server itself (a job, the command line). */
export const SYSTEM: Actor = { user: null, ip: null };

/** The actor of a request (Express's Request fits): its staff user as `updatedBy` names them, and its address. */
export function actorOf(req: { user?: { name?: string; email: string } | null; ip?: string | undefined }): Actor {
  const u = req.user;
  return { user: u ? { name: u.name || u.email, email: u.email } : null, ip: req.ip ?? null };
}

/** What each kind of event carries as before/after: the fields its subscribers read (the stored item fits). */
type Dated = { id: string; status?: string };
export type PostSubject = Dated & { title: string; excerpt: string; categoryId?: string; tagIds?: string[]; featured?: boolean };
export type Subjects = {
  post: PostSubject;
  offer: Dated & { mainHeading: string };
  news: Dated & { title: string };
  resource: Dated & { title: string };
  package: Dated & { title: string };
  testimonial: Dated & { name: string; city: string };
  category: Pick<Term, "id" | "name" | "slug">;
  tag: Pick<Term, "id" | "name" | "slug">;
  link: { _id: string; text: string };
  /** Never the password's hash (services pass the public user). A failed sign-in names the e-mail tried (id "" when no user has it); a profile its public name. */
  user: { id: string; email: string; publicName?: string };
  settings: { name: string };
  enquiry: { id: string; name: string; status: string };
  "calendar-entry": { id: string; date: string; title: string };
  calculator: { id: "gst-rates" | "incorporation-fees"; title: string };
  backup: { file: string };
};

type PublishableVerb = "created" | "updated" | "published" | "unpublished" | "archived" | "deleted";
type TrashedVerb = PublishableVerb | "restored" | "purged";
type Verbs = {
  /** `reverted`: a revision restored; `restored`/`purged`: out of the trash / removed from it for good. */
  post: TrashedVerb | "reverted";
  offer: TrashedVerb;
  news: TrashedVerb;
  resource: TrashedVerb;
  package: TrashedVerb;
  testimonial: PublishableVerb;
  category: "created" | "updated" | "merged" | "deleted";
  tag: "created" | "updated" | "merged" | "deleted";
  link: "created" | "updated" | "reordered" | "deleted";
  user:
    | "created"
    | "updated"
    | "deleted"
    | "profile-updated"
    | "password-reset"
    | "password-changed"
    | "sessions-ended"
    | "password-reset-requested"
    | "password-reset-completed"
    | "signed-in"
    | "sign-in-failed";
  settings: "updated";
  enquiry: "replied" | "status-changed" | "noted";
  "calendar-entry": "created" | "updated" | "deleted";
  calculator: "updated";
  backup: "created" | "downloaded";
};

export type EventKind = keyof Subjects;
/** Items the trash keeps, as event kinds. */
export type TrashKind = { [K in EventKind]: "restored" extends Verbs[K] ? K : never }[EventKind];

/** One change: `type` is `{kind}.{verb}` (post.published, offer.deleted, category.merged, ...). */
export type ChangeEvent = {
  [K in EventKind]: { type: `${K}.${Verbs[K]}`; kind: K; actor: Actor; before?: Subjects[K]; after?: Subjects[K] };
}[EventKind];
export type EventType = ChangeEvent["type"];
/** The event of one type (its kind's before/after). */
export type EventOf<T extends EventType> = ChangeEvent extends infer E ? (E extends { type: infer U } ? (T extends U ? E : never) : never) : never;

/** The verb of a write of a dated item: published / archived when its status moves there, unpublished when it leaves published. */
export function statusVerb(before: string | undefined, after: string | undefined): "updated" | "published" | "unpublished" | "archived" {
  if (after === before) return "updated";
  if (after === "published") return "published";
  if (after === "archived") return "archived";
  return before === "published" ? "unpublished" : "updated";
}

export type ChangeListener = (event: ChangeEvent) => void;

export function createChangeEvents() {
  const listeners: ChangeListener[] = [];
  let quiet = 0;
  return {
    /** Adds a listener (returns its removal). A listener that throws stops the emit and reaches the emitter. */
    subscribe(listener: ChangeListener): () => void {
      listeners.push(listener);
      return () => {
        const i = listeners.indexOf(listener);
        if (i >= 0) listeners.splice(i, 1);
      };
    },
    /** Announces a change to every listener, synchronously. */
    emit<T extends EventType>(type: T, actor: Actor, change: { before?: EventOf<T>["before"]; after?: EventOf<T>["after"] }): void {
      if (quiet > 0) return;
      const kind = type.slice(0, type.indexOf(".")) as EventKind;
      const event = { type, kind, actor, ...change } as ChangeEvent;
      for (const l of [...listeners]) l(event);
    },
    /**
     * Runs `work` without announcing its writes: start-up only (boot.ts seeds the firm's first records and the
     * demo content, and creates the first admin, before anything is served or logged as someone's doing).
     */
    async quietly<R>(work: () => Promise<R>): Promise<R> {
      quiet++;
      try {
        return await work();
      } finally {
        quiet--;
      }
    },
  };
}

export type ChangeEvents = ReturnType<typeof createChangeEvents>;

/** A bus nobody listens to (services built alone, in tests). */
export const noEvents = (): ChangeEvents => createChangeEvents();

/** Announces `{kind}.{verb}` for a service shared by several kinds (the kind is known only when it is built). */
export type Announce = (verb: string, actor: Actor, change: { before?: object; after?: object }) => void;
export function announcer(events: ChangeEvents, kind: EventKind): Announce {
  return (verb, actor, change) => events.emit(`${kind}.${verb}` as EventType, actor, change as never);
}
