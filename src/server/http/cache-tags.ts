// What a stored page shows, as cache tags (issue 35): the page cache drops only the pages a write changes, and
// a CDN in front (Cache-Tag / Surrogate-Key headers) is told to purge the same tags. Every page carries `site`:
// its layout shows the firm's details, the packages, the sidebar links and the sections that have items.

/** Every page: the layout's data. A write to it purges everything. */
export const SITE_TAG = "site";
/** Pages listing posts: the home page, /blog, category and tag pages, feeds, sitemaps, the post list API. */
export const BLOG_LIST_TAG = "blog-list";
/** Every post page (a write that cannot be narrowed to one post, a category's name on every post). */
export const POSTS_TAG = "posts";
export const postTag = (id: string) => `post-${id}`;
export const categoryTag = (slug: string) => `category-${slug}`;
export const tagTag = (slug: string) => `tag-${slug}`;

const LIST_PAGES = new Set(["/", "/blog", "/rss.xml", "/sitemap.xml", "/sitemap", "/api/blogs"]);

/**
 * The tags of the page at `path` (lower case, as stored; React Router's `.data` of a page counts as the page).
 * `postIdOf` finds the post a /blog/{excerpt} path shows.
 */
export function pageTags(rawPath: string, postIdOf: (excerpt: string) => string | undefined): string[] {
  let path = rawPath.endsWith(".data") ? rawPath.slice(0, -".data".length) : rawPath;
  if (path === "/_root") path = "/";
  if (path === "/api/blogs") return [BLOG_LIST_TAG];
  const tags = [SITE_TAG];
  if (LIST_PAGES.has(path)) tags.push(BLOG_LIST_TAG);
  const post = /^\/blog\/([^/]+)$/.exec(path);
  if (post?.[1] && post[1] !== "preview") {
    tags.push(POSTS_TAG);
    const id = postIdOf(safeDecode(post[1]));
    if (id) tags.push(postTag(id));
  }
  const term = /^\/(category|tag)\/([^/]+)(\/rss\.xml)?$/.exec(path);
  if (term?.[2]) tags.push(BLOG_LIST_TAG, term[1] === "category" ? categoryTag(term[2]) : tagTag(term[2]));
  if (path.startsWith("/author/")) tags.push(BLOG_LIST_TAG);
  return tags;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Collections whose writes no stored page shows: they purge nothing. */
const NOT_SHOWN = new Set([
  "enquiries",
  "activity",
  "revisions",
  "redirects",
  "page-views",
  "pageViews",
  "login-attempts",
  "loginAttempts",
  "revoked-tokens",
  "revokedTokens",
  "password-resets",
  "passwordResets",
  "autosaves",
  "preview-copies",
  "push-subscriptions",
  "pushSubscriptions",
  "reply-templates",
  "replyTemplates",
  "reminder-subscriptions",
  "reminderSubscriptions",
  "media",
  // A deleted item leaves its own collection (that write purges its pages); the trash itself shows on no page.
  "trash",
]);

/** Collections shown only by the post pages and the lists (a post's category and tag names, its author). */
const BLOG_PARTS = new Set(["blogs", "categories", "tags", "users"]);

/**
 * The tags a write to `collection` purges, when the write cannot be narrowed further: the post pages and
 * lists for what only they show, nothing for records no page shows, and `site` (everything) for the rest,
 * so a new kind of content is never left stale.
 */
export function tagsForChange(collection: string): string[] {
  if (NOT_SHOWN.has(collection)) return [];
  if (BLOG_PARTS.has(collection)) return [BLOG_LIST_TAG, POSTS_TAG];
  return [SITE_TAG];
}

/** The response headers naming a page's tags: Cache-Tag (Cloudflare, comma-separated) and Surrogate-Key (Fastly, Varnish; space-separated). */
export function tagHeaders(tags: readonly string[]): Record<string, string> {
  return { "Cache-Tag": tags.join(","), "Surrogate-Key": tags.join(" ") };
}
