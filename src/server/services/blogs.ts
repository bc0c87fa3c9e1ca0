// Blog posts: visibility, excerpt (slug) uniqueness, sanitising, status changes, redirects of old excerpts.
import { randomUUID } from "node:crypto";
import { DESCRIPTION_LENGTH, FEATURED_FALLBACK_COUNT } from "../../shared/constants";
import { apiMessages } from "../../shared/api-messages";
import { messages } from "../../shared/messages";
import { slugKey } from "../../shared/slug";
import { blogInputSchema, blogStatusSchema, type Blog, type BlogInput, type BlogListItem } from "../../shared/schemas/blog";
import type { Term, TermKind, TermRef } from "../../shared/schemas/taxonomy";
import { Duplicate, Invalid, NotFound } from "../errors";
import { assertNotStale, sentUpdatedAt, stamp, withoutEditor, type Editor } from "./conflict";
import { changed, type RevisionService } from "./revisions";
import type { Storage } from "../storage";
import { parseInput } from "./validate";
import { htmlToText, sanitizeRichText, truncateText } from "./sanitize";
import { byDateDesc, visibleTo, type Viewer } from "./visibility";
import type { Logger } from "../log";
import { noEvents, statusVerb, SYSTEM, type Actor, type ChangeEvents } from "./events";

/** Compares excerpts the way URLs are matched: Unicode-normalised, case-folded (slugKey). */
export function excerptKey(excerpt: string): string {
  return slugKey(excerpt);
}

export function describe(blog: Pick<Blog, "metaDescription" | "content">): string {
  return blog.metaDescription || truncateText(htmlToText(blog.content), DESCRIPTION_LENGTH);
}

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

/** Which posts a list shows: those of one category and/or one tag (by slug). */
export type BlogFilter = { category?: string; tag?: string };

const termRef = ({ id, slug, name }: Term): TermRef => ({ id, slug, name });

/**
 * `events`: each write announces itself (post.created, post.published, ...) inside its transaction, so the
 * activity entry is part of it (all or nothing); the page cache purges once it commits.
 */
export function createBlogService(storage: Storage, revisions: RevisionService, log: Logger, events: ChangeEvents = noEvents()) {
  const { blogs, redirects, categories, tags } = storage;
  /** An author named in a body must be a staff user (issue 30). */
  const assertAuthor = (authorId: string | undefined) => {
    if (authorId && !storage.users.find((u) => u.id === authorId)) throw Invalid.field("authorId", "must be a staff user");
  };

  /** The category and tags of a post as names and slugs (looked up each time: a rename shows at once). */
  function termsFor(blog: Blog): Pick<BlogListItem, "category" | "tags"> {
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

  // A description may come from parsing the whole content: work it out once for each content of a post.
  const descriptions = new Map<string, { content: string; meta: string; text: string }>();
  function listItem(blog: Blog): BlogListItem {
    let known = descriptions.get(blog.id);
    if (known?.content !== blog.content || known.meta !== blog.metaDescription) {
      known = { content: blog.content, meta: blog.metaDescription, text: describe(blog) };
      descriptions.set(blog.id, known);
    }
    return toListItem(blog, known.text, termsFor(blog));
  }

  /** Who a staff list names as a post's author: its author (authorId, once posts have one) or whoever saved it last. */
  function authorName(blog: Blog): string {
    const id = (blog as { authorId?: string }).authorId;
    const user = id ? storage.users.find((u) => u.id === id) : undefined;
    return user?.name || user?.email || blog.updatedBy?.name || "";
  }

  function matches(filter: BlogFilter, item: BlogListItem): boolean {
    if (filter.category !== undefined && item.category?.slug !== filter.category) return false;
    if (filter.tag !== undefined && !item.tags.some((t) => t.slug === filter.tag)) return false;
    return true;
  }

  function visible(viewer: Viewer): Blog[] {
    return blogs
      .all()
      .filter((b) => visibleTo(viewer, b))
      .sort(byDateDesc);
  }

  function assertExcerptFree(excerpt: string, exceptId?: string) {
    const key = excerptKey(excerpt);
    if (blogs.all().some((b) => b.id !== exceptId && excerptKey(b.excerpt) === key)) throw new Duplicate(apiMessages.duplicateExcerpt);
  }

  /** A category and tags given by id or slug (issue 30: a preview's body), as ids; unknown ones answer 400. */
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

    list(viewer: Viewer, filter: BlogFilter = {}): BlogListItem[] {
      // Staff lists name each post's author (issue 30: the admin list's column and filter).
      const items = visible(viewer).map((b) => (viewer.staff ? { ...listItem(b), authorName: authorName(b) } : listItem(b)));
      return filter.category === undefined && filter.tag === undefined ? items : items.filter((i) => matches(filter, i));
    },

    /**
     * Related articles of a post: those sharing its category or a tag first, then the others; newest first
     * within each group.
     */
    related(viewer: Viewer, postId: string, count: number): BlogListItem[] {
      const all = visible(viewer).filter((b) => b.status === "published");
      const post = blogs.find((b) => b.id === postId);
      const tagSet = new Set(post?.tagIds ?? []);
      const shares = (b: Blog) => (!!post?.categoryId && b.categoryId === post.categoryId) || (b.tagIds ?? []).some((t) => tagSet.has(t));
      const others = all.filter((b) => b.id !== postId);
      return [...others.filter(shares), ...others.filter((b) => !shares(b))].slice(0, count).map(listItem);
    },

    /**
     * Moves every post from one category or tag to another (a merge), or off it (`to` undefined: a delete).
     * Synchronous: the caller runs it inside its storage.transaction with the term's own change (issue 28).
     */
    reassignTermIn(kind: TermKind, from: string, to: string | undefined): void {
      const uses = (b: Blog) => (kind === "category" ? b.categoryId === from : (b.tagIds ?? []).includes(from));
      if (!blogs.all().some(uses)) return;
      const now = new Date().toISOString();
      blogs.writeSync((items) => {
        for (const b of items) {
          if (!uses(b)) continue;
          if (kind === "category") {
            if (to) b.categoryId = to;
            else delete b.categoryId;
          } else {
            const ids = (b.tagIds ?? []).filter((id) => id !== from);
            if (to && !ids.includes(to)) ids.push(to);
            b.tagIds = ids;
          }
          b.updatedAt = now;
        }
      });
    },

    /** How many of the posts the viewer can see carry each category or tag id. */
    termCounts(viewer: Viewer, kind: TermKind): Map<string, number> {
      const counts = new Map<string, number>();
      const add = (id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const b of blogs.all()) {
        if (!visibleTo(viewer, b)) continue;
        if (kind === "category") {
          if (b.categoryId) add(b.categoryId);
        } else for (const id of b.tagIds ?? []) add(id);
      }
      return counts;
    },

    /** Published posts flagged featured, newest first; when none are flagged, the newest few. */
    featured(viewer: Viewer): BlogListItem[] {
      const posts = visible(viewer).filter((b) => b.status === "published");
      const flagged = posts.filter((b) => b.featured);
      return (flagged.length > 0 ? flagged : posts.slice(0, FEATURED_FALLBACK_COUNT)).map(listItem);
    },

    /**
     * The post with this excerpt (as the router decoded it from the URL), its content sanitised again on
     * the way out: by default as the API answers it; `render` richTextForPage for a public page.
     */
    getByExcerpt(viewer: Viewer, excerpt: string, render: (html: string) => string = sanitizeRichText): Blog {
      const key = excerptKey(excerpt.trim());
      const blog = blogs.find((b) => excerptKey(b.excerpt) === key);
      if (!blog || !visibleTo(viewer, blog)) throw new NotFound(messages.blogNotFound);
      return { ...withoutEditor(blog), content: render(blog.content) };
    },

    /** The id of the post stored under this excerpt, whoever may see it (the cache tag of its page). */
    idOfExcerpt(excerpt: string): string | undefined {
      const key = excerptKey(excerpt.trim());
      return blogs.find((b) => excerptKey(b.excerpt) === key)?.id;
    },

    getById(viewer: Viewer, id: string, render: (html: string) => string = sanitizeRichText): Blog {
      const blog = blogs.find((b) => b.id === id);
      if (!blog || !visibleTo(viewer, blog)) throw new NotFound(messages.blogNotFound);
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
      const target = excerptKey(to);
      const post = blogs.find((b) => excerptKey(b.excerpt) === target);
      return post && visibleTo(viewer, post) ? post.excerpt : undefined;
    },

    /** Adds a post; the post, the end of a redirect of its excerpt and its post.created event (the activity entry) are one transaction. */
    async create(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<Blog> {
      const input = checkTerms(parseInput(blogInputSchema, body)) as BlogInput;
      if (!input.categoryId) delete input.categoryId;
      // Issue 30: the author is whoever creates the post unless the body names another staff user.
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
      const current = blogs.find((b) => b.id === id);
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
      descriptions.delete(id);
      return { id };
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
