// Blog posts: visibility, excerpt (slug) uniqueness, sanitising, status changes, redirects of old excerpts.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { FEATURED_FALLBACK_COUNT } from "../../shared/constants";
import { apiMessages, postTranslationMessages } from "../../shared/api-messages";
import { messages } from "../../shared/messages";
import { POST_CONTENT_MAX_LENGTH } from "../../shared/rich-text";
import { blogInputSchema, blogStatusSchema, type Blog, type BlogInput, type BlogListItem } from "../../shared/schemas/blog";
import type { Term, TermKind, TermRef } from "../../shared/schemas/taxonomy";
import { Duplicate, Invalid, NotFound } from "../errors";
import { assertNotStale, sentUpdatedAt, stamp, withoutEditor, type Editor } from "./conflict";
import { changed, type RevisionService } from "./revisions";
import type { Storage, Where } from "../storage";
import { postDescription, postExcerptKey, titleKey, type PostSummary } from "../storage/posts";
import type { PostColumn } from "../storage/tables";
import { parseInput } from "./validate";
import { cleanRichText, sanitizeRichText } from "./sanitize";
import { visibleTo, type Viewer } from "./visibility";
import { SYSTEM, type Actor } from "./events";
import { isLocale, type Locale } from "../../shared/locale";

/** Compares excerpts the way URLs are matched: Unicode-normalised, case-folded (slugKey); the posts table's key. */
export const excerptKey = postExcerptKey;

export const describe = postDescription;

/** Sanitised content; "" when nothing visible is left (an empty editor, or only a script); 400 when too long once cleaned. */
const cleanContent = (html: string): string => cleanRichText(html, "content", POST_CONTENT_MAX_LENGTH);

/** A draft may be saved without content; a post with any other status needs some. */
function assertContent(blog: Pick<Blog, "status" | "content">): void {
  if (blog.status !== "draft" && !blog.content) throw Invalid.field("content", "is required");
}

export function toListItem(blog: Blog, description = describe(blog), terms: Pick<BlogListItem, "category" | "tags"> = { category: null, tags: [] }): BlogListItem {
  const { content: _content, updatedBy: _who, ...rest } = blog;
  return { ...rest, description, ...terms };
}

/** Which posts a list shows: those of one category and/or one tag (by slug), and/or of one author (a user id), and/or of one language. */
export type BlogFilter = { category?: string; tag?: string; authorId?: string; locale?: Locale };

/** `?locale=` of a list: "en" or "hi" (absent or empty: every language); anything else answers 400. */
export function localeFilter(value: unknown): Locale | undefined {
  if (value === undefined || value === "") return undefined;
  if (isLocale(value)) return value;
  throw Invalid.field("locale", postTranslationMessages.badLocale);
}

/** A post's page in each language it is written in (itself and its translation or original), for hreflang. */
export type PostVersion = { locale: Locale; excerpt: string };
/** A page of a list: `offset` posts skipped, at most `limit` shown. */
export type BlogPage = { offset: number; limit: number };

/** The staff list's search and filters (GET /api/blogs/staff-list): words of the title, the status shown, a category and an author by id. */
export const staffListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(""),
  status: z.enum(["published", "scheduled", "draft", "archived"]).or(z.literal("")).optional().default(""),
  category: z.string().max(100).optional().default(""),
  author: z.string().max(100).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

/** Posts on one page of Blog Management. */
export const STAFF_LIST_PAGE_SIZE = 50;

/** What the staff list can be filtered by: the categories, and the users who wrote posts. */
export type StaffListFacets = { categories: { id: string; name: string }[]; authors: { id: string; name: string }[] };

const termRef = ({ id, slug, name }: Term): TermRef => ({ id, slug, name });

type PostWhere = Where<PostColumn>;

/**
 * Each write announces itself on the change feed (post.created, post.published, ...) once it commits: the
 * activity log, the page cache and the search index follow from there.
 */
export function createBlogService(
  { posts, redirects, categories, tags, users }: Pick<Storage, "posts" | "redirects" | "categories" | "tags" | "users">,
  revisions: RevisionService,
  now: () => number = Date.now,
) {
  /** The posts a viewer may see: staff all; visitors those published whose date has come (visibility.ts isPublic, at the services' clock). */
  const seenBy = (viewer: Viewer): PostWhere => (viewer.staff ? {} : { status: "published", time: { lte: now() } });
  const seesPost = (viewer: Viewer, blog: Blog) => visibleTo(viewer, blog, now());
  const byExcerptKey = (key: string) => posts.find({ where: { excerpt_key: key }, limit: 1 })[0];
  /** An author named in a body must be a staff user. */
  const assertAuthor = (authorId: string | undefined) => {
    if (authorId && !users.get(authorId)) throw Invalid.field("authorId", "must be a staff user");
  };

  /** The category and tags of a post as names and slugs (looked up each time: a rename shows at once). */
  function termsFor(blog: Pick<Blog, "categoryId" | "tagIds">): Pick<BlogListItem, "category" | "tags"> {
    const category = blog.categoryId ? categories.get(blog.categoryId) : undefined;
    const tagRefs = (blog.tagIds ?? []).flatMap((id) => {
      const t = tags.get(id);
      return t ? [termRef(t)] : [];
    });
    return { category: category ? termRef(category) : null, tags: tagRefs };
  }

  /** The category and tags of an input, checked to exist; "" means none. Absent fields stay absent. */
  function checkTerms(input: Partial<BlogInput>): Partial<BlogInput> {
    const out = { ...input };
    if (out.categoryId !== undefined && out.categoryId !== "" && !categories.get(out.categoryId)) throw Invalid.field("categoryId", "is not a known category");
    if (out.tagIds !== undefined) {
      out.tagIds = [...new Set(out.tagIds)];
      const unknown = out.tagIds.find((id) => !tags.get(id));
      if (unknown !== undefined) throw Invalid.field("tagIds", "contains an unknown tag");
    }
    for (const key of ["categoryId", "tagIds"] as const) if (out[key] === undefined) delete out[key];
    return out;
  }

  /** Points older redirects at the newest excerpt, drops one that would now loop, adds from -> to (in the caller's transaction). */
  function recordRedirectIn(from: string, to: string): void {
    redirects.transaction(() => {
      for (const r of redirects.find()) {
        if (excerptKey(r.from) === excerptKey(to) || excerptKey(r.from) === excerptKey(from)) redirects.remove(r.from);
        else if (excerptKey(r.to) === excerptKey(from)) redirects.update(r.from, { to });
      }
      redirects.create({ from, to, createdAt: new Date().toISOString() });
    });
  }

  /** A new post that takes over an old excerpt ends that excerpt's redirect (in the caller's transaction). */
  function dropRedirectIn(excerpt: string): void {
    const key = excerptKey(excerpt);
    for (const r of redirects.find()) if (excerptKey(r.from) === key) redirects.remove(r.from);
  }

  /** A post as list items show it (its description worked out from its content). */
  function listItem(blog: Blog): BlogListItem {
    return toListItem(blog, describe(blog), termsFor(blog));
  }
  /** A list item from what lists read of a post (storage/posts.ts summaries: the description was worked out at save time). */
  function summaryItem({ updatedBy: _who, ...rest }: PostSummary): BlogListItem {
    return { ...rest, ...termsFor(rest) };
  }

  /** Who a staff list names as a post's author: its author (authorId, once posts have one) or whoever saved it last. */
  function authorName(blog: Pick<Blog, "authorId" | "updatedBy">): string {
    const user = blog.authorId ? users.get(blog.authorId) : undefined;
    return user?.name || user?.email || blog.updatedBy?.name || "";
  }

  /** What a list shows the viewer; null when it names an unknown category or tag (nothing). */
  function listWhere(viewer: Viewer, filter: BlogFilter): PostWhere | null {
    const where: PostWhere = { ...seenBy(viewer) };
    if (filter.category !== undefined) {
      const c = categories.find({ where: { slug: filter.category } })[0];
      if (!c) return null;
      where.category_id = c.id;
    }
    if (filter.tag !== undefined) {
      const t = tags.find({ where: { slug: filter.tag } })[0];
      if (!t) return null;
      where.tags = t.id;
    }
    if (filter.authorId !== undefined) where.author_id = filter.authorId;
    if (filter.locale !== undefined) where.locale = filter.locale;
    return where;
  }

  /** Staff lists name each post's author (the admin list's column and filter). */
  const itemFor = (viewer: Viewer) => (s: PostSummary) => (viewer.staff ? { ...summaryItem(s), authorName: authorName(s) } : summaryItem(s));

  /**
   * A post's language and its link to an original: only a Hindi post translates, and what it translates is a stored
   * English post (400) that no other post translates already (409); an English post that has a translation stays
   * English (400). Inside the write's transaction.
   */
  function assertTranslation(next: Blog): void {
    if (next.translationOf) {
      if (next.locale !== "hi") throw Invalid.field("translationOf", postTranslationMessages.onlyHindi);
      const original = posts.get(next.translationOf);
      if (!original) throw Invalid.field("translationOf", postTranslationMessages.unknownPost);
      if (original.locale !== "en") throw Invalid.field("translationOf", postTranslationMessages.notEnglish);
      const other = posts.find({ where: { translation_of: next.translationOf, id: { ne: next.id } }, limit: 1 })[0];
      if (other) throw new Duplicate(postTranslationMessages.alreadyTranslated(original.title, other.title));
    }
    if (next.locale !== "en" && posts.count({ translation_of: next.id }) > 0) throw Invalid.field("locale", postTranslationMessages.hasTranslation);
  }

  function assertExcerptFree(excerpt: string, exceptId?: string) {
    if (posts.count({ excerpt_key: postExcerptKey(excerpt), id: { ne: exceptId ?? "" } }) > 0) throw new Duplicate(apiMessages.duplicateExcerpt);
  }

  /** A category and tags given by id or slug (a preview's body), as ids; unknown ones answer 400. */
  function termIds(category: string | undefined, tagRefs: string[] | undefined): Pick<BlogInput, "categoryId" | "tagIds"> {
    const byRef = (list: readonly Term[], ref: string) => list.find((t) => t.id === ref) ?? list.find((t) => t.slug === ref.toLowerCase());
    const out: Pick<BlogInput, "categoryId" | "tagIds"> = {};
    if (category !== undefined) {
      const found = category === "" ? undefined : byRef(categories.find(), category);
      if (category !== "" && !found) throw Invalid.field("category", "is not a known category");
      out.categoryId = found?.id ?? "";
    }
    if (tagRefs !== undefined) {
      out.tagIds = [
        ...new Set(
          tagRefs.map((ref) => {
            const found = byRef(tags.find(), ref);
            if (!found) throw Invalid.field("tags", "contains an unknown tag");
            return found.id;
          }),
        ),
      ];
    }
    return out;
  }

  return {
    /** A post as list items show it. */
    item: listItem,
    /** A post as list items show it, worked out afresh (a page's rendered post, a preview's working copy). */
    itemOf: (blog: Blog): BlogListItem => toListItem(blog, describe(blog), termsFor(blog)),
    termIds,
    /** Sanitised content as a save would keep it ("" when nothing visible is left). */
    cleanContent,

    /** The posts the viewer sees (of one category, tag or author), newest first: the whole list (the API's prepared answer, feeds, sitemap). */
    list(viewer: Viewer, filter: BlogFilter = {}): BlogListItem[] {
      const where = listWhere(viewer, filter);
      return where ? posts.summaries({ where }).map(itemFor(viewer)) : [];
    },

    /**
     * One page of Blog Management: every post (drafts, scheduled, archived), newest first, narrowed by words of
     * the title, the status shown, a category and an author; only that page is read.
     */
    staffPage(query: unknown): { items: BlogListItem[]; total: number; page: number; pageSize: number; facets: StaffListFacets } {
      const { q, status, category, author, page } = parseInput(staffListQuerySchema, query);
      const at = now();
      const where: PostWhere = {};
      if (q) where.title_key = { contains: titleKey(q) };
      if (status === "draft" || status === "archived") where.status = status;
      if (status === "published") Object.assign(where, { status: "published", time: { lte: at } });
      if (status === "scheduled") Object.assign(where, { status: "published", time: { gt: at } });
      if (category) where.category_id = category;
      if (author) where.author_id = author;
      const offset = (page - 1) * STAFF_LIST_PAGE_SIZE;
      const items = posts.summaries({ where, offset, limit: STAFF_LIST_PAGE_SIZE }).map(itemFor({ staff: true }));
      const facets: StaffListFacets = {
        categories: categories.find().map((c) => ({ id: c.id, name: c.name })),
        authors: users
          .find()
          .filter((u) => posts.count({ author_id: u.id }) > 0)
          .map((u) => ({ id: u.id, name: u.name || u.email })),
      };
      return { items, total: posts.count(where), page, pageSize: STAFF_LIST_PAGE_SIZE, facets };
    },

    /** One page of list(viewer, filter) and how many posts the whole list has: only that page is read. */
    page(viewer: Viewer, filter: BlogFilter, { offset, limit }: BlogPage): { items: BlogListItem[]; total: number } {
      const where = listWhere(viewer, filter);
      if (!where) return { items: [], total: 0 };
      return { items: posts.summaries({ where, offset, limit }).map(itemFor(viewer)), total: posts.count(where) };
    },

    /**
     * Related articles of a post: those sharing its category or a tag first, then the others; newest first
     * within each group. At most `count` posts are read.
     */
    related(viewer: Viewer, postId: string, count: number): BlogListItem[] {
      if (count <= 0) return [];
      const post = posts.get(postId);
      // Posts in the post's own language: a reader of a Hindi post is shown Hindi posts.
      const base: PostWhere = { and: [seenBy(viewer), { status: "published", id: { ne: postId }, locale: post?.locale ?? "en" }] };
      const tagIds = [...new Set(post?.tagIds ?? [])];
      const links: PostWhere[] = [];
      if (post?.categoryId) links.push({ category_id: post.categoryId });
      if (tagIds.length) links.push({ tags: { in: tagIds } });
      if (!links.length) return posts.summaries({ where: base, limit: count }).map(summaryItem);
      const shares: PostWhere = { or: links };
      const first = posts.summaries({ where: { and: [base, shares] }, limit: count });
      const rest = first.length < count ? posts.summaries({ where: { and: [base, { not: shares }] }, limit: count - first.length }) : [];
      return [...first, ...rest].map(summaryItem);
    },

    /**
     * Moves every post from one category or tag to another (a merge), or off it (`to` undefined: a delete).
     * Synchronous: the caller runs it inside its storage.transaction with the term's own change.
     */
    reassignTermIn(kind: TermKind, from: string, to: string | undefined): void {
      const at = new Date().toISOString();
      // The posts that carry the term, found by index, rewritten in the caller's transaction. Moving them is part
      // of the term's change (announced by the term), not an edit of each post.
      const carrying = posts.find({ where: kind === "category" ? { category_id: from } : { tags: from } });
      for (const post of carrying) {
        posts.update(
          post.id,
          (b) => {
            // Announced as post.reassigned: the activity log names the term's merge or delete, not each post.
            if (kind === "category") {
              if (to) b.categoryId = to;
              else delete b.categoryId;
            } else {
              const ids = (b.tagIds ?? []).filter((id) => id !== from);
              if (to && !ids.includes(to)) ids.push(to);
              b.tagIds = ids;
            }
            b.updatedAt = at;
            return b;
          },
          { verb: "reassigned" },
        );
      }
    },

    /** How many of the posts the viewer can see carry each category or tag id (GROUP BY in SQL). */
    termCounts(viewer: Viewer, kind: TermKind): Map<string, number> {
      return posts.countBy(kind === "category" ? "category_id" : "tags", seenBy(viewer));
    },

    /** Published posts flagged featured, newest first; when none are flagged, the newest few. */
    featured(viewer: Viewer, locale?: Locale): BlogListItem[] {
      const published: PostWhere = { and: [seenBy(viewer), { status: "published", ...(locale && { locale }) }] };
      const flagged = posts.summaries({ where: { ...published, featured: 1 } });
      return (flagged.length > 0 ? flagged : posts.summaries({ where: published, limit: FEATURED_FALLBACK_COUNT })).map(summaryItem);
    },

    /**
     * The post with this excerpt (as the router decoded it from the URL), its content sanitised again on
     * the way out: by default as the API answers it; `render` richTextForPage for a public page.
     */
    getByExcerpt(viewer: Viewer, excerpt: string, render: (html: string) => string = sanitizeRichText): Blog {
      const blog = byExcerptKey(excerptKey(excerpt.trim()));
      if (!blog || !seesPost(viewer, blog)) throw new NotFound(messages.blogNotFound);
      return { ...withoutEditor(blog), content: render(blog.content) };
    },

    /**
     * The post's versions the viewer may see, its own first: a Hindi post and the English post it translates, or an
     * English post and its Hindi translation. A post without a visible counterpart has one version.
     */
    versions(viewer: Viewer, post: Pick<Blog, "id" | "locale" | "excerpt" | "translationOf">): PostVersion[] {
      const own: PostVersion = { locale: post.locale, excerpt: post.excerpt };
      const other = post.locale === "hi" ? (post.translationOf ? posts.get(post.translationOf) : undefined) : posts.find({ where: { translation_of: post.id }, limit: 1 })[0];
      return other && other.locale !== post.locale && seesPost(viewer, other) ? [own, { locale: other.locale, excerpt: other.excerpt }] : [own];
    },

    /** The ids of the posts paired with this one (its original, its translation): their pages name each other. */
    pairedIds(post: Pick<Blog, "id" | "translationOf">): string[] {
      return [...(post.translationOf ? [post.translationOf] : []), ...posts.find({ where: { translation_of: post.id } }).map((p) => p.id)];
    },

    /** The id of the post stored under this excerpt, whoever may see it (the cache tag of its page). */
    idOfExcerpt(excerpt: string): string | undefined {
      return byExcerptKey(excerptKey(excerpt.trim()))?.id;
    },

    getById(viewer: Viewer, id: string, render: (html: string) => string = sanitizeRichText): Blog {
      const blog = posts.get(id);
      if (!blog || !seesPost(viewer, blog)) throw new NotFound(messages.blogNotFound);
      return { ...withoutEditor(blog), content: render(blog.content) };
    },

    /**
     * Where an old excerpt now lives (after a rename), if anywhere: only a post that this viewer can see,
     * so a redirect never reveals the new slug of a draft, archived or scheduled post.
     */
    redirectFor(viewer: Viewer, excerpt: string): string | undefined {
      const key = excerptKey(excerpt.trim());
      const to = redirects.find().find((r) => excerptKey(r.from) === key)?.to;
      if (to === undefined) return undefined;
      const post = byExcerptKey(excerptKey(to));
      return post && seesPost(viewer, post) ? post.excerpt : undefined;
    },

    /** Adds a post; the post and the end of a redirect of its excerpt are one transaction. */
    async create(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<Blog> {
      const input = checkTerms(parseInput(blogInputSchema, body)) as BlogInput;
      if (!input.categoryId) delete input.categoryId;
      // The author is whoever creates the post unless the body names another staff user.
      const authorId = input.authorId || (editor ? users.find({ where: { email: editor.email } })[0]?.id : undefined);
      if (authorId) input.authorId = authorId;
      else delete input.authorId;
      assertAuthor(input.authorId);
      const { updatedAt } = stamp(undefined, editor);
      const blog: Blog = { ...input, locale: input.locale ?? "en", content: cleanContent(input.content), id: randomUUID(), createdAt: updatedAt, updatedAt, updatedBy: editor };
      if (!blog.translationOf) delete blog.translationOf;
      assertContent(blog);
      posts.transaction(() => {
        assertExcerptFree(blog.excerpt);
        assertTranslation(blog);
        posts.create(blog, { actor });
        dropRedirectIn(blog.excerpt);
      });
      return withoutEditor(blog);
    },

    /**
     * A full update, or `{ status }` alone (the list's publish/archive toggle). A body carrying a stale
     * updatedAt is refused (409) and changes nothing. The post, the revision of the state it replaced,
     * and the redirect of a renamed excerpt are one transaction: all or nothing.
     * `reverted`: the write restores a revision (post.reverted rather than post.updated/published/...).
     */
    async update(id: string, body: unknown, editor?: Editor, actor: Actor = SYSTEM, reverted = false): Promise<Blog> {
      const keys = typeof body === "object" && body !== null ? Object.keys(body).filter((k) => k !== "updatedAt") : [];
      const isToggle = keys.length === 1 && keys[0] === "status";
      const patch: Partial<BlogInput> = isToggle ? parseInput(blogStatusSchema, body) : checkTerms(parseInput(blogInputSchema, body));
      if (patch.authorId === "") delete patch.authorId;
      for (const key of ["locale", "translationOf"] as const) if (patch[key] === undefined) delete patch[key];
      assertAuthor(patch.authorId);
      const saved = posts.transaction(() => {
        const old = posts.get(id);
        if (!old) throw new NotFound(messages.blogNotFound);
        assertNotStale(body, old);
        const next: Blog = { ...old, ...patch, id, createdAt: old.createdAt, ...stamp(old, editor) };
        if (patch.content !== undefined) next.content = cleanContent(patch.content);
        if (next.categoryId === "") delete next.categoryId;
        if (!next.translationOf) delete next.translationOf;
        assertContent(next);
        if (next.locale !== old.locale || next.translationOf !== old.translationOf) assertTranslation(next);
        const renamed = excerptKey(next.excerpt) !== excerptKey(old.excerpt);
        if (renamed) assertExcerptFree(next.excerpt, id);
        posts.update(id, () => next, { actor, ...(reverted && { verb: "reverted" }) });
        if (changed(old, next)) revisions.recordIn(old);
        if (renamed) recordRedirectIn(old.excerpt, next.excerpt);
        return next;
      });
      return withoutEditor(saved);
    },

    /**
     * Makes a revision the current state of its post (an update: the state it replaces becomes a revision
     * first, so a restore can be undone). Based on the updatedAt the body carries, else on the one stored
     * when the request arrived: of two restores at once, the second answers 409 like any stale write.
     */
    async restore(id: string, revisionId: string, editor?: Editor, body?: unknown, actor: Actor = SYSTEM): Promise<Blog> {
      const current = posts.get(id);
      if (!current) throw new NotFound(messages.blogNotFound);
      const basedOn = sentUpdatedAt(body) ?? current.updatedAt;
      const revision = await revisions.get(id, revisionId);
      const { id: _id, createdAt: _created, updatedAt: _at, updatedBy: _by, ...fields } = revision.post;
      // Its category and tags as the revision had them (none: none), less any since deleted or merged away.
      const categoryId = fields.categoryId && categories.get(fields.categoryId) ? fields.categoryId : "";
      const tagIds = (fields.tagIds ?? []).filter((t) => tags.get(t));
      return this.update(id, { ...fields, categoryId, tagIds, updatedAt: basedOn }, editor, actor, true);
    },

    async recordRedirect(from: string, to: string): Promise<void> {
      recordRedirectIn(from, to);
    },

    /** A new post that takes over an old excerpt ends that excerpt's redirect. */
    async dropRedirectFrom(excerpt: string): Promise<void> {
      dropRedirectIn(excerpt);
    },

    /**
     * Deletes the post, its revisions and the redirects of its old excerpts (they would only lead to a
     * 404 now), in one transaction, announced as post.purged (DELETE /api/blogs/{id} moves a post to the trash instead).
     */
    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      posts.transaction(() => {
        const gone = posts.remove(id, { actor, verb: "purged" });
        if (!gone) throw new NotFound(messages.blogNotFound);
        revisions.removeIn(id);
        const key = excerptKey(gone.excerpt);
        for (const r of redirects.find()) if (excerptKey(r.to) === key) redirects.remove(r.from);
      });
      return { id };
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
