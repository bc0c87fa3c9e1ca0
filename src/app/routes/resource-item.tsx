import { data, useLoaderData } from "react-router";
import { ArticleDetail, articleMeta, resourcesKind } from "../components/article-pages";
import type { Route } from "./+types/resource-item";

export function loader({ context, params }: Route.LoaderArgs) {
  // Only an item with a body has a page of its own.
  const item = context.reads.resources.byId(params.id);
  if (!item) throw data("Not found", { status: 404 });
  return { item, siteUrl: context.siteUrl };
}

export const meta = ({ data }: Route.MetaArgs) => articleMeta(resourcesKind, data?.item, data?.siteUrl);

export default function ResourceItem() {
  const { item } = useLoaderData<typeof loader>();
  return <ArticleDetail kind={resourcesKind} item={item} />;
}
