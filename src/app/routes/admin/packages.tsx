// /admin/packages (admin only): the service packages and their prices, in the site's order; each
// is edited in a dialog beside a live preview of its public card. Saves carry updatedAt (edit conflicts).
import { useId, useState, type FormEvent } from "react";
import { useLoaderData } from "react-router";
import type { z } from "zod";
import { adminMessages } from "../../../shared/admin-messages";
import type { Package, packageInputSchema, ServicePackage } from "../../../shared/schemas/package";
import { parseSteps, stepsText } from "../../lib/package-steps";
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
import { TrashUndo, type Trashed } from "../../components/admin/trash-undo";
import { PackageCard } from "../../components/package-cards";
import { loadScreen, useAdminWrite } from "../../lib/admin-data";
import { publishableAction } from "../../lib/admin-publishable";
import { readUpdatedAtOf, useConflictSave } from "../../lib/edit-conflict";
import { formatRupees } from "../../lib/format";

export const meta = () => [{ title: "Packages and Prices | Admin" }];

const ENDPOINT = "/api/packages";
const itemPath = (id: string) => `${ENDPOINT}/${encodeURIComponent(id)}`;

export const loader = (async (args: ScreenArgs) => loadScreen<Package[]>(args, ENDPOINT, adminMessages.packagesFetchFailed), {
  hydrate: true as const,
});

export const action = publishableAction(ENDPOINT, { saveFailed: adminMessages.packageSaveFailed, deleteFailed: adminMessages.packageDeleteFailed });

/**
 * The form's values, one per field of the package input schema: text as typed (numbers are checked by
 * the server, which names the field), the checkbox as a boolean.
 */
type Values = { [K in keyof z.input<typeof packageInputSchema>]-?: K extends "popular" ? boolean : string };

const toValues = (p?: Package): Values => ({
  title: p?.title ?? "",
  slug: p?.slug ?? "",
  description: p?.description ?? "",
  features: p?.features.join("\n") ?? "",
  price: p ? String(p.price) : "",
  originalPrice: p ? String(p.originalPrice) : "",
  duration: p?.duration ?? "",
  popular: p?.popular ?? false,
  includes: p?.includes.join("\n") ?? "",
  excludes: p?.excludes.join("\n") ?? "",
  steps: p ? stepsText(p.steps) : "",
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
  includes: v.includes.split("\n"),
  excludes: v.excludes.split("\n"),
  steps: parseSteps(v.steps),
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
    features: v.features
      .split("\n")
      .map((f) => f.trim())
      .filter(Boolean),
    price: n(v.price),
    originalPrice: n(v.originalPrice),
    duration: v.duration,
    popular: v.popular,
    includes: [],
    excludes: [],
    steps: [],
  };
}

export default function AdminPackages() {
  const loaded = useLoaderData<typeof loader>();
  const items = loaded.data ?? [];
  const [editing, setEditing] = useState<Package | "new" | null>(null);
  const [deleting, setDeleting] = useState<Package | null>(null);
  const [saved, setSaved] = useState(false);
  const remover = useAdminWrite();
  // A delete moves the package to the trash, with an Undo.
  const [trashed, setTrashed] = useState<Trashed | null>(null);
  const error = remover.result && !remover.result.ok ? remover.result.error : loaded.error;

  function remove() {
    const p = deleting;
    setDeleting(null);
    if (p) void remover.submit({ intent: "delete", id: p.id }).then((r) => setTrashed(r.ok ? { type: "package", id: p.id, title: p.title } : null));
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
      <TrashUndo item={trashed} />
      {saved && (
        <p role="status" className="mb-4 success-banner">
          {adminMessages.packageSaved}
        </p>
      )}
      <AdminTable head={["Order", "Package", "Price", "Original price", "Duration", "Status", "Actions"]}>
        {items.length === 0 ? (
          <EmptyRow columns={7} empty="No packages yet." failed={loaded.error !== null} />
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
            onSaved={() => {
              setEditing(null);
              setSaved(true);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog open={deleting !== null} message={adminMessages.confirmDeletePackage} onConfirm={remove} onCancel={() => setDeleting(null)} />
    </section>
  );
}

function PackageForm({ item, onCancel, onSaved }: { item?: Package; onCancel: () => void; onSaved: () => void }) {
  const id = useId();
  const [values, setValues] = useState(() => toValues(item));
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((prev) => ({ ...prev, [k]: v }));
  const form = useConflictSave({ updatedAt: item?.updatedAt, read: item ? readUpdatedAtOf(itemPath(item.id)) : null, saveFailed: adminMessages.packageSaveFailed, onSaved });
  const { error, busy } = form;
  const save = () => form.save(item?.id, toBody(values));

  const text = (k: "title" | "slug" | "duration", label: string, hint?: string) => (
    <TextField id={`${id}-${k}`} label={label} value={values[k]} onChange={(v) => set(k, v)} required hint={hint} />
  );
  const lines = (k: "includes" | "excludes" | "steps", label: string, hint: string) => (
    <div>
      <label htmlFor={`${id}-${k}`} className="field-label">
        {label}
      </label>
      <textarea id={`${id}-${k}`} className="field" rows={4} value={values[k]} aria-describedby={`${id}-${k}-hint`} onChange={(e) => set(k, e.target.value)} />
      <p id={`${id}-${k}-hint`} className="mt-1 text-xs text-muted">
        {hint}
      </p>
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
        <ErrorBanner message={error}>{form.conflict && item && <ConflictActions savedHref={`/admin/packages`} busy={busy} onSaveAnyway={() => form.overrule(save)} />}</ErrorBanner>
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
          <textarea
            id={`${id}-features`}
            className="field"
            rows={6}
            required
            value={values.features}
            aria-describedby={`${id}-features-hint`}
            onChange={(e) => set("features", e.target.value)}
          />
          <p id={`${id}-features-hint`} className="mt-1 text-xs text-muted">
            One feature per line.
          </p>
        </div>
        {lines("includes", "What the fee includes", "One point per line.")}
        {lines("excludes", "What it does not include", "One point per line, e.g. government fees, stamp duty.")}
        {lines("steps", "Steps and typical days", "One step per line: the step's name, a bar, its typical working days, e.g. Name approval (RUN) | 3.")}
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
            <input
              id={`${id}-order`}
              className="field"
              type="number"
              min={0}
              step={1}
              value={values.order}
              aria-describedby={`${id}-order-hint`}
              onChange={(e) => set("order", e.target.value)}
            />
            <p id={`${id}-order-hint`} className="mt-1 text-xs text-muted">
              Lower first; empty puts a new package last.
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-status`} className="field-label">
              Status
            </label>
            <select id={`${id}-status`} className="field" value={values.status} onChange={(e) => set("status", e.target.value)}>
              <StatusOptions />
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
