// /client/cases/{reference}: a client's own case (docs/product.md#cases), phone first. Where it stands and what
// comes next; what the firm needs from them (each document with its hint, the reason of a rejection, an upload
// form); what they sent (a download, a replacement while not yet accepted); messages with the firm; the order's
// invoices; their data (download, erasure). Every form is a plain post to this route's action, the upload a
// multipart one, so the page works without JavaScript; with it, uploads show their progress. Another client's
// reference answers 404, as an unknown one does. Never kept, never indexed.
import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { caseMessages as messages, checklistStatusLabels } from "../../shared/case-messages";
import { CASE_LIMITS, type ClientCaseView } from "../../shared/schemas/case";
import { formatLongDate } from "../lib/format";
import { firmNameOf } from "../lib/page-meta";
import { useHydrated } from "../lib/use-hydrated";
import type { Route } from "./+types/client-case";

export const headers = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const firmName = firmNameOf(matches);
  const title = `${loaderData.view.service} ${loaderData.view.reference}`;
  return [{ title: firmName ? `${title} | ${firmName}` : title }, { name: "robots", content: "noindex" }];
};

/** The largest body the page's upload form may send: the file's limit and room for the form's fields. */
const UPLOAD_BODY_MAX = CASE_LIMITS.fileBytes + 64 * 1024;

export function loader({ params, request, context }: Route.LoaderArgs) {
  if (!context.client.user) throw redirect("/client", 303);
  const view = context.client.caseView(params.reference);
  if (!view) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return { view, done: done === "uploaded" || done === "sent" || done === "erasure" ? done : null };
}

type Failure = { intent: string; item?: string; error: string; text?: string };

export async function action({ params, request, context }: Route.ActionArgs) {
  if (!context.client.user) throw redirect("/client", 303);
  const page = `/client/cases/${encodeURIComponent(params.reference)}`;
  // A body past the file's limit is refused before it is read (a form post always says its length).
  const length = Number(request.headers.get("content-length") ?? "NaN");
  if (!(length <= UPLOAD_BODY_MAX)) return data<Failure>({ intent: "upload", error: messages.documentTooLarge }, { status: 413 });
  const form = await request.formData().catch(() => null);
  if (!form) return data<Failure>({ intent: "", error: messages.uploadFailed }, { status: 400 });
  const intent = String(form.get("intent") ?? "");
  if (intent === "upload") {
    const item = String(form.get("item") ?? "");
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return data<Failure>({ intent, item, error: messages.fileMissing }, { status: 400 });
    const result = await context.client.upload(params.reference, item, file);
    if (result.ok) return redirect(`${page}?done=uploaded#documents`, 303);
    return data<Failure>({ intent, item, error: result.error || messages.uploadFailed }, { status: result.status });
  }
  if (intent === "message") {
    const text = String(form.get("text") ?? "").slice(0, CASE_LIMITS.message * 2);
    const result = context.client.message(params.reference, text);
    if (result.ok) return redirect(`${page}?done=sent#messages`, 303);
    return data<Failure>({ intent, text, error: result.fields?.[0]?.message ?? (result.error || messages.messageFailed) }, { status: result.status });
  }
  if (intent === "erasure") {
    const result = context.client.requestErasure();
    if (result.ok) return redirect(`${page}?done=erasure#your-data`, 303);
    return data<Failure>({ intent, error: result.error || messages.erasureFailed }, { status: result.status });
  }
  return data<Failure>({ intent, error: messages.uploadFailed }, { status: 400 });
}

export default function ClientCase() {
  const { view, done } = useLoaderData<typeof loader>();
  const failed = useActionData<Failure>();
  const needed = view.checklist.filter((i) => i.status === "missing" || i.status === "rejected");
  const sent = view.checklist.filter((i) => i.status === "uploaded" || i.status === "accepted");
  const open = view.status === "open";
  return (
    <article className="mx-auto max-w-3xl">
      <p className="text-sm text-muted">
        <Link to="/client" className="text-link">
          Your registrations
        </Link>
      </p>
      <h1 className="mt-1 page-title">{view.service}</h1>
      <p className="mt-1 text-muted">
        Case <span className="font-semibold whitespace-nowrap">{view.reference}</span>
      </p>

      <section aria-labelledby="stage-heading" className="mt-6 card p-5 sm:p-6">
        <h2 id="stage-heading" className="text-lg font-bold">
          Where it stands
        </h2>
        <p className="mt-2 text-slate-700" data-testid="case-stage">
          {open ? `Now: ${view.stage}.` : "This case is closed."}
          {open && view.expectedFinish ? ` We expect to finish by ${formatLongDate(view.expectedFinish)}.` : ""}
        </p>
        {open && needed.length > 0 && (
          <p className="mt-2 font-semibold text-amber-800">
            {needed.length === 1 ? "We are waiting for 1 document from you." : `We are waiting for ${needed.length} documents from you.`}
          </p>
        )}
        <ol className="mt-4 space-y-3">
          {view.stages.map((s, i) => (
            <li key={`${i}-${s.name}`} className="flex gap-3">
              <span
                aria-hidden="true"
                className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${s.state === "done" ? "bg-green-600 text-white" : s.state === "current" ? "bg-brand-600 text-white" : "bg-slate-200 text-slate-600"}`}
              >
                {s.state === "done" ? "✓" : i + 1}
              </span>
              <div>
                <p className={s.state === "current" ? "font-semibold" : undefined}>
                  <span className="sr-only">{s.state === "done" ? "Done: " : s.state === "current" ? "Now: " : "Next: "}</span>
                  {s.name}
                </p>
                <p className="text-sm text-muted">
                  {s.state === "done" && s.doneAt ? `Done on ${formatLongDate(s.doneAt)}` : s.expectedBy ? `Expected by ${formatLongDate(s.expectedBy)}` : ""}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section id="documents" aria-labelledby="needed-heading" className="mt-8 scroll-mt-24">
        <h2 id="needed-heading" className="section-title">
          What we need from you
        </h2>
        {done === "uploaded" && (
          <p role="status" className="mt-4 success-banner" data-testid="uploaded">
            {messages.uploaded}
          </p>
        )}
        {view.documentsErasedAt && <p className="mt-4 card p-4 text-sm">Your documents were erased on {formatLongDate(view.documentsErasedAt)}, as our privacy notice says.</p>}
        {needed.length === 0 ? (
          <p className="mt-4 text-slate-700">Nothing right now: thank you.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {needed.map((item) => (
              <li key={item.id} className="card p-5">
                <h3 className="font-bold">{item.label}</h3>
                {item.hint && <p className="mt-1 text-sm text-muted">{item.hint}</p>}
                {item.status === "rejected" && item.reason && <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">Please send it again: {item.reason}</p>}
                {open && (
                  <UploadForm
                    reference={view.reference}
                    item={item.id}
                    label={item.label}
                    failed={failed?.intent === "upload" && failed.item === item.id ? failed.error : undefined}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {sent.length > 0 && (
        <section aria-labelledby="sent-heading" className="mt-8">
          <h2 id="sent-heading" className="section-title">
            What you sent
          </h2>
          <ul className="mt-4 space-y-4">
            {sent.map((item) => (
              <li key={item.id} className="card p-5">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-bold">{item.label}</h3>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${item.status === "accepted" ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900"}`}>
                    {checklistStatusLabels[item.status]}
                  </span>
                </div>
                {item.document && (
                  <p className="mt-1 text-sm">
                    <a href={`/api/client/cases/${view.reference}/documents/${item.document.id}`} className="text-link break-all" download>
                      {item.document.name}
                    </a>{" "}
                    <span className="text-muted">({Math.max(1, Math.round(item.document.size / 1024))} KB)</span>
                  </p>
                )}
                {open && item.status === "uploaded" && (
                  <details className="mt-3">
                    <summary className="cursor-pointer text-sm font-semibold text-brand-700">Replace this document</summary>
                    <UploadForm
                      reference={view.reference}
                      item={item.id}
                      label={item.label}
                      failed={failed?.intent === "upload" && failed.item === item.id ? failed.error : undefined}
                    />
                  </details>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <Messages view={view} sent={done === "sent"} failed={failed?.intent === "message" ? failed : undefined} />

      {view.invoices.length > 0 && view.orderLink && (
        <section aria-labelledby="invoices-heading" className="mt-8">
          <h2 id="invoices-heading" className="section-title">
            Invoices
          </h2>
          <ul className="mt-4 space-y-2">
            {view.invoices.map((i) => (
              <li key={i.number}>
                {i.kind === "invoice" ? "Tax invoice" : "Credit note"} {i.number} of {formatLongDate(i.date)}
              </li>
            ))}
          </ul>
          <a href={view.orderLink} className="mt-3 btn-outline">
            Order {view.orderReference} and its invoices
          </a>
        </section>
      )}

      <section id="your-data" aria-labelledby="data-heading" className="mt-8 scroll-mt-24 card p-5 sm:p-6">
        <h2 id="data-heading" className="text-lg font-bold">
          Your data
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Download everything we hold about you, or ask us to erase it.{" "}
          <Link to="/privacy-policy" className="text-link">
            Privacy notice
          </Link>
        </p>
        {done === "erasure" && (
          <p role="status" className="mt-3 success-banner">
            {messages.erasureRequested}
          </p>
        )}
        {failed?.intent === "erasure" && (
          <p role="alert" className="mt-3 error-banner">
            {failed.error}
          </p>
        )}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <a href="/api/client/export" className="btn-outline" download>
            Download my data
          </a>
          <Form method="post">
            <input type="hidden" name="intent" value="erasure" />
            <button type="submit" className="btn-outline w-full text-red-700 sm:w-auto">
              Erase my data
            </button>
          </Form>
        </div>
      </section>
    </article>
  );
}

function Messages({ view, sent, failed }: { view: ClientCaseView; sent: boolean; failed?: Failure }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section id="messages" aria-labelledby="messages-heading" className="mt-8 scroll-mt-24">
      <h2 id="messages-heading" className="section-title">
        Messages
      </h2>
      {view.messages.length === 0 ? (
        <p className="mt-4 text-slate-700">No messages yet. Write to us here about anything on your registration.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {view.messages.map((m) => (
            <li key={m.id} className={`rounded-lg p-3 ${m.from === "client" ? "ml-6 bg-brand-50" : "mr-6 bg-slate-100"}`}>
              <p className="text-xs text-muted">
                {m.from === "client" ? "You" : m.name}, {formatLongDate(m.at)}
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{m.text}</p>
            </li>
          ))}
        </ol>
      )}
      {sent && (
        <p role="status" className="mt-4 success-banner">
          {messages.messageSent}
        </p>
      )}
      {/* A new message in the thread starts the form afresh (with JavaScript the page is not reloaded). */}
      <Form key={view.messages.length} method="post" className="mt-4 space-y-2">
        <input type="hidden" name="intent" value="message" />
        <label htmlFor="message-text" className="field-label">
          Your message
        </label>
        <textarea
          id="message-text"
          name="text"
          rows={4}
          required
          maxLength={CASE_LIMITS.message}
          defaultValue={failed?.text}
          className="field"
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? "message-error" : undefined}
        />
        {failed && (
          <p id="message-error" role="alert" className="text-sm text-red-700">
            {failed.error}
          </p>
        )}
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          Send message
        </button>
      </Form>
    </section>
  );
}

/**
 * One document's upload: a multipart form posted to the page's action; with JavaScript the file goes to the
 * API with a progress bar, and the page's data is read again when it is stored.
 */
function UploadForm({ reference, item, label, failed }: { reference: string; item: string; label: string; failed?: string }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>(failed);
  const [done, setDone] = useState(false);
  const inputId = `file-${item}`;

  const send = (event: React.FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return setError(messages.fileMissing);
    if (file.size > CASE_LIMITS.fileBytes) return setError(messages.documentTooLarge);
    const body = new FormData();
    body.set("item", item);
    body.set("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/client/cases/${encodeURIComponent(reference)}/documents`);
    xhr.upload.onprogress = (e) => e.lengthComputable && setProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      setProgress(null);
      if (xhr.status === 201) {
        setError(undefined);
        setDone(true);
        void revalidator.revalidate();
        return;
      }
      try {
        setError((JSON.parse(xhr.responseText) as { error?: string }).error ?? messages.uploadFailed);
      } catch {
        setError(messages.uploadFailed);
      }
    };
    xhr.onerror = () => {
      setProgress(null);
      setError(messages.uploadFailed);
    };
    setError(undefined);
    setProgress(0);
    xhr.send(body);
  };

  return (
    <Form method="post" encType="multipart/form-data" className="mt-3 space-y-2" onSubmit={send}>
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="item" value={item} />
      <label htmlFor={inputId} className="field-label">
        <span className="sr-only">{label}: </span>Choose a PDF, JPEG, PNG or WebP file (at most 10 MB)
      </label>
      <input
        id={inputId}
        name="file"
        type="file"
        required
        accept="application/pdf,image/jpeg,image/png,image/webp"
        className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
      />
      {progress !== null && (
        <progress value={progress} max={100} className="h-2 w-full" aria-label={`Uploading ${label}`}>
          {progress}%
        </progress>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-green-800">
          {messages.uploaded}
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={progress !== null}>
        Upload
      </button>
    </Form>
  );
}
