// Blog search: how a query is cut into words, and the shape of a highlighted snippet.

import type { BlogListItem } from "./schemas/blog";

/** A piece of a snippet; `hit` marks a word that matched the query. */
export type SnippetPart = { text: string; hit?: boolean };

/** A found post: its list item and a short piece of its text with the matching words marked. */
export type SearchHit = BlogListItem & { snippet: SnippetPart[] };

/** A query is cut to this many characters and terms (each distinct query is a render). */
export const SEARCH_MAX_QUERY_LENGTH = 100;
export const SEARCH_MAX_WORDS = 8;
/** Characters of text shown around the first match. */
export const SNIPPET_LENGTH = 180;

// Words too common to mean anything in a query.
const STOP_WORDS = new Set(["a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "how", "in", "is", "it", "of", "on", "or", "the", "to", "what", "with"]);

/** Lower case, Latin accents dropped: "Café" and "cafe" are the same word. */
export function foldWord(word: string): string {
  return word
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase();
}

/** The words of a text (letters and digits), folded; single characters and stop words dropped. */
export function searchWords(text: string): string[] {
  const out: string[] = [];
  // Folding the whole text once is much cheaper than folding each word (a first index of 5,000 posts).
  for (const w of foldWord(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    if (w.length > 1 && !STOP_WORDS.has(w)) out.push(w);
  }
  return out;
}

/**
 * The query as searched and shown: trimmed, case-folded, runs of white space as one space, at most
 * SEARCH_MAX_WORDS terms and SEARCH_MAX_QUERY_LENGTH characters. "  GST   Registration " -> "gst registration".
 */
export function normalizeSearchQuery(q: string): string {
  const terms = q
    .slice(0, SEARCH_MAX_QUERY_LENGTH * 4)
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, SEARCH_MAX_WORDS);
  return terms.join(" ").slice(0, SEARCH_MAX_QUERY_LENGTH).trim();
}

/** The distinct words of a query, at most SEARCH_MAX_WORDS. */
export function queryWords(q: string): string[] {
  return [...new Set(searchWords(normalizeSearchQuery(q)))].slice(0, SEARCH_MAX_WORDS);
}
