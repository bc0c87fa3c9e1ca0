// 'Featured Blogs' for the service package pages (docs/product.md#service-package-pages): title and short date, each linking to the post.
// Pass the loader's posts for a server render; pass null to load them in the browser, with the docs/product.md#service-package-pages
// loading and empty states and the failure message of docs/product.md#messages.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { layoutMessages as messages } from "../../shared/layout-messages";
import type { BlogListItem } from "../../shared/schemas/blog";
import { blogPath } from "../../shared/sitemap";
import { formatShortDate } from "../lib/format";

export type FeaturedBlog = Pick<BlogListItem, "id" | "title" | "excerpt" | "date">;

/** For loaders: `featured: context.reads.blogs.featured().map(toFeatured)`. */
export function toFeatured({ id, title, excerpt, date }: FeaturedBlog): FeaturedBlog {
  return { id, title, excerpt, date };
}

type State = { status: "loading" } | { status: "failed" } | { status: "ready"; posts: FeaturedBlog[] };

export function FeaturedBlogs({ posts, heading = "Featured Blogs" }: { posts: FeaturedBlog[] | null; heading?: string }) {
  // The loader's posts, else what this component fetched itself.
  const [fetched, setFetched] = useState<State>({ status: "loading" });
  const state: State = posts ? { status: "ready", posts } : fetched;
  useEffect(() => {
    if (posts) return;
    let live = true;
    fetch("/api/blogs?featured=true")
      .then((res) => (res.ok ? (res.json() as Promise<{ data: BlogListItem[] }>) : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then(({ data }) => live && setFetched({ status: "ready", posts: data.map(toFeatured) }))
      .catch(() => live && setFetched({ status: "failed" }));
    return () => {
      live = false;
    };
  }, [posts]);

  return (
    <section aria-labelledby="featured-blogs" className="card p-6">
      <h2 id="featured-blogs" className="text-xl font-bold">
        {heading}
      </h2>
      {state.status === "loading" && (
        <p role="status" className="mt-4 text-sm text-muted">
          {messages.featuredLoading}
        </p>
      )}
      {state.status === "failed" && (
        <p role="alert" className="mt-4 error-banner">
          {messages.featuredFailed}
        </p>
      )}
      {state.status === "ready" &&
        (state.posts.length === 0 ? (
          <p className="mt-4 text-sm text-muted">{messages.featuredEmpty}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {state.posts.map((p) => (
              <li key={p.id} className="py-3">
                <Link to={blogPath(p.excerpt)} className="font-medium text-brand-700 hover:underline">
                  {p.title}
                </Link>
                <p className="mt-0.5 text-xs text-muted">
                  <time dateTime={p.date}>{formatShortDate(p.date)}</time>
                </p>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
