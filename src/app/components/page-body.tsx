// A page the firm edits, drawn from its stored sections (docs/product.md#pages-the-firm-edits): each section type
// by the component the site had for it (page header, check lists, steps, FAQs, package cards, testimonials, calls
// to action, ...). The words come from the loader's data (lib/stored-page.server.ts), placeholders already filled.
// Only the header and the sections that already load their parts lazily are in the page's first JavaScript; the rest
// come from lazy-page-section.tsx (drawn by the server, kept in the browser as drawn until their code is needed).
import { Fragment, useMemo, useState, type ReactNode } from "react";
import { CAROUSEL_MAX_POSTS } from "../../shared/constants";
import type { PageAction, PageSection } from "../../shared/schemas/page";
import { m } from "../../shared/i18n";
import { dateIn } from "../../shared/locale";
import { withSlots } from "../lib/message-slots";
import type { MetaDescriptor } from "react-router";
import { marketingMeta } from "../lib/page-meta";
import { localHref, type StoredPageData } from "../lib/stored-page";
import { Breadcrumbs } from "./breadcrumbs";
import { ContactLink } from "./contact-modal";
import { EnquiryDialog } from "./enquiry-dialog";
import { JsonLd } from "./json-ld";
import { LazyBlogCarousel } from "./lazy-blog-carousel";
import { LazyEnquiryCta } from "./lazy-cta";
import { LazyFaqSection } from "./lazy-faq";
import { LazyLatestArticles } from "./lazy-latest-articles";
import { LazyInteractiveSection, LazyStaticSection } from "./lazy-page-section";
import { LazyPackageCards } from "./lazy-package-cards";
import { LazyPriceBox } from "./lazy-price-box";
import { LazyTestimonialsSection } from "./lazy-testimonials";
import { PageHeader } from "./page-header";
import { CheckMark, Section } from "./section";

type MatchLike = { id: string; data?: unknown } | undefined;

/** The head of a page the firm edits, from its loader's data (here, with the body: one chunk for the page's routes). */
export function storedPageMeta({ data, matches }: { data: StoredPageData | undefined; matches: MatchLike[] }): MetaDescriptor[] {
  return data ? marketingMeta(matches, data.meta) : [];
}

type Of<T extends PageSection["type"]> = Extract<PageSection, { type: T }>;

/** The whole page: its sections in order, the halves of a row side by side, then its Service structured data. */
export function PageBody({ data }: { data: StoredPageData }) {
  const [enquiryOpen, setEnquiryOpen] = useState(false);
  const rows = useMemo(() => rowsOf(data.page.sections), [data.page.sections]);
  const openEnquiry = () => setEnquiryOpen(true);
  return (
    <div>
      {rows.map((row, i) =>
        row.length === 2 ? (
          <div key={i} className="grid gap-x-10 lg:grid-cols-2">
            {row.map(({ section, index }) => (
              <Fragment key={index}>{renderSection(section, index, data, openEnquiry)}</Fragment>
            ))}
          </div>
        ) : (
          <Fragment key={i}>{renderSection(row[0]!.section, row[0]!.index, data, openEnquiry)}</Fragment>
        ),
      )}
      {data.enquiryServices.length > 0 && <EnquiryDialog open={enquiryOpen} onClose={() => setEnquiryOpen(false)} services={data.enquiryServices} />}
      {data.serviceLd && <JsonLd data={data.serviceLd} />}
    </div>
  );
}

type Placed = { section: PageSection; index: number };
const isHalf = (s: PageSection | undefined) => s?.type === "checklist" && s.width === "half";

/** Sections as rows: two half-width sections in a row share it; every other section has a row of its own. */
function rowsOf(sections: PageSection[]): Placed[][] {
  const rows: Placed[][] = [];
  sections.forEach((section, index) => {
    const last = rows.at(-1);
    if (isHalf(section) && last?.length === 1 && isHalf(last[0]?.section)) last.push({ section, index });
    else rows.push([{ section, index }]);
  });
  return rows;
}

/** Sections whose code comes later: interactive ones load it near the viewport, the others keep the server's markup. */
const INTERACTIVE = new Set<PageSection["type"]>(["service-cards", "offer-banner", "cta"]);

function renderSection(s: PageSection, index: number, d: StoredPageData, openEnquiry: () => void): ReactNode {
  switch (s.type) {
    case "hero":
      return <Hero section={s} data={d} openEnquiry={openEnquiry} />;
    case "faqs":
      return s.items.length > 0 ? <LazyFaqSection faqs={s.items} {...(s.heading ? { title: s.heading } : {})} /> : null;
    case "packages":
      return (
        <Section id={s.anchor || "packages"} title={s.heading} intro={s.intro || undefined} className="scroll-mt-24">
          <LazyPackageCards items={d.cardPackages} current={d.currentPackage} hindiPaths={d.hindiPaths} />
        </Section>
      );
    case "testimonials":
      return d.testimonials.length > 0 ? <LazyTestimonialsSection items={d.testimonials} {...(s.heading ? { title: s.heading } : {})} /> : null;
    case "latest-posts":
      return <LatestPosts posts={d.posts} />;
    case "cta":
      if (s.style === "enquiry") {
        const city = d.page.kind === "city" ? d.page.city?.name : undefined;
        return <LazyEnquiryCta title={s.heading} text={s.text} service={d.page.service || undefined} city={city} />;
      }
      break;
  }
  const Lazy = INTERACTIVE.has(s.type) ? LazyInteractiveSection : LazyStaticSection;
  return <Lazy section={s} data={d} index={index} />;
}

function Hero({ section: s, data: d, openEnquiry }: { section: Of<"hero">; data: StoredPageData; openEnquiry: () => void }) {
  if (s.style === "home") return <HomeHero section={s} contactHref={localHref(d, "/contact-us")} openEnquiry={openEnquiry} />;
  if (s.style === "plain")
    return (
      <>
        {d.trail && <Breadcrumbs trail={d.trail} />}
        <h1 className="mt-4 page-title">{s.heading}</h1>
        {s.lead && <p className="mt-3 max-w-3xl text-lg text-muted">{s.lead}</p>}
      </>
    );
  if (s.style === "legal") {
    const version = s.privacyVersion ? d.privacyVersion : "";
    const updated = version || s.updated;
    const locale = d.locale;
    const time = <time dateTime={updated}>{dateIn(locale, updated)}</time>;
    return (
      <PageHeader
        trail={d.trail ?? undefined}
        eyebrow={s.eyebrow || undefined}
        title={s.heading}
        lead={<p>{withSlots((s) => (version ? m.section_legal_version_updated({ ...s, version }, { locale }) : m.section_legal_updated(s, { locale })), { date: time })}</p>}
      />
    );
  }
  const box = s.priceBox && d.priceBox;
  return (
    <PageHeader
      trail={d.trail ?? undefined}
      eyebrow={s.eyebrow || undefined}
      title={s.heading}
      lead={s.lead ? <p>{s.lead}</p> : undefined}
      aside={box ? <LazyPriceBox {...box} /> : undefined}
    >
      {s.actions.length > 0 ? s.actions.map((a, i) => <Action key={i} action={a} primary={i === 0} data={d} />) : undefined}
    </PageHeader>
  );
}

/** A button of an inner page's header: the first one stands out. */
function Action({ action: a, primary, data: d }: { action: PageAction; primary: boolean; data: StoredPageData }) {
  const className = `${primary ? "btn-primary" : "btn-outline"} px-5 py-3 text-base`;
  if (a.kind === "link")
    return (
      <a href={a.href} className={className}>
        {a.label}
      </a>
    );
  return (
    <ContactLink about={d.page.kind === "city" && d.page.city ? { city: d.page.city.name } : d.page.service ? { service: d.page.service } : {}} className={className}>
      {a.label}
    </ContactLink>
  );
}

function HomeHero({ section: s, contactHref, openEnquiry }: { section: Of<"hero">; contactHref: string; openEnquiry: () => void }) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-white sm:px-12 sm:py-16">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-600/40 blur-3xl" />
      <div className="relative grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center">
        <div>
          {s.eyebrow && <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{s.eyebrow}</p>}
          <h1 id="hero-heading" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {s.heading}
          </h1>
          {s.lead && <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-100">{s.lead}</p>}
          {s.actions.length > 0 && (
            <div className="mt-8 flex flex-wrap gap-3">
              {s.actions.map((a, i) =>
                a.kind === "enquiry" ? (
                  // A link to the contact page without JavaScript; the enquiry dialog with it.
                  <a
                    key={i}
                    href={contactHref}
                    className="btn border border-white/40 px-6 py-3 text-base text-white hover:bg-white/10"
                    onClick={(e) => {
                      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                      e.preventDefault();
                      openEnquiry();
                    }}
                  >
                    {a.label}
                  </a>
                ) : a.kind === "contact" ? (
                  <ContactLink key={i} className="btn border border-white/40 px-6 py-3 text-base text-white hover:bg-white/10">
                    {a.label}
                  </ContactLink>
                ) : (
                  <a key={i} href={a.href} className="btn-accent px-6 py-3 text-base">
                    {a.label}
                  </a>
                ),
              )}
            </div>
          )}
        </div>
        {s.bullets.length > 0 && (
          <ul className="space-y-3 rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
            {s.bullets.map((b) => (
              <li key={b} className="flex gap-3 text-sm leading-6 text-white">
                <CheckMark className="mt-1 h-4 w-4 text-accent-400" />
                {b}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function LatestPosts({ posts }: { posts: StoredPageData["posts"] }) {
  // Each post once: the newest in the carousel, the next ones in Latest Articles. Memoised: the sections keep
  // their server markup only while their props stay the same (near-viewport.tsx).
  const newest = useMemo(() => posts.slice(0, CAROUSEL_MAX_POSTS), [posts]);
  const latest = useMemo(() => posts.slice(CAROUSEL_MAX_POSTS), [posts]);
  return (
    <>
      {posts.length > CAROUSEL_MAX_POSTS && <LazyLatestArticles posts={latest} />}
      <LazyBlogCarousel posts={newest} />
    </>
  );
}
