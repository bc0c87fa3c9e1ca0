// 'Featured Blogs' for the service package pages (docs/product.md#service-package-pages): title and short date, each linking to the post.
// Rendered from the loader's posts only (a loader that cannot read them logs it and passes an empty list).
import { Link } from "react-router";
import { m } from "../../shared/i18n";
import { dateIn } from "../../shared/locale";
import type { BlogListItem } from "../../shared/schemas/blog";
import { blogPath } from "../../shared/sitemap";
import { formatShortDate } from "../lib/format";
import { useLocale } from "../lib/locale";

export type FeaturedBlog = Pick<BlogListItem, "id" | "title" | "excerpt" | "date">;

/** For loaders: `featured: context.reads.blogs.featured().map(toFeatured)`. */
export function toFeatured({ id, title, excerpt, date }: FeaturedBlog): FeaturedBlog {
  return { id, title, excerpt, date };
}

export function FeaturedBlogs({ posts, heading }: { posts: FeaturedBlog[]; heading?: string }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="featured-blogs" className="card p-6">
      <h2 id="featured-blogs" className="text-xl font-bold">
        {heading ?? m.section_featured_blogs({}, { locale })}
      </h2>
      {posts.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{m.section_featured_empty({}, { locale })}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {posts.map((p) => (
            <li key={p.id} className="py-3">
              <Link to={blogPath(p.excerpt)} className="font-medium text-brand-700 hover:underline">
                {p.title}
              </Link>
              <p className="mt-0.5 text-xs text-muted">
                <time dateTime={p.date}>{locale === "en" ? formatShortDate(p.date) : dateIn(locale, p.date)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
