// Public offers (docs/product.md#public-routes): the published offers as cards (price or discount, end date), each with
// "Claim this offer", a link to the contact page naming the offer (the pop-up once JavaScript runs); a friendly empty state otherwise.
import type { MetaDescriptor } from "react-router";
import { useId, useState } from "react";
import { Link, useLoaderData } from "react-router";
import { splitFeatures } from "../../shared/features";
import { messages } from "../../shared/messages";
import { ContactLink } from "../components/contact-modal";
import { formatLongDate } from "../lib/format";
import { absoluteUrl, seoTags } from "../lib/seo";
import type { Route } from "./+types/offer";
import { firmNameOf, siteUrlOf, withFirmName } from "../lib/page-meta";
import type { PageMeta } from "../copy/types";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

const offerMeta: PageMeta = {
  title: "Current Offers",
  description: "Current offers on company, LLP, OPC and partnership registration and on compliance services. See what is available now and get in touch to claim an offer.",
};

export function loader({ context }: Route.LoaderArgs) {
  const offers = context.reads.offers.list().map((o) => ({
    id: o.id,
    mainHeading: o.mainHeading,
    subHeading: o.subHeading,
    tagline: o.tagline,
    priceText: o.priceText,
    features: splitFeatures(o.features),
    bannerImage: o.bannerImage,
    date: o.date,
    validUntil: o.validUntil,
  }));
  return { offers };
}

type OfferCard = Awaited<ReturnType<typeof loader>>["offers"][number];

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  const siteUrl = siteUrlOf(matches);
  // The generated share card (a banner has no fixed size or text).
  return seoTags({ ...offerMeta, title: withFirmName(offerMeta.title, firmNameOf(matches)), url: absoluteUrl(siteUrl, "/offer") });
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className="mt-0.5 h-5 w-5 flex-none text-green-600">
      <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
    </svg>
  );
}

function Banner({ src, priority }: { src: string; priority: boolean }) {
  const [broken, setBroken] = useState(false);
  // No banner, no block (an empty coloured box read as a broken image).
  if (!src || broken) return null;
  // The headings say what the offer is; the banner is decoration.
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={600}
      loading={priority ? "eager" : "lazy"}
      onError={() => setBroken(true)}
      className="aspect-[2/1] w-full bg-slate-200 object-cover"
    />
  );
}

function OfferCardView({ offer, priority }: { offer: OfferCard; priority: boolean }) {
  const headingId = useId();
  const heading = offer.mainHeading || "Special offer";
  return (
    <article aria-labelledby={headingId} className="flex flex-col overflow-hidden card">
      <Banner src={offer.bannerImage} priority={priority} />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">Offer</p>
        <h2 id={headingId} className="mt-2 text-2xl font-bold text-ink">
          {heading}
        </h2>
        {offer.subHeading && <p className="mt-2 text-lg font-medium text-brand-700">{offer.subHeading}</p>}
        {offer.tagline && <p className="mt-3 text-muted">{offer.tagline}</p>}
        {(offer.priceText || offer.validUntil) && (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {offer.priceText && (
              <p className="rounded-lg bg-accent-400 px-3 py-1.5 text-lg font-extrabold text-ink" data-testid="offer-price">
                {offer.priceText}
              </p>
            )}
            {offer.validUntil && (
              <p className="text-sm font-semibold text-accent-700">
                Ends <time dateTime={offer.validUntil}>{formatLongDate(offer.validUntil)}</time>
              </p>
            )}
          </div>
        )}
        {offer.features.length > 0 && (
          <ul className="mt-6 space-y-2.5" aria-label="What is included">
            {offer.features.map((f, i) => (
              <li key={i} className="flex gap-2.5 text-slate-700">
                <CheckIcon />
                <span>{f}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-8">
          <ContactLink className="btn-accent w-full sm:w-auto" aria-describedby={headingId} about={{ offer: heading, offerId: offer.id }}>
            Claim this offer
          </ContactLink>
        </div>
      </div>
    </article>
  );
}

function EmptyState() {
  return (
    <div className="mx-auto mt-10 max-w-2xl card p-10 text-center">
      <h2 className="text-xl font-bold">No offers right now</h2>
      <p className="mt-3 text-muted">{messages.offersEmpty}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ContactLink className="btn-primary">Talk to an expert</ContactLink>
        <Link to="/blog" className="btn-outline">
          Read our guides
        </Link>
      </div>
    </div>
  );
}

export default function Offers() {
  const { offers } = useLoaderData<typeof loader>();
  return (
    <section>
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="page-title">Offers</h1>
        <p className="mt-4 text-lg text-muted">{offerMeta.description}</p>
      </div>
      {offers.length === 0 ? (
        <EmptyState />
      ) : (
        <div className={`mt-10 grid gap-8 ${offers.length > 1 ? "md:grid-cols-2" : "mx-auto max-w-3xl"}`}>
          {offers.map((o, i) => (
            <OfferCardView key={o.id} offer={o} priority={i === 0} />
          ))}
        </div>
      )}
    </section>
  );
}
