// The site map: every public page (static pages, service and package pages, city pages, category and
// tag pages, and published posts), as the nested lists of /sitemap and /api/sitemap-data and the flat entries of /sitemap.xml.
import { cityLinkLabel } from "../../shared/site-pages";
import type { Page, PageLocale } from "../../shared/schemas/page";
import type { BlogListItem } from "../../shared/schemas/blog";
import { HINDI_SCREENS, LANGUAGE_TAG, pathInLocale } from "../../shared/locale";
import { categoryPath, pathSegment, postPath, tagPath, type SitemapData, type SitemapEntry, type SitemapItem } from "../../shared/sitemap";
import type { BlogService } from "./blogs";
import { VISITOR, type Viewer } from "./visibility";

/** Static public pages, in the order of docs/product.md#public-routes (maintenance, unauthorised and admin pages are left out). */
const mainPages: SitemapItem[] = [
  { title: "Home", url: "/" },
  { title: "About Us", url: "/about" },
  { title: "Our Team", url: "/team" },
  { title: "Blog", url: "/blog" },
  { title: "Careers", url: "/careers" },
  { title: "Contact Us", url: "/contact-us" },
  { title: "Services", url: "/services" },
  { title: "Offers", url: "/offer" },
  { title: "Latest News", url: "/news" },
  { title: "Resources and Guides", url: "/resources" },
  { title: "Packages", url: "/package" },
  { title: "Compliance Calendar", url: "/compliance-calendar" },
  { title: "GST Calculator", url: "/tools/gst-calculator" },
  { title: "Incorporation Cost Calculator", url: "/tools/incorporation-cost" },
  { title: "Largest Banks in India", url: "/largest-banks-in-india" },
  { title: "HDFC NetBanking Guide", url: "/hdfc-netbanking" },
  { title: "Privacy Policy", url: "/privacy-policy" },
  { title: "Terms and Conditions", url: "/terms-condition" },
  { title: "Refund Policy", url: "/refund-policy" },
  { title: "Sitemap", url: "/sitemap" },
];

/**
 * The service and city pages as a tree: each entity page (/private-limited...) with the service pages that sell
 * its package and the city pages that offer it; then the service pages no entity page sells, in the pages' order.
 */
function serviceTree(pages: readonly Pick<Page, "kind" | "path" | "name" | "packageSlug" | "city">[]): SitemapItem[] {
  const entities = pages.filter((p) => p.kind === "entity");
  const parentOf = (p: Pick<Page, "packageSlug">) => (p.packageSlug ? entities.find((e) => e.packageSlug === p.packageSlug) : undefined);
  const item = (p: Pick<Page, "kind" | "path" | "name" | "city">): SitemapItem => ({ title: p.kind === "city" && p.city ? cityLinkLabel(p.city.name) : p.name, url: p.path });
  const children = pages.filter((p) => p.kind === "service" || p.kind === "city");
  const tree: SitemapItem[] = entities.map((e) => ({ title: e.name, url: e.path, children: children.filter((c) => parentOf(c) === e).map(item) }));
  return [...tree, ...children.filter((c) => !parentOf(c)).map(item)];
}

function flatten(items: SitemapItem[]): SitemapItem[] {
  return items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
}

/** The later of a post's publish date and its last edit: a scheduled post changes when it goes live. */
function lastChange(p: { date: string; updatedAt?: string }): string {
  const dates = [p.date, p.updatedAt].filter((d): d is string => !!d && !Number.isNaN(Date.parse(d)));
  return new Date(Math.max(...dates.map((d) => Date.parse(d)))).toISOString();
}

type Alternates = NonNullable<SitemapEntry["alternates"]>;

/** A page in English and Hindi: each version and x-default (the English one), as every version's entry lists them. */
function pairAlternates(english: string, hindi: string): Alternates {
  return [
    { hreflang: LANGUAGE_TAG.en, path: english },
    { hreflang: LANGUAGE_TAG.hi, path: hindi },
    { hreflang: "x-default", path: english },
  ];
}

/** News items and resources with their own page (a body) are listed too. */
type ArticleSource = { list(viewer: Viewer): { id: string; hasBody: boolean; updatedAt: string }[] };

/** Staff with a public profile; their /author page is listed once they have a public post. */
type AuthorSource = { list(): { slug: string }[]; userIdOf(slug: string): string | undefined };

/** The published pages the firm edits (the service and city pages are listed). */
type PageSource = { allPublished(locale?: PageLocale): Pick<Page, "kind" | "path" | "name" | "packageSlug" | "city">[] };

export function createSitemapService(blogs: BlogService, articles: { news: ArticleSource; resources: ArticleSource }, authors?: AuthorSource, pages?: PageSource) {
  const servicePages = () => serviceTree(pages?.allPublished("en") ?? []);
  /** The paths with a published Hindi version: the pages' and the screens'. */
  const hindiPaths = () => new Set([...(pages?.allPublished("hi") ?? []).map((p) => p.path), ...HINDI_SCREENS]);

  return {
    /** GET /api/sitemap-data and the /sitemap page: only what a visitor may see. */
    data(): SitemapData {
      const posts = blogs.list(VISITOR);
      return {
        main: mainPages,
        services: servicePages(),
        blogs: [{ title: "Blog", url: "/blog", children: posts.map((p) => ({ title: p.title, url: postPath(p) })) }],
      };
    },

    /** Every public URL once, for /sitemap.xml; posts, the blog and categories carry lastmod. */
    entries(): SitemapEntry[] {
      const posts = blogs.list(VISITOR);
      // Category and tag pages with at least one public post; they change when their newest post does.
      const archives = new Map<string, string>();
      const touch = (path: string, changed: string) => {
        const prev = archives.get(path);
        if (!prev || prev < changed) archives.set(path, changed);
      };
      for (const p of posts) {
        const changed = lastChange(p);
        if (p.category) touch(categoryPath(p.category.slug), changed);
        for (const t of p.tags) touch(tagPath(t.slug), changed);
      }
      const seen = new Set<string>();
      const entries: SitemapEntry[] = [];
      const add = (e: SitemapEntry) => {
        if (seen.has(e.path)) return;
        seen.add(e.path);
        entries.push(e);
      };
      const english = posts.filter((p) => p.locale !== "hi");
      const hindiPosts = posts.filter((p) => p.locale === "hi");
      const newestOf = (list: BlogListItem[]) => (list.length > 0 ? list.map(lastChange).sort().at(-1) : undefined);
      // A page with a Hindi version (a page the firm edits, a screen, the blog's list): both URLs, each naming both
      // and the English one as x-default.
      const hindi = hindiPaths();
      for (const page of flatten([...mainPages, ...servicePages()])) {
        const lastmod = page.url === "/blog" ? { lastmod: newestOf(english) } : {};
        if (!hindi.has(page.url)) {
          add({ path: page.url, ...lastmod });
          continue;
        }
        const alternates = pairAlternates(page.url, pathInLocale(page.url, "hi"));
        add({ path: page.url, ...lastmod, alternates });
        add({ path: pathInLocale(page.url, "hi"), ...(page.url === "/blog" ? { lastmod: newestOf(hindiPosts) } : {}), alternates });
      }
      // A post and its translation name each other (both entries, each version and x-default, the English one).
      const byId = new Map(posts.map((p) => [p.id, p]));
      const pairOf = new Map<string, Alternates>();
      for (const h of hindiPosts) {
        const original = h.translationOf ? byId.get(h.translationOf) : undefined;
        if (original?.locale !== "en") continue;
        const alternates = pairAlternates(postPath(original), postPath(h));
        pairOf.set(original.id, alternates);
        pairOf.set(h.id, alternates);
      }
      for (const p of posts) {
        const alternates = pairOf.get(p.id);
        add({ path: postPath(p), lastmod: lastChange(p), ...(alternates && { alternates }) });
      }
      for (const [path, lastmod] of archives) add({ path, lastmod });
      for (const [prefix, source] of [
        ["/news", articles.news],
        ["/resources", articles.resources],
      ] as const) {
        for (const item of source.list(VISITOR)) if (item.hasBody) add({ path: `${prefix}/${pathSegment(item.id)}`, lastmod: item.updatedAt });
      }
      for (const a of authors?.list() ?? []) {
        const id = authors?.userIdOf(a.slug);
        const theirs = posts.filter((p) => id && p.authorId === id).map(lastChange);
        if (theirs.length > 0) add({ path: `/author/${pathSegment(a.slug)}`, lastmod: theirs.sort().at(-1) });
      }
      return entries;
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
