// /tools/incorporation-cost and /hi/tools/incorporation-cost: a GET form (entity type and state) whose result the
// server renders: the firm's stored package price plus the government fee and stamp duty of the staff-edited table;
// a call to action carries the result into an enquiry. Works without JavaScript. The loader puts the page's text in
// its language (its path), so the page's JavaScript carries neither language's text.
import { data, Form, useLoaderData } from "react-router";
import { META_DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from "../../../shared/constants";
import { paiseIn } from "../../../shared/calculators";
import { m } from "../../../shared/i18n";
import { dateIn, LANGUAGE_TAG, localeOfPath, pathInLocale, type Locale } from "../../../shared/locale";
import { calculatorProblemIn, entityLabelIn, stateNameIn, statesIn } from "../../../shared/tool-locale";
import { JsonLd } from "../../components/json-ld";
import { PageHeader } from "../../components/marketing";
import { Section } from "../../components/section";
import { useLocale } from "../../lib/locale";
import { marketingMeta, useSiteUrl } from "../../lib/page-meta";
import { calculatorLd, contactHref } from "../../lib/tools";
import { formatLongDate } from "../../lib/format";
import type { PageMeta } from "../../copy/types";
import type { IncorporationCalculation } from "../../../shared/tools";
import type { Route } from "./+types/incorporation-cost";

const PATH = "/tools/incorporation-cost";

/** The page exists in English and in Hindi (its Hindi address: pathInLocale). */
export const handle = { languages: ["en", "hi"] };

// Not in the page cache: the result depends on the query.
export const headers = () => ({ "Cache-Control": "no-store" });

const costMeta = (locale: Locale): PageMeta => ({ title: m.cost_meta_title({}, { locale }), description: m.cost_meta_description({}, { locale }) });

/**
 * The tool's title and description, or those of the entity type (and state) its address asks for, so the
 * package cards' links to it are not pages of one title; the canonical link stays the tool's own address.
 */
function metaOf(calc: IncorporationCalculation | undefined, locale: Locale): PageMeta {
  const chosen = calc?.entities.find((e) => e.value === calc.values.entity);
  if (!calc || !chosen) return costMeta(locale);
  const label = entityLabelIn(locale, chosen.value, chosen.label);
  const entity = locale === "en" ? inSentence(label) : label;
  const state = calc.states.find((s) => s === calc.values.state);
  if (!state) {
    const full = m.cost_meta_entity_description_your_state({ entity }, { locale });
    return {
      title: m.cost_meta_entity_title({ entity: label }, { locale }),
      description: full.length <= META_DESCRIPTION_MAX_LENGTH ? full : m.cost_meta_entity_description({ entity }, { locale }),
    };
  }
  const where = stateNameIn(locale, state);
  const full = m.cost_meta_entity_description_state({ entity, state: where }, { locale });
  const titled = m.cost_meta_entity_title_state({ entity: label, state: where }, { locale });
  return {
    // A Hindi title that would not fit in a search result's 60 characters leaves the state to the description.
    title: locale === "en" || titled.length <= TITLE_MAX_LENGTH ? titled : m.cost_meta_entity_title({ entity: label }, { locale }),
    description: full.length <= META_DESCRIPTION_MAX_LENGTH ? full : m.cost_meta_entity_description({ entity }, { locale }),
  };
}

/** An entity type's label inside a sentence: "private limited company", "NGO / Section 8 company". */
const inSentence = (label: string) => label.replace(/^[A-Z][a-z]/, (m) => m.toLowerCase());

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const meta = loaderData?.text.meta ?? { title: "", description: "" };
  return marketingMeta(matches, { ...meta, firmTitle: true, path: pathInLocale(PATH, locale) });
}

/** The page's words in `locale`, and those of its result. */
function textOf(locale: Locale, calc: IncorporationCalculation) {
  const t = { locale };
  const { result, values } = calc;
  const chosen = calc.entities.find((e) => e.value === values.entity);
  const chosenLabel = chosen ? entityLabelIn(locale, chosen.value, chosen.label) : "";
  const entity = result ? entityLabelIn(locale, values.entity, result.entityLabel) : "";
  const state = result ? stateNameIn(locale, result.state) : "";
  const asOf = result?.asOf ? (locale === "en" ? formatLongDate(result.asOf) : dateIn(locale, result.asOf)) : "";
  return {
    meta: metaOf(calc, locale),
    metaDescription: m.cost_meta_description({}, t),
    home: m.cost_breadcrumb_home({}, t),
    breadcrumb: m.cost_breadcrumb({}, t),
    eyebrow: m.cost_eyebrow({}, t),
    title: m.cost_title({}, t),
    lead: m.cost_lead({}, t),
    sectionTitle: m.cost_section_title({}, t),
    entityLabel: m.cost_entity_label({}, t),
    stateLabel: m.cost_state_label({}, t),
    statePlaceholder: m.cost_state_placeholder({}, t),
    submit: m.cost_submit({}, t),
    prompt: chosen ? m.cost_prompt_entity({ entity: locale === "en" ? inSentence(chosenLabel) : chosenLabel }, t) : m.cost_prompt({}, t),
    result: result && {
      title: m.cost_result_title({ entity, state }, t),
      fee: m.cost_row_fee({ package: result.packageTitle }, t),
      gst: result.igst ? m.cost_row_igst({ percent: result.gstPercent }, t) : m.cost_row_gst({ percent: result.gstPercent, half: result.gstPercent / 2 }, t),
      government: m.cost_row_government({}, t),
      stamp: m.cost_row_stamp({ state }, t),
      total: m.cost_row_total({}, t),
      gstNote: m.cost_gst_note({ percent: result.gstPercent }, t),
      estimateNote: m.cost_estimate_note({}, t),
      source: !result.source ? "" : asOf ? m.cost_figures_source_dated({ date: asOf, source: result.source }, t) : m.cost_figures_source({ source: result.source }, t),
      start: m.cost_cta_start({}, t),
      package: m.cost_cta_package({}, t),
      // The total here includes GST, so the enquiry carries what the visitor was shown.
      summary: m.cost_summary({ entity, state, total: paiseIn(locale, result.total) }, t),
    },
  };
}

export function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const query = Object.fromEntries(url.searchParams);
  const calc = context.reads.calculators.incorporation(query);
  const page = {
    ...calc,
    entities: calc.entities.map((e) => ({ value: e.value, label: entityLabelIn(locale, e.value, e.label) })),
    stateOptions: statesIn(locale, calc.states),
    error: calc.error === null ? null : calculatorProblemIn(locale, calc.error),
    text: textOf(locale, calc),
  };
  return data(page, { status: calc.error ? 400 : 200 });
}

export default function IncorporationCost() {
  const { entities, states, stateOptions, values, result, error, text } = useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  const locale = useLocale();
  const path = pathInLocale(PATH, locale);
  const rupees = (paise: number) => paiseIn(locale, paise);
  const words = text.result;
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
              <label htmlFor="cost-entity" className="field-label">
                {text.entityLabel}
              </label>
              <select id="cost-entity" name="entity" defaultValue={values.entity || entities[0]?.value} className="field">
                {entities.map((e) => (
                  <option key={e.value} value={e.value}>
                    {e.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="cost-state" className="field-label">
                {text.stateLabel}
              </label>
              <select id="cost-state" name="state" defaultValue={values.state} className="field" required>
                {/* No state chosen yet (the tool's own address, or a package's link with its entity type): none is preselected. */}
                {!states.includes(values.state) && (
                  <option value="" disabled>
                    {text.statePlaceholder}
                  </option>
                )}
                {stateOptions.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
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
            {result && words && (
              <div className="card p-5 sm:p-6" id="result">
                <h3 className="text-lg font-semibold text-ink">{words.title}</h3>
                <dl className="mt-4 divide-y divide-slate-100 text-sm" data-testid="cost-result">
                  <Row label={words.fee} value={rupees(result.professionalFee)} testId="cost-package" />
                  <Row label={words.gst} value={rupees(result.gst)} testId="cost-gst" />
                  <Row label={words.government} value={rupees(result.governmentFee)} testId="cost-fees" />
                  <Row label={words.stamp} value={rupees(result.stampDuty)} testId="cost-stamp" />
                  <Row label={words.total} value={rupees(result.total)} strong testId="cost-total" />
                </dl>
                <p className="mt-3 text-xs text-slate-600">{words.gstNote}</p>
                <p className="mt-2 text-xs text-slate-600">{words.estimateNote}</p>
                {words.source && <p className="mt-2 text-xs text-slate-600">{words.source}</p>}
                <div className="mt-5 flex flex-wrap gap-3">
                  <a href={contactHref(result.service, words.summary, locale)} className="btn-accent">
                    {words.start}
                  </a>
                  <a href={`/${result.packageSlug}`} className="btn-outline">
                    {words.package}
                  </a>
                </div>
              </div>
            )}
            {!result && !error && (
              <p className="card p-5 text-slate-700 sm:p-6" data-testid="cost-prompt">
                {text.prompt}
              </p>
            )}
          </div>
        </div>
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
