// Which content a slug-style URL shows: a package landing page, a city page, or nothing (404). The packages
// are the stored ones (from the load context): their price, duration and features fill the copy.
import { cities } from "../copy/cities";
import { entityPages } from "../copy/entities";
import { landingPages } from "../copy/packages";
import type { City, EntityPage, LandingPage, ServicePackage } from "../copy/types";
import { formatRupees } from "./format";

export type LandingMatch = { kind: "package"; page: LandingPage; pkg: ServicePackage | null } | { kind: "city"; city: City };

const PLACEHOLDER = /\{(price|duration)\}/;

/** The landing copy with its {price} and {duration} filled from the package (FAQs that need them are dropped without one). */
export function withPackage(page: LandingPage, pkg: ServicePackage | null): LandingPage {
  if (!pkg) return { ...page, faqs: page.faqs.filter((f) => !PLACEHOLDER.test(f.question + f.answer)) };
  const fill = (s: string) => s.replaceAll("{price}", formatRupees(pkg.price)).replaceAll("{duration}", pkg.duration);
  return {
    ...page,
    faqs: page.faqs.map((f) => ({ question: fill(f.question), answer: fill(f.answer) })),
    price: pkg.price,
    originalPrice: pkg.originalPrice,
    duration: pkg.duration,
  };
}

/** A landing page for a package that has no written copy (a package the admin added or renamed). */
function pageFromPackage(pkg: ServicePackage): LandingPage {
  return {
    slug: pkg.slug,
    name: pkg.title,
    title: pkg.title,
    metaTitle: pkg.title,
    metaDescription: pkg.description,
    intro: [pkg.description],
    highlights: [],
    documents: cityProcess.documents,
    steps: cityProcess.steps,
    faqs: [],
  };
}

/** Resolves /{slug} against the stored (published) packages; null when no content exists for it (404). */
export function findLanding(slug: string, packages: ServicePackage[]): LandingMatch | null {
  const pkg = packages.find((p) => p.slug === slug) ?? null;
  const page = landingPages.find((p) => p.slug === slug);
  if (page) return { kind: "package", page: withPackage(page, pkg), pkg };
  if (pkg) return { kind: "package", page: withPackage(pageFromPackage(pkg), pkg), pkg };
  const city = cities.find((c) => c.path === `/${slug}`);
  return city ? { kind: "city", city } : null;
}

/** The package that each entity page (/private-limited, /llp...) sells, by the entity's path. */
const entityPackage: Record<string, string> = {
  "/private-limited": "pvt-ltd-registration-delhi",
  "/llp": "llp-registration-delhi",
  "/opc": "opc-registration-delhi",
  "/partnership-firm": "partnership-registration-delhi",
};

export function findEntity(path: string, packages: ServicePackage[]): { page: EntityPage; pkg: ServicePackage | null } | null {
  const page = entityPages.find((e) => e.path === path);
  if (!page) return null;
  return { page, pkg: packages.find((p) => p.slug === entityPackage[path]) ?? null };
}

/** The slug of the package every city page offers (private limited company registration). */
const CITY_PACKAGE_SLUG = "pvt-ltd-registration-delhi";

/** The package every city page offers, or null when it is not published. */
export const cityPackageOf = (packages: ServicePackage[]): ServicePackage | null => packages.find((p) => p.slug === CITY_PACKAGE_SLUG) ?? null;
/** Documents and steps shown on city pages and on packages without copy: those of the private limited landing page. */
export const cityProcess: LandingPage = landingPages.find((p) => p.slug === CITY_PACKAGE_SLUG)!;

// Names inside a sentence: "Start your NGO / section 8 company registration today".
const properWords = new Set(["India", ...cities.flatMap((c) => `${c.name} ${c.state}`.split(/\s+/))]);

/** A page's name as it reads inside a sentence: lower case, except acronyms (NGO, LLP) and place names (India, Delhi). */
export function nameInSentence(name: string): string {
  return name
    .split(" ")
    .map((w) => (/^[A-Z0-9]{2,}$/.test(w) || properWords.has(w) ? w : w.toLowerCase()))
    .join(" ");
}

/** A city page's eyebrow: "Jaipur, Rajasthan"; a city that is its own state once ("Delhi", not "Delhi, Delhi"). */
export function cityPlace(city: Pick<City, "name" | "state">): string {
  return city.name === city.state ? city.name : `${city.name}, ${city.state}`;
}
