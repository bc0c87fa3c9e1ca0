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
 * cost grows with the square of the depth: 1 MB of unclosed <span> took 28 s.
 */
export const MAX_HTML_NESTING = 100;

/**
 * The longest a post's content may be, in characters (a preview's and an autosave's too): as sent, and as
 * stored once cleaned, which writes a non-breaking space as `&nbsp;` and a quote as `&quot;` (six for one).
 */
export const POST_CONTENT_MAX_LENGTH = 1_000_000;
/** The longest a news item's or resource's body may be, in characters, as sent and as stored once cleaned. */
export const ARTICLE_BODY_MAX_LENGTH = 500_000;

const VOID_TAGS: ReadonlySet<string> = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Elements that never hold others (<br>, <img>): they do not count as a level of nesting. */
export const isVoidTag = (name: string) => VOID_TAGS.has(name);
const isLetter = (c: string) => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z");
const isSpace = (c: string) => c === " " || c === "\n" || c === "\t" || c === "\r" || c === "\f";

/**
 * The deepest nesting of elements in `html`, counted from its tags in one linear pass the way the HTML
 * parser reads them: attribute values (which may hold "<" and "</") are skipped, comments too, and an end
 * tag closes an element only when it names the innermost open one, so `</x>` closes nothing (
 * "<span></x>" x 100,000 passed as depth 1 and held the parser 11 s). An upper bound of what the parser
 * builds (an element it closes implicitly, like a second <p>, counts as nested). Stops beyond `limit`.
 * The sanitiser checks the parser's own depth as well (services/sanitize.ts).
 */
export function htmlNestingDepth(html: string, limit = Infinity): number {
  const open: string[] = [];
  let deepest = 0;
  let i = html.indexOf("<");
  while (i >= 0 && i < html.length) {
    const next = html.charAt(i + 1);
    if (html.startsWith("<!--", i)) {
      const end = html.indexOf("-->", i + 4);
      if (end < 0) break;
      i = html.indexOf("<", end + 3);
      continue;
    }
    const closing = next === "/";
    const nameStart = closing ? i + 2 : i + 1;
    if (!isLetter(html.charAt(nameStart))) {
      i = html.indexOf("<", i + 1);
      continue;
    }
    let end = nameStart;
    while (end < html.length && !isSpace(html.charAt(end)) && html.charAt(end) !== "/" && html.charAt(end) !== ">") end++;
    const name = html.slice(nameStart, end).toLowerCase();
    // The rest of the tag: attribute names, `=`, values (quoted ones may hold anything but their quote).
    let j = end;
    while (j < html.length && html.charAt(j) !== ">") {
      if (html.charAt(j) === "=") {
        j++;
        while (j < html.length && isSpace(html.charAt(j))) j++;
        const quote = html.charAt(j);
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, j + 1);
          j = close < 0 ? html.length : close + 1;
          continue;
        }
      }
      j++;
    }
    if (closing) {
      if (open.at(-1) === name) open.pop();
    } else if (!VOID_TAGS.has(name)) {
      open.push(name);
      if (open.length > deepest && (deepest = open.length) > limit) break;
    }
    i = html.indexOf("<", j + 1);
  }
  return deepest;
}
