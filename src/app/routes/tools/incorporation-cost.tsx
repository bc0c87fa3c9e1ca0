// /tools/incorporation-cost and /hi/tools/incorporation-cost: a GET form (entity type and state) whose result the
// server renders: the firm's stored package price plus the government fee and stamp duty of the staff-edited table;
// a call to action carries the result into an enquiry. Works without JavaScript. The text is the page's language's.
import { data, Form, useLoaderData } from "react-router";
import { META_DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from "../../../shared/constants";
import { m } from "../../../shared/i18n";
import { dateIn, LANGUAGE_TAG, localeOfPath, pathInLocale, type Locale } from "../../../shared/locale";
import { calculatorProblemIn, entityLabelIn, paiseIn, stateNameIn, statesIn } from "../../../shared/tool-locale";
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

export function meta({ matches, data: calc, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return marketingMeta(matches, { ...metaOf(calc, locale), firmTitle: true, path: pathInLocale(PATH, locale) });
}

export function loader({ url, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(url.searchParams);
  const calc = context.reads.calculators.incorporation(query);
  return data(calc, { status: calc.error ? 400 : 200 });
}

export default function IncorporationCost() {
  const { entities, states, values, result, error } = useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  const locale = useLocale();
  const path = pathInLocale(PATH, locale);
  const rupees = (paise: number) => paiseIn(locale, paise);
  const entityLabel = (e: { value: string; label: string }) => entityLabelIn(locale, e.value, e.label);
  const chosen = entities.find((e) => e.value === values.entity);
  const resultEntity = result ? entityLabelIn(locale, values.entity, result.entityLabel) : "";
  const resultState = result ? stateNameIn(locale, result.state) : "";
  // The total here includes GST, so the enquiry carries what the visitor was shown.
  const summary = result ? m.cost_summary({ entity: resultEntity, state: resultState, total: rupees(result.total) }, { locale }) : "";
  const title = m.cost_title({}, { locale });
  const ld = calculatorLd(siteUrl, title, path, costMeta(locale).description);
  const asOf = result?.asOf ? (locale === "en" ? formatLongDate(result.asOf) : dateIn(locale, result.asOf)) : "";
  return (
    <div>
      <PageHeader
        trail={[{ name: m.cost_breadcrumb({}, { locale }), path }]}
        home={locale === "en" ? undefined : { name: m.cost_breadcrumb_home({}, { locale }), path: pathInLocale("/", locale) }}
        eyebrow={m.cost_eyebrow({}, { locale })}
        title={title}
        lead={<p>{m.cost_lead({}, { locale })}</p>}
      />
      <JsonLd data={locale === "en" ? ld : { ...ld, inLanguage: LANGUAGE_TAG[locale] }} />
      <Section id="calculator" title={m.cost_section_title({}, { locale })}>
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Form method="get" action={path} className="space-y-4 card p-5 sm:p-6" preventScrollReset>
            <div>
              <label htmlFor="cost-entity" className="field-label">
                {m.cost_entity_label({}, { locale })}
              </label>
              <select id="cost-entity" name="entity" defaultValue={values.entity || entities[0]?.value} className="field">
                {entities.map((e) => (
                  <option key={e.value} value={e.value}>
                    {entityLabel(e)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="cost-state" className="field-label">
                {m.cost_state_label({}, { locale })}
              </label>
              <select id="cost-state" name="state" defaultValue={values.state} className="field" required>
                {/* No state chosen yet (the tool's own address, or a package's link with its entity type): none is preselected. */}
                {!states.includes(values.state) && (
                  <option value="" disabled>
                    {m.cost_state_placeholder({}, { locale })}
                  </option>
                )}
                {statesIn(locale, states).map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary">
              {m.cost_submit({}, { locale })}
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
                <h3 className="text-lg font-semibold text-ink">{m.cost_result_title({ entity: resultEntity, state: resultState }, { locale })}</h3>
                <dl className="mt-4 divide-y divide-slate-100 text-sm" data-testid="cost-result">
                  <Row label={m.cost_row_fee({ package: result.packageTitle }, { locale })} value={rupees(result.professionalFee)} testId="cost-package" />
                  <Row
                    label={
                      result.igst
                        ? m.cost_row_igst({ percent: result.gstPercent }, { locale })
                        : m.cost_row_gst({ percent: result.gstPercent, half: result.gstPercent / 2 }, { locale })
                    }
                    value={rupees(result.gst)}
                    testId="cost-gst"
                  />
                  <Row label={m.cost_row_government({}, { locale })} value={rupees(result.governmentFee)} testId="cost-fees" />
                  <Row label={m.cost_row_stamp({ state: resultState }, { locale })} value={rupees(result.stampDuty)} testId="cost-stamp" />
                  <Row label={m.cost_row_total({}, { locale })} value={rupees(result.total)} strong testId="cost-total" />
                </dl>
                <p className="mt-3 text-xs text-slate-600">{m.cost_gst_note({ percent: result.gstPercent }, { locale })}</p>
                <p className="mt-2 text-xs text-slate-600">{m.cost_estimate_note({}, { locale })}</p>
                {result.source && (
                  <p className="mt-2 text-xs text-slate-600">
                    {asOf ? m.cost_figures_source_dated({ date: asOf, source: result.source }, { locale }) : m.cost_figures_source({ source: result.source }, { locale })}
                  </p>
                )}
                <div className="mt-5 flex flex-wrap gap-3">
                  <a href={contactHref(result.service, summary, locale)} className="btn-accent">
                    {m.cost_cta_start({}, { locale })}
                  </a>
                  <a href={`/${result.packageSlug}`} className="btn-outline">
                    {m.cost_cta_package({}, { locale })}
                  </a>
                </div>
              </div>
            )}
            {!result && !error && (
              <p className="card p-5 text-slate-700 sm:p-6" data-testid="cost-prompt">
                {chosen ? m.cost_prompt_entity({ entity: locale === "en" ? inSentence(entityLabel(chosen)) : entityLabel(chosen) }, { locale }) : m.cost_prompt({}, { locale })}
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
