// Builds the head tags of a page: title, description, canonical, Open Graph and Twitter.
import type { MetaDescriptor } from "react-router";
import { TITLE_MAX_LENGTH } from "../../shared/constants";

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

export function seoTags(p: PageSeo): MetaDescriptor[] {
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

/**
 * "{main} | {site name}" when that fits in TITLE_MAX_LENGTH characters, else `main` alone, cut at a word
 * boundary to fit (search results cut longer titles).
 */
export function fitTitle(main: string, siteName: string): string {
  const full = `${main} | ${siteName}`;
  if (full.length <= TITLE_MAX_LENGTH) return full;
  if (main.length <= TITLE_MAX_LENGTH) return main;
  const cut = main.slice(0, TITLE_MAX_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), TITLE_MAX_LENGTH / 2)).trimEnd()}…`;
}

/** Absolute URL on this site. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
