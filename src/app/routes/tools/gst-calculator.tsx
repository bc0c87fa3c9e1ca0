// /tools/gst-calculator and /hi/tools/gst-calculator: a GET form (amount, rate from the staff-edited list,
// inclusive or exclusive, within a state or between states) whose result the server renders, so it works without
// JavaScript; a call to action carries the result into an enquiry. The loader puts the page's text in its
// language (its path), so the page's JavaScript carries neither language's text.
import { data, Form, useLoaderData } from "react-router";
import { formatRate, paiseIn, type GstResult } from "../../../shared/calculators";
import { m } from "../../../shared/i18n";
import { LANGUAGE_TAG, localeOfPath, pathInLocale, type Locale } from "../../../shared/locale";
import { calculatorProblemIn, rateLabelIn } from "../../../shared/tool-locale";
import { PageHeader } from "../../components/marketing";
import { Section } from "../../components/section";
import { JsonLd } from "../../components/json-ld";
import { useLocale } from "../../lib/locale";
import { marketingMeta, useSiteUrl } from "../../lib/page-meta";
import { calculatorLd, contactHref } from "../../lib/tools";
import type { Route } from "./+types/gst-calculator";

const PATH = "/tools/gst-calculator";

/** The page exists in English and in Hindi (its Hindi address: pathInLocale). */
export const handle = { languages: ["en", "hi"] };

// Not in the page cache: the result depends on the query.
export const headers = () => ({ "Cache-Control": "no-store" });

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const text = loaderData?.text;
  return marketingMeta(matches, { title: text?.metaTitle ?? "", description: text?.metaDescription ?? "", firmTitle: true, path: pathInLocale(PATH, locale) });
}

/** The page's words in `locale`, and those of its result. */
function textOf(locale: Locale, result: (GstResult & { rate: number }) | null) {
  const t = { locale };
  const rupees = (paise: number) => paiseIn(locale, paise);
  return {
    metaTitle: m.gst_meta_title({}, t),
    metaDescription: m.gst_meta_description({}, t),
    home: m.gst_breadcrumb_home({}, t),
    breadcrumb: m.gst_breadcrumb({}, t),
    eyebrow: m.gst_eyebrow({}, t),
    title: m.gst_title({}, t),
    lead: m.gst_lead({}, t),
    sectionTitle: m.gst_section_title({}, t),
    amountLabel: m.gst_amount_label({}, t),
    rateLabel: m.gst_rate_label({}, t),
    modeLegend: m.gst_mode_legend({}, t),
    modeExclusive: m.gst_mode_exclusive({}, t),
    modeInclusive: m.gst_mode_inclusive({}, t),
    supplyLegend: m.gst_supply_legend({}, t),
    supplyIntra: m.gst_supply_intra({}, t),
    supplyInter: m.gst_supply_inter({}, t),
    submit: m.gst_submit({}, t),
    rowBase: m.gst_row_base({}, t),
    rowTax: m.gst_row_tax({}, t),
    rowTotal: m.gst_row_total({}, t),
    cta: m.gst_cta({}, t),
    prompt: m.gst_prompt({}, t),
    footnote: m.gst_footnote({}, t),
    resultTitle: result ? m.gst_result_title({ rate: formatRate(result.rate) }, t) : "",
    summary: result ? m.gst_summary({ base: rupees(result.base), rate: formatRate(result.rate), tax: rupees(result.tax), total: rupees(result.total) }, t) : "",
  };
}

export function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const query = Object.fromEntries(url.searchParams);
  const calc = context.reads.calculators.gst(query);
  const page = {
    ...calc,
    rates: calc.rates.map((r) => ({ ...r, label: rateLabelIn(locale, r.label) })),
    error: calc.error === null ? null : calculatorProblemIn(locale, calc.error),
    text: textOf(locale, calc.result),
  };
  return data(page, { status: calc.error ? 400 : 200 });
}

export default function GstCalculator() {
  const { rates, values, result, error, text } = useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  const locale = useLocale();
  const path = pathInLocale(PATH, locale);
  const rupees = (paise: number) => paiseIn(locale, paise);
  const ld = calculatorLd(siteUrl, text.title, path, text.metaDescription);
  return (
    <div>
      <PageHeader
        trail={[{ name: text.breadcrumb, path }]}
        home={locale === "en" ? undefined : { name: text.home, path: pathInLocale("/", locale) }}
        eyebrow={text.eyebrow}
        title={text.title}
        lead={<p>{text.lead}</p>}
      />
      <JsonLd data={locale === "en" ? ld : { ...ld, inLanguage: LANGUAGE_TAG[locale] }} />
      <Section id="calculator" title={text.sectionTitle}>
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Form method="get" action={path} className="space-y-4 card p-5 sm:p-6" preventScrollReset>
            <div>
              <label htmlFor="gst-amount" className="field-label">
                {text.amountLabel}
              </label>
              <input id="gst-amount" name="amount" inputMode="decimal" required defaultValue={values.amount} placeholder="1000" className="field" maxLength={20} />
            </div>
            <div>
              <label htmlFor="gst-rate" className="field-label">
                {text.rateLabel}
              </label>
              <select id="gst-rate" name="rate" defaultValue={values.rate || "18"} className="field">
                {rates.map((r) => (
                  <option key={r.rate} value={String(r.rate)}>
                    {formatRate(r.rate)}
                    {r.label ? ` (${r.label})` : ""}
                  </option>
                ))}
              </select>
            </div>
            <fieldset>
              <legend className="field-label">{text.modeLegend}</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="mode" value="exclusive" defaultChecked={values.mode === "exclusive"} className="accent-brand-600" /> {text.modeExclusive}
                </label>
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="mode" value="inclusive" defaultChecked={values.mode === "inclusive"} className="accent-brand-600" /> {text.modeInclusive}
                </label>
              </div>
            </fieldset>
            <fieldset>
              <legend className="field-label">{text.supplyLegend}</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="supply" value="intra" defaultChecked={values.supply === "intra"} className="accent-brand-600" /> {text.supplyIntra}
                </label>
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="supply" value="inter" defaultChecked={values.supply === "inter"} className="accent-brand-600" /> {text.supplyInter}
                </label>
              </div>
            </fieldset>
            <button type="submit" className="btn-primary">
              {text.submit}
            </button>
          </Form>

          <div aria-live="polite">
            {error && (
              <p role="alert" className="error-banner">
                {error}
              </p>
            )}
            {result && (
              <div className="card p-5 sm:p-6" id="result">
                <h3 className="text-lg font-semibold text-ink">{text.resultTitle}</h3>
                <dl className="mt-4 divide-y divide-slate-100 text-sm" data-testid="gst-result">
                  <Row label={text.rowBase} value={rupees(result.base)} />
                  {values.supply === "inter" ? (
                    <Row label={`IGST (${formatRate(result.rate)})`} value={rupees(result.igst)} />
                  ) : (
                    <>
                      <Row label={`CGST (${formatRate(result.rate / 2)})`} value={rupees(result.cgst)} />
                      <Row label={`SGST (${formatRate(result.rate / 2)})`} value={rupees(result.sgst)} />
                    </>
                  )}
                  <Row label={text.rowTax} value={rupees(result.tax)} strong testId="gst-tax" />
                  <Row label={text.rowTotal} value={rupees(result.total)} strong testId="gst-total" />
                </dl>
                <a href={contactHref("GST and compliance", text.summary, locale)} className="mt-5 btn-accent w-full sm:w-auto">
                  {text.cta}
                </a>
              </div>
            )}
            {!result && !error && <p className="card p-5 text-slate-700 sm:p-6">{text.prompt}</p>}
          </div>
        </div>
        <p className="mt-6 text-sm text-slate-600">{text.footnote}</p>
      </Section>
    </div>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-4 py-2 ${strong ? "font-semibold text-ink" : "text-slate-700"}`}>
      <dt>{label}</dt>
      <dd data-testid={testId} className="tabular-nums">
        {value}
      </dd>
    </div>
  );
}
