// /careers (docs/product.md#static-pages): hero, how to apply by e-mail, three culture cards, openings.
import type { MetaDescriptor } from "react-router";
import { CheckList, PageHeader, Paragraphs } from "../components/marketing";
import { CardGrid, Section } from "../components/section";
import { careersCopyFor, careersHero, cultureCards } from "../copy/careers";
import { marketingMeta, officeDescription } from "../lib/page-meta";
import type { Route } from "./+types/careers";
import { useFirm } from "../lib/site-data";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

/** Names the firm's stored office. */
const careersDescription = (a?: { city: string }) =>
  `Build your career in company law, accounting, tax and trademark services with our ${a ? `${a.city} ` : ""}team. See our openings and e-mail your resume to apply.`;

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { title: "Careers", description: officeDescription(matches, careersDescription), firmTitle: true, path: "/careers" });
}

export default function Careers() {
  const site = useFirm();
  const { intro: careersIntro, howToApply, jobOpenings } = careersCopyFor(site);
  const apply = `mailto:${site.careersEmail}?subject=${encodeURIComponent("Job application")}`;
  return (
    <div>
      <PageHeader trail={[{ name: "Careers", path: "/careers" }]} eyebrow="Careers" title={careersHero.heading} lead={<p>{careersHero.subheading}</p>}>
        <a href={apply} className="btn-primary px-5 py-3 text-base">
          E-mail your resume
        </a>
        <a href="#openings" className="btn-outline px-5 py-3 text-base">
          See openings
        </a>
      </PageHeader>

      <Section id="why-join" title="Why Work With Us">
        <Paragraphs items={careersIntro} className="max-w-3xl" />
      </Section>

      <Section id="culture" title="Our Culture">
        <CardGrid cards={cultureCards} />
      </Section>

      <Section id="openings" title="Current Openings" className="scroll-mt-24">
        <ul className="grid gap-4 md:grid-cols-2">
          {jobOpenings.map((j) => (
            <li key={j.title} className="flex flex-col card p-6">
              <h3 className="text-lg font-semibold text-ink">{j.title}</h3>
              <p className="mt-1 text-sm text-muted">
                {j.location} · {j.type}
              </p>
              <p className="mt-3 grow leading-7 text-slate-700">{j.description}</p>
              <a href={`mailto:${site.careersEmail}?subject=${encodeURIComponent(`Application for ${j.title}`)}`} className="mt-4 self-start text-link">
                Apply for {j.title}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="apply" title={howToApply.heading}>
        <div className="grid gap-6 card p-6 sm:p-8 md:grid-cols-2">
          <Paragraphs items={howToApply.paragraphs ?? []} />
          <div>
            <h3 className="font-semibold text-ink">Please include</h3>
            <div className="mt-3">
              <CheckList items={howToApply.bullets ?? []} />
            </div>
          </div>
        </div>
      </Section>
    </div>
  );
}
