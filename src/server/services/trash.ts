// The trash: a delete of a post, offer, news item, resource or package moves the item, as it was,
// out of its table into the `trash` table. Every read of the item's own table (its page, the
// API, lists, sitemap, feeds, search, redirects) therefore stops seeing it with no filter to forget; a restore
// puts it back unchanged (its address too, when no other item took it meanwhile: 409 otherwise). Entries are
// removed for good by an admin or, after TRASH_KEEP_DAYS, by the nightly job.
import { apiMessages } from "../../shared/api-messages";
import { messages } from "../../shared/messages";
import { TRASH_KEEP_DAYS, type TrashEntry, type TrashItem, type TrashType } from "../../shared/schemas/trash";
import type { Role } from "../../shared/schemas/user";
import { Conflict, Forbidden, NotFound } from "../errors";
import type { Repository, Storage } from "../storage";
import { excerptKey } from "./blogs";
import type { Editor } from "./conflict";
import type { RevisionService } from "./revisions";
import { SYSTEM, type Actor, type TrashKind } from "./events";

type Stored = { id: string } & Record<string, unknown>;
type Kind = {
  repo: Repository<Stored>;
  /** The item's address, when another item must not have it (a post's excerpt, a package's slug). */
  addressTaken?: (item: Stored) => boolean;
  notFound: string;
  title: (item: Stored) => string;
};

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** The most entries the trash keeps: past it, the oldest are removed for good (an editor cannot fill the disk with it). */
export const TRASH_MAX_ENTRIES = 1000;
/**
 * The most bytes the trash keeps (its entries as stored): past it, the oldest are removed for good too. A post
 * may be a few megabytes, so the count alone would let a thousand of them take gigabytes.
 */
export const TRASH_MAX_BYTES = 200 * 1024 * 1024;

/** Event kinds of the trash's types: a post is "blog" here (its API's name), "post" on the change feed and in the activity log. */
const EVENT_KIND: Record<TrashType, TrashKind> = { blog: "post", offer: "offer", news: "news", resource: "resource", package: "package" };

/**
 * A delete, restore and purge are announced by their writes ({kind}.deleted, .restored, .purged, with the item as
 * it was): the item's removal from its table, its return to it, the trash entry's removal for good.
 */
export function createTrashService(
  storage: Pick<Storage, "trash" | "redirects" | "categories" | "tags" | "posts" | "offers" | "news" | "resources" | "packages">,
  {
    revisions,
    now: clock = Date.now,
    maxEntries = TRASH_MAX_ENTRIES,
    maxBytes = TRASH_MAX_BYTES,
  }: { revisions: RevisionService; now?: () => number; maxEntries?: number; maxBytes?: number },
) {
  const { trash, redirects, categories, tags, posts } = storage;
  const repo = <T, F extends string, S>(r: Repository<T, F, S>) => r as unknown as Repository<Stored>;
  const kinds: Record<TrashType, Kind> = {
    blog: {
      repo: repo(posts),
      addressTaken: (item) => posts.count({ excerpt_key: excerptKey(text(item.excerpt)) }) > 0,
      notFound: messages.blogNotFound,
      title: (b) => text(b.title),
    },
    offer: { repo: repo(storage.offers), notFound: apiMessages.offerNotFound, title: (o) => text(o.mainHeading) || "Offer" },
    news: { repo: repo(storage.news), notFound: apiMessages.newsNotFound, title: (n) => text(n.title) },
    resource: { repo: repo(storage.resources), notFound: apiMessages.resourceNotFound, title: (r) => text(r.title) },
    package: {
      repo: repo(storage.packages),
      addressTaken: (item) => storage.packages.count({ slug: text(item.slug) }) > 0,
      notFound: apiMessages.packageNotFound,
      title: (p) => text(p.title),
    },
  };

  const keyOf = (type: TrashType, id: string) => `${type}:${id}`;
  const summary = ({ type, id, title, deletedAt, deletedBy }: TrashEntry): TrashItem => ({ type, id, title, deletedAt, deletedBy });

  /** A post's category and tags as it had them, less any deleted or merged away while it was in the trash. */
  function withKnownTerms(post: Stored): Stored {
    const out = { ...post };
    if (typeof out.categoryId === "string" && !categories.get(out.categoryId)) delete out.categoryId;
    if (Array.isArray(out.tagIds)) out.tagIds = out.tagIds.filter((t) => tags.get(t));
    return out;
  }

  /** Removes an entry for good (a post's revisions with it), announced as the item's purge. */
  function purgeIn(entry: TrashEntry, actor: Actor): void {
    trash.transaction(() => {
      trash.remove(keyOf(entry.type, entry.id), { actor, resource: EVENT_KIND[entry.type], verb: "purged", subject: entry.item });
      if (entry.type === "blog") revisions.removeIn(entry.id);
    });
  }

  return {
    /** Editors manage posts only (docs/product.md#roles): they restore posts; admins restore anything. */
    assertMayRestore(role: Role | undefined, type: TrashType): void {
      if (role !== "admin" && type !== "blog") throw new Forbidden();
    },

    /** Moves an item to the trash (what DELETE /api/{kind}/{id} does); 404 as the kind's own when unknown. */
    async discard(type: TrashType, id: string, editor?: Editor, actor: Actor = SYSTEM): Promise<{ id: string; title: string }> {
      const kind = kinds[type];
      const item = kind.repo.get(id);
      if (!item) throw new NotFound(kind.notFound);
      const title = kind.title(item);
      // The redirects of a post's old addresses lead nowhere while it is away: they go with it.
      const key = type === "blog" ? excerptKey(text(item.excerpt)) : "";
      const moved = type === "blog" ? redirects.find().filter((r) => excerptKey(r.to) === key) : [];
      const entry: TrashEntry = { type, id, title, deletedAt: new Date().toISOString(), deletedBy: editor?.name ?? "", item: structuredClone(item) };
      if (moved.length > 0) entry.redirects = moved.map((r) => ({ ...r }));
      // The item, its copy in the trash and its redirects move in one transaction: all or nothing.
      trash.transaction(() => {
        trash.remove(keyOf(type, id));
        trash.create(entry);
        if (!kind.repo.remove(id, { actor })) throw new NotFound(kind.notFound);
        for (const r of moved) redirects.remove(r.from);
        // Past the cap, the oldest entries go for good.
        const [oldestKept] = trash.keys({ sort: "-seq", offset: maxEntries - 1, limit: 1 });
        if (oldestKept) for (const old of trash.find({ where: { seq: { precedes: oldestKept } } })) purgeIn(old, SYSTEM);
        // And past the budget of bytes, the oldest too, one at a time (the new entry stays, however large).
        while (trash.storedBytes() > maxBytes) {
          const [oldest] = trash.find({ where: { seq: { precedes: keyOf(type, id) } }, sort: "seq", limit: 1 });
          if (!oldest) break;
          purgeIn(oldest, SYSTEM);
        }
      });
      return { id, title };
    },

    /** What is in the trash, most recently deleted first. */
    list(): TrashItem[] {
      return trash.summaries({ sort: ["-deleted_at", "-seq"] });
    },

    /** Puts an item back as it was; 409 when its address (or id) is now another item's. */
    async restore(type: TrashType, id: string, actor: Actor = SYSTEM): Promise<TrashItem> {
      const entry = trash.get(keyOf(type, id));
      if (!entry) throw new NotFound(apiMessages.trashNotFound);
      const kind = kinds[type];
      const item = type === "blog" ? withKnownTerms(entry.item as Stored) : (entry.item as Stored);
      // The item, its redirects and the end of its trash entry: one transaction.
      trash.transaction(() => {
        // Its id, or its address (a post's excerpt, a package's slug), now another item's: 409.
        if (kind.repo.get(item.id) || kind.addressTaken?.(item)) throw new Conflict(apiMessages.trashAddressTaken);
        // A Hindi post whose original has been given another translation meanwhile comes back as a post of its own.
        if (type === "blog" && typeof item.translationOf === "string" && posts.count({ translation_of: item.translationOf }) > 0) delete item.translationOf;
        kind.repo.create(item, { actor, verb: "restored" });
        if (type === "blog") {
          const key = excerptKey(text(item.excerpt));
          const taken = (from: string) => posts.count({ excerpt_key: excerptKey(from) }) > 0 || redirects.find().some((r) => excerptKey(r.from) === excerptKey(from));
          const back = (entry.redirects ?? []).filter((r) => !taken(r.from));
          // Its own address is no longer a redirect to another post (as when a post is created).
          for (const r of redirects.find()) if (excerptKey(r.from) === key) redirects.remove(r.from);
          for (const r of back) redirects.create(r);
        }
        trash.remove(keyOf(type, id));
      });
      return summary(entry);
    },

    /** Removes an entry for good (a post's revisions with it). */
    async purge(type: TrashType, id: string, actor: Actor = SYSTEM): Promise<TrashItem> {
      const entry = trash.get(keyOf(type, id));
      if (!entry) throw new NotFound(apiMessages.trashNotFound);
      purgeIn(entry, actor);
      return summary(entry);
    },

    /** The nightly job: removes for good what was deleted more than TRASH_KEEP_DAYS ago. Returns how many. */
    async purgeExpired(now = clock()): Promise<number> {
      const cutoff = now - TRASH_KEEP_DAYS * 24 * 60 * 60 * 1000;
      const old = trash.find({ where: { deleted_at: { lt: new Date(cutoff).toISOString() } } });
      for (const e of old) purgeIn(e, SYSTEM);
      return old.length;
    },
  };
}

export type TrashService = ReturnType<typeof createTrashService>;
