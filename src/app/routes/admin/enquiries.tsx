// /admin/enquiries: the enquiry inbox (admin only). Newest first, a page at a time, filter by status,
// search, open one to read it, set its status and an internal note, see whether its e-mail went out,
// export CSV (every enquiry matching the filters).
// The filters and the page live in the address (?status=new&q=...&page=2): the loader reads them and
// asks the API for that page. Saving an enquiry posts to the action; the list is not read again then,
// so the saved row stays in place (even if it no longer matches the filter) until the filters or page change.
// Without JavaScript the filters, pages, Open (?open=id: the enquiry shown above the list), its status, note,
// reply, payment link and "Open a case" are plain forms and links; with it, Open shows a dialog as before.
import { useId, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { Link, useActionData, useFetcher, useLoaderData, useNavigate, useSearchParams, type FetcherWithComponents, type ShouldRevalidateFunctionArgs } from "react-router";
import { adminMessages, caseAdminMessages, orderAdminMessages } from "../../../shared/admin-messages";
import { ENQUIRY_PAGE_SIZE } from "../../../shared/constants";
import { ENQUIRY_CHANNELS } from "../../../shared/schemas/analytics";
import { CHANNEL_LABEL, sourceLabel } from "../../../shared/enquiry-labels";
import { DEFAULT_CALLBACKS, workingMinutes, type CallbackSettings } from "../../../shared/callbacks";
import { leadMessages } from "../../../shared/lead-messages";
import type { Settings } from "../../../shared/schemas/settings";
import { CallbacksToday, type CallbackItem } from "../../components/admin/callbacks-today";
import { EnquiryReply, ReplyTemplatesEditor, type ReplyIntent } from "../../components/admin/enquiry-reply";
import { PaymentLinkForm, paymentLinkBody, type PaymentLinkAnswer, type PaymentLinkIntent, type PaymentLinkMade, type SellablePackage } from "../../components/admin/payment-link";
import { OpenCaseForm, openCaseBody, type OpenCaseAnswer, type OpenCaseIntent } from "../../components/admin/open-case";
import { adminWrite, loadAdmin, loadScreen, staffOf, submitted, type Loaded, type ScreenArgs, type Written } from "../../lib/admin-data";
import { ENQUIRY_LIMITS, ENQUIRY_STATUSES, enquiryReference, type Enquiry, type EnquiryStatus, type MailState } from "../../../shared/schemas/enquiry";
import { AdminHeader, AdminTable, ErrorBanner } from "../../components/admin/ui";
import { Dialog } from "../../components/dialog";
import { PageNumbers } from "../../components/pagination";
import { formatLongDate, formatShortDate, formatTime } from "../../lib/format";
import { whatsappDigits } from "../../../shared/phone";
import { useHydrated } from "../../lib/use-hydrated";
import type { Route } from "./+types/enquiries";
import { pageAddress } from "../../lib/admin-session";

export const meta = () => [{ title: "Enquiries | Admin" }, { name: "robots", content: "noindex" }];

const STATUS_STYLE: Record<EnquiryStatus, string> = {
  new: "bg-blue-100 text-blue-800",
  contacted: "bg-yellow-100 text-yellow-800",
  closed: "bg-slate-200 text-slate-700",
  spam: "bg-red-100 text-red-800",
};
const MAIL_LABEL: Record<MailState, { text: string; style: string }> = {
  pending: { text: "sending", style: "bg-yellow-100 text-yellow-800" },
  sent: { text: "e-mailed", style: "bg-green-100 text-green-800" },
  retry: { text: "will retry", style: "bg-yellow-100 text-yellow-800" },
  failed: { text: "e-mail failed", style: "bg-red-100 text-red-800" },
  off: { text: "mail off", style: "bg-slate-200 text-slate-700" },
};

function Badge({ text, style }: { text: string; style: string }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap capitalize ${style}`}>{text}</span>;
}

/** The reply link beside a phone number: WhatsApp chat with the visitor. */
function WhatsAppLink({ e }: { e: Enquiry }) {
  return (
    <a
      className="ml-2 text-xs font-semibold text-green-700 hover:underline"
      href={`https://wa.me/${whatsappDigits(e.phone)}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={adminMessages.enquiryWhatsApp(e.name)}
    >
      WhatsApp
    </a>
  );
}

/** The filters of the address, under the API's names and in its order (an unknown status or channel is no filter). */
function filtersOf(address: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams();
  for (const key of ["status", "q", "channel", "utm_source", "from", "to"]) {
    const value = address.get(key)?.trim() ?? "";
    const known = key === "status" ? (ENQUIRY_STATUSES as readonly string[]).includes(value) : key === "channel" ? (ENQUIRY_CHANNELS as readonly string[]).includes(value) : true;
    if (value && known) filters.set(key, value);
  }
  return filters;
}
const pageOf = (address: URLSearchParams) => Math.max(1, Math.floor(Number(address.get("page"))) || 1);

type InboxData = {
  items: Enquiry[];
  total: number;
  page: number;
  error: string | null;
  callbacks: Loaded<CallbackItem[]>;
  firm: Pick<Settings, "callbacks" | "responsePromiseHours"> | null;
  opened: Enquiry | null;
  /** The published packages an open enquiry's payment link may sell. */
  packages: SellablePackage[];
  /** Whether replies can be e-mailed now (Send reply is disabled, with the reason, while they cannot). */
  mailOn: boolean;
  /** When it was read: the ages are counted to then, the same in the server's page and in the browser. */
  now: number;
};

/** One page of the inbox (its filters and page from the address), with today's call-backs, the firm's hours and an enquiry to open. */
async function readInbox(args: ScreenArgs, address: URLSearchParams, page: number): Promise<InboxData> {
  const query = filtersOf(address);
  query.set("page", String(page));
  query.set("limit", String(ENQUIRY_PAGE_SIZE));
  // Today's call-backs, the firm's hours and promise (ages and overdue flags), and an enquiry to open (?open=id, a push alert's link).
  const openId = address.get("open");
  const [list, callbacks, firm, opened] = await Promise.all([
    // The list answers { data, total }: read whole (bare).
    loadAdmin<{ data: Enquiry[]; total: number }>(args, `/api/enquiries?${query}`, adminMessages.enquiriesFetchFailed, true),
    loadAdmin<CallbackItem[]>(args, "/api/enquiries/callbacks", leadMessages.callbacksFetchFailed),
    loadAdmin<Settings>(args, "/api/settings", adminMessages.settingsFetchFailed),
    openId ? loadAdmin<Enquiry>(args, `/api/enquiries/${encodeURIComponent(openId)}`, adminMessages.enquiriesFetchFailed) : null,
  ]);
  const packages = args.context.reads.packages.list().map(({ slug, title, price }) => ({ slug, title, price }));
  const extras = { callbacks, firm: firm.data, opened: opened?.data ?? null, packages, mailOn: args.context.mail.enquiries, now: Date.now() };
  if (list.error !== null) return { items: [], total: 0, page, error: list.error, ...extras };
  return { items: list.data.data, total: list.data.total, page, error: null, ...extras };
}

export function loader(args: Route.LoaderArgs): Promise<InboxData> {
  const address = pageAddress(args.request).searchParams;
  return loadScreen(args, () => readInbox(args, address, pageOf(address)));
}

/** An enquiry's age (working minutes since it arrived) and whether it is past the firm's promise; for new ones only. */
function ageOf(e: Enquiry, hours: CallbackSettings, promiseHours: number, now: number): { minutes: number; overdue: boolean } | null {
  if (e.status !== "new") return null;
  const minutes = workingMinutes(Date.parse(e.createdAt), now, hours);
  return { minutes, overdue: minutes > promiseHours * 60 };
}

function Age({ age }: { age: { minutes: number; overdue: boolean } | null }) {
  if (!age) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1 text-xs" data-testid="enquiry-age">
      <span className="text-slate-600">{leadMessages.ageMinutes(age.minutes)}</span>
      {age.overdue && <Badge text={leadMessages.overdue} style="bg-red-100 text-red-800" />}
    </span>
  );
}

/**
 * What the screen posts: an enquiry's status and note (the form's fields, or JSON without an intent), the
 * replies and reply templates of components/admin/enquiry-reply.tsx, a payment link (components/admin/payment-link.tsx)
 * and a case (components/admin/open-case.tsx).
 */
type InboxIntent = { intent?: "save"; id: string; status: EnquiryStatus; note?: string } | ReplyIntent | PaymentLinkIntent | OpenCaseIntent;

/**
 * An answer names its form and enquiry, so a page posted without JavaScript shows it beside that form; a
 * refused one brings back the text typed (`typed`), to keep it in its box.
 */
export type InboxAnswer =
  ({ intent: "save" | "reply"; id: string; typed?: string } & Written<Enquiry>) | ({ intent: "template" } & Written<unknown>) | PaymentLinkAnswer | OpenCaseAnswer;

/** An enquiry's answer, with the typed text when it was refused. */
const answerOf = (intent: "save" | "reply", id: string, typed: string | undefined, written: Written<Enquiry>): InboxAnswer =>
  written.ok ? { intent, id, ...written } : { intent, id, typed, ...written };

const enquiryPath = (id: string) => `/api/enquiries/${encodeURIComponent(id)}`;
const templatePath = (id: string) => `/api/reply-templates/${encodeURIComponent(id)}`;

/** Saves an enquiry's status and, when given, a new note; sends a reply; saves or deletes a reply template; makes a payment link; opens a case. */
export async function action(args: Route.ActionArgs): Promise<InboxAnswer> {
  staffOf(args);
  const sent = await submitted<InboxIntent>(args.request);
  switch (sent.intent) {
    case "reply":
      return answerOf(
        "reply",
        sent.id,
        sent.message,
        await adminWrite<Enquiry>(args, `${enquiryPath(sent.id)}/reply`, { method: "POST", json: { message: sent.message } }, leadMessages.replyFailed),
      );
    case "template-save": {
      const [path, method] = sent.id ? [templatePath(sent.id), "PUT" as const] : ["/api/reply-templates", "POST" as const];
      return { intent: "template", ...(await adminWrite(args, path, { method, json: sent.template }, leadMessages.templateSaveFailed)) };
    }
    case "template-delete":
      return { intent: "template", ...(await adminWrite(args, templatePath(sent.id), { method: "DELETE" }, leadMessages.templateSaveFailed)) };
    case "payment-link":
      return {
        intent: "payment-link",
        id: sent.id,
        ...(await adminWrite<PaymentLinkMade>(args, `${enquiryPath(sent.id)}/payment-link`, { method: "POST", json: paymentLinkBody(sent) }, orderAdminMessages.paymentLinkFailed)),
      };
    case "open-case": {
      const opened = await adminWrite<{ reference: string }>(args, "/api/cases", { method: "POST", json: openCaseBody(sent) }, caseAdminMessages.openCaseFailed);
      // Only the reference goes back to the page: the link to the new case.
      return { intent: "open-case", id: sent.id, ...(opened.ok ? { ok: true as const, data: { reference: opened.data.reference } } : opened) };
    }
    default: {
      // A posted form always has a note field: an empty one adds no note.
      const note = sent.note?.trim() ? sent.note : undefined;
      const change = { status: sent.status, ...(note ? { note } : {}) };
      return answerOf("save", sent.id, sent.note, await adminWrite<Enquiry>(args, enquiryPath(sent.id), { method: "PUT", json: change }, adminMessages.enquiryUpdateFailed));
    }
  }
}

// After a save the list is not read again (see the top of the file); a change of filters or page reads it.
export const shouldRevalidate = ({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => (actionResult === undefined ? defaultShouldRevalidate : false);

type SaveFetcher = FetcherWithComponents<InboxAnswer | undefined>;

/** Hidden fields that carry the address's filters (and the page, with `page`) into a form sent without JavaScript. */
function AddressFields({ filters, page }: { filters: URLSearchParams; page?: number }) {
  return (
    <>
      {[...filters].map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {page !== undefined && page > 1 && <input type="hidden" name="page" value={page} />}
    </>
  );
}

export default function EnquiriesInbox() {
  const loaded = useLoaderData<typeof loader>();
  // A form posted without JavaScript: its answer comes with the page.
  const posted = useActionData<typeof action>();
  const { total, page, now } = loaded;
  const [address] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const filters = filtersOf(address);
  const status = filters.get("status") ?? "";
  const channel = filters.get("channel") ?? "";
  const save = useFetcher<typeof action>();
  const [openId, setOpenId] = useState<string | null>(() => address.get("open"));
  // Whether the open enquiry was saved since it was opened (its dialog then shows the answer).
  const [sent, setSent] = useState(false);
  const searchId = useId();
  const formIds = { open: `${searchId}-open`, page: `${searchId}-page`, search: `${searchId}-search` };
  const error = loaded.error;

  // Each saved enquiry replaces its row of the list it was saved from (kept once per answer).
  const answer = save.state === "idle" && save.data?.intent === "save" ? save.data : undefined;
  const [saved, setSaved] = useState({ answer, list: loaded.items, rows: {} as Record<string, Enquiry> });
  if (answer !== saved.answer) {
    const rows = saved.list === loaded.items ? saved.rows : {};
    setSaved({ answer, list: loaded.items, rows: answer?.ok ? { ...rows, [answer.data.id]: answer.data } : rows });
  }
  const savedRows = saved.list === loaded.items ? saved.rows : {};
  // Replies sent from an open enquiry replace its row too; the later of the two answers wins.
  const [replied, setReplied] = useState<Record<string, Enquiry>>({});
  const newer = (a: Enquiry | undefined, b: Enquiry | undefined) => (!a ? b : !b ? a : (a.updatedAt ?? "") >= (b.updatedAt ?? "") ? a : b);
  const baseItems = loaded.opened && !loaded.items.some((e) => e.id === loaded.opened!.id) ? [loaded.opened, ...loaded.items] : loaded.items;
  const items = baseItems.map((e) => newer(savedRows[e.id], replied[e.id]) ?? e);
  const hours = loaded.firm?.callbacks ?? DEFAULT_CALLBACKS;
  const promiseHours = loaded.firm?.responsePromiseHours ?? 2;

  /** A new address: the given filters changed (empty = removed); any change but the page starts at page 1. */
  const show = (change: Record<string, string>) => {
    const next = new URLSearchParams(address);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in change)) next.delete("page");
    void navigate({ search: next.size ? `?${next}` : "" }, { replace: true, preventScrollReset: true });
  };
  const totalPages = Math.ceil(total / ENQUIRY_PAGE_SIZE);

  const opened = items.find((e) => e.id === openId) ?? null;
  const open = (id: string | null) => {
    setSent(false);
    setOpenId(id);
  };
  /** Open's click: with JavaScript the dialog; without it the button sends the open form (?open=id). */
  const openOnClick = (id: string) => (ev: MouseEvent) => {
    ev.preventDefault();
    open(id);
  };
  const openButton = (e: Enquiry) => (
    <button
      type="submit"
      form={formIds.open}
      name="open"
      value={e.id}
      className="btn-outline px-3 py-1.5"
      onClick={openOnClick(e.id)}
      aria-label={`Open the enquiry from ${e.name}`}
    >
      Open
    </button>
  );
  // The page without ?open: where the enquiry shown without JavaScript closes to.
  const closed = new URLSearchParams(address);
  closed.delete("open");
  const detail = (e: Enquiry) => (
    <EnquiryDetail
      key={e.id}
      enquiry={e}
      fetcher={save}
      sent={sent}
      posted={posted && posted.intent !== "template" && posted.id === e.id ? posted : undefined}
      packages={loaded.packages}
      mailOn={loaded.mailOn}
      onSend={() => setSent(true)}
      onReplied={(r) => setReplied((rows) => ({ ...rows, [r.id]: r }))}
    />
  );

  return (
    <div>
      <AdminHeader
        title="Enquiries"
        actions={
          // A plain link: the session cookie goes with it (named as the server names it: enquiries-YYYY-MM-DD.csv, the UTC day).
          <a href={`/api/enquiries.csv${filters.size ? `?${filters}` : ""}`} download={`enquiries-${new Date(now).toISOString().slice(0, 10)}.csv`} className="btn-outline">
            Export CSV
          </a>
        }
      />
      {/* The forms that Open and the page buttons send without JavaScript (the buttons name them). */}
      <form id={formIds.open} method="get" hidden>
        <AddressFields filters={filters} page={page} />
      </form>
      <form id={formIds.page} method="get" hidden>
        <AddressFields filters={filters} />
      </form>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label className="field-label" htmlFor={`${searchId}-status`}>
            Status
          </label>
          <select id={`${searchId}-status`} name="status" form={formIds.search} className="field" value={status} onChange={(e) => show({ status: e.target.value })}>
            <option value="">All</option>
            <StatusOptions />
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor={`${searchId}-channel`}>
            Channel
          </label>
          <select id={`${searchId}-channel`} name="channel" form={formIds.search} className="field" value={channel} onChange={(e) => show({ channel: e.target.value })}>
            <option value="">All</option>
            {ENQUIRY_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {CHANNEL_LABEL[c]}
              </option>
            ))}
          </select>
        </div>
        {/* The typed search starts again from the address whenever the applied search changes. */}
        <SearchForm key={["q", "utm_source", "from", "to"].map((k) => filters.get(k)).join("|")} id={searchId} formId={formIds.search} applied={filters} onSearch={show} />
      </div>

      <CallbacksToday callbacks={loaded.callbacks} compact />
      <ReplyTemplatesEditor />
      <ErrorBanner message={error} />
      {/* Without JavaScript (and until it runs) the enquiry of ?open=id is shown here, its forms posted with the page. */}
      {!hydrated && opened && (
        <section aria-labelledby={`${searchId}-opened`} className="mb-6 card p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={`${searchId}-opened`} className="text-xl font-bold">
              Enquiry from {opened.name}
            </h2>
            <Link to={{ search: closed.size ? `?${closed}` : "" }} className="btn-outline px-3 py-1.5">
              Close
            </Link>
          </div>
          {detail(opened)}
        </section>
      )}
      {items.length === 0 ? (
        <p className="card p-6 text-muted">{filters.size ? "No enquiries match." : "No enquiries yet."}</p>
      ) : (
        <>
          {/* Cards on a phone (name, service, age, status, the message's first line), the table from md up. */}
          <ul className="space-y-3 md:hidden" aria-label="Enquiries" data-testid="enquiry-cards">
            {items.map((e) => (
              <li key={e.id} className={`card p-4 ${e.status === "new" ? "border-l-4 border-l-blue-400" : ""}`}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{e.name}</p>
                    <p className="text-xs text-slate-600">{[e.service, e.offer && `Offer: ${e.offer}`, e.city].filter(Boolean).join(", ") || "—"}</p>
                  </div>
                  <Badge text={e.status} style={STATUS_STYLE[e.status]} />
                </div>
                <p className="mt-2 truncate text-sm text-slate-700">{e.message.split("\n")[0]}</p>
                <div className="mt-2 flex items-center justify-between gap-2">
                  <div className="text-xs text-slate-600">
                    {formatShortDate(e.createdAt)}, {formatTime(e.createdAt)}
                    <Age age={ageOf(e, hours, promiseHours, now)} />
                  </div>
                  {openButton(e)}
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <AdminTable head={["Received", "From", "Message", "Service", "Status", "Actions"]}>
              {items.map((e) => (
                <tr key={e.id} className={e.status === "new" ? "bg-blue-50/40" : undefined}>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-600">
                    {formatShortDate(e.createdAt)}
                    <span className="block text-xs">{formatTime(e.createdAt)}</span>
                    <Age age={ageOf(e, hours, promiseHours, now)} />
                  </td>
                  <td className="max-w-56 px-3 py-3">
                    <span className="block font-medium text-ink">{e.name}</span>
                    <a className="block truncate text-brand-700 hover:underline" href={`mailto:${e.email}`} title={e.email}>
                      {e.email}
                    </a>
                    <a className="text-slate-600 hover:underline" href={`tel:${e.phone}`}>
                      {e.phone}
                    </a>
                    <WhatsAppLink e={e} />
                  </td>
                  <td className="max-w-xs min-w-48 px-3 py-3 text-slate-700">
                    <p className="line-clamp-3 break-words whitespace-pre-wrap" title={e.message}>
                      {e.message}
                    </p>
                  </td>
                  <td className="px-3 py-3 text-slate-600">{[e.service, e.offer && `Offer: ${e.offer}`, e.city].filter(Boolean).join(", ") || "—"}</td>
                  <td className="px-3 py-3">
                    <span className="flex flex-col items-start gap-1">
                      <Badge text={e.status} style={STATUS_STYLE[e.status]} />
                      <Badge {...MAIL_LABEL[e.mail.state]} />
                    </span>
                  </td>
                  <td className="px-3 py-3">{openButton(e)}</td>
                </tr>
              ))}
            </AdminTable>
          </div>
        </>
      )}
      {items.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{adminMessages.enquiriesRange((page - 1) * ENQUIRY_PAGE_SIZE + 1, (page - 1) * ENQUIRY_PAGE_SIZE + items.length, total)}</p>
          <PageButtons page={page} totalPages={totalPages} formId={formIds.page} onPage={(n) => show({ page: String(n) })} />
        </div>
      )}
      <Dialog open={hydrated && opened !== null} onClose={() => open(null)} title={opened ? `Enquiry from ${opened.name}` : "Enquiry"} className="max-w-2xl">
        {opened && detail(opened)}
      </Dialog>
    </div>
  );
}

function EnquiryDetail({
  enquiry: e,
  fetcher,
  sent,
  posted,
  packages,
  mailOn,
  onSend,
  onReplied,
}: {
  enquiry: Enquiry;
  fetcher: SaveFetcher;
  sent: boolean;
  /** The answer to a form of this enquiry posted without JavaScript. */
  posted?: InboxAnswer;
  /** What a payment link may sell. */
  packages: SellablePackage[];
  mailOn: boolean;
  onSend: () => void;
  onReplied: (e: Enquiry) => void;
}) {
  const fetched = sent && fetcher.state === "idle" && fetcher.data?.intent === "save" ? fetcher.data : undefined;
  const answer = fetched ?? (posted?.intent === "save" ? posted : undefined);

  const utm = Object.entries(e.utm);
  const rows: [string, ReactNode][] = [
    ["Received", `${formatLongDate(e.createdAt)}, ${formatTime(e.createdAt)}`],
    [
      "Email",
      <a key="m" className="text-brand-700 hover:underline" href={`mailto:${e.email}`}>
        {e.email}
      </a>,
    ],
    [
      "Phone",
      <span key="t">
        <a className="text-brand-700 hover:underline" href={`tel:${e.phone}`}>
          {e.phone}
        </a>
        <WhatsAppLink e={e} />
      </span>,
    ],
    ["Reference", enquiryReference(e.id)],
    ["Service", e.service || "—"],
    ["Offer", e.offer || "—"],
    ["City", e.city || "—"],
    ["Form", sourceLabel(e.source)],
    ["Call-back", e.callbackAt ? `${formatLongDate(e.callbackAt)}, ${formatTime(e.callbackAt)}` : "—"],
    ["First response", e.firstResponseAt ? `${formatLongDate(e.firstResponseAt)}, ${formatTime(e.firstResponseAt)}` : "—"],
    ["Channel", e.channel ? CHANNEL_LABEL[e.channel] : "—"],
    ["Page", e.page || "—"],
    ["Landing page", e.landing || "—"],
    ["Came from", e.referrerHost || "—"],
    ["Referrer", e.referrer || "—"],
    ["UTM", utm.length ? utm.map(([k, v]) => `${k}=${v}`).join(", ") : "—"],
    [
      "E-mail",
      <span key="s">
        {MAIL_LABEL[e.mail.state].text}
        {e.mail.attempts > 0 && ` (${e.mail.attempts} attempt${e.mail.attempts === 1 ? "" : "s"})`}
        {e.mail.lastError && e.mail.state !== "sent" && <span className="block text-xs text-red-800">{e.mail.lastError}</span>}
      </span>,
    ],
    ["Thank-you e-mail", e.ack ? MAIL_LABEL[e.ack.state].text : "—"],
  ];

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-slate-600">{k}</dt>
            <dd className="break-words text-ink">{v}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-1 text-sm font-medium text-slate-600">Message</h3>
        <p className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-ink">{e.message}</p>
      </div>
      <EnquiryReply enquiry={e} mailOn={mailOn} posted={posted?.intent === "reply" ? posted : undefined} onReplied={onReplied} />
      <PaymentLinkForm enquiryId={e.id} packages={packages} posted={posted?.intent === "payment-link" ? posted : undefined} />
      <OpenCaseForm enquiryId={e.id} packages={packages} posted={posted?.intent === "open-case" ? posted : undefined} />
      <NotesHistory enquiry={e} />
      {/* A saved note empties the form (a new note or status starts a new form). */}
      <SaveForm
        key={`${e.notes.length}-${e.updatedAt ?? ""}`}
        id={e.id}
        fetcher={fetcher}
        status={e.status}
        typed={posted?.intent === "save" && !posted.ok ? posted.typed : undefined}
        error={answer && !answer.ok ? answer.error : null}
        done={answer?.ok === true}
        onSend={onSend}
      />
    </div>
  );
}

/** The status and a new note of an open enquiry, with Save: a form the fetcher sends (posted with the page without JavaScript). */
function SaveForm({
  id: enquiryId,
  fetcher,
  status: saved,
  typed,
  error,
  done,
  onSend,
}: {
  id: string;
  fetcher: SaveFetcher;
  status: EnquiryStatus;
  /** The note of a refused post (without JavaScript), kept in the box. */
  typed?: string;
  error: string | null;
  done: boolean;
  onSend: () => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<EnquiryStatus>(saved);
  const [note, setNote] = useState(typed ?? "");
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" onSubmit={onSend} className="space-y-4 border-t border-slate-200 pt-4">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={enquiryId} />
      <ErrorBanner message={error} />
      <div>
        <label className="field-label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select id={`${id}-status`} name="status" className="field" value={status} onChange={(ev) => setStatus(ev.target.value as EnquiryStatus)}>
          <StatusOptions />
        </select>
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-note`}>
          {adminMessages.enquiryAddNote}
        </label>
        <textarea id={`${id}-note`} name="note" className="field min-h-20" maxLength={ENQUIRY_LIMITS.note} value={note} onChange={(ev) => setNote(ev.target.value)} />
      </div>
      <div className="flex items-center justify-end gap-3">
        {done && (
          <p role="status" className="text-sm text-green-800">
            Saved
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? adminMessages.saving : "Save"}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** The notes of an enquiry, oldest first, each with who and when; an old single note comes first. */
function NotesHistory({ enquiry: e }: { enquiry: Enquiry }) {
  const when = (iso: string) => `${formatLongDate(iso)}, ${formatTime(iso)}`;
  const entries = [
    ...(e.note ? [{ key: "earlier", who: adminMessages.enquiryEarlierNote, text: e.note }] : []),
    ...e.notes.map((n, i) => ({ key: String(i), who: adminMessages.enquiryNoteBy(n.by.name || n.by.email || "—", when(n.at)), text: n.text })),
  ];
  return (
    <section aria-label={adminMessages.enquiryNotesTitle}>
      <h3 className="mb-1 text-sm font-medium text-slate-600">{adminMessages.enquiryNotesTitle}</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{adminMessages.enquiryNoNotes}</p>
      ) : (
        <ol className="space-y-2">
          {entries.map((n) => (
            <li key={n.key} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="text-xs text-slate-600">{n.who}</p>
              <p className="break-words whitespace-pre-wrap text-ink">{n.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * Prev, page numbers and Next under the table; only when there is more than one page. Each button sends the
 * page form (`formId`) with its page without JavaScript; with it, `onPage`.
 */
function PageButtons({ page, totalPages, formId, onPage }: { page: number; totalPages: number; formId: string; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  const go = (n: number) => (ev: MouseEvent) => {
    ev.preventDefault();
    onPage(n);
    window.scrollTo({ top: 0 });
  };
  const to = (n: number) => ({ type: "submit" as const, form: formId, name: "page", value: n, onClick: go(n) });
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center gap-2">
      <button {...to(page - 1)} className="btn-outline min-w-20" disabled={page <= 1}>
        Prev
      </button>
      <PageNumbers
        page={page}
        totalPages={totalPages}
        item={(n, className, current) => (
          <button {...to(n)} aria-label={`Page ${n}`} aria-current={current ? "page" : undefined} className={className}>
            {n}
          </button>
        )}
      />
      <button {...to(page + 1)} className="btn-outline min-w-20" disabled={page >= totalPages}>
        Next
      </button>
    </nav>
  );
}

/** The options of an enquiry status select: New, Contacted, Closed, Spam. */
function StatusOptions() {
  return ENQUIRY_STATUSES.map((s) => (
    <option key={s} value={s}>
      {s.charAt(0).toUpperCase() + s.slice(1)}
    </option>
  ));
}

/** Campaign source, dates and search: typed freely, applied together with the Search button (page 1). */
function SearchForm({ id, formId, applied, onSearch }: { id: string; formId: string; applied: URLSearchParams; onSearch: (change: Record<string, string>) => void }) {
  const [query, setQuery] = useState(applied.get("q") ?? "");
  const [utmDraft, setUtmDraft] = useState(applied.get("utm_source") ?? "");
  const [datesDraft, setDatesDraft] = useState({ from: applied.get("from") ?? "", to: applied.get("to") ?? "" });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ q: query.trim(), utm_source: utmDraft.trim(), from: datesDraft.from, to: datesDraft.to });
  };
  return (
    // Named fields (the status and channel selects belong to it too): without JavaScript it asks for the filtered list itself.
    <form id={formId} role="search" method="get" onSubmit={submit} className="flex flex-1 flex-wrap items-end gap-2">
      <div>
        <label className="field-label" htmlFor={`${id}-utm`}>
          Campaign source
        </label>
        <input id={`${id}-utm`} name="utm_source" className="field w-36" placeholder="utm_source" value={utmDraft} onChange={(e) => setUtmDraft(e.target.value)} />
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-from`}>
          From
        </label>
        <input id={`${id}-from`} name="from" type="date" className="field" value={datesDraft.from} onChange={(e) => setDatesDraft({ ...datesDraft, from: e.target.value })} />
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-to`}>
          To
        </label>
        <input id={`${id}-to`} name="to" type="date" className="field" value={datesDraft.to} onChange={(e) => setDatesDraft({ ...datesDraft, to: e.target.value })} />
      </div>
      <div className="min-w-48 flex-1">
        <label className="field-label" htmlFor={`${id}-q`}>
          Search
        </label>
        <input id={`${id}-q`} name="q" type="search" className="field" placeholder="Name, e-mail, phone, message..." value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <button type="submit" className="btn-primary">
        Search
      </button>
    </form>
  );
}
