// Rules of the rich-text editor shared with tests: link addresses and the clean-up of Quill's HTML.
import { LINK_SCHEMES } from "./constants";
import { apiMessages } from "./api-messages";
import { withScheme } from "./urls";

export type LinkUrlResult = { url: string } | { error: string } | null;

/**
 * The link dialog's rule (SPEC 5): empty does nothing (null); an address without a scheme gets
 * https:// ("example.com/a" -> "https://example.com/a"); a scheme outside SPEC 5's list is refused.
 */
export function normalizeLinkUrl(raw: string): LinkUrlResult {
  const url = raw.trim();
  if (!url) return null;
  // "host:8080/path" has a port, not a scheme; a scheme is letters then ":" not followed by a digit.
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(url)?.[1].toLowerCase();
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
