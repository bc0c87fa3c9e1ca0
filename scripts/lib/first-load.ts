// What counts as a page's first-load JavaScript (docs/architecture.md#performance-budgets), for `npm run bench` and the budget test in
// tests/e2e/quality.spec.ts: the module scripts, modulepreloads and imports its HTML names.

/** docs/architecture.md#performance-budgets: at most this much JavaScript (gzip, KB) on a public page's first load. */
export const FIRST_LOAD_JS_BUDGET_KB = 120;

/** The /assets/ scripts a page's HTML loads before anything happens on the page. */
export function firstLoadScripts(html: string): string[] {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)) srcs.add(m[1]);
  return [...srcs];
}
