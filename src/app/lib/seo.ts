// Builds the head tags of a page: title, description, canonical, Open Graph and Twitter.
import type { MetaDescriptor } from "react-router";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../../shared/constants";

export type PageSeo = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute URL of the share image; by default the page's generated one (see shareImageUrl). */
  image?: string;
  /** The given image is one of ours at 1200x630 (its size is then stated). */
  imageIsShareSize?: boolean;
  /** og:image:alt (a post's imageAlt); the page's title when absent. */
  imageAlt?: string;
  type?: "website" | "article";
  keywords?: string;
  noindex?: boolean;
};

// Titles and descriptions are fitted to what search results show (lib/fit-text.ts) by the pages whose
// text comes from editors; the fixed copy of the other pages is written to fit.
export function seoTags(p: PageSeo): MetaDescriptor[] {
  // Share image: the page's own card (or a post's crop) at /og/{path}.jpg unless one is given.
  const ownImage = !p.image;
  const image = p.image ?? shareImageUrl(p.url);
  const tags: MetaDescriptor[] = [
    { title: p.title },
    { name: "description", content: p.description },
    { tagName: "link", rel: "canonical", href: p.url },
    { property: "og:title", content: p.title },
    { property: "og:description", content: p.description },
    { property: "og:url", content: p.url },
    { property: "og:type", content: p.type ?? "website" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: p.title },
    { name: "twitter:description", content: p.description },
    { property: "og:image", content: image },
    ...(ownImage || p.imageIsShareSize
      ? [
          { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
          { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
        ]
      : []),
    { property: "og:image:alt", content: p.imageAlt || p.title },
    { name: "twitter:image:alt", content: p.imageAlt || p.title },
    { name: "twitter:image", content: image },
  ];
  if (p.keywords) tags.push({ name: "keywords", content: p.keywords });
  if (p.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** The generated share image of a page (absolute URL): /og/{path}.jpg, the home page's /og/index.jpg. */
export function shareImageUrl(pageUrl: string): string {
  const { origin, pathname } = new URL(pageUrl);
  return `${origin}/og${pathname === "/" ? "/index" : pathname}.jpg`;
}

/** Absolute URL on this site. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
