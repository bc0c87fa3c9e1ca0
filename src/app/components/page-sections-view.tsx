// The sections of a page the firm edits that the page's first JavaScript does without (components/page-body.tsx):
// drawn on the server, and in the browser kept as the server drew them (near-viewport.tsx) until their code loads
// near the viewport, or for good when they have nothing to hydrate. Each by the component the site had for it.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PageSection } from "../../shared/schemas/page";
import { rupeesText } from "../../shared/calculators";
import type { Quote } from "../../shared/pricing";
import type { Section as TextSection } from "../copy/types";
import { m } from "../../shared/i18n";
import { dateIn, rupeesIn, type Locale } from "../../shared/locale";
import { withSlots } from "../lib/message-slots";
import { useFirm } from "../lib/site-data";
import { localHref, type StoredPageData } from "../lib/stored-page";
import { ContactLink } from "./contact-modal";
import { FeaturedBlogs } from "./featured-blogs";
import { CheckList, Paragraphs, StepList } from "./marketing";
import { PackageScope, StepTimeline } from "./package-details";
import { PageSections } from "./page-sections";
import { CardGrid, Section } from "./section";
import { ServicesTabs } from "./services-tabs";

type Of<T extends PageSection["type"]> = Extract<PageSection, { type: T }>;

/** The id of a section: its own, else its type's. */
const anchorOf = (s: { anchor?: string }, fallback: string) => s.anchor || fallback;

/** One section (any but the header and those with lazy parts of their own: packages, questions, testimonials, the enquiry block, posts). */
export function SectionView({ section: s, data: d }: { section: PageSection; data: StoredPageData; index: number }): ReactNode {
  const locale = d.locale;
  switch (s.type) {
    case "text":
      return <TextBlock section={s} />;
    case "rich-text":
      return (
        <Titled id={anchorOf(s, "text")} title={s.heading}>
          {/* Sanitised on save and again by the server before it reached this page. */}
          <div className="prose max-w-3xl prose-slate prose-a:text-brand-700" dangerouslySetInnerHTML={{ __html: s.html }} />
        </Titled>
      );
    case "city-facts":
      return <CityFacts section={s} city={d.page.city} locale={locale} />;
    case "checklist": {
      const items = s.packageFeatures && d.pkg ? [...d.pkg.features, ...s.items] : s.items;
      const list = <CheckList items={items} columns={s.columns} />;
      return (
        <Section id={anchorOf(s, "points")} title={s.heading} intro={s.intro || undefined}>
          {s.boxed ? <div className="card p-6 sm:p-8">{list}</div> : list}
        </Section>
      );
    }
    case "cards":
      return s.style === "pair" ? (
        <CardPair cards={s.cards} />
      ) : (
        <Titled id={anchorOf(s, "cards")} title={s.heading}>
          <CardGrid cards={s.cards} />
        </Titled>
      );
    case "steps":
      return (
        <Section id={anchorOf(s, "process")} title={s.heading} className="scroll-mt-24">
          <StepList steps={s.steps} />
        </Section>
      );
    case "timeline":
      return <Timeline section={s} />;
    case "cta":
      return <CallToAction section={s} data={d} />;
    case "service-cards":
      return (
        <section id={anchorOf(s, "services")} aria-labelledby={`${anchorOf(s, "services")}-heading`} className="section-gap scroll-mt-24">
          {s.eyebrow && <p className="eyebrow">{s.eyebrow}</p>}
          <h2 id={`${anchorOf(s, "services")}-heading`} className="mt-2 section-title">
            {s.heading}
          </h2>
          {s.intro && <p className="mt-3 max-w-3xl text-muted">{s.intro}</p>}
          <div className="mt-8">
            <ServicesTabs services={s.cards} />
          </div>
        </section>
      );
    case "stat":
      return (
        <section
          aria-label={m.section_stat_label({}, { locale })}
          className="section-gap grid items-center gap-6 rounded-3xl bg-accent-400 px-6 py-10 text-ink sm:px-12 md:grid-cols-[auto_minmax(0,1fr)]"
        >
          <p className="text-6xl font-extrabold tracking-tight sm:text-7xl">
            {s.value}
            <span className="mt-1 block text-base font-semibold tracking-normal">{s.label}</span>
          </p>
          <p className="text-lg leading-8 md:border-l md:border-ink/20 md:pl-8">{s.text}</p>
        </section>
      );
    case "city-links":
      return (
        <Section id={anchorOf(s, "cities")} title={s.heading} intro={s.intro || undefined}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="city-links">
            {d.cityLinks.map((c) => (
              <li key={c.path}>
                <Link to={c.path} className="block card px-5 py-4 font-medium text-brand-700 transition-colors hover:border-brand-600 hover:bg-brand-50">
                  {c.linkLabel}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      );
    case "city-index":
      return (
        <section id={anchorOf(s, "cities")} aria-labelledby={`${anchorOf(s, "cities")}-index`} className="section-gap scroll-mt-24">
          <h2 id={`${anchorOf(s, "cities")}-index`} className="section-title">
            {s.heading}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {d.cityIndex.map((c) => (
              <li key={c.path}>
                <Link to={c.path} className="block card px-4 py-3 font-medium text-brand-700 hover:bg-brand-50">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    case "other-cities":
      return d.otherCities.length > 0 ? (
        <Section id="other-cities" title={s.heading}>
          <ul className="flex flex-wrap gap-2">
            {d.otherCities.map((c) => (
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
      ) : null;
    case "featured-posts":
      return <FeaturedBlogs posts={d.featured} />;
    case "offer-banner":
      return d.offer ? <OfferBanner offer={d.offer} data={d} /> : null;
    case "includes":
      return d.pkg ? <PackageScope pkg={d.pkg} /> : null;
    case "package-timeline":
      return d.pkg ? <StepTimeline steps={d.pkg.steps} /> : null;
    case "service-groups":
      return <ServiceGroups groups={d.serviceGroups} locale={locale} />;
    case "openings":
      return <Openings section={s} locale={locale} />;
    case "split":
      return (
        <Section id={anchorOf(s, "details")} title={s.heading}>
          <div className="grid gap-6 card p-6 sm:p-8 md:grid-cols-2">
            <Paragraphs items={s.paragraphs} />
            <div>
              {s.listHeading && <h3 className="font-semibold text-ink">{s.listHeading}</h3>}
              <div className="mt-3">
                <CheckList items={s.items} />
              </div>
            </div>
          </div>
        </Section>
      );
    case "legal":
      return (
        <>
          <Paragraphs items={s.intro} className="mt-10 max-w-3xl" />
          <div className="mt-10">
            <PageSections sections={s.sections.map(asTextSection)} numbered />
          </div>
        </>
      );
    default:
      return null;
  }
}

/** A legal section as the section renderer reads it (empty lists left out). */
function asTextSection(s: { heading: string; paragraphs: string[]; bullets: string[]; subsections?: Parameters<typeof asTextSection>[0][] }): TextSection {
  return {
    heading: s.heading,
    ...(s.paragraphs.length ? { paragraphs: s.paragraphs } : {}),
    ...(s.bullets.length ? { bullets: s.bullets } : {}),
    ...(s.subsections?.length ? { subsections: s.subsections.map(asTextSection) } : {}),
  };
}

/** A section under a heading, or (without one) its content alone. */
function Titled({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  if (title)
    return (
      <Section id={id} title={title}>
        {children}
      </Section>
    );
  return (
    <section id={id} className="section-gap">
      {children}
    </section>
  );
}

function TextBlock({ section: s }: { section: Of<"text"> }) {
  const id = anchorOf(s, "about");
  if (!s.aside)
    return (
      <Titled id={id} title={s.heading}>
        <Paragraphs items={s.paragraphs} className="max-w-3xl" />
      </Titled>
    );
  return (
    <Titled id={id} title={s.heading}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Paragraphs items={s.paragraphs} />
        <p className="self-start card p-6 text-center">
          <span className="block text-5xl font-extrabold tracking-tight text-brand-700">{s.aside.value}</span>
          <span className="mt-1 block font-semibold text-ink">{s.aside.label}</span>
        </p>
      </div>
    </Titled>
  );
}

function CityFacts({ section: s, city, locale }: { section: Of<"city-facts">; city: StoredPageData["page"]["city"]; locale: Locale }) {
  return (
    <Section id={anchorOf(s, "overview")} title={s.heading}>
      <div className={city ? "grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]" : ""}>
        <Paragraphs items={s.paragraphs} />
        {city && (
          <div className="self-start card p-6">
            <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{m.section_roc_heading({}, { locale })}</h3>
            <p className="mt-2 font-semibold text-ink">{city.roc}</p>
            <p className="mt-3 text-sm leading-6 text-muted">{m.section_roc_note({}, { locale })}</p>
          </div>
        )}
      </div>
    </Section>
  );
}

function CardPair({ cards }: { cards: Of<"cards">["cards"] }) {
  return (
    <div className="section-gap grid gap-6 md:grid-cols-2">
      {cards.map((c) => (
        <section key={c.title} aria-labelledby={`${c.title}-h`} className="card border-t-4 border-t-brand-600 p-6 sm:p-8">
          <h2 id={`${c.title}-h`} className="text-2xl font-bold tracking-tight">
            {c.title}
          </h2>
          <p className="mt-3 leading-7 text-slate-700">{c.text}</p>
        </section>
      ))}
    </div>
  );
}

function Timeline({ section: s }: { section: Of<"timeline"> }) {
  return (
    <Section id={anchorOf(s, "timeline")} title={s.heading}>
      <ol className="relative space-y-8 border-l-2 border-brand-200 pl-8">
        {s.items.map((t) => (
          <li key={`${t.year}-${t.title}`} className="relative">
            <span aria-hidden="true" className="absolute top-1 -left-[2.55rem] h-4 w-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200" />
            <p className="text-sm font-bold text-brand-700">{t.year}</p>
            <h3 className="mt-1 text-lg font-semibold text-ink">{t.title}</h3>
            <p className="mt-1 max-w-2xl leading-7 text-muted">{t.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function CallToAction({ section: s, data: d }: { section: Of<"cta">; data: StoredPageData }) {
  if (s.style === "centered")
    return (
      <section aria-labelledby="page-cta" className="section-gap rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-10">
        <h2 id="page-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {s.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl leading-7 text-brand-100">{s.text}</p>
        {s.label && (
          <Link to={s.href || localHref(d, "/contact-us")} className="mt-6 btn-accent px-6 py-3 text-base">
            {s.label}
          </Link>
        )}
      </section>
    );
  if (s.style === "contact")
    return (
      <section className="section-gap rounded-3xl bg-brand-800 px-6 py-10 text-white sm:px-10">
        <h2 className="text-2xl font-bold">{s.heading}</h2>
        <p className="mt-3 max-w-2xl text-brand-100">{s.text}</p>
        <ContactLink className="mt-6 btn-accent px-5 py-3 text-base">{s.label || m.section_talk_to_expert({}, { locale: d.locale })}</ContactLink>
      </section>
    );
  return null;
}

function Openings({ section: s, locale }: { section: Of<"openings">; locale: Locale }) {
  const email = useFirm().careersEmail;
  return (
    <Section id={anchorOf(s, "openings")} title={s.heading} className="scroll-mt-24">
      <ul className="grid gap-4 md:grid-cols-2">
        {s.jobs.map((j) => (
          <li key={j.title} className="flex flex-col card p-6">
            <h3 className="text-lg font-semibold text-ink">{j.title}</h3>
            <p className="mt-1 text-sm text-muted">{[j.location, j.type].filter(Boolean).join(" · ")}</p>
            <p className="mt-3 grow leading-7 text-slate-700">{j.description}</p>
            <a href={`mailto:${email}?subject=${encodeURIComponent(m.section_apply_subject({ title: j.title }, { locale }))}`} className="mt-4 self-start text-link">
              {withSlots((slots) => m.section_apply_for(slots, { locale }), { title: j.title })}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The newest live offer: its heading, a link to /offer and "Claim this offer". */
function OfferBanner({ offer, data: d }: { offer: NonNullable<StoredPageData["offer"]>; data: StoredPageData }) {
  const locale = d.locale;
  return (
    <aside
      aria-labelledby="offer-banner-heading"
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4"
      data-testid="offer-banner"
    >
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">{m.section_offer_current({}, { locale })}</p>
        <h2 id="offer-banner-heading" className="text-lg font-bold text-ink">
          {offer.heading}
        </h2>
        {offer.subHeading && <p className="text-sm text-slate-700">{offer.subHeading}</p>}
        {offer.validUntil && (
          <p className="text-xs font-semibold text-amber-900">{withSlots((s) => m.section_offer_valid_until(s, { locale }), { date: dateIn(locale, offer.validUntil) })}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={localHref(d, "/offer")} className="btn-outline bg-white" aria-describedby="offer-banner-heading">
          {m.section_offer_see({}, { locale })}
        </Link>
        <ContactLink className="btn-accent" aria-describedby="offer-banner-heading" about={{ offer: offer.heading, offerId: offer.id }}>
          {m.section_offer_claim({}, { locale })}
        </ContactLink>
      </div>
    </aside>
  );
}

/** Every service of the menu in its group, with its starting price and a link to its page (the services page). */
function ServiceGroups({ groups, locale }: { groups: StoredPageData["serviceGroups"]; locale: Locale }) {
  return (
    <>
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
                  {s.price !== undefined ? m.section_price_from({ price: rupeesIn(locale, s.price) }, { locale }) : m.section_price_on_request({}, { locale })}
                </p>
                {s.quote && <GstNote quote={s.quote} locale={locale} />}
                {s.description && <p className="mt-2 flex-1 text-sm text-muted">{s.description}</p>}
                <Link to={s.path} className="mt-4 text-sm font-semibold text-brand-700 hover:underline" aria-label={m.section_read_about({ service: s.label }, { locale })}>
                  {m.section_details_and_process({}, { locale })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The fee's GST and the fee with it (priceBreakdown, as everywhere a price is shown); state fees come on top. */
function GstNote({ quote: b, locale }: { quote: Quote; locale: Locale }) {
  return (
    <p className="mt-1 text-xs text-muted">
      {withSlots((s) => m.section_gst_note(s, { locale }), { percent: String(b.gstPercent), gst: rupeesText(b.gst), total: rupeesText(b.professionalFee + b.gst) })}
    </p>
  );
}
