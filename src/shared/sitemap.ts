// Shapes of the sitemap: the /api/sitemap-data answer (docs/product.md#data, #api-conventions) and the entries of /sitemap.xml.
import type { Locale } from "./locale";

/** A sitemap link; `url` is a site-relative path. Children nest the same way. */
export type SitemapItem = { title: string; url: string; children?: SitemapItem[] };

export type SitemapData = { main: SitemapItem[]; services: SitemapItem[]; blogs: SitemapItem[] };

/**
 * One <url> of /sitemap.xml: a site-relative path and, where known, when it last changed (ISO); a page in two
 * languages names every version of itself, its own included (`xhtml:link rel="alternate" hreflang`).
 */
export type SitemapEntry = { path: string; lastmod?: string; alternates?: { hreflang: string; path: string }[] };

/**
 * A value encoded as one path segment, never throwing: encodeURIComponent throws on an unpaired surrogate,
 * which the API refuses but stored data may still hold; such a character becomes U+FFFD, so a bad stored
 * value degrades one link, never the page.
 */
export function pathSegment(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, "\uFFFD"));
}

/** /blog/{excerpt} with the excerpt encoded as one path segment. */
export function blogPath(excerpt: string): string {
  return `/blog/${pathSegment(excerpt)}`;
}

/** A post's address in its language: /blog/{excerpt}, or /hi/blog/{excerpt} for a Hindi post. */
export function postPath(post: { excerpt: string; locale?: Locale }): string {
  return post.locale === "hi" ? `/hi${blogPath(post.excerpt)}` : blogPath(post.excerpt);
}

/** /category/{slug} with the slug encoded as one path segment. */
export function categoryPath(slug: string): string {
  return `/category/${pathSegment(slug)}`;
}

/** /tag/{slug} with the slug encoded as one path segment. */
export function tagPath(slug: string): string {
  return `/tag/${pathSegment(slug)}`;
}

/** The distinct keywords of a comma-separated list, trimmed, first spelling kept. */
export function keywordList(keywords: string | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const k of (keywords ?? "").split(",")) {
    const word = k.trim();
    const key = word.toLowerCase();
    if (word && !seen.has(key)) {
      seen.add(key);
      out.push(word);
    }
  }
  return out;
}
