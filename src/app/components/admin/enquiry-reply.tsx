// Reply from the inbox: the replies sent so far (who, when, delivery), a saved template to
// start from, the e-mail reply (POST /api/enquiries/{id}/reply) and a WhatsApp link with the same text.
// Replies and templates are written by the inbox route's action; a reply is also a plain form without JavaScript.
import { useEffect, useId, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { leadMessages } from "../../../shared/lead-messages";
import { whatsappDigits } from "../../../shared/phone";
import type { Enquiry } from "../../../shared/schemas/enquiry";
import type { ReplyTemplate } from "../../../shared/schemas/reply-template";
import { adminFetch } from "../../lib/admin-api";
import { useAdminWrite, type Written } from "../../lib/admin-data";
import { formatLongDate, formatTime } from "../../lib/format";
import { useHydrated } from "../../lib/use-hydrated";
import { mailMessages } from "../../../shared/mail-messages";
import { MailOffNote } from "./mail-settings";
import { ErrorBanner } from "./ui";

const DELIVERY: Record<string, string> = { pending: "sending", sent: "e-mailed", retry: "will retry", failed: "e-mail failed", off: "mail off" };

/** What these forms send to the inbox route's action: a reply, a template saved (no id: a new one) or deleted. */
export type ReplyIntent =
  | { intent: "reply"; id: string; message: string }
  | { intent: "template-save"; id?: string; template: { title: string; body: string } }
  | { intent: "template-delete"; id: string };

/** Templates are read once per page load and shared by every open enquiry. */
let templatesRequest: Promise<ReplyTemplate[]> | null = null;
function loadTemplates(): Promise<ReplyTemplate[]> {
  templatesRequest ??= adminFetch<{ data: ReplyTemplate[] }>("/api/reply-templates").then(
    (r) => r.data,
    () => ((templatesRequest = null), []),
  );
  return templatesRequest;
}

/**
 * `posted`: the answer to this form posted without JavaScript (with the typed text when it failed, to
 * keep it in the box). `mailOn`: whether replies can be e-mailed; while not, Send reply is disabled with the reason.
 */
export function EnquiryReply({
  enquiry: e,
  mailOn,
  posted,
  onReplied,
}: {
  enquiry: Enquiry;
  mailOn: boolean;
  posted?: Written<Enquiry> & { typed?: string };
  onReplied: (saved: Enquiry) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [templates, setTemplates] = useState<ReplyTemplate[]>([]);
  const [message, setMessage] = useState(posted?.ok === false ? (posted.typed ?? "") : "");
  const [error, setError] = useState<string | null>(posted?.ok === false ? posted.error : null);
  const [done, setDone] = useState(posted?.ok === true);
  const write = useAdminWrite<Enquiry>();
  useEffect(() => {
    let live = true;
    void loadTemplates().then((t) => live && setTemplates(t));
    return () => {
      live = false;
    };
  }, []);

  const send = async (ev: FormEvent) => {
    ev.preventDefault();
    setError(null);
    setDone(false);
    const written = await write.submit({ intent: "reply", id: e.id, message } satisfies ReplyIntent);
    if (!written.ok) return setError(written.error);
    setMessage("");
    setDone(true);
    onReplied(written.data);
  };
  const replies = e.replies ?? [];
  const whatsapp = `https://wa.me/${whatsappDigits(e.phone)}${message.trim() ? `?text=${encodeURIComponent(message.trim())}` : ""}`;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id={`${id}-title`} className="text-sm font-medium text-slate-600">
        {leadMessages.replyTitle}
      </h3>
      {replies.length > 0 && (
        <ol className="space-y-2" aria-label={leadMessages.repliesTitle}>
          {replies.map((r) => (
            <li key={r.id} className="rounded-lg bg-green-50 p-3 text-sm">
              <p className="text-xs text-slate-600">
                {leadMessages.replyBy(r.by.name || r.by.email || "—", `${formatLongDate(r.at)}, ${formatTime(r.at)}`)} · {DELIVERY[r.mail.state] ?? r.mail.state}
              </p>
              <p className="break-words whitespace-pre-wrap text-ink">{r.message}</p>
            </li>
          ))}
        </ol>
      )}
      <Form method="post" onSubmit={(ev) => void send(ev)} className="space-y-3">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="id" value={e.id} />
        <ErrorBanner message={error} />
        {templates.length > 0 && (
          <div>
            <label className="field-label" htmlFor={`${id}-template`}>
              {leadMessages.replyTemplate}
            </label>
            <select id={`${id}-template`} className="field" defaultValue="" onChange={(ev) => setMessage(templates.find((t) => t.id === ev.target.value)?.body ?? "")}>
              <option value="">{leadMessages.replyTemplateNone}</option>
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label className="field-label" htmlFor={`${id}-message`}>
            Reply to {e.email}
          </label>
          <textarea id={`${id}-message`} name="message" className="field min-h-24" maxLength={5000} value={message} onChange={(ev) => setMessage(ev.target.value)} required />
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {done && (
            <p role="status" className="text-sm text-green-800">
              {leadMessages.replySent}
            </p>
          )}
          <a className="btn-outline" href={whatsapp} target="_blank" rel="noopener noreferrer">
            {leadMessages.replyWhatsApp}
          </a>
          {/* Without JavaScript the box's own `required` checks it. */}
          <button type="submit" className="btn-primary" disabled={!mailOn || write.busy || (hydrated && !message.trim())} aria-describedby={mailOn ? undefined : `${id}-mail-off`}>
            {write.busy ? leadMessages.replySending : leadMessages.replySend}
          </button>
        </div>
        {!mailOn && (
          <div id={`${id}-mail-off`}>
            <MailOffNote reason={mailMessages.replyOff} admin />
          </div>
        )}
      </Form>
    </section>
  );
}

/** The saved reply templates, edited in place: title and text, Save, Delete, and Add (with JavaScript only: they are read by script). */
export function ReplyTemplatesEditor() {
  const hydrated = useHydrated();
  const [templates, setTemplates] = useState<ReplyTemplate[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const writer = useAdminWrite();
  const reload = () => {
    templatesRequest = null;
    void loadTemplates().then(setTemplates);
  };
  useEffect(reload, []);
  const write = async (intent: ReplyIntent) => {
    setError(null);
    const written = await writer.submit(intent);
    if (!written.ok) setError(written.error);
    else reload();
  };
  if (!hydrated) return null;
  return (
    <details className="mb-4 card p-4">
      <summary className="cursor-pointer text-sm font-bold text-ink">{leadMessages.templatesTitle}</summary>
      <div className="mt-3 space-y-3">
        <ErrorBanner message={error} />
        {(templates ?? []).map((t) => (
          <TemplateForm
            key={`${t.id}-${t.updatedAt}`}
            template={t}
            onSave={(v) => void write({ intent: "template-save", id: t.id, template: v })}
            onDelete={() => void write({ intent: "template-delete", id: t.id })}
          />
        ))}
        <TemplateForm key={`new-${templates?.length ?? 0}`} onSave={(v) => void write({ intent: "template-save", template: v })} />
      </div>
    </details>
  );
}

function TemplateForm({ template, onSave, onDelete }: { template?: ReplyTemplate; onSave: (v: { title: string; body: string }) => void; onDelete?: () => void }) {
  const id = useId();
  const [title, setTitle] = useState(template?.title ?? "");
  const [body, setBody] = useState(template?.body ?? "");
  return (
    <form
      className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[12rem_1fr_auto]"
      onSubmit={(ev) => {
        ev.preventDefault();
        onSave({ title, body });
      }}
    >
      <div>
        <label className="field-label" htmlFor={`${id}-title`}>
          Title
        </label>
        <input id={`${id}-title`} className="field" maxLength={80} value={title} onChange={(ev) => setTitle(ev.target.value)} required />
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-body`}>
          Text
        </label>
        <textarea id={`${id}-body`} className="field min-h-16" maxLength={5000} value={body} onChange={(ev) => setBody(ev.target.value)} required />
      </div>
      <div className="flex items-end gap-2">
        <button type="submit" className="btn-primary">
          {template ? "Save" : "Add"}
        </button>
        {onDelete && (
          <button type="button" className="btn-outline" onClick={onDelete}>
            Delete
          </button>
        )}
      </div>
    </form>
  );
}
