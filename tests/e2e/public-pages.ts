// What the public-page specs read out of the site: a published post's address, the sitemap's URLs and a
// page's JSON-LD blocks.
import type { APIRequestContext } from "@playwright/test";

/** The address of the newest published post (the demo data always has one). */
export async function firstPostPath(request: APIRequestContext): Promise<string> {
  const { data } = (await (await request.get("/api/blogs")).json()) as { data: { excerpt: string }[] };
  const [post] = data;
  if (!post) throw new Error("The demo data has no published post");
  return `/blog/${encodeURIComponent(post.excerpt)}`;
}

/** The <loc> URLs of a sitemap.xml. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? "");
}

/** The JSON-LD blocks of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json ?? "") as Record<string, unknown>);
}
