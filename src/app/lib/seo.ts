// Builds the head tags of a page: title, description, canonical, Open Graph and Twitter.
import type { MetaDescriptor } from "react-router";
import { META_DESCRIPTION_MAX_LENGTH, META_DESCRIPTION_MIN_LENGTH, TITLE_MAX_LENGTH } from "../../shared/constants";
import { site } from "../../shared/site";

export type PageSeo = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  image?: string;
  type?: "website" | "article";
  keywords?: string;
  noindex?: boolean;
};

export function seoTags(page: PageSeo): MetaDescriptor[] {
  // Whatever a page asks for, search results show at most 60 characters of title and 160 of description.
  const title = page.title.length <= TITLE_MAX_LENGTH ? page.title : fitTitle(page.title.replace(SITE_SUFFIX, ""), site.name);
  const p = { ...page, title, description: fitDescription(page.description) };
  const tags: MetaDescriptor[] = [
    { title: p.title },
    { name: "description", content: p.description },
    { tagName: "link", rel: "canonical", href: p.url },
    { property: "og:title", content: p.title },
    { property: "og:description", content: p.description },
    { property: "og:url", content: p.url },
    { property: "og:type", content: p.type ?? "website" },
    { name: "twitter:card", content: p.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: p.title },
    { name: "twitter:description", content: p.description },
  ];
  if (p.image) tags.push({ property: "og:image", content: p.image }, { name: "twitter:image", content: p.image });
  if (p.keywords) tags.push({ name: "keywords", content: p.keywords });
  if (p.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

const SITE_SUFFIX = ` | ${site.name}`;

/** Cuts text at a word boundary to at most `max` characters, with an ellipsis when cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,.;:|–-]+$/, "")}…`;
}

/**
 * A meta description of 70 to 160 characters: a short one gets `more` (by default a line about the
 * firm) added, a long one is cut at a word boundary.
 */
export function fitDescription(text: string, more = `Practical help for Indian businesses from ${site.name}.`): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const long = clean.length >= META_DESCRIPTION_MIN_LENGTH ? clean : `${clean}${clean && !/[.!?…]$/.test(clean) ? "." : ""} ${more}`.trim();
  return cut(long, META_DESCRIPTION_MAX_LENGTH);
}

/**
 * "{main} | {site name}" when that fits in TITLE_MAX_LENGTH characters, else `main` alone, cut at a word
 * boundary to fit (search results cut longer titles).
 */
export function fitTitle(main: string, siteName: string): string {
  const full = `${main} | ${siteName}`;
  if (full.length <= TITLE_MAX_LENGTH) return full;
  return cut(main, TITLE_MAX_LENGTH);
}

/** Absolute URL on this site. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
