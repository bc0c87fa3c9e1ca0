// /sitemap (docs/product.md#static-pages): main links, services and blogs, nested, each opening in a new tab. Server-rendered
// from the loader's data only (a failure is logged and the lists are empty).
import { useLoaderData } from "react-router";
import type { SitemapData, SitemapItem } from "../../shared/sitemap";
import { Page } from "../components/page";
import { firmNameOf, withFirmName } from "../lib/page-meta";
import { seoTags } from "../lib/seo";
import type { Route } from "./+types/sitemap";
import type { PageMeta } from "../copy/types";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

const sitemapMeta: PageMeta = {
  title: "Sitemap",
  description: "Find every page of our website in one place: company, LLP, OPC and partnership registration services, guides, articles and information about us.",
};

const EMPTY: SitemapData = { main: [], services: [], blogs: [] };

export function loader({ context }: Route.LoaderArgs) {
  let sitemap = EMPTY;
  try {
    sitemap = context.reads.sitemap.data();
  } catch (err) {
    context.log.error({ err }, "[sitemap] data failed");
  }
  return { sitemap, canonical: `${context.siteUrl}/sitemap` };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { description } = sitemapMeta;
  const title = withFirmName(sitemapMeta.title, firmNameOf(matches));
  return loaderData ? seoTags({ title, description, url: loaderData.canonical }) : [{ title }];
}

function Tree({ items, nested = false }: { items: SitemapItem[]; nested?: boolean }) {
  return (
    <ul className={nested ? "mt-2 ml-5 space-y-2 border-l border-slate-200 pl-4" : "space-y-2"}>
      {items.map((item) => (
        <li key={item.url}>
          <a href={item.url} target="_blank" rel="noopener" className="text-brand-700 hover:underline">
            {item.title}
          </a>
          {item.children && item.children.length > 0 && <Tree items={item.children} nested />}
        </li>
      ))}
    </ul>
  );
}

const sections: { key: keyof SitemapData; heading: string }[] = [
  { key: "main", heading: "Main Pages" },
  { key: "services", heading: "Services" },
  { key: "blogs", heading: "Blogs" },
];

export default function Sitemap() {
  const { sitemap } = useLoaderData<typeof loader>();
  return (
    <Page title="Sitemap">
      <div className="grid gap-10 md:grid-cols-3">
        {sections.map(({ key, heading }) => (
          <section key={key} aria-labelledby={`sitemap-${key}`}>
            <h2 id={`sitemap-${key}`} className="text-xl font-bold">
              {heading}
            </h2>
            <div className="mt-4 text-sm">
              <Tree items={sitemap[key]} />
            </div>
          </section>
        ))}
      </div>
    </Page>
  );
}
