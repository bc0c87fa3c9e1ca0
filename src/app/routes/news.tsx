import { useLoaderData } from "react-router";
import { ArticleList, articleListMeta, newsKind } from "../components/article-pages";
import type { Route } from "./+types/news";

export function loader({ context }: Route.LoaderArgs) {
  return { items: context.reads.news.list(), siteUrl: context.siteUrl };
}

export const meta = ({ data }: Route.MetaArgs) => articleListMeta(newsKind, data?.siteUrl);

export default function News() {
  const { items } = useLoaderData<typeof loader>();
  return <ArticleList kind={newsKind} items={items} />;
}
