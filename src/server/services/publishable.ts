// The rules shared by the admin-managed, dated "publishable" items (offers, news, resources): visibility of drafts
// and scheduled items, newest first, full-body create and update, delete. Blogs have their own service.
import { randomUUID } from "node:crypto";
import type { ZodType } from "zod";
import type { Status } from "../../shared/constants";
import { NotFound } from "../errors";
import type { Collection } from "../storage/collection";
import { assertNotStale, stamp, withoutEditor, type Editor } from "./conflict";
import { parseInput } from "./validate";
import { statusVerb, SYSTEM, type Actor, type Announce } from "./events";
import { byDateDesc, visibleTo, type Viewer } from "./visibility";

type Stored = { id: string; date: string; status: Status; createdAt: string; updatedAt: string; updatedBy?: Editor };

export type PublishableOptions<T extends Stored, I> = {
  /** The 404 message of this resource. */
  notFound: string;
  /** Applied to validated input before it is stored (e.g. sanitising HTML). */
  beforeSave?: (input: I) => I;
  /** Applied to a stored item before it is answered or rendered (e.g. sanitising HTML again). */
  beforeRead?: (item: T) => T;
  /** Whether a published item is still shown to visitors (an offer until its end date). */
  stillPublic?: (item: T, now: number) => boolean;
  /** Where writes are announced (services/events.ts: {kind}.created, .published, .deleted, ...). */
  announce?: Announce;
  /** The clock of scheduled and ending items (injectable so tests move time instead of waiting). */
  now?: () => number;
};

export function createPublishableService<T extends Stored, I extends object>(collection: Collection<T>, inputSchema: ZodType<I>, opts: PublishableOptions<T, I>) {
  const read = opts.beforeRead ?? ((item: T) => item);
  const present = (item: T): T => withoutEditor(read(item)) as T;
  const prepare = opts.beforeSave ?? ((input: I) => input);
  const announce: Announce = opts.announce ?? (() => undefined);

  const now = opts.now ?? Date.now;
  const canSee = (viewer: Viewer, item: T) => {
    if (viewer.staff) return true;
    const t = now();
    return visibleTo(viewer, item, t) && (!opts.stillPublic || opts.stillPublic(item, t));
  };

  /** Stored items this viewer may see, newest first, as stored. */
  const visible = (viewer: Viewer): T[] =>
    collection
      .all()
      .filter((item) => canSee(viewer, item))
      .sort(byDateDesc);

  return {
    /** For services that answer lists in a shape of their own. */
    visible,

    /** Items this viewer may see, newest first. */
    list(viewer: Viewer): T[] {
      return visible(viewer).map(present);
    },

    /** The item as answered (beforeRead), or through `view` when a caller shows it differently. */
    getById(viewer: Viewer, id: string, view: (item: T) => T = present): T {
      const item = collection.find((x) => x.id === id);
      if (!item || !canSee(viewer, item)) throw new NotFound(opts.notFound);
      return view(item);
    },

    async create(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<T> {
      const input = prepare(parseInput(inputSchema, body));
      const stamped = stamp(undefined, editor);
      const item = { ...input, id: randomUUID(), createdAt: stamped.updatedAt, ...stamped } as unknown as T;
      await collection.write((items) => void items.push(item));
      announce("created", actor, { after: item });
      return withoutEditor(item) as T;
    },

    /** A full update: the same body as create (docs/product.md#api); a stale updatedAt in the body answers 409. */
    async update(id: string, body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<T> {
      const input = prepare(parseInput(inputSchema, body));
      let before: T | undefined;
      const saved = await collection.write((items) => {
        const i = items.findIndex((x) => x.id === id);
        const old = items[i];
        if (!old) throw new NotFound(opts.notFound);
        assertNotStale(body, old);
        const next = { ...old, ...input, id, createdAt: old.createdAt, ...stamp(old, editor) } as T;
        items[i] = next;
        before = old;
        return next;
      });
      announce(statusVerb(before?.status, saved.status), actor, { before, after: saved });
      return withoutEditor(saved) as T;
    },

    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      const before = await collection.write((items) => {
        const i = items.findIndex((x) => x.id === id);
        if (i < 0) throw new NotFound(opts.notFound);
        return items.splice(i, 1)[0];
      });
      announce("deleted", actor, { before });
      return { id };
    },
  };
}
