// What the public layout's loader (routes/site.tsx) gives every public page from the load context:
// the firm's details, its menus and section links, read in components through these hooks. The published
// packages come with the pages that show their cards (not in every page's data).
import { useRouteLoaderData } from "react-router";
import type { PublicFirm } from "../../shared/firm";
import type { ServiceGroup } from "../../shared/site-pages";
import { SITE_ROUTE_ID } from "./page-meta";
import type { FrameWords } from "./frame-words";

/** A link to an admin-published section (Offers, Latest News, Resources when they have items). */
export type SectionLink = { to: string; label: string; end?: boolean };

export type SiteLayoutData = { firm?: PublicFirm; sectionLinks?: SectionLink[]; serviceGroups?: ServiceGroup[]; frame?: FrameWords };

/** The frame's words in the page's language (lib/frame-words.ts), from the layout's loader. */
export function useFrameWords(): FrameWords {
  const frame = useRouteLoaderData<SiteLayoutData>(SITE_ROUTE_ID)?.frame;
  if (!frame) throw new Error("no frame words");
  return frame;
}

/** The firm's details as stored. The layout's loader always provides them (on the server it falls back to the seed). */
export function useFirm(): PublicFirm {
  const firm = useRouteLoaderData<SiteLayoutData>(SITE_ROUTE_ID)?.firm;
  if (!firm) throw new Error("no firm details");
  return firm;
}

const NO_LINKS: SectionLink[] = [];
const NO_GROUPS: ServiceGroup[] = [];

/** The Services menu's groups, as loader data: every page's JavaScript stays without them. */
export function useServiceGroups(): ServiceGroup[] {
  return useRouteLoaderData<SiteLayoutData>(SITE_ROUTE_ID)?.serviceGroups ?? NO_GROUPS;
}

/** Offers, Latest News and Resources, each only when it has published items (the layout's loader decides). */
export function useSectionLinks(): SectionLink[] {
  return useRouteLoaderData<SiteLayoutData>(SITE_ROUTE_ID)?.sectionLinks ?? NO_LINKS;
}
