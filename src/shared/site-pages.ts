// What the server and the pages both work out from the pages the firm edits (services/pages.ts): the header's
// Services menu and /services (the pages with a place in the menu), the city pages' links, a city's testimonial tag.
import { m } from "./i18n";
import type { Locale } from "./locale";
import { slugify } from "./slug";
import { MENU_GROUPS, type Page } from "./schemas/page";

/** A page as lists show it (the menu, the city links, the sitemap): its listing, placeholders filled. */
export type PageSummary = Pick<Page, "kind" | "path" | "name" | "metaDescription" | "packageSlug" | "city" | "menu">;

export type ServiceLink = { label: string; path: string; packageSlug?: string; lowest?: true };
export type ServiceGroup = { title: string; links: ServiceLink[] };

/** The page that lists the packages as such: always last in "More services". */
const PACKAGES_LINK: ServiceLink = { label: "Packages and prices", path: "/package", lowest: true };

/** The Services menu: each group's pages in their order ("More services" ends with the packages page). */
export function serviceMenu(pages: readonly PageSummary[]): ServiceGroup[] {
  return (Object.keys(MENU_GROUPS) as (keyof typeof MENU_GROUPS)[]).map((group) => {
    const links: ServiceLink[] = pages
      .filter((p) => p.menu?.group === group)
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
      .map((p) => ({
        label: p.menu?.label ?? p.name,
        path: p.path,
        ...(p.menu?.price === "lowest" ? { lowest: true as const } : p.packageSlug ? { packageSlug: p.packageSlug } : {}),
      }));
    return { title: MENU_GROUPS[group], links: group === "more" ? [...links, PACKAGES_LINK] : links };
  });
}

/** A city page's link text: "Company Registration in {city}". */
export const cityLinkLabel = (city: string, locale: Locale = "en") => m.page_city_link({ city }, { locale });

/** The tag testimonials of a city carry ("delhi", "new-delhi"). */
export const citySlug = (city: string) => slugify(city);
