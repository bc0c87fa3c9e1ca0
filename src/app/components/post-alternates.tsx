// The hreflang links of a page in two languages (a post and its translation, /blog and /hi/blog), drawn in the
// page's body: React hoists <link> into <head>. Kept apart so that it can be dropped once the layout draws every
// page's alternates from its loader's `versions`.
import { alternates, type Locale } from "../../shared/locale";

/** A page's version in one language: its site-relative path. */
export type PageVersion = { locale: Locale; path: string };

/** `<link rel="alternate" hreflang>` for each version and x-default (the English one); nothing for a page in one language. */
export function PostAlternates({ origin, versions }: { origin: string; versions: PageVersion[] }) {
  const en = versions.find((v) => v.locale === "en");
  const hi = versions.find((v) => v.locale === "hi");
  if (!en || !hi) return null;
  // alternates() works from one path per language; a post's two slugs differ, so each link takes its own path.
  const links = alternates(origin, en.path, ["en", "hi"]).map((a) => (a.hreflang === "hi-IN" ? { ...a, href: origin + hi.path } : a));
  return (
    <>
      {links.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
    </>
  );
}
