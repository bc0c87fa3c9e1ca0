// Splits marketing copy into text and links: site paths (/privacy-policy...) and e-mail addresses.

export type Segment = { text: string; href?: string };

/** Site paths that copy may mention by address and that become links. */
const PATHS = ["/privacy-policy", "/terms-condition", "/contact-us"];
const pattern = new RegExp(`(?<![\\w/.])(${PATHS.map((p) => p.replace(/[-/]/g, "\\$&")).join("|")})(?![\\w-])|([\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)`, "g");

export function linkify(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index;
    if (start > last) out.push({ text: text.slice(last, start) });
    const [match, url, email = ""] = m;
    out.push(url ? { text: url, href: url } : { text: email, href: `mailto:${email}` });
    last = start + match.length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/**
 * The id (URL fragment) of a heading: "Use of the Website" -> "use-of-the-website". Not `slugify` of
 * shared/slug.ts: an anchor keeps only ASCII letters and digits ("Owner's" -> "owner-s"), and the ids of
 * the published pages must stay as they are.
 */
export function anchorId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
