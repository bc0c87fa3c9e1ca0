// Suggests a URL slug (a blog excerpt) from a title: lower case, words joined by "-".

export const SLUG_MAX_LENGTH = 100;

/**
 * "Private Limited Company: Fees & Documents (2026)" -> "private-limited-company-fees-and-documents-2026".
 * Latin accents are dropped ("Café" -> "cafe"); letters of other scripts (Hindi) are kept as they are,
 * since excerpts may be Unicode. Cut at a word boundary to at most SLUG_MAX_LENGTH characters.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const dash = cut.lastIndexOf("-");
  return (dash > 0 ? cut.slice(0, dash) : slug.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, "");
}
