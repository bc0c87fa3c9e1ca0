// Head tags of the marketing pages, built from the site URL that the site layout's loader exposes.
import type { MetaDescriptor } from "react-router";
import { useRouteLoaderData } from "react-router";
import { absoluteUrl, seoTags } from "./seo";

export const SITE_ROUTE_ID = "routes/site";

type MatchLike = { id: string; data?: unknown } | undefined;

/** The absolute site URL from the meta function's matches ("" when the layout has not loaded). */
export function siteUrlOf(matches: MatchLike[]): string {
  const d = matches.find((m) => m?.id === SITE_ROUTE_ID)?.data as { siteUrl?: string } | undefined;
  return d?.siteUrl ?? "";
}

/** The absolute site URL in a component. */
export function useSiteUrl(): string {
  return useRouteLoaderData<{ siteUrl?: string }>(SITE_ROUTE_ID)?.siteUrl ?? "";
}

export function marketingMeta(matches: MatchLike[], p: { title: string; description: string; path: string; noindex?: boolean; type?: "website" | "article" }): MetaDescriptor[] {
  return seoTags({ title: p.title, description: p.description, url: absoluteUrl(siteUrlOf(matches), p.path), noindex: p.noindex, type: p.type });
}
