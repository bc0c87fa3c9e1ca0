// The price summary beside a service page's heading: the professional fee, struck-through original, GST on
// the fee and the total (with the state's government fee and stamp duty when the page knows the state), the
// processing time, and "Buy now" to the package's order form. The figures come from the page's loader: the
// calculator service's quote (priceBreakdown of src/shared/pricing.ts, on the order's arithmetic).
import { Link } from "react-router";
import { rupeesText } from "../../shared/calculators";
import { m } from "../../shared/i18n";
import { pathInLocale, rupeesIn, type Locale } from "../../shared/locale";
import type { Quote } from "../../shared/pricing";
import { useLocale } from "../lib/locale";
import { withSlots } from "../lib/message-slots";

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

/** The calculator's address for an entity type (at its result with a state, else at its form), or the calculator itself; in `locale`. */
export function costHref(entity?: string, state?: string, locale: Locale = "en"): string {
  const path = pathInLocale("/tools/incorporation-cost", locale);
  if (!entity) return path;
  return `${path}?${new URLSearchParams({ entity, ...(state ? { state } : {}) }).toString()}${state ? "#result" : "#calculator"}`;
}

/** "Professional fee + GST 18% ₹1,619.82 = ₹10,618.82", then the state's fees and total, or a link to work them out. */
export function GstLines({ quote: b }: { quote: Quote }) {
  const locale = useLocale();
  const withGst = <span className="font-semibold text-ink">{rupeesText(b.professionalFee + b.gst)}</span>;
  return (
    <div className="mt-1 space-y-1 text-xs text-muted" data-testid="price-gst">
      <p>{withSlots((s) => m.section_fee_with_gst(s, { locale }), { percent: String(b.gstPercent), gst: rupeesText(b.gst), total: withGst })}</p>
      {b.withStatutoryFees && b.state ? (
        <p data-testid="price-total">
          {withSlots((s) => m.section_with_state_fees(s, { locale }), {
            fees: rupeesText(b.governmentFee),
            state: b.state,
            duty: rupeesText(b.stampDuty),
            total: <span className="font-semibold text-ink">{withSlots((s) => m.section_total_in_all(s, { locale }), { total: rupeesText(b.total) })}</span>,
          })}
        </p>
      ) : (
        <p>
          {withSlots((s) => m.section_state_fees_vary(s, { locale }), {
            link: (
              <a className="font-semibold text-brand-700 underline" href={costHref(b.entity, undefined, locale)}>
                {m.section_state_fees_link({}, { locale })}
              </a>
            ),
          })}
        </p>
      )}
    </div>
  );
}

export function PriceBox({ price, originalPrice, duration, label, href, linkLabel, slug, quote }: Props) {
  const locale = useLocale();
  return (
    <div className="card p-6 md:max-w-md lg:max-w-none" data-testid="price-box">
      <p className="text-sm font-semibold text-muted">{label ?? m.section_professional_fee({}, { locale })}</p>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
        <span className="text-4xl font-extrabold tracking-tight text-ink">
          <span className="sr-only">{m.section_price_sr({}, { locale })}</span>
          {rupeesIn(locale, price)}
        </span>
        {originalPrice !== undefined && (
          <del className="text-lg text-slate-600">
            <span className="sr-only">{m.section_original_price_sr({}, { locale })}</span>
            {rupeesIn(locale, originalPrice)}
          </del>
        )}
      </p>
      <GstLines quote={quote} />
      {duration && (
        <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <span className="font-semibold text-ink">{m.section_processing_time_label({}, { locale })}</span> {duration}
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
              {m.section_buy_now({}, { locale })}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
