// What a package includes and excludes, and its steps as a timeline, with the refund policy link.
import { Link } from "react-router";
import type { ServicePackage } from "../../shared/schemas/package";
import { CheckList } from "./marketing";
import { Section } from "./section";

const dayLabel = (n: number) => (n === 0 ? "same day" : `${n} working day${n === 1 ? "" : "s"}`);

export function PackageScope({ pkg }: { pkg: Pick<ServicePackage, "includes" | "excludes"> }) {
  if (pkg.includes.length === 0 && pkg.excludes.length === 0) return null;
  return (
    <Section id="scope" title="What the Fee Includes">
      <div className="grid gap-6 md:grid-cols-2">
        {pkg.includes.length > 0 && (
          <div className="card p-6">
            <h3 className="text-lg font-bold text-ink">Included</h3>
            <div className="mt-4">
              <CheckList items={pkg.includes} />
            </div>
          </div>
        )}
        {pkg.excludes.length > 0 && (
          <div className="card p-6">
            <h3 className="text-lg font-bold text-ink">Not included</h3>
            <ul className="mt-4 space-y-3">
              {pkg.excludes.map((x) => (
                <li key={x} className="flex gap-3 leading-7 text-slate-700">
                  <span aria-hidden="true" className="font-bold text-slate-400">
                    –
                  </span>
                  {x}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p className="mt-4 text-sm text-muted">
        Read our{" "}
        <Link to="/refund-policy" className="font-semibold text-brand-700 underline">
          refund policy
        </Link>{" "}
        before you pay.
      </p>
    </Section>
  );
}

/** The steps in order, each with its typical days and the running day count. */
export function StepTimeline({ steps }: { steps: ServicePackage["steps"] }) {
  if (steps.length === 0) return null;
  // The day by which each step is typically done (a running total).
  const byDay = steps.map((_, i) => steps.slice(0, i + 1).reduce((n, s) => n + s.days, 0));
  const total = byDay.at(-1) ?? 0;
  return (
    <Section id="timeline" title="How Long It Takes" intro={<p>{`About ${dayLabel(total)} in all, once we have your documents. Government processing times vary.`}</p>}>
      <ol className="relative space-y-6 border-l-2 border-brand-100 pl-6" data-testid="step-timeline">
        {steps.map((s, i) => {
          const day = byDay[i] ?? 0;
          return (
            <li key={`${i}-${s.name}`} className="relative">
              <span aria-hidden="true" className="absolute top-1 -left-[2.1rem] flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                {i + 1}
              </span>
              <p className="font-semibold text-ink">{s.name}</p>
              <p className="text-sm text-muted">{`Typically ${dayLabel(s.days)}${i > 0 && s.days > 0 ? ` (by day ${day})` : ""}`}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
