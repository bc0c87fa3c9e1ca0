// /blog (docs/product.md#blog-list-and-search): server-rendered cards, 12 a page; the page number is in the URL (?page=2).
// /blog?q=words: the published posts matching the words, best first, with highlighted
// snippets, paged the same way; result pages are not indexed.
import { data, useLoaderData } from "react-router";
import { BLOG_PAGE_SIZE } from "../../shared/constants";
import { messages } from "../../shared/messages";
import { toCard } from "../components/blog-card";
import { BlogListError, BlogListPage } from "../components/blog-list";
import { SearchResults } from "../components/blog-search";
import { SearchBox } from "../components/search-box";
import { useFrameWords } from "../lib/site-data";
import { Pagination, pageHref } from "../components/pagination";
import { paginate, paginateRead } from "../lib/paging";
import { fitTitle } from "../lib/fit-text";
import { firmNameOf } from "../lib/page-meta";
import { seoTags } from "../lib/seo";
import type { Route } from "./+types/blog";
import type { PageMeta } from "../copy/types";
import { cachedPage } from "../../shared/page-cache";
import { normalizeSearchQuery } from "../../shared/search";

/** Marks a loader answer of search results (read by `headers`, removed before the answer goes out). */
const SEARCH_HEADER = "X-Blog-Search";
const listHeaders = cachedPage("page", "q");

/**
 * The list is rendered once for every visitor (page cache), ?page= part of its key; ?q= is
 * declared too so a search never gets the list from the cache. Search results are not kept (each
 * distinct query would be a new entry): they are rendered for their request. They stay noindex (see meta).
 */
export function headers({ loaderHeaders }: Route.HeadersArgs): Record<string, string> {
  return loaderHeaders.has(SEARCH_HEADER) ? { "Cache-Control": "no-store" } : listHeaders();
}

export const blogMeta: PageMeta = {
  title: "Latest Articles and Insights on Business Compliance",
  description: "Practical articles on company registration, LLPs, GST, income-tax, ROC compliance and trademarks, written for Indian entrepreneurs and small businesses.",
};

const TITLE = "Latest Articles & Insights";

export function loader({ context, url }: Route.LoaderArgs) {
  const q = normalizeSearchQuery(url.searchParams.get("q") ?? "");
  if (q) {
    const { ids, words } = context.reads.blogs.search(q);
    const { items, page, totalPages } = paginate(ids, url, BLOG_PAGE_SIZE);
    const basePath = `/blog?q=${encodeURIComponent(q)}`;
    const hits = context.reads.blogs.searchHits(items, words).map((h) => ({ ...toCard(h), snippet: h.snippet }));
    // A search without results is no dead end: the categories and the popular (featured) posts.
    const suggestions =
      ids.length === 0
        ? {
            categories: context.reads.categories
              .list()
              .filter((c) => c.count > 0)
              .map((c) => ({ name: c.name, slug: c.slug })),
            posts: context.reads.blogs
              .featured()
              .slice(0, 5)
              .map((p) => ({ title: p.title, excerpt: p.excerpt })),
          }
        : null;
    return data(
      {
        search: { q, total: ids.length, hits, suggestions },
        posts: [] as ReturnType<typeof toCard>[],
        page,
        totalPages,
        basePath,
        canonical: context.siteUrl + pageHref(basePath, page),
      },
      { headers: { [SEARCH_HEADER]: "1" } },
    );
  }
  const { items, page, totalPages } = paginateRead(url, BLOG_PAGE_SIZE, (offset, limit) => context.reads.blogs.page({}, offset, limit));
  return { search: null, posts: items.map(toCard), page, totalPages, basePath: "/blog", canonical: context.siteUrl + pageHref("/blog", page) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { title, description } = blogMeta;
  if (!loaderData) return [{ title }];
  const suffix = loaderData.page > 1 ? ` (Page ${loaderData.page})` : "";
  if (loaderData.search) {
    return seoTags({
      title: fitTitle(`${messages.searchTitle} for “${loaderData.search.q}”${suffix}`, firmNameOf(matches)),
      description,
      url: loaderData.canonical,
      noindex: true,
    });
  }
  return seoTags({ title: title + suffix, description, url: loaderData.canonical });
}

export default function Blog() {
  const { search, posts, page, totalPages, basePath } = useLoaderData<typeof loader>();
  const words = useFrameWords();
  if (search) {
    return (
      <div>
        <h1 className="page-title">{messages.searchTitle}</h1>
        <SearchBox id="blog-search" defaultValue={search.q} className="mt-6" showLabel words={words} />
        <p className="mt-4 text-sm text-muted" aria-live="polite">
          {search.total > 0 && `${search.total} ${search.total === 1 ? "post matches" : "posts match"} “${search.q}”.`}
        </p>
        <div className="mt-6">
          <SearchResults q={search.q} hits={search.hits} suggestions={search.suggestions} />
        </div>
        <Pagination page={page} totalPages={totalPages} basePath={basePath} />
      </div>
    );
  }
  return (
    <BlogListPage
      title={TITLE}
      intro={<SearchBox id="blog-search" className="max-w-xl" showLabel words={words} />}
      posts={posts}
      page={page}
      totalPages={totalPages}
      basePath={basePath}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogListError error={error} title={TITLE} />;
}
