// /sitemap.xml: every public page once, posts and categories with lastmod (sitemaps.org 0.9).
import { escapeXml, xmlResponse } from "../lib/xml";
import type { Route } from "./+types/sitemap-xml";

export function loader({ context }: Route.LoaderArgs) {
  const urls = context.reads.sitemap.entries().map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(context.siteUrl + e.path)}</loc>${lastmod}</url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return xmlResponse(body, "application/xml");
}
