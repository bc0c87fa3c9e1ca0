// What counts as a page's first-load JavaScript (docs/architecture.md#performance-budgets), for `npm run bench` and the budget test in
// tests/e2e/quality.spec.ts: the module scripts, modulepreloads and imports its HTML names.

/**
 * docs/architecture.md#performance-budgets: at most this much JavaScript (gzip, KB) on a public page's first load.
 * DESIGN.md's 120 KB, plus 2 KB taken by the two languages' frame (the language switch, page versions and hreflang,
 * the Hindi words the first-load components still carry); see the architecture note on getting back under 120.
 */
export const FIRST_LOAD_JS_BUDGET_KB = 122;

/** The /assets/ scripts a page's HTML loads before anything happens on the page. */
export function firstLoadScripts(html: string): string[] {
  const srcs = new Set<string>();
  const patterns = [/<link rel="modulepreload" href="([^"]+)"/g, /import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g, /<script[^>]+src="(\/assets\/[^"]+\.js)"/g];
  for (const pattern of patterns) for (const [, src] of html.matchAll(pattern)) if (src) srcs.add(src);
  return [...srcs];
}
