// How a route lets the server's page cache keep its answer (docs/decisions/004-page-cache.md).
// Caching is opt-in: a route's `headers` export (or a resource route's Response) carries
// PAGE_CACHE_STORE_HEADER, whose value names the query parameters the page reads ("query=page").
// Those, and only those, are part of the cache key: ?utm_source=..., ?fbclid=... and any other
// parameter never make a new entry. A page that opts in must not contain anything of its request
// (no form token, referrer, UTM value); what a visitor's form needs per visitor comes from the browser.

/** Request-independent pages only. The server removes this header before answering. */
export const PAGE_CACHE_STORE_HEADER = "X-Page-Cache-Store";

/** The header value for a page that reads these query parameters (none by default). */
export function pageCacheStoreValue(query: readonly string[] = []): string {
  return `query=${query.join(",")}`;
}

/** A route's `headers` export that opts its page into the cache: `export const headers = cachedPage("page")`. */
export function cachedPage(...query: string[]): () => Record<string, string> {
  const value = pageCacheStoreValue(query);
  return () => ({ [PAGE_CACHE_STORE_HEADER]: value });
}

/** The query parameter names of a header value, or null when the value does not opt in. */
export function declaredQuery(value: string | null | undefined): string[] | null {
  if (typeof value !== "string" || !value.startsWith("query=")) return null;
  return value
    .slice(6)
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .slice(0, 16);
}
