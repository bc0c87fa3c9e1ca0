// Reading time of a post: "6 min read" under its title.

/** Words a reader gets through in a minute (a common figure for web articles). */
export const WORDS_PER_MINUTE = 200;

/** The words of an HTML body: tags and entities left out. */
export function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[#\w]+;/g, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Whole minutes, at least one. */
export const readingMinutes = (html: string) => Math.max(1, Math.round(wordCount(html) / WORDS_PER_MINUTE));

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;
