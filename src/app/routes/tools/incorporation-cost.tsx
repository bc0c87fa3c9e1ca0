// /tools/incorporation-cost: a GET form (entity type and state) whose result the server renders:
// the firm's stored package price plus the government fee and stamp duty of the staff-edited table; a call
// to action carries the result into an enquiry. Works without JavaScript.
import { data, Form, useLoaderData } from "react-router";
import { formatRupees } from "../../../shared/calculators";
import { META_DESCRIPTION_MAX_LENGTH } from "../../../shared/constants";
import { calculatorMessages } from "../../../shared/tool-messages";
import { JsonLd } from "../../components/json-ld";
import { PageHeader } from "../../components/marketing";
import { Section } from "../../components/section";
import { marketingMeta, useSiteUrl } from "../../lib/page-meta";
import { calculatorLd, contactHref } from "../../lib/tools";
import { formatLongDate } from "../../lib/format";
import type { PageMeta } from "../../copy/types";
import type { IncorporationCalculation } from "../../../shared/tools";
import type { Route } from "./+types/incorporation-cost";

const costMeta: PageMeta = {
  title: "Incorporation Cost Calculator",
  description: "What registering a company, OPC, LLP, partnership, proprietorship or Section 8 company costs in your state: our fee, GST, government fees and stamp duty.",
};

// Not in the page cache: the result depends on the query.
export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * The tool's title and description, or those of the entity type (and state) its address asks for, so the
 * package cards' links to it are not pages of one title; the canonical link stays the tool's own address.
 */
function metaOf(calc: IncorporationCalculation | undefined): PageMeta {
  const label = calc?.entities.find((e) => e.value === calc.values.entity)?.label;
  if (!label) return costMeta;
  const state = calc.states.find((s) => s === calc.values.state);
  const where = state ? ` in ${state}` : "";
  const description = (place: string) => `What registering your ${inSentence(label)}${place} costs: our fee, GST at 18%, government fees and stamp duty, in one total.`;
  const full = description(where || " in your state");
  return { title: `${label} registration cost${where}`, description: full.length <= META_DESCRIPTION_MAX_LENGTH ? full : description("") };
}

/** An entity type's label inside a sentence: "private limited company", "NGO / Section 8 company". */
const inSentence = (label: string) => label.replace(/^[A-Z][a-z]/, (m) => m.toLowerCase());

export function meta({ matches, data: calc }: Route.MetaArgs) {
  return marketingMeta(matches, { ...metaOf(calc), firmTitle: true, path: "/tools/incorporation-cost" });
}

export function loader({ url, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(url.searchParams);
  const calc = context.reads.calculators.incorporation(query);
  return data(calc, { status: calc.error ? 400 : 200 });
}

export default function IncorporationCost() {
  const { entities, states, values, result, error } = useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  const chosen = entities.find((e) => e.value === values.entity);
  // The total here includes GST, so the enquiry carries what the visitor was shown.
  const summary = result ? `Incorporation cost estimate: ${result.entityLabel} in ${result.state}, ₹${formatRupees(result.total)} in all (with GST)` : "";
  return (
    <div>
      <PageHeader
        trail={[{ name: "Incorporation Cost Calculator", path: "/tools/incorporation-cost" }]}
        eyebrow="Tools"
        title="Incorporation cost calculator"
        lead={
          <p>
            Our fixed professional fee with GST on it, plus the government fees and the state&apos;s stamp duty on the incorporation documents: what registering your business
            costs, in one total.
          </p>
        }
      />
      <JsonLd data={calculatorLd(siteUrl, "Incorporation cost calculator", "/tools/incorporation-cost", costMeta.description)} />
      <Section id="calculator" title="Estimate the cost">
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Form method="get" action="/tools/incorporation-cost" className="space-y-4 card p-5 sm:p-6" preventScrollReset>
            <div>
              <label htmlFor="cost-entity" className="field-label">
                Type of entity
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
                State of the registered office
              </label>
              <select id="cost-state" name="state" defaultValue={values.state} className="field" required>
                {/* No state chosen yet (the tool's own address, or a package's link with its entity type): none is preselected. */}
                {!states.includes(values.state) && (
                  <option value="" disabled>
                    Choose your state
                  </option>
                )}
                {states.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary">
              Calculate
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
                <h3 className="text-lg font-semibold text-ink">
                  {result.entityLabel} in {result.state}
                </h3>
                <dl className="mt-4 divide-y divide-slate-100 text-sm" data-testid="cost-result">
                  <Row label={`Our professional fee (${result.packageTitle})`} value={result.professionalFee} testId="cost-package" />
                  <Row
                    label={
                      result.igst
                        ? `IGST ${result.gstPercent}% on our fee`
                        : `GST ${result.gstPercent}% on our fee (CGST ${result.gstPercent / 2}% + SGST ${result.gstPercent / 2}%)`
                    }
                    value={result.gst}
                    testId="cost-gst"
                  />
                  <Row label="Government fees (no GST)" value={result.governmentFee} testId="cost-fees" />
                  <Row label={`Stamp duty in ${result.state} (no GST)`} value={result.stampDuty} testId="cost-stamp" />
                  <Row label="Total" value={result.total} strong testId="cost-total" />
                </dl>
                <p className="mt-3 text-xs text-slate-600">{calculatorMessages.gstNote(result.gstPercent)}</p>
                <p className="mt-2 text-xs text-slate-600">{calculatorMessages.estimateNote}</p>
                {result.source && <p className="mt-2 text-xs text-slate-600">{calculatorMessages.figuresSource(result.source, result.asOf ? formatLongDate(result.asOf) : "")}</p>}
                <div className="mt-5 flex flex-wrap gap-3">
                  <a href={contactHref(result.service, summary)} className="btn-accent">
                    Start my registration
                  </a>
                  <a href={`/${result.packageSlug}`} className="btn-outline">
                    What the package includes
                  </a>
                </div>
              </div>
            )}
            {!result && !error && (
              <p className="card p-5 text-slate-700 sm:p-6" data-testid="cost-prompt">
                Choose the {chosen ? "" : "type of entity and the "}state to see our fee{chosen ? ` for your ${inSentence(chosen.label)}` : ""}, the GST on it, the government fees,
                the stamp duty and the total.
              </p>
            )}
          </div>
        </div>
      </Section>
    </div>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: number; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-4 py-2 ${strong ? "font-semibold text-ink" : "text-slate-700"}`}>
      <dt>{label}</dt>
      <dd data-testid={testId} className="tabular-nums">
        ₹{formatRupees(value)}
      </dd>
    </div>
  );
}
