// The service packages as cards (stored, edited at /admin/packages): price, struck-through original, time, features.
import { Link } from "react-router";
import type { ServicePackage } from "../copy/types";
import { formatRupees } from "../lib/format";
import { CheckMark } from "./section";
import { GstLines } from "./price-box";
import { entityOfPackage } from "../../shared/entities";
import { priceBreakdown } from "../../shared/pricing";

/** `items`: the packages to show (the published ones, from the page's loader, which keeps them out of every other page's data). */
export function PackageCards({ items: list, current }: { items: ServicePackage[]; current?: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="package-cards">
      {list.map((p) => (
        <li key={p.slug} className="flex">
          <PackageCard pkg={p} current={p.slug === current} />
        </li>
      ))}
    </ul>
  );
}

export function PackageCard({ pkg: p, current }: { pkg: ServicePackage; current: boolean }) {
  const titleId = `package-${p.slug}`;
  return (
    <article aria-labelledby={titleId} className={`relative flex w-full flex-col card p-6 ${p.popular ? "border-2 border-brand-600 shadow-lg shadow-brand-600/10" : ""}`}>
      {p.popular && <p className="absolute -top-3 left-6 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase shadow-sm">Most Popular</p>}
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {p.title}
      </h3>
      <p className="mt-2 text-sm leading-6 text-muted">{p.description}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-3" data-testid="package-price">
        <span className="text-3xl font-extrabold tracking-tight text-ink">
          <span className="sr-only">Price </span>
          {formatRupees(p.price)}
        </span>
        <del className="text-base text-slate-600">
          <span className="sr-only">Original price </span>
          {formatRupees(p.originalPrice)}
        </del>
      </p>
      <GstLines quote={{ ...priceBreakdown(p.price), entity: entityOfPackage(p.slug) }} />
      <p className="mt-4 inline-flex w-fit items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
        <ClockIcon /> Processing time: {p.duration}
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
        <Link to={`/${p.slug}`} aria-current={current ? "page" : undefined} aria-label={`${current ? "This package" : "View package"}: ${p.title}`} className="btn-outline grow">
          {current ? "You are viewing this package" : "View package"}
        </Link>
        <Link to={`/order/${p.slug}`} aria-label={`Buy now: ${p.title}`} className="btn-primary grow">
          Buy now
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
