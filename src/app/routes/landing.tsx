// Slug-style pages: the 8 package/service landing pages (/pvt-ltd-registration-delhi...) and the 12 city pages
// (/private-limited-company-registration-{city}); one template each, chosen by the content data. Else 404.
import { data, Link, useLoaderData } from "react-router";
import type { MetaDescriptor } from "react-router";
import { ContactLink } from "../components/contact-modal";
import { LazyEnquiryCta } from "../components/lazy-cta";
import { LazyFaqSection } from "../components/lazy-faq";
import { JsonLd } from "../components/json-ld";
import { CheckList, PageHeader, Paragraphs, StepList } from "../components/marketing";
import { Section } from "../components/section";
import { LazyPackageCards } from "../components/lazy-package-cards";
import { LazyPriceBox } from "../components/lazy-price-box";
import { priceBreakdown, type Quote } from "../../shared/pricing";
import { PackageScope, StepTimeline } from "../components/package-details";
import { LazyTestimonialsSection } from "../components/lazy-testimonials";
import type { PublicTestimonial } from "../../shared/schemas/testimonial";
import type { City, LandingPage, ServicePackage } from "../copy/types";
import { cities } from "../copy/cities";
import { cityPackageOf, cityPlace, cityProcess, findEntity, findLanding, nameInSentence } from "../lib/landing";
import { entityPages } from "../copy/entities";
import { marketingMeta, useSiteUrl } from "../lib/page-meta";
import { serviceLd } from "../lib/structured-data";
import type { Route } from "./+types/landing";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function loader({ params, context }: Route.LoaderArgs) {
  const packages = context.reads.packages.list();
  const match = findLanding(params.slug, packages);
  if (!match) throw data(null, { status: 404 });
  // Names as they read in the page's sentences, worked out here so the content stays out of the page's JavaScript.
  if (match.kind === "package")
    return {
      ...match,
      sentenceName: nameInSentence(match.page.name),
      // The price box's breakdown, worked out here (the calculator's quote) so its arithmetic stays out of the page's JavaScript.
      quote: match.pkg ? context.reads.calculators.quote(match.pkg.slug) : match.page.price !== undefined ? priceBreakdown(match.page.price) : null,
      // Tagged with this page or with the entity page of the same service.
      testimonials: context.reads.testimonials.forPage({
        services: [match.page.slug, ...entityPages.filter((e) => findEntity(e.path, packages)?.pkg?.slug === match.page.slug).map((e) => e.path.slice(1))],
      }),
      cardPackages: packages,
    };
  // City pages share the private limited package, its documents and its steps.
  return {
    ...match,
    place: cityPlace(match.city),
    pkg: cityPackageOf(packages),
    // The city's state is known, so the page shows the whole cost there (the calculator's breakdown).
    quote: (() => {
      const pkg = cityPackageOf(packages);
      return pkg ? context.reads.calculators.quote(pkg.slug, match.city.state) : null;
    })(),
    documents: cityProcess.documents,
    steps: cityProcess.steps,
    otherCities: cities.filter((c) => c.slug !== match.city.slug).map((c) => ({ path: c.path, name: c.name })),
    testimonials: context.reads.testimonials.forPage({ city: match.city.slug }),
    cardPackages: packages,
  };
}

export function meta({ data, matches }: Route.MetaArgs): MetaDescriptor[] {
  if (!data) return [];
  if (data.kind === "package") return marketingMeta(matches, { title: data.page.metaTitle, description: data.page.metaDescription, path: `/${data.page.slug}` });
  // "Private Limited Company Registration in {city}" alone: with the firm's name it would not fit in 60 characters.
  return marketingMeta(matches, { title: data.city.title, description: data.city.metaDescription, path: data.city.path });
}

export default function Landing() {
  const d = useLoaderData<typeof loader>();
  return d.kind === "package" ? (
    <PackageLanding page={d.page} pkg={d.pkg} quote={d.quote} sentenceName={d.sentenceName} testimonials={d.testimonials} cardPackages={d.cardPackages} />
  ) : (
    <CityLanding {...d} />
  );
}

function PackageLanding({
  page,
  pkg,
  quote,
  sentenceName,
  testimonials,
  cardPackages,
}: {
  page: LandingPage;
  pkg: ServicePackage | null;
  quote: Quote | null;
  sentenceName: string;
  testimonials: PublicTestimonial[];
  cardPackages: ServicePackage[];
}) {
  const siteUrl = useSiteUrl();
  const path = `/${page.slug}`;
  const [lead, ...intro] = page.intro;
  return (
    <div>
      <PageHeader
        trail={[{ name: page.name, path }]}
        eyebrow={pkg ? "Registration package" : "Our services"}
        title={page.title}
        lead={<p>{lead}</p>}
        aside={page.price !== undefined && quote && <LazyPriceBox price={page.price} originalPrice={page.originalPrice} duration={page.duration} slug={pkg?.slug} quote={quote} />}
      >
        <ContactLink about={{ service: page.name }} className="btn-primary px-5 py-3 text-base">
          Get Started
        </ContactLink>
        <a href="#process" className="btn-outline px-5 py-3 text-base">
          See the process
        </a>
      </PageHeader>

      {intro.length > 0 && (
        <Section id="overview" title="Overview">
          <Paragraphs items={intro} className="max-w-3xl" />
        </Section>
      )}

      <Section id="highlights" title={pkg ? "What You Get" : "At a Glance"}>
        <div className="card p-6 sm:p-8">
          <CheckList items={pkg ? [...pkg.features, ...page.highlights] : page.highlights} columns={2} />
        </div>
      </Section>

      {pkg && <PackageScope pkg={pkg} />}

      <Section id="documents" title="Documents Required">
        <CheckList items={page.documents} columns={2} />
      </Section>

      <Section id="process" title="Registration Process" className="scroll-mt-24">
        <StepList steps={page.steps} />
      </Section>

      {pkg && <StepTimeline steps={pkg.steps} />}

      {testimonials.length > 0 && <LazyTestimonialsSection items={testimonials} />}

      <Section id="packages" title={pkg ? "Compare Our Packages" : "Registration Packages"}>
        <LazyPackageCards items={cardPackages} current={pkg?.slug} />
      </Section>

      <LazyFaqSection faqs={page.faqs} />

      <LazyEnquiryCta
        title={`Start your ${sentenceName} today`}
        text="Share your details and our team will call you back, confirm the documents we need and set out the total cost before you decide."
        service={page.name}
      />

      <JsonLd data={serviceLd(siteUrl, { name: page.name, description: page.metaDescription, path, price: page.price, originalPrice: page.originalPrice })} />
    </div>
  );
}

type CityProps = {
  city: City;
  place: string;
  pkg: ServicePackage | null;
  quote: Quote | null;
  documents: string[];
  steps: LandingPage["steps"];
  otherCities: { path: string; name: string }[];
  cardPackages: ServicePackage[];
  testimonials: PublicTestimonial[];
};

function CityLanding({ city, place, pkg, quote, documents, steps, otherCities, cardPackages, testimonials }: CityProps) {
  const siteUrl = useSiteUrl();
  const service = `Private Limited Company Registration in ${city.name}`;
  return (
    <div>
      <PageHeader
        trail={[
          { name: "Private Limited Company", path: "/private-limited" },
          { name: city.name, path: city.path },
        ]}
        eyebrow={place}
        title={city.title}
        lead={<p>{city.intro[0]}</p>}
        aside={
          pkg &&
          quote && (
            <LazyPriceBox
              price={pkg.price}
              originalPrice={pkg.originalPrice}
              duration={pkg.duration}
              slug={pkg.slug}
              quote={quote}
              href={`/${pkg.slug}`}
              linkLabel="See what is included"
            />
          )
        }
      >
        <ContactLink about={{ city: city.name }} className="btn-primary px-5 py-3 text-base">
          Register in {city.name}
        </ContactLink>
        <a href="#packages" className="btn-outline px-5 py-3 text-base">
          Compare packages
        </a>
      </PageHeader>

      <Section id="overview" title={`Registering a Company in ${city.name}`}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Paragraphs items={city.intro.slice(1)} />
          <div className="self-start card p-6">
            <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Registrar of Companies</h3>
            <p className="mt-2 font-semibold text-ink">{city.roc}</p>
            <p className="mt-3 text-sm leading-6 text-muted">Your company's annual filings go to this office once it is incorporated.</p>
          </div>
        </div>
      </Section>

      <Section id="highlights" title={`Why Register With Us in ${city.name}`}>
        <div className="card p-6 sm:p-8">
          <CheckList items={city.highlights} columns={2} />
        </div>
      </Section>

      <Section
        id="packages"
        title="Registration Packages"
        intro={`The same fixed professional fees apply in ${city.name} as everywhere in India; stamp duty follows ${city.state}'s rates.`}
        className="scroll-mt-24"
      >
        <LazyPackageCards items={cardPackages} />
      </Section>

      <Section id="documents" title="Documents Required">
        <CheckList items={documents} columns={2} />
      </Section>

      <Section id="process" title="Registration Process">
        <StepList steps={steps} />
      </Section>

      {testimonials.length > 0 && <LazyTestimonialsSection items={testimonials} />}

      <LazyEnquiryCta
        title={`Register your company in ${city.name}`}
        text={`Tell us about your business in ${city.name}. We will call you back, explain the process and share the full cost, including ${city.state}'s stamp duty.`}
        service={service}
        city={city.name}
      />

      <Section id="other-cities" title="Company Registration in Other Cities">
        <ul className="flex flex-wrap gap-2">
          {otherCities.map((c) => (
            <li key={c.path}>
              <Link
                to={c.path}
                className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <JsonLd
        data={serviceLd(siteUrl, { name: service, description: city.metaDescription, path: city.path, area: city.name, price: pkg?.price, originalPrice: pkg?.originalPrice })}
      />
    </div>
  );
}
