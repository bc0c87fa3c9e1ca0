// The change events as the services name them: the storage's change feed (storage/changes.ts) announces every
// committed write as `{ resource, verb, before, after, actor }`; here the resources that the activity log, the
// page cache and the CDN purge know are typed as `{kind}.{verb}` events (post.published, offer.deleted,
// category.merged, ...). No service emits anything: a write announces itself, and its service only names the
// verb when it is not plain created/updated/deleted.
import type { Term } from "../../shared/schemas/taxonomy";
import { SYSTEM, type Actor, type Change, type ChangeFeed } from "../storage/changes";

export { SYSTEM, type Actor };

/** The actor of a request (Express's Request fits): its staff user as `updatedBy` names them, and its address. */
export function actorOf(req: { user?: { name?: string; email: string } | null; ip?: string | undefined }): Actor {
  const u = req.user;
  return { user: u ? { name: u.name || u.email, email: u.email } : null, ip: req.ip ?? null };
}

/** What each kind of event carries as before/after: the fields its subscribers read (the stored item fits). */
type Dated = { id: string; status?: string };
export type PostSubject = Dated & { title: string; excerpt: string; categoryId?: string; tagIds?: string[]; featured?: boolean; translationOf?: string };
export type Subjects = {
  post: PostSubject;
  offer: Dated & { mainHeading: string };
  news: Dated & { title: string };
  resource: Dated & { title: string };
  package: Dated & { title: string };
  testimonial: Dated & { name: string; city: string };
  /** A team member (or, for a reorder, the team's order: id "order"). */
  "team-member": { id: string; name: string };
  category: Pick<Term, "id" | "name" | "slug">;
  tag: Pick<Term, "id" | "name" | "slug">;
  link: { _id: string; text: string };
  /** Never the password's hash (services pass the public user). A failed sign-in names the e-mail tried (id "" when no user has it); a profile its public name. */
  user: { id: string; email: string; publicName?: string };
  settings: { name: string };
  /** The mail server set from the admin, never its password (storage/tables.ts leaves the sealed one out). */
  "mail-settings": { host: string };
  enquiry: { id: string; name: string; status: string };
  "calendar-entry": { id: string; date: string; title: string };
  calculator: { id: "gst-rates" | "incorporation-fees"; title: string };
  backup: { file: string };
  /** The whole stored order (its client's name and reference name it in the log). */
  order: { id: string; reference: string; status: string; client: { name: string } };
  /** The whole stored case (its reference and client's name name it in the log). */
  case: { id: string; reference: string; client: { name: string; email: string } };
  /** The client, never their documents. */
  client: { id: string; email: string; name: string };
  /** A page the firm edits: the whole stored page (its address, name and listing decide what a change purges). */
  page: Dated & { name: string; path: string; menu?: unknown; city?: unknown; metaDescription?: string; packageSlug?: string };
};

type PublishableVerb = "created" | "updated" | "published" | "unpublished" | "archived" | "deleted";
type TrashedVerb = PublishableVerb | "restored" | "purged";
type Verbs = {
  /** `reverted`: a revision restored; `restored`/`purged`: out of the trash / removed from it for good. */
  post: TrashedVerb | "reverted" | "reassigned";
  offer: TrashedVerb;
  news: TrashedVerb;
  resource: TrashedVerb;
  package: TrashedVerb;
  testimonial: PublishableVerb;
  "team-member": "created" | "updated" | "reordered" | "deleted";
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
    | "sign-in-failed"
    | "invited"
    | "invitation-resent"
    | "invitation-cancelled"
    | "invitation-accepted";
  settings: "updated";
  "mail-settings": "updated";
  /** `mail-state`: the delivery of its e-mails moved on (sent, retrying, failed): not logged. */
  enquiry: "created" | "replied" | "status-changed" | "noted" | "mail-state";
  "calendar-entry": "created" | "updated" | "deleted";
  calculator: "updated";
  /** `restored`: the whole data replaced by an archive's (services/restore.ts), announced once it is in place. */
  backup: "created" | "downloaded" | "restored";
  /**
   * `paid`: a verified payment or staff's confirmation (the invoice is issued with it); `payment-recorded`: money
   * for an order no longer waiting; `payment-failed`, `utr-submitted` and `updated` (Razorpay's order linked) are
   * the client's or Razorpay's and not logged.
   */
  order: "created" | "updated" | "paid" | "payment-recorded" | "payment-failed" | "utr-submitted" | "cancelled" | "refunded" | "noted";
  /**
   * A case's life: `opened` by a paid order or staff; staff's `stage-advanced`, `document-accepted`,
   * `document-rejected`, `document-requested`, `noted`, `messaged`, `closed`, `reopened`, `erased`; the
   * client's `uploaded` and `client-messaged`; `updated` (the client's upload replacing a file, the waiting state).
   */
  case:
    | "opened"
    | "updated"
    | "stage-advanced"
    | "document-accepted"
    | "document-rejected"
    | "document-requested"
    | "noted"
    | "messaged"
    | "closed"
    | "reopened"
    | "erased"
    | "uploaded"
    | "client-messaged";
  /** `erasure-requested`: the client asked; `erased`: staff erased them; `created`/`updated`: a case opened, a sign-in (not logged). */
  client: "created" | "updated" | "erasure-requested" | "erased";
  /** `reverted`: a revision restored. */
  page: PublishableVerb | "reverted";
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

export type ChangeListener = (event: ChangeEvent) => void;

const KINDS = new Set<string>([
  "post",
  "offer",
  "news",
  "resource",
  "package",
  "testimonial",
  "team-member",
  "category",
  "tag",
  "link",
  "user",
  "settings",
  "mail-settings",
  "enquiry",
  "calendar-entry",
  "calculator",
  "backup",
  "order",
  "case",
  "client",
  "page",
] satisfies EventKind[]);

/** A change of the feed as a typed event (undefined for resources no listener of these events knows). */
export function eventOf(change: Change): ChangeEvent | undefined {
  if (!KINDS.has(change.resource)) return undefined;
  return { type: `${change.resource}.${change.verb}`, kind: change.resource, actor: change.actor ?? SYSTEM, before: change.before, after: change.after } as ChangeEvent;
}

/** The typed view of a change feed: each listener gets the events of the resources it knows. */
export function changeEvents(feed: ChangeFeed) {
  return {
    /** Every event, one at a time (returns the removal). */
    subscribe(listener: ChangeListener): () => void {
      return feed.subscribe((c) => {
        const e = eventOf(c);
        if (e) listener(e);
      });
    },
    /** The events of each committed transaction together (returns the removal). */
    subscribeCommits(listener: (events: ChangeEvent[]) => void): () => void {
      return feed.subscribeCommits((changes) => {
        const events = changes.map(eventOf).filter((e): e is ChangeEvent => !!e);
        if (events.length) listener(events);
      });
    },
    quietly: feed.quietly,
  };
}

export type ChangeEvents = ReturnType<typeof changeEvents>;
