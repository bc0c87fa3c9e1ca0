// The service packages as cards (stored, edited at /admin/packages): price, struck-through original, time, features.
import { Link } from "react-router";
import type { ServicePackage } from "../copy/types";
import { m } from "../../shared/i18n";
import { rupeesIn } from "../../shared/locale";
import { useLocale } from "../lib/locale";
import { localHref } from "../lib/stored-page";
import { CheckMark } from "./section";
import { GstLines } from "./price-box";
import { withSlots } from "../lib/message-slots";
import { entityOfPackage } from "../../shared/entities";
import { priceBreakdown } from "../../shared/pricing";

/**
 * `items`: the packages to show (the published ones, from the page's loader, which keeps them out of every other page's data);
 * `hindiPaths`: on a Hindi page, the paths with a Hindi version (a card links to its package's Hindi page where there is one).
 */
export function PackageCards({ items: list, current, hindiPaths = [] }: { items: ServicePackage[]; current?: string; hindiPaths?: string[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="package-cards">
      {list.map((p) => (
        <li key={p.slug} className="flex">
          <PackageCard pkg={p} current={p.slug === current} hindiPaths={hindiPaths} />
        </li>
      ))}
    </ul>
  );
}

export function PackageCard({ pkg: p, current, hindiPaths = [] }: { pkg: ServicePackage; current: boolean; hindiPaths?: string[] }) {
  const locale = useLocale();
  const titleId = `package-${p.slug}`;
  return (
    <article aria-labelledby={titleId} className={`relative flex w-full flex-col card p-6 ${p.popular ? "border-2 border-brand-600 shadow-lg shadow-brand-600/10" : ""}`}>
      {p.popular && (
        <p className="absolute -top-3 left-6 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase shadow-sm">
          {m.section_most_popular({}, { locale })}
        </p>
      )}
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {p.title}
      </h3>
      <p className="mt-2 text-sm leading-6 text-muted">{p.description}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-3" data-testid="package-price">
        <span className="text-3xl font-extrabold tracking-tight text-ink">
          <span className="sr-only">{m.section_price_sr({}, { locale })}</span>
          {rupeesIn(locale, p.price)}
        </span>
        <del className="text-base text-slate-600">
          <span className="sr-only">{m.section_original_price_sr({}, { locale })}</span>
          {rupeesIn(locale, p.originalPrice)}
        </del>
      </p>
      <GstLines quote={{ ...priceBreakdown(p.price), entity: entityOfPackage(p.slug) }} />
      <p className="mt-4 inline-flex w-fit items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
        <ClockIcon /> {withSlots((s) => m.section_processing_time(s, { locale }), { duration: p.duration })}
      </p>
      <ul className="mt-5 grow space-y-2 text-sm">
        {p.features.map((f) => (
          <li key={f} className="flex gap-2 text-slate-700">
            <CheckMark className="mt-0.5 h-4 w-4 text-green-700" />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to={localHref({ locale, hindiPaths }, `/${p.slug}`)}
          aria-current={current ? "page" : undefined}
          aria-label={current ? m.section_package_current_label({ title: p.title }, { locale }) : m.section_package_view_label({ title: p.title }, { locale })}
          className="btn-outline grow"
        >
          {current ? m.section_package_current({}, { locale }) : m.section_package_view({}, { locale })}
        </Link>
        <Link to={`/order/${p.slug}`} aria-label={m.section_buy_now_label({ title: p.title }, { locale })} className="btn-primary grow">
          {m.section_buy_now({}, { locale })}
        </Link>
      </div>
    </article>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" />
    </svg>
  );
}
