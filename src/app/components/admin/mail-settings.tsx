// The Mail section of /admin/settings (admins; #mail): the mail server, its sender and where enquiries go, saved
// through PUT /api/settings/mail, and "Send a test message" showing the mail server's own answer. What the
// environment sets (SMTP_URL, MAIL_FROM, MAIL_TO) is shown read-only with the reason. Both forms post to the
// settings route's action (mailSettingsAction below): with JavaScript as JSON through a fetcher, without it as forms.
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, redirect, useActionData, useFetcher, useSearchParams } from "react-router";
import { MAIL_SETTINGS_HREF, mailMessages as m } from "../../../shared/mail-messages";
import { DEFAULT_MAIL_PORT, MAIL_PASSWORD_MAX, MAIL_SECURITY, type MailSecurity, type MailSettingsView, type MailTestResult } from "../../../shared/schemas/mail-settings";
import { adminWrite, staffOf, submitted, type Loaded, type ScreenArgs } from "../../lib/admin-data";
import { postedByForm, postedCheckbox } from "./publishable-config";
import { ErrorBanner } from "./ui";

const ENDPOINT = "/api/settings/mail";

/** The section's fields as the forms hold them (text, as typed). */
type MailValues = {
  host: string;
  port: string;
  security: string;
  user: string;
  password: string;
  clearPassword: string;
  fromName: string;
  fromAddress: string;
  enquiriesTo: string;
};

/** What the section's forms post: the settings (only the fields the environment leaves to the admin), or a test message. */
type MailPost = { intent?: string; body?: Record<string, unknown>; to?: string };

/** The action's answer to the section: a save (with what was typed, when refused) or a test message and its answer. */
export type MailAnswer =
  | { intent: "mail-save"; ok: true }
  | { intent: "mail-save"; ok: false; error: string; status: number; typed: Partial<MailValues> }
  | { intent: "mail-test"; ok: true; response: string; to: string }
  | { intent: "mail-test"; ok: false; error: string; status: number; to: string };

const isMailAnswer = (a: unknown): a is MailAnswer => typeof a === "object" && a !== null && "intent" in a && String((a as { intent: unknown }).intent).startsWith("mail-");

/** The API body of the posted fields: only those posted (the environment's are not), an empty port left out (the usual one). */
function bodyOf(v: Partial<MailValues>, updatedAt: string | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (v.host !== undefined) {
    body.host = v.host;
    if (v.port?.trim()) body.port = Number(v.port.trim());
    body.security = v.security;
    body.user = v.user ?? "";
    if (v.password) body.password = v.password;
    if (postedCheckbox(v.clearPassword)) body.clearPassword = true;
  }
  for (const field of ["fromName", "fromAddress", "enquiriesTo"] as const) if (v[field] !== undefined) body[field] = v[field];
  if (updatedAt) body.updatedAt = updatedAt;
  return body;
}

/** The posted `body.x` fields as text (of a repeated name, the last). */
function typedOf(body: Record<string, unknown> | undefined): Partial<MailValues> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(body ?? {})) {
    const last: unknown = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === "string") out[name] = last;
  }
  return out as Partial<MailValues>;
}

/**
 * The settings route's action for this section: null for any other post (the firm's details). A save posted
 * without JavaScript goes back to the section ("?mail=saved#mail"); a test message's answer comes with the page.
 */
export async function mailSettingsAction(args: ScreenArgs): Promise<MailAnswer | null> {
  const sent = await submitted<MailPost>(args.request.clone());
  if (sent.intent !== "mail-save" && sent.intent !== "mail-test") return null;
  staffOf(args);
  if (sent.intent === "mail-test") {
    const to = typeof sent.to === "string" ? sent.to.trim() : "";
    const written = await adminWrite<MailTestResult>(args, `${ENDPOINT}/test`, { method: "POST", json: { to } }, m.testFailed);
    return written.ok
      ? { intent: "mail-test", ok: true, response: written.data.response, to }
      : { intent: "mail-test", ok: false, error: written.error, status: written.status, to };
  }
  const byForm = postedByForm(args.request);
  const typed = byForm ? typedOf(sent.body) : ((sent.body ?? {}) as Partial<MailValues>);
  const { password: _password, ...kept } = typed;
  const updatedAt = typeof sent.body?.updatedAt === "string" ? sent.body.updatedAt : undefined;
  const written = await adminWrite(args, ENDPOINT, { method: "PUT", json: byForm ? bodyOf(typed, updatedAt) : sent.body }, m.saveFailed);
  if (written.ok && byForm) throw redirect("/admin/settings?mail=saved#mail");
  // The password typed is never sent back to the page.
  return written.ok ? { intent: "mail-save", ok: true } : { intent: "mail-save", ok: false, error: written.error, status: written.status, typed: kept };
}

/** A field the environment sets: shown, not posted. */
const LOCKED = "field bg-slate-100 text-slate-700";

const securityOf = (s: string): MailSecurity => ((MAIL_SECURITY as readonly string[]).includes(s) ? (s as MailSecurity) : "starttls");

const valuesOf = (s: MailSettingsView): MailValues => ({
  host: s.host,
  port: s.host ? String(s.port) : "",
  security: s.security,
  user: s.user,
  password: "",
  clearPassword: "",
  fromName: s.fromName,
  fromAddress: s.fromAddress,
  enquiriesTo: s.enquiriesTo,
});

/** The section: `mail` is the loader's read of GET /api/settings/mail; `adminEmail` where a test message goes by default. */
export function MailSettings({ mail, adminEmail }: { mail: Loaded<MailSettingsView>; adminEmail: string }) {
  return (
    <section id="mail" aria-labelledby="mail-title" className="mt-10 scroll-mt-6 space-y-4">
      <h2 id="mail-title" className="text-2xl font-bold text-ink">
        {m.title}
      </h2>
      <p className="text-sm text-muted">{m.intro}</p>
      {mail.data ? <MailForms settings={mail.data} adminEmail={adminEmail} /> : <ErrorBanner message={mail.error} />}
    </section>
  );
}

function MailForms({ settings, adminEmail }: { settings: MailSettingsView; adminEmail: string }) {
  // A form of this section posted without JavaScript: its answer comes with the page.
  const posted = useActionData<unknown>();
  const answer = isMailAnswer(posted) ? posted : undefined;
  return (
    <>
      <SourceLine settings={settings} />
      <SettingsForm settings={settings} posted={answer?.intent === "mail-save" ? answer : undefined} />
      <TestForm adminEmail={adminEmail} on={settings.source !== "off"} posted={answer?.intent === "mail-test" ? answer : undefined} />
    </>
  );
}

function SourceLine({ settings }: { settings: MailSettingsView }) {
  const style = settings.source === "off" ? "border-amber-300 bg-amber-50 text-amber-950" : "border-green-200 bg-green-50 text-green-900";
  const text = settings.source === "environment" ? m.sourceEnvironment : settings.source === "settings" ? m.sourceSettings : (settings.offReason ?? m.sourceOff);
  return (
    <div id="mail-source" className={`space-y-1 rounded-lg border p-4 text-sm ${style}`} data-testid="mail-source">
      <p>{settings.source === "off" && settings.offReason === m.offReason ? m.sourceOff : text}</p>
      {settings.source !== "off" && !settings.enquiriesTo && <p>{m.noEnquiriesTo}</p>}
    </div>
  );
}

/** One labelled field with its hint, or the reason the environment sets it. */
function Field({ id, label, hint, locked, wide, children }: { id: string; label: string; hint?: string; locked?: string; wide?: boolean; children: ReactNode }) {
  const note = locked ?? hint;
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {note && (
        <p id={`${id}-hint`} className={`mt-1 text-xs ${locked ? "text-amber-900" : "text-muted"}`}>
          {note}
        </p>
      )}
    </div>
  );
}

function SettingsForm({ settings, posted }: { settings: MailSettingsView; posted?: Extract<MailAnswer, { intent: "mail-save" }> }) {
  const id = useId();
  const [params] = useSearchParams();
  const fetcher = useFetcher<MailAnswer>();
  const env = settings.environment;
  const [values, setValues] = useState<MailValues>(() => ({ ...valuesOf(settings), ...(posted && !posted.ok ? posted.typed : {}) }));
  const answer = fetcher.state === "idle" && isMailAnswer(fetcher.data) && fetcher.data.intent === "mail-save" ? fetcher.data : posted;
  const [savedSeen, setSavedSeen] = useState<unknown>(null);
  // After a save the form shows what is stored now (the password box empties; "stored" says there is one).
  if (answer?.ok && fetcher.data && savedSeen !== fetcher.data) {
    setSavedSeen(fetcher.data);
    setValues(valuesOf(settings));
  }
  const busy = fetcher.state !== "idle";
  const saved = answer ? answer.ok : params.get("mail") === "saved";
  const error = answer && !answer.ok ? answer.error : null;
  const set = (field: keyof MailValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  // SMTP_URL's fields are read-only; the line above the form (#mail-source) says why, once for the four.
  const lockedServer = env.server;
  const editable = !env.server || !env.from || !env.enquiriesTo;

  const save = (e: FormEvent) => {
    e.preventDefault();
    const typed: Partial<MailValues> = {
      ...(env.server ? {} : { host: values.host, port: values.port, security: values.security, user: values.user, password: values.password, clearPassword: values.clearPassword }),
      ...(env.from ? {} : { fromName: values.fromName, fromAddress: values.fromAddress }),
      ...(env.enquiriesTo ? {} : { enquiriesTo: values.enquiriesTo }),
    };
    void fetcher.submit({ intent: "mail-save", body: bodyOf(typed, settings.updatedAt) } as never, { method: "post", encType: "application/json" });
  };
  /** The props of a text input: named (posted) unless the environment sets it (`locked`: the line saying so), then read-only. */
  const input = (field: keyof MailValues, locked: string | boolean | undefined, hint?: string) => ({
    id: `${id}-${field}`,
    ...(locked ? { readOnly: true } : { name: `body.${field}` }),
    className: locked ? LOCKED : "field",
    value: values[field],
    onChange: set(field),
    "aria-describedby": locked === true ? "mail-source" : locked || hint ? `${id}-${field}-hint` : undefined,
  });

  return (
    <Form method="post" action="/admin/settings#mail" className="space-y-4 card p-6" onSubmit={save} noValidate>
      <input type="hidden" name="intent" value="mail-save" />
      <input type="hidden" name="body.updatedAt" value={settings.updatedAt} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-host`} label={m.hostLabel} hint={lockedServer ? undefined : m.hostHint}>
          <input {...input("host", lockedServer, m.hostHint)} type="text" autoComplete="off" spellCheck={false} maxLength={253} />
        </Field>
        <Field id={`${id}-security`} label={m.securityLabel}>
          {lockedServer ? (
            <input id={`${id}-security`} readOnly className={LOCKED} value={m.securityNames[securityOf(values.security)]} aria-describedby="mail-source" />
          ) : (
            <select id={`${id}-security`} name="body.security" className="field" value={values.security} onChange={set("security")}>
              {MAIL_SECURITY.map((s) => (
                <option key={s} value={s}>
                  {m.securityNames[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-port`} label={m.portLabel} hint={lockedServer ? undefined : m.portHint}>
          <input
            {...input("port", lockedServer, m.portHint)}
            type="number"
            inputMode="numeric"
            min={1}
            max={65535}
            placeholder={String(DEFAULT_MAIL_PORT[securityOf(values.security)])}
          />
        </Field>
        <Field id={`${id}-user`} label={m.userLabel} hint={lockedServer ? undefined : m.userHint}>
          <input {...input("user", lockedServer, m.userHint)} type="text" autoComplete="off" spellCheck={false} maxLength={254} />
        </Field>
        {!env.server && (
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-password`} className="field-label">
              {m.passwordLabel}
            </label>
            <input
              id={`${id}-password`}
              name="body.password"
              type="password"
              className="field"
              autoComplete="new-password"
              maxLength={MAIL_PASSWORD_MAX}
              value={values.password}
              onChange={set("password")}
              aria-describedby={`${id}-password-hint`}
            />
            <p id={`${id}-password-hint`} className="mt-1 text-xs text-muted" data-testid="mail-password-state">
              {settings.passwordStored ? m.passwordStored : m.passwordNone}
            </p>
            {settings.passwordStored && (
              <label className="mt-2 flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="body.clearPassword"
                  className="size-4"
                  checked={postedCheckbox(values.clearPassword)}
                  onChange={(e) => setValues((v) => ({ ...v, clearPassword: e.target.checked ? "on" : "" }))}
                />
                {m.passwordClear}
              </label>
            )}
          </div>
        )}
        <Field id={`${id}-fromName`} label={m.fromNameLabel} hint={m.fromNameHint} locked={env.from ? m.fromEnvironment("MAIL_FROM") : undefined}>
          <input {...input("fromName", env.from ? m.fromEnvironment("MAIL_FROM") : undefined, m.fromNameHint)} type="text" maxLength={100} />
        </Field>
        <Field id={`${id}-fromAddress`} label={m.fromAddressLabel} hint={m.fromAddressHint} locked={env.from ? m.fromEnvironment("MAIL_FROM") : undefined}>
          <input {...input("fromAddress", env.from ? m.fromEnvironment("MAIL_FROM") : undefined, m.fromAddressHint)} type="email" autoComplete="off" maxLength={254} />
        </Field>
        <Field id={`${id}-enquiriesTo`} label={m.enquiriesToLabel} hint={m.enquiriesToHint} locked={env.enquiriesTo ? m.fromEnvironment("MAIL_TO") : undefined} wide>
          <input {...input("enquiriesTo", env.enquiriesTo ? m.fromEnvironment("MAIL_TO") : undefined, m.enquiriesToHint)} type="email" autoComplete="off" maxLength={254} />
        </Field>
      </div>
      <ErrorBanner message={error} />
      {saved && (
        <p role="status" className="success-banner">
          {m.saved}
        </p>
      )}
      {editable && (
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? m.saving : m.save}
          </button>
        </div>
      )}
    </Form>
  );
}

function TestForm({ adminEmail, on, posted }: { adminEmail: string; on: boolean; posted?: Extract<MailAnswer, { intent: "mail-test" }> }) {
  const id = useId();
  const fetcher = useFetcher<MailAnswer>();
  const [to, setTo] = useState(posted?.to ?? "");
  const fetched = isMailAnswer(fetcher.data) && fetcher.data.intent === "mail-test" ? fetcher.data : undefined;
  const answer = fetcher.state === "idle" ? (fetched ?? posted) : undefined;
  const busy = fetcher.state !== "idle";
  const send = (e: FormEvent) => {
    e.preventDefault();
    void fetcher.submit({ intent: "mail-test", to }, { method: "post", encType: "application/json" });
  };
  return (
    <Form method="post" action="/admin/settings#mail" className="space-y-3 card p-6" onSubmit={send} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {m.testTitle}
      </h3>
      <p className="text-sm text-muted">{m.testHint}</p>
      <input type="hidden" name="intent" value="mail-test" />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor={`${id}-to`} className="field-label">
            {m.testToLabel}
          </label>
          <input
            id={`${id}-to`}
            name="to"
            type="email"
            className="field"
            placeholder={adminEmail}
            maxLength={254}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            aria-describedby={`${id}-to-hint`}
          />
          <p id={`${id}-to-hint`} className="mt-1 text-xs text-muted">
            {m.testToHint(adminEmail)}
          </p>
        </div>
        <button type="submit" className="mb-5 btn-outline" disabled={busy || !on}>
          {busy ? m.testSending : m.testSend}
        </button>
      </div>
      {!on && <p className="text-sm text-amber-900">{m.testNeedsServer}</p>}
      {answer?.ok && (
        <div role="status" className="success-banner" data-testid="mail-test-answer">
          <p>{m.testAccepted}</p>
          <code className="mt-1 block font-mono text-sm break-all">{answer.response}</code>
        </div>
      )}
      {answer && !answer.ok && (
        <div role="alert" className="error-banner" data-testid="mail-test-answer">
          <p>{answer.status === 502 ? m.testRefused : m.testFailed}</p>
          <code className="mt-1 block font-mono text-sm break-all">{answer.error}</code>
        </div>
      )}
    </Form>
  );
}

/** A reason beside an action that only sends e-mail, while mail is off: admins get the way to set it up. */
export function MailOffNote({ reason, admin }: { reason: string; admin: boolean }) {
  return (
    <p className="text-sm text-amber-900" data-testid="mail-off-note">
      {reason}{" "}
      {admin ? (
        <Link to={MAIL_SETTINGS_HREF} className="font-semibold underline">
          {m.setUp}
        </Link>
      ) : (
        m.askAdmin
      )}
    </p>
  );
}
