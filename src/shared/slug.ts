// Suggests a URL slug (a blog excerpt) from a title: lower case, words joined by "-". The server's rules
// for a slug (slugProblem) and how two slugs are compared (slugKey) live here too.
import { fieldProblems } from "./api-messages";

export const SLUG_MAX_LENGTH = 100;

/**
 * "Private Limited Company: Fees & Documents (2026)" -> "private-limited-company-fees-and-documents-2026".
 * Latin accents are dropped ("Café" -> "cafe"); letters of other scripts (Hindi) are kept as they are,
 * since excerpts may be Unicode ("कंपनी रजिस्ट्रेशन 2026" -> "कंपनी-रजिस्ट्रेशन-2026"): the joiners that only shape a
 * Hindi conjunct (ZWJ, ZWNJ) are dropped rather than cutting the word, and Devanagari digits become Latin ones.
 * Cut at a word boundary to at most SLUG_MAX_LENGTH characters.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’\u200c\u200d]/g, "")
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const dash = cut.lastIndexOf("-");
  return (dash > 0 ? cut.slice(0, dash) : slug.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, "");
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Tab; bidi marks, embeddings, overrides and isolates; zero-width space, word joiner, BOM. */
const INVISIBLE = /[\t\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

/**
 * Why a (trimmed) slug cannot be a post's address, or null. A slug has a letter or digit, no "/", is not
 * "." or "..", holds nothing invisible, and is not shaped like a post id (/blog/{id} redirects to the post).
 */
export function slugProblem(slug: string): string | null {
  if (slug.includes("/")) return fieldProblems.slugSlash;
  if (/^\.+$/.test(slug)) return fieldProblems.slugDots;
  if (INVISIBLE.test(slug)) return fieldProblems.slugInvisible;
  if (!/[\p{L}\p{N}]/u.test(slug)) return fieldProblems.slugNeedsLetterOrDigit;
  if (UUID_SHAPE.test(slug)) return fieldProblems.slugUuid;
  return null;
}

/**
 * The form in which two slugs are compared (uniqueness, URL matching): Unicode compatibility-normalised
 * and case-folded ("Straße", "STRASSE" and "strasse" are one slug; so are "ﬁle" and "file").
 */
export function slugKey(slug: string): string {
  return slug.normalize("NFKC").toUpperCase().toLowerCase().normalize("NFKC");
}
