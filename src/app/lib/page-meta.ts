// Head tags of the marketing pages, built from the site URL that the site layout's loader exposes.
import type { MetaDescriptor } from "react-router";
import { useRouteLoaderData } from "react-router";
import { META_DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from "../../shared/constants";
import type { FirmDetails } from "../../shared/schemas/settings";
import { absoluteUrl, seoTags } from "./seo";

export const SITE_ROUTE_ID = "routes/site";

type MatchLike = { id: string; data?: unknown } | undefined;

const layoutDataOf = (matches: MatchLike[]) => matches.find((m) => m?.id === SITE_ROUTE_ID)?.data as { siteUrl?: string; firm?: FirmDetails } | undefined;

/** The absolute site URL from the meta function's matches ("" when the layout has not loaded). */
export function siteUrlOf(matches: MatchLike[]): string {
  return layoutDataOf(matches)?.siteUrl ?? "";
}

/**
 * The firm's STORED name from the meta function's matches: the layout's loader data, which
 * always has the details (the seed only when they cannot be read); "" when the layout has not loaded.
 */
export function firmNameOf(matches: MatchLike[]): string {
  return layoutDataOf(matches)?.firm?.name ?? "";
}

/**
 * A meta description that names the firm's stored office (`text(address)`), or says it without the place
 * (`text(undefined)`) when the layout has not loaded or the place makes it longer than a description may be.
 */
export function officeDescription(matches: MatchLike[], text: (address: FirmDetails["address"] | undefined) => string): string {
  const address = layoutDataOf(matches)?.firm?.address;
  const full = text(address);
  return address && full.length > META_DESCRIPTION_MAX_LENGTH ? text(undefined) : full;
}

/** "{title} | {firm name}" when that fits in TITLE_MAX_LENGTH characters (a long stored name), else the title alone. */
export function withFirmName(title: string, firmName: string): string {
  const full = `${title} | ${firmName}`;
  return firmName && full.length <= TITLE_MAX_LENGTH ? full : title;
}

/** The absolute site URL in a component. */
export function useSiteUrl(): string {
  return useRouteLoaderData<{ siteUrl?: string }>(SITE_ROUTE_ID)?.siteUrl ?? "";
}

/** `firmTitle`: the title is followed by the firm's stored name (withFirmName). */
export function marketingMeta(
  matches: MatchLike[],
  p: { title: string; description: string; path: string; noindex?: boolean; type?: "website" | "article"; firmTitle?: boolean },
): MetaDescriptor[] {
  const title = p.firmTitle ? withFirmName(p.title, firmNameOf(matches)) : p.title;
  return seoTags({ title, description: p.description, url: absoluteUrl(siteUrlOf(matches), p.path), noindex: p.noindex, type: p.type });
}
