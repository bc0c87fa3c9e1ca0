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

// Words too common to mean anything in a query, English and Hindi ("का", "में", "और", "है": of, in, and, is).
const STOP_WORDS = new Set([
  "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "how", "in", "is", "it", "of", "on", "or", "the", "to", "what", "with",
  "का", "की", "के", "को", "में", "से", "पर", "और", "है", "हैं", "था", "थे", "थी", "यह", "वह", "ये", "वे", "भी", "तो", "ही", "एक", "लिए", "कि", "या", "कैसे", "क्या",
]); // prettier-ignore

/** Devanagari digits (०-९) read as the Latin ones: "२०२६" finds "2026". */
const DEVANAGARI_DIGIT = /[\u0966-\u096f]/g;

/**
 * Lower case, Latin accents dropped: "Café" and "cafe" are the same word. Hindi is folded the same way for the
 * spellings people mix: the nukta dropped ("ज़" as "ज", "फ़" as "फ"), the candrabindu read as the anusvara ("हँ" as
 * "हं"), the invisible joiners (ZWJ, ZWNJ) that only shape a conjunct removed, and Devanagari digits read as Latin.
 */
export function foldWord(word: string): string {
  return word
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u093c\u200c\u200d]/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966))
    .normalize("NFC")
    .toLowerCase();
}

/** A word of a text as the search cuts it (letters, marks and digits; a joiner inside a Hindi word keeps it whole). */
export const WORD_PATTERN = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;

/** The words of a text (letters and digits), folded; single characters and stop words dropped. */
export function searchWords(text: string): string[] {
  const out: string[] = [];
  // Folding the whole text once is much cheaper than folding each word (a first index of 5,000 posts).
  for (const w of foldWord(text).match(WORD_PATTERN) ?? []) {
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
