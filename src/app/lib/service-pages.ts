// The service pages a testimonial can be tagged with: the entity pages and the service landing pages, by slug.
import { entityPages } from "../copy/entities";
import { landingPages } from "../copy/packages";

export const servicePages: { slug: string; name: string }[] = [
  ...entityPages.map((e) => ({ slug: e.path.replace(/^\//, ""), name: e.name })),
  ...landingPages.map((l) => ({ slug: l.slug, name: l.name })),
];

export const servicePageName = (slug: string) => servicePages.find((s) => s.slug === slug)?.name ?? slug;
