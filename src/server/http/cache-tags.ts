// What a stored page shows, as cache tags: the page cache drops only the pages a write changes, and
// a CDN in front (Cache-Tag / Surrogate-Key headers) is told to purge the same tags. Every page carries `site`:
// its layout shows the firm's details, the packages, the sidebar links and the sections that have items.
// What a change purges is worked out from the services' change events (tagsForEvent; app.ts subscribes).
import { basePath } from "../../shared/locale";
import type { TermKind } from "../../shared/schemas/taxonomy";
import type { ChangeEvent, EventKind, EventType, PostSubject, Subjects } from "../services/events";
import type { Services } from "../services";
import { VISITOR } from "../services/visibility";

/** Every page: the layout's data. A write to it purges everything. */
export const SITE_TAG = "site";
/** Pages listing posts: the home page, /blog, category and tag pages, feeds, sitemaps, the post list API. */
export const BLOG_LIST_TAG = "blog-list";
/** Every post page (a write that cannot be narrowed to one post, a category's name on every post). */
export const POSTS_TAG = "posts";
export const postTag = (id: string) => `post-${id}`;
export const categoryTag = (slug: string) => `category-${slug}`;
export const tagTag = (slug: string) => `tag-${slug}`;
/** The pages of the admin-published sections: offers on the home page and /offer; news and resources on their pages and the sitemaps. */
export const OFFERS_TAG = "offers";
export const NEWS_TAG = "news";
export const RESOURCES_TAG = "resources";
const SECTION_TAGS = { offer: OFFERS_TAG, news: NEWS_TAG, resource: RESOURCES_TAG } as const;
/** A page the firm edits, by its address (a moved page purges its old and new ones): "/" is page-home. */
export const pageTag = (path: string) => `page-${path === "/" ? "home" : path.slice(1).replaceAll("/", "~")}`;
type Section = keyof typeof SECTION_TAGS;

const LIST_PAGES = new Set(["/", "/blog", "/hi/blog", "/rss.xml", "/hi/rss.xml", "/sitemap.xml", "/sitemap", "/api/blogs"]);

/**
 * The tags of the page at `path` (lower case, as stored; React Router's `.data` of a page counts as the page).
 * A page's Hindi version has its English page's tags. `postIdOf` finds the post a /blog/{excerpt} path shows; `isStoredPage` whether a page the firm edits is there.
 */
export function pageTags(rawPath: string, postIdOf: (excerpt: string) => string | undefined, isStoredPage: (path: string) => boolean = () => false): string[] {
  let path = rawPath.endsWith(".data") ? rawPath.slice(0, -".data".length) : rawPath;
  if (path === "/_root") path = "/";
  // A Hindi version (/hi/...) shows what its English page shows, and each names the other: one set of tags for both.
  path = basePath(path);
  if (path === "/api/blogs") return [BLOG_LIST_TAG];
  const tags = [SITE_TAG];
  if (LIST_PAGES.has(path)) tags.push(BLOG_LIST_TAG);
  if (path === "/" || path === "/offer") tags.push(OFFERS_TAG);
  if (path === "/sitemap.xml" || path === "/sitemap") tags.push(NEWS_TAG, RESOURCES_TAG);
  if (/^\/news(\/|$)/.test(path)) tags.push(NEWS_TAG);
  if (/^\/resources(\/|$)/.test(path)) tags.push(RESOURCES_TAG);
  const post = /^(?:\/hi)?\/blog\/([^/]+)$/.exec(path);
  if (post?.[1] && post[1] !== "preview") {
    tags.push(POSTS_TAG);
    const id = postIdOf(safeDecode(post[1]));
    if (id) tags.push(postTag(id));
  }
  const term = /^\/(category|tag)\/([^/]+)(\/rss\.xml)?$/.exec(path);
  if (term?.[2]) tags.push(BLOG_LIST_TAG, term[1] === "category" ? categoryTag(term[2]) : tagTag(term[2]));
  if (path.startsWith("/author/")) tags.push(BLOG_LIST_TAG);
  if (isStoredPage(path)) tags.push(pageTag(path));
  return tags;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What the tags of a change need to look up: a term's slug by id, the posts carrying a term, a section's public items. */
export type TagLookups = {
  termSlug(kind: TermKind, id: string): string | undefined;
  postIdsWith(kind: TermKind, termId: string): string[];
  /** The Hindi translations of a post (their pages name it as their original). */
  translationsOf(postId: string): string[];
  publicCount(section: Section): number;
};

/** Kinds no stored page shows: their changes purge nothing (an order's own page is never kept). */
const NOT_SHOWN = new Set<EventKind>(["enquiry", "backup", "order", "mail-settings"]);
/** The user events a page shows (an author's name and profile on posts, /team, /author/...); the rest (passwords, sessions, sign-ins) purge nothing. */
const SHOWN_USER_EVENTS = new Set<EventType>(["user.updated", "user.deleted", "user.profile-updated"]);

/** The tags of a post's pages and lists: its own page, the lists (the home page among them), its category's and tags' pages. */
function postTags(post: PostSubject, look: TagLookups, into: Set<string>): void {
  into.add(postTag(post.id));
  // A post and its translation link to each other (hreflang, "Read this article in ..."): a change of one is on both pages.
  if (post.translationOf) into.add(postTag(post.translationOf));
  for (const id of look.translationsOf(post.id)) into.add(postTag(id));
  const category = post.categoryId ? look.termSlug("category", post.categoryId) : undefined;
  if (category) into.add(categoryTag(category));
  for (const id of post.tagIds ?? []) {
    const slug = look.termSlug("tag", id);
    if (slug) into.add(tagTag(slug));
  }
}

/**
 * The tags a change purges, from its before and after: a post's own page, the lists and
 * its category and tag pages (never every post page); a renamed category or tag its pages, the lists and
 * the posts that show its name; a merged or deleted one changed its posts (every post page: simpler than
 * remembering which); an offer, news item or resource its section's pages, and every page when the section
 * has at most one public item left (the layout links a section only while it has some: the write may have
 * changed that); nothing for what no page shows; `site` (every page) for the layout's data (firm details,
 * packages, links, ...) and any kind not named here, so a new kind is never left stale.
 */
export function tagsForEvent(event: ChangeEvent, look: TagLookups): string[] {
  // A restore replaced everything a page can show.
  if (event.type === "backup.restored") return [SITE_TAG];
  if (NOT_SHOWN.has(event.kind)) return [];
  const tags = new Set<string>();
  switch (event.kind) {
    case "post":
      tags.add(BLOG_LIST_TAG);
      for (const p of [event.before, event.after]) if (p) postTags(p, look, tags);
      break;
    case "category":
    case "tag": {
      const kind = event.kind;
      const termTag = kind === "category" ? categoryTag : tagTag;
      tags.add(BLOG_LIST_TAG);
      for (const t of [event.before, event.after]) if (t) tags.add(termTag(t.slug));
      if (event.type.endsWith(".merged") || event.type.endsWith(".deleted")) tags.add(POSTS_TAG);
      else if (event.type.endsWith(".updated") && event.after) for (const id of look.postIdsWith(kind, event.after.id)) tags.add(postTag(id));
      break;
    }
    case "offer":
    case "news":
    case "resource":
      tags.add(SECTION_TAGS[event.kind]);
      if (look.publicCount(event.kind) <= 1) tags.add(SITE_TAG);
      break;
    case "user":
      if (SHOWN_USER_EVENTS.has(event.type)) tags.add(SITE_TAG);
      break;
    case "page":
      for (const p of [event.before, event.after]) if (p) tags.add(pageTag(p.path));
      // What other pages show of it (the menu on every page, the city links, /services, the sitemaps): all of them.
      if (!event.before || !event.after || listingOf(event.before) !== listingOf(event.after)) tags.add(SITE_TAG);
      break;
    default:
      tags.add(SITE_TAG);
  }
  return [...tags];
}

/** What other pages show of a page: its address, name, status, place in the menu, city, description and package. */
function listingOf(p: Subjects["page"]): string {
  return JSON.stringify([p.path, p.name, p.status, p.menu, p.city, p.metaDescription, p.packageSlug]);
}

/** Whether a published page the firm edits (services/pages.ts) is at `path`: its page carries its own tag. */
export const storedPageAt =
  ({ pages }: Pick<Services, "pages">) =>
  (path: string): boolean =>
    pages.published(path) !== null;

/** The lookups of tagsForEvent over the stored terms and posts and the sections' services. */
export function tagLookups({ storage, offers, news, resources }: Pick<Services, "storage" | "offers" | "news" | "resources">): TagLookups {
  const sections = { offer: offers, news, resource: resources };
  return {
    publicCount: (section) => sections[section].list(VISITOR).length,
    termSlug: (kind, id) => (kind === "category" ? storage.categories : storage.tags).get(id)?.slug,
    postIdsWith: (kind, termId) => storage.posts.find({ where: kind === "category" ? { category_id: termId } : { tags: termId } }).map((p) => p.id),
    translationsOf: (postId) => storage.posts.keys({ where: { translation_of: postId } }),
  };
}

/** Where purges go: the page cache, a CDN purger. */
export type Purgeable = { purge(tags: readonly string[]): void };

/**
 * Purges the pages each commit's changes show from every sink, once (the feed announces only committed
 * changes; a deleted term's slug is in the change itself).
 */
export function purgeOnChange(services: Pick<Services, "events" | "storage" | "offers" | "news" | "resources">, sinks: readonly (Purgeable | undefined)[]): () => void {
  const look = tagLookups(services);
  return services.events.subscribeCommits((events) => {
    const tags = [...new Set(events.flatMap((event) => tagsForEvent(event, look)))];
    if (tags.length === 0) return;
    for (const sink of sinks) sink?.purge(tags);
  });
}

/** The response headers naming a page's tags: Cache-Tag (Cloudflare, comma-separated) and Surrogate-Key (Fastly, Varnish; space-separated). */
export function tagHeaders(tags: readonly string[]): Record<string, string> {
  return { "Cache-Tag": tags.join(","), "Surrogate-Key": tags.join(" ") };
}
