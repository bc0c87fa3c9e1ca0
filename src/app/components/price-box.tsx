// The price summary beside a service page's heading: the professional fee, struck-through original, GST on
// the fee and the total (with the state's government fee and stamp duty when the page knows the state), the
// processing time, and "Buy now" to the package's order form. The figures come from the page's loader: the
// calculator service's quote (priceBreakdown of src/shared/pricing.ts, on the order's arithmetic).
import { Link } from "react-router";
import { rupeesText } from "../../shared/calculators";
import type { Quote } from "../../shared/pricing";
import { formatRupees } from "../lib/format";

type Props = {
  price: number;
  originalPrice?: number;
  duration?: string;
  label?: string;
  href?: string;
  linkLabel?: string;
  /** The package's slug: "Buy now" orders it (/order/{slug}). */
  slug?: string;
  /** The whole cost, from the page's loader (with the state's fees on city pages). */
  quote: Quote;
};

/** The calculator's address for an entity type (at its result with a state, else at its form), or the calculator itself. */
export function costHref(entity?: string, state?: string): string {
  if (!entity) return "/tools/incorporation-cost";
  return `/tools/incorporation-cost?${new URLSearchParams({ entity, ...(state ? { state } : {}) }).toString()}${state ? "#result" : "#calculator"}`;
}

/** "Professional fee + GST 18% ₹1,619.82 = ₹10,618.82", then the state's fees and total, or a link to work them out. */
export function GstLines({ quote: b }: { quote: Quote }) {
  return (
    <div className="mt-1 space-y-1 text-xs text-muted" data-testid="price-gst">
      <p>
        Professional fee + GST {b.gstPercent}% {rupeesText(b.gst)} = <span className="font-semibold text-ink">{rupeesText(b.professionalFee + b.gst)}</span>
      </p>
      {b.withStatutoryFees && b.state ? (
        <p data-testid="price-total">
          With government fees {rupeesText(b.governmentFee)} and {b.state} stamp duty {rupeesText(b.stampDuty)} (no GST on these):{" "}
          <span className="font-semibold text-ink">{rupeesText(b.total)} in all</span>
        </p>
      ) : (
        <p>
          Government fees and stamp duty (no GST) depend on the state:{" "}
          <a className="font-semibold text-brand-700 underline" href={costHref(b.entity)}>
            see the total for your state
          </a>
        </p>
      )}
    </div>
  );
}

export function PriceBox({ price, originalPrice, duration, label = "Professional fee", href, linkLabel, slug, quote }: Props) {
  return (
    <div className="card p-6 md:max-w-md lg:max-w-none" data-testid="price-box">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
        <span className="text-4xl font-extrabold tracking-tight text-ink">
          <span className="sr-only">Price </span>
          {formatRupees(price)}
        </span>
        {originalPrice !== undefined && (
          <del className="text-lg text-slate-600">
            <span className="sr-only">Original price </span>
            {formatRupees(originalPrice)}
          </del>
        )}
      </p>
      <GstLines quote={quote} />
      {duration && (
        <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <span className="font-semibold text-ink">Processing time:</span> {duration}
        </p>
      )}
      {((href && linkLabel) || slug) && (
        <div className="mt-5 flex flex-wrap gap-3">
          {href && linkLabel && (
            <Link to={href} className={`grow ${slug ? "btn-outline" : "btn-primary"}`}>
              {linkLabel}
            </Link>
          )}
          {slug && (
            <Link to={`/order/${slug}`} className="btn-primary grow">
              Buy now
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
