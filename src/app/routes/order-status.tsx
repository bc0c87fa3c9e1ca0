// /order/status/{reference}?key=K: the client's own order page, reached by the link they get when ordering and
// by e-mail (docs/product.md#orders). A wrong key is a 404, as no order is. While the order waits it offers
// Razorpay's checkout, UPI (a QR code drawn on the server, and the UPI app's link on a phone) and a bank
// transfer, and takes the UTR of a transfer (a plain form POST to this route: it works without JavaScript).
// Once paid it shows the tax invoice. Never kept by the page cache or a browser, never indexed: the address
// holds the key.
import { useState } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { BreakdownRow, rupees } from "../components/breakdown-row";
import { orderMessages as messages } from "../../shared/order-messages";
import type { OrderStatus as Status, OrderView, PaymentOptions } from "../../shared/schemas/order";
import { formatLongDate } from "../lib/format";
import { firmNameOf } from "../lib/page-meta";
import { useFirm } from "../lib/site-data";
import { useHydrated } from "../lib/use-hydrated";
import type { Route } from "./+types/order-status";

/** Razorpay's Standard Checkout script: loaded only when the visitor chooses to pay online. */
const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
/** The digits of a UTR (the bank's transaction reference), and room for the spaces people type. */
const UTR_MAX_LENGTH = 16;

const STATUS_WORDS: Record<Status, string> = {
  pending_payment: messages.statusPending,
  paid: messages.statusPaid,
  cancelled: messages.statusCancelled,
  refunded: messages.statusRefunded,
};
const STATUS_STYLE: Record<Status, string> = {
  pending_payment: "bg-amber-50 text-amber-900 ring-amber-600/30",
  paid: "bg-green-50 text-green-800 ring-green-600/30",
  cancelled: "bg-slate-100 text-slate-700 ring-slate-400/40",
  refunded: "bg-slate-100 text-slate-700 ring-slate-400/40",
};

// The address carries the client's key: never stored by the page cache (no cachedPage), a browser or a proxy.
export const headers = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const firmName = firmNameOf(matches);
  const title = `Order ${loaderData.order.reference}`;
  return [{ title: firmName ? `${title} | ${firmName}` : title }, { name: "robots", content: "noindex" }];
};

/** The order's page with its key, for the forms and the redirect after them. */
const pagePath = (reference: string, key: string) => `/order/status/${encodeURIComponent(reference)}?key=${encodeURIComponent(key)}`;
const keyOf = (request: Request) => new URL(request.url).searchParams.get("key") ?? "";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const key = keyOf(request);
  const order = await context.orders.byReference(params.reference, key);
  if (!order) throw data(null, { status: 404 });
  const qr = order.pay?.upi ? await context.orders.qrCode(order.pay.upi.link) : null;
  return { order, key, qr };
}

type UtrResult = { utr: string; error: string };

/** The UTR after a UPI or bank transfer: the order is found by its reference and key first, never by an id sent. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const key = keyOf(request);
  const order = await context.orders.byReference(params.reference, key);
  // Not thrown: after a thrown action error the layout's loader would not run and its 404 page could not
  // render. The page's loader, which runs next, answers the 404 for the same reason.
  if (!order) return data<UtrResult>({ utr: "", error: "" }, { status: 404 });
  let utr = "";
  try {
    utr = String((await request.formData()).get("utr") ?? "");
  } catch {
    // Not a form's body: answered as an empty UTR.
  }
  const result = await context.orders.submitUtr(order.id, { utr });
  // Post/redirect/get: the page now says the UTR was received (a reload does not send it again).
  if (result.ok) return redirect(`${pagePath(order.reference, key)}#payment`, 303);
  const problem = result.fields?.find((f) => f.path === "utr")?.message;
  return data<UtrResult>({ utr, error: problem ?? (result.error || messages.utrFailed) }, { status: result.status });
}

export default function OrderStatus() {
  const { order, key, qr } = useLoaderData<typeof loader>();
  const documentLink = (kind?: "credit_note") =>
    `/api/orders/by-reference/${encodeURIComponent(order.reference)}/invoice?key=${encodeURIComponent(key)}${kind ? `&kind=${kind}` : ""}`;
  return (
    <article className="mx-auto max-w-4xl">
      {/* The reference is never broken at its hyphen. */}
      <h1 className="page-title">
        Order <Reference value={order.reference} />
      </h1>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-lg text-muted">{order.package.title}</p>
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${STATUS_STYLE[order.status]}`} data-testid="order-status">
          <span className="sr-only">Status: </span>
          {STATUS_WORDS[order.status]}
        </p>
      </div>

      <section aria-labelledby="next-heading" className="mt-6 card p-5 sm:p-6">
        <h2 id="next-heading" className="text-lg font-bold">
          What happens next
        </h2>
        <p className="mt-2 text-slate-700">{nextStep(order)}</p>
        {(order.invoice || order.creditNote) && (
          <ul className="mt-4 flex flex-col gap-3 sm:flex-row">
            {order.invoice && (
              <li>
                <a href={documentLink()} className="btn-primary w-full sm:w-auto" download>
                  Download invoice {order.invoice.number} (PDF)
                </a>
              </li>
            )}
            {order.creditNote && (
              <li>
                <a href={documentLink("credit_note")} className="btn-outline w-full sm:w-auto" download>
                  Download credit note {order.creditNote.number} (PDF)
                </a>
              </li>
            )}
          </ul>
        )}
        {order.paidAt && <p className="mt-4 text-sm text-muted">Paid on {formatLongDate(order.paidAt)}.</p>}
      </section>

      {order.status === "pending_payment" && order.pay && <PaySection order={order} pay={order.pay} qr={qr} />}

      <Summary order={order} />
    </article>
  );
}

const Reference = ({ value }: { value: string }) => <span className="whitespace-nowrap">{value}</span>;

function nextStep(order: OrderView): string {
  switch (order.status) {
    case "pending_payment":
      return messages.nextPending(rupees(order.total));
    case "paid":
      return messages.nextPaid(order.invoice?.number ?? "");
    case "cancelled":
      return messages.nextCancelled;
    case "refunded":
      return messages.nextRefunded;
  }
}

function PaySection({ order, pay, qr }: { order: OrderView; pay: PaymentOptions; qr: string | null }) {
  const amount = rupees(order.total);
  return (
    <section id="payment" aria-labelledby="pay-heading" className="mt-8 scroll-mt-24">
      <h2 id="pay-heading" className="section-title">
        Pay {amount}
      </h2>
      {order.utr && (
        <p role="status" className="mt-4 success-banner" data-testid="utr-received">
          {messages.utrReceived(order.utr.value)}
        </p>
      )}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {pay.razorpay && (
          <section aria-labelledby="pay-online-heading" className="card p-5 sm:p-6 md:col-span-2">
            <h3 id="pay-online-heading" className="text-lg font-bold">
              Pay online
            </h3>
            <p className="mt-1 text-sm text-muted">UPI, debit and credit cards, netbanking and wallets, through Razorpay.</p>
            <RazorpayButton order={order} options={pay.razorpay} />
          </section>
        )}
        {pay.upi && (
          <section aria-labelledby="pay-upi-heading" className="card p-5 sm:p-6">
            <h3 id="pay-upi-heading" className="text-lg font-bold">
              Pay by UPI
            </h3>
            <p className="mt-1 text-sm text-muted">Scan the code with any UPI app (Google Pay, PhonePe, Paytm, BHIM), or pay the UPI ID below.</p>
            {qr && (
              <div
                className="mx-auto mt-4 size-52 rounded-lg border border-slate-200 bg-white p-2 [&>svg]:block [&>svg]:size-full"
                role="img"
                aria-label={`QR code to pay ${amount} by UPI to ${pay.upi.vpa}`}
                data-testid="upi-qr"
                dangerouslySetInnerHTML={{ __html: qr }}
              />
            )}
            <dl className="mt-4 space-y-1 text-sm">
              <Detail label="UPI ID" value={pay.upi.vpa} mono />
              <Detail label="Pay to" value={pay.upi.payee} />
              <Detail label="Amount" value={amount} />
              <Detail label="Note" value={order.reference} mono />
            </dl>
            {/* On a phone the UPI link opens the UPI app with everything filled in. */}
            <a href={pay.upi.link} className="mt-4 btn-primary w-full py-3 text-base sm:hidden" data-testid="upi-app-link">
              Open UPI app
            </a>
          </section>
        )}
        {pay.bank && (
          <section aria-labelledby="pay-bank-heading" className="card p-5 sm:p-6">
            <h3 id="pay-bank-heading" className="text-lg font-bold">
              Pay by bank transfer
            </h3>
            <p className="mt-1 text-sm text-muted">
              NEFT, RTGS or IMPS of {amount}; write <Reference value={order.reference} /> in the remarks.
            </p>
            <dl className="mt-4 space-y-1 text-sm" data-testid="bank-details">
              <Detail label="Account name" value={pay.bank.accountName} />
              <Detail label="Account number" value={pay.bank.accountNumber} mono />
              <Detail label="IFSC" value={pay.bank.ifsc} mono />
              <Detail label="Bank" value={pay.bank.bankName} />
            </dl>
          </section>
        )}
        {(pay.upi || pay.bank) && <UtrForm order={order} />}
      </div>
    </section>
  );
}

function Detail({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-muted">{label}</dt>
      <dd className={`ml-auto text-right font-medium break-all text-ink ${mono ? "font-mono" : ""}`}>{value}</dd>
    </div>
  );
}

function UtrForm({ order }: { order: OrderView }) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
  const errorId = "utr-error";
  return (
    <section aria-labelledby="utr-heading" className="card p-5 sm:p-6 md:col-span-2">
      <h3 id="utr-heading" className="text-lg font-bold">
        Already paid by UPI or bank transfer?
      </h3>
      <p className="mt-1 text-sm text-muted">Give us the 12-digit UTR (the transaction reference your UPI app or bank shows) and we confirm your payment.</p>
      {/* key: the typed UTR comes back with a refusal; after a success the field starts empty. */}
      <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" key={result ? `${result.utr}|${result.error}` : order.utr?.value}>
        <div className="grow">
          <label className="field-label" htmlFor="utr">
            UTR
          </label>
          <input
            id="utr"
            name="utr"
            className="field font-mono"
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={UTR_MAX_LENGTH}
            defaultValue={result?.utr ?? ""}
            aria-invalid={result ? true : undefined}
            aria-describedby={result ? errorId : undefined}
          />
          {result && (
            <p id={errorId} className="mt-1 text-sm font-medium text-red-700" data-testid="utr-error">
              {result.error}
            </p>
          )}
        </div>
        <button type="submit" className="btn-outline sm:mt-6" disabled={busy}>
          Send UTR
        </button>
      </Form>
    </section>
  );
}

function Summary({ order }: { order: OrderView }) {
  const c = order.client;
  return (
    <section aria-labelledby="summary-heading" className="mt-8 card p-5 sm:p-6">
      <h2 id="summary-heading" className="text-lg font-bold">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm" data-testid="order-breakdown">
        {order.lines.map((l) => (
          <BreakdownRow key={l.kind} label={l.description} amount={rupees(l.amount)} />
        ))}
        <BreakdownRow label="Total" amount={rupees(order.total)} strong />
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-ink">Billed to</h3>
      <address className="mt-1 text-sm whitespace-pre-line text-slate-700 not-italic">
        {[c.businessName, c.name, c.address, c.gstin && `GSTIN ${c.gstin}`].filter(Boolean).join("\n")}
      </address>
      <p className="mt-2 text-sm text-muted">
        Place of supply: {order.placeOfSupply.name} ({order.placeOfSupply.code}). Ordered on {formatLongDate(order.createdAt)}.
      </p>
    </section>
  );
}

type CheckoutResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type CheckoutOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: "INR";
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  handler(response: CheckoutResponse): void;
  modal: { ondismiss(): void };
};
type Checkout = { open(): void; on(event: "payment.failed", listener: (response: { error?: { description?: string } }) => void): void };
type CheckoutConstructor = new (options: CheckoutOptions) => Checkout;

let checkoutScript: Promise<CheckoutConstructor> | null = null;

/**
 * Razorpay's checkout.js, inserted once. The CSP's 'strict-dynamic' trusts a script that this (nonce'd) code
 * inserts; it carries the page's nonce too, read from a script of the page (the nonce is not in the browser's
 * React context), for browsers that ask for one. /order/status/ pages allow checkout.razorpay.com (http/security.ts).
 */
function loadCheckout(): Promise<CheckoutConstructor> {
  const global = window as unknown as { Razorpay?: CheckoutConstructor };
  if (global.Razorpay) return Promise.resolve(global.Razorpay);
  checkoutScript ??= new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = () => (global.Razorpay ? resolve(global.Razorpay) : reject(new Error("checkout.js defined no Razorpay")));
    script.onerror = () => {
      script.remove();
      reject(new Error("checkout.js did not load"));
    };
    document.head.append(script);
  }).catch((err: unknown) => {
    // The next click tries again.
    checkoutScript = null;
    throw err;
  });
  return checkoutScript;
}

function RazorpayButton({ order, options }: { order: OrderView; options: NonNullable<PaymentOptions["razorpay"]> }) {
  const firm = useFirm();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [step, setStep] = useState<"idle" | "opening" | "confirming">("idle");
  const [error, setError] = useState<string | null>(null);

  /** The checkout's answer goes to the server, which checks its signature; then the page shows the paid order. */
  async function confirm(response: CheckoutResponse) {
    setStep("confirming");
    try {
      const res = await fetch(`/api/orders/${encodeURIComponent(order.id)}/payment`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          razorpay_order_id: response.razorpay_order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
        }),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: string } | null;
        setError(body?.error || messages.paymentNotVerified);
      }
    } catch {
      setError(messages.paymentNotVerified);
    }
    setStep("idle");
    await revalidator.revalidate();
  }

  async function pay() {
    setError(null);
    setStep("opening");
    let Razorpay: CheckoutConstructor;
    try {
      Razorpay = await loadCheckout();
    } catch {
      setStep("idle");
      setError(messages.checkoutUnavailable);
      return;
    }
    const checkout = new Razorpay({
      key: options.keyId,
      order_id: options.orderId,
      amount: order.total,
      currency: "INR",
      name: firm.name,
      description: order.package.title,
      prefill: { name: order.client.name, email: order.client.email, contact: order.client.phone },
      handler: (response) => void confirm(response),
      modal: { ondismiss: () => setStep("idle") },
    });
    checkout.on("payment.failed", (response) => setError(messages.paymentFailed(response.error?.description ?? "")));
    checkout.open();
    setStep("idle");
  }

  return (
    <div className="mt-4">
      <button type="button" className="btn-primary w-full py-3 text-base sm:w-auto sm:px-8" onClick={() => void pay()} disabled={!hydrated || step !== "idle"}>
        Pay {rupees(order.total)} online
      </button>
      {/* Razorpay's window is a script: without JavaScript the button stays off and UPI or a transfer remain. */}
      <noscript>
        <p className="mt-2 text-sm text-muted">{messages.checkoutNeedsScript}</p>
      </noscript>
      <p role="status" className="mt-2 text-sm text-muted empty:hidden">
        {step === "opening" ? messages.openingCheckout : step === "confirming" ? messages.confirmingPayment : ""}
      </p>
      <div role="alert">{error && <p className="mt-2 error-banner">{error}</p>}</div>
    </div>
  );
}
