// Word count and reading time of a post's text (the editor's SEO panel).
import { WORDS_PER_MINUTE } from "./constants";

/** Words of plain text: runs of letters or digits (with inner apostrophes, hyphens, dots: "don't", "e-mail", "3.5"). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Minutes to read that many words, at least one for any text. */
export function readingMinutes(words: number): number {
  return words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
