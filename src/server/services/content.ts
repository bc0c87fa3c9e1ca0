// The rules shared by the admin-managed, dated content (offers, news, resources): visibility of drafts
// and scheduled items, newest first, full-body create and update, delete. Blogs have their own service.
import { randomUUID } from "node:crypto";
import type { ZodType } from "zod";
import type { Status } from "../../shared/constants";
import { NotFound } from "../errors";
import type { Collection } from "../storage/collection";
import { parseInput } from "./validate";
import { byDateDesc, visibleTo, type Viewer } from "./visibility";

type Stored = { id: string; date: string; status: Status; createdAt: string; updatedAt: string };

export type ContentOptions<T extends Stored, I> = {
  /** The 404 message of this resource. */
  notFound: string;
  /** Applied to validated input before it is stored (e.g. sanitising HTML). */
  beforeSave?: (input: I) => I;
  /** Applied to a stored item before it is answered or rendered (e.g. sanitising HTML again). */
  beforeRead?: (item: T) => T;
};

export function createContentService<T extends Stored, I extends object>(collection: Collection<T>, inputSchema: ZodType<I>, opts: ContentOptions<T, I>) {
  const present = opts.beforeRead ?? ((item: T) => item);
  const prepare = opts.beforeSave ?? ((input: I) => input);

  /** Stored items this viewer may see, newest first, as stored. */
  const visible = (viewer: Viewer): T[] => collection.all().filter((item) => visibleTo(viewer, item)).sort(byDateDesc);

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
      if (!item || !visibleTo(viewer, item)) throw new NotFound(opts.notFound);
      return view(item);
    },

    async create(body: unknown): Promise<T> {
      const input = prepare(parseInput(inputSchema, body));
      const now = new Date().toISOString();
      const item = { ...input, id: randomUUID(), createdAt: now, updatedAt: now } as unknown as T;
      await collection.write((items) => void items.push(item));
      return item;
    },

    /** A full update: the same body as create (SPEC 7). */
    async update(id: string, body: unknown): Promise<T> {
      const input = prepare(parseInput(inputSchema, body));
      return collection.write((items) => {
        const i = items.findIndex((x) => x.id === id);
        if (i < 0) throw new NotFound(opts.notFound);
        const next = { ...items[i], ...input, id, createdAt: items[i].createdAt, updatedAt: new Date().toISOString() } as T;
        items[i] = next;
        return next;
      });
    },

    async remove(id: string): Promise<{ id: string }> {
      await collection.write((items) => {
        const i = items.findIndex((x) => x.id === id);
        if (i < 0) throw new NotFound(opts.notFound);
        items.splice(i, 1);
      });
      return { id };
    },
  };
}
