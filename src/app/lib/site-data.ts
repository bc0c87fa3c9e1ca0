// What the public layout's loader (routes/site.tsx) gives every public page from the load context (issue 21):
// the stored packages and the firm's details, read in components through these hooks.
import { useRouteLoaderData } from "react-router";
import type { ServicePackage } from "../../shared/schemas/package";
import type { FirmDetails } from "../../shared/schemas/settings";
import { site } from "../../shared/site";
import { SITE_ROUTE_ID } from "./page-meta";

export type SiteLayoutData = { packages?: ServicePackage[]; firm?: FirmDetails };

const NONE: ServicePackage[] = [];

/** The published packages in the admin's order. */
export function usePackages(): ServicePackage[] {
  return useRouteLoaderData<SiteLayoutData>(SITE_ROUTE_ID)?.packages ?? NONE;
}

/** The firm's details as stored (the seed of src/shared/site.ts outside the public layout). */
export function useFirm(): FirmDetails {
  return useRouteLoaderData<SiteLayoutData>(SITE_ROUTE_ID)?.firm ?? site;
}
