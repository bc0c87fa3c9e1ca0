// The head's link to the RSS feed of a page's language: /rss.xml for English pages, /hi/rss.xml for Hindi ones.
import { m } from "../../shared/i18n";
import type { Locale } from "../../shared/locale";

export function feedLink(locale: Locale, siteUrl: string) {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title: m.blog_rss_link({}, { locale }), href: `${siteUrl}${locale === "hi" ? "/hi" : ""}/rss.xml` };
}
