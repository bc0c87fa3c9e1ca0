// The SEO panel's search-result preview: the title and description as a phone's search result shows
// them (cut where a result would cut them), counters against SNIPPET_TITLE_LIMIT / SNIPPET_DESCRIPTION_LIMIT,
// and the text's word count and reading time.
import { useMemo } from "react";
import { DESCRIPTION_LENGTH, SNIPPET_DESCRIPTION_LIMIT, SNIPPET_TITLE_LIMIT } from "../../../shared/constants";
import { adminMessages } from "../../../shared/admin-messages";
import { countWords, readingMinutes } from "../../../shared/text-stats";
import { useHydrated } from "../../lib/use-hydrated";

/** `address`: the page's path as a result shows it (a post's: blog › {excerpt}); `text`: the page's words, when it has no HTML content. */
type Props = { title: string; metaTitle: string; metaDescription: string; excerpt: string; content: string; address?: string[]; text?: string };

/** The text of the editor's HTML (the editor runs in the browser only). */
function textOf(html: string): string {
  if (!html) return "";
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
}

const cut = (s: string, limit: number) => (s.length > limit ? `${s.slice(0, limit - 1).trimEnd()}…` : s);

export function SeoSnippet({ title, metaTitle, metaDescription, excerpt, content, address, text: plain }: Props) {
  const text = useMemo(() => (plain ?? textOf(content)).replace(/\s+/g, " ").trim(), [content, plain]);
  const words = useMemo(() => countWords(text), [text]);
  const shownTitle = metaTitle.trim() || title.trim();
  // As the post's page describes itself: the meta description, else the start of the text.
  const shownDescription = metaDescription.trim() || cut(text, DESCRIPTION_LENGTH);
  // After hydration only: the server's render (the page editor's) has no host, and the two must match.
  const host = useHydrated() ? window.location.host : "";
  return (
    <div className="space-y-3">
      <div aria-label="Search result preview" role="figure" className="max-w-sm rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
        <p className="truncate text-xs text-slate-600">{[host, ...(address ?? ["blog", excerpt || "…"])].filter(Boolean).join(" › ")}</p>
        <p className="mt-1 line-clamp-2 text-lg leading-snug text-[#1a0dab]">{cut(shownTitle, SNIPPET_TITLE_LIMIT) || "…"}</p>
        <p className="mt-1 line-clamp-3 text-sm text-slate-700">{cut(shownDescription, SNIPPET_DESCRIPTION_LIMIT)}</p>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Counter label="Title" length={shownTitle.length} limit={SNIPPET_TITLE_LIMIT} />
        <Counter label="Description" length={shownDescription.length} limit={SNIPPET_DESCRIPTION_LIMIT} />
        <div className="flex gap-2">
          <dt className="text-slate-600">Words</dt>
          <dd className="font-medium text-ink">
            {words.toLocaleString("en-IN")}
            {words > 0 && <span className="font-normal text-slate-600"> · {readingMinutes(words)} min read</span>}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function Counter({ label, length, limit }: { label: string; length: number; limit: number }) {
  const over = length > limit;
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className={over ? "font-semibold text-red-700" : "font-medium text-ink"}>
        {length} / {limit}
        {over && <span className="block font-normal">{adminMessages.snippetTooLong(limit)}</span>}
      </dd>
    </div>
  );
}
