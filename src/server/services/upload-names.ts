// The names an upload keeps: the file's name as the uploader's computer called it (shown in the media library,
// searched) and the stored file's name made from it, so that /uploads/gst-certificate.jpg says what it is.
// A stored name is ASCII letters, digits and hyphens: what the upload pattern of isUploadName and every scan of
// texts for /uploads/ links match, and what a URL carries without escaping.

/** The longest uploaded name kept for showing (characters). */
export const UPLOAD_DISPLAY_NAME_MAX = 200;
/** The longest stem of a stored file's name, before its suffix and extension. */
export const UPLOAD_STEM_MAX = 60;
/** The stem of an upload whose name has no letter or digit left once made ASCII. */
export const UPLOAD_STEM_FALLBACK = "image";

// Control characters (C0, DEL, C1), bidi controls and isolates, zero-width characters and the BOM: nothing of
// them may reach a page or a log, and a right-to-left override would show "gpj.exe" as "exe.jpg".
// eslint-disable-next-line no-control-regex
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The uploaded file's name to show: its last path part (a browser may send "C:\\Users\\…\\photo.jpg"), Unicode
 * NFC, without invisible or control characters, spaces collapsed, at most UPLOAD_DISPLAY_NAME_MAX characters
 * (never cutting a character in two); "" when nothing is left.
 */
export function displayName(raw: unknown): string {
  if (typeof raw !== "string") return "";
  const last =
    raw
      .slice(-4 * UPLOAD_DISPLAY_NAME_MAX)
      .split(/[/\\]/)
      .pop() ?? "";
  const clean = last.replace(LONE_SURROGATE, "").normalize("NFC").replace(LINE_BREAKS_AND_TABS, " ").replace(UNSHOWN, "").replace(/\s+/g, " ").trim();
  return [...clean].slice(0, UPLOAD_DISPLAY_NAME_MAX).join("").trim();
}

/** Text to ASCII words: the transliteration package's slugify, as `fileStem` uses it (lazy-modules.ts loads it). */
export type ToAsciiSlug = (text: string, options: { lowercase: boolean; separator: string; allowedChars: string }) => string;

/**
 * The stem of a stored file's name from a shown name: its extension dropped (the stored one is the bytes'),
 * other scripts transliterated ("प्रमाणपत्र" -> "prmaannptr", "Café" -> "cafe"), lower-case letters and digits
 * joined by single hyphens, cut at a hyphen to at most UPLOAD_STEM_MAX characters. A name with nothing left
 * is UPLOAD_STEM_FALLBACK; one shaped like a responsive variant's ("logo-480w", which the site makes from every
 * upload) gets "-image" added, so it can never be taken for one.
 */
export function fileStem(shown: string, toAscii: ToAsciiSlug): string {
  const withoutExt = shown.replace(/\.[a-z0-9]{1,5}$/i, "");
  const ascii = toAscii(withoutExt, { lowercase: true, separator: "-", allowedChars: "a-zA-Z0-9" })
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  let stem = ascii;
  if (stem.length > UPLOAD_STEM_MAX) {
    const cut = stem.slice(0, UPLOAD_STEM_MAX + 1);
    const dash = cut.lastIndexOf("-");
    stem = (dash > 0 ? cut.slice(0, dash) : stem.slice(0, UPLOAD_STEM_MAX)).replace(/-+$/, "");
  }
  if (!stem) return UPLOAD_STEM_FALLBACK;
  return /-\d+w$/.test(stem) ? `${stem}-image` : stem;
}
