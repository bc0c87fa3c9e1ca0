import { Link, useLoaderData } from "react-router";
import { formatLongDate } from "../lib/format";
import type { Route } from "./+types/home";

export const meta = () => [{ title: "Company Registration in Delhi | Company Registration Delhi" }];

export function loader({ context }: Route.LoaderArgs) {
  return { posts: context.reads.blogs.list().slice(0, 6) };
}

export default function Home() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="page-title">Company registration, compliance and trademark services</h1>
      <section className="mt-12" aria-labelledby="latest">
        <h2 id="latest" className="section-title">Latest Articles</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((p) => (
            <li key={p.id} className="card p-5">
              <Link to={`/blog/${encodeURIComponent(p.excerpt)}`} className="font-semibold text-brand-700 hover:underline">{p.title}</Link>
              <p className="mt-1 text-sm text-muted">{formatLongDate(p.date)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
