// "Send a payment link" on an open enquiry: a package and, if not the firm's, the client's state (for the GST
// split); the inbox route's action makes the order (POST /api/enquiries/{id}/payment-link), whose link is e-mailed
// to the client. Then the link to copy, "Send on WhatsApp" with the message, and the new order. A plain form
// without JavaScript (its answer comes with the page).
import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { orderAdminMessages as m } from "../../../shared/admin-messages";
import { GST_STATES } from "../../../shared/gst";
import type { OrderView } from "../../../shared/schemas/order";
import type { Written } from "../../lib/admin-data";
import { formatRupees } from "../../lib/format";
import { CopyLink, formatPaise } from "./order-ui";
import { ErrorBanner } from "./ui";

/** What the form posts to the inbox's action. */
export type PaymentLinkIntent = { intent: "payment-link"; id: string; packageSlug: string; state?: string };

/** The API's answer: the order made, its link, and a wa.me link with the message. */
export type PaymentLinkMade = { order: OrderView; link: string; whatsapp: string };

/** The action's answer, named by its enquiry. */
export type PaymentLinkAnswer = { intent: "payment-link"; id: string } & Written<PaymentLinkMade>;

/** A published package as the form offers it. */
export type SellablePackage = { slug: string; title: string; price: number };

export const paymentLinkBody = (sent: PaymentLinkIntent) => ({ packageSlug: sent.packageSlug ?? "", ...(sent.state ? { state: sent.state } : {}) });

export function PaymentLinkForm({ enquiryId, packages, posted }: { enquiryId: string; packages: SellablePackage[]; posted?: PaymentLinkAnswer }) {
  const id = useId();
  const fetcher = useFetcher<PaymentLinkAnswer>();
  const answer = fetcher.data ?? posted;
  const busy = fetcher.state !== "idle";
  const made = answer?.ok ? answer.data : null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 border-t border-slate-200 pt-4" data-testid="payment-link">
      <h3 id={`${id}-title`} className="text-sm font-medium text-slate-600">
        {m.paymentLinkTitle}
      </h3>
      {packages.length === 0 ? (
        <p className="text-sm text-muted">{m.noPackages}</p>
      ) : (
        <fetcher.Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="payment-link" />
          <input type="hidden" name="id" value={enquiryId} />
          <p className="text-xs text-muted">{m.paymentLinkIntro}</p>
          <ErrorBanner message={answer && !answer.ok ? answer.error : null} />
          <div className="grid gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div>
              <label className="field-label" htmlFor={`${id}-package`}>
                {m.paymentLinkPackage}
              </label>
              <select id={`${id}-package`} name="packageSlug" className="field" required defaultValue="">
                <option value="" disabled>
                  {m.paymentLinkChoose}
                </option>
                {packages.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.title} ({formatRupees(p.price)} + GST)
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="field-label" htmlFor={`${id}-state`}>
                {m.paymentLinkState}
              </label>
              <select id={`${id}-state`} name="state" className="field" defaultValue="" aria-describedby={`${id}-state-hint`}>
                <option value="">{m.paymentLinkStateDefault}</option>
                {GST_STATES.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
              <p id={`${id}-state-hint`} className="mt-1 text-xs text-muted">
                {m.paymentLinkStateHint}
              </p>
            </div>
          </div>
          <div className="flex justify-end">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? m.paymentLinkSending : m.paymentLinkSend}
            </button>
          </div>
        </fetcher.Form>
      )}
      {made && (
        <div className="space-y-3 rounded-lg border border-green-300 bg-green-50 p-3" data-testid="payment-link-made">
          <p role="status" className="text-sm text-green-900">
            <Link to={`/admin/orders/${encodeURIComponent(made.order.id)}`} className="font-semibold text-brand-700 hover:underline">
              {m.paymentLinkMade(made.order.reference)}
            </Link>{" "}
            {made.order.package.title}, {formatPaise(made.order.total)}. {m.paymentLinkEmailed}
          </p>
          <CopyLink label={m.paymentLinkLabel} link={made.link}>
            <a className="btn-outline px-3 py-1.5 text-green-800" href={made.whatsapp} target="_blank" rel="noopener noreferrer">
              {m.paymentLinkWhatsApp}
            </a>
          </CopyLink>
        </div>
      )}
    </section>
  );
}
