// Blog search results (issue 20): the found posts with highlighted snippets (the box is search-box.tsx).
import { Link } from "react-router";
import { messages } from "../../shared/messages";
import type { SnippetPart } from "../../shared/search";
import { blogPath } from "../../shared/sitemap";
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

export function SearchResults({ q, hits }: { q: string; hits: SearchHit[] }) {
  if (hits.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-muted">
        {messages.searchNoMatch} “{q}”. Try fewer or different words.
      </p>
    );
  }
  return (
    <ol className="space-y-6">
      {hits.map((h) => (
        <li key={h.id} className="card p-5">
          <h2 className="text-lg leading-snug font-semibold">
            <Link to={blogPath(h.excerpt)} className="text-ink hover:text-brand-700 hover:underline">
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
