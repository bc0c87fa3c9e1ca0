// /admin/testimonials (admin only): client quotes with the date of their consent; a published
// one shows on the service and city pages it is tagged with, and on the home page when chosen. Saves carry
// updatedAt (edit conflicts). Without JavaScript the address opens the dialogs ("?new=1", "?edit={id}",
// "?delete={id}") and the forms post to the action, which goes back to the list.
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
import { afterPost, postedByForm, postedCheckbox, postedValues, type FormFailure, type PostedFields } from "../../components/admin/publishable-config";
import { adminWrite, loadScreen, staffOf, submitted, useAdminWrite, type Written } from "../../lib/admin-data";
import { publishableAction } from "../../lib/admin-publishable";
import { readUpdatedAtOf, useConflictSave } from "../../lib/edit-conflict";
import { taggablePages, type TaggablePage } from "../../lib/service-pages";
import type { Route } from "./+types/testimonials";

export const meta = () => [{ title: "Testimonials | Admin" }];

const ENDPOINT = "/api/testimonials";
const itemPath = (id: string) => `${ENDPOINT}/${encodeURIComponent(id)}`;

const LIST = "/admin/testimonials";
const messages = { saveFailed: adminMessages.testimonialSaveFailed, deleteFailed: adminMessages.testimonialDeleteFailed };

export async function loader(args: Route.LoaderArgs) {
  const list = await loadScreen<Testimonial[]>(args, ENDPOINT, adminMessages.testimonialsFetchFailed);
  // The published pages a testimonial can be shown on.
  return { ...list, pages: taggablePages(args.context.reads.pages.summaries()) };
}

const json = publishableAction(ENDPOINT, messages);

/** The screen's JSON; or a form posted without JavaScript: the same body from its fields, then back to the list (or its error and what was typed). */
export async function action(args: Route.ActionArgs): Promise<Written<unknown> | FormFailure> {
  if (!postedByForm(args.request)) return json(args);
  staffOf(args);
  const sent = await submitted<PostedFields>(args.request);
  if (sent.intent === "delete") return afterPost(await adminWrite(args, itemPath(sent.id ?? ""), { method: "DELETE" }, messages.deleteFailed), LIST);
  // The page checkboxes post a name once per ticked page: read them as lists before postedValues keeps one.
  const posted: Record<string, string> = { ...postedValues(sent.body), ...postedPlaces(sent.body) };
  const body = { ...fromPosted(posted), ...(posted.updatedAt ? { updatedAt: posted.updatedAt } : {}) };
  const written = sent.id
    ? await adminWrite(args, itemPath(sent.id), { method: "PUT", json: body }, messages.saveFailed)
    : await adminWrite(args, ENDPOINT, { method: "POST", json: body }, messages.saveFailed);
  return afterPost(written, `${LIST}?saved=1`, posted);
}

type Values = { quote: string; name: string; role: string; city: string; services: string[]; cities: string[]; home: boolean; consentDate: string; status: string };

const toValues = (t?: Testimonial): Values => ({
  quote: t?.quote ?? "",
  name: t?.name ?? "",
  role: t?.role ?? "",
  city: t?.city ?? "",
  services: t?.services ?? [],
  cities: t?.cities ?? [],
  home: t?.home ?? false,
  consentDate: t?.consentDate ?? "",
  status: t?.status ?? "draft",
});

/**
 * The places of a form posted without JavaScript as text, so a refused save can show them again: `services` and
 * `cities` as slugs joined by commas (a slug has none), `home` as "true" or "false" (its hidden "false" comes
 * before the checkbox, and the last value wins).
 */
function postedPlaces(body: Record<string, unknown> | undefined): { services: string; cities: string; home: string } {
  const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((s): s is string => typeof s === "string" && s !== "");
  const home = list(body?.home).at(-1);
  return { services: list(body?.services).join(","), cities: list(body?.cities).join(","), home: String(postedCheckbox(home)) };
}

/** The form's values among a post's fields (without JavaScript). */
const fromPosted = (v: Record<string, string>): Values => {
  const slugs = (s: string | undefined) => (s ? s.split(",").filter(Boolean) : []);
  const base = toValues();
  return {
    quote: v.quote ?? base.quote,
    name: v.name ?? base.name,
    role: v.role ?? base.role,
    city: v.city ?? base.city,
    services: slugs(v.services),
    cities: slugs(v.cities),
    home: v.home === "true",
    consentDate: v.consentDate ?? base.consentDate,
    status: v.status ?? base.status,
  };
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
      <AdminTable head={["Client", "Quote", "Shown on", "Consent", "Status", "Actions"]}>
        {items.length === 0 ? (
          <EmptyRow columns={6} empty="No testimonials yet." failed={loaded.error !== null} />
        ) : (
          items.map((t) => (
            <tr key={t.id} className="align-top">
              <td data-label="Client" className="px-4 py-3">
                <span className="font-medium">{t.name}</span>
                <span className="block text-xs text-muted">{[t.role, t.city].filter(Boolean).join(", ")}</span>
              </td>
              <td data-label="Quote" className="max-w-xs px-4 py-3">
                <span className="line-clamp-3">{t.quote}</span>
              </td>
              <td data-label="Shown on" className="px-4 py-3">
                <ShownOn item={t} />
              </td>
              <td data-label="Consent" className="px-4 py-3 whitespace-nowrap">
                {t.consentDate || "—"}
              </td>
              <td data-label="Status" className="px-4 py-3">
                <StatusBadge status={t.status} />
              </td>
              <td data-label="Actions" className="px-4 py-3 whitespace-nowrap">
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
  const { pages } = useLoaderData<typeof loader>();
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
      <fieldset className="space-y-3">
        <legend className="field-label">Shown on</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="hidden" name="body.home" value="false" />
          <input type="checkbox" name="body.home" value="true" className="h-4 w-4" checked={values.home} onChange={(e) => set("home", e.target.checked)} />
          The home page
        </label>
        <PagePicker legend="Service pages" name="body.services" pages={pages.services} chosen={values.services} onChange={(v) => set("services", v)} />
        <PagePicker legend="City pages" name="body.cities" pages={pages.cities} chosen={values.cities} onChange={(v) => set("cities", v)} />
      </fieldset>
      <FormActions submitLabel="Save" onCancel={onCancel} cancelHref={LIST} busy={busy} />
    </Form>
  );
}

/** Pages as checkboxes, each named by its title with its address under it. */
function PagePicker({ legend, name, pages, chosen, onChange }: { legend: string; name: string; pages: TaggablePage[]; chosen: string[]; onChange: (slugs: string[]) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <ul className="mt-2 grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2">
        {pages.map((p) => (
          <li key={p.slug}>
            <label className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-slate-50">
              <input
                type="checkbox"
                name={name}
                value={p.slug}
                className="mt-0.5 h-4 w-4 shrink-0"
                checked={chosen.includes(p.slug)}
                onChange={(e) => onChange(e.target.checked ? [...chosen, p.slug] : chosen.filter((s) => s !== p.slug))}
              />
              <span>
                {p.title}
                <span className="block font-mono text-xs text-muted">{p.path}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Where a testimonial shows, by the pages' addresses. */
function ShownOn({ item }: { item: Testimonial }) {
  const { pages } = useLoaderData<typeof loader>();
  const paths = [
    ...(item.home ? ["/"] : []),
    ...item.services.map((s) => pages.services.find((p) => p.slug === s)?.path ?? `/${s}`),
    ...item.cities.map((c) => pages.cities.find((p) => p.slug === c)?.path ?? c),
  ];
  return paths.length ? (
    <ul className="space-y-0.5 font-mono text-xs">
      {paths.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  ) : (
    <span className="text-muted">—</span>
  );
}
