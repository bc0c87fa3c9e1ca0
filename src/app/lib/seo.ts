// Builds the head tags of a page: title, description, canonical, Open Graph and Twitter.
import type { MetaDescriptor } from "react-router";
import { META_DESCRIPTION_MAX_LENGTH, META_DESCRIPTION_MIN_LENGTH, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, TITLE_MAX_LENGTH } from "../../shared/constants";
import { site } from "../../shared/site";

export type PageSeo = {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute URL of the share image; by default the page's generated one (see shareImageUrl). */
  image?: string;
  /** The given image is one of ours at 1200x630 (its size is then stated). */
  imageIsShareSize?: boolean;
  imageAlt?: string;
  type?: "website" | "article";
  keywords?: string;
  noindex?: boolean;
};

export function seoTags(page: PageSeo): MetaDescriptor[] {
  // Whatever a page asks for, search results show at most 60 characters of title and 160 of description.
  const title = page.title.length <= TITLE_MAX_LENGTH ? page.title : fitTitle(page.title.replace(SITE_SUFFIX, ""), site.name);
  const p = { ...page, title, description: fitDescription(page.description) };
  // Share image (issue 20): the page's own card (or a post's crop) at /og/{path}.jpg unless one is given.
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
    { property: "og:image:alt", content: p.imageAlt ?? p.title },
    { name: "twitter:image", content: image },
  ];
  if (p.keywords) tags.push({ name: "keywords", content: p.keywords });
  if (p.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

const SITE_SUFFIX = ` | ${site.name}`;

/** The generated share image of a page (absolute URL): /og/{path}.jpg, the home page's /og/index.jpg. */
export function shareImageUrl(pageUrl: string): string {
  const { origin, pathname } = new URL(pageUrl);
  return `${origin}/og${pathname === "/" ? "/index" : pathname.replace(/\/+$/, "")}.jpg`;
}

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
