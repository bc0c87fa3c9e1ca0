// What a package includes and excludes, and its steps as a timeline, with the refund policy link.
import { Link } from "react-router";
import { m } from "../../shared/i18n";
import type { Locale } from "../../shared/locale";
import type { ServicePackage } from "../../shared/schemas/package";
import { useLocale } from "../lib/locale";
import { withSlots } from "../lib/message-slots";
import { CheckList } from "./marketing";
import { Section } from "./section";

/** "same day", "1 working day", "3 working days" in `locale`. */
const dayLabel = (n: number, locale: Locale = "en") =>
  n === 0 ? m.section_same_day({}, { locale }) : n === 1 ? m.section_working_day({ count: n }, { locale }) : m.section_working_days({ count: n }, { locale });

export function PackageScope({ pkg }: { pkg: Pick<ServicePackage, "includes" | "excludes"> }) {
  const locale = useLocale();
  if (pkg.includes.length === 0 && pkg.excludes.length === 0) return null;
  return (
    <Section id="scope" title={m.section_scope_heading({}, { locale })}>
      <div className="grid gap-6 md:grid-cols-2">
        {pkg.includes.length > 0 && (
          <div className="card p-6">
            <h3 className="text-lg font-bold text-ink">{m.section_included({}, { locale })}</h3>
            <div className="mt-4">
              <CheckList items={pkg.includes} />
            </div>
          </div>
        )}
        {pkg.excludes.length > 0 && (
          <div className="card p-6">
            <h3 className="text-lg font-bold text-ink">{m.section_not_included({}, { locale })}</h3>
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
        {withSlots((s) => m.section_refund_note(s, { locale }), {
          link: (
            <Link to="/refund-policy" className="font-semibold text-brand-700 underline">
              {m.section_refund_link({}, { locale })}
            </Link>
          ),
        })}
      </p>
    </Section>
  );
}

/** The steps in order, each with its typical days and the running day count. */
export function StepTimeline({ steps }: { steps: ServicePackage["steps"] }) {
  const locale = useLocale();
  if (steps.length === 0) return null;
  // The day by which each step is typically done (a running total).
  const byDay = steps.map((_, i) => steps.slice(0, i + 1).reduce((n, s) => n + s.days, 0));
  const total = byDay.at(-1) ?? 0;
  return (
    <Section id="timeline" title={m.section_timeline_heading({}, { locale })} intro={<p>{m.section_timeline_total({ days: dayLabel(total, locale) }, { locale })}</p>}>
      <ol className="relative space-y-6 border-l-2 border-brand-100 pl-6" data-testid="step-timeline">
        {steps.map((s, i) => {
          const day = byDay[i] ?? 0;
          return (
            <li key={`${i}-${s.name}`} className="relative">
              <span aria-hidden="true" className="absolute top-1 -left-[2.1rem] flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                {i + 1}
              </span>
              <p className="font-semibold text-ink">{s.name}</p>
              <p className="text-sm text-muted">
                {i > 0 && s.days > 0
                  ? m.section_step_typically_by({ days: dayLabel(s.days, locale), day }, { locale })
                  : m.section_step_typically({ days: dayLabel(s.days, locale) }, { locale })}
              </p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
