import { useLoaderData } from "react-router";
import { ArticleList, articleListMeta, resourcesKind } from "../components/article-pages";
import type { Route } from "./+types/resources";

export function loader({ context }: Route.LoaderArgs) {
  return { items: context.reads.resources.list(), siteUrl: context.siteUrl };
}

export const meta = ({ data }: Route.MetaArgs) => articleListMeta(resourcesKind, data?.siteUrl);

export default function Resources() {
  const { items } = useLoaderData<typeof loader>();
  return <ArticleList kind={resourcesKind} items={items} />;
}
