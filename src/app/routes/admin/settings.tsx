// /admin/settings (admin only): the firm's details every public page shows (header, footer, contact
// page, structured data, WhatsApp links, e-mails), its tax and payment details (GSTIN, PAN, UPI ID and bank account,
// for the tax invoices and the order page), how long personal data is kept (the privacy notice states it), and
// whether every admin must use two-step sign-in. One
// form; the save carries updatedAt (edit conflicts). A refused save shows each problem under its field (aria-invalid,
// aria-describedby) and focuses the first, with JavaScript (the effect) or without (autofocus in the page the post renders). The loader reads the settings; with JavaScript Save posts
// JSON through useConflictSave, which tells an edit conflict from another 409 and does "Save mine anyway";
// without it the form posts its fields (`body.{path}`), which the action puts into the stored record.
import { useId, useRef, useState, type FormEvent } from "react";
import { Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { adminMessages, firmDetailsMessages, orderAdminMessages } from "../../../shared/admin-messages";
import { fieldLabels } from "../../../shared/api-messages";
import { RETENTION_LIMITS } from "../../../shared/privacy";
import type { Settings } from "../../../shared/schemas/settings";
import { postedByForm, postedCheckbox, postedValues, type FormFailure } from "../../components/admin/publishable-config";
import { errorAt, FieldErrorText, invalidProps, useFocusFirstInvalid } from "../../components/admin/field-errors";
import { MailSettings, mailSettingsAction, type MailAnswer } from "../../components/admin/mail-settings";
import { mailMessages } from "../../../shared/mail-messages";
import type { MailSettingsView } from "../../../shared/schemas/mail-settings";
import { useAdminUser } from "../../lib/admin-session";
import { AdminHeader, ConflictActions, ErrorBanner } from "../../components/admin/ui";
import { adminWrite, loadAdmin, loadScreen, staffOf, submitted, type FieldError, type Written } from "../../lib/admin-data";
import { readUpdatedAtOf, useConflictSave } from "../../lib/edit-conflict";
import type { Route } from "./+types/settings";

export const meta = () => [{ title: "Firm Details | Admin" }];

const ENDPOINT = "/api/settings";
type Loaded = Omit<Settings, "updatedBy">;

/** Form fields: a label, the path in the record, the input type and an optional hint. */
type FieldDef = {
  path: string;
  label: string;
  type?: "text" | "email" | "url" | "tel" | "textarea" | "number";
  hint?: string;
  required?: boolean;
  /** A number's bounds, for the browser's spinner (the server checks them). */
  min?: number;
  max?: number;
};
type Group = { title: string; fields: FieldDef[] };

const PHONE_HINT = "A mobile, or a landline with its STD code: 98110 45632, 011 4567 8901 or +91 11 4567 8901. Spaces and hyphens are fine.";
const groups: Group[] = [
  {
    title: "The firm",
    fields: [
      { path: "name", label: "Site name", required: true },
      { path: "topBarTitle", label: "Title in the top bar", required: true },
      { path: "ownerFirm", label: "Firm (legal name)", required: true },
      { path: "cin", label: "CIN (a company)", hint: firmDetailsMessages.cinHint },
      { path: "llpin", label: "LLPIN (an LLP)", hint: firmDetailsMessages.llpinHint },
      { path: "tagline", label: "Tagline", type: "textarea", required: true },
      { path: "homeStat", label: "Home page statistic (businesses registered)", hint: "For example 3500+.", required: true },
    ],
  },
  {
    title: "Phone and e-mail",
    fields: [
      { path: "phones", label: "Phone numbers", type: "textarea", hint: `One per line; the first is the main number. ${PHONE_HINT}`, required: true },
      { path: "whatsappNumber", label: "WhatsApp number", type: "tel", hint: firmDetailsMessages.whatsappHint, required: true },
      { path: "email", label: "E-mail", type: "email", required: true },
      { path: "careersEmail", label: "Careers e-mail", type: "email", required: true },
      { path: "privacyEmail", label: "Privacy e-mail", type: "email", required: true },
      { path: "grievanceOfficer.name", label: "Grievance officer", required: true },
      { path: "grievanceOfficer.email", label: "Grievance officer's e-mail", type: "email", required: true },
    ],
  },
  {
    title: "Office",
    fields: [
      { path: "address.street", label: "Street address", required: true },
      { path: "address.locality", label: "Locality" },
      { path: "address.city", label: "City", required: true },
      { path: "address.region", label: "State", required: true },
      { path: "address.postalCode", label: "PIN code", required: true },
      { path: "officeHours", label: "Office hours", hint: "Shown on the contact page when filled in, e.g. Monday to Saturday, 10 am to 7 pm." },
    ],
  },
  {
    title: "Social links",
    fields: [
      { path: "social.linkedin", label: "LinkedIn", type: "url", hint: "An https:// address; leave empty to hide." },
      { path: "social.x", label: "X", type: "url" },
      { path: "social.facebook", label: "Facebook", type: "url" },
      { path: "social.instagram", label: "Instagram", type: "url" },
      { path: "googleBusinessProfile", label: "Google Business Profile", type: "url", hint: "Where clients leave reviews (an https:// address); linked from the footer." },
    ],
  },
  {
    title: orderAdminMessages.taxTitle,
    fields: [
      { path: "gstin", label: "GSTIN", hint: orderAdminMessages.gstinHint },
      { path: "pan", label: "PAN", hint: orderAdminMessages.panHint },
      { path: "upiId", label: "UPI ID", hint: orderAdminMessages.upiHint },
      { path: "bank.accountName", label: "Bank account name" },
      { path: "bank.accountNumber", label: "Account number", hint: orderAdminMessages.bankHint },
      { path: "bank.ifsc", label: "IFSC" },
      { path: "bank.bankName", label: "Bank name" },
    ],
  },
  {
    title: adminMessages.retentionTitle,
    fields: [
      {
        path: "retention.documentDays",
        label: fieldLabels["retention.documentDays"] ?? "",
        type: "number",
        hint: adminMessages.retentionDocumentHint,
        required: true,
        ...RETENTION_LIMITS.documentDays,
      },
      {
        path: "retention.enquiryDays",
        label: fieldLabels["retention.enquiryDays"] ?? "",
        type: "number",
        hint: adminMessages.retentionEnquiryHint,
        required: true,
        ...RETENTION_LIMITS.enquiryDays,
      },
    ],
  },
];

type Values = Record<string, string>;

function get(obj: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);
}

const toValues = (s: Loaded): Values => {
  const v: Values = {};
  for (const f of groups.flatMap((g) => g.fields)) {
    const raw = get(s, f.path);
    v[f.path] = Array.isArray(raw) ? raw.join("\n") : String(raw ?? "");
  }
  return v;
};

/** The record a save sends: the loaded one with the form's values in place (and no updatedAt). */
type SettingsBody = Omit<Loaded, "updatedAt">;

const PATHS = new Set(groups.flatMap((g) => g.fields.map((f) => f.path)));
/** The fields the record holds as numbers; a blank one is sent as 0, which the server refuses with the field's bounds. */
const NUMBERS = new Set(groups.flatMap((g) => g.fields.filter((f) => f.type === "number").map((f) => f.path)));

function toBody(v: Values, loaded: Loaded, requireTwoStepForAdmins: boolean): SettingsBody {
  const body: Record<string, unknown> = structuredClone({ ...loaded, updatedAt: undefined, requireTwoStepForAdmins });
  for (const [path, value] of Object.entries(v)) {
    // Only the form's own fields (a post without JavaScript may carry others).
    if (!PATHS.has(path)) continue;
    const keys = path.split(".");
    const leaf = keys.pop();
    if (leaf === undefined) continue;
    let target = body;
    // A record saved before a group existed (the bank account) gets it here.
    for (const k of keys) target = (target[k] ??= {}) as Record<string, unknown>;
    target[leaf] = NUMBERS.has(path)
      ? Number(value)
      : path === "phones"
        ? value
            .split("\n")
            .map((p) => p.trim())
            .filter(Boolean)
        : value;
  }
  delete body.updatedAt;
  return body as SettingsBody;
}

export function loader(args: Route.LoaderArgs) {
  // The firm's details, and the Mail section's settings (components/admin/mail-settings.tsx).
  return loadScreen(args, async () => {
    const [firm, mail] = await Promise.all([
      loadAdmin<Loaded>(args, ENDPOINT, adminMessages.settingsFetchFailed),
      loadAdmin<MailSettingsView>(args, "/api/settings/mail", mailMessages.fetchFailed),
    ]);
    return { ...firm, mail };
  });
}

/**
 * Save: the record with the updatedAt the form is based on (useConflictSave adds it). Posted without
 * JavaScript: the stored record with the form's fields in place, then this page again ("?saved=1"), or
 * the error with what was typed.
 */
export async function action(args: Route.ActionArgs): Promise<Written<Loaded> | FormFailure | MailAnswer> {
  const mail = await mailSettingsAction(args);
  if (mail) return mail;
  staffOf(args);
  if (!postedByForm(args.request)) {
    const { body } = await submitted<{ body: Record<string, unknown> }>(args.request);
    return adminWrite<Loaded>(args, ENDPOINT, { method: "PUT", json: body }, adminMessages.settingsSaveFailed);
  }
  const values = postedValues((await submitted<{ body?: Record<string, unknown> }>(args.request)).body);
  const stored = await loadAdmin<Loaded>(args, ENDPOINT, adminMessages.settingsFetchFailed);
  if (!stored.data) return { ok: false, error: stored.error, status: 0, values };
  const body = { ...toBody(values, stored.data, postedCheckbox(values.requireTwoStepForAdmins)), updatedAt: values.updatedAt };
  const written = await adminWrite<Loaded>(args, ENDPOINT, { method: "PUT", json: body }, adminMessages.settingsSaveFailed);
  if (written.ok) throw redirect("/admin/settings?saved=1");
  return { ...written, values };
}

export default function AdminSettings() {
  const { data: loaded, error: loadError, mail } = useLoaderData<typeof loader>();
  const user = useAdminUser();
  // The form posted without JavaScript, when its save failed: shown again with what was typed.
  const posted = useActionData<typeof action>();
  const failed =
    posted && !posted.ok && "values" in posted && posted.values
      ? { error: posted.error, values: posted.values as Values, fields: "fields" in posted ? (posted.fields as FieldError[] | undefined) : undefined }
      : undefined;
  return (
    <section className="max-w-4xl">
      <AdminHeader title="Firm Details" />
      <p className="-mt-4 mb-6 text-sm text-muted">
        Shown in the header, footer and contact page, in search engines' data about the firm, in WhatsApp links and in enquiry e-mails; the tax and payment details on tax invoices
        and the order page. The call-back hours, closed dates and the call-back promise are under{" "}
        <Link to="/admin/settings/callbacks" className="text-link">
          Call-back Hours
        </Link>
        .
      </p>
      {loaded ? <SettingsForm loaded={loaded} posted={failed} /> : <ErrorBanner message={loadError} />}
      <MailSettings mail={mail} adminEmail={user.email} />
    </section>
  );
}

function SettingsForm({ loaded, posted }: { loaded: Loaded; posted?: { error: string; values: Values; fields?: FieldError[] } }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [params] = useSearchParams();
  const [values, setValues] = useState(() => ({ ...toValues(loaded), ...posted?.values }));
  const [twoStep, setTwoStep] = useState(() => (posted ? postedCheckbox(posted.values.requireTwoStepForAdmins) : loaded.requireTwoStepForAdmins));
  // Saved with JavaScript, or sent back here after a save without it.
  const [saved, setSaved] = useState(() => params.get("saved") === "1");
  const form = useConflictSave({ updatedAt: loaded.updatedAt, read: readUpdatedAtOf(ENDPOINT), saveFailed: adminMessages.settingsSaveFailed, onSaved: () => setSaved(true) });
  const { busy, conflict } = form;
  const error = form.error ?? posted?.error;
  // The refused fields: of the last save with JavaScript, else of the form posted without it.
  const fields = form.fields ?? (form.error ? undefined : posted?.fields);
  useFocusFirstInvalid(formRef, form.fields);
  // Without JavaScript the page is rendered after the refused post: the first invalid field, in the form's order, gets autofocus.
  const firstInvalid = posted && !form.error ? groups.flatMap((g) => g.fields).find((f) => errorAt(posted.fields, f.path))?.path : undefined;

  const save = () => {
    setSaved(false);
    form.save(undefined, toBody(values, loaded, twoStep));
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action="/admin/settings"
      className="space-y-6"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        save();
      }}
    >
      {/* Without JavaScript the edit-conflict check compares the version the form was loaded from. */}
      <input type="hidden" name="body.updatedAt" value={posted?.values.updatedAt ?? loaded.updatedAt} />
      {groups.map((g, gi) => (
        <fieldset key={g.title} className="space-y-4 card p-6">
          <legend className="px-1 text-lg font-semibold text-ink">{g.title}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {g.fields.map((f) => {
              const fid = `${id}-${gi}-${f.path}`;
              const fieldError = errorAt(fields, f.path);
              const common = {
                id: fid,
                name: `body.${f.path}`,
                className: "field",
                value: values[f.path],
                ...invalidProps(fid, fieldError, f.hint ? `${fid}-hint` : undefined, f.path === firstInvalid),
                onChange: (e: { target: { value: string } }) => setValues((prev) => ({ ...prev, [f.path]: e.target.value })),
              };
              return (
                <div key={f.path} className={f.type === "textarea" ? "sm:col-span-2" : undefined}>
                  <label htmlFor={fid} className="field-label">
                    {f.label}
                    {f.required && <span className="text-red-700"> *</span>}
                  </label>
                  {f.type === "textarea" ? <textarea {...common} rows={f.path === "phones" ? 3 : 2} /> : <input {...common} type={f.type ?? "text"} min={f.min} max={f.max} />}
                  {f.hint && (
                    <p id={`${fid}-hint`} className="mt-1 text-xs text-muted">
                      {f.hint}
                    </p>
                  )}
                  <FieldErrorText id={fid} error={fieldError} />
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <fieldset className="space-y-2 card p-6">
        <legend className="px-1 text-lg font-semibold text-ink">Sign-in</legend>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="body.requireTwoStepForAdmins"
            checked={twoStep}
            onChange={(e) => setTwoStep(e.target.checked)}
            aria-describedby={`${id}-two-step-hint`}
            className="size-4"
          />
          Require two-step sign-in for every admin
        </label>
        <p id={`${id}-two-step-hint`} className="text-xs text-muted">
          A code from an authenticator app at every sign-in. An admin who has not turned it on sees only their profile page until they do.
        </p>
      </fieldset>
      <ErrorBanner message={error}>{conflict && <ConflictActions savedHref="/admin/settings" busy={busy} onSaveAnyway={() => form.overrule(save)} />}</ErrorBanner>
      {saved && (
        <p role="status" className="success-banner">
          {adminMessages.settingsSaved}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? adminMessages.saving : "Save"}
        </button>
      </div>
    </Form>
  );
}
