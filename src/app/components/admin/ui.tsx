// Small building blocks shared by the admin screens. The screens are rendered by the server and work without
// JavaScript too: a button that opens a dialog is also a GET form that puts what it opens in the address
// (`?edit={id}`, `?delete={id}`), and a dialog is shown inline in the page until JavaScript has started.
import { useId, type MouseEvent, type ReactNode } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { messages } from "../../../shared/messages";
import { formatDateTime } from "../../lib/date-time";
import { shownStatus } from "../../lib/schedule";
import { useHydrated } from "../../lib/use-hydrated";
import { Dialog } from "../dialog";

/** Admin errors show in a red banner above the table or form (docs/product.md#messages); `children` adds actions below the text. */
export function ErrorBanner({ message, children }: { message: string | null | undefined; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div role="alert" className="mb-4 error-banner">
      {message}
      {children}
    </div>
  );
}

/** The actions of an edit conflict, inside the red banner: the saved version in a new tab, or overrule it. */
export function ConflictActions({ savedHref, onSaveAnyway, busy }: { savedHref: string; onSaveAnyway: () => void; busy?: boolean }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <a href={savedHref} target="_blank" rel="noopener noreferrer" className="btn-outline bg-white px-3 py-1.5">
        {adminMessages.conflictOpenSaved}
      </a>
      <button type="button" className="btn-danger px-3 py-1.5" disabled={busy} onClick={onSaveAnyway}>
        {adminMessages.conflictSaveAnyway}
      </button>
    </div>
  );
}

/**
 * Green for published, yellow otherwise (docs/product.md#states-and-transitions); given the item's date, a published item whose date is
 * still to come reads "Scheduled for {date, time}" in blue.
 */
export function StatusBadge({ status, date }: { status: string; date?: string }) {
  if (date && shownStatus({ status, date }) === "scheduled") {
    return <span className="inline-flex rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-800">Scheduled for {formatDateTime(date)}</span>;
  }
  const published = status === "published";
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${published ? "bg-green-100 text-green-800" : "bg-yellow-100 text-yellow-800"}`}>
      {status}
    </span>
  );
}

/**
 * "Saved", above a list after a save: from the navigation that returned to it ({ saved: true }), from `show`,
 * or from "?saved=1" (where a form posted without JavaScript is sent back to).
 */
export function SavedNotice({ show = false }: { show?: boolean }) {
  const state: unknown = useLocation().state;
  const [params] = useSearchParams();
  if (!show && !(state && typeof state === "object" && "saved" in state && state.saved === true) && params.get("saved") !== "1") return null;
  return (
    <p role="status" className="mb-4 success-banner">
      {adminMessages.saved}
    </p>
  );
}

export function AdminHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {actions && <div className="flex gap-2">{actions}</div>}
    </div>
  );
}

/**
 * An accessible confirmation dialog (replaces window.confirm, with the texts of docs/product.md#validation-rules).
 * With `post` (the fields of the confirmed write) it also works without JavaScript: opened by the address
 * (see UrlButton), it shows inline with a form that posts those fields to the route's action at `cancelHref`.
 */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  confirmLabel = "Delete",
  post,
  cancelHref,
}: {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  post?: Record<string, string>;
  /** The list without the "?delete=" that opened the confirmation (the form posts there, Cancel goes there). */
  cancelHref?: string;
}) {
  const hydrated = useHydrated();
  const titleId = useId();
  if (post && !hydrated) {
    if (!open) return null;
    return (
      <section aria-labelledby={titleId} className="mb-6 card p-6">
        <h2 id={titleId} className="text-xl font-bold">
          Please confirm
        </h2>
        <p className="mt-2 text-slate-700">{message}</p>
        <Form method="post" action={cancelHref} className="mt-6 flex justify-end gap-2">
          {Object.entries(post).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Link to={cancelHref ?? "."} className="btn-outline">
            Cancel
          </Link>
          <button type="submit" className="btn-danger">
            {confirmLabel}
          </button>
        </Form>
      </section>
    );
  }
  return (
    <Dialog open={open} onClose={onCancel} title="Please confirm" className="max-w-md">
      <p className="text-slate-700">{message}</p>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** From 640 px up, the last column of an admin table (the row actions) stays pinned to the right edge while the rest scrolls. */
const pinnedActions =
  "sm:[&_tr>*:last-child]:sticky sm:[&_tr>*:last-child]:right-0 sm:[&_td:last-child]:bg-white sm:[&_th:last-child]:bg-slate-50 sm:max-md:[&_tr>*:last-child]:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]";

/**
 * An admin table. Under 640 px (a phone) each row is a card and each cell a line under its column's name, so no
 * column is cut off or left behind a sideways scroll: every cell carries its column's name as `data-label` (the
 * `admin-table` rules of app.css show it). Wider, the table scrolls sideways inside its own box, never the page (the
 * box is also the containing block of the screen-reader-only texts, which otherwise widened /admin/blog to 447 px
 * at 390), with the row actions always in reach.
 */
export function AdminTable({
  head,
  dense = false,
  children,
}: {
  head: string[];
  /** A report: the first cell names the row, the others are short figures, several to a line on a phone. */
  dense?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`admin-table ${dense ? "admin-table-dense" : ""} relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm`}>
      <table className={`min-w-full divide-y divide-slate-200 text-sm ${pinnedActions}`}>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A click that JavaScript handles instead of the button's form. */
const instead = (run: (() => void) | undefined) => (e: MouseEvent) => {
  e.preventDefault();
  run?.();
};

/**
 * A button that opens something of the screen (a dialog): with JavaScript `onClick`; without it, a GET form
 * puts `name=value` in the address, where the screen's loader and render find it ("?edit=new").
 */
export function UrlButton({
  name,
  value,
  onClick,
  className,
  label,
  disabled,
  describedBy,
  keep,
  children,
}: {
  name: string;
  value: string;
  onClick: () => void;
  className: string;
  label?: string;
  disabled?: boolean;
  describedBy?: string;
  /** The address's other parameters to keep (a search, a page). */
  keep?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Form method="get" className="contents">
      {Object.entries(keep ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" name={name} value={value} className={className} aria-label={label} aria-describedby={describedBy} disabled={disabled} onClick={instead(onClick)}>
        {children}
      </button>
    </Form>
  );
}

/**
 * A button that writes: with JavaScript `onClick` (the screen's fetcher); without it, a form that posts
 * `fields` (a list: the name repeated) to the route's action.
 */
export function PostButton({
  fields,
  onClick,
  className,
  label,
  disabled,
  buttonRef,
  children,
}: {
  fields: Record<string, string | string[]>;
  onClick: () => void;
  className: string;
  label?: string;
  disabled?: boolean;
  buttonRef?: (el: HTMLButtonElement | null) => void;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="contents">
      {Object.entries(fields).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((v, i) => <input key={`${name}-${i}`} type="hidden" name={name} value={v} />),
      )}
      <button type="submit" ref={buttonRef} className={className} aria-label={label} disabled={disabled} onClick={instead(onClick)}>
        {children}
      </button>
    </Form>
  );
}

/**
 * The Edit and Delete buttons of a table row; Edit is a link when the item has its own editor page. With `id`
 * they also work without JavaScript: a GET form opens "?edit={id}" or "?delete={id}" (the confirmation).
 */
export function EditDeleteActions({ label, id, editHref, onEdit, onDelete }: { label: string; id?: string; editHref?: string; onEdit?: () => void; onDelete: () => void }) {
  return (
    <Form method="get" className="flex gap-2">
      {editHref ? (
        <Link to={editHref} className="btn-outline px-3 py-1.5" aria-label={`Edit ${label}`}>
          Edit
        </Link>
      ) : (
        <button type={id ? "submit" : "button"} name="edit" value={id} className="btn-outline px-3 py-1.5" aria-label={`Edit ${label}`} onClick={instead(onEdit)}>
          Edit
        </button>
      )}
      <button type={id ? "submit" : "button"} name="delete" value={id} className="btn-danger px-3 py-1.5" aria-label={`Delete ${label}`} onClick={instead(onDelete)}>
        Delete
      </button>
    </Form>
  );
}

/**
 * A screen's dialog (an editor over a list). Until JavaScript has started (the server's HTML, a browser without
 * it) the same content shows inline in the page, where it is placed, so an editor opened by the address works.
 */
export function ScreenDialog({ open, onClose, title, className, children }: { open: boolean; onClose: () => void; title: string; className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const titleId = useId();
  if (hydrated) {
    return (
      <Dialog open={open} onClose={onClose} title={title} className={className}>
        {children}
      </Dialog>
    );
  }
  if (!open) return null;
  return (
    <section aria-labelledby={titleId} className={`mb-6 card p-6 ${className ?? ""}`}>
      <h2 id={titleId} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Cancel of a form: a button with JavaScript; before it has started, a link to `href` (the list) when there is one. */
export function CancelButton({ onCancel, href, disabled }: { onCancel: () => void; href?: string; disabled?: boolean }) {
  const hydrated = useHydrated();
  if (href && !hydrated) {
    return (
      <Link to={href} className="btn-outline">
        Cancel
      </Link>
    );
  }
  return (
    <button type="button" className="btn-outline" onClick={onCancel} disabled={disabled}>
      Cancel
    </button>
  );
}

/** A dialog form's buttons: anything extra first (e.g. Remove), then Cancel and the submit button. */
export function FormActions({
  submitLabel,
  onCancel,
  cancelHref,
  busy = false,
  busyLabel = adminMessages.saving,
  children,
}: {
  submitLabel: string;
  onCancel: () => void;
  /** Where Cancel goes without JavaScript (the list, closing an editor opened by the address). */
  cancelHref?: string;
  busy?: boolean;
  busyLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-2">
      {children}
      <CancelButton onCancel={onCancel} href={cancelHref} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}

/** "Loading…" (the screens' loaders now run on the server: kept for the screens that still show it). */
export function AdminLoading() {
  return <p className="text-muted">{messages.loading}</p>;
}

/* ---------------------------------------------------------------- list rows and status options */
// (Kept together at the end so the two admin branches add to this file without touching each other.)
import { STATUSES } from "../../../shared/constants";

/** The one row of an admin table with nothing in it: `empty`, or "Nothing to show." when the list failed to load. */
export function EmptyRow({ columns, empty, failed = false }: { columns: number; empty: string; failed?: boolean }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-6 text-center text-muted">
        {failed ? "Nothing to show." : empty}
      </td>
    </tr>
  );
}

/** "Draft" for "draft": a status as a select's option text. */
export const statusLabel = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The options of a status select (the content statuses, or another list such as the blog's shown statuses). */
export function StatusOptions({ statuses = STATUSES }: { statuses?: readonly string[] }) {
  return (
    <>
      {statuses.map((s) => (
        <option key={s} value={s}>
          {statusLabel(s)}
        </option>
      ))}
    </>
  );
}

/** A labelled one-line text input with an optional hint under it (the hint describes the input). */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  required = false,
  hint,
}: {
  id: string;
  /** The field's name in a form posted without JavaScript. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required && <span className="text-red-700"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        className="field"
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
