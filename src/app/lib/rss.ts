// Builds an RSS 2.0 feed of posts (/rss.xml and the per-category /category/{slug}/rss.xml).
import { RSS_ITEM_COUNT } from "../../shared/constants";
import type { BlogListItem } from "../../shared/schemas/blog";
import { postPath } from "../../shared/sitemap";
import { LANGUAGE_TAG, type Locale } from "../../shared/locale";
import { escapeXml, xmlResponse } from "./xml";

/** RFC 822 date, as RSS 2.0 requires. */
const rfc822 = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toUTCString();
};

/** `locale`: the language of the feed and its posts (English unless named). */
export type Feed = { title: string; link: string; self: string; description: string; locale?: Locale };

export function rssResponse(siteUrl: string, feed: Feed, all: BlogListItem[]): Response {
  const posts = all.slice(0, RSS_ITEM_COUNT);
  const lastChange = posts
    .map((p) => (p.updatedAt > p.date ? p.updatedAt : p.date))
    .sort()
    .at(-1);
  const items = posts.map((p) => {
    const link = siteUrl + postPath(p);
    return [
      "    <item>",
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      // The id, not the link: a renamed excerpt must not make readers see the post as new.
      `      <guid isPermaLink="false">${escapeXml(p.id)}</guid>`,
      `      <pubDate>${rfc822(p.date)}</pubDate>`,
      ...(p.category ? [`      <category>${escapeXml(p.category.name)}</category>`] : []),
      `      <description>${escapeXml(p.description)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const body = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    "  <channel>",
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.link)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${LANGUAGE_TAG[feed.locale ?? "en"]}</language>`,
    `    <atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    ...(lastChange ? [`    <lastBuildDate>${rfc822(lastChange)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return xmlResponse(body, "application/rss+xml");
}
