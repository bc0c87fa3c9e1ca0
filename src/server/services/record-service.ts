// One service shape for the simple records staff manage (offers, news, resources, packages, testimonials, sidebar
// links, reply templates, compliance dates): list what a viewer may see, read one, create, full update with the
// edit-conflict rule, remove. What differs between them is a hook: who may see an item, the list's order, how
// input becomes the stored record (sanitising, an order, a slug that must be free), how an item is answered.
// Writes go through the resource's repository, which announces them (storage/changes.ts); nothing here emits.
import { randomUUID } from "node:crypto";
import type { ZodType } from "zod";
import { NotFound } from "../errors";
import type { Repository } from "../storage";
import { assertNotStale, stamp, withoutEditor, type Editor } from "./conflict";
import { SYSTEM, type Actor } from "./events";
import { parseInput } from "./validate";
import type { Viewer } from "./visibility";

type Stored = { updatedAt?: string; updatedBy?: Editor; createdAt?: string };

export type RecordHooks<T extends Stored, I> = {
  /** The 404 message of this resource. */
  notFound: string;
  /** The record's key field (default `id`; sidebar links use `_id`). */
  key?: "id" | "_id";
  /** Whether `viewer` may see the item (default: everyone). */
  canSee?: (viewer: Viewer, item: T) => boolean;
  /** The order of lists (default: the order records were added). */
  order?: (a: T, b: T) => number;
  /** Validated input as it is stored (sanitised, defaults worked out); `old` on an update, `all` the stored items. */
  prepare?: (input: I, old: T | undefined, all: () => T[]) => I;
  /** Throws when the input clashes with another item (a slug taken); `id` of the item being updated. */
  check?: (input: I, id: string | undefined, all: () => T[]) => void;
  /** The item as answered (default: without who saved it last). */
  present?: (item: T) => T;
  /** Stamp createdAt on creation (default true). */
  created?: boolean;
  /** Keep who saved last (default true; reply templates keep only updatedAt). */
  editor?: boolean;
};

export function createRecordService<T extends Stored, I extends object>(repo: Repository<T>, inputSchema: ZodType<I>, hooks: RecordHooks<T, I>) {
  const key = hooks.key ?? "id";
  const canSee = hooks.canSee ?? (() => true);
  const present = hooks.present ?? ((item: T) => withoutEditor(item) as T);
  const prepare = hooks.prepare ?? ((input: I) => input);
  const all = () => repo.find();

  const stampOf = (old: T | undefined, editor: Editor | undefined) => {
    const s = stamp(old, editor);
    return hooks.editor === false ? { updatedAt: s.updatedAt } : s;
  };

  /** Stored items this viewer may see, in the list's order, as stored. */
  const visible = (viewer: Viewer): T[] => {
    const items = repo.find().filter((item) => canSee(viewer, item));
    return hooks.order ? items.toSorted(hooks.order) : items;
  };

  return {
    visible,

    /** Items this viewer may see, in order, as answered. */
    list(viewer: Viewer): T[] {
      return visible(viewer).map(present);
    },

    /** The item as answered, or through `view` when a caller shows it differently; 404 when the viewer may not see it. */
    getById(viewer: Viewer, id: string, view: (item: T) => T = present): T {
      const item = repo.get(id);
      if (!item || !canSee(viewer, item)) throw new NotFound(hooks.notFound);
      return view(item);
    },

    async create(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<T> {
      const saved = repo.transaction(() => {
        const input = prepare(parseInput(inputSchema, body), undefined, all);
        hooks.check?.(input, undefined, all);
        const stamped = stampOf(undefined, editor);
        const item = { ...input, [key]: randomUUID(), ...(hooks.created === false ? {} : { createdAt: stamped.updatedAt }), ...stamped } as unknown as T;
        return repo.create(item, { actor });
      });
      return present(saved);
    },

    /** A full update (the same body as create); a stale updatedAt in the body answers 409 and changes nothing. */
    async update(id: string, body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<T> {
      const parsed = parseInput(inputSchema, body);
      const saved = repo.transaction(() => {
        const old = repo.get(id);
        if (!old) throw new NotFound(hooks.notFound);
        assertNotStale(body, old);
        const input = prepare(parsed, old, all);
        hooks.check?.(input, id, all);
        const next = { ...old, ...input, [key]: id, ...(old.createdAt !== undefined && { createdAt: old.createdAt }), ...stampOf(old, editor) } as T;
        return repo.update(id, () => next, { actor });
      });
      return present(saved);
    },

    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      if (!repo.remove(id, { actor })) throw new NotFound(hooks.notFound);
      return { id };
    },
  };
}

export type RecordService<T extends Stored> = ReturnType<typeof createRecordService<T, object>>;
