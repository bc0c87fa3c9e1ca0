import { Link, useLoaderData } from "react-router";
import { formatLongDate } from "../lib/format";
import type { Route } from "./+types/blog";

export const meta = () => [{ title: "Blog | Company Registration Delhi" }];

export function loader({ context }: Route.LoaderArgs) {
  return { posts: context.reads.blogs.list() };
}

export default function Blog() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="page-title">Latest Articles &amp; Insights</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((p) => (
          <li key={p.id} className="card p-5">
            <Link to={`/blog/${encodeURIComponent(p.excerpt)}`} className="font-semibold text-brand-700 hover:underline">{p.title}</Link>
            <p className="mt-1 text-sm text-muted">{formatLongDate(p.date)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
