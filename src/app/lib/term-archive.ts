// The data and head tags of a category or tag page (/category/{slug}, /tag/{slug}).
import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { BLOG_PAGE_SIZE, META_DESCRIPTION_MAX_LENGTH, META_DESCRIPTION_MIN_LENGTH } from "../../shared/constants";
import type { Term, TermKind } from "../../shared/schemas/taxonomy";
import { categoryPath, tagPath } from "../../shared/sitemap";
import { toCard } from "../components/blog-card";
import { pageHref } from "../components/pagination";
import { paginateRead } from "./paging";
import { fitTitle } from "./fit-text";
import { withFirmName } from "./page-meta";
import { seoTags } from "./seo";

export const termPath = (kind: TermKind, slug: string) => (kind === "category" ? categoryPath(slug) : tagPath(slug));

/** The page's meta description: the admin's description when it is long enough, else one made from the name. */
export function termDescription(kind: TermKind, term: Pick<Term, "name" | "description">): string {
  const own = term.description.replace(/\s+/g, " ").trim();
  if (own.length >= META_DESCRIPTION_MIN_LENGTH && own.length <= META_DESCRIPTION_MAX_LENGTH) return own;
  const made =
    kind === "category"
      ? `Articles on ${term.name} for Indian entrepreneurs and small businesses: practical guides to registration, compliance and tax.`
      : `Articles tagged ${term.name}: practical guides for Indian entrepreneurs and small businesses on registration, compliance and tax.`;
  return made.length <= META_DESCRIPTION_MAX_LENGTH ? made : `${made.slice(0, META_DESCRIPTION_MAX_LENGTH - 1).replace(/\s+\S*$/, "")}…`;
}

/**
 * The page's title: "{name} Articles" for a category, "Tagged {name}" for a tag (a tag may share a category's
 * name), followed by the firm's stored name when it fits.
 */
export function termTitle(kind: TermKind, name: string, page: number, firmName: string): string {
  const suffix = page > 1 ? ` (Page ${page})` : "";
  return fitTitle(`${kind === "category" ? `${name} Articles` : `Tagged ${name}`}${suffix}`, firmName);
}

export function loadTermArchive(kind: TermKind, context: AppLoadContext, slug: string, url: URL) {
  const term = (kind === "category" ? context.reads.categories : context.reads.tags).bySlug(slug);
  if (!term) throw data({ error: kind === "category" ? "Category not found" : "Tag not found" }, { status: 404 });
  const basePath = termPath(kind, term.slug);
  // One address per term: its own slug's spelling.
  if (slug !== term.slug) throw redirect(basePath + url.search, 301);
  const filter = kind === "category" ? { category: term.slug } : { tag: term.slug };
  const { items, page, totalPages, total } = paginateRead(url, BLOG_PAGE_SIZE, (offset, limit) => context.reads.blogs.page(filter, offset, limit));
  return {
    kind,
    name: term.name,
    /** The firm's stored name: the title and the feed link's label. */
    firmName: context.reads.firm.get().name,
    description: term.description,
    metaDescription: termDescription(kind, term),
    count: total,
    posts: items.map(toCard),
    page,
    totalPages,
    basePath,
    canonical: context.siteUrl + pageHref(basePath, page),
  };
}

export type TermArchive = ReturnType<typeof loadTermArchive>;

/** `firmName`: the firm's stored name from the meta function's matches (lib/page-meta.ts firmNameOf), for the 404. */
export function termArchiveMeta(d: TermArchive | undefined, firmName: string) {
  if (!d) return [{ title: withFirmName("Not found", firmName) }, { name: "robots", content: "noindex" }];
  return seoTags({ title: termTitle(d.kind, d.name, d.page, d.firmName), description: d.metaDescription, url: d.canonical });
}
