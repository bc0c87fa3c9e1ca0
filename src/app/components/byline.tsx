// A post's byline: its author with photo and title, linked to /author/{slug}, and the reading time.
import { Link } from "react-router";
import { readingTimeLabel } from "../../shared/reading-time";
import { m } from "../../shared/i18n";
import type { Locale } from "../../shared/locale";

export type BylineAuthor = { publicName: string; slug: string; title: string; photo: string; photoAlt: string };

/** `locale`: the post's language (a Hindi post's byline is in Hindi). */
export function Byline({ author, minutes, locale = "en" }: { author: BylineAuthor | null; minutes: number; locale?: Locale }) {
  return (
    <div className="mt-4 flex items-center gap-3 text-sm text-muted" data-testid="byline">
      {author?.photo && <img src={author.photo} alt={author.photoAlt || ""} width={44} height={44} className="size-11 shrink-0 rounded-full object-cover" />}
      <div className="min-w-0">
        {author && (
          <p>
            {locale === "hi" ? m.blog_by({}, { locale }) : "By"}{" "}
            <Link to={`/author/${author.slug}`} rel="author" className="font-semibold text-brand-700 hover:underline">
              {author.publicName}
            </Link>
            {author.title && <span>, {author.title}</span>}
          </p>
        )}
        <p>{locale === "hi" ? m.blog_reading_time({ minutes }, { locale }) : readingTimeLabel(minutes)}</p>
      </div>
    </div>
  );
}
