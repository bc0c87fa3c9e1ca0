// The languages a page exists in, and the path of each version (docs/architecture.md#page-versions). A route
// declares them in one of two ways:
// - its `handle`: `{ languages: ["en", "hi"] }`, when the Hindi page is the English path under /hi
//   (pathInLocale: /contact-us ↔ /hi/contact-us);
// - its loader data: `versions: [{ locale, path }, ...]`, when a version's path is not that (a post with a slug
//   of its own in each language); it wins over the handle.
// A page that declares neither exists in its own language only: no hreflang alternates, no language switch.
import { useLocation, useMatches } from "react-router";
import { HINDI_SCREENS, isLocale, localeOfPath, pathInLocale, type Locale } from "../../shared/locale";

export type PageVersion = { locale: Locale; path: string };
/** A route's `handle` naming the languages it exists in. */
export type LanguagesHandle = { languages?: readonly Locale[] };

type MatchLike = { id?: string; handle?: unknown; data?: unknown; loaderData?: unknown } | undefined;

const versionsOfData = (data: unknown): PageVersion[] | undefined => {
  const versions = (data as { versions?: unknown } | null | undefined)?.versions;
  if (!Array.isArray(versions)) return undefined;
  return versions.filter((v): v is PageVersion => isLocale((v as PageVersion)?.locale) && typeof (v as PageVersion)?.path === "string" && (v as PageVersion).path.startsWith("/"));
};

/**
 * The versions of the page at `pathname`, from the deepest route that declares them (English first); [] when it
 * declares none, or when the page shown is not one of them (a 404 under a route that has versions).
 */
export function pageVersions(matches: readonly MatchLike[], pathname: string): PageVersion[] {
  for (const match of [...matches].reverse()) {
    const fromData = versionsOfData(match?.loaderData ?? match?.data);
    const languages = (match?.handle as LanguagesHandle | undefined)?.languages;
    const versions = fromData ?? (Array.isArray(languages) ? languages.filter(isLocale).map((locale) => ({ locale, path: pathInLocale(pathname, locale) })) : undefined);
    if (!versions) continue;
    const sorted = [...versions].sort((a, b) => (a.locale === b.locale ? 0 : a.locale === "en" ? -1 : 1));
    const here = localeOfPath(pathname);
    return sorted.some((v) => v.locale === here) ? sorted : [];
  }
  return [];
}

/** The versions of the page being shown. */
export function usePageVersions(): PageVersion[] {
  return pageVersions(useMatches(), useLocation().pathname);
}

/**
 * The page in the other languages it exists in. Its address only, never the query: a cached page holds nothing of
 * the request it was drawn for (shared/page-cache.ts), and a visitor's ?utm_source= is not another page.
 */
export function useOtherVersions(): PageVersion[] {
  const { pathname } = useLocation();
  const here = localeOfPath(pathname);
  return pageVersions(useMatches(), pathname).filter((v) => v.locale !== here);
}

/**
 * The frame's own links to pages that have a Hindi version (routes.ts registers each under /hi). A Hindi page's
 * menus and footer link there; every other page is linked in English, the one version it has.
 */
export const FRAME_PAGES_IN_HINDI: ReadonlySet<string> = new Set(HINDI_SCREENS);

/** Where the frame links to `to` from a page in `locale`: its version in that language when there is one. */
export function frameHref(to: string, locale: Locale): string {
  const cut = to.search(/[?#]/);
  const [path, rest] = cut < 0 ? [to, ""] : [to.slice(0, cut), to.slice(cut)];
  return locale !== "en" && FRAME_PAGES_IN_HINDI.has(path) ? `${pathInLocale(path, locale)}${rest}` : to;
}
