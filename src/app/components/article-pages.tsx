// The public pages of latest news and resources/guides (same shape): a list, newest first, and an
// item's own page when it has a body.
import type { MetaDescriptor } from "react-router";
import { Link } from "react-router";
import { messages } from "../../shared/messages";
import type { PageMeta } from "../copy/types";
import type { Article, ArticleListItem } from "../../shared/schemas/article";
import { formatLongDate } from "../lib/format";
import { firmLine, fitDescription, fitPageTitle } from "../lib/fit-text";
import { withFirmName } from "../lib/page-meta";
import { absoluteUrl, seoTags } from "../lib/seo";

const resourcesMeta: PageMeta & { firmTitle?: boolean } = {
  firmTitle: true,
  title: "Resources and Guides",
  description: "Guides, checklists and explainers on registering and running a business in India, from choosing a structure to annual ROC, GST and income-tax compliance.",
};

const newsMeta: PageMeta = {
  title: "Latest News and Regulatory Updates | Compliance",
  description: "Recent updates from the Ministry of Corporate Affairs, GST and income-tax authorities, explained briefly for business owners, with what they mean for you.",
};

export type ArticleKind = {
  /** Public path of the list, e.g. "/news". */
  path: string;
  title: string;
  intro: string;
  empty: string;
  /** The back link on an item's page. */
  backLabel: string;
  /** Head tags of the list page; `firmTitle`: the firm's name follows the title. */
  meta: PageMeta & { firmTitle?: boolean };
};

export const newsKind: ArticleKind = {
  path: "/news",
  title: "Latest News",
  intro: "Updates from the MCA, GST and income tax authorities that matter to companies, LLPs and small businesses.",
  empty: messages.newsEmpty,
  backLabel: "Back to Latest News",
  meta: newsMeta,
};

export const resourcesKind: ArticleKind = {
  path: "/resources",
  title: "Resources and Guides",
  intro: "Checklists and guides to help you register your business and stay compliant.",
  empty: messages.resourcesEmpty,
  backLabel: "Back to Resources and Guides",
  meta: resourcesMeta,
};

/** `firmName`: the firm's stored name (lib/page-meta.ts firmNameOf). */
export function articleListMeta(kind: ArticleKind, siteUrl: string, firmName: string): MetaDescriptor[] {
  return seoTags({ ...kind.meta, title: kind.meta.firmTitle ? withFirmName(kind.meta.title, firmName) : kind.meta.title, url: absoluteUrl(siteUrl, kind.path) });
}

export function articleMeta(kind: ArticleKind, item: Article | undefined, siteUrl: string, firmName: string): MetaDescriptor[] {
  if (!item) return [{ title: withFirmName("Page not found", firmName) }];
  return seoTags({
    title: fitPageTitle(`${item.title} | ${firmName}`, firmName),
    description: fitDescription(item.summary || item.title, firmLine(firmName)),
    url: absoluteUrl(siteUrl, `${kind.path}/${item.id}`),
    type: "article",
  });
}

function SourceLink({ url }: { url: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-700 hover:underline">
      Official source<span aria-hidden="true"> ↗</span>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function ArticleList({ kind, items }: { kind: ArticleKind; items: ArticleListItem[] }) {
  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="page-title">{kind.title}</h1>
      <p className="mt-4 text-lg text-muted">{kind.intro}</p>
      {items.length === 0 ? (
        <p className="mt-8 card p-8 text-center text-muted">{kind.empty}</p>
      ) : (
        <ul className="mt-8 space-y-5">
          {items.map((item) => (
            <li key={item.id}>
              <article className="card p-6">
                <time dateTime={item.date} className="text-sm font-medium text-muted">
                  {formatLongDate(item.date)}
                </time>
                <h2 className="mt-1 text-xl font-bold">
                  {item.hasBody ? (
                    <Link to={`${kind.path}/${item.id}`} className="hover:text-brand-700 hover:underline">
                      {item.title}
                    </Link>
                  ) : (
                    item.title
                  )}
                </h2>
                {item.summary && <p className="mt-2 text-slate-700">{item.summary}</p>}
                {(item.hasBody || item.url) && (
                  <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
                    {item.hasBody && (
                      <Link to={`${kind.path}/${item.id}`} className="text-sm font-semibold text-brand-700 hover:underline" aria-label={`Read more: ${item.title}`}>
                        Read more →
                      </Link>
                    )}
                    {item.url && <SourceLink url={item.url} />}
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ArticleDetail({ kind, item }: { kind: ArticleKind; item: Article }) {
  return (
    <article className="mx-auto max-w-3xl">
      <Link to={kind.path} className="text-sm font-medium text-brand-700 hover:underline">
        ← {kind.backLabel}
      </Link>
      <h1 className="mt-4 page-title">{item.title}</h1>
      <time dateTime={item.date} className="mt-3 block text-sm font-medium text-muted">
        {formatLongDate(item.date)}
      </time>
      {item.summary && <p className="mt-4 text-lg text-slate-700">{item.summary}</p>}
      {/* The body was sanitised on save and again by the server before it reached this page. */}
      <div className="prose mt-8 max-w-none prose-slate prose-a:text-brand-700" dangerouslySetInnerHTML={{ __html: item.body }} />
      {item.url && (
        <p className="mt-8 border-t border-slate-200 pt-4">
          <SourceLink url={item.url} />
        </p>
      )}
    </article>
  );
}
