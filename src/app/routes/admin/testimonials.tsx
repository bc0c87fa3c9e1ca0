// /admin/testimonials (admin only): client quotes with the date of their consent; a published
// one shows on the home page and on the service page it is tagged with. Saves carry updatedAt (edit conflicts).
import { useId, useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { TESTIMONIAL_STATUSES, type Testimonial } from "../../../shared/schemas/testimonial";
import {
  AdminHeader,
  AdminLoading,
  AdminTable,
  ConfirmDialog,
  ConflictActions,
  EditDeleteActions,
  EmptyRow,
  ErrorBanner,
  FormActions,
  TextField,
  StatusBadge,
  StatusOptions,
} from "../../components/admin/ui";
import { Dialog } from "../../components/dialog";
import { loadScreen, useAdminWrite } from "../../lib/admin-data";
import { publishableAction } from "../../lib/admin-publishable";
import { readUpdatedAtOf, useConflictSave } from "../../lib/edit-conflict";
import { servicePageName, servicePages } from "../../lib/service-pages";

export const meta = () => [{ title: "Testimonials | Admin" }];

const ENDPOINT = "/api/testimonials";
const itemPath = (id: string) => `${ENDPOINT}/${encodeURIComponent(id)}`;

export const loader = (async (args: ScreenArgs) => loadScreen<Testimonial[]>(args, ENDPOINT, adminMessages.testimonialsFetchFailed), {
  hydrate: true as const,
});

export const action = publishableAction(ENDPOINT, { saveFailed: adminMessages.testimonialSaveFailed, deleteFailed: adminMessages.testimonialDeleteFailed });

type Values = { quote: string; name: string; role: string; city: string; service: string; consentDate: string; status: string };

const toValues = (t?: Testimonial): Values => ({
  quote: t?.quote ?? "",
  name: t?.name ?? "",
  role: t?.role ?? "",
  city: t?.city ?? "",
  service: t?.service ?? servicePages[0]?.slug ?? "",
  consentDate: t?.consentDate ?? "",
  status: t?.status ?? "draft",
});

export default function AdminTestimonials() {
  const loaded = useLoaderData<typeof loader>();
  const items = loaded.data ?? [];
  const [editing, setEditing] = useState<Testimonial | "new" | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const [saved, setSaved] = useState(false);
  const remover = useAdminWrite();
  const error = remover.result && !remover.result.ok ? remover.result.error : loaded.error;

  function remove() {
    const t = deleting;
    setDeleting(null);
    if (t) void remover.submit({ intent: "delete", id: t.id });
  }

  const current = editing === "new" ? undefined : (editing ?? undefined);
  return (
    <section>
      <AdminHeader
        title="Testimonials"
        actions={
          <button type="button" className="btn-primary" onClick={() => (setSaved(false), setEditing("new"))}>
            New Testimonial
          </button>
        }
      />
      <p className="mb-4 text-sm text-muted">
        Publish only what the client agreed to in writing, and record the date they agreed. No star ratings: reviews belong on the firm's Google Business Profile.
      </p>
      <ErrorBanner message={error} />
      {saved && (
        <p role="status" className="mb-4 success-banner">
          {adminMessages.testimonialSaved}
        </p>
      )}
      <AdminTable head={["Client", "Quote", "Service page", "Consent", "Status", "Actions"]}>
        {items.length === 0 ? (
          <EmptyRow columns={6} empty="No testimonials yet." failed={loaded.error !== null} />
        ) : (
          items.map((t) => (
            <tr key={t.id} className="align-top">
              <td className="px-4 py-3">
                <span className="font-medium">{t.name}</span>
                <span className="block text-xs text-muted">{[t.role, t.city].filter(Boolean).join(", ")}</span>
              </td>
              <td className="max-w-xs px-4 py-3">
                <span className="line-clamp-3">{t.quote}</span>
              </td>
              <td className="px-4 py-3">{servicePageName(t.service)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{t.consentDate || "—"}</td>
              <td className="px-4 py-3">
                <StatusBadge status={t.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <EditDeleteActions label={t.name} onEdit={() => (setSaved(false), setEditing(t))} onDelete={() => setDeleting(t)} />
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={current ? "Edit Testimonial" : "New Testimonial"} className="max-w-2xl">
        {editing !== null && (
          <TestimonialForm
            key={current?.id ?? "new"}
            item={current}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              setSaved(true);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog open={deleting !== null} message={adminMessages.confirmDeleteTestimonial} onConfirm={remove} onCancel={() => setDeleting(null)} />
    </section>
  );
}

function TestimonialForm({ item, onCancel, onSaved }: { item?: Testimonial; onCancel: () => void; onSaved: () => void }) {
  const id = useId();
  const [values, setValues] = useState(() => toValues(item));
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((prev) => ({ ...prev, [k]: v }));
  const form = useConflictSave({ updatedAt: item?.updatedAt, read: item ? readUpdatedAtOf(itemPath(item.id)) : null, saveFailed: adminMessages.testimonialSaveFailed, onSaved });
  const { error, busy } = form;
  const save = () => form.save(item?.id, { ...values });

  const text = (k: "name" | "role" | "city", label: string, required: boolean, hint?: string) => (
    <TextField id={`${id}-${k}`} label={label} value={values[k]} onChange={(v) => set(k, v)} required={required} hint={hint} />
  );

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void save();
      }}
    >
      <ErrorBanner message={error}>{form.conflict && item && <ConflictActions savedHref="/admin/testimonials" busy={busy} onSaveAnyway={() => form.overrule(save)} />}</ErrorBanner>
      <div>
        <label htmlFor={`${id}-quote`} className="field-label">
          Quote<span className="text-red-700"> *</span>
        </label>
        <textarea id={`${id}-quote`} className="field" rows={4} required value={values.quote} onChange={(e) => set("quote", e.target.value)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "Client's name", true)}
        {text("role", "Role", false, "Optional, e.g. Founder, Acme Foods.")}
        {text("city", "City", true)}
        <div>
          <label htmlFor={`${id}-service`} className="field-label">
            Service page<span className="text-red-700"> *</span>
          </label>
          <select id={`${id}-service`} className="field" value={values.service} onChange={(e) => set("service", e.target.value)}>
            {servicePages.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-consentDate`} className="field-label">
            Consent date
          </label>
          <input
            id={`${id}-consentDate`}
            type="date"
            className="field"
            value={values.consentDate}
            aria-describedby={`${id}-consentDate-hint`}
            onChange={(e) => set("consentDate", e.target.value)}
          />
          <p id={`${id}-consentDate-hint`} className="mt-1 text-xs text-muted">
            The day the client agreed in writing to publication. Required to publish.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-status`} className="field-label">
            Status
          </label>
          <select id={`${id}-status`} className="field" value={values.status} onChange={(e) => set("status", e.target.value)}>
            <StatusOptions statuses={TESTIMONIAL_STATUSES} />
          </select>
        </div>
      </div>
      <FormActions submitLabel="Save" onCancel={onCancel} busy={busy} />
    </form>
  );
}
