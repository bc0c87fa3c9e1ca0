// /tools/gst-calculator: a GET form (amount, rate from the staff-edited list, inclusive or
// exclusive, within a state or between states) whose result the server renders, so it works without
// JavaScript; a call to action carries the result into an enquiry.
import { data, Form, useLoaderData } from "react-router";
import { formatRate, formatRupees } from "../../../shared/calculators";
import { PageHeader } from "../../components/marketing";
import { Section } from "../../components/section";
import { JsonLd } from "../../components/json-ld";
import { marketingMeta, useSiteUrl } from "../../lib/page-meta";
import { calculatorLd, contactHref } from "../../lib/tools";
import type { PageMeta } from "../../copy/types";
import type { Route } from "./+types/gst-calculator";

const gstMeta: PageMeta = {
  title: "GST Calculator",
  description: "Work out GST on any amount at 0, 5, 18 or 40% (or 3% and 0.25%), inclusive or exclusive of tax, with the CGST and SGST or IGST split.",
};

// Not in the page cache: the result depends on the query.
export const headers = () => ({ "Cache-Control": "no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return marketingMeta(matches, { ...gstMeta, firmTitle: true, path: "/tools/gst-calculator" });
}

export function loader({ url, context }: Route.LoaderArgs) {
  const query = Object.fromEntries(url.searchParams);
  const calc = context.reads.calculators.gst(query);
  return data(calc, { status: calc.error ? 400 : 200 });
}

export default function GstCalculator() {
  const { rates, values, result, error } = useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  const summary = result ? `GST calculation: ₹${formatRupees(result.base)} + ${formatRate(result.rate)} GST ₹${formatRupees(result.tax)} = ₹${formatRupees(result.total)}` : "";
  return (
    <div>
      <PageHeader
        trail={[{ name: "GST Calculator", path: "/tools/gst-calculator" }]}
        eyebrow="Tools"
        title="GST calculator"
        lead={
          <p>
            Add GST to a price, or take it out of a price that includes it, at the rates in force since 22 September 2025. Within a state the tax is split equally into CGST and
            SGST; between states it is IGST.
          </p>
        }
      />
      <JsonLd data={calculatorLd(siteUrl, "GST calculator", "/tools/gst-calculator", gstMeta.description)} />
      <Section id="calculator" title="Calculate GST">
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Form method="get" action="/tools/gst-calculator" className="space-y-4 card p-5 sm:p-6" preventScrollReset>
            <div>
              <label htmlFor="gst-amount" className="field-label">
                Amount (₹)
              </label>
              <input id="gst-amount" name="amount" inputMode="decimal" required defaultValue={values.amount} placeholder="1000" className="field" maxLength={20} />
            </div>
            <div>
              <label htmlFor="gst-rate" className="field-label">
                GST rate
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
              <legend className="field-label">The amount is</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="mode" value="exclusive" defaultChecked={values.mode === "exclusive"} className="accent-brand-600" /> Before GST (exclusive)
                </label>
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="mode" value="inclusive" defaultChecked={values.mode === "inclusive"} className="accent-brand-600" /> Including GST (inclusive)
                </label>
              </div>
            </fieldset>
            <fieldset>
              <legend className="field-label">Supply</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="supply" value="intra" defaultChecked={values.supply === "intra"} className="accent-brand-600" /> Within the state (CGST + SGST)
                </label>
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="supply" value="inter" defaultChecked={values.supply === "inter"} className="accent-brand-600" /> Between states (IGST)
                </label>
              </div>
            </fieldset>
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
                <h3 className="text-lg font-semibold text-ink">Result at {formatRate(result.rate)}</h3>
                <dl className="mt-4 divide-y divide-slate-100 text-sm" data-testid="gst-result">
                  <Row label="Amount before GST" value={result.base} />
                  {values.supply === "inter" ? (
                    <Row label={`IGST (${formatRate(result.rate)})`} value={result.igst} />
                  ) : (
                    <>
                      <Row label={`CGST (${formatRate(result.rate / 2)})`} value={result.cgst} />
                      <Row label={`SGST (${formatRate(result.rate / 2)})`} value={result.sgst} />
                    </>
                  )}
                  <Row label="Total GST" value={result.tax} strong testId="gst-tax" />
                  <Row label="Total amount" value={result.total} strong testId="gst-total" />
                </dl>
                <a href={contactHref("GST and compliance", summary)} className="mt-5 btn-accent w-full sm:w-auto">
                  Talk to us about your GST
                </a>
              </div>
            )}
            {!result && !error && (
              <p className="card p-5 text-slate-700 sm:p-6">Enter an amount and choose a rate to see the tax, the CGST and SGST or IGST split and the total.</p>
            )}
          </div>
        </div>
        <p className="mt-6 text-sm text-slate-600">Rates are set by the GST Council and can change; staff keep this list current. The result is rounded to the paisa.</p>
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
