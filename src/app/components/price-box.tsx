// The price summary beside a service page's heading: price, struck-through original, processing time, and the
// "Buy now" link to the package's order form.
import { Link } from "react-router";
import { formatRupees } from "../lib/format";

/** `buySlug`: the package bought through "Buy now" (/order/{slug}); `href` and `linkLabel`: a second link, to its page. */
type Props = { price: number; originalPrice?: number; duration?: string; label?: string; href?: string; linkLabel?: string; buySlug?: string };

export function PriceBox({ price, originalPrice, duration, label = "Professional fee", href, linkLabel, buySlug }: Props) {
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
      <p className="mt-1 text-xs text-muted">GST and government fees extra, shown upfront on your invoice</p>
      {duration && (
        <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700">
          <span className="font-semibold text-ink">Processing time:</span> {duration}
        </p>
      )}
      {((href && linkLabel) || buySlug) && (
        <div className="mt-5 flex flex-wrap gap-3">
          {href && linkLabel && (
            <Link to={href} className={`grow ${buySlug ? "btn-outline" : "btn-primary"}`}>
              {linkLabel}
            </Link>
          )}
          {buySlug && (
            <Link to={`/order/${buySlug}`} className="btn-primary grow">
              Buy now
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
