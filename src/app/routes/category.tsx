// /category/{name}: published posts whose keywords include the name (case-insensitive), as on /blog.
import { data, useLoaderData } from "react-router";
import { BLOG_PAGE_SIZE } from "../../shared/constants";
import { site } from "../../shared/site";
import { categoryPath, keywordList } from "../../shared/sitemap";
import { toCard } from "../components/blog-card";
import { BlogListError, BlogListPage } from "../components/blog-list";
import { pageHref } from "../components/pagination";
import { paginate } from "../lib/paging";
import { seoTags } from "../lib/seo";
import type { Route } from "./+types/category";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache, issue 17): ?page= is part of its key. */
export const headers = cachedPage("page");

export function loader({ context, params, request }: Route.LoaderArgs) {
  const wanted = params.name.trim().toLowerCase();
  let label = "";
  const posts = context.reads.blogs.list().filter((p) => {
    const match = keywordList(p.keywords).find((k) => k.toLowerCase() === wanted);
    if (match && !label) label = match;
    return !!match;
  });
  // A category exists only while a published post carries it.
  if (posts.length === 0) throw data({ error: "Category not found" }, { status: 404 });
  // One address per category: the lower-case name.
  const basePath = categoryPath(wanted);
  const { items, page, totalPages } = paginate(posts, new URL(request.url), BLOG_PAGE_SIZE);
  return { label, count: posts.length, posts: items.map(toCard), page, totalPages, basePath, canonical: context.siteUrl + pageHref(basePath, page) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Category not found | ${site.name}` }];
  const suffix = loaderData.page > 1 ? ` (Page ${loaderData.page})` : "";
  return seoTags({
    title: `${loaderData.label}: Articles${suffix} | ${site.name}`,
    description: `Articles on ${loaderData.label} for Indian entrepreneurs and small businesses: registration, compliance, tax and more.`,
    url: loaderData.canonical,
  });
}

export default function Category() {
  const { label, count, posts, page, totalPages, basePath } = useLoaderData<typeof loader>();
  return (
    <BlogListPage
      title={<>Articles on “{label}”</>}
      intro={`${count} ${count === 1 ? "article" : "articles"} tagged ${label}.`}
      posts={posts}
      page={page}
      totalPages={totalPages}
      basePath={basePath}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogListError error={error} title="Articles" />;
}
