// /admin/packages (issue 21, admin only): the service packages and their prices, in the site's order; each
// is edited in a dialog beside a live preview of its public card. Saves carry updatedAt (edit conflicts).
import { useId, useState, type FormEvent } from "react";
import { STATUSES } from "../../../shared/constants";
import { adminMessages } from "../../../shared/admin-messages";
import type { Package, ServicePackage } from "../../../shared/schemas/package";
import { useAdminList } from "../../components/admin/content";
import { AdminHeader, AdminTable, ConfirmDialog, ConflictActions, EditDeleteActions, ErrorBanner, FormActions, StatusBadge } from "../../components/admin/ui";
import { Dialog } from "../../components/dialog";
import { PackageCard } from "../../components/package-cards";
import { adminFetch, errorText } from "../../lib/admin-api";
import { readUpdatedAtOf, useEditConflict } from "../../lib/edit-conflict";
import { formatRupees } from "../../lib/format";

export const meta = () => [{ title: "Packages and Prices | Admin" }];

const ENDPOINT = "/api/packages";

/** The form's values: text as typed (numbers are checked by the server, which names the field). */
type Values = { title: string; slug: string; description: string; features: string; price: string; originalPrice: string; duration: string; popular: boolean; order: string; status: string };

const toValues = (p?: Package): Values => ({
  title: p?.title ?? "",
  slug: p?.slug ?? "",
  description: p?.description ?? "",
  features: p?.features.join("\n") ?? "",
  price: p ? String(p.price) : "",
  originalPrice: p ? String(p.originalPrice) : "",
  duration: p?.duration ?? "",
  popular: p?.popular ?? false,
  order: p ? String(p.order) : "",
  status: p?.status ?? "published",
});

const number = (s: string) => (s.trim() === "" ? undefined : Number(s));

const toBody = (v: Values) => ({
  title: v.title,
  slug: v.slug,
  description: v.description,
  features: v.features.split("\n"),
  price: number(v.price),
  originalPrice: number(v.originalPrice),
  duration: v.duration,
  popular: v.popular,
  order: number(v.order),
  status: v.status,
});

/** The card as the site would show it with what is typed so far. */
function previewOf(v: Values): ServicePackage {
  const n = (s: string) => (Number.isFinite(Number(s)) && s.trim() !== "" ? Number(s) : 0);
  return {
    slug: v.slug || "new-package",
    title: v.title || "Package title",
    description: v.description,
    features: v.features.split("\n").map((f) => f.trim()).filter(Boolean),
    price: n(v.price),
    originalPrice: n(v.originalPrice),
    duration: v.duration,
    popular: v.popular,
  };
}

export default function AdminPackages() {
  const { items, error, setError, reload } = useAdminList<Package>(ENDPOINT, adminMessages.packagesFetchFailed);
  const [editing, setEditing] = useState<Package | "new" | null>(null);
  const [deleting, setDeleting] = useState<Package | null>(null);
  const [saved, setSaved] = useState(false);

  async function remove() {
    const p = deleting;
    setDeleting(null);
    if (!p) return;
    try {
      await adminFetch(`${ENDPOINT}/${encodeURIComponent(p.id)}`, { method: "DELETE" });
      await reload();
    } catch (err) {
      setError(errorText(err, adminMessages.packageDeleteFailed));
    }
  }

  const current = editing === "new" ? undefined : (editing ?? undefined);
  return (
    <section>
      <AdminHeader
        title="Packages and Prices"
        actions={
          <button type="button" className="btn-primary" onClick={() => (setSaved(false), setEditing("new"))}>
            New Package
          </button>
        }
      />
      <ErrorBanner message={error} />
      {saved && (
        <p role="status" className="success-banner mb-4">
          {adminMessages.packageSaved}
        </p>
      )}
      <AdminTable head={["Order", "Package", "Price", "Original price", "Duration", "Status", "Actions"]}>
        {items === null ? (
          <tr>
            <td colSpan={7} className="px-4 py-6 text-center text-muted" role="status">
              Loading...
            </td>
          </tr>
        ) : items.length === 0 ? (
          <tr>
            <td colSpan={7} className="px-4 py-6 text-center text-muted">
              {error ? "Nothing to show." : "No packages yet."}
            </td>
          </tr>
        ) : (
          items.map((p) => (
            <tr key={p.id} className="align-top">
              <td className="px-4 py-3">{p.order}</td>
              <td className="px-4 py-3">
                <span className="font-medium">{p.title}</span>
                {p.popular && <span className="ml-2 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold">Most Popular</span>}
                <span className="block text-xs text-muted">/{p.slug}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatRupees(p.price)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatRupees(p.originalPrice)}</td>
              <td className="px-4 py-3">{p.duration}</td>
              <td className="px-4 py-3">
                <StatusBadge status={p.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <EditDeleteActions label={p.title} onEdit={() => (setSaved(false), setEditing(p))} onDelete={() => setDeleting(p)} />
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={current ? "Edit Package" : "New Package"} className="max-w-5xl">
        {editing !== null && (
          <PackageForm
            key={current?.id ?? "new"}
            item={current}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              setSaved(true);
              await reload();
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog open={deleting !== null} message={adminMessages.confirmDeletePackage} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} />
    </section>
  );
}

function PackageForm({ item, onCancel, onSaved }: { item?: Package; onCancel: () => void; onSaved: () => Promise<void> }) {
  const id = useId();
  const [values, setValues] = useState(() => toValues(item));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const conflict = useEditConflict(item?.updatedAt, item ? readUpdatedAtOf(`${ENDPOINT}/${encodeURIComponent(item.id)}`) : null);
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((prev) => ({ ...prev, [k]: v }));

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const json = { ...toBody(values), ...conflict.body() };
      await adminFetch(item ? `${ENDPOINT}/${encodeURIComponent(item.id)}` : ENDPOINT, { method: item ? "PUT" : "POST", json });
      await onSaved();
    } catch (err) {
      await conflict.detect(err);
      setError(errorText(err, adminMessages.packageSaveFailed));
      setBusy(false);
    }
  }

  const text = (k: "title" | "slug" | "duration", label: string, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${k}`} className="field-label">
        {label}
        <span className="text-red-700"> *</span>
      </label>
      <input id={`${id}-${k}`} className="field" required value={values[k]} onChange={(e) => set(k, e.target.value)} aria-describedby={hint ? `${id}-${k}-hint` : undefined} />
      {hint && (
        <p id={`${id}-${k}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
  const rupees = (k: "price" | "originalPrice", label: string) => (
    <div>
      <label htmlFor={`${id}-${k}`} className="field-label">
        {label}
        <span className="text-red-700"> *</span>
      </label>
      <input id={`${id}-${k}`} className="field" type="number" inputMode="numeric" min={1} step={1} required value={values[k]} onChange={(e) => set(k, e.target.value)} />
    </div>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void save();
        }}
      >
        <ErrorBanner message={error}>
          {conflict.conflict && item && (
            <ConflictActions savedHref={`/admin/packages`} busy={busy} onSaveAnyway={() => void conflict.overrule().then(save, (err: unknown) => setError(errorText(err, adminMessages.packageSaveFailed)))} />
          )}
        </ErrorBanner>
        {text("title", "Title")}
        {text("slug", "Slug", "The page's address: lower-case letters, digits and hyphens, e.g. pvt-ltd-registration-delhi.")}
        <div>
          <label htmlFor={`${id}-description`} className="field-label">
            Description<span className="text-red-700"> *</span>
          </label>
          <textarea id={`${id}-description`} className="field" rows={3} required value={values.description} onChange={(e) => set("description", e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-features`} className="field-label">
            Features<span className="text-red-700"> *</span>
          </label>
          <textarea id={`${id}-features`} className="field" rows={6} required value={values.features} aria-describedby={`${id}-features-hint`} onChange={(e) => set("features", e.target.value)} />
          <p id={`${id}-features-hint`} className="mt-1 text-xs text-muted">
            One feature per line.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {rupees("price", "Price (₹, whole rupees)")}
          {rupees("originalPrice", "Original price (₹, shown struck through)")}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {text("duration", "Duration")}
          <div>
            <label htmlFor={`${id}-order`} className="field-label">
              Order
            </label>
            <input id={`${id}-order`} className="field" type="number" min={0} step={1} value={values.order} aria-describedby={`${id}-order-hint`} onChange={(e) => set("order", e.target.value)} />
            <p id={`${id}-order-hint`} className="mt-1 text-xs text-muted">
              Lower first; empty puts a new package last.
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-status`} className="field-label">
              Status
            </label>
            <select id={`${id}-status`} className="field" value={values.status} onChange={(e) => set("status", e.target.value)}>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s[0].toUpperCase() + s.slice(1)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={values.popular} onChange={(e) => set("popular", e.target.checked)} className="size-4" />
          Most popular (highlighted card)
        </label>
        <FormActions submitLabel="Save" onCancel={onCancel} busy={busy} />
      </form>
      <div>
        <p className="mb-3 text-sm font-semibold text-muted" id={`${id}-preview`}>
          {adminMessages.packagePreview}
        </p>
        <div role="region" aria-labelledby={`${id}-preview`} className="pt-3" data-testid="package-preview">
          <PackageCard pkg={previewOf(values)} current={false} />
        </div>
      </div>
    </div>
  );
}
