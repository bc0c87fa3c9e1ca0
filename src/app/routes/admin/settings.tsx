// /admin/settings (issue 21, admin only): the firm's details every public page shows (header, footer, contact
// page, structured data, WhatsApp links, e-mails). One form; the save carries updatedAt (edit conflicts).
import { useEffect, useId, useState, type FormEvent } from "react";
import { adminMessages } from "../../../shared/admin-messages";
import type { Settings } from "../../../shared/schemas/settings";
import { AdminHeader, ConflictActions, ErrorBanner } from "../../components/admin/ui";
import { adminFetch, errorText } from "../../lib/admin-api";
import { useEditConflict, type ReadUpdatedAt } from "../../lib/edit-conflict";

export const meta = () => [{ title: "Firm Details | Admin" }];

const ENDPOINT = "/api/settings";
type Loaded = Omit<Settings, "updatedBy">;

/** Form fields: a label, the path in the record, the input type and an optional hint. */
type FieldDef = { path: string; label: string; type?: "text" | "email" | "url" | "tel" | "textarea"; hint?: string; required?: boolean };
type Group = { title: string; fields: FieldDef[] };

const PHONE_HINT = "An Indian number: +91 and 10 digits, or 10 digits. Spaces are fine.";
const groups: Group[] = [
  {
    title: "The firm",
    fields: [
      { path: "name", label: "Site name", required: true },
      { path: "topBarTitle", label: "Title in the top bar", required: true },
      { path: "ownerFirm", label: "Firm (legal name)", required: true },
      { path: "tagline", label: "Tagline", type: "textarea", required: true },
      { path: "homeStat", label: "Home page statistic (businesses registered)", hint: "For example 3500+.", required: true },
    ],
  },
  {
    title: "Phone and e-mail",
    fields: [
      { path: "phones", label: "Phone numbers", type: "textarea", hint: `One per line; the first is the main number. ${PHONE_HINT}`, required: true },
      { path: "whatsappNumber", label: "WhatsApp number", type: "tel", hint: PHONE_HINT, required: true },
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

function toBody(v: Values, loaded: Loaded): Record<string, unknown> {
  const body: Record<string, unknown> = structuredClone({ ...loaded, updatedAt: undefined });
  for (const [path, value] of Object.entries(v)) {
    const keys = path.split(".");
    let target = body;
    for (const k of keys.slice(0, -1)) target = target[k] as Record<string, unknown>;
    target[keys[keys.length - 1]] = path === "phones" ? value.split("\n").map((p) => p.trim()).filter(Boolean) : value;
  }
  delete body.updatedAt;
  return body;
}

const readUpdatedAt: ReadUpdatedAt = async () => (await adminFetch<{ data: Loaded }>(ENDPOINT)).data.updatedAt;

export default function AdminSettings() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    adminFetch<{ data: Loaded }>(ENDPOINT).then(
      ({ data }) => setLoaded(data),
      (err) => setLoadError(errorText(err, adminMessages.settingsFetchFailed)),
    );
  }, []);

  return (
    <section className="max-w-4xl">
      <AdminHeader title="Firm Details" />
      <p className="-mt-4 mb-6 text-sm text-muted">Shown in the header, footer and contact page, in search engines' data about the firm, in WhatsApp links and in enquiry e-mails.</p>
      {loadError ? (
        <ErrorBanner message={loadError} />
      ) : loaded === null ? (
        <p className="text-muted" role="status">
          Loading...
        </p>
      ) : (
        <SettingsForm loaded={loaded} onSaved={setLoaded} />
      )}
    </section>
  );
}

function SettingsForm({ loaded, onSaved }: { loaded: Loaded; onSaved: (s: Loaded) => void }) {
  const id = useId();
  const [values, setValues] = useState(() => toValues(loaded));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const conflict = useEditConflict(loaded.updatedAt, readUpdatedAt);

  async function save() {
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const { data } = await adminFetch<{ data: Loaded }>(ENDPOINT, { method: "PUT", json: { ...toBody(values, loaded), ...conflict.body() } });
      conflict.saved(data.updatedAt);
      onSaved(data);
      setSaved(true);
    } catch (err) {
      await conflict.detect(err);
      setError(errorText(err, adminMessages.settingsSaveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void save();
      }}
    >
      {groups.map((g, gi) => (
        <fieldset key={g.title} className="card space-y-4 p-6">
          <legend className="px-1 text-lg font-semibold text-ink">{g.title}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {g.fields.map((f) => {
              const fid = `${id}-${gi}-${f.path}`;
              const common = {
                id: fid,
                name: f.path,
                className: "field",
                value: values[f.path],
                "aria-describedby": f.hint ? `${fid}-hint` : undefined,
                onChange: (e: { target: { value: string } }) => setValues((prev) => ({ ...prev, [f.path]: e.target.value })),
              };
              return (
                <div key={f.path} className={f.type === "textarea" ? "sm:col-span-2" : undefined}>
                  <label htmlFor={fid} className="field-label">
                    {f.label}
                    {f.required && <span className="text-red-700"> *</span>}
                  </label>
                  {f.type === "textarea" ? <textarea {...common} rows={f.path === "phones" ? 3 : 2} /> : <input {...common} type={f.type ?? "text"} />}
                  {f.hint && (
                    <p id={`${fid}-hint`} className="mt-1 text-xs text-muted">
                      {f.hint}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <ErrorBanner message={error}>
        {conflict.conflict && <ConflictActions savedHref="/admin/settings" busy={busy} onSaveAnyway={() => void conflict.overrule().then(save, (err: unknown) => setError(errorText(err, adminMessages.settingsSaveFailed)))} />}
      </ErrorBanner>
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
    </form>
  );
}
