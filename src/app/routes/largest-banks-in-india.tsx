// /largest-banks-in-india (docs/product.md#public-routes): market-capitalisation table and a profile of each bank.
import type { MetaDescriptor } from "react-router";
import { useLoaderData } from "react-router";
import { CheckList, PageHeader, Paragraphs } from "../components/marketing";
import { Section } from "../components/section";
import { LazyEnquiryCta } from "../components/lazy-cta";
import { bankProfiles, banksDisclaimer, banksHero, banksIntro, banksTableCaption, banksTableNote, largestBanks } from "../copy/banks";
import { anchorId } from "../lib/linkify";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/largest-banks-in-india";
import type { PageMeta } from "../copy/types";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

const banksMeta: PageMeta = {
  title: "Largest Banks in India by Market Cap (2025)",
  description: "India's 10 largest listed banks by market capitalisation as of 2025, with profiles of HDFC Bank, ICICI Bank, SBI, Kotak, Axis and leading public sector banks.",
};

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...banksMeta, path: "/largest-banks-in-india", type: "article" });
}

const capFormat = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

// The text goes to the page as loader data, so the page's JavaScript holds the layout, not the text.
export function loader() {
  return { bankProfiles, banksDisclaimer, banksHero, banksIntro, banksTableCaption, banksTableNote, largestBanks };
}

export default function LargestBanks() {
  const { bankProfiles, banksDisclaimer, banksHero, banksIntro, banksTableCaption, banksTableNote, largestBanks } = useLoaderData<typeof loader>();
  return (
    <article>
      <PageHeader trail={[{ name: "Largest Banks in India", path: "/largest-banks-in-india" }]} eyebrow="Guide" title={banksHero.heading} lead={<p>{banksHero.subheading}</p>} />
      <Paragraphs items={banksIntro} className="mt-10 max-w-3xl" />

      <Section id="table" title="Top 10 Banks by Market Capitalisation">
        <div className="overflow-x-auto card">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="px-5 pt-5 pb-3 text-left text-sm text-muted">{banksTableCaption}</caption>
            <thead className="border-y border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-5 py-3">
                  Rank
                </th>
                <th scope="col" className="px-5 py-3">
                  Bank
                </th>
                <th scope="col" className="px-5 py-3">
                  Sector
                </th>
                <th scope="col" className="px-5 py-3 text-right">
                  Market cap (₹ lakh crore)
                </th>
                <th scope="col" className="px-5 py-3">
                  Headquarters
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {largestBanks.map((b) => (
                <tr key={b.rank} className="hover:bg-slate-50">
                  <td className="px-5 py-3 font-semibold text-muted">{b.rank}</td>
                  <th scope="row" className="px-5 py-3 font-semibold">
                    <a href={`#${anchorId(b.name)}`} className="text-brand-700 hover:underline">
                      {b.name}
                    </a>
                  </th>
                  <td className="px-5 py-3">
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${b.sector === "private" ? "bg-brand-50 text-brand-800" : "bg-green-50 text-green-800"}`}>
                      {b.sector === "private" ? "Private" : "Public"}
                    </span>
                  </td>
                  <td className="px-5 py-3 text-right tabular-nums">{capFormat.format(b.marketCapLakhCrore)}</td>
                  <td className="px-5 py-3">{b.headquarters}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 max-w-3xl text-sm text-muted">{banksTableNote}</p>
      </Section>

      <Section id="profiles" title="Bank Profiles">
        <div className="space-y-6">
          {bankProfiles.map((b) => (
            <section key={b.name} id={anchorId(b.name)} aria-labelledby={`${anchorId(b.name)}-h`} className="scroll-mt-24 card p-6 sm:p-8">
              <h3 id={`${anchorId(b.name)}-h`} className="text-xl font-bold text-ink">
                {b.name}
              </h3>
              <p className="mt-1 text-sm text-muted">
                Founded {b.founded} · Headquarters: {b.headquarters}
              </p>
              <p className="mt-4 leading-7 text-slate-700">{b.summary}</p>
              <h4 className="mt-5 text-sm font-semibold tracking-wide text-muted uppercase">Key facts</h4>
              <div className="mt-3">
                <CheckList items={b.keyFacts} columns={2} />
              </div>
            </section>
          ))}
        </div>
      </Section>

      <p className="mt-10 rounded-xl border border-slate-200 bg-white p-5 text-sm leading-6 text-muted">{banksDisclaimer}</p>

      <LazyEnquiryCta
        title="Registered your company? Open its current account"
        text="We help new companies and LLPs prepare the documents banks ask for when opening a current account, and register for GST alongside."
      />
    </article>
  );
}
