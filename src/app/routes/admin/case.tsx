// /admin/cases/{reference} (admins, and editors an admin gave access): one client's case: the client and the order
// or enquiry it came from, the stages with their dates and "Advance to next stage", the documents asked for with
// the files sent (download, accept, reject with a reason), an upload on the client's behalf, a request for
// another document, the messages with the client, internal notes, Close or Reopen, and a sign-in link to e-mail.
// Every form posts to this route's action with its `intent` (advance, close, reopen, note, message, request,
// sign-in-link, accept, reject, upload): with JavaScript through its own fetcher, without it as a plain form. A
// write that worked comes back here with "?done={intent}" (the notice, and a reload does not post again); a
// refused one shows the API's error beside its form with what was typed. Advance and Close ask first: with
// JavaScript in a dialog, without it on the page, opened by the address ("?confirm=advance").
import { useId, useState, type ReactNode } from "react";
import { Link, redirect, useActionData, useFetcher, useLoaderData, useLocation, useNavigate, useSearchParams } from "react-router";
import { caseAdminMessages as m } from "../../../shared/admin-messages";
import { caseMessages } from "../../../shared/case-messages";
import { CASE_LIMITS, type ChecklistItem } from "../../../shared/schemas/case";
import { AdminHeader, ConfirmDialog, ErrorBanner, UrlButton } from "../../components/admin/ui";
import { CaseStatusBadge, formatDay, ItemStatusBadge, OverdueBadge, staffName, WaitingBadge, type CaseDetail, type StaffDocument } from "../../components/admin/case-ui";
import { adminWrite, loadAdmin, loadScreen, staffOf, submitted, type ScreenArgs } from "../../lib/admin-data";
import { useAdminUser } from "../../lib/admin-session";
import { mailMessages } from "../../../shared/mail-messages";
import { MailOffNote } from "../../components/admin/mail-settings";
import { formatDateTime } from "../../lib/date-time";
import { formatBytes, formatShortDate } from "../../lib/format";
import type { Route } from "./+types/case";
import { Panel } from "../../components/admin/panel";

export const meta = () => [{ title: "Case | Admin" }, { name: "robots", content: "noindex" }];

type Intent = "advance" | "close" | "reopen" | "note" | "message" | "request" | "sign-in-link" | "accept" | "reject" | "upload";

/** What a form posts: its intent and its fields (`doc` names the file accepted or rejected). */
type Sent = { intent?: string; doc?: string; text?: string; reason?: string; label?: string; hint?: string };

/** A refused write, named by its form (and its file), with what was typed (kept in its boxes). */
export type CaseRefusal = { intent: Intent; doc?: string; ok: false; error: string; status: number; typed?: Record<string, string> };

const apiPath = (reference: string) => `/api/cases/${encodeURIComponent(reference)}`;
const screenPath = (reference: string) => `/admin/cases/${encodeURIComponent(reference)}`;
const downloadHref = (reference: string, doc: string) => `${apiPath(reference)}/documents/${encodeURIComponent(doc)}`;

/** References are upper case ("CRD-…", "CASE-…"); one typed in lower case is the same case. */
const referenceOf = (params: { reference: string }) => params.reference.toUpperCase();

export function loader(args: Route.LoaderArgs) {
  // With whether e-mail can go out: "Send a sign-in link" only sends e-mail.
  return loadScreen(args, async () => ({ ...(await loadAdmin<CaseDetail>(args, apiPath(referenceOf(args.params)), m.caseFetchFailed)), mailOn: args.context.mail.on }));
}

const FAILED: Record<Intent, string> = {
  advance: m.advanceFailed,
  close: m.closeFailed,
  reopen: m.reopenFailed,
  note: m.noteFailed,
  message: m.messageFailed,
  request: m.requestFailed,
  "sign-in-link": m.signInFailed,
  accept: m.acceptFailed,
  reject: m.rejectFailed,
  upload: m.uploadFailed,
};

/** One write to the case's API; on success back to the case with the notice ("?done={intent}"). */
async function write(
  args: ScreenArgs,
  reference: string,
  intent: Intent,
  path: string,
  init: { json?: unknown; form?: FormData },
  extra: Pick<CaseRefusal, "doc" | "typed"> = {},
): Promise<CaseRefusal> {
  const written = await adminWrite(args, `${apiPath(reference)}/${path}`, { method: "POST", ...init }, FAILED[intent]);
  if (written.ok) throw redirect(`${screenPath(reference)}?done=${intent}`);
  return { intent, ...extra, ...written };
}

/** The upload posted as a form with a file: only what the upload route reads goes on (the item and the file). */
async function upload(args: Route.ActionArgs, reference: string): Promise<CaseRefusal> {
  const form = await args.request.formData();
  const file = form.get("file");
  const item = String(form.get("item") ?? "");
  if (!(file instanceof File) || file.size === 0) return { intent: "upload", ok: false, error: caseMessages.fileMissing, status: 400, typed: { item } };
  const sent = new FormData();
  sent.append("item", item);
  sent.append("file", file, file.name);
  return write(args, reference, "upload", "documents", { form: sent }, { typed: { item } });
}

export async function action(args: Route.ActionArgs): Promise<CaseRefusal> {
  staffOf(args);
  const reference = referenceOf(args.params);
  if (args.request.headers.get("content-type")?.startsWith("multipart/form-data")) return upload(args, reference);
  const sent = await submitted<Sent>(args.request);
  const doc = sent.doc ?? "";
  switch (sent.intent) {
    case "advance":
    case "close":
    case "reopen":
      return write(args, reference, sent.intent, sent.intent, { json: {} });
    case "sign-in-link":
      return write(args, reference, "sign-in-link", "sign-in-link", { json: {} });
    case "note":
      return write(args, reference, "note", "notes", { json: { text: sent.text ?? "" } }, { typed: { text: sent.text ?? "" } });
    case "message":
      return write(args, reference, "message", "messages", { json: { text: sent.text ?? "" } }, { typed: { text: sent.text ?? "" } });
    case "request": {
      const typed = { label: sent.label ?? "", hint: sent.hint ?? "" };
      return write(args, reference, "request", "requests", { json: typed }, { typed });
    }
    case "accept":
      return write(args, reference, "accept", `documents/${encodeURIComponent(doc)}/accept`, { json: {} }, { doc });
    case "reject":
      return write(
        args,
        reference,
        "reject",
        `documents/${encodeURIComponent(doc)}/reject`,
        { json: { reason: sent.reason ?? "" } },
        { doc, typed: { reason: sent.reason ?? "" } },
      );
    default:
      return { intent: "note", ok: false, error: FAILED.note, status: 400 };
  }
}

/** The notice of a write that worked, from "?done=" and the case as it now is. */
function doneNotice(done: string | null, c: CaseDetail): string | null {
  switch (done as Intent | null) {
    case "advance":
      return m.advanced(c.stages[c.stage]?.name);
    case "close":
      return m.closed;
    case "reopen":
      return m.reopened;
    case "note":
      return m.noteSaved;
    case "message":
      return m.messageSent;
    case "request":
      return m.requested;
    case "sign-in-link":
      return m.signInSent(c.client.email);
    case "accept":
      return m.accepted;
    case "reject":
      return m.rejected;
    case "upload":
      return m.uploaded;
    default:
      return null;
  }
}

/**
 * A form of this screen: its own fetcher (with JavaScript), its refusal (the fetcher's answer, or the page's when
 * it was posted without JavaScript) and whether it is being sent.
 */
function useCaseForm(intent: Intent, doc?: string) {
  const fetcher = useFetcher<typeof action>();
  const posted = useActionData<typeof action>();
  const mine = posted?.intent === intent && (doc === undefined || posted.doc === doc) ? posted : undefined;
  const failed = fetcher.data ?? mine;
  return { fetcher, failed, busy: fetcher.state !== "idle" };
}

export default function AdminCase() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const [params] = useSearchParams();
  if (!loaded.data) {
    return (
      <div>
        <AdminHeader title="Case" actions={<BackLink />} />
        <ErrorBanner message={loaded.error} />
      </div>
    );
  }
  const c = loaded.data;
  const open = c.status === "open";
  const notice = posted ? null : doneNotice(params.get("done"), c);
  return (
    <div>
      <AdminHeader title={m.caseTitle(c.reference)} actions={<BackLink />} />
      <div className="-mt-3 mb-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
        <CaseStatusBadge status={c.status} />
        <WaitingBadge on={c.waitingOn} />
        {c.overdue && <OverdueBadge />}
        <span className="font-medium text-ink">{c.package.title}</span>
        <span>{m.openedOn(formatDateTime(c.createdAt))}</span>
        {c.closedAt && <span>{m.closedOn(formatDateTime(c.closedAt))}</span>}
      </div>
      {notice && (
        <p role="status" className="mb-4 success-banner">
          {notice}
        </p>
      )}
      {/* On a phone the client comes first, then the work, then the rest of the side column. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <ClientCard c={c} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Stages c={c} />
          <Checklist c={c} />
          {open && <UploadForm c={c} />}
          {open && <RequestForm />}
          <Messages c={c} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-2">
          {c.client.email && <SignInLink mailOn={loaded.mailOn} />}
          <Notes c={c} />
          {open ? <CloseCase /> : <ReopenCase />}
        </div>
      </div>
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/admin/cases" className="btn-outline">
      {m.allCases}
    </Link>
  );
}

function ClientCard({ c }: { c: CaseDetail }) {
  const rows: [string, ReactNode][] = [
    ["Name", c.client.name],
    [
      "E-mail",
      c.client.email ? (
        <a className="break-all text-brand-700 hover:underline" href={`mailto:${c.client.email}`}>
          {c.client.email}
        </a>
      ) : (
        "—"
      ),
    ],
    [
      "Phone",
      c.client.phone ? (
        <a className="text-brand-700 hover:underline" href={`tel:${c.client.phone}`}>
          {c.client.phone}
        </a>
      ) : (
        "—"
      ),
    ],
  ];
  if (c.orderId) {
    rows.push([
      m.orderLink,
      <Link key="o" to={`/admin/orders/${encodeURIComponent(c.orderId)}`} className="font-medium text-brand-700 hover:underline" data-testid="case-order">
        {c.reference}
      </Link>,
    ]);
  }
  if (c.enquiryId) {
    rows.push([
      m.enquiryLink,
      <Link key="e" to={`/admin/enquiries?open=${encodeURIComponent(c.enquiryId)}`} className="font-medium text-brand-700 hover:underline">
        {m.openEnquiry}
      </Link>,
    ]);
  }
  return (
    <Panel title={m.clientTitle}>
      <dl className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-slate-600">{k}</dt>
            <dd className="break-words text-ink">{v}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/** Done ✓ with its day, the current one with its expected day, the next ones; then "Advance to next stage". */
function Stages({ c }: { c: CaseDetail }) {
  const current = c.stageViews.find((s) => s.state === "current");
  const next = c.stageViews[c.stage + 1];
  return (
    <Panel title={m.stagesTitle} testId="stages">
      {c.stageViews.length === 0 ? (
        <p className="text-sm text-muted">{m.noStages}</p>
      ) : (
        <ol className="space-y-3" aria-label={m.stagesTitle}>
          {c.stageViews.map((s, i) => (
            <li key={i} className="flex gap-3" data-state={s.state} aria-current={s.state === "current" ? "step" : undefined}>
              <span
                aria-hidden="true"
                className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  s.state === "done"
                    ? "bg-green-600 text-white"
                    : s.state === "current"
                      ? "bg-brand-600 text-white ring-4 ring-brand-100"
                      : "border-2 border-slate-300 text-slate-500"
                }`}
              >
                {s.state === "done" ? "✓" : i + 1}
              </span>
              <div className="min-w-0">
                <p className={`font-medium break-words ${s.state === "next" ? "text-slate-600" : "text-ink"}`}>
                  {s.name}
                  {s.state === "done" && <span className="sr-only"> (done)</span>}
                </p>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                  {s.state === "done" && s.doneAt && <span>{m.stageDone(formatShortDate(s.doneAt))}</span>}
                  {s.state === "current" && <span className="font-semibold text-brand-700">{m.stageNow}</span>}
                  {s.expectedBy && <span className={s.state === "current" && c.overdue ? "font-medium text-red-800" : ""}>{m.stageExpected(formatDay(s.expectedBy))}</span>}
                  {s.state === "current" && c.overdue && <OverdueBadge />}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {c.stageViews.length > 0 && (
        <p className="mt-4 text-sm text-slate-700">{current ? (c.expectedFinish ? m.expectedFinish(formatDay(c.expectedFinish)) : null) : m.allStagesDone}</p>
      )}
      {c.status === "open" && current && <Advance current={current.name} next={next?.name} />}
    </Panel>
  );
}

/** A write that asks first: with JavaScript a dialog, then its fetcher; without it "?confirm={intent}" shows the question on the page. */
function ConfirmedButton({ intent, label, message, className }: { intent: "advance" | "close"; label: string; message: string; className: string }) {
  const { fetcher, failed, busy } = useCaseForm(intent);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const asked = params.get("confirm") === intent;
  const cancel = () => {
    setAsking(false);
    if (asked) void navigate(pathname, { replace: true, preventScrollReset: true });
  };
  const confirm = () => {
    cancel();
    void fetcher.submit({ intent }, { method: "post", preventScrollReset: true });
  };
  return (
    <div className="mt-4">
      <ErrorBanner message={failed?.error} />
      <div className="flex justify-end">
        <UrlButton name="confirm" value={intent} className={className} onClick={() => setAsking(true)} disabled={busy}>
          {busy && intent === "advance" ? m.advancing : label}
        </UrlButton>
      </div>
      <div className="mt-3">
        <ConfirmDialog open={asking || asked} message={message} confirmLabel={label} onConfirm={confirm} onCancel={cancel} post={{ intent }} cancelHref={pathname} />
      </div>
    </div>
  );
}

function Advance({ current, next }: { current: string; next?: string }) {
  return <ConfirmedButton intent="advance" label={m.advance} message={m.confirmAdvance(current, next)} className="btn-primary" />;
}

/** Each document asked for: its state, the file now standing for it (download, accept, reject) and earlier files. */
function Checklist({ c }: { c: CaseDetail }) {
  const byId = new Map(c.documents.map((d) => [d.id, d]));
  return (
    <Panel title={m.checklistTitle} testId="checklist">
      {c.documentsErasedAt && <p className="mb-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{m.documentsErased(formatShortDate(c.documentsErasedAt))}</p>}
      {c.checklist.length === 0 ? (
        <p className="text-sm text-muted">{m.noChecklist}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={m.checklistTitle}>
          {c.checklist.map((item) => (
            <ChecklistRow
              key={item.id}
              reference={c.reference}
              item={item}
              doc={item.documentId ? byId.get(item.documentId) : undefined}
              earlier={c.documents.filter((d) => d.item === item.id && d.id !== item.documentId)}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ChecklistRow({ reference, item, doc, earlier }: { reference: string; item: ChecklistItem; doc?: StaffDocument; earlier: StaffDocument[] }) {
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="checklist-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">{item.label}</p>
          {item.hint && <p className="text-xs text-slate-600">{item.hint}</p>}
        </div>
        <ItemStatusBadge status={item.status} />
      </div>
      {item.status === "rejected" && item.reason && <p className="mt-2 text-sm text-red-800">{m.reason(item.reason)}</p>}
      {doc && (
        <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
          <FileLine reference={reference} doc={doc} />
          {doc.reviewedBy && doc.reviewedAt && <p className="mt-1 text-xs text-slate-600">{m.reviewedBy(staffName(doc.reviewedBy), formatDateTime(doc.reviewedAt))}</p>}
          {doc.status === "uploaded" && (
            <div className="mt-3 flex flex-wrap items-start gap-2">
              <AcceptButton doc={doc.id} label={item.label} />
              <RejectForm doc={doc.id} label={item.label} />
            </div>
          )}
        </div>
      )}
      {earlier.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-600">{m.earlierFiles(earlier.length)}</summary>
          <ul className="mt-2 space-y-2 pl-4">
            {earlier.map((d) => (
              <li key={d.id}>
                <FileLine reference={reference} doc={d} />
                {d.reason && <p className="text-xs text-red-800">{m.reason(d.reason)}</p>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** A file's name, size and day, who uploaded it when staff did, and its download (a plain link: the session cookie goes with it). */
function FileLine({ reference, doc }: { reference: string; doc: StaffDocument }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className="min-w-0 font-medium break-all text-ink">{doc.name}</span>
      <span className="text-xs text-slate-600">
        {formatBytes(doc.size)}, {formatDateTime(doc.uploadedAt)}
        {doc.uploadedBy && `, ${m.uploadedBy(staffName(doc.uploadedBy))}`}
        {(doc.status === "rejected" || doc.status === "replaced") && ` (${m.fileStatus[doc.status]})`}
      </span>
      <a href={downloadHref(reference, doc.id)} className="text-xs font-semibold text-brand-700 hover:underline" download aria-label={`${m.download} ${doc.name}`}>
        {m.download}
      </a>
    </p>
  );
}

function AcceptButton({ doc, label }: { doc: string; label: string }) {
  const { fetcher, failed, busy } = useCaseForm("accept", doc);
  return (
    <fetcher.Form method="post" preventScrollReset className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="doc" value={doc} />
      <ErrorBanner message={failed?.error} />
      <button type="submit" className="btn-primary px-3 py-1.5" disabled={busy} aria-label={`${m.accept} ${label}`}>
        {m.accept}
      </button>
    </fetcher.Form>
  );
}

/** Reject needs a reason the client sees: a small form behind its button (a disclosure, so it works without JavaScript). */
function RejectForm({ doc, label }: { doc: string; label: string }) {
  const id = useId();
  const { fetcher, failed, busy } = useCaseForm("reject", doc);
  return (
    <details className="group min-w-0 flex-1 basis-64" open={failed ? true : undefined}>
      <summary className="btn-outline inline-flex cursor-pointer list-none px-3 py-1.5 text-red-800 group-open:border-red-300" aria-label={`${m.reject} ${label}`}>
        {m.reject}…
      </summary>
      <fetcher.Form method="post" preventScrollReset className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="doc" value={doc} />
        <ErrorBanner message={failed?.error} />
        <label className="field-label" htmlFor={`${id}-reason`}>
          {m.rejectReason}
          <span className="text-red-700"> *</span>
        </label>
        <input id={`${id}-reason`} name="reason" className="field" required maxLength={CASE_LIMITS.reason} defaultValue={failed?.typed?.reason ?? ""} />
        <button type="submit" className="btn-danger px-3 py-1.5" disabled={busy}>
          {m.reject}
        </button>
      </fetcher.Form>
    </details>
  );
}

/** A file the client sent another way: which document it is and the file (multipart). */
function UploadForm({ c }: { c: CaseDetail }) {
  const id = useId();
  const { fetcher, failed, busy } = useCaseForm("upload");
  const open = c.checklist.filter((i) => i.status !== "accepted");
  return (
    <Panel title={m.uploadTitle} hint={m.uploadHint}>
      {open.length === 0 ? (
        <p className="text-sm text-muted">{m.nothingToUpload}</p>
      ) : (
        // A new upload starts an empty form.
        <fetcher.Form key={c.documents.length} method="post" encType="multipart/form-data" preventScrollReset className="space-y-3">
          <input type="hidden" name="intent" value="upload" />
          <ErrorBanner message={failed?.error} />
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="min-w-0">
              <label className="field-label" htmlFor={`${id}-item`}>
                {m.uploadItem}
              </label>
              <select id={`${id}-item`} name="item" className="field" required defaultValue={failed?.typed?.item ?? ""}>
                <option value="" disabled>
                  {m.uploadChoose}
                </option>
                {open.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-0">
              <label className="field-label" htmlFor={`${id}-file`}>
                {m.uploadFile}
              </label>
              <input id={`${id}-file`} name="file" type="file" className="field" required accept="application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp" />
            </div>
          </div>
          <div className="flex justify-end">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? m.uploading : m.uploadButton}
            </button>
          </div>
        </fetcher.Form>
      )}
    </Panel>
  );
}

/** Another document for the client's list: a label and a one-line hint. */
function RequestForm() {
  const id = useId();
  const { fetcher, failed, busy } = useCaseForm("request");
  return (
    <Panel title={m.requestTitle}>
      <fetcher.Form method="post" preventScrollReset className="space-y-3">
        <input type="hidden" name="intent" value="request" />
        <ErrorBanner message={failed?.error} />
        <div>
          <label className="field-label" htmlFor={`${id}-label`}>
            {m.requestLabel}
            <span className="text-red-700"> *</span>
          </label>
          <input id={`${id}-label`} name="label" className="field" required maxLength={CASE_LIMITS.label} defaultValue={failed?.typed?.label ?? ""} />
        </div>
        <div>
          <label className="field-label" htmlFor={`${id}-hint`}>
            {m.requestHint}
          </label>
          <input id={`${id}-hint`} name="hint" className="field" maxLength={CASE_LIMITS.hint} defaultValue={failed?.typed?.hint ?? ""} />
        </div>
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={busy}>
            {m.requestButton}
          </button>
        </div>
      </fetcher.Form>
    </Panel>
  );
}

/** The thread, oldest first: the client's on the left, ours on the right; then the reply. */
function Messages({ c }: { c: CaseDetail }) {
  const id = useId();
  const { fetcher, failed, busy } = useCaseForm("message");
  return (
    <Panel title={m.messagesTitle}>
      {c.messages.length === 0 ? (
        <p className="text-sm text-muted">{m.noMessages}</p>
      ) : (
        <ol className="space-y-3" aria-label={m.messagesTitle}>
          {c.messages.map((msg) => {
            const client = msg.from === "client";
            return (
              <li key={msg.id} className={`flex ${client ? "justify-start" : "justify-end"}`} data-from={msg.from}>
                <div
                  className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm ${client ? "rounded-bl-sm bg-slate-100 text-ink" : "rounded-br-sm bg-brand-50 text-ink ring-1 ring-brand-200"}`}
                >
                  <p className="mb-1 text-xs text-slate-600">
                    <span className="font-semibold">{client ? `${c.client.name} (${m.fromClient})` : `${staffName(msg.by) || m.fromFirm} (${m.fromFirm})`}</span>,{" "}
                    {formatDateTime(msg.at)}
                  </p>
                  <p className="break-words whitespace-pre-wrap">{msg.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {/* A sent message starts an empty form. */}
      <fetcher.Form key={c.messages.length} method="post" preventScrollReset className="mt-4 space-y-2">
        <input type="hidden" name="intent" value="message" />
        <ErrorBanner message={failed?.error} />
        <label className="field-label" htmlFor={`${id}-text`}>
          {m.replyLabel}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          className="field min-h-24"
          required
          maxLength={CASE_LIMITS.message}
          defaultValue={failed?.typed?.text ?? ""}
          aria-describedby={`${id}-hint`}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-hint`} className="text-xs text-muted">
            {m.replyHint}
          </p>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? m.replySending : m.replyButton}
          </button>
        </div>
      </fetcher.Form>
    </Panel>
  );
}

function Notes({ c }: { c: CaseDetail }) {
  const id = useId();
  const { fetcher, failed, busy } = useCaseForm("note");
  return (
    <Panel title={m.notesTitle} hint={m.notesHint}>
      {c.notes.length === 0 ? (
        <p className="text-sm text-muted">{m.noNotes}</p>
      ) : (
        <ol className="space-y-2" aria-label={m.notesTitle}>
          {c.notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-amber-50 p-3 text-sm">
              <p className="text-xs text-slate-600">{m.noteBy(staffName(n.by), formatDateTime(n.at))}</p>
              <p className="break-words whitespace-pre-wrap text-ink">{n.text}</p>
            </li>
          ))}
        </ol>
      )}
      {/* A new note starts an empty form. */}
      <fetcher.Form key={c.notes.length} method="post" preventScrollReset className="mt-4 space-y-2">
        <input type="hidden" name="intent" value="note" />
        <ErrorBanner message={failed?.error} />
        <label className="field-label" htmlFor={`${id}-text`}>
          {m.noteAdd}
        </label>
        <textarea id={`${id}-text`} name="text" className="field min-h-20" required maxLength={CASE_LIMITS.note} defaultValue={failed?.typed?.text ?? ""} />
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? m.noteAdding : m.noteAddButton}
          </button>
        </div>
      </fetcher.Form>
    </Panel>
  );
}

/** Disabled, with the reason, while mail is off: the link would reach nobody. */
function SignInLink({ mailOn }: { mailOn: boolean }) {
  const { fetcher, failed, busy } = useCaseForm("sign-in-link");
  const user = useAdminUser();
  return (
    <Panel title={m.signInTitle} hint={m.signInHint}>
      <fetcher.Form method="post" preventScrollReset className="space-y-2">
        <input type="hidden" name="intent" value="sign-in-link" />
        <ErrorBanner message={failed?.error} />
        <button type="submit" className="btn-outline" disabled={busy || !mailOn}>
          {m.signInSend}
        </button>
        {!mailOn && <MailOffNote reason={mailMessages.signInOff} admin={user.role === "admin"} />}
      </fetcher.Form>
    </Panel>
  );
}

function CloseCase() {
  return (
    <Panel title={m.closeTitle} hint={m.closeHint}>
      <ConfirmedButton intent="close" label={m.close} message={m.confirmClose} className="btn-danger" />
    </Panel>
  );
}

function ReopenCase() {
  const { fetcher, failed, busy } = useCaseForm("reopen");
  return (
    <Panel title={m.reopenTitle} hint={m.reopenHint}>
      <fetcher.Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="reopen" />
        <ErrorBanner message={failed?.error} />
        <button type="submit" className="btn-primary" disabled={busy}>
          {m.reopen}
        </button>
      </fetcher.Form>
    </Panel>
  );
}
