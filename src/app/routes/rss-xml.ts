// /rss.xml: RSS 2.0 feed of the newest published posts.
import { RSS_ITEM_COUNT } from "../../shared/constants";
import { site } from "../../shared/site";
import { blogPath } from "../../shared/sitemap";
import { blogMeta } from "./blog";
import { escapeXml, xmlResponse } from "../lib/xml";
import type { Route } from "./+types/rss-xml";

/** RFC 822 date, as RSS 2.0 requires. */
const rfc822 = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toUTCString();
};

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context;
  const posts = context.reads.blogs.list().slice(0, RSS_ITEM_COUNT);
  const lastChange = posts.map((p) => (p.updatedAt > p.date ? p.updatedAt : p.date)).sort().at(-1);
  const items = posts.map((p) => {
    const link = siteUrl + blogPath(p.excerpt);
    return [
      "    <item>",
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      // The id, not the link: a renamed excerpt must not make readers see the post as new.
      `      <guid isPermaLink="false">${escapeXml(p.id)}</guid>`,
      `      <pubDate>${rfc822(p.date)}</pubDate>`,
      `      <description>${escapeXml(p.description)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const body = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    "  <channel>",
    `    <title>${escapeXml(`${site.name} Blog`)}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <description>${escapeXml(blogMeta.description)}</description>`,
    "    <language>en-IN</language>",
    `    <atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(lastChange ? [`    <lastBuildDate>${rfc822(lastChange)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return xmlResponse(body, "application/rss+xml");
}
