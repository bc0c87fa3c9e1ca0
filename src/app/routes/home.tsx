// Home (docs/product.md#home): hero, tabbed services, statistic, why choose us, city links, latest articles, carousel.
import { useMemo, useState } from "react";
import { Link, useLoaderData } from "react-router";
import type { MetaDescriptor } from "react-router";
import { CAROUSEL_MAX_POSTS } from "../../shared/constants";
import { toCard, type BlogCardData } from "../components/blog-card";
import { EnquiryDialog } from "../components/enquiry-dialog";
import { LazyBlogCarousel } from "../components/lazy-blog-carousel";
import { LazyLatestArticles } from "../components/lazy-latest-articles";
import { LazyPackageCards } from "../components/lazy-package-cards";
import { LATEST_ARTICLES_COUNT } from "../components/latest-articles";
import { ContactLink } from "../components/contact-modal";
import { formatLongDate } from "../lib/format";
import { CardGrid, CheckMark, Section } from "../components/section";
import { ServicesTabs } from "../components/services-tabs";
import { cities } from "../copy/cities";
import { enquiryOtherServices, homeHero, homeSections, whyChooseUs } from "../copy/home";
import { homeStatFor } from "../copy/home-stat";
import { homeServices } from "../copy/services";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/home";
import type { PageMeta } from "../copy/types";
import { cachedPage } from "../../shared/page-cache";
import { LazyTestimonialsSection } from "../components/lazy-testimonials";

/** How many testimonials the home page shows (the newest). */
const HOME_TESTIMONIALS = 6;

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

const homeMeta: PageMeta = {
  title: "Company Registration in Delhi NCR | Pvt Ltd, LLP, OPC",
  description: "Register a private limited company, LLP, OPC or partnership firm online with expert help in Delhi NCR. Transparent fees and support with GST and compliance.",
};

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...homeMeta, path: "/" });
}

// Copy goes to the page as loader data, so the home page's JavaScript holds components, not text.
const copy = (packages: { title: string }[], stat: string) => ({
  hero: homeHero,
  sections: homeSections,
  stat: homeStatFor(stat),
  services: homeServices,
  why: whyChooseUs,
  cityLinks: cities.map(({ slug, path, linkLabel }) => ({ slug, path, linkLabel })),
  enquiryServices: [...packages.map((p) => p.title), ...enquiryOtherServices],
});

/** The newest live offer, shown as a banner above the hero. */
function liveOffer(context: Route.LoaderArgs["context"]): { id: string; heading: string; subHeading: string; validUntil: string } | null {
  const offer = context.reads.offers.list()[0];
  return offer ? { id: offer.id, heading: offer.mainHeading || "Special offer", subHeading: offer.subHeading, validUntil: offer.validUntil } : null;
}

const NO_POSTS: BlogCardData[] = [];

export function loader({ context }: Route.LoaderArgs) {
  const offer = liveOffer(context);
  try {
    return {
      ...copy(context.reads.packages.list(), context.reads.firm.get().homeStat),
      offer,
      cardPackages: context.reads.packages.list(),
      testimonials: context.reads.testimonials.forPage({ home: true }).slice(0, HOME_TESTIMONIALS),
      // Each post once: the newest in the carousel, the next ones in Latest Articles.
      posts: context.reads.blogs.page({}, 0, LATEST_ARTICLES_COUNT + CAROUSEL_MAX_POSTS).items.map(toCard),
    };
  } catch (err) {
    // docs/product.md#messages: the home page shows no error for this, and no articles (the loader's data is the data).
    context.log.error({ err }, "[home] posts failed");
    const cardPackages = context.reads.packages.list();
    return { ...copy(cardPackages, context.reads.firm.get().homeStat), offer, cardPackages, testimonials: [], posts: NO_POSTS };
  }
}

export default function Home() {
  const { posts, hero, sections, stat, services, why, cityLinks, enquiryServices, offer, testimonials, cardPackages } = useLoaderData<typeof loader>();
  const [startOpen, setStartOpen] = useState(false);
  // Each post once: the newest in the carousel, the next ones in Latest Articles. Memoised: the
  // sections keep their server markup only while their props stay the same (near-viewport.tsx).
  const newest = useMemo(() => posts.slice(0, CAROUSEL_MAX_POSTS), [posts]);
  const latest = useMemo(() => posts.slice(CAROUSEL_MAX_POSTS), [posts]);
  return (
    <div>
      <section aria-labelledby="hero-heading" className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-white sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-600/40 blur-3xl" />
        <div className="relative grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
              {stat.value} {stat.label}
            </p>
            <h1 id="hero-heading" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
              {hero.heading}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-100">{hero.subheading}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="#services" className="btn-accent px-6 py-3 text-base">
                {hero.exploreLabel}
              </a>
              {/* A link to the contact page without JavaScript; the enquiry dialog with it. */}
              <a
                href="/contact-us"
                className="btn border border-white/40 px-6 py-3 text-base text-white hover:bg-white/10"
                onClick={(e) => {
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  setStartOpen(true);
                }}
              >
                {hero.startLabel}
              </a>
            </div>
          </div>
          <ul className="space-y-3 rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
            {hero.bullets.map((b) => (
              <li key={b} className="flex gap-3 text-sm leading-6 text-white">
                <CheckMark className="mt-1 h-4 w-4 text-accent-400" />
                {b}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {offer && <OfferBanner offer={offer} />}

      <section id="services" aria-labelledby="services-heading" className="section-gap scroll-mt-24">
        <p className="eyebrow">Our services</p>
        <h2 id="services-heading" className="mt-2 section-title">
          {sections.servicesHeading}
        </h2>
        <p className="mt-3 max-w-3xl text-muted">{sections.servicesIntro}</p>
        <div className="mt-8">
          <ServicesTabs services={services} />
        </div>
      </section>

      <section
        aria-label="Businesses registered"
        className="section-gap grid items-center gap-6 rounded-3xl bg-accent-400 px-6 py-10 text-ink sm:px-12 md:grid-cols-[auto_minmax(0,1fr)]"
      >
        <p className="text-6xl font-extrabold tracking-tight sm:text-7xl">
          {stat.value}
          <span className="mt-1 block text-base font-semibold tracking-normal">{stat.label}</span>
        </p>
        <p className="text-lg leading-8 md:border-l md:border-ink/20 md:pl-8">{stat.text}</p>
      </section>

      <Section id="packages" title="Registration Packages" intro="Fixed professional fees for each structure. Government fees and GST are shown separately on your invoice.">
        <LazyPackageCards items={cardPackages} />
      </Section>

      <Section id="why" title={sections.whyHeading}>
        <CardGrid cards={why} />
      </Section>

      {testimonials.length > 0 && <LazyTestimonialsSection items={testimonials} />}

      <Section id="cities" title={sections.citiesHeading} intro={sections.citiesIntro}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="city-links">
          {cityLinks.map((c) => (
            <li key={c.slug}>
              <Link to={c.path} className="block card px-5 py-4 font-medium text-brand-700 transition-colors hover:border-brand-600 hover:bg-brand-50">
                {c.linkLabel}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {posts.length > CAROUSEL_MAX_POSTS && <LazyLatestArticles posts={latest} />}
      <LazyBlogCarousel posts={newest} />

      <EnquiryDialog open={startOpen} onClose={() => setStartOpen(false)} services={enquiryServices} />
    </div>
  );
}

/** The newest live offer: its heading, a link to /offer and "Claim this offer". */
function OfferBanner({ offer }: { offer: { id: string; heading: string; subHeading: string; validUntil: string } }) {
  return (
    <aside
      aria-labelledby="offer-banner-heading"
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4"
      data-testid="offer-banner"
    >
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">Current offer</p>
        <h2 id="offer-banner-heading" className="text-lg font-bold text-ink">
          {offer.heading}
        </h2>
        {offer.subHeading && <p className="text-sm text-slate-700">{offer.subHeading}</p>}
        {offer.validUntil && <p className="text-xs font-semibold text-amber-900">Valid until {formatLongDate(offer.validUntil)}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/offer" className="btn-outline bg-white" aria-describedby="offer-banner-heading">
          See the offer
        </Link>
        <ContactLink className="btn-accent" aria-describedby="offer-banner-heading" about={{ offer: offer.heading, offerId: offer.id }}>
          Claim this offer
        </ContactLink>
      </div>
    </aside>
  );
}
