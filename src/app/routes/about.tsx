// /about (docs/product.md#static-pages): overview, mission, vision, 2018-2024 timeline, expertise cards, 'Get Started Today'.
import { Link, type MetaDescriptor } from "react-router";
import { CheckList, PageHeader, Paragraphs } from "../components/marketing";
import { CardGrid, Section } from "../components/section";
import { aboutCta, aboutIntroFor, aboutMission, aboutSections, aboutTimeline, aboutVision, expertiseCards } from "../copy/about";
import { homeStatFor } from "../copy/home-stat";
import { useFirm } from "../lib/site-data";
import { marketingMeta, officeDescription } from "../lib/page-meta";
import type { Route } from "./+types/about";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

/** Names the firm's stored office. */
const aboutDescription = (a?: { city: string }) =>
  `Learn about our team${a ? ` in ${a.city}` : ""}, our mission and our journey since 2018 helping Indian businesses with incorporation, accounting and regulatory compliance.`;

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { title: "About Us", description: officeDescription(matches, aboutDescription), firmTitle: true, path: "/about" });
}

export default function About() {
  const firm = useFirm();
  const {
    heading: aboutHeading,
    overview: [lead, ...overview],
  } = aboutIntroFor(firm);
  const homeStat = homeStatFor(firm.homeStat);
  return (
    <div>
      <PageHeader trail={[{ name: "About Us", path: "/about" }]} eyebrow="Who we are" title={aboutHeading} lead={<p>{lead}</p>} />

      <Section id="overview" title="Company Overview">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <Paragraphs items={overview} />
          <p className="self-start card p-6 text-center">
            <span className="block text-5xl font-extrabold tracking-tight text-brand-700">{homeStat.value}</span>
            <span className="mt-1 block font-semibold text-ink">{homeStat.label}</span>
          </p>
        </div>
      </Section>

      <div className="section-gap grid gap-6 md:grid-cols-2">
        {[aboutMission, aboutVision].map((c) => (
          <section key={c.title} aria-labelledby={`${c.title}-h`} className="card border-t-4 border-t-brand-600 p-6 sm:p-8">
            <h2 id={`${c.title}-h`} className="text-2xl font-bold tracking-tight">
              {c.title}
            </h2>
            <p className="mt-3 leading-7 text-slate-700">{c.text}</p>
          </section>
        ))}
      </div>

      <Section id="timeline" title="Our Journey">
        <ol className="relative space-y-8 border-l-2 border-brand-200 pl-8">
          {aboutTimeline.map((t) => (
            <li key={t.year} className="relative">
              <span aria-hidden="true" className="absolute top-1 -left-[2.55rem] h-4 w-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200" />
              <p className="text-sm font-bold text-brand-700">{t.year}</p>
              <h3 className="mt-1 text-lg font-semibold text-ink">{t.title}</h3>
              <p className="mt-1 max-w-2xl leading-7 text-muted">{t.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="expertise" title="Our Expertise">
        <CardGrid cards={expertiseCards} />
      </Section>

      {aboutSections.map((s) => (
        <Section key={s.heading} id={s.heading.toLowerCase().replace(/\W+/g, "-")} title={s.heading}>
          {s.bullets && <CheckList items={s.bullets} />}
        </Section>
      ))}

      <section aria-labelledby="about-cta" className="section-gap rounded-3xl bg-brand-800 px-6 py-10 text-center text-white sm:px-10">
        <h2 id="about-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Let us help you build your business
        </h2>
        <p className="mx-auto mt-3 max-w-2xl leading-7 text-brand-100">Tell us what you are planning and we will recommend the right structure and the next steps.</p>
        <Link to={aboutCta.href} className="mt-6 btn-accent px-6 py-3 text-base">
          {aboutCta.label}
        </Link>
      </section>
    </div>
  );
}
