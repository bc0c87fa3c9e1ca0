// Server-rendered pagination (docs/product.md#blog-list-and-search): Prev, numbered pages, Next; only when there is more than one page.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "../../shared/i18n";
import type { Locale } from "../../shared/locale";

/** ?page=N URLs; page 1 is the bare path so each page has one address. `basePath` may carry a query (?q=). */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}${basePath.includes("?") ? "&" : "?"}page=${page}`;
}

/** Page numbers to show: all of them when few, else the ends and a window around the current one. */
export function pageWindow(page: number, totalPages: number): (number | "gap")[] {
  if (totalPages <= 9) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const shown = new Set([1, totalPages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => {
    const previous = sorted[i - 1];
    return previous !== undefined && n - previous > 1 ? (["gap", n] as const) : [n];
  });
}

const step = "btn-outline min-w-20";

/** The numbered pages, with gaps; `item` renders one page's control (a link, or a button in the admin). */
export function PageNumbers({ page, totalPages, item }: { page: number; totalPages: number; item: (n: number, className: string, current: boolean) => ReactNode }) {
  return (
    <ol className="flex flex-wrap items-center gap-1">
      {pageWindow(page, totalPages).map((n, i) =>
        n === "gap" ? (
          <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
            …
          </li>
        ) : (
          <li key={n}>
            {item(
              n,
              `inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold ${
                n === page ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700"
              }`,
              n === page,
            )}
          </li>
        ),
      )}
    </ol>
  );
}
const disabled = `${step} pointer-events-none opacity-50`;

/** `locale`: the page's language, for the control's words (English by default). */
export function Pagination({ page, totalPages, basePath, locale = "en" }: { page: number; totalPages: number; basePath: string; locale?: Locale }) {
  if (totalPages <= 1) return null;
  const t = { locale };
  const prev = m.blog_prev({}, t);
  const next = m.blog_next({}, t);
  return (
    <nav aria-label={m.blog_pagination({}, t)} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={pageHref(basePath, page - 1)} rel="prev" className={step}>
          {prev}
        </Link>
      ) : (
        // A disabled link (no address, aria-disabled) keeps the control's place; the tests pin this markup.
        // eslint-disable-next-line jsx-a11y/anchor-is-valid
        <a role="link" aria-disabled="true" className={disabled}>
          {prev}
        </a>
      )}
      <PageNumbers
        page={page}
        totalPages={totalPages}
        item={(n, className, current) => (
          <Link to={pageHref(basePath, n)} aria-label={m.blog_page_number({ page: n }, t)} aria-current={current ? "page" : undefined} className={className}>
            {n}
          </Link>
        )}
      />
      {page < totalPages ? (
        <Link to={pageHref(basePath, page + 1)} rel="next" className={step}>
          {next}
        </Link>
      ) : (
        // A disabled link (no address, aria-disabled) keeps the control's place; the tests pin this markup.
        // eslint-disable-next-line jsx-a11y/anchor-is-valid
        <a role="link" aria-disabled="true" className={disabled}>
          {next}
        </a>
      )}
    </nav>
  );
}
