// The hreflang alternates of a page's versions (page-versions.ts): one per language, reciprocal (every version
// lists them all, itself included), and x-default, the English page. None for a page in one language.
import { LANGUAGE_TAG, type Alternate } from "../../shared/locale";
import type { PageVersion } from "./page-versions";

export function versionAlternates(origin: string, versions: readonly PageVersion[]): Alternate[] {
  if (versions.length < 2) return [];
  const english = versions.find((v) => v.locale === "en");
  return [
    ...versions.map((v) => ({ hreflang: LANGUAGE_TAG[v.locale], href: `${origin}${v.path}` })),
    ...(english ? [{ hreflang: "x-default", href: `${origin}${english.path}` }] : []),
  ];
}
