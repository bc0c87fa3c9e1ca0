// Blog search results: the found posts with highlighted snippets (the box is search-box.tsx).
import { Link } from "react-router";
import { messages } from "../../shared/messages";
import type { SnippetPart } from "../../shared/search";
import { categoryPath, postPath } from "../../shared/sitemap";
import type { Locale } from "../../shared/locale";
import { formatLongDate } from "../lib/format";
import type { BlogCardData } from "./blog-card";

type SearchHit = BlogCardData & { snippet: SnippetPart[] };

export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className="rounded bg-yellow-100 px-0.5 text-ink">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

/** What a search without results suggests instead. */
export type SearchSuggestions = { categories: { name: string; slug: string }[]; posts: { title: string; excerpt: string; locale?: Locale }[] };

export function SearchResults({ q, hits, suggestions }: { q: string; hits: SearchHit[]; suggestions?: SearchSuggestions | null }) {
  if (hits.length === 0) {
    return (
      <div className="space-y-6">
        <p role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-muted">
          {messages.searchNoMatch} “{q}”. Try fewer or different words.
        </p>
        {suggestions && suggestions.categories.length > 0 && (
          <section aria-labelledby="search-categories">
            <h2 id="search-categories" className="text-lg font-bold">
              {messages.searchBrowseCategories}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {suggestions.categories.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={categoryPath(c.slug)}
                    className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {suggestions && suggestions.posts.length > 0 && (
          <section aria-labelledby="search-popular">
            <h2 id="search-popular" className="text-lg font-bold">
              {messages.searchPopularPosts}
            </h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5">
              {suggestions.posts.map((p) => (
                <li key={p.excerpt}>
                  <Link to={postPath(p)} className="text-brand-700 hover:underline">
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  }
  return (
    <ol className="space-y-6">
      {hits.map((h) => (
        // A Hindi post found from an English page says so to screen readers and fonts (lang).
        <li key={h.id} className="card p-5" lang={h.locale === "hi" ? "hi" : undefined}>
          <h2 className="text-lg leading-snug font-semibold">
            <Link to={postPath(h)} className="text-ink hover:text-brand-700 hover:underline">
              {h.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-muted">
            <time dateTime={h.date}>{formatLongDate(h.date)}</time>
          </p>
          {h.snippet.length > 0 && (
            <p className="mt-2 text-sm leading-relaxed text-slate-700">
              <Snippet parts={h.snippet} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
