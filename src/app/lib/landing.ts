// Which content a slug-style URL shows: a package landing page, a city page, or nothing (404).
import { cities } from "../content/cities";
import { entityPages } from "../content/entities";
import { landingPages, packages } from "../content/packages";
import type { City, EntityPage, LandingPage, ServicePackage } from "../content/types";

export type LandingMatch =
  | { kind: "package"; page: LandingPage; pkg: ServicePackage | null }
  | { kind: "city"; city: City };

/** Resolves /{slug}; null when no content exists for it (the route answers 404). */
export function findLanding(slug: string): LandingMatch | null {
  const page = landingPages.find((p) => p.slug === slug);
  if (page) return { kind: "package", page, pkg: packages.find((p) => p.slug === slug) ?? null };
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

export function findEntity(path: string): { page: EntityPage; pkg: ServicePackage | null } | null {
  const page = entityPages.find((e) => e.path === path);
  if (!page) return null;
  return { page, pkg: packages.find((p) => p.slug === entityPackage[path]) ?? null };
}

/** The package every city page offers (private limited company registration). */
export const cityPackage: ServicePackage = packages.find((p) => p.slug === "pvt-ltd-registration-delhi")!;
/** Documents and steps shown on city pages: those of the private limited landing page. */
export const cityProcess: LandingPage = landingPages.find((p) => p.slug === cityPackage.slug)!;

// Names inside a sentence (issue 22): "Start your NGO / section 8 company registration today".
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
