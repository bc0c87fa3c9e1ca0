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
import { SYSTEM, type Actor } from "./events";
import type { Viewer } from "./visibility";

const texts = {
  category: { notFound: apiMessages.categoryNotFound, exists: apiMessages.categoryExists },
  tag: { notFound: apiMessages.tagNotFound, exists: apiMessages.tagExists },
} as const;

/** Names compare without case or surrounding/multiple spaces. */
const nameKey = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/** Every write announces itself ({kind}.created, .updated, .merged, .deleted) once it is stored. */
export function createTaxonomyService(storage: Pick<Storage, "categories" | "tags">, blogs: BlogService, kind: TermKind) {
  const terms = kind === "category" ? storage.categories : storage.tags;
  const { notFound, exists } = texts[kind];

  function slugFor(name: string, slug: string | undefined): string {
    const s = slugify(slug || name);
    if (!s) throw Invalid.field(slug ? "slug" : "name", "must contain letters or digits");
    return s;
  }

  function assertFree(t: Pick<Term, "name" | "slug">, exceptId?: string) {
    if (terms.find().some((x) => x.id !== exceptId && (x.slug === t.slug || nameKey(x.name) === nameKey(t.name)))) throw new Duplicate(exists);
  }

  const byName = (a: Term, b: Term) => a.name.localeCompare(b.name, "en");

  return {
    kind,

    /** Every term, by name, with the number of posts the viewer can see that carry it. */
    list(viewer: Viewer): TermWithCount[] {
      const counts = blogs.termCounts(viewer, kind);
      return terms
        .find()
        .sort(byName)
        .map((t) => ({ ...t, count: counts.get(t.id) ?? 0 }));
    },

    bySlug(slug: string): Term | undefined {
      const key = slug.normalize("NFC").toLowerCase();
      return terms.find({ where: { slug: key } })[0];
    },

    getById(id: string): Term {
      const t = terms.get(id);
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
      terms.transaction(() => {
        assertFree(term);
        terms.create(term, { actor });
      });
      return term;
    },

    /** Rename, change the slug or the description. The slug stays unless one is sent. */
    async update(id: string, body: unknown, actor: Actor = SYSTEM): Promise<Term> {
      const patch = parseInput(termUpdateSchema, body);
      return terms.transaction(() => {
        const old = terms.get(id);
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
        assertFree(next, id);
        return terms.update(id, () => next, { actor });
      });
    },

    /** Moves this term's posts to another term and removes this one. */
    async merge(id: string, body: unknown, actor: Actor = SYSTEM): Promise<Term> {
      const { into } = parseInput(termMergeSchema, body);
      const before = this.getById(id);
      const target = this.getById(into);
      if (into === id) throw new Invalid(apiMessages.mergeIntoItself);
      // The posts moved and the term removed: one transaction, all or nothing.
      terms.transaction(() => {
        blogs.reassignTermIn(kind, id, into);
        terms.remove(before.id, { actor, verb: "merged" });
      });
      return target;
    },

    /** Removes the term; its posts keep everything else (one transaction with the posts' change). */
    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      const before = this.getById(id);
      terms.transaction(() => {
        blogs.reassignTermIn(kind, id, undefined);
        terms.remove(before.id, { actor });
      });
      return { id };
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
