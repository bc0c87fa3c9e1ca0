// Blog posts: visibility, excerpt (slug) uniqueness, sanitising, status changes, redirects of old excerpts.
import { randomUUID } from "node:crypto";
import { FEATURED_FALLBACK_COUNT } from "../../shared/constants";
import { apiMessages } from "../../shared/api-messages";
import { messages } from "../../shared/messages";
import { blogInputSchema, blogStatusSchema, type Blog, type BlogInput, type BlogListItem } from "../../shared/schemas/blog";
import type { Term, TermKind, TermRef } from "../../shared/schemas/taxonomy";
import { Duplicate, Invalid, NotFound } from "../errors";
import { assertNotStale, sentUpdatedAt, stamp, withoutEditor, type Editor } from "./conflict";
import { changed, type RevisionService } from "./revisions";
import type { Storage } from "../storage";
import { ALL, and, or, PostTable, postDescription, postExcerptKey, type PostSummary, type Where } from "../storage/posts";
import { parseInput } from "./validate";
import { htmlToText, sanitizeRichText } from "./sanitize";
import { visibleTo, type Viewer } from "./visibility";
import type { Logger } from "../log";
import { noEvents, statusVerb, SYSTEM, type Actor, type ChangeEvents } from "./events";

/** Compares excerpts the way URLs are matched: Unicode-normalised, case-folded (slugKey); the posts table's key. */
export const excerptKey = postExcerptKey;

export const describe = postDescription;

/** Sanitised content; "" when nothing visible is left (an empty editor, or only a script). */
function cleanContent(html: string): string {
  const clean = sanitizeRichText(html);
  return !htmlToText(clean) && !/<img\s/i.test(clean) ? "" : clean;
}

/** A draft may be saved without content; a post with any other status needs some. */
function assertContent(blog: Pick<Blog, "status" | "content">): void {
  if (blog.status !== "draft" && !blog.content) throw Invalid.field("content", "is required");
}

export function toListItem(blog: Blog, description = describe(blog), terms: Pick<BlogListItem, "category" | "tags"> = { category: null, tags: [] }): BlogListItem {
  const { content: _content, updatedBy: _who, ...rest } = blog;
  return { ...rest, description, ...terms };
}

/** Which posts a list shows: those of one category and/or one tag (by slug), and/or of one author (a user id). */
export type BlogFilter = { category?: string; tag?: string; authorId?: string };
/** A page of a list: `offset` posts skipped, at most `limit` shown. */
export type BlogPage = { offset: number; limit: number };

const termRef = ({ id, slug, name }: Term): TermRef => ({ id, slug, name });

/**
 * `events`: each write announces itself (post.created, post.published, ...) inside its transaction, so the
 * activity entry is part of it (all or nothing); the page cache purges once it commits.
 */
export function createBlogService(storage: Storage, revisions: RevisionService, log: Logger, events: ChangeEvents = noEvents(), now: () => number = Date.now) {
  const { blogs, redirects, categories, tags } = storage;
  /** The posts a viewer may see, as an SQL condition: staff all; visitors those published whose date has come (visibility.ts isPublic, at the services' clock). */
  const seenBy = (viewer: Viewer): Where => (viewer.staff ? ALL : PostTable.publicAt(now()));
  const seesPost = (viewer: Viewer, blog: Blog) => visibleTo(viewer, blog, now());
  const PUBLISHED: Where = { sql: "status = 'published'", params: [] };
  /** An author named in a body must be a staff user. */
  const assertAuthor = (authorId: string | undefined) => {
    if (authorId && !storage.users.find((u) => u.id === authorId)) throw Invalid.field("authorId", "must be a staff user");
  };

  /** The category and tags of a post as names and slugs (looked up each time: a rename shows at once). */
  function termsFor(blog: Pick<Blog, "categoryId" | "tagIds">): Pick<BlogListItem, "category" | "tags"> {
    const category = blog.categoryId ? categories.find((c) => c.id === blog.categoryId) : undefined;
    const tagRefs = (blog.tagIds ?? []).flatMap((id) => {
      const t = tags.find((x) => x.id === id);
      return t ? [termRef(t)] : [];
    });
    return { category: category ? termRef(category) : null, tags: tagRefs };
  }

  /** The category and tags of an input, checked to exist; "" means none. Absent fields stay absent. */
  function checkTerms(input: Partial<BlogInput>): Partial<BlogInput> {
    const out = { ...input };
    if (out.categoryId !== undefined && out.categoryId !== "" && !categories.find((c) => c.id === out.categoryId)) throw Invalid.field("categoryId", "is not a known category");
    if (out.tagIds !== undefined) {
      out.tagIds = [...new Set(out.tagIds)];
      const unknown = out.tagIds.find((id) => !tags.find((t) => t.id === id));
      if (unknown !== undefined) throw Invalid.field("tagIds", "contains an unknown tag");
    }
    for (const key of ["categoryId", "tagIds"] as const) if (out[key] === undefined) delete out[key];
    return out;
  }

  /** Points older redirects at the newest excerpt, drops one that would now loop, adds from -> to (in the caller's transaction). */
  function recordRedirectIn(from: string, to: string): void {
    redirects.writeSync((items) => {
      for (const r of items) if (excerptKey(r.to) === excerptKey(from)) r.to = to;
      const kept = items.filter((r) => excerptKey(r.from) !== excerptKey(to) && excerptKey(r.from) !== excerptKey(from));
      kept.push({ from, to, createdAt: new Date().toISOString() });
      items.splice(0, items.length, ...kept);
    });
  }

  /** A new post that takes over an old excerpt ends that excerpt's redirect (in the caller's transaction). */
  function dropRedirectIn(excerpt: string): void {
    const key = excerptKey(excerpt);
    if (!redirects.find((r) => excerptKey(r.from) === key)) return;
    redirects.writeSync((items) => {
      items.splice(0, items.length, ...items.filter((r) => excerptKey(r.from) !== key));
    });
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
    const user = blog.authorId ? storage.users.find((u) => u.id === blog.authorId) : undefined;
    return user?.name || user?.email || blog.updatedBy?.name || "";
  }

  /** The SQL condition of what a list shows the viewer; null when it names an unknown category or tag (nothing). */
  function listWhere(viewer: Viewer, filter: BlogFilter): Where | null {
    const parts: Where[] = [seenBy(viewer)];
    if (filter.category !== undefined) {
      const c = categories.find((t) => t.slug === filter.category);
      if (!c) return null;
      parts.push(PostTable.withCategory(c.id));
    }
    if (filter.tag !== undefined) {
      const t = tags.find((x) => x.slug === filter.tag);
      if (!t) return null;
      parts.push(PostTable.withTag(t.id));
    }
    if (filter.authorId !== undefined) parts.push(PostTable.withAuthor(filter.authorId));
    return and(...parts);
  }

  /** Staff lists name each post's author (the admin list's column and filter). */
  const itemFor = (viewer: Viewer) => (s: PostSummary) => (viewer.staff ? { ...summaryItem(s), authorName: authorName(s) } : summaryItem(s));

  function assertExcerptFree(excerpt: string, exceptId?: string) {
    if (blogs.idOfExcerptKey(postExcerptKey(excerpt), exceptId) !== undefined) throw new Duplicate(apiMessages.duplicateExcerpt);
  }

  /** A category and tags given by id or slug (a preview's body), as ids; unknown ones answer 400. */
  function termIds(category: string | undefined, tagRefs: string[] | undefined): Pick<BlogInput, "categoryId" | "tagIds"> {
    const byRef = (list: readonly Term[], ref: string) => list.find((t) => t.id === ref) ?? list.find((t) => t.slug === ref.toLowerCase());
    const out: Pick<BlogInput, "categoryId" | "tagIds"> = {};
    if (category !== undefined) {
      const found = category === "" ? undefined : byRef(categories.all(), category);
      if (category !== "" && !found) throw Invalid.field("category", "is not a known category");
      out.categoryId = found?.id ?? "";
    }
    if (tagRefs !== undefined) {
      out.tagIds = [
        ...new Set(
          tagRefs.map((ref) => {
            const found = byRef(tags.all(), ref);
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
      return where ? blogs.summaries({ where }).map(itemFor(viewer)) : [];
    },

    /** One page of list(viewer, filter) and how many posts the whole list has: only that page is read. */
    page(viewer: Viewer, filter: BlogFilter, { offset, limit }: BlogPage): { items: BlogListItem[]; total: number } {
      const where = listWhere(viewer, filter);
      if (!where) return { items: [], total: 0 };
      return { items: blogs.summaries({ where, offset, limit }).map(itemFor(viewer)), total: blogs.count(where) };
    },

    /**
     * Related articles of a post: those sharing its category or a tag first, then the others; newest first
     * within each group. At most `count` posts are read.
     */
    related(viewer: Viewer, postId: string, count: number): BlogListItem[] {
      if (count <= 0) return [];
      const post = blogs.get(postId);
      const base = and(seenBy(viewer), PUBLISHED, { sql: "id <> ?", params: [postId] });
      const tagIds = [...new Set(post?.tagIds ?? [])];
      const links: Where[] = [];
      if (post?.categoryId) links.push(PostTable.withCategory(post.categoryId));
      if (tagIds.length) links.push(PostTable.withAnyTag(tagIds));
      if (!links.length) return blogs.summaries({ where: base, limit: count }).map(summaryItem);
      const shares = or(...links);
      const first = blogs.summaries({ where: and(base, shares), limit: count });
      // (NOT IN rather than NOT: a post without a category has NULL there, and NOT NULL is no answer.)
      const others: Where = { sql: `id NOT IN (SELECT id FROM posts WHERE ${shares.sql})`, params: shares.params };
      const rest = first.length < count ? blogs.summaries({ where: and(base, others), limit: count - first.length }) : [];
      return [...first, ...rest].map(summaryItem);
    },

    /**
     * Moves every post from one category or tag to another (a merge), or off it (`to` undefined: a delete).
     * Synchronous: the caller runs it inside its storage.transaction with the term's own change.
     */
    reassignTermIn(kind: TermKind, from: string, to: string | undefined): void {
      const at = new Date().toISOString();
      // The posts that carry the term, found by index, rewritten in the caller's transaction.
      blogs.updateWhere(kind === "category" ? PostTable.withCategory(from) : PostTable.withTag(from), (b) => {
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
      });
    },

    /** How many of the posts the viewer can see carry each category or tag id (GROUP BY in SQL). */
    termCounts(viewer: Viewer, kind: TermKind): Map<string, number> {
      return blogs.countByTerm(kind, seenBy(viewer));
    },

    /** Published posts flagged featured, newest first; when none are flagged, the newest few. */
    featured(viewer: Viewer): BlogListItem[] {
      const published = and(seenBy(viewer), PUBLISHED);
      const flagged = blogs.summaries({ where: and(published, { sql: "featured = 1", params: [] }) });
      return (flagged.length > 0 ? flagged : blogs.summaries({ where: published, limit: FEATURED_FALLBACK_COUNT })).map(summaryItem);
    },

    /**
     * The post with this excerpt (as the router decoded it from the URL), its content sanitised again on
     * the way out: by default as the API answers it; `render` richTextForPage for a public page.
     */
    getByExcerpt(viewer: Viewer, excerpt: string, render: (html: string) => string = sanitizeRichText): Blog {
      const blog = blogs.byExcerptKey(excerptKey(excerpt.trim()));
      if (!blog || !seesPost(viewer, blog)) throw new NotFound(messages.blogNotFound);
      return { ...withoutEditor(blog), content: render(blog.content) };
    },

    /** The id of the post stored under this excerpt, whoever may see it (the cache tag of its page). */
    idOfExcerpt(excerpt: string): string | undefined {
      return blogs.idOfExcerptKey(excerptKey(excerpt.trim()));
    },

    getById(viewer: Viewer, id: string, render: (html: string) => string = sanitizeRichText): Blog {
      const blog = blogs.get(id);
      if (!blog || !seesPost(viewer, blog)) throw new NotFound(messages.blogNotFound);
      return { ...withoutEditor(blog), content: render(blog.content) };
    },

    /**
     * Where an old excerpt now lives (after a rename), if anywhere: only a post that this viewer can see,
     * so a redirect never reveals the new slug of a draft, archived or scheduled post.
     */
    redirectFor(viewer: Viewer, excerpt: string): string | undefined {
      const key = excerptKey(excerpt.trim());
      const to = redirects.find((r) => excerptKey(r.from) === key)?.to;
      if (to === undefined) return undefined;
      const post = blogs.byExcerptKey(excerptKey(to));
      return post && seesPost(viewer, post) ? post.excerpt : undefined;
    },

    /** Adds a post; the post, the end of a redirect of its excerpt and its post.created event (the activity entry) are one transaction. */
    async create(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<Blog> {
      const input = checkTerms(parseInput(blogInputSchema, body)) as BlogInput;
      if (!input.categoryId) delete input.categoryId;
      // The author is whoever creates the post unless the body names another staff user.
      const authorId = input.authorId || storage.users.find((u) => u.email === editor?.email)?.id;
      if (authorId) input.authorId = authorId;
      else delete input.authorId;
      assertAuthor(input.authorId);
      const { updatedAt } = stamp(undefined, editor);
      const blog: Blog = { ...input, content: cleanContent(input.content), id: randomUUID(), createdAt: updatedAt, updatedAt, updatedBy: editor };
      assertContent(blog);
      storage.transaction(() => {
        assertExcerptFree(blog.excerpt);
        blogs.insert(blog);
        dropRedirectIn(blog.excerpt);
        events.emit("post.created", actor, { after: blog });
      });
      return withoutEditor(blog);
    },

    /**
     * A full update, or `{ status }` alone (the list's publish/archive toggle). A body carrying a stale
     * updatedAt is refused (409) and changes nothing. The post, the revision of the state it replaced,
     * the redirect of a renamed excerpt and its event (the activity entry) are one transaction: all or nothing.
     * `reverted`: the write restores a revision (post.reverted rather than post.updated/published/...).
     */
    async update(id: string, body: unknown, editor?: Editor, actor: Actor = SYSTEM, reverted = false): Promise<Blog> {
      const keys = typeof body === "object" && body !== null ? Object.keys(body).filter((k) => k !== "updatedAt") : [];
      const isToggle = keys.length === 1 && keys[0] === "status";
      const patch: Partial<BlogInput> = isToggle ? parseInput(blogStatusSchema, body) : checkTerms(parseInput(blogInputSchema, body));
      if (patch.authorId === "") delete patch.authorId;
      assertAuthor(patch.authorId);
      const saved = storage.transaction(() => {
        const old = blogs.get(id);
        if (!old) throw new NotFound(messages.blogNotFound);
        assertNotStale(body, old);
        const next: Blog = { ...old, ...patch, id, createdAt: old.createdAt, ...stamp(old, editor) };
        if (patch.content !== undefined) next.content = cleanContent(patch.content);
        if (next.categoryId === "") delete next.categoryId;
        assertContent(next);
        const renamed = excerptKey(next.excerpt) !== excerptKey(old.excerpt);
        if (renamed) assertExcerptFree(next.excerpt, id);
        blogs.put(next);
        if (changed(old, next)) revisions.recordIn(old);
        if (renamed) recordRedirectIn(old.excerpt, next.excerpt);
        events.emit(reverted ? "post.reverted" : `post.${statusVerb(old.status, next.status)}`, actor, { before: old, after: next });
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
      const current = blogs.get(id);
      if (!current) throw new NotFound(messages.blogNotFound);
      const basedOn = sentUpdatedAt(body) ?? current.updatedAt;
      const revision = await revisions.get(id, revisionId);
      const { id: _id, createdAt: _created, updatedAt: _at, updatedBy: _by, ...fields } = revision.post;
      // Its category and tags as the revision had them (none: none), less any since deleted or merged away.
      const categoryId = fields.categoryId && categories.find((c) => c.id === fields.categoryId) ? fields.categoryId : "";
      const tagIds = (fields.tagIds ?? []).filter((t) => tags.find((x) => x.id === t));
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
     * 404 now), with its post.purged event, in one transaction (DELETE /api/blogs/{id} moves a post to the trash instead).
     */
    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      storage.transaction(() => {
        const gone = blogs.delete(id);
        if (!gone) throw new NotFound(messages.blogNotFound);
        revisions.removeIn(id);
        const key = excerptKey(gone.excerpt);
        if (redirects.find((r) => excerptKey(r.to) === key)) {
          redirects.writeSync((items) => {
            items.splice(0, items.length, ...items.filter((r) => excerptKey(r.to) !== key));
          });
        }
        events.emit("post.purged", actor, { before: gone });
      });
      return { id };
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
