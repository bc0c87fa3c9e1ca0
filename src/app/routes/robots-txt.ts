// /robots.txt: keeps crawlers out of the admin area, the JSON API and the order pages (a client's order is theirs
// alone), and points them at the sitemap.
import type { Route } from "./+types/robots-txt";
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../shared/page-cache";

export function loader({ context }: Route.LoaderArgs) {
  const body = `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /order/\nDisallow: /client\nAllow: /\n\nSitemap: ${context.siteUrl}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600", [PAGE_CACHE_STORE_HEADER]: pageCacheStoreValue() },
  });
}
