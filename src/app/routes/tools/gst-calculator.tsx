// /tools/gst-calculator and /hi/tools/gst-calculator: a GET form (amount, rate from the staff-edited list,
// inclusive or exclusive, within a state or between states) whose result the server renders, so it works without
// JavaScript; a call to action carries the result into an enquiry. The text is the page's language's (its path).
import { data, Form, useLoaderData } from "react-router";
import { formatRate } from "../../../shared/calculators";
import { m } from "../../../shared/i18n";
import { LANGUAGE_TAG, localeOfPath, pathInLocale, type Locale } from "../../../shared/locale";
import { calculatorProblemIn, paiseIn, rateLabelIn } from "../../../shared/tool-locale";
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

const metaOf = (locale: Locale) => ({ title: m.gst_meta_title({}, { locale }), description: m.gst_meta_description({}, { locale }) });

export function meta({ matches, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return marketingMeta(matches, { ...metaOf(locale), firmTitle: true, path: pathInLocale(PATH, locale) });
}

export function loader({ url, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(url.searchParams);
  const calc = context.reads.calculators.gst(query);
  return data(calc, { status: calc.error ? 400 : 200 });
}

export default function GstCalculator() {
  const { rates, values, result, error } = useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  const locale = useLocale();
  const path = pathInLocale(PATH, locale);
  const rupees = (paise: number) => paiseIn(locale, paise);
  const summary = result ? m.gst_summary({ base: rupees(result.base), rate: formatRate(result.rate), tax: rupees(result.tax), total: rupees(result.total) }, { locale }) : "";
  const title = m.gst_title({}, { locale });
  const ld = calculatorLd(siteUrl, title, path, metaOf(locale).description);
  return (
    <div>
      <PageHeader
        trail={[{ name: m.gst_breadcrumb({}, { locale }), path }]}
        home={locale === "en" ? undefined : { name: m.gst_breadcrumb_home({}, { locale }), path: pathInLocale("/", locale) }}
        eyebrow={m.gst_eyebrow({}, { locale })}
        title={title}
        lead={<p>{m.gst_lead({}, { locale })}</p>}
      />
      <JsonLd data={locale === "en" ? ld : { ...ld, inLanguage: LANGUAGE_TAG[locale] }} />
      <Section id="calculator" title={m.gst_section_title({}, { locale })}>
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Form method="get" action={path} className="space-y-4 card p-5 sm:p-6" preventScrollReset>
            <div>
              <label htmlFor="gst-amount" className="field-label">
                {m.gst_amount_label({}, { locale })}
              </label>
              <input id="gst-amount" name="amount" inputMode="decimal" required defaultValue={values.amount} placeholder="1000" className="field" maxLength={20} />
            </div>
            <div>
              <label htmlFor="gst-rate" className="field-label">
                {m.gst_rate_label({}, { locale })}
              </label>
              <select id="gst-rate" name="rate" defaultValue={values.rate || "18"} className="field">
                {rates.map((r) => (
                  <option key={r.rate} value={String(r.rate)}>
                    {formatRate(r.rate)}
                    {r.label ? ` (${rateLabelIn(locale, r.label)})` : ""}
                  </option>
                ))}
              </select>
            </div>
            <fieldset>
              <legend className="field-label">{m.gst_mode_legend({}, { locale })}</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="mode" value="exclusive" defaultChecked={values.mode === "exclusive"} className="accent-brand-600" />{" "}
                  {m.gst_mode_exclusive({}, { locale })}
                </label>
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="mode" value="inclusive" defaultChecked={values.mode === "inclusive"} className="accent-brand-600" />{" "}
                  {m.gst_mode_inclusive({}, { locale })}
                </label>
              </div>
            </fieldset>
            <fieldset>
              <legend className="field-label">{m.gst_supply_legend({}, { locale })}</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="supply" value="intra" defaultChecked={values.supply === "intra"} className="accent-brand-600" /> {m.gst_supply_intra({}, { locale })}
                </label>
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="supply" value="inter" defaultChecked={values.supply === "inter"} className="accent-brand-600" /> {m.gst_supply_inter({}, { locale })}
                </label>
              </div>
            </fieldset>
            <button type="submit" className="btn-primary">
              {m.gst_submit({}, { locale })}
            </button>
          </Form>

          <div aria-live="polite">
            {error && (
              <p role="alert" className="error-banner">
                {calculatorProblemIn(locale, error)}
              </p>
            )}
            {result && (
              <div className="card p-5 sm:p-6" id="result">
                <h3 className="text-lg font-semibold text-ink">{m.gst_result_title({ rate: formatRate(result.rate) }, { locale })}</h3>
                <dl className="mt-4 divide-y divide-slate-100 text-sm" data-testid="gst-result">
                  <Row label={m.gst_row_base({}, { locale })} value={rupees(result.base)} />
                  {values.supply === "inter" ? (
                    <Row label={`IGST (${formatRate(result.rate)})`} value={rupees(result.igst)} />
                  ) : (
                    <>
                      <Row label={`CGST (${formatRate(result.rate / 2)})`} value={rupees(result.cgst)} />
                      <Row label={`SGST (${formatRate(result.rate / 2)})`} value={rupees(result.sgst)} />
                    </>
                  )}
                  <Row label={m.gst_row_tax({}, { locale })} value={rupees(result.tax)} strong testId="gst-tax" />
                  <Row label={m.gst_row_total({}, { locale })} value={rupees(result.total)} strong testId="gst-total" />
                </dl>
                <a href={contactHref("GST and compliance", summary, locale)} className="mt-5 btn-accent w-full sm:w-auto">
                  {m.gst_cta({}, { locale })}
                </a>
              </div>
            )}
            {!result && !error && <p className="card p-5 text-slate-700 sm:p-6">{m.gst_prompt({}, { locale })}</p>}
          </div>
        </div>
        <p className="mt-6 text-sm text-slate-600">{m.gst_footnote({}, { locale })}</p>
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
