// Offer features are one free-text field "separated by commas or emoji" (docs/product.md#data); the page shows a list.

// A run of emoji (pictographs with their variation selectors, skin tones, joiners, keycaps, flags).
const emojiRun = /(?:[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}]|\u200D|\uFE0F|\u20E3)+/u;
// Separators: a comma not inside a number (so "₹1,00,000" stays whole), a semicolon, a line break,
// or an emoji run.
const separator = new RegExp(String.raw`(?<!\d),|,(?!\d)|;|\r?\n|` + emojiRun.source, "gu");

/** The features of an offer as a list: trimmed, bullets and blanks dropped, order kept. */
export function splitFeatures(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(separator)
    .map((part) => part.replace(/^[\s•*\-–—]+/u, "").trim())
    .map(trimTrailingDots)
    .filter((part) => part.length > 0);
}

/** Drops trailing dots and spaces; a loop, since /[\s.]+$/ backtracks quadratically over a long run of them. */
function trimTrailingDots(part: string): string {
  let end = part.length;
  while (end > 0 && (part.charAt(end - 1) === "." || /\s/.test(part.charAt(end - 1)))) end--;
  return part.slice(0, end);
}
