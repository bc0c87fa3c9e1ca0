// What the orders screens share: amounts in paise as rupees, the status badge, the payment methods' names, and a
// link to copy (the client's order link, here and in the inbox's payment link).
import { useId, useState, type ReactNode } from "react";
import { orderAdminMessages as m } from "../../../shared/admin-messages";
import { paiseIn } from "../../../shared/formats";
import type { OrderStatus, PaymentMethod } from "../../../shared/schemas/order";
import { useHydrated } from "../../lib/use-hydrated";

/** Paise as rupees with Indian grouping and two decimals: 1061882 -> "₹10,618.82". */
export const formatPaise = (paise: number) => paiseIn("en", paise);

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending_payment: m.statusPending,
  paid: m.statusPaid,
  cancelled: m.statusCancelled,
  refunded: m.statusRefunded,
};

const STATUS_STYLE: Record<OrderStatus, string> = {
  pending_payment: "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-800",
  cancelled: "bg-slate-200 text-slate-700",
  refunded: "bg-purple-100 text-purple-800",
};

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = { razorpay: m.methodRazorpay, upi: m.methodUpi, bank: m.methodBank };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLE[status]}`} data-testid="order-status">
      {ORDER_STATUS_LABEL[status]}
    </span>
  );
}

/**
 * A link in a read-only box (a person can select it without JavaScript) with "Copy link" once JavaScript runs;
 * `children` adds more actions beside it (Send on WhatsApp).
 */
export function CopyLink({ label, link, hint, children }: { label: string; link: string; hint?: string; children?: ReactNode }) {
  const id = useId();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    const written = await navigator.clipboard?.writeText(link).then(
      () => true,
      () => false,
    );
    setCopied(written === true);
  };
  return (
    <div>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field font-mono text-xs" readOnly value={link} aria-describedby={hint ? `${id}-hint` : undefined} onFocus={(e) => e.target.select()} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {hydrated && (
          <button type="button" className="btn-outline px-3 py-1.5" onClick={() => void copy()}>
            {m.copyLink}
          </button>
        )}
        {children}
        {copied !== null && (
          <span role="status" className={`text-sm ${copied ? "text-green-800" : "text-red-800"}`}>
            {copied ? m.copied : m.copyFailed}
          </span>
        )}
      </div>
    </div>
  );
}
