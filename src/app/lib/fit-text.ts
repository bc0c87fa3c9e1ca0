// Titles and descriptions that fit search results: at most 60 characters of title, 70 to 160
// of description. For text that editors write (posts, news, categories); a separate module so that pages
// with fixed copy do not carry it.
import { META_DESCRIPTION_MAX_LENGTH, META_DESCRIPTION_MIN_LENGTH, TITLE_MAX_LENGTH } from "../../shared/constants";

/** Cuts text at a word boundary to at most `max` characters, with an ellipsis when cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,.;:|–-]+$/, "")}…`;
}

/** The line a short description gets: about the firm, by its stored name. */
export function firmLine(firmName: string): string {
  return `Practical help for Indian businesses from ${firmName}.`;
}

/**
 * A meta description of 70 to 160 characters: a short one gets `more` (usually firmLine, a line about the
 * firm) added, a long one is cut at a word boundary.
 */
export function fitDescription(text: string, more: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const long = clean.length >= META_DESCRIPTION_MIN_LENGTH ? clean : `${clean}${clean && !/[.!?…]$/.test(clean) ? "." : ""} ${more}`.trim();
  return cut(long, META_DESCRIPTION_MAX_LENGTH);
}

/**
 * "{main} | {site name}" when that fits in TITLE_MAX_LENGTH characters, else `main` alone, cut at a word
 * boundary to fit (search results cut longer titles).
 */
export function fitTitle(main: string, siteName: string): string {
  const full = `${main} | ${siteName}`;
  if (full.length <= TITLE_MAX_LENGTH) return full;
  return cut(main, TITLE_MAX_LENGTH);
}

/** A title with or without the firm's (stored) name after it, fitted to TITLE_MAX_LENGTH. */
export function fitPageTitle(title: string, firmName: string): string {
  return title.length <= TITLE_MAX_LENGTH ? title : fitTitle(title.replace(` | ${firmName}`, ""), firmName);
}
