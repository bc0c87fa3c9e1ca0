// Shapes of the sitemap: the /api/sitemap-data answer (SPEC 3, DESIGN 5) and the entries of /sitemap.xml.

/** A sitemap link; `url` is a site-relative path. Children nest the same way. */
export type SitemapItem = { title: string; url: string; children?: SitemapItem[] };

export type SitemapData = { main: SitemapItem[]; services: SitemapItem[]; blogs: SitemapItem[] };

/** One <url> of /sitemap.xml: a site-relative path and, where known, when it last changed (ISO). */
export type SitemapEntry = { path: string; lastmod?: string };

/** /blog/{excerpt} with the excerpt encoded as one path segment. */
export function blogPath(excerpt: string): string {
  return `/blog/${encodeURIComponent(excerpt)}`;
}

/** /category/{slug} with the slug encoded as one path segment. */
export function categoryPath(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}

/** /tag/{slug} with the slug encoded as one path segment. */
export function tagPath(slug: string): string {
  return `/tag/${encodeURIComponent(slug)}`;
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
