// A post's byline (issue 30 item 8): its author with photo and title, linked to /author/{slug}, and the reading time.
import { Link } from "react-router";
import { readingTimeLabel } from "../../shared/reading-time";

export type BylineAuthor = { publicName: string; slug: string; title: string; photo: string; photoAlt: string };

export function Byline({ author, minutes }: { author: BylineAuthor | null; minutes: number }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted" data-testid="byline">
      {author?.photo && <img src={author.photo} alt={author.photoAlt || ""} width={40} height={40} className="size-10 rounded-full object-cover" />}
      {author && (
        <p>
          By{" "}
          <Link to={`/author/${author.slug}`} rel="author" className="font-semibold text-brand-700 hover:underline">
            {author.publicName}
          </Link>
          {author.title && <span>, {author.title}</span>}
        </p>
      )}
      {author && <span aria-hidden="true">·</span>}
      <p>{readingTimeLabel(minutes)}</p>
    </div>
  );
}
