// /blog (SPEC 2.4): server-rendered cards, 12 a page; the page number is in the URL (?page=2).
import { useLoaderData } from "react-router";
import { BLOG_PAGE_SIZE } from "../../shared/constants";
import { toCard } from "../components/blog-card";
import { BlogListError, BlogListPage } from "../components/blog-list";
import { pageHref } from "../components/pagination";
import { paginate } from "../lib/paging";
import { seoTags } from "../lib/seo";
import type { Route } from "./+types/blog";
import type { PageMeta } from "../content/types";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache, issue 17): ?page= is part of its key. */
export const headers = cachedPage("page");

export const blogMeta: PageMeta = {
  title: "Latest Articles and Insights on Business Compliance",
  description:
    "Practical articles on company registration, LLPs, GST, income-tax, ROC compliance and trademarks, written for Indian entrepreneurs and small businesses.",
};

const TITLE = "Latest Articles & Insights";

export function loader({ context, request }: Route.LoaderArgs) {
  const { items, page, totalPages } = paginate(context.reads.blogs.list(), new URL(request.url), BLOG_PAGE_SIZE);
  return { posts: items.map(toCard), page, totalPages, canonical: context.siteUrl + pageHref("/blog", page) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { title, description } = blogMeta;
  if (!loaderData) return [{ title }];
  const suffix = loaderData.page > 1 ? ` (Page ${loaderData.page})` : "";
  return seoTags({ title: title + suffix, description, url: loaderData.canonical });
}

export default function Blog() {
  const { posts, page, totalPages } = useLoaderData<typeof loader>();
  return <BlogListPage title={TITLE} posts={posts} page={page} totalPages={totalPages} basePath="/blog" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogListError error={error} title={TITLE} />;
}
