// SLOT for the public blog issue: the Featured Blogs list of the service pages (SPEC 2.6).
// A simple server-rendered list until that component replaces it at merge.
import { Link } from "react-router";
import { messages } from "../../shared/messages";
import { formatShortDate } from "../lib/format";
import { Section } from "./marketing";

export type FeaturedItem = { id: string; title: string; excerpt: string; date: string };

export function FeaturedBlogs({ posts }: { posts: FeaturedItem[] }) {
  return (
    <Section id="featured-blogs" title="Featured Blogs">
      {posts.length === 0 ? (
        <p className="text-muted">{messages.featuredEmpty}</p>
      ) : (
        <ul className="card divide-y divide-slate-200">
          {posts.map((p) => (
            <li key={p.id} className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
              <Link to={`/blog/${encodeURIComponent(p.excerpt)}`} className="font-semibold text-brand-700 hover:underline">
                {p.title}
              </Link>
              <time dateTime={p.date} className="shrink-0 text-sm text-muted">
                {formatShortDate(p.date)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
