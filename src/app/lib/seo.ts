// Builds the head tags of a page: title, description, canonical, Open Graph and Twitter.
import type { MetaDescriptor } from "react-router";

export type PageSeo = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  image?: string;
  /** og:image:alt (a post's imageAlt). */
  imageAlt?: string;
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
  if (p.image && p.imageAlt) tags.push({ property: "og:image:alt", content: p.imageAlt }, { name: "twitter:image:alt", content: p.imageAlt });
  if (p.keywords) tags.push({ name: "keywords", content: p.keywords });
  if (p.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** Absolute URL on this site. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
