// What the public layout's loader (routes/site.tsx) gives every public page from the load context (issue 21):
// the stored packages and the firm's details, read in components through these hooks.
import { useRouteLoaderData } from "react-router";
import type { ServicePackage } from "../../shared/schemas/package";
import type { FirmDetails } from "../../shared/schemas/settings";
import { site } from "../../shared/site";
import { SITE_ROUTE_ID } from "./page-meta";

/** Which admin-published sections have public items (issue 21: linked from the footer and mobile menu). */
export type PublishedSections = { offers: boolean; news: boolean; resources: boolean };

export type SiteLayoutData = { packages?: ServicePackage[]; firm?: FirmDetails; published?: PublishedSections };

const SECTION_LINKS = [
  { key: "offers", to: "/offer", label: "Offers" },
  { key: "news", to: "/news", label: "Latest News" },
  { key: "resources", to: "/resources", label: "Resources" },
] as const;

/** Offers, Latest News and Resources, each only when it has published items. */
export function useSectionLinks(): { to: string; label: string }[] {
  const published = useRouteLoaderData<SiteLayoutData>(SITE_ROUTE_ID)?.published;
  return published ? SECTION_LINKS.filter((l) => published[l.key]) : [];
}

const NONE: ServicePackage[] = [];

/** The published packages in the admin's order. */
export function usePackages(): ServicePackage[] {
  return useRouteLoaderData<SiteLayoutData>(SITE_ROUTE_ID)?.packages ?? NONE;
}

/** The firm's details as stored (the seed of src/shared/site.ts outside the public layout). */
export function useFirm(): FirmDetails {
  return useRouteLoaderData<SiteLayoutData>(SITE_ROUTE_ID)?.firm ?? site;
}
