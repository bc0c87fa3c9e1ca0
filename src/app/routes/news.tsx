import type { MetaDescriptor } from "react-router";
import { useLoaderData } from "react-router";
import { ArticleList, articleListMeta, newsKind } from "../components/article-pages";
import type { Route } from "./+types/news";
import { firmNameOf, siteUrlOf } from "../lib/page-meta";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function loader({ context }: Route.LoaderArgs) {
  return { items: context.reads.news.list() };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return articleListMeta(newsKind, siteUrlOf(matches), firmNameOf(matches));
}

export default function News() {
  const { items } = useLoaderData<typeof loader>();
  return <ArticleList kind={newsKind} items={items} />;
}
