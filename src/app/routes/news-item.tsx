import { data, useLoaderData } from "react-router";
import { ArticleDetail, articleMeta, newsKind } from "../components/article-pages";
import type { Route } from "./+types/news-item";

export function loader({ context, params }: Route.LoaderArgs) {
  // Only an item with a body has a page of its own.
  const item = context.reads.news.byId(params.id);
  if (!item) throw data("Not found", { status: 404 });
  return { item, siteUrl: context.siteUrl };
}

export const meta = ({ data }: Route.MetaArgs) => articleMeta(newsKind, data?.item, data?.siteUrl);

export default function NewsItem() {
  const { item } = useLoaderData<typeof loader>();
  return <ArticleDetail kind={newsKind} item={item} />;
}
