// /blog (docs/product.md#blog-list-and-search): server-rendered cards, 12 a page; the page number is in the URL (?page=2).
// /blog?q=words: the published posts matching the words, best first, with highlighted
// snippets, paged the same way; result pages are not indexed.
// /hi/blog is the same page in Hindi: the Hindi posts only, its own feed (/hi/rss.xml); /blog lists the English
// ones. A search from either finds posts of both languages, each linked at its own address.
import { data, Link, useLoaderData } from "react-router";
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
import { LOCALES, localeOfPath } from "../../shared/locale";
import { m } from "../../shared/i18n";
import type { PageVersion } from "../lib/page-versions";
import { feedLink } from "../lib/feed-link";

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
  const locale = localeOfPath(url.pathname);
  const listPath = locale === "hi" ? "/hi/blog" : "/blog";
  const q = normalizeSearchQuery(url.searchParams.get("q") ?? "");
  if (q) {
    const { ids, words } = context.reads.blogs.search(q);
    const { items, page, totalPages } = paginate(ids, url, BLOG_PAGE_SIZE);
    const basePath = `${listPath}?q=${encodeURIComponent(q)}`;
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
              .featured(locale)
              .slice(0, 5)
              .map((p) => ({ title: p.title, excerpt: p.excerpt, locale: p.locale })),
          }
        : null;
    return data(
      {
        // The firm's own pages that match come first (the services, the cities).
        search: { q, total: ids.length, hits, suggestions, pages: page === 1 ? context.reads.pages.search(q) : [] },
        posts: [] as ReturnType<typeof toCard>[],
        page,
        totalPages,
        basePath,
        canonical: context.siteUrl + pageHref(basePath, page),
        locale,
        siteUrl: context.siteUrl,
        versions: [] as PageVersion[],
      },
      { headers: { [SEARCH_HEADER]: "1" } },
    );
  }
  const { items, page, totalPages } = paginateRead(url, BLOG_PAGE_SIZE, (offset, limit) => context.reads.blogs.page({ locale }, offset, limit));
  // The list in both languages: its first pages name each other (a later page of one is not the other's).
  const versions: PageVersion[] = page === 1 ? LOCALES.map((l) => ({ locale: l, path: l === "hi" ? "/hi/blog" : "/blog" })) : [];
  return {
    search: null,
    posts: items.map(toCard),
    page,
    totalPages,
    basePath: listPath,
    canonical: context.siteUrl + pageHref(listPath, page),
    locale,
    siteUrl: context.siteUrl,
    versions,
  };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const hindi = locale === "hi";
  const t = { locale };
  const title = hindi ? m.blog_list_meta_title({}, t) : blogMeta.title;
  const description = hindi ? m.blog_list_meta_description({}, t) : blogMeta.description;
  if (!loaderData) return [{ title }];
  const feed = feedLink(locale, loaderData.siteUrl);
  const suffix = loaderData.page > 1 ? m.blog_page_suffix({ page: loaderData.page }, t) : "";
  if (loaderData.search) {
    const searchTitle = hindi ? `${m.blog_search_title({}, t)}: “${loaderData.search.q}”` : `${messages.searchTitle} for “${loaderData.search.q}”`;
    return [
      ...seoTags({
        title: fitTitle(searchTitle + suffix, firmNameOf(matches)),
        description,
        url: loaderData.canonical,
        noindex: true,
      }),
      feed,
    ];
  }
  return [...seoTags({ title: title + suffix, description, url: loaderData.canonical }), feed];
}

export default function Blog() {
  const { search, posts, page, totalPages, basePath, locale } = useLoaderData<typeof loader>();
  const hindi = locale === "hi";
  const t = { locale };
  // The search box in the page's language (the layout's words), asking the blog of that language.
  const box = { words: useFrameWords(), action: hindi ? "/hi/blog" : "/blog" };
  if (search) {
    return (
      <div lang={hindi ? "hi" : undefined}>
        <h1 className="page-title">{hindi ? m.blog_search_title({}, t) : messages.searchTitle}</h1>
        <SearchBox id="blog-search" defaultValue={search.q} className="mt-6" showLabel {...box} />
        <p className="mt-4 text-sm text-muted" aria-live="polite">
          {search.total > 0 &&
            (hindi ? m.blog_search_count({ count: search.total, q: search.q }, t) : `${search.total} ${search.total === 1 ? "post matches" : "posts match"} “${search.q}”.`)}
        </p>
        {search.pages.length > 0 && <PageHits pages={search.pages} />}
        <div className="mt-6">
          {hindi && search.total === 0 ? (
            <p role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-muted">
              {m.blog_search_none({ q: search.q }, t)}
            </p>
          ) : (
            <SearchResults q={search.q} hits={search.hits} suggestions={search.suggestions} />
          )}
        </div>
        <Pagination page={page} totalPages={totalPages} basePath={basePath} locale={locale} />
      </div>
    );
  }
  return (
    <div lang={hindi ? "hi" : undefined}>
      <BlogListPage
        title={hindi ? m.blog_list_title({}, t) : TITLE}
        intro={<SearchBox id="blog-search" className="max-w-xl" showLabel {...box} />}
        posts={posts}
        page={page}
        totalPages={totalPages}
        basePath={basePath}
        locale={locale}
        {...(hindi && { empty: m.blog_list_empty({}, t) })}
      />
    </div>
  );
}

/** The firm's pages that match a search: each by its name, with its description. */
function PageHits({ pages }: { pages: { path: string; name: string; description: string }[] }) {
  return (
    <section aria-labelledby="search-pages" className="mt-6">
      <h2 id="search-pages" className="text-lg font-bold">
        Our services and pages
      </h2>
      <ul className="mt-3 space-y-3">
        {pages.map((p) => (
          <li key={p.path} className="card p-4">
            <Link to={p.path} className="font-semibold text-ink hover:text-brand-700 hover:underline">
              {p.name}
            </Link>
            <p className="mt-1 text-sm text-muted">{p.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogListError error={error} title={TITLE} />;
}
