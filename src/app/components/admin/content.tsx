// The admin screens of dated content (offers, latest news, resources) share one list, one form and one
// editor page; each screen only says which columns and fields it has and which messages of docs/product.md#messages it shows.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES, STATUSES } from "../../../shared/constants";
import { adminMessages } from "../../../shared/admin-messages";
import { apiMessages } from "../../../shared/api-messages";
import { adminFetch, ApiError, errorText } from "../../lib/admin-api";
import { readUpdatedAtOf, useEditConflict, type ReadUpdatedAt } from "../../lib/edit-conflict";
import { todayInIndia } from "../../lib/format";
import { indiaInputToIso } from "../../lib/date-time";
import { Dialog } from "../dialog";
import { AdminHeader, AdminTable, ConfirmDialog, ConflictActions, EditDeleteActions, ErrorBanner, SavedNotice } from "./ui";

// Issue 21: news and resource bodies use the posts' rich-text editor (loaded on first use).
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/* ------------------------------------------------------------------ data */

export type Row = { id: string; date: string; status: string } & Record<string, unknown>;
export type Values = Record<string, string>;

/**
 * Loads a list for an admin screen and deletes from it. `select` turns the answer into rows
 * (most calls answer { data }; the sidebar links answer a bare list).
 */
export function useAdminList<T>(endpoint: string, fetchFailed: string, select: (body: unknown) => T[] = (b) => (b as { data: T[] }).data) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selectRef = useRef(select);

  const reload = useCallback(async () => {
    try {
      setItems(selectRef.current(await adminFetch(endpoint)));
      setError(null);
    } catch (err) {
      setItems((prev) => prev ?? []);
      setError(errorText(err, fetchFailed));
    }
  }, [endpoint, fetchFailed]);

  useEffect(() => void reload(), [reload]);
  return { items, error, setError, reload };
}

/** The date input's value (YYYY-MM-DD, India) of a stored ISO date; today for a new item. */
export function dateInputValue(iso: string | undefined): string {
  return iso ? todayInIndia(new Date(iso)) : todayInIndia();
}

/** A date chosen in the form means that day in India, so "today" is already public today. */
export function toIsoDate(day: string): string {
  return indiaInputToIso(day);
}

/* ------------------------------------------------------------------ form */

export type FieldDef = {
  name: string;
  label: string;
  kind: "text" | "textarea" | "url" | "date" | "status" | "image" | "richtext";
  required?: boolean;
  hint?: string;
  rows?: number;
  /** Monospaced text (for HTML). */
  mono?: boolean;
  /** A date that may stay empty (no default of today); with endOfDay it means the end of that day in India. */
  optional?: boolean;
  endOfDay?: boolean;
};

/** Form values of a stored item (or the defaults of a new one: date today, status draft). */
export function initialValues(fields: FieldDef[], item?: Record<string, unknown>): Values {
  const v: Values = {};
  for (const f of fields) {
    const raw = item?.[f.name];
    if (f.kind === "date" && f.optional) v[f.name] = typeof raw === "string" && raw ? dateInputValue(raw) : "";
    else if (f.kind === "date") v[f.name] = dateInputValue(typeof raw === "string" ? raw : undefined);
    else if (f.kind === "status") v[f.name] = typeof raw === "string" ? raw : "draft";
    else v[f.name] = typeof raw === "string" ? raw : "";
  }
  return v;
}

function payload(fields: FieldDef[], values: Values): Values {
  const out: Values = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind !== "date" || (f.optional && !v)) out[f.name] = v;
    else out[f.name] = f.endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59.999+05:30` : toIsoDate(v);
  }
  return out;
}

function ImageField({ id, value, onChange, onError, hintId }: { id: string; value: string; onChange: (url: string) => void; onError: (msg: string | null) => void; hintId: string }) {
  const [busy, setBusy] = useState(false);
  async function upload(file: File) {
    if (file.size >= IMAGE_UPLOAD_MAX_BYTES) return onError(apiMessages.imageTooLarge);
    setBusy(true);
    onError(null);
    try {
      const body = new FormData();
      body.append("image", file);
      const { url } = await adminFetch<{ url: string }>("/api/upload", { method: "POST", body });
      onChange(url);
    } catch (err) {
      // The server's reason when the file itself was refused (too large, not PNG/JPEG), else the text of docs/product.md#messages.
      const refused = err instanceof ApiError && [400, 413, 415].includes(err.status);
      onError(refused ? errorText(err, adminMessages.offerImageUploadFailed) : adminMessages.offerImageUploadFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-3">
      {value && (
        <div className="flex items-center gap-4">
          <img src={value} alt="Current banner" className="h-20 w-40 rounded-lg border border-slate-200 object-cover" />
          <button type="button" className="btn-outline" onClick={() => onChange("")}>
            Remove image
          </button>
        </div>
      )}
      <input
        id={id}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(",")}
        aria-describedby={hintId}
        disabled={busy}
        className="block text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) void upload(file);
        }}
      />
      {busy && <p className="text-sm text-muted" role="status">Uploading...</p>}
    </div>
  );
}

function Field({ def, value, onChange, onError }: { def: FieldDef; value: string; onChange: (v: string) => void; onError: (msg: string | null) => void }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const common = { id, name: def.name, required: def.required, value, "aria-describedby": def.hint ? hintId : undefined, className: def.mono ? "field font-mono" : "field" };
  let control: ReactNode;
  switch (def.kind) {
    case "textarea":
      control = <textarea {...common} rows={def.rows ?? 3} onChange={(e) => onChange(e.target.value)} />;
      break;
    case "status":
      control = (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0].toUpperCase() + s.slice(1)}
            </option>
          ))}
        </select>
      );
      break;
    case "image":
      control = <ImageField id={id} value={value} onChange={onChange} onError={onError} hintId={hintId} />;
      break;
    case "richtext":
      return (
        <div>
          <span id={`${id}-label`} className="field-label">
            {def.label}
            {def.required && <span className="text-red-700"> *</span>}
          </span>
          <Suspense fallback={<p className="rounded-lg border border-slate-300 bg-white p-4 text-muted">{adminMessages.editorLoading}</p>}>
            {/* Uncontrolled after the first render: it starts from the stored HTML and reports every change. */}
            <RichTextEditor initialHtml={value} labelledBy={`${id}-label`} onChange={onChange} />
          </Suspense>
          {def.hint && <p className="mt-1 text-xs text-muted">{def.hint}</p>}
        </div>
      );
    default:
      control = <input {...common} type={def.kind} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {def.label}
        {def.required && <span className="text-red-700"> *</span>}
      </label>
      {control}
      {def.hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {def.hint}
        </p>
      )}
    </div>
  );
}

/** What an edit form needs to detect edit conflicts (issue 15): the loaded version and how to re-read it. */
export type ConflictSource = { updatedAt: string; read: ReadUpdatedAt; savedHref: string };

/**
 * The form of an offer, news item, resource or sidebar link. `onSubmit` resolves when saved; when it throws,
 * the error is shown in the red banner above the form. With `conflict` (editing a stored item) the body
 * carries the updatedAt it loaded; on an edit conflict the typed values stay and the banner offers the
 * saved version and "Save mine anyway".
 */
export function ContentForm({ fields, initial, submitLabel, onSubmit, onCancel, saveFailed, conflict: source }: { fields: FieldDef[]; initial: Values; submitLabel: string; onSubmit: (body: Values) => Promise<void>; onCancel: () => void; saveFailed: string; conflict?: ConflictSource }) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const conflict = useEditConflict(source?.updatedAt, source?.read ?? null);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ ...payload(fields, values), ...conflict.body() });
    } catch (err) {
      await conflict.detect(err);
      setError(errorText(err, saveFailed));
      setBusy(false);
    }
  }

  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <ErrorBanner message={error}>
        {conflict.conflict && source && (
          <ConflictActions
            savedHref={source.savedHref}
            busy={busy}
            onSaveAnyway={() => void conflict.overrule().then(save, (err: unknown) => setError(errorText(err, saveFailed)))}
          />
        )}
      </ErrorBanner>
      {fields.map((f) => (
        <Field key={f.name} def={f} value={values[f.name]} onChange={(v) => setValues((prev) => ({ ...prev, [f.name]: v }))} onError={setError} />
      ))}
      <div className="flex flex-wrap gap-3 pt-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? adminMessages.saving : submitLabel}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * "?edit={id}" on a list screen opens that item's editor (the saved version an edit conflict links to);
 * `open` is called once the list has loaded.
 */
export function useEditParam(loaded: boolean, open: (id: string) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get("edit");
  const opened = useRef(false);
  useEffect(() => {
    if (!id || !loaded || opened.current) return;
    opened.current = true;
    open(id);
    setParams((p) => (p.delete("edit"), p), { replace: true });
  }, [id, loaded, open, setParams]);
}

/* ------------------------------------------------------------------ screens */

export type ContentMessages = { fetchFailed: string; itemFetchFailed: string; deleteFailed: string; saveFailed: string; confirmDelete: string };

export type Column<T> = { head: string; cell: (item: T) => ReactNode };

type EditorConfig = { fields: FieldDef[]; createTitle: string; editTitle: string; createLabel: string; editLabel: string };

type ListProps<T extends Row> = {
  title: string;
  /** The API collection, e.g. "/api/offers". */
  endpoint: string;
  messages: ContentMessages;
  columns: Column<T>[];
  newLabel: string;
  /** What the row's name is, for the accessible names of its buttons. */
  label: (item: T) => string;
  empty: string;
} & (
  | { /** Editing happens on pages of their own. */ pages: { newHref: string; editHref: (item: T) => string }; dialog?: never }
  | { /** Editing happens in a dialog over the list. */ dialog: EditorConfig; pages?: never }
);

/** An admin list: error banner above the table, edit and delete per row, delete behind a confirmation. */
export function ContentListScreen<T extends Row>(props: ListProps<T>) {
  const { title, endpoint, columns, label, empty } = props;
  const msg = props.messages;
  const { items, error, setError, reload } = useAdminList<T>(endpoint, msg.fetchFailed);
  const [deleting, setDeleting] = useState<T | null>(null);
  // The item in the editor dialog: "new", a loaded item, or closed.
  const [editing, setEditing] = useState<{ item?: Record<string, unknown> } | null>(null);
  const [saved, setSaved] = useState(false);

  async function confirmDelete() {
    const item = deleting;
    setDeleting(null);
    setSaved(false);
    if (!item) return;
    try {
      await adminFetch(`${endpoint}/${item.id}`, { method: "DELETE" });
      await reload();
    } catch (err) {
      setError(errorText(err, msg.deleteFailed));
    }
  }

  async function openEditor(item?: Pick<T, "id">) {
    if (!item) return setEditing({});
    try {
      // The list carries no body; fetch the whole item.
      const { data } = await adminFetch<{ data: Record<string, unknown> }>(`${endpoint}/${encodeURIComponent(item.id)}`);
      setEditing({ item: data });
    } catch (err) {
      setError(errorText(err, msg.itemFetchFailed));
    }
  }
  const openRef = useRef(openEditor);
  openRef.current = openEditor;
  const openById = useCallback((id: string) => void openRef.current({ id }), []);
  useEditParam(items !== null && props.dialog !== undefined, openById);

  const newButton = props.pages ? (
    <Link to={props.pages.newHref} className="btn-primary">
      {props.newLabel}
    </Link>
  ) : (
    <button type="button" className="btn-primary" onClick={() => void openEditor()}>
      {props.newLabel}
    </button>
  );

  return (
    <section>
      <AdminHeader title={title} actions={newButton} />
      <ErrorBanner message={error} />
      <SavedNotice show={saved} />
      <AdminTable head={[...columns.map((c) => c.head), "Actions"]}>
        {items === null ? (
          <tr>
            <td colSpan={columns.length + 1} className="px-4 py-6 text-center text-muted" role="status">
              Loading...
            </td>
          </tr>
        ) : items.length === 0 ? (
          <tr>
            <td colSpan={columns.length + 1} className="px-4 py-6 text-center text-muted">
              {error ? "Nothing to show." : empty}
            </td>
          </tr>
        ) : (
          items.map((item) => (
            <tr key={item.id} className="align-top">
              {columns.map((c) => (
                <td key={c.head} className="px-4 py-3">
                  {c.cell(item)}
                </td>
              ))}
              <td className="px-4 py-3 whitespace-nowrap">
                <EditDeleteActions label={label(item)} editHref={props.pages?.editHref(item)} onEdit={() => void openEditor(item)} onDelete={() => setDeleting(item)} />
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      <ConfirmDialog open={deleting !== null} message={msg.confirmDelete} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
      {props.dialog && (
        <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.item ? props.dialog.editTitle : props.dialog.createTitle} className="max-w-2xl">
          {editing && (
            <ContentForm
              fields={props.dialog.fields}
              initial={initialValues(props.dialog.fields, editing.item)}
              submitLabel={editing.item ? props.dialog.editLabel : props.dialog.createLabel}
              saveFailed={msg.saveFailed}
              conflict={editing.item && conflictSource(endpoint, String(editing.item.id), editing.item.updatedAt, `${window.location.pathname}?edit=${encodeURIComponent(String(editing.item.id))}`)}
              onCancel={() => setEditing(null)}
              onSubmit={async (body) => {
                const id = editing.item?.id;
                await adminFetch(id ? `${endpoint}/${String(id)}` : endpoint, { method: id ? "PUT" : "POST", json: body });
                setEditing(null);
                setSaved(true);
                await reload();
              }}
            />
          )}
        </Dialog>
      )}
    </section>
  );
}

function conflictSource(endpoint: string, id: string, updatedAt: unknown, savedHref: string): ConflictSource | undefined {
  return typeof updatedAt === "string" ? { updatedAt, read: readUpdatedAtOf(`${endpoint}/${encodeURIComponent(id)}`), savedHref } : undefined;
}

/** A create/edit page (offers): loads the item when editing, returns to the list after saving. */
export function ContentEditorPage({ endpoint, id, listHref, editor, messages: msg }: { endpoint: string; id?: string; listHref: string; editor: EditorConfig; messages: Pick<ContentMessages, "itemFetchFailed" | "saveFailed"> }) {
  const navigate = useNavigate();
  const [item, setItem] = useState<Record<string, unknown> | null | undefined>(id ? undefined : null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!id) return;
    adminFetch<{ data: Record<string, unknown> }>(`${endpoint}/${encodeURIComponent(id)}`).then(
      ({ data }) => setItem(data),
      (err) => setLoadError(errorText(err, msg.itemFetchFailed)),
    );
  }, [endpoint, id, msg.itemFetchFailed]);

  return (
    <section className="max-w-3xl">
      <AdminHeader title={id ? editor.editTitle : editor.createTitle} />
      {loadError ? (
        <>
          <ErrorBanner message={loadError} />
          <Link to={listHref} className="btn-outline">
            Back to the list
          </Link>
        </>
      ) : item === undefined ? (
        <p className="text-muted" role="status">
          Loading...
        </p>
      ) : (
        <div className="card p-6">
          <ContentForm
            fields={editor.fields}
            initial={initialValues(editor.fields, item ?? undefined)}
            submitLabel={id ? editor.editLabel : editor.createLabel}
            saveFailed={msg.saveFailed}
            conflict={id && item ? conflictSource(endpoint, id, item.updatedAt, window.location.pathname) : undefined}
            onCancel={() => navigate(listHref)}
            onSubmit={async (body) => {
              await adminFetch(id ? `${endpoint}/${encodeURIComponent(id)}` : endpoint, { method: id ? "PUT" : "POST", json: body });
              navigate(listHref, { state: { saved: true } });
            }}
          />
        </div>
      )}
    </section>
  );
}
