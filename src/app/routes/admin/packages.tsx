// /admin/packages (admin only): the service packages and their prices, in the site's order; each
// is edited in a dialog beside a live preview of its public card. Saves carry updatedAt (edit conflicts).
// Without JavaScript the address opens the dialogs ("?new=1", "?edit={id}", "?delete={id}") and the forms
// post to the action (features, includes, excludes and steps one per line, as the screen sends them).
import { useId, useState, type FormEvent } from "react";
import { Form, useActionData, useLoaderData, useLocation, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { adminMessages } from "../../../shared/admin-messages";
import type { Package, packageInputSchema, ServicePackage } from "../../../shared/schemas/package";
import { checklistText, parseChecklist, parseSteps, stepsText } from "../../lib/package-steps";
import {
  AdminHeader,
  AdminTable,
  ConfirmDialog,
  ConflictActions,
  EditDeleteActions,
  EmptyRow,
  ErrorBanner,
  FormActions,
  ScreenDialog,
  TextField,
  StatusBadge,
  StatusOptions,
  UrlButton,
} from "../../components/admin/ui";
import { afterPost, postedByForm, postedCheckbox, postedValues, type FormFailure, type PostedFields } from "../../components/admin/publishable-config";
import { TrashUndo, type Trashed } from "../../components/admin/trash-undo";
import { PackageCard } from "../../components/package-cards";
import { adminWrite, loadScreen, staffOf, submitted, useAdminWrite, type Written } from "../../lib/admin-data";
import { publishableAction } from "../../lib/admin-publishable";
import { readUpdatedAtOf, useConflictSave } from "../../lib/edit-conflict";
import { formatRupees } from "../../lib/format";
import { DEFAULT_SAC } from "../../../shared/gst";
import type { Route } from "./+types/packages";

export const meta = () => [{ title: "Packages and Prices | Admin" }];

const ENDPOINT = "/api/packages";
const itemPath = (id: string) => `${ENDPOINT}/${encodeURIComponent(id)}`;

const LIST = "/admin/packages";
const messages = { saveFailed: adminMessages.packageSaveFailed, deleteFailed: adminMessages.packageDeleteFailed };

export function loader(args: Route.LoaderArgs) {
  return loadScreen<Package[]>(args, ENDPOINT, adminMessages.packagesFetchFailed);
}

const json = publishableAction(ENDPOINT, messages);

/** The screen's JSON; or a form posted without JavaScript: the same body from its fields, then back to the list (or its error and what was typed). */
export async function action(args: Route.ActionArgs): Promise<Written<unknown> | FormFailure> {
  if (!postedByForm(args.request)) return json(args);
  staffOf(args);
  const sent = await submitted<PostedFields>(args.request);
  if (sent.intent === "delete") return afterPost(await adminWrite(args, itemPath(sent.id ?? ""), { method: "DELETE" }, messages.deleteFailed), LIST);
  const posted = postedValues(sent.body);
  const body = { ...toBody(fromPosted(posted)), ...(posted.updatedAt ? { updatedAt: posted.updatedAt } : {}) };
  const written = sent.id
    ? await adminWrite(args, itemPath(sent.id), { method: "PUT", json: body }, messages.saveFailed)
    : await adminWrite(args, ENDPOINT, { method: "POST", json: body }, messages.saveFailed);
  return afterPost(written, `${LIST}?saved=1`, posted);
}

/**
 * The form's values, one per field of the package input schema: text as typed (numbers are checked by
 * the server, which names the field), the checkbox as a boolean.
 */
type Values = { [K in Exclude<keyof z.input<typeof packageInputSchema>, "hi">]-?: K extends "popular" ? boolean : string } & HindiValues;

/** The package's words on the Hindi pages, one field each (lists one entry per line). */
const HINDI_FIELDS = ["title", "description", "duration", "features", "includes", "excludes", "steps"] as const;
type HindiKey = `hi.${(typeof HINDI_FIELDS)[number]}`;
type HindiValues = Record<HindiKey, string>;
const hindiValues = (hi: Package["hi"]): HindiValues =>
  Object.fromEntries(HINDI_FIELDS.map((f) => [`hi.${f}`, ((v) => (Array.isArray(v) ? v.join("\n") : (v ?? "")))(hi?.[f])])) as HindiValues;
const hindiBody = (v: Values) => Object.fromEntries(HINDI_FIELDS.map((f) => [f, ["title", "description", "duration"].includes(f) ? v[`hi.${f}`] : v[`hi.${f}`].split("\n")]));

const toValues = (p?: Package): Values => ({
  title: p?.title ?? "",
  slug: p?.slug ?? "",
  description: p?.description ?? "",
  features: p?.features.join("\n") ?? "",
  price: p ? String(p.price) : "",
  originalPrice: p ? String(p.originalPrice) : "",
  governmentFee: p ? String(p.governmentFee) : "0",
  sac: p?.sac ?? DEFAULT_SAC,
  duration: p?.duration ?? "",
  popular: p?.popular ?? false,
  includes: p?.includes.join("\n") ?? "",
  excludes: p?.excludes.join("\n") ?? "",
  steps: p ? stepsText(p.steps) : "",
  checklist: p ? checklistText(p.checklist) : "",
  order: p ? String(p.order) : "",
  status: p?.status ?? "published",
  ...hindiValues(p?.hi),
});

/** The values of a form posted without JavaScript (the checkbox: "on", or absent for false). */
const fromPosted = (v: Record<string, string>): Values => ({
  ...toValues(),
  ...v,
  popular: postedCheckbox(v.popular),
});

const number = (s: string) => (s.trim() === "" ? undefined : Number(s));

const toBody = (v: Values) => ({
  title: v.title,
  slug: v.slug,
  description: v.description,
  features: v.features.split("\n"),
  price: number(v.price),
  originalPrice: number(v.originalPrice),
  governmentFee: number(v.governmentFee) ?? 0,
  sac: v.sac,
  duration: v.duration,
  popular: v.popular,
  includes: v.includes.split("\n"),
  excludes: v.excludes.split("\n"),
  steps: parseSteps(v.steps),
  checklist: parseChecklist(v.checklist),
  order: number(v.order),
  status: v.status,
  hi: hindiBody(v),
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
    governmentFee: n(v.governmentFee),
    sac: v.sac,
  };
}

export default function AdminPackages() {
  const loaded = useLoaderData<typeof loader>();
  const items = loaded.data ?? [];
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<Package | "new" | null>(null);
  const [deleting, setDeleting] = useState<Package | null>(null);
  const [saved, setSaved] = useState(false);
  const remover = useAdminWrite();
  // A delete moves the package to the trash, with an Undo.
  const [trashed, setTrashed] = useState<Trashed | null>(null);
  // A form posted without JavaScript that failed: a save (its dialog shows again with what was typed), or a delete.
  const posted = useActionData<typeof action>();
  const failed = posted && !posted.ok ? posted : null;
  const failedValues = failed && "values" in failed ? (failed.values as Record<string, string> | undefined) : undefined;
  const failedSave = failed && failedValues ? { error: failed.error, values: fromPosted(failedValues), updatedAt: failedValues.updatedAt } : undefined;
  const error = (remover.result && !remover.result.ok ? remover.result.error : null) ?? (failed && !failedSave ? failed.error : null) ?? loaded.error;

  // What the address opens without JavaScript: "?new=1", "?edit={id}", "?delete={id}".
  const fromUrl = params.get("new") === "1" ? "new" : (items.find((p) => p.id === params.get("edit")) ?? null);
  const shown = editing ?? fromUrl;
  const asked = deleting ?? items.find((p) => p.id === params.get("delete")) ?? null;
  const clearUrl = () => {
    if (params.has("new") || params.has("edit") || params.has("delete")) navigate(pathname, { replace: true });
  };
  const closeEditor = () => {
    setEditing(null);
    clearUrl();
  };
  const closeConfirm = () => {
    setDeleting(null);
    clearUrl();
  };

  function remove() {
    const p = asked;
    closeConfirm();
    if (p) void remover.submit({ intent: "delete", id: p.id }).then((r) => setTrashed(r.ok ? { type: "package", id: p.id, title: p.title } : null));
  }

  const current = shown === "new" ? undefined : (shown ?? undefined);
  return (
    <section>
      <AdminHeader
        title="Packages and Prices"
        actions={
          <UrlButton name="new" value="1" className="btn-primary" onClick={() => (setSaved(false), setEditing("new"))}>
            New Package
          </UrlButton>
        }
      />
      <ErrorBanner message={error} />
      <TrashUndo item={trashed} />
      {(saved || params.get("saved") === "1") && (
        <p role="status" className="mb-4 success-banner">
          {adminMessages.packageSaved}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        message={adminMessages.confirmDeletePackage}
        onConfirm={remove}
        onCancel={closeConfirm}
        post={asked ? { intent: "delete", id: asked.id } : undefined}
        cancelHref={pathname}
      />
      <ScreenDialog open={shown !== null} onClose={closeEditor} title={current ? "Edit Package" : "New Package"} className="max-w-5xl">
        {shown !== null && (
          <PackageForm
            key={current?.id ?? "new"}
            item={current}
            posted={failedSave}
            onCancel={closeEditor}
            onSaved={() => {
              closeEditor();
              setSaved(true);
            }}
          />
        )}
      </ScreenDialog>
      <AdminTable head={["Order", "Package", "Price", "Original price", "Duration", "Status", "Actions"]}>
        {items.length === 0 ? (
          <EmptyRow columns={7} empty="No packages yet." failed={loaded.error !== null} />
        ) : (
          items.map((p) => (
            <tr key={p.id} className="align-top">
              <td data-label="Order" className="px-4 py-3">
                {p.order}
              </td>
              <td data-label="Package" className="px-4 py-3">
                <span className="font-medium">{p.title}</span>
                {p.popular && <span className="ml-2 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold">Most Popular</span>}
                <span className="block text-xs text-muted">/{p.slug}</span>
              </td>
              <td data-label="Price" className="px-4 py-3 whitespace-nowrap">
                {formatRupees(p.price)}
              </td>
              <td data-label="Original price" className="px-4 py-3 whitespace-nowrap">
                {formatRupees(p.originalPrice)}
              </td>
              <td data-label="Duration" className="px-4 py-3">
                {p.duration}
              </td>
              <td data-label="Status" className="px-4 py-3">
                <StatusBadge status={p.status} />
              </td>
              <td data-label="Actions" className="px-4 py-3 whitespace-nowrap">
                <EditDeleteActions label={p.title} id={p.id} onEdit={() => (setSaved(false), setEditing(p))} onDelete={() => setDeleting(p)} />
              </td>
            </tr>
          ))
        )}
      </AdminTable>
    </section>
  );
}

function PackageForm({
  item,
  posted,
  onCancel,
  onSaved,
}: {
  item?: Package;
  /** This form posted without JavaScript, refused: its error and what was typed. */
  posted?: { error: string; values: Values; updatedAt?: string };
  onCancel: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState(() => posted?.values ?? toValues(item));
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((prev) => ({ ...prev, [k]: v }));
  const form = useConflictSave({ updatedAt: item?.updatedAt, read: item ? readUpdatedAtOf(itemPath(item.id)) : null, saveFailed: adminMessages.packageSaveFailed, onSaved });
  const { busy } = form;
  const error = form.error ?? posted?.error;
  const save = () => form.save(item?.id, toBody(values));

  const text = (k: "title" | "slug" | "duration" | "sac", label: string, hint?: string) => (
    <TextField id={`${id}-${k}`} name={`body.${k}`} label={label} value={values[k]} onChange={(v) => set(k, v)} required hint={hint} />
  );
  const lines = (k: "includes" | "excludes" | "steps" | "checklist", label: string, hint: string) => (
    <div>
      <label htmlFor={`${id}-${k}`} className="field-label">
        {label}
      </label>
      <textarea id={`${id}-${k}`} name={`body.${k}`} className="field" rows={4} value={values[k]} aria-describedby={`${id}-${k}-hint`} onChange={(e) => set(k, e.target.value)} />
      <p id={`${id}-${k}-hint`} className="mt-1 text-xs text-muted">
        {hint}
      </p>
    </div>
  );
  const rupees = (k: "price" | "originalPrice" | "governmentFee", label: string) => (
    <div>
      <label htmlFor={`${id}-${k}`} className="field-label">
        {label}
        <span className="text-red-700"> *</span>
      </label>
      <input
        id={`${id}-${k}`}
        name={`body.${k}`}
        className="field"
        type="number"
        inputMode="numeric"
        min={k === "governmentFee" ? 0 : 1}
        step={1}
        required
        value={values[k]}
        onChange={(e) => set(k, e.target.value)}
      />
    </div>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Form
        method="post"
        className="space-y-4"
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void save();
        }}
      >
        <input type="hidden" name="intent" value="save" />
        {item && <input type="hidden" name="id" value={item.id} />}
        {item && <input type="hidden" name="body.updatedAt" value={posted?.updatedAt ?? item.updatedAt} />}
        <ErrorBanner message={error}>{form.conflict && item && <ConflictActions savedHref={`/admin/packages`} busy={busy} onSaveAnyway={() => form.overrule(save)} />}</ErrorBanner>
        {text("title", "Title")}
        {text("slug", "Slug", "The page's address: lower-case letters, digits and hyphens, e.g. pvt-ltd-registration-delhi.")}
        <div>
          <label htmlFor={`${id}-description`} className="field-label">
            Description<span className="text-red-700"> *</span>
          </label>
          <textarea
            id={`${id}-description`}
            name="body.description"
            className="field"
            rows={3}
            required
            value={values.description}
            onChange={(e) => set("description", e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-features`} className="field-label">
            Features<span className="text-red-700"> *</span>
          </label>
          <textarea
            id={`${id}-features`}
            name="body.features"
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
        {lines(
          "checklist",
          "Documents the client sends",
          "One document per line: its name, then a bar and a one-line hint the client sees, e.g. PAN card of each director | A clear photo of the front.",
        )}
        <details className="border-line rounded-lg border p-4">
          <summary className="cursor-pointer font-semibold text-ink">{adminMessages.packageHindiTitle}</summary>
          <p className="mt-2 text-sm text-muted">{adminMessages.packageHindiHint}</p>
          <div className="mt-4 space-y-4" lang="hi">
            {HINDI_FIELDS.map((f) => {
              const k: HindiKey = `hi.${f}`;
              const one = f === "title" || f === "duration";
              return (
                <div key={f}>
                  <label htmlFor={`${id}-${k}`} className="field-label">
                    {adminMessages.packageHindiLabels[f]}
                  </label>
                  {one ? (
                    <input id={`${id}-${k}`} name={`body.${k}`} className="field" value={values[k]} onChange={(e) => set(k, e.target.value)} />
                  ) : (
                    <textarea
                      id={`${id}-${k}`}
                      name={`body.${k}`}
                      className="field"
                      rows={f === "description" ? 3 : 4}
                      value={values[k]}
                      onChange={(e) => set(k, e.target.value)}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </details>
        <div className="grid gap-4 sm:grid-cols-2">
          {rupees("price", "Price (₹, whole rupees)")}
          {rupees("originalPrice", "Original price (₹, shown struck through)")}
          {rupees("governmentFee", "Govt. fee estimate (₹, at actuals, no GST)")}
          {text("sac", "SAC code", "The tax invoice's services code; 9982 for legal and accounting services.")}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {text("duration", "Duration")}
          <div>
            <label htmlFor={`${id}-order`} className="field-label">
              Order
            </label>
            <input
              id={`${id}-order`}
              name="body.order"
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
            <select id={`${id}-status`} name="body.status" className="field" value={values.status} onChange={(e) => set("status", e.target.value)}>
              <StatusOptions />
            </select>
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="body.popular" checked={values.popular} onChange={(e) => set("popular", e.target.checked)} className="size-4" />
          Most popular (highlighted card)
        </label>
        <FormActions submitLabel="Save" onCancel={onCancel} cancelHref={LIST} busy={busy} />
      </Form>
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
