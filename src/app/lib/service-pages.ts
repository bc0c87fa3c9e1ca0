// The pages a testimonial can be tagged with, as the admin picks them: each by its name and its address (names
// alone read alike: "Private Limited Company" and "Private Limited Company Registration"). From the published
// pages the firm edits (/admin/pages), so a page it adds can carry testimonials too.
import { cityLinkLabel, citySlug, type PageSummary } from "../../shared/site-pages";

export type TaggablePage = { slug: string; title: string; path: string };

/** The entity and service pages by the slug of their address; the city pages by the slug of their city. */
export function taggablePages(pages: readonly PageSummary[]): { services: TaggablePage[]; cities: TaggablePage[] } {
  return {
    services: pages.filter((p) => p.kind === "entity" || p.kind === "service").map((p) => ({ slug: p.path.slice(1), title: p.name, path: p.path })),
    cities: pages.flatMap((p) => (p.kind === "city" && p.city ? [{ slug: citySlug(p.city.name), title: cityLinkLabel(p.city.name), path: p.path }] : [])),
  };
}
