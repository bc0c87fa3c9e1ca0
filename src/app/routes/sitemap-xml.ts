// /sitemap.xml: every public page once, posts and categories with lastmod (sitemaps.org 0.9); a page in English and
// Hindi names both versions in xhtml:link alternates (Google's hreflang in sitemaps).
import { escapeXml, xmlResponse } from "../lib/xml";
import type { Route } from "./+types/sitemap-xml";

export function loader({ context }: Route.LoaderArgs) {
  const urls = context.reads.sitemap.entries().map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : "";
    const links = (e.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(context.siteUrl + a.path)}"/>`).join("");
    return `  <url><loc>${escapeXml(context.siteUrl + e.path)}</loc>${lastmod}${links}</url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return xmlResponse(body, "application/xml");
}
