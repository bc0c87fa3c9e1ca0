// /admin/enquiries: the enquiry inbox (admin only). Newest first, a page at a time, filter by status,
// search, open one to read it, set its status and an internal note, see whether its e-mail went out,
// export CSV (every enquiry matching the filters).
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { adminMessages } from "../../../shared/admin-messages";
import { ENQUIRY_PAGE_SIZE } from "../../../shared/constants";
import { ENQUIRY_CHANNELS, type EnquiryChannel } from "../../../shared/schemas/analytics";
import { ENQUIRY_LIMITS, ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus, type MailState } from "../../../shared/schemas/enquiry";
import { AdminHeader, AdminTable, ErrorBanner } from "../../components/admin/ui";
import { Dialog } from "../../components/dialog";
import { PageNumbers } from "../../components/pagination";
import { adminFetch, errorText } from "../../lib/admin-api";
import { getSession } from "../../lib/admin-session";
import { formatLongDate, formatShortDate } from "../../lib/format";
import { whatsappDigits } from "../../../shared/phone";

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

const CHANNEL_LABEL: Record<EnquiryChannel, string> = {
  modal: "Contact pop-up",
  "contact-page": "Contact page",
  "home-dialog": "Home page dialog",
  "no-js-form": "Form without JavaScript",
};

function Badge({ text, style }: { text: string; style: string }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap capitalize ${style}`}>{text}</span>;
}

/** The reply link beside a phone number (issue 22): WhatsApp chat with the visitor. */
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

const timeOf = (iso: string) => new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(iso));

export default function EnquiriesInbox() {
  const [items, setItems] = useState<Enquiry[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<"" | EnquiryStatus>("");
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  // Attribution and date filters (issue 19); the source and dates apply with the search button.
  const [channel, setChannel] = useState("");
  const [utmDraft, setUtmDraft] = useState("");
  const [utmSource, setUtmSource] = useState("");
  const [dates, setDates] = useState({ from: "", to: "" });
  const [datesDraft, setDatesDraft] = useState({ from: "", to: "" });
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const searchId = useId();

  const params = useCallback(() => {
    const p = new URLSearchParams();
    if (status) p.set("status", status);
    if (search.trim()) p.set("q", search.trim());
    if (channel) p.set("channel", channel);
    if (utmSource.trim()) p.set("utm_source", utmSource.trim());
    if (dates.from) p.set("from", dates.from);
    if (dates.to) p.set("to", dates.to);
    const s = p.toString();
    return s ? `?${s}` : "";
  }, [status, search, channel, utmSource, dates]);

  useEffect(() => {
    let live = true;
    setError(null);
    const paging = `page=${page}&limit=${ENQUIRY_PAGE_SIZE}`;
    const filters = params();
    adminFetch<{ data: Enquiry[]; total: number }>(`/api/enquiries${filters ? `${filters}&${paging}` : `?${paging}`}`)
      .then((r) => live && (setItems(r.data), setTotal(r.total)))
      .catch((err: unknown) => live && (setError(errorText(err, adminMessages.enquiriesFetchFailed)), setItems([]), setTotal(0)));
    return () => void (live = false);
  }, [params, page]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(query);
    setUtmSource(utmDraft);
    setDates(datesDraft);
    setPage(1);
  };
  const totalPages = Math.ceil(total / ENQUIRY_PAGE_SIZE);

  // The CSV needs the bearer token, so it is fetched as a blob rather than opened as a plain link.
  async function exportCsv() {
    setExporting(true);
    setError(null);
    try {
      const res = await fetch(`/api/enquiries.csv${params()}`, { headers: { Authorization: `Bearer ${getSession()?.token ?? ""}` } });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "enquiries.csv";
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      setError(adminMessages.enquiryExportFailed);
    } finally {
      setExporting(false);
    }
  }

  const opened = items?.find((e) => e.id === openId) ?? null;
  // The saved row stays in place (even if it no longer matches the filter) until the list reloads.
  const saved = (e: Enquiry) => setItems((list) => list?.map((x) => (x.id === e.id ? e : x)) ?? null);

  return (
    <div>
      <AdminHeader
        title="Enquiries"
        actions={
          <button type="button" className="btn-outline" onClick={exportCsv} disabled={exporting}>
            {exporting ? "Exporting..." : "Export CSV"}
          </button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label className="field-label" htmlFor={`${searchId}-status`}>
            Status
          </label>
          <select
            id={`${searchId}-status`}
            className="field"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as "" | EnquiryStatus);
              setPage(1);
            }}
          >
            <option value="">All</option>
            <StatusOptions />
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor={`${searchId}-channel`}>
            Channel
          </label>
          <select
            id={`${searchId}-channel`}
            className="field"
            value={channel}
            onChange={(e) => {
              setChannel(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All</option>
            {ENQUIRY_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {CHANNEL_LABEL[c]}
              </option>
            ))}
          </select>
        </div>
        <form role="search" onSubmit={onSearch} className="flex flex-1 flex-wrap items-end gap-2">
          <div>
            <label className="field-label" htmlFor={`${searchId}-utm`}>
              Campaign source
            </label>
            <input id={`${searchId}-utm`} className="field w-36" placeholder="utm_source" value={utmDraft} onChange={(e) => setUtmDraft(e.target.value)} />
          </div>
          <div>
            <label className="field-label" htmlFor={`${searchId}-from`}>
              From
            </label>
            <input id={`${searchId}-from`} type="date" className="field" value={datesDraft.from} onChange={(e) => setDatesDraft({ ...datesDraft, from: e.target.value })} />
          </div>
          <div>
            <label className="field-label" htmlFor={`${searchId}-to`}>
              To
            </label>
            <input id={`${searchId}-to`} type="date" className="field" value={datesDraft.to} onChange={(e) => setDatesDraft({ ...datesDraft, to: e.target.value })} />
          </div>
          <div className="min-w-48 flex-1">
            <label className="field-label" htmlFor={`${searchId}-q`}>
              Search
            </label>
            <input id={`${searchId}-q`} type="search" className="field" placeholder="Name, e-mail, phone, message..." value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          <button type="submit" className="btn-primary">
            Search
          </button>
        </form>
      </div>

      <ErrorBanner message={error} />
      {items === null ? (
        <p role="status" className="text-muted">
          Loading enquiries...
        </p>
      ) : items.length === 0 ? (
        <p className="card p-6 text-muted">{params() ? "No enquiries match." : "No enquiries yet."}</p>
      ) : (
        <AdminTable head={["Received", "Name", "Contact", "Message", "Service", "Status", "E-mail", "Actions"]}>
          {items.map((e) => (
            <tr key={e.id} className={e.status === "new" ? "bg-blue-50/40" : undefined}>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                {formatShortDate(e.createdAt)}
                <span className="block text-xs">{timeOf(e.createdAt)}</span>
              </td>
              <td className="px-4 py-3 font-medium text-ink">{e.name}</td>
              <td className="px-4 py-3">
                <a className="block text-brand-700 hover:underline" href={`mailto:${e.email}`}>
                  {e.email}
                </a>
                <a className="text-slate-600 hover:underline" href={`tel:${e.phone}`}>
                  {e.phone}
                </a>
                <WhatsAppLink e={e} />
              </td>
              <td className="max-w-xs min-w-56 px-4 py-3 text-slate-700">
                <p className="line-clamp-3 break-words whitespace-pre-wrap" title={e.message}>
                  {e.message}
                </p>
              </td>
              <td className="px-4 py-3 text-slate-600">{[e.service, e.city].filter(Boolean).join(", ") || "—"}</td>
              <td className="px-4 py-3">
                <Badge text={e.status} style={STATUS_STYLE[e.status]} />
              </td>
              <td className="px-4 py-3">
                <Badge {...MAIL_LABEL[e.mail.state]} />
              </td>
              <td className="px-4 py-3">
                <button type="button" className="btn-outline px-3 py-1.5" onClick={() => setOpenId(e.id)} aria-label={`Open the enquiry from ${e.name}`}>
                  Open
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {items && items.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{adminMessages.enquiriesRange((page - 1) * ENQUIRY_PAGE_SIZE + 1, (page - 1) * ENQUIRY_PAGE_SIZE + items.length, total)}</p>
          <PageButtons page={page} totalPages={totalPages} onPage={setPage} />
        </div>
      )}
      <Dialog open={opened !== null} onClose={() => setOpenId(null)} title={opened ? `Enquiry from ${opened.name}` : "Enquiry"} className="max-w-2xl">
        {opened && <EnquiryDetail key={opened.id} enquiry={opened} onSaved={saved} />}
      </Dialog>
    </div>
  );
}

function EnquiryDetail({ enquiry: e, onSaved }: { enquiry: Enquiry; onSaved: (e: Enquiry) => void }) {
  const id = useId();
  const [status, setStatus] = useState<EnquiryStatus>(e.status);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function save(ev: FormEvent) {
    ev.preventDefault();
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const { data } = await adminFetch<{ data: Enquiry }>(`/api/enquiries/${encodeURIComponent(e.id)}`, { method: "PUT", json: note.trim() ? { status, note } : { status } });
      onSaved(data);
      setNote("");
      setDone(true);
    } catch (err) {
      setError(errorText(err, adminMessages.enquiryUpdateFailed));
    } finally {
      setBusy(false);
    }
  }

  const utm = Object.entries(e.utm);
  const rows: [string, ReactNode][] = [
    ["Received", `${formatLongDate(e.createdAt)}, ${timeOf(e.createdAt)}`],
    ["Email", <a key="m" className="text-brand-700 hover:underline" href={`mailto:${e.email}`}>{e.email}</a>],
    ["Phone", <span key="t"><a className="text-brand-700 hover:underline" href={`tel:${e.phone}`}>{e.phone}</a><WhatsAppLink e={e} /></span>],
    ["Service", e.service || "—"],
    ["City", e.city || "—"],
    ["Form", e.source || "—"],
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
      <NotesHistory enquiry={e} />
      <form onSubmit={save} className="space-y-4 border-t border-slate-200 pt-4">
        <ErrorBanner message={error} />
        <div>
          <label className="field-label" htmlFor={`${id}-status`}>
            Status
          </label>
          <select id={`${id}-status`} className="field" value={status} onChange={(ev) => setStatus(ev.target.value as EnquiryStatus)}>
            <StatusOptions />
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor={`${id}-note`}>
            {adminMessages.enquiryAddNote}
          </label>
          <textarea id={`${id}-note`} className="field min-h-20" maxLength={ENQUIRY_LIMITS.note} value={note} onChange={(ev) => setNote(ev.target.value)} />
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
      </form>
    </div>
  );
}

/** The notes of an enquiry, oldest first, each with who and when; an old single note comes first. */
function NotesHistory({ enquiry: e }: { enquiry: Enquiry }) {
  const when = (iso: string) => `${formatLongDate(iso)}, ${timeOf(iso)}`;
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

/** Prev, page numbers and Next under the table; only when there is more than one page. */
function PageButtons({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  const go = (n: number) => {
    onPage(n);
    window.scrollTo({ top: 0 });
  };
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center gap-2">
      <button type="button" className="btn-outline min-w-20" disabled={page <= 1} onClick={() => go(page - 1)}>
        Prev
      </button>
      <PageNumbers
        page={page}
        totalPages={totalPages}
        item={(n, className, current) => (
          <button type="button" onClick={() => go(n)} aria-label={`Page ${n}`} aria-current={current ? "page" : undefined} className={className}>
            {n}
          </button>
        )}
      />
      <button type="button" className="btn-outline min-w-20" disabled={page >= totalPages} onClick={() => go(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** The options of an enquiry status select: New, Contacted, Closed, Spam. */
function StatusOptions() {
  return ENQUIRY_STATUSES.map((s) => (
    <option key={s} value={s}>
      {s[0].toUpperCase() + s.slice(1)}
    </option>
  ));
}
