import type { MetaDescriptor } from "react-router";
import { data, useLoaderData } from "react-router";
import { ArticleDetail, articleMeta, resourcesKind } from "../components/article-pages";
import type { Route } from "./+types/resource-item";
import { firmNameOf, siteUrlOf } from "../lib/page-meta";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function loader({ context, params }: Route.LoaderArgs) {
  // Only an item with a body has a page of its own.
  const item = context.reads.resources.byId(params.id);
  if (!item) throw data("Not found", { status: 404 });
  return { item };
}

export function meta({ data, matches }: Route.MetaArgs): MetaDescriptor[] {
  return articleMeta(resourcesKind, data?.item, siteUrlOf(matches), firmNameOf(matches));
}

export default function ResourceItem() {
  const { item } = useLoaderData<typeof loader>();
  return <ArticleDetail kind={resourcesKind} item={item} />;
}
