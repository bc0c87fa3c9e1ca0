// Categories and tags of blog posts: slugs, names, descriptions, counts, rename, merge, delete.
// One service shape for both kinds; the posts themselves are changed through the blog service.
import { randomUUID } from "node:crypto";
import { apiMessages } from "../../shared/api-messages";
import { termInputSchema, termMergeSchema, termUpdateSchema, type Term, type TermKind, type TermWithCount } from "../../shared/schemas/taxonomy";
import { slugify } from "../../shared/slug";
import { Duplicate, Invalid, NotFound } from "../errors";
import type { Storage } from "../storage";
import type { BlogService } from "./blogs";
import { assertNotStale, stamp } from "./conflict";
import { parseInput } from "./validate";
import { noEvents, SYSTEM, type Actor, type ChangeEvents } from "./events";
import type { Viewer } from "./visibility";

const texts = {
  category: { notFound: apiMessages.categoryNotFound, exists: apiMessages.categoryExists },
  tag: { notFound: apiMessages.tagNotFound, exists: apiMessages.tagExists },
} as const;

/** Names compare without case or surrounding/multiple spaces. */
const nameKey = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/** `events`: every write announces itself ({kind}.created, .updated, .merged, .deleted) once it is stored. */
export function createTaxonomyService(storage: Storage, blogs: BlogService, kind: TermKind, events: ChangeEvents = noEvents()) {
  const terms = kind === "category" ? storage.categories : storage.tags;
  const { notFound, exists } = texts[kind];

  function slugFor(name: string, slug: string | undefined): string {
    const s = slugify(slug || name);
    if (!s) throw Invalid.field(slug ? "slug" : "name", "must contain letters or digits");
    return s;
  }

  function assertFree(items: Term[], t: Pick<Term, "name" | "slug">, exceptId?: string) {
    if (items.some((x) => x.id !== exceptId && (x.slug === t.slug || nameKey(x.name) === nameKey(t.name)))) throw new Duplicate(exists);
  }

  const byName = (a: Term, b: Term) => a.name.localeCompare(b.name, "en");

  return {
    kind,

    /** Every term, by name, with the number of posts the viewer can see that carry it. */
    list(viewer: Viewer): TermWithCount[] {
      const counts = blogs.termCounts(viewer, kind);
      return [...terms.all()].sort(byName).map((t) => ({ ...t, count: counts.get(t.id) ?? 0 }));
    },

    bySlug(slug: string): Term | undefined {
      const key = slug.normalize("NFC").toLowerCase();
      return terms.find((t) => t.slug === key);
    },

    getById(id: string): Term {
      const t = terms.find((x) => x.id === id);
      if (!t) throw new NotFound(notFound);
      return t;
    },

    async create(body: unknown, actor: Actor = SYSTEM): Promise<Term> {
      const input = parseInput(termInputSchema, body);
      const now = new Date().toISOString();
      const term: Term = {
        id: randomUUID(),
        name: input.name.replace(/\s+/g, " "),
        slug: slugFor(input.name, input.slug),
        description: input.description,
        createdAt: now,
        updatedAt: now,
      };
      await terms.write((items) => {
        assertFree(items, term);
        items.push(term);
      });
      events.emit(`${kind}.created`, actor, { after: term });
      return term;
    },

    /** Rename, change the slug or the description. The slug stays unless one is sent. */
    async update(id: string, body: unknown, actor: Actor = SYSTEM): Promise<Term> {
      const patch = parseInput(termUpdateSchema, body);
      let before: Term | undefined;
      const saved = await terms.write((items) => {
        const i = items.findIndex((x) => x.id === id);
        const old = items[i];
        if (!old) throw new NotFound(notFound);
        // A form based on another version than the stored one is refused (services/conflict.ts).
        assertNotStale(body, old);
        const next: Term = {
          ...old,
          name: patch.name !== undefined ? patch.name.replace(/\s+/g, " ") : old.name,
          slug: patch.slug ? slugFor("", patch.slug) : old.slug,
          description: patch.description ?? old.description,
          updatedAt: stamp(old, undefined).updatedAt,
        };
        assertFree(items, next, id);
        items[i] = next;
        before = old;
        return next;
      });
      events.emit(`${kind}.updated`, actor, { before, after: saved });
      return saved;
    },

    /** Moves this term's posts to another term and removes this one. */
    async merge(id: string, body: unknown, actor: Actor = SYSTEM): Promise<Term> {
      const { into } = parseInput(termMergeSchema, body);
      const before = this.getById(id);
      const target = this.getById(into);
      if (into === id) throw new Invalid(apiMessages.mergeIntoItself);
      // The posts moved and the term removed: one transaction, all or nothing.
      storage.transaction(() => {
        blogs.reassignTermIn(kind, id, into);
        terms.writeSync((items) => void items.splice(0, items.length, ...items.filter((x) => x.id !== id)));
      });
      events.emit(`${kind}.merged`, actor, { before, after: target });
      return target;
    },

    /** Removes the term; its posts keep everything else (one transaction with the posts' change). */
    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      const before = this.getById(id);
      storage.transaction(() => {
        blogs.reassignTermIn(kind, id, undefined);
        terms.writeSync((items) => void items.splice(0, items.length, ...items.filter((x) => x.id !== id)));
      });
      events.emit(`${kind}.deleted`, actor, { before });
      return { id };
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
