// The data of a page the firm edits, as its loader (lib/stored-page.server.ts) gives it to the page's components
// (components/page-body.tsx): the filled page and what its sections show of the rest of the site.
import type { BlogCardData } from "../components/blog-card";
import type { FeaturedBlog } from "../components/featured-blogs";
import type { Quote } from "../../shared/pricing";
import type { ServicePackage } from "../../shared/schemas/package";
import { pathInLocale, type Locale } from "../../shared/locale";
import type { Page } from "../../shared/schemas/page";
import type { PublicTestimonial } from "../../shared/schemas/testimonial";
import type { Crumb } from "./structured-data";

export type PriceBoxData = { price: number; originalPrice?: number; duration?: string; slug?: string; quote: Quote; href?: string; linkLabel?: string };

export type ServiceGroupView = {
  title: string;
  services: { label: string; path: string; description: string; price: number | undefined; quote: Quote | null }[];
};

export type StoredPageData = {
  page: Pick<Page, "kind" | "path" | "name" | "service" | "city" | "sections">;
  /** The page's language, and the languages it is published in (its alternates and the language switch). */
  locale: Locale;
  languages: Locale[];
  versions: { locale: Locale; path: string }[];
  /** On a Hindi page: the paths whose Hindi version exists, for links the components make (a package card's page). */
  hindiPaths: string[];
  /** The breadcrumb trail (without Home); none on the home page. */
  trail: Crumb[] | null;
  meta: { title: string; description: string; path: string; firmTitle: boolean };
  priceBox: PriceBoxData | null;
  /** The page's package: its features, what it includes and excludes, its steps. */
  pkg: Pick<ServicePackage, "features" | "includes" | "excludes" | "steps"> | null;
  cardPackages: ServicePackage[];
  /** The package whose own page this is (its card is marked). */
  currentPackage: string | undefined;
  testimonials: PublicTestimonial[];
  featured: FeaturedBlog[];
  /** The newest posts: the carousel's, then Latest Articles'. */
  posts: BlogCardData[];
  offer: { id: string; heading: string; subHeading: string; validUntil: string } | null;
  cityLinks: { path: string; linkLabel: string }[];
  otherCities: { path: string; name: string }[];
  cityIndex: { path: string; name: string }[];
  serviceGroups: ServiceGroupView[];
  /** The enquiry dialog's services (the home page's "Get started now"). */
  enquiryServices: string[];
  privacyVersion: string;
  /** The page's Service structured data, where it sells a service. */
  serviceLd: Record<string, unknown> | null;
};

/** Where a page sits: a city page under the private limited company page, any other page under Home; the home page nowhere. */
export function pageTrail(page: Pick<Page, "kind" | "path" | "name" | "city">, nameOf: (path: string) => string | undefined = () => undefined): Crumb[] | null {
  if (page.kind === "home") return null;
  if (page.kind === "city")
    return [
      { name: nameOf("/private-limited") ?? "Private Limited Company", path: "/private-limited" },
      { name: page.city?.name ?? page.name, path: page.path },
    ];
  return [{ name: page.name, path: page.path }];
}

/** A link of a page's component in the page's language: its Hindi version's address where it has one. */
export function localHref(data: Pick<StoredPageData, "locale" | "hindiPaths">, href: string): string {
  if (data.locale === "en") return href;
  const m = /^(\/[^?#]*)(.*)$/.exec(href);
  return m && data.hindiPaths.includes(m[1] ?? "") ? pathInLocale(m[1] ?? "", data.locale) + (m[2] ?? "") : href;
}
