// /hdfc-netbanking (docs/product.md#public-routes): login steps, first-time registration, features, safety and FAQs.
import type { MetaDescriptor } from "react-router";
import { useLoaderData } from "react-router";
import { LazyFaqSection } from "../components/lazy-faq";
import { CheckList, PageHeader, Paragraphs, StepList } from "../components/marketing";
import { Section } from "../components/section";
import { hdfcDisclaimer, hdfcFaqs, hdfcFeatures, hdfcHero, hdfcIntro, hdfcLoginSteps, hdfcRegistrationSteps, hdfcSecurityTips } from "../copy/hdfc";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/hdfc-netbanking";
import type { PageMeta } from "../copy/types";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

const hdfcMeta: PageMeta = {
  title: "HDFC Bank NetBanking Login and Registration Guide",
  description: "How to log in to HDFC Bank NetBanking, register as a first-time user, use its key features for your business account and stay safe from online fraud.",
};

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...hdfcMeta, path: "/hdfc-netbanking", type: "article" });
}

// The text goes to the page as loader data, so the page's JavaScript holds the layout, not the text.
export function loader() {
  return { hdfcDisclaimer, hdfcFaqs, hdfcFeatures, hdfcHero, hdfcIntro, hdfcLoginSteps, hdfcRegistrationSteps, hdfcSecurityTips };
}

export default function HdfcNetbanking() {
  const { hdfcDisclaimer, hdfcFaqs, hdfcFeatures, hdfcHero, hdfcIntro, hdfcLoginSteps, hdfcRegistrationSteps, hdfcSecurityTips } = useLoaderData<typeof loader>();
  return (
    <article>
      <PageHeader trail={[{ name: "HDFC NetBanking", path: "/hdfc-netbanking" }]} eyebrow="Guide" title={hdfcHero.heading} lead={<p>{hdfcHero.subheading}</p>} />
      <Paragraphs items={hdfcIntro} className="mt-10 max-w-3xl" />

      <Section id="login" title="How to Log In to HDFC Bank NetBanking">
        <StepList steps={hdfcLoginSteps} />
      </Section>

      <Section id="register" title="First-Time Registration">
        <StepList steps={hdfcRegistrationSteps} />
      </Section>

      <Section id="features" title="Key Features">
        <div className="card p-6 sm:p-8">
          <CheckList items={hdfcFeatures} columns={2} />
        </div>
      </Section>

      <Section id="security" title="Staying Safe Online">
        <ul className="grid gap-3 md:grid-cols-2">
          {hdfcSecurityTips.map((t) => (
            <li key={t} className="rounded-xl border-l-4 border-accent-500 bg-white p-4 text-sm leading-6 text-slate-700 shadow-sm">
              {t}
            </li>
          ))}
        </ul>
      </Section>

      <LazyFaqSection faqs={hdfcFaqs} />

      <p className="mt-10 rounded-xl border border-slate-200 bg-white p-5 text-sm leading-6 text-muted">{hdfcDisclaimer}</p>
    </article>
  );
}
