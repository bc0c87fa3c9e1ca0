// The home page's 'Latest Articles' block (docs/product.md#home). Server-rendered from the loader's posts; given null
// (the server could not read them) it fetches them in the browser, showing 'Loading articles...', and a
// failure there gives an empty list without a message (docs/product.md#messages).
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { messages } from "../../shared/messages";
import type { BlogListItem } from "../../shared/schemas/blog";
import { CAROUSEL_MAX_POSTS } from "../../shared/constants";
import { homeSections } from "../copy/home";
import { formatLongDate } from "../lib/format";
import { ReadMore, toCard, type BlogCardData } from "./blog-card";

/** How many posts the block lists. */
export const LATEST_ARTICLES_COUNT = 6;

export function LatestArticles({ posts: given }: { posts: BlogCardData[] | null }) {
  const [fetched, setFetched] = useState<BlogCardData[] | null>(null);
  const posts = given ?? fetched;
  useEffect(() => {
    if (given) return;
    let live = true;
    fetch("/api/blogs")
      .then((res) => (res.ok ? (res.json() as Promise<{ data: BlogListItem[] }>) : Promise.reject(new Error(`HTTP ${res.status}`))))
      // The newest are in the carousel below (issue 31: each post once on the home page).
      .then(({ data }) => live && setFetched(data.slice(CAROUSEL_MAX_POSTS, CAROUSEL_MAX_POSTS + LATEST_ARTICLES_COUNT).map(toCard)))
      .catch(() => live && setFetched([]));
    return () => {
      live = false;
    };
  }, [given]);

  return (
    <section aria-labelledby="latest-articles" className="mt-16">
      <div className="flex items-end justify-between gap-4">
        <h2 id="latest-articles" className="section-title">
          {homeSections.articlesHeading}
        </h2>
        <Link to="/blog" className="text-sm font-semibold text-brand-700 hover:underline">
          View all articles
        </Link>
      </div>
      {posts === null ? (
        <p role="status" className="mt-6 text-muted">
          {messages.articlesLoading}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {posts.slice(0, LATEST_ARTICLES_COUNT).map((p) => (
            <li key={p.id} className="flex flex-col card p-5">
              <h3 className="text-base leading-snug font-semibold text-ink">{p.title}</h3>
              <p className="mt-1 text-sm text-muted">
                <time dateTime={p.date}>{formatLongDate(p.date)}</time>
              </p>
              <p className="mt-2 line-clamp-2 text-sm text-slate-700">{p.description}</p>
              <ReadMore post={p} className="mt-3 text-sm" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
