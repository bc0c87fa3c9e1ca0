// The trash: a delete of a post, offer, news item, resource or package moves the item, as it was,
// out of its collection into the `trash` collection. Every read of the item's own collection (its page, the
// API, lists, sitemap, feeds, search, redirects) therefore stops seeing it with no filter to forget; a restore
// puts it back unchanged (its address too, when no other item took it meanwhile: 409 otherwise). Entries are
// removed for good by an admin or, after TRASH_KEEP_DAYS, by the nightly job.
import { apiMessages } from "../../shared/api-messages";
import { messages } from "../../shared/messages";
import { TRASH_KEEP_DAYS, type TrashEntry, type TrashItem, type TrashType } from "../../shared/schemas/trash";
import type { Role } from "../../shared/schemas/user";
import type { Blog } from "../../shared/schemas/blog";
import { Conflict, Forbidden, NotFound } from "../errors";
import type { Logger } from "../log";
import type { Storage } from "../storage";
import type { Collection } from "../storage/collection";
import { excerptKey } from "./blogs";
import type { Editor } from "./conflict";
import type { RevisionService } from "./revisions";
import { noEvents, SYSTEM, type Actor, type ChangeEvents, type EventType, type TrashKind } from "./events";

type Stored = { id: string } & Record<string, unknown>;
/** Where a kind's items live: a small collection, or the posts' table (storage/posts.ts). */
type Store = {
  find(id: string): Stored | undefined;
  /** Takes the item out (inside the caller's transaction); false when it is not there. */
  removeIn(id: string): boolean;
  /** Puts the item back (inside the caller's transaction); false when its id or address is taken. */
  addIn(item: Stored): boolean;
};
type Kind = {
  collection: Store;
  notFound: string;
  title: (item: Stored) => string;
};

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** Event kinds of the trash's types: a post is "blog" here (its collection), "post" in events and the activity log. */
const EVENT_KIND: Record<TrashType, TrashKind> = { blog: "post", offer: "offer", news: "news", resource: "resource", package: "package" };

/**
 * `events`: a delete, restore and purge are announced ({kind}.deleted, .restored, .purged) inside their
 * transaction, with the item as it was (services/events.ts).
 */
export function createTrashService(
  storage: Storage,
  { revisions, events = noEvents(), now: clock = Date.now }: { revisions: RevisionService; log: Logger; events?: ChangeEvents; now?: () => number },
) {
  const { trash, redirects, categories, tags } = storage;
  const announce = (type: TrashType, verb: "deleted" | "restored" | "purged", actor: Actor, change: { before?: Stored; after?: Stored }) =>
    events.emit(`${EVENT_KIND[type]}.${verb}` as EventType, actor, change as never);
  const as = <T>(collection: Collection<T>, address?: (item: Stored) => string): Store => {
    const c = collection as unknown as Collection<Stored>;
    return {
      find: (id) => c.find((x) => x.id === id),
      removeIn: (id) =>
        c.writeSync((items) => {
          const i = items.findIndex((x) => x.id === id);
          if (i >= 0) items.splice(i, 1);
          return i >= 0;
        }),
      addIn: (item) =>
        c.writeSync((items) => {
          const key = address?.(item);
          if (items.some((x) => x.id === item.id || (key !== undefined && address!(x) === key))) return false;
          items.push(item);
          return true;
        }),
    };
  };
  // The posts are read by query: by id, and by their excerpt's unique key.
  const posts: Store = {
    find: (id) => storage.blogs.get(id) as Stored | undefined,
    removeIn: (id) => storage.blogs.delete(id) !== undefined,
    addIn: (item) => {
      if (storage.blogs.get(item.id) || storage.blogs.idOfExcerptKey(excerptKey(text(item.excerpt))) !== undefined) return false;
      storage.blogs.insert(item as unknown as Blog);
      return true;
    },
  };
  const packageAddress = (p: Stored) => text(p.slug);
  const kinds: Record<TrashType, Kind> = {
    blog: { collection: posts, notFound: messages.blogNotFound, title: (b) => text(b.title) },
    offer: { collection: as(storage.offers), notFound: apiMessages.offerNotFound, title: (o) => text(o.mainHeading) || "Offer" },
    news: { collection: as(storage.news), notFound: apiMessages.newsNotFound, title: (n) => text(n.title) },
    resource: { collection: as(storage.resources), notFound: apiMessages.resourceNotFound, title: (r) => text(r.title) },
    package: { collection: as(storage.packages, packageAddress), notFound: apiMessages.packageNotFound, title: (p) => text(p.title) },
  };

  const entryOf = (type: TrashType, id: string) => trash.find((e) => e.type === type && e.id === id);
  /** Removes the entry (inside the caller's transaction). */
  const dropEntryIn = (type: TrashType, id: string) =>
    trash.writeSync((items) => {
      const i = items.findIndex((e) => e.type === type && e.id === id);
      if (i >= 0) items.splice(i, 1);
    });

  /** A post's category and tags as it had them, less any deleted or merged away while it was in the trash. */
  function withKnownTerms(post: Stored): Stored {
    const out = { ...post };
    if (typeof out.categoryId === "string" && !categories.find((c) => c.id === out.categoryId)) delete out.categoryId;
    if (Array.isArray(out.tagIds)) out.tagIds = out.tagIds.filter((t) => tags.find((x) => x.id === t));
    return out;
  }

  return {
    /** Editors manage posts only (docs/product.md#roles): they restore posts; admins restore anything. */
    assertMayRestore(role: Role | undefined, type: TrashType): void {
      if (role !== "admin" && type !== "blog") throw new Forbidden();
    },

    /** Moves an item to the trash (what DELETE /api/{kind}/{id} does); 404 as the kind's own when unknown. */
    async discard(type: TrashType, id: string, editor?: Editor, actor: Actor = SYSTEM): Promise<{ id: string; title: string }> {
      const kind = kinds[type];
      const item = kind.collection.find(id);
      if (!item) throw new NotFound(kind.notFound);
      const title = kind.title(item);
      // The redirects of a post's old addresses lead nowhere while it is away: they go with it.
      const key = type === "blog" ? excerptKey(text(item.excerpt)) : "";
      const moved = type === "blog" ? redirects.all().filter((r) => excerptKey(r.to) === key) : [];
      const entry: TrashEntry = { type, id, title, deletedAt: new Date().toISOString(), deletedBy: editor?.name ?? "", item: structuredClone(item) };
      if (moved.length > 0) entry.redirects = moved.map((r) => ({ ...r }));
      // The item, its copy in the trash and its redirects move in one transaction: all or nothing.
      storage.transaction(() => {
        trash.writeSync((items) => {
          const i = items.findIndex((e) => e.type === type && e.id === id);
          if (i >= 0) items.splice(i, 1);
          items.push(entry);
        });
        if (!kind.collection.removeIn(id)) throw new NotFound(kind.notFound);
        if (moved.length > 0) redirects.writeSync((items) => void items.splice(0, items.length, ...items.filter((r) => excerptKey(r.to) !== key)));
        announce(type, "deleted", actor, { before: item });
      });
      return { id, title };
    },

    /** What is in the trash, most recently deleted first. */
    list(): TrashItem[] {
      return trash
        .all()
        .toSorted((a, b) => b.deletedAt.localeCompare(a.deletedAt))
        .map(({ type, id, title, deletedAt, deletedBy }) => ({ type, id, title, deletedAt, deletedBy }));
    },

    /** Puts an item back as it was; 409 when its address (or id) is now another item's. */
    async restore(type: TrashType, id: string, actor: Actor = SYSTEM): Promise<TrashItem> {
      const entry = entryOf(type, id);
      if (!entry) throw new NotFound(apiMessages.trashNotFound);
      const kind = kinds[type];
      const item = type === "blog" ? withKnownTerms(entry.item as Stored) : (entry.item as Stored);
      // The item, its redirects and the end of its trash entry: one transaction.
      storage.transaction(() => {
        // Its id, or its address (a post's excerpt, a package's slug), now another item's: 409.
        if (!kind.collection.addIn(item)) throw new Conflict(apiMessages.trashAddressTaken);
        if (type === "blog") {
          const key = excerptKey(text(item.excerpt));
          const taken = (from: string) => storage.blogs.idOfExcerptKey(excerptKey(from)) !== undefined || redirects.all().some((r) => excerptKey(r.from) === excerptKey(from));
          const back = (entry.redirects ?? []).filter((r) => !taken(r.from));
          // Its own address is no longer a redirect to another post (as when a post is created).
          const own = redirects.all().some((r) => excerptKey(r.from) === key);
          if (back.length > 0 || own) redirects.writeSync((items) => void items.splice(0, items.length, ...items.filter((r) => excerptKey(r.from) !== key), ...back));
        }
        dropEntryIn(type, id);
        announce(type, "restored", actor, { after: item });
      });
      return { type, id, title: entry.title, deletedAt: entry.deletedAt, deletedBy: entry.deletedBy };
    },

    /** Removes an entry for good (a post's revisions with it). */
    async purge(type: TrashType, id: string, actor: Actor = SYSTEM): Promise<TrashItem> {
      const entry = entryOf(type, id);
      if (!entry) throw new NotFound(apiMessages.trashNotFound);
      // The entry and a post's revisions go together.
      storage.transaction(() => {
        dropEntryIn(type, id);
        if (type === "blog") revisions.removeIn(id);
        announce(type, "purged", actor, { before: entry.item as Stored });
      });
      return { type, id, title: entry.title, deletedAt: entry.deletedAt, deletedBy: entry.deletedBy };
    },

    /** The nightly job: removes for good what was deleted more than TRASH_KEEP_DAYS ago. Returns how many. */
    async purgeExpired(now = clock()): Promise<number> {
      const cutoff = now - TRASH_KEEP_DAYS * 24 * 60 * 60 * 1000;
      const old = trash.all().filter((e) => Date.parse(e.deletedAt) < cutoff);
      for (const e of old) await this.purge(e.type, e.id);
      return old.length;
    },
  };
}

export type TrashService = ReturnType<typeof createTrashService>;
