// /admin/orders/{id} (admin only): one order: its client, package, place of supply and breakdown, its payments, the
// UTR the client entered (to confirm the payment), cancel and refund, notes, the invoice and credit note, the
// client's order link and the enquiry it came from.
// Every form posts to this route's action (intent: confirm, cancel, refund, note); a write that worked comes back
// here with "?done={intent}" (the success notice, and a reload does not post again), a refused one shows its error
// beside its form with what was typed. With JavaScript, Cancel and Refund ask first (ConfirmDialog); without it the
// required reason is the deliberate step and the form posts at once.
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, useSearchParams, useSubmit } from "react-router";
import { orderAdminMessages as m } from "../../../shared/admin-messages";
import { gstStateName } from "../../../shared/gst";
import { ORDER_LIMITS, type Order } from "../../../shared/schemas/order";
import { AdminHeader, ConfirmDialog, ErrorBanner } from "../../components/admin/ui";
import { CopyLink, formatPaise, OrderStatusBadge, PAYMENT_METHOD_LABEL } from "../../components/admin/order-ui";
import { adminWrite, loadScreen, staffOf, submitted, type ScreenArgs, type Written } from "../../lib/admin-data";
import { formatDateTime } from "../../lib/date-time";
import { formatLongDate } from "../../lib/format";
import { useHydrated } from "../../lib/use-hydrated";
import type { Route } from "./+types/order";
import { Panel } from "../../components/admin/panel";

export const meta = () => [{ title: "Order | Admin" }, { name: "robots", content: "noindex" }];

type Detail = Order & {
  /** The client's order link. */
  access: string;
  documents: { number: string; kind: "invoice" | "credit_note"; date: string; total: number }[];
  enquiry: { id: string; name: string; createdAt: string; service: string } | null;
};

type Intent = "confirm" | "cancel" | "refund" | "note";

/** What a form posts: its intent and its fields. */
type Sent = { intent?: string; method?: string; utr?: string; reason?: string; text?: string };

/** A refused write, named by its form, with the text typed (kept in its box). */
export type OrderAnswer = { intent: Intent; ok: false; error: string; status: number; typed?: string };

const apiPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;
const screenPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

export function loader(args: Route.LoaderArgs) {
  return loadScreen<Detail>(args, apiPath(args.params.id), m.orderFetchFailed);
}

/** One write to the order's API; on success back to the order with the notice ("?done={intent}"). */
async function write(args: ScreenArgs, id: string, intent: Intent, json: Record<string, unknown>, failed: string, typed?: string): Promise<OrderAnswer> {
  const written: Written<unknown> = await adminWrite(args, `${apiPath(id)}/${intent === "note" ? "notes" : intent}`, { method: "POST", json }, failed);
  if (written.ok) throw redirect(`${screenPath(id)}?done=${intent}`);
  return { intent, ...written, typed };
}

export async function action(args: Route.ActionArgs): Promise<OrderAnswer> {
  staffOf(args);
  const id = args.params.id;
  const sent = await submitted<Sent>(args.request);
  switch (sent.intent) {
    case "confirm": {
      const utr = sent.utr?.trim();
      return write(args, id, "confirm", { method: sent.method === "bank" ? "bank" : "upi", ...(utr ? { utr } : {}) }, m.confirmFailed, sent.utr);
    }
    case "cancel":
      return write(args, id, "cancel", { reason: sent.reason ?? "" }, m.cancelFailed, sent.reason);
    case "refund":
      return write(args, id, "refund", { reason: sent.reason ?? "" }, m.refundFailed, sent.reason);
    default:
      return write(args, id, "note", { text: sent.text ?? "" }, m.noteFailed, sent.text);
  }
}

/** The notice of a write that worked, from "?done=" and the order as it now is. */
function doneNotice(done: string | null, o: Detail): string | null {
  switch (done) {
    case "confirm":
      return o.invoice ? m.confirmed(o.invoice.number) : null;
    case "cancel":
      return o.creditNote ? m.cancelledWithCredit(o.creditNote.number) : m.cancelled;
    case "refund":
      return o.creditNote ? m.refunded(o.creditNote.number) : null;
    case "note":
      return m.noteSaved;
    default:
      return null;
  }
}

export default function AdminOrder() {
  const { data: order, error } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const [params] = useSearchParams();
  if (!order) {
    return (
      <div>
        <AdminHeader title="Order" actions={<BackLink />} />
        <ErrorBanner message={error} />
      </div>
    );
  }
  // A refused write shows beside its form; a new answer replaces the notice of the last one.
  const failed = (intent: Intent) => (posted?.intent === intent ? posted : undefined);
  const notice = posted ? null : doneNotice(params.get("done"), order);
  const o = order;
  const pending = o.status === "pending_payment";
  // A refused write whose form is no longer shown (the order moved on meanwhile) shows its error above the order.
  const shown: Record<Intent, boolean> = { confirm: pending, cancel: pending || o.status === "paid", refund: o.status === "paid", note: true };
  const orphan = posted && !shown[posted.intent] ? posted.error : null;

  return (
    <div>
      <AdminHeader title={`Order ${o.reference}`} actions={<BackLink />} />
      <div className="-mt-3 mb-5 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <OrderStatusBadge status={o.status} />
        <span>Made {formatDateTime(o.createdAt)}</span>
        {o.paidAt && <span>Paid {formatDateTime(o.paidAt)}</span>}
        {o.cancelledAt && <span>Cancelled {formatDateTime(o.cancelledAt)}</span>}
        {o.invoice && <span data-testid="invoice-number">Invoice {o.invoice.number}</span>}
        {o.creditNote && <span data-testid="credit-note-number">Credit note {o.creditNote.number}</span>}
      </div>
      <ErrorBanner message={orphan} />
      {notice && (
        <p role="status" className="mb-4 success-banner">
          {notice}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          {pending && <ConfirmPayment order={o} failed={failed("confirm")} />}
          <Breakdown order={o} />
          <Payments order={o} />
          <Documents order={o} />
          <Notes order={o} failed={failed("note")} />
        </div>
        <div className="min-w-0 space-y-6">
          <ClientCard order={o} />
          <Panel title={m.clientLink}>
            <CopyLink label="Link" link={o.access} hint={m.clientLinkHint} />
          </Panel>
          <Panel title={m.fromEnquiry}>
            {o.enquiry ? (
              <p className="text-sm">
                <Link to={`/admin/enquiries?open=${encodeURIComponent(o.enquiry.id)}`} className="font-medium text-brand-700 hover:underline">
                  {o.enquiry.name}
                  {o.enquiry.service && `: ${o.enquiry.service}`}
                </Link>
                <span className="block text-xs text-slate-600">Received {formatDateTime(o.enquiry.createdAt)}</span>
              </p>
            ) : (
              <p className="text-sm text-muted">{m.noEnquiry}</p>
            )}
          </Panel>
          {(pending || o.status === "paid") && (
            <ReasonForm
              intent="cancel"
              title={m.cancelTitle}
              hint={o.status === "paid" ? m.cancelPaidHint : m.cancelHint}
              confirmMessage={o.status === "paid" ? m.confirmCancelPaid : m.confirmCancel}
              failed={failed("cancel")}
            />
          )}
          {o.status === "paid" && <ReasonForm intent="refund" title={m.refundTitle} hint={m.refundHint} confirmMessage={m.confirmRefund} failed={failed("refund")} />}
        </div>
      </div>
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/admin/orders" className="btn-outline">
      {m.allOrders}
    </Link>
  );
}

/** Label and value rows. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-600">{k}</dt>
          <dd className="break-words text-ink">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const stateName = (code: string) => (gstStateName(code) ? `${gstStateName(code)} (${code})` : code || "—");

function ClientCard({ order: o }: { order: Detail }) {
  const c = o.client;
  return (
    <Panel title="Client">
      <Facts
        rows={[
          ["Name", c.name],
          ["Business", c.businessName || "—"],
          [
            "E-mail",
            <a key="e" className="text-brand-700 hover:underline" href={`mailto:${c.email}`}>
              {c.email}
            </a>,
          ],
          [
            "Phone",
            <a key="p" className="text-brand-700 hover:underline" href={`tel:${c.phone}`}>
              {c.phone}
            </a>,
          ],
          ["GSTIN", c.gstin || "—"],
          ["Address", c.address ? <span className="whitespace-pre-wrap">{c.address}</span> : "—"],
          ["State", stateName(c.state)],
        ]}
      />
    </Panel>
  );
}

/** The package, place of supply and the breakdown as the invoice shows it. */
function Breakdown({ order: o }: { order: Detail }) {
  const within = o.placeOfSupply === o.firmState;
  return (
    <Panel title="Package and price">
      <Facts
        rows={[
          ["Package", o.package.title],
          ["SAC", o.package.sac],
          ["Place of supply", `${stateName(o.placeOfSupply)}: ${within ? m.supplyWithin : m.supplyOther}`],
        ]}
      />
      <table className="mt-4 w-full text-sm" data-testid="order-breakdown">
        <tbody className="divide-y divide-slate-100">
          {o.lines.map((l) => (
            <tr key={l.kind}>
              <td className="py-2 pr-3 text-slate-700">
                {l.description}
                {l.sac && <span className="block text-xs text-slate-500">SAC {l.sac}</span>}
              </td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatPaise(l.amount)}</td>
            </tr>
          ))}
          <tr className="border-t-2 border-slate-300 font-bold">
            <td className="py-2 pr-3">Total</td>
            <td className="py-2 text-right whitespace-nowrap tabular-nums" data-testid="order-total">
              {formatPaise(o.total)}
            </td>
          </tr>
        </tbody>
      </table>
    </Panel>
  );
}

/** Each payment as a small card of its facts (a table of six columns did not fit beside the side column). */
function Payments({ order: o }: { order: Detail }) {
  return (
    <Panel title="Payments">
      {o.payments.length === 0 ? (
        <p className="text-sm text-muted">{m.noPayments}</p>
      ) : (
        <ul className="space-y-3" aria-label="Payments">
          {o.payments.map((p) => (
            <li key={p.id} className="rounded-lg border border-slate-200 p-3" data-testid="payment">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
                {(
                  [
                    ["Method", PAYMENT_METHOD_LABEL[p.method]],
                    [
                      "State",
                      <span key="s" className={p.state === "captured" ? "font-medium text-green-800" : "font-medium text-red-800"}>
                        {p.state === "captured" ? m.paymentReceived : m.paymentFailed}
                        {p.reason && <span className="block text-xs font-normal text-slate-600">{p.reason}</span>}
                      </span>,
                    ],
                    [
                      "Amount",
                      <span key="a" className="tabular-nums">
                        {formatPaise(p.amount)}
                      </span>,
                    ],
                    ["Time", formatDateTime(p.at)],
                    [
                      p.razorpayPaymentId && !p.utr ? "Payment ID" : "UTR",
                      <span key="u" className="font-mono text-xs break-all">
                        {p.utr ?? p.razorpayPaymentId ?? "—"}
                      </span>,
                    ],
                    ["Confirmed by", p.by ? p.by.name || p.by.email : "—"],
                  ] satisfies [string, ReactNode][]
                ).map(([k, v]) => (
                  <div key={k}>
                    <dt className="text-xs font-medium text-slate-600">{k}</dt>
                    <dd className="text-ink">{v}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Documents({ order: o }: { order: Detail }) {
  const href = (kind: "invoice" | "credit_note") => `${apiPath(o.id)}/invoice${kind === "credit_note" ? "?kind=credit_note" : ""}`;
  return (
    <Panel title={m.documentsTitle}>
      {o.documents.length === 0 ? (
        <p className="text-sm text-muted">{m.noDocuments}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {o.documents.map((d) => (
            <li key={d.number} className="flex flex-wrap items-baseline justify-between gap-x-3">
              {/* A plain link to the API (the session cookie goes with it): a PDF download, not a screen. */}
              <a href={href(d.kind)} className="font-medium text-brand-700 hover:underline" download>
                {d.kind === "invoice" ? m.downloadInvoice(d.number) : m.downloadCreditNote(d.number)}
              </a>
              <span className="text-slate-600">
                {formatLongDate(`${d.date}T12:00:00+05:30`)}, <span className="tabular-nums">{formatPaise(d.total)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The client's UTR waiting to be checked (highlighted), and Confirm payment: the method and the bank's reference. */
function ConfirmPayment({ order: o, failed }: { order: Detail; failed?: OrderAnswer }) {
  const id = useId();
  const busy = useBusy("confirm");
  return (
    <section aria-labelledby={`${id}-title`} className={`card p-5 ${o.utr ? "border-2 border-amber-400 bg-amber-50" : ""}`}>
      <h2 id={`${id}-title`} className="mb-2 text-lg font-bold text-ink">
        {m.confirmTitle}
      </h2>
      {o.utr && (
        <p className="mb-3 rounded-lg bg-amber-100 p-3 text-sm font-medium text-amber-950" data-testid="utr-waiting">
          {m.utrWaiting(o.utr.value, formatDateTime(o.utr.at))}
        </p>
      )}
      <p className="mb-3 text-sm text-slate-700">{m.confirmHint}</p>
      <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="confirm" />
        <ErrorBanner message={failed?.error} />
        <div>
          <label className="field-label" htmlFor={`${id}-method`}>
            Method
          </label>
          <select id={`${id}-method`} name="method" className="field" defaultValue="upi">
            <option value="upi">{m.methodUpi}</option>
            <option value="bank">{m.methodBank}</option>
          </select>
        </div>
        <div className="min-w-48 flex-1">
          <label className="field-label" htmlFor={`${id}-utr`}>
            {m.confirmReference}
          </label>
          <input id={`${id}-utr`} name="utr" className="field font-mono" maxLength={40} defaultValue={failed?.typed ?? o.utr?.value ?? ""} />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? m.confirming : m.confirmTitle}
        </button>
      </Form>
    </section>
  );
}

/** Whether this screen's form of `intent` is being sent. */
function useBusy(intent: Intent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * Cancel or Refund: a required reason and the button; with JavaScript the button asks first (ConfirmDialog), then
 * sends the form; without it the form posts as it is.
 */
function ReasonForm({ intent, title, hint, confirmMessage, failed }: { intent: "cancel" | "refund"; title: string; hint: string; confirmMessage: string; failed?: OrderAnswer }) {
  const id = useId();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  const busy = useBusy(intent);
  const ask = (e: FormEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    setAsking(true);
  };
  const send = () => {
    setAsking(false);
    if (form.current) void submit(form.current, { method: "post", preventScrollReset: true });
  };
  return (
    <Panel title={title}>
      <Form ref={form} method="post" onSubmit={ask} className="space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <ErrorBanner message={failed?.error} />
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
        <div>
          <label className="field-label" htmlFor={`${id}-reason`}>
            {m.reason}
            <span className="text-red-700"> *</span>
          </label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            className="field min-h-16"
            required
            maxLength={ORDER_LIMITS.reason}
            defaultValue={failed?.typed ?? ""}
            aria-describedby={`${id}-hint`}
          />
        </div>
        <div className="flex justify-end">
          <button type="submit" className="btn-danger" disabled={busy}>
            {title}
          </button>
        </div>
      </Form>
      <ConfirmDialog open={asking} message={confirmMessage} confirmLabel={title} onConfirm={send} onCancel={() => setAsking(false)} />
    </Panel>
  );
}

function Notes({ order: o, failed }: { order: Detail; failed?: OrderAnswer }) {
  const id = useId();
  const busy = useBusy("note");
  return (
    <Panel title={m.notesTitle}>
      {o.notes.length === 0 ? (
        <p className="text-sm text-muted">{m.noNotes}</p>
      ) : (
        <ol className="space-y-2" aria-label={m.notesTitle}>
          {o.notes.map((n, i) => (
            <li key={i} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="text-xs text-slate-600">{m.noteBy(n.by ? n.by.name || n.by.email : "System", formatDateTime(n.at))}</p>
              <p className="break-words whitespace-pre-wrap text-ink">{n.text}</p>
            </li>
          ))}
        </ol>
      )}
      {/* A new note starts an empty form. */}
      <Form key={o.notes.length} method="post" preventScrollReset className="mt-4 space-y-2">
        <input type="hidden" name="intent" value="note" />
        <ErrorBanner message={failed?.error} />
        <label className="field-label" htmlFor={`${id}-text`}>
          {m.noteAdd}
        </label>
        <textarea id={`${id}-text`} name="text" className="field min-h-20" required maxLength={ORDER_LIMITS.note} defaultValue={failed?.typed ?? ""} />
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? m.noteAdding : m.noteAddButton}
          </button>
        </div>
      </Form>
    </Panel>
  );
}
