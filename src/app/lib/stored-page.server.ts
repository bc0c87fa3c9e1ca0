// What a page the firm edits shows (its route's loader, and a preview link's): the stored page with its
// placeholders filled, and what its sections draw from the rest of the site (the packages and the price box, the
// testimonials tagged with it, posts, the live offer, the city pages, the Services menu), its head and its
// structured data. Server-only: only what the page's sections use is read, and the page's code gets data, not copy.
import { data, type AppLoadContext } from "react-router";
import { pageTrail, type PriceBoxData, type StoredPageData } from "./stored-page";
import { toCard } from "../components/blog-card";
import { toFeatured } from "../components/featured-blogs";
import { LATEST_ARTICLES_COUNT } from "../components/latest-articles";
import { CAROUSEL_MAX_POSTS } from "../../shared/constants";
import { priceBreakdown } from "../../shared/pricing";
import { PRIVACY_NOTICE_VERSION } from "../../shared/privacy";
import type { ServicePackage } from "../../shared/schemas/package";
import type { Page, SectionType } from "../../shared/schemas/page";
import { citySlug, cityLinkLabel, serviceMenu, type PageSummary } from "../../shared/site-pages";
import { m } from "../../shared/i18n";
import { HINDI_SCREENS, localeOfPath, pathInLocale, type Locale } from "../../shared/locale";
import { packageService, serviceLd } from "./structured-data";

type Context = Pick<AppLoadContext, "reads" | "log" | "siteUrl">;

/** How many testimonials the home page shows (the newest). */
const HOME_TESTIMONIALS = 6;

/** The 'Get started now' dialog offers the published packages and then these. */
const ENQUIRY_OTHER_SERVICES = ["Trademark registration", "GST and compliance", "Accounting and tax", "Other / not sure"];
const ENQUIRY_OTHER_SERVICES_HI = ["ट्रेडमार्क रजिस्ट्रेशन", "जीएसटी और कंप्लायंस", "अकाउंटिंग और टैक्स", "अन्य / तय नहीं"];

/** The published page at `path` in the language of the address asked for (`url`: /hi/... is Hindi), or a 404. */
export function storedPageLoader(context: Context, path: string, url: URL): StoredPageData {
  const page = context.reads.pages.byPath(path, localeOfPath(url.pathname));
  if (!page) throw data(null, { status: 404 });
  return storedPageData(context, page);
}

/** The paths with a Hindi version: the published Hindi pages' and the screens'. */
const hindiPathsOf = (context: Context): string[] => [...context.reads.pages.summaries("hi").map((p) => p.path), ...HINDI_SCREENS];

/**
 * A Hindi page's links to the site's pages lead to their Hindi versions where those exist (the English page
 * otherwise); a fragment or query stays. English pages' links are left as they are.
 */
function linkerFor(context: Context, locale: Locale): (href: string) => string {
  if (locale === "en") return (href) => href;
  const hindi = new Set(hindiPathsOf(context));
  return (href) => {
    const m = /^(\/[^?#]*)(.*)$/.exec(href);
    if (!m || href.startsWith("//")) return href;
    const [, path = "", rest = ""] = m;
    return hindi.has(path) ? pathInLocale(path, locale) + rest : href;
  };
}

/** Every `href` in the sections (actions, cards, calls to action) through `link`. */
function linkSections(sections: Page["sections"], link: (href: string) => string): Page["sections"] {
  const walk = (value: unknown, key = ""): unknown => {
    if (typeof value === "string") return key === "href" ? link(value) : value;
    if (Array.isArray(value)) return value.map((v) => walk(v));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return walk(sections) as Page["sections"];
}

/** A package's words in the page's language (its Hindi ones where the firm wrote them), without the other language's. */
function packageIn({ hi: words, ...pkg }: ServicePackage, locale: Locale): ServicePackage {
  const hi = locale === "hi" ? words : undefined;
  if (!hi) return pkg;
  const or = <T>(list: T[], english: T[]) => (list.length === english.length ? list : english);
  return {
    ...pkg,
    title: hi.title || pkg.title,
    description: hi.description || pkg.description,
    duration: hi.duration || pkg.duration,
    features: or(hi.features, pkg.features),
    includes: or(hi.includes, pkg.includes),
    excludes: or(hi.excludes, pkg.excludes),
    steps: pkg.steps.map((step, i) => ({ ...step, name: hi.steps[i] || step.name })),
  };
}

/** Reads what a (filled) page's sections show; a failure to read posts is logged and shows none (as before). */
export function storedPageData(context: Context, shown: Page): StoredPageData {
  const { reads } = context;
  const locale = shown.locale;
  const link = linkerFor(context, locale);
  const page = locale === "en" ? shown : { ...shown, sections: linkSections(shown.sections, link) };
  const has = (type: SectionType) => page.sections.some((s) => s.type === type);
  const packages = reads.packages.list().map((p) => packageIn(p, locale));
  const pkg = (page.packageSlug && packages.find((p) => p.slug === page.packageSlug)) || null;
  /** The package's own page (its landing page): its cards mark it, its price box needs no link to it. */
  const ownPage = pkg !== null && page.path === `/${pkg.slug}`;
  const needsSummaries = has("city-links") || has("other-cities") || has("city-index") || has("service-groups");
  const summaries: PageSummary[] = needsSummaries ? reads.pages.summaries(locale) : [];
  const cities = summaries.filter((p) => p.kind === "city" && p.city);

  const priceBox = ((): PriceBoxData | null => {
    if (!page.sections.some((s) => s.type === "hero" && s.priceBox)) return null;
    if (pkg) {
      const quote = reads.calculators.quote(pkg.slug, page.kind === "city" ? page.city?.state : undefined);
      if (!quote) return null;
      return {
        price: pkg.price,
        originalPrice: pkg.originalPrice,
        duration: pkg.duration,
        slug: pkg.slug,
        quote,
        ...(ownPage ? {} : { href: link(`/${pkg.slug}`), linkLabel: m.page_see_included({}, { locale }) }),
      };
    }
    if (page.price) return { price: page.price.price, originalPrice: page.price.originalPrice, duration: page.price.duration, quote: priceBreakdown(page.price.price) };
    return null;
  })();

  // Posts: a failure is logged and the block shows none (the loader's data is the data: the browser does not fetch them).
  const orNone = <T>(what: string, read: () => T[]): T[] => {
    try {
      return read();
    } catch (err) {
      context.log.error({ err }, `[${page.kind}] ${what} failed`);
      return [];
    }
  };
  const posts = {
    latest: has("latest-posts") ? orNone("posts", () => reads.blogs.page({ locale }, 0, LATEST_ARTICLES_COUNT + CAROUSEL_MAX_POSTS).items.map(toCard)) : [],
    featured: has("featured-posts") ? orNone("featured posts", () => reads.blogs.featured(locale).map(toFeatured)) : [],
  };

  const testimonials = (() => {
    if (!has("testimonials")) return [];
    if (page.kind === "home") return reads.testimonials.forPage({ home: true }).slice(0, HOME_TESTIMONIALS);
    if (page.kind === "city" && page.city) return reads.testimonials.forPage({ city: citySlug(page.city.name) });
    // Tagged with this page, or with another page that sells the same package (the entity and its package's page).
    const services = [page.path.slice(1)];
    if (pkg) {
      services.push(pkg.slug);
      for (const p of reads.pages.summaries()) if ((p.kind === "entity" || p.kind === "service") && p.packageSlug === pkg.slug) services.push(p.path.slice(1));
    }
    return reads.testimonials.forPage({ services: [...new Set(services)] });
  })();

  const offer = has("offer-banner")
    ? ((o) => (o ? { id: o.id, heading: o.mainHeading || m.section_offer_fallback({}, { locale }), subHeading: o.subHeading, validUntil: o.validUntil } : null))(
        reads.offers.list()[0],
      )
    : null;

  const serviceGroups = has("service-groups")
    ? (() => {
        const lowest = packages.length > 0 ? Math.min(...packages.map((p) => p.price)) : undefined;
        const descriptions = new Map(summaries.map((p) => [p.path, p.metaDescription]));
        return serviceMenu(summaries, locale).map((g) => ({
          title: g.title,
          services: g.links.map((l) => {
            // A page about every structure starts at the lowest package; a service without a package has no price.
            const price = l.lowest ? lowest : l.packageSlug ? packages.find((p) => p.slug === l.packageSlug)?.price : undefined;
            return {
              label: l.label,
              path: link(l.path),
              description: descriptions.get(l.path) ?? "",
              price,
              quote: price !== undefined ? priceBreakdown(price) : null,
            };
          }),
        }));
      })()
    : [];

  return {
    page: { kind: page.kind, path: page.path, name: page.name, service: page.service, city: page.city, sections: page.sections },
    locale,
    languages: reads.pages.languages(page.path),
    // The page's versions (lib/page-versions.ts: its hreflang alternates and the language switch).
    versions: reads.pages.languages(page.path).map((l) => ({ locale: l, path: pathInLocale(page.path, l) })),
    hindiPaths: locale === "en" ? [] : hindiPathsOf(context),
    trail: pageTrail(page, (path) => reads.pages.summaries(locale).find((p) => p.path === path)?.name)?.map((c) => ({ ...c, path: link(c.path) })) ?? null,
    // The page's own address (its Hindi one on a Hindi page): its canonical link, og:url and share image's.
    meta: { title: page.metaTitle, description: page.metaDescription, path: pathInLocale(page.path, locale), firmTitle: page.firmTitle },
    priceBox,
    pkg: pkg && { features: pkg.features, includes: pkg.includes, excludes: pkg.excludes, steps: pkg.steps },
    cardPackages: has("packages") ? packages : [],
    currentPackage: ownPage ? pkg?.slug : undefined,
    testimonials,
    featured: posts.featured,
    posts: posts.latest,
    offer,
    cityLinks: has("city-links") ? cities.map((c) => ({ path: link(c.path), linkLabel: cityLinkLabel(c.city!.name, locale) })) : [],
    otherCities: has("other-cities") ? cities.filter((c) => c.path !== page.path).map((c) => ({ path: link(c.path), name: c.city!.name })) : [],
    cityIndex: has("city-index") ? cities.map((c) => ({ path: link(c.path), name: c.city!.name })) : [],
    serviceGroups,
    enquiryServices: page.sections.some((s) => s.type === "hero" && s.actions.some((a) => a.kind === "enquiry"))
      ? [...packages.map((p) => p.title), ...(locale === "hi" ? ENQUIRY_OTHER_SERVICES_HI : ENQUIRY_OTHER_SERVICES)]
      : [],
    privacyVersion: PRIVACY_NOTICE_VERSION,
    serviceLd: serviceLdOf(context.siteUrl, page, pkg, priceBox),
  };
}

/** The page's Service structured data: the entity, service and city pages (the firm's service there). */
function serviceLdOf(siteUrl: string, page: Page, pkg: ServicePackage | null, priceBox: PriceBoxData | null) {
  if (page.kind === "entity")
    return serviceLd(siteUrl, pkg ? packageService(pkg, page.path, page.service) : { name: page.service, description: page.metaDescription, path: page.path });
  if (page.kind === "service")
    return serviceLd(siteUrl, { name: page.name, description: page.metaDescription, path: page.path, price: priceBox?.price, originalPrice: priceBox?.originalPrice });
  if (page.kind === "city" && page.city)
    return serviceLd(siteUrl, {
      name: page.service,
      description: page.metaDescription,
      path: page.path,
      area: page.city.name,
      price: pkg?.price,
      originalPrice: pkg?.originalPrice,
    });
  return null;
}

/**
 * A package's page when the firm has written none for it (a package an admin added): its features, what it
 * includes, the documents and steps of the private limited company's page, its timeline, the cards and a call.
 */
export function packagePage(pkg: ServicePackage, template: Page | null): Page {
  const from = (type: "checklist" | "steps", anchor: string) => template?.sections.filter((s) => s.type === type && s.anchor === anchor) ?? [];
  const at = new Date(0).toISOString();
  return {
    id: `package-${pkg.slug}`,
    kind: "service",
    locale: "en",
    path: `/${pkg.slug}`,
    name: pkg.title,
    service: pkg.title,
    status: "published",
    metaTitle: pkg.title,
    metaDescription: pkg.description,
    firmTitle: false,
    packageSlug: pkg.slug,
    createdAt: at,
    updatedAt: at,
    sections: [
      {
        type: "hero",
        style: "page",
        eyebrow: "Registration package",
        heading: pkg.title,
        lead: pkg.description,
        bullets: [],
        actions: [
          { kind: "contact", label: "Get Started", href: "" },
          { kind: "link", label: "See the process", href: "#process" },
        ],
        priceBox: true,
        updated: "",
        privacyVersion: false,
      },
      { type: "checklist", anchor: "highlights", heading: "What You Get", intro: "", items: [], columns: 2, boxed: true, packageFeatures: true, width: "full" },
      { type: "includes" },
      ...from("checklist", "documents"),
      ...from("steps", "process"),
      { type: "package-timeline" },
      { type: "testimonials", heading: "" },
      { type: "packages", anchor: "packages", heading: "Compare Our Packages", intro: "" },
      {
        type: "cta",
        style: "enquiry",
        heading: `Start your ${pkg.title} today`,
        text: "Share your details and our team will call you back, confirm the documents we need and set out the total cost before you decide.",
        label: "",
        href: "",
      },
    ],
  };
}
