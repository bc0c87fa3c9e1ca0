// The home page's 'Latest Articles' block (docs/product.md#home), rendered from the loader's posts only (when the
// server could not read them, the loader logs it and the home page leaves this block out).
import { Link } from "react-router";
import { m } from "../../shared/i18n";
import { dateIn, pathInLocale } from "../../shared/locale";
import { useLocale } from "../lib/locale";
import { ReadMore, type BlogCardData } from "./blog-card";

/** How many posts the block lists. */
export const LATEST_ARTICLES_COUNT = 6;

export function LatestArticles({ posts }: { posts: BlogCardData[] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="latest-articles" className="mt-16">
      <div className="flex items-end justify-between gap-4">
        <h2 id="latest-articles" className="section-title">
          {m.section_latest_articles({}, { locale })}
        </h2>
        <Link to={pathInLocale("/blog", locale)} className="text-sm font-semibold text-brand-700 hover:underline">
          {m.section_all_articles({}, { locale })}
        </Link>
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {posts.slice(0, LATEST_ARTICLES_COUNT).map((p) => (
          <li key={p.id} className="flex flex-col card p-5">
            <h3 className="text-base leading-snug font-semibold text-ink">{p.title}</h3>
            <p className="mt-1 text-sm text-muted">
              <time dateTime={p.date}>{dateIn(locale, p.date)}</time>
            </p>
            <p className="mt-2 line-clamp-2 text-sm text-slate-700">{p.description}</p>
            <ReadMore post={p} className="mt-3 text-sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
