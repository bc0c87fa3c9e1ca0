// The pages a testimonial can be tagged with, as the admin picks them: each by its title and its address
// (names alone read alike: "Private Limited Company" and "Private Limited Company Registration").
import { cities } from "../copy/cities";
import { entityPages } from "../copy/entities";
import { landingPages } from "../copy/packages";

export type TaggablePage = { slug: string; title: string; path: string };

/** The entity pages (/private-limited...) and the service landing pages (/pvt-ltd-registration-delhi...), by slug. */
export const servicePages: TaggablePage[] = [
  ...entityPages.map((e) => ({ slug: e.path.replace(/^\//, ""), title: e.title, path: e.path })),
  ...landingPages.map((l) => ({ slug: l.slug, title: l.title, path: `/${l.slug}` })),
];

/** The city pages, by the city's slug. */
export const cityPages: TaggablePage[] = cities.map((c) => ({ slug: c.slug, title: c.title, path: c.path }));

/** "Private Limited Company Registration (/private-limited)" for a service page's slug; the slug when unknown. */
export const servicePageName = (slug: string) => {
  const page = servicePages.find((s) => s.slug === slug);
  return page ? `${page.title} (${page.path})` : slug;
};
