// Rules of the rich-text editor shared with tests: link addresses and the clean-up of Quill's HTML.
import { LINK_SCHEMES } from "./constants";
import { apiMessages } from "./api-messages";
import { withScheme } from "./urls";

export type LinkUrlResult = { url: string } | { error: string } | null;

/**
 * The link dialog's rule (docs/product.md#validation-rules): empty does nothing (null); an address without a scheme gets
 * https:// ("example.com/a" -> "https://example.com/a"); a scheme outside the list of docs/product.md#validation-rules is refused.
 */
export function normalizeLinkUrl(raw: string): LinkUrlResult {
  const url = raw.trim();
  if (!url) return null;
  // "host:8080/path" has a port, not a scheme; a scheme is letters then ":" not followed by a digit.
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return { url: withScheme(url) };
  if ((LINK_SCHEMES as readonly string[]).includes(scheme)) return { url };
  return { error: apiMessages.linkSchemeNotAllowed };
}

/**
 * Quill 2's getSemanticHTML() writes every space as &nbsp;, so published text would never wrap.
 * Keep single spaces as spaces, and runs of spaces as non-breaking spaces ending in a normal one.
 */
export function tidyEditorHtml(html: string): string {
  return html.replace(/(?:&nbsp;)+/g, (run) => `${"&nbsp;".repeat(run.length / 6 - 1)} `);
}

/**
 * Editor output nests a few levels deep; markup nested deeper than this is refused on save and shown as
 * nothing on a page. The HTML parser under sanitize-html keeps its open elements with Array.unshift, so its
 * cost grows with the square of the depth: 1 MB of unclosed <span> took 28 s (issue 18).
 */
export const MAX_HTML_NESTING = 100;

const VOID_TAGS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const isLetter = (c: string) => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z");

/**
 * The deepest nesting of elements in `html`, counted from its tags in one linear pass: an upper bound (a
 * tag the parser would close implicitly, like a second <p>, or a self-closed <span/>, counts as nested).
 * Stops early beyond `limit`.
 */
export function htmlNestingDepth(html: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  for (let i = html.indexOf("<"); i >= 0 && i < html.length; i = html.indexOf("<", i + 1)) {
    const next = html[i + 1] ?? "";
    if (next === "/") {
      if (depth > 0) depth--;
      continue;
    }
    if (!isLetter(next)) continue;
    let end = i + 1;
    while (end < html.length && (isLetter(html.charAt(end)) || (html.charAt(end) >= "0" && html.charAt(end) <= "9"))) end++;
    if (VOID_TAGS.has(html.slice(i + 1, end).toLowerCase())) continue;
    if (++depth > deepest && (deepest = depth) > limit) break;
  }
  return deepest;
}
