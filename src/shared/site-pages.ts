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

/** The page that lists the packages as such: always last in "More services" (it has no Hindi version). */
const PACKAGES_PATH = "/package";

const GROUP_TITLES: Record<keyof typeof MENU_GROUPS, (locale: Locale) => string> = {
  register: (locale) => m.section_group_register({}, { locale }),
  more: (locale) => m.section_group_more({}, { locale }),
};

/**
 * The Services menu: each group's pages in their order ("More services" ends with the packages page), its titles
 * in `locale`. `pages` are the listings of that language; the paths are the pages' own (English) paths.
 */
export function serviceMenu(pages: readonly PageSummary[], locale: Locale = "en"): ServiceGroup[] {
  return (Object.keys(MENU_GROUPS) as (keyof typeof MENU_GROUPS)[]).map((group) => {
    const links: ServiceLink[] = pages
      .filter((p) => p.menu?.group === group)
      .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))
      .map((p) => ({
        label: p.menu?.label ?? p.name,
        path: p.path,
        ...(p.menu?.price === "lowest" ? { lowest: true as const } : p.packageSlug ? { packageSlug: p.packageSlug } : {}),
      }));
    const packages: ServiceLink = { label: m.section_packages_link({}, { locale }), path: PACKAGES_PATH, lowest: true };
    return { title: GROUP_TITLES[group](locale), links: group === "more" ? [...links, packages] : links };
  });
}

/** A city page's link text: "Company Registration in {city}". */
export const cityLinkLabel = (city: string, locale: Locale = "en") => m.page_city_link({ city }, { locale });

/** The tag testimonials of a city carry ("delhi", "new-delhi"). */
export const citySlug = (city: string) => slugify(city);
