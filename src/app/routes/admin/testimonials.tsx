// /admin/testimonials (admin only): client quotes with the date of their consent; a published
// one shows on the home page and on the service page it is tagged with. Saves carry updatedAt (edit conflicts).
// Without JavaScript the address opens the dialogs ("?new=1", "?edit={id}", "?delete={id}") and the forms
// post to the action, which goes back to the list.
import { useId, useState, type FormEvent } from "react";
import { Form, useActionData, useLoaderData, useLocation, useNavigate, useSearchParams } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { TESTIMONIAL_STATUSES, type Testimonial } from "../../../shared/schemas/testimonial";
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
import { afterPost, postedByForm, postedValues, type FormFailure, type PostedFields } from "../../components/admin/publishable-config";
import { adminWrite, loadScreen, staffOf, submitted, useAdminWrite, type Written } from "../../lib/admin-data";
import { publishableAction } from "../../lib/admin-publishable";
import { readUpdatedAtOf, useConflictSave } from "../../lib/edit-conflict";
import { servicePageName, servicePages } from "../../lib/service-pages";
import type { Route } from "./+types/testimonials";

export const meta = () => [{ title: "Testimonials | Admin" }];

const ENDPOINT = "/api/testimonials";
const itemPath = (id: string) => `${ENDPOINT}/${encodeURIComponent(id)}`;

const LIST = "/admin/testimonials";
const messages = { saveFailed: adminMessages.testimonialSaveFailed, deleteFailed: adminMessages.testimonialDeleteFailed };

export function loader(args: Route.LoaderArgs) {
  return loadScreen<Testimonial[]>(args, ENDPOINT, adminMessages.testimonialsFetchFailed);
}

const json = publishableAction(ENDPOINT, messages);

/** The screen's JSON; or a form posted without JavaScript: the same body from its fields, then back to the list (or its error and what was typed). */
export async function action(args: Route.ActionArgs): Promise<Written<unknown> | FormFailure> {
  if (!postedByForm(args.request)) return json(args);
  staffOf(args);
  const sent = await submitted<PostedFields>(args.request);
  if (sent.intent === "delete") return afterPost(await adminWrite(args, itemPath(sent.id ?? ""), { method: "DELETE" }, messages.deleteFailed), LIST);
  const posted = postedValues(sent.body);
  const body = { ...fromPosted(posted), ...(posted.updatedAt ? { updatedAt: posted.updatedAt } : {}) };
  const written = sent.id
    ? await adminWrite(args, itemPath(sent.id), { method: "PUT", json: body }, messages.saveFailed)
    : await adminWrite(args, ENDPOINT, { method: "POST", json: body }, messages.saveFailed);
  return afterPost(written, `${LIST}?saved=1`, posted);
}

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

/** The form's values among a post's fields (without JavaScript). */
const fromPosted = (v: Record<string, string>): Values => {
  const base = toValues();
  return Object.fromEntries(Object.entries(base).map(([k, d]) => [k, v[k] ?? d])) as Values;
};

export default function AdminTestimonials() {
  const loaded = useLoaderData<typeof loader>();
  const items = loaded.data ?? [];
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<Testimonial | "new" | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const [saved, setSaved] = useState(false);
  const remover = useAdminWrite();
  // A form posted without JavaScript that failed: a save (its dialog shows again with what was typed), or a delete.
  const posted = useActionData<typeof action>();
  const failed = posted && !posted.ok ? posted : null;
  const failedValues = failed && "values" in failed ? (failed.values as Record<string, string> | undefined) : undefined;
  const failedSave = failed && failedValues ? { error: failed.error, values: fromPosted(failedValues), updatedAt: failedValues.updatedAt } : undefined;
  const error = (remover.result && !remover.result.ok ? remover.result.error : null) ?? (failed && !failedSave ? failed.error : null) ?? loaded.error;

  // What the address opens without JavaScript: "?new=1", "?edit={id}", "?delete={id}".
  const fromUrl = params.get("new") === "1" ? "new" : (items.find((t) => t.id === params.get("edit")) ?? null);
  const shown = editing ?? fromUrl;
  const asked = deleting ?? items.find((t) => t.id === params.get("delete")) ?? null;
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
    const t = asked;
    closeConfirm();
    if (t) void remover.submit({ intent: "delete", id: t.id });
  }

  const current = shown === "new" ? undefined : (shown ?? undefined);
  return (
    <section>
      <AdminHeader
        title="Testimonials"
        actions={
          <UrlButton name="new" value="1" className="btn-primary" onClick={() => (setSaved(false), setEditing("new"))}>
            New Testimonial
          </UrlButton>
        }
      />
      <p className="mb-4 text-sm text-muted">
        Publish only what the client agreed to in writing, and record the date they agreed. No star ratings: reviews belong on the firm's Google Business Profile.
      </p>
      <ErrorBanner message={error} />
      {(saved || params.get("saved") === "1") && (
        <p role="status" className="mb-4 success-banner">
          {adminMessages.testimonialSaved}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        message={adminMessages.confirmDeleteTestimonial}
        onConfirm={remove}
        onCancel={closeConfirm}
        post={asked ? { intent: "delete", id: asked.id } : undefined}
        cancelHref={pathname}
      />
      <ScreenDialog open={shown !== null} onClose={closeEditor} title={current ? "Edit Testimonial" : "New Testimonial"} className="max-w-2xl">
        {shown !== null && (
          <TestimonialForm
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
                <EditDeleteActions label={t.name} id={t.id} onEdit={() => (setSaved(false), setEditing(t))} onDelete={() => setDeleting(t)} />
              </td>
            </tr>
          ))
        )}
      </AdminTable>
    </section>
  );
}

function TestimonialForm({
  item,
  posted,
  onCancel,
  onSaved,
}: {
  item?: Testimonial;
  /** This form posted without JavaScript, refused: its error and what was typed. */
  posted?: { error: string; values: Values; updatedAt?: string };
  onCancel: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState(() => posted?.values ?? toValues(item));
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((prev) => ({ ...prev, [k]: v }));
  const form = useConflictSave({ updatedAt: item?.updatedAt, read: item ? readUpdatedAtOf(itemPath(item.id)) : null, saveFailed: adminMessages.testimonialSaveFailed, onSaved });
  const { busy } = form;
  const error = form.error ?? posted?.error;
  const save = () => form.save(item?.id, { ...values });

  const text = (k: "name" | "role" | "city", label: string, required: boolean, hint?: string) => (
    <TextField id={`${id}-${k}`} name={`body.${k}`} label={label} value={values[k]} onChange={(v) => set(k, v)} required={required} hint={hint} />
  );

  return (
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
      <ErrorBanner message={error}>{form.conflict && item && <ConflictActions savedHref="/admin/testimonials" busy={busy} onSaveAnyway={() => form.overrule(save)} />}</ErrorBanner>
      <div>
        <label htmlFor={`${id}-quote`} className="field-label">
          Quote<span className="text-red-700"> *</span>
        </label>
        <textarea id={`${id}-quote`} name="body.quote" className="field" rows={4} required value={values.quote} onChange={(e) => set("quote", e.target.value)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", "Client's name", true)}
        {text("role", "Role", false, "Optional, e.g. Founder, Acme Foods.")}
        {text("city", "City", true)}
        <div>
          <label htmlFor={`${id}-service`} className="field-label">
            Service page<span className="text-red-700"> *</span>
          </label>
          <select id={`${id}-service`} name="body.service" className="field" value={values.service} onChange={(e) => set("service", e.target.value)}>
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
            name="body.consentDate"
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
          <select id={`${id}-status`} name="body.status" className="field" value={values.status} onChange={(e) => set("status", e.target.value)}>
            <StatusOptions statuses={TESTIMONIAL_STATUSES} />
          </select>
        </div>
      </div>
      <FormActions submitLabel="Save" onCancel={onCancel} cancelHref={LIST} busy={busy} />
    </Form>
  );
}
