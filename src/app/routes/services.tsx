// /services: every service in its group, with its starting price from the stored packages and a link
// to its page, and the city pages. The header's Services menu lists the same groups (copy/service-menu.ts).
import type { MetaDescriptor } from "react-router";
import { Link, useLoaderData } from "react-router";
import { cachedPage } from "../../shared/page-cache";
import { Breadcrumbs } from "../components/breadcrumbs";
import { ContactLink } from "../components/contact-modal";
import { cities } from "../copy/cities";
import { entityPages } from "../copy/entities";
import { landingPages } from "../copy/packages";
import { serviceGroups } from "../copy/service-menu";
import { formatRupees } from "../lib/format";
import { rupeesText } from "../../shared/calculators";
import { priceBreakdown, type Quote } from "../../shared/pricing";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/services";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export const servicesMeta = {
  title: "Our Services and Starting Prices | Company Registration",
  description: "Every registration service we offer, from private limited companies, LLPs and OPCs to trademarks and NGOs, with starting prices and what each includes.",
};

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...servicesMeta, path: "/services" });
}

/** A service's line of text: its page's description (the copy stays on the server; the page gets the text). */
function descriptionOf(path: string): string {
  return entityPages.find((e) => e.path === path)?.metaDescription ?? landingPages.find((l) => `/${l.slug}` === path)?.metaDescription ?? "";
}

export function loader({ context }: Route.LoaderArgs) {
  const packages = context.reads.packages.list();
  const lowest = packages.length > 0 ? Math.min(...packages.map((p) => p.price)) : undefined;
  const groups = serviceGroups.map((g) => ({
    title: g.title,
    services: g.links.map((l) => {
      // Company registration in general starts at the lowest package; a service without a package has no price.
      const price = l.packageSlug ? packages.find((p) => p.slug === l.packageSlug)?.price : l.path === "/company-registration" || l.path === "/package" ? lowest : undefined;
      // The fee's GST worked out here (priceBreakdown), so the arithmetic stays out of the page's JavaScript.
      return { label: l.label, path: l.path, description: descriptionOf(l.path), price, quote: price !== undefined ? priceBreakdown(price) : null };
    }),
  }));
  return { groups, cities: cities.map((c) => ({ path: c.path, name: c.name })) };
}

export default function Services() {
  const { groups, cities: cityLinks } = useLoaderData<typeof loader>();
  return (
    <div>
      <Breadcrumbs trail={[{ name: "Services", path: "/services" }]} />
      <h1 className="mt-4 page-title">Our services</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{servicesMeta.description}</p>
      {groups.map((g, gi) => (
        <section key={g.title} aria-labelledby={`services-group-${gi}`} className="section-gap">
          <h2 id={`services-group-${gi}`} className="section-title">
            {g.title}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {g.services.map((s) => (
              <li key={s.path} className="flex flex-col card p-5">
                <h3 className="text-lg font-bold text-ink">
                  <Link to={s.path} className="hover:text-brand-700 hover:underline">
                    {s.label}
                  </Link>
                </h3>
                <p className="mt-2 text-sm font-semibold text-brand-700" data-testid="service-price">
                  {s.price !== undefined ? `From ${formatRupees(s.price)}` : "Price on request"}
                </p>
                {s.quote && <GstNote quote={s.quote} />}
                {s.description && <p className="mt-2 flex-1 text-sm text-muted">{s.description}</p>}
                <Link to={s.path} className="mt-4 text-sm font-semibold text-brand-700 hover:underline" aria-label={`Read about ${s.label}`}>
                  Details and process →
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section id="cities" aria-labelledby="services-cities" className="section-gap scroll-mt-24">
        <h2 id="services-cities" className="section-title">
          Company registration by city
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {cityLinks.map((c) => (
            <li key={c.path}>
              <Link to={c.path} className="block card px-4 py-3 font-medium text-brand-700 hover:bg-brand-50">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="section-gap rounded-3xl bg-brand-800 px-6 py-10 text-white sm:px-10">
        <h2 className="text-2xl font-bold">Not sure which one you need?</h2>
        <p className="mt-3 max-w-2xl text-brand-100">Tell us about your business and an expert will suggest the right structure and package.</p>
        <ContactLink className="mt-6 btn-accent px-5 py-3 text-base">Talk to an expert</ContactLink>
      </section>
    </div>
  );
}

/** The fee's GST and the fee with it (priceBreakdown, as everywhere a price is shown); state fees come on top. */
function GstNote({ quote: b }: { quote: Quote }) {
  return (
    <p className="mt-1 text-xs text-muted">
      + GST {b.gstPercent}% {rupeesText(b.gst)} = {rupeesText(b.professionalFee + b.gst)}; government fees and stamp duty by state
    </p>
  );
}
