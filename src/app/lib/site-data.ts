// What the public layout's loader (routes/site.tsx) gives every public page from the load context (issue 21):
// the stored packages and the firm's details, read in components through these hooks.
import { useRouteLoaderData } from "react-router";
import type { ServicePackage } from "../../shared/schemas/package";
import { SITE_ROUTE_ID } from "./page-meta";

export type SiteLayoutData = { packages?: ServicePackage[] };

const NONE: ServicePackage[] = [];

/** The published packages in the admin's order. */
export function usePackages(): ServicePackage[] {
  return useRouteLoaderData<SiteLayoutData>(SITE_ROUTE_ID)?.packages ?? NONE;
}
