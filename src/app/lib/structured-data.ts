// schema.org JSON-LD objects for the public pages (rendered by components/json-ld.tsx).
import type { FirmDetails } from "../../shared/schemas/settings";
import type { Author } from "../../shared/schemas/team-member";
import { membershipText } from "../../shared/team";
import { formatAddress, localBusiness, priceRangeOf } from "../../shared/firm";
import type { Faq, ServicePackage } from "../copy/types";
import { absoluteUrl } from "./seo";

type Json = Record<string, unknown>;

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/**
 * Schema.org deprecated ProfessionalService; the firm keeps accounts and does legal filings, so it is
 * both an AccountingService and a LegalService (each a LocalBusiness, so an Organization).
 */
export const FIRM_TYPES = ["AccountingService", "LegalService"] as const;

/** The @id of a staff member's Person, on their author page. */
export const personId = (siteUrl: string, slug: string) => `${siteUrl}/author/${slug}#person`;

/**
 * The firm with its address, from its stored details, and the cities it serves; `team`: the staff
 * shown on /team, named as its employees by the @id of their Person.
 */
export function organizationLd(siteUrl: string, site: FirmDetails, cities: { name: string }[] = [], team: { slug: string }[] = [], prices: readonly number[] = []): Json {
  const a = site.address;
  return {
    "@context": "https://schema.org",
    "@type": [...FIRM_TYPES],
    "@id": organizationId(siteUrl),
    name: site.name,
    legalName: site.ownerFirm,
    // Its registration with the Ministry of Corporate Affairs, when given.
    ...(site.cin || site.llpin ? { identifier: { "@type": "PropertyValue", propertyID: site.cin ? "CIN" : "LLPIN", value: site.cin || site.llpin } } : {}),
    description: site.tagline,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, "/favicon.svg"),
    image: absoluteUrl(siteUrl, "/apple-touch-icon.png"),
    email: site.email,
    telephone: site.phones[0],
    // The prices charged for the packages (their struck-through originals are never charged).
    priceRange: priceRangeOf(prices) || localBusiness.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: localBusiness.geo.latitude, longitude: localBusiness.geo.longitude },
    openingHoursSpecification: localBusiness.openingHours.map((h) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: [...h.days], opens: h.opens, closes: h.closes })),
    // The cities the firm has pages for (passed in by the server so the list stays out of page code), within India.
    areaServed: [...cities.map((c) => ({ "@type": "City", name: c.name })), { "@type": "Country", name: "India" }],
    contactPoint: site.phones.map((telephone) => ({
      "@type": "ContactPoint",
      telephone,
      contactType: "customer service",
      areaServed: "IN",
      availableLanguage: ["English", "Hindi"],
    })),
    sameAs: Object.values(site.social).filter(Boolean),
    hasMap: site.googleBusinessProfile || `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress(a))}`,
    ...(team.length > 0 ? { employee: team.map((t) => ({ "@id": personId(siteUrl, t.slug) })) } : {}),
  };
}

/** A staff member as a Person (author pages, /team, a post's author), working for the firm. */
export function personLd(siteUrl: string, author: Author, { context = true }: { context?: boolean } = {}): Json {
  const url = absoluteUrl(siteUrl, `/author/${author.slug}`);
  return {
    ...(context ? { "@context": "https://schema.org" } : {}),
    "@type": "Person",
    "@id": personId(siteUrl, author.slug),
    name: author.publicName,
    url,
    ...(author.title ? { jobTitle: author.title } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.photo ? { image: absoluteUrl(siteUrl, author.photo) } : {}),
    // Qualifications (FCA, LL.B.) as credentials; memberships of professional bodies (ICAI, ICSI, a Bar Council) with their numbers.
    ...(author.qualifications.length > 0
      ? { hasCredential: author.qualifications.map((q) => ({ "@type": "EducationalOccupationalCredential", credentialCategory: "Qualification", name: q })) }
      : {}),
    ...(author.memberships.length > 0
      ? {
          memberOf: author.memberships.map((m) => ({
            "@type": "ProgramMembership",
            name: membershipText(m),
            hostingOrganization: { "@type": "Organization", name: m.body },
            ...(m.number ? { membershipNumber: m.number } : {}),
          })),
        }
      : {}),
    worksFor: { "@id": organizationId(siteUrl) },
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbLd(siteUrl: string, crumbs: Crumb[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: absoluteUrl(siteUrl, c.path) })),
  };
}

export function faqLd(faqs: Faq[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
  };
}

type ServiceInput = {
  name: string;
  description: string;
  path: string;
  /** Where the service is offered; India when absent. */
  area?: string;
  price?: number;
  originalPrice?: number;
};

/** A Service provided by the firm, with an Offer in rupees when it has a fixed price. */
export function serviceLd(siteUrl: string, s: ServiceInput): Json {
  const url = absoluteUrl(siteUrl, s.path);
  const ld: Json = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: s.name,
    serviceType: s.name,
    description: s.description,
    url,
    provider: { "@id": organizationId(siteUrl) },
    areaServed: s.area ? { "@type": "City", name: s.area } : { "@type": "Country", name: "India" },
  };
  if (s.price !== undefined) {
    ld.offers = {
      "@type": "Offer",
      price: String(s.price),
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      url,
      // The struck-through original price, as Google's merchant data expects it.
      ...(s.originalPrice !== undefined && {
        priceSpecification: [
          { "@type": "UnitPriceSpecification", price: String(s.price), priceCurrency: "INR" },
          { "@type": "UnitPriceSpecification", price: String(s.originalPrice), priceCurrency: "INR", priceType: "https://schema.org/StrikethroughPrice" },
        ],
      }),
    };
  }
  return ld;
}

/** The package as the input of serviceLd. */
export const packageService = (p: ServicePackage, path: string, name = p.title) => ({ name, description: p.description, path, price: p.price, originalPrice: p.originalPrice });
