import type { MetaDescriptor } from "react-router";
import { data, useLoaderData } from "react-router";
import { ArticleDetail, articleMeta, newsKind } from "../components/article-pages";
import type { Route } from "./+types/news-item";
import { firmNameOf, siteUrlOf } from "../lib/page-meta";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function loader({ context, params }: Route.LoaderArgs) {
  // Only an item with a body has a page of its own.
  const item = context.reads.news.byId(params.id);
  if (!item) throw data("Not found", { status: 404 });
  return { item };
}

export function meta({ data, matches }: Route.MetaArgs): MetaDescriptor[] {
  return articleMeta(newsKind, data?.item, siteUrlOf(matches), firmNameOf(matches));
}

export default function NewsItem() {
  const { item } = useLoaderData<typeof loader>();
  return <ArticleDetail kind={newsKind} item={item} />;
}
