// Building blocks of the XML documents the site serves (sitemap.xml, rss.xml).
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../shared/page-cache";

/** Escapes text for an XML element or attribute; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function xmlResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { "Content-Type": `${contentType}; charset=utf-8`, "Cache-Control": "public, max-age=300", [PAGE_CACHE_STORE_HEADER]: pageCacheStoreValue() },
  });
}
