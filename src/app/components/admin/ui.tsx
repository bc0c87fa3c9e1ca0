// Small building blocks shared by the admin screens.
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { messages } from "../../../shared/messages";
import { formatDateTime } from "../../lib/date-time";
import { shownStatus } from "../../lib/schedule";
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

/** "Saved", above a list after a save: from the navigation that returned to it ({ saved: true }) or from `show`. */
export function SavedNotice({ show = false }: { show?: boolean }) {
  const state: unknown = useLocation().state;
  if (!show && !(state && typeof state === "object" && "saved" in state && state.saved === true)) return null;
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

/** An accessible confirmation dialog (replaces window.confirm, with the texts of docs/product.md#validation-rules). */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  confirmLabel = "Delete",
}: {
  open: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
}) {
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

/** The last column of an admin table (the row actions) stays pinned to the right edge while the rest scrolls. */
const pinnedActions =
  "[&_tr>*:last-child]:sticky [&_tr>*:last-child]:right-0 [&_td:last-child]:bg-white [&_th:last-child]:bg-slate-50 max-sm:[&_tr>*:last-child]:shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.25)]";

/**
 * A table that scrolls sideways inside its own box on a narrow screen, never the page (the box is also the
 * containing block of the screen-reader-only texts, which otherwise widened /admin/blog to 447 px at 390),
 * with the row actions always in reach.
 */
export function AdminTable({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
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

/** The Edit and Delete buttons of a table row; Edit is a link when the item has its own editor page. */
export function EditDeleteActions({ label, editHref, onEdit, onDelete }: { label: string; editHref?: string; onEdit?: () => void; onDelete: () => void }) {
  return (
    <div className="flex gap-2">
      {editHref ? (
        <Link to={editHref} className="btn-outline px-3 py-1.5" aria-label={`Edit ${label}`}>
          Edit
        </Link>
      ) : (
        <button type="button" className="btn-outline px-3 py-1.5" aria-label={`Edit ${label}`} onClick={onEdit}>
          Edit
        </button>
      )}
      <button type="button" className="btn-danger px-3 py-1.5" aria-label={`Delete ${label}`} onClick={onDelete}>
        Delete
      </button>
    </div>
  );
}

/** A dialog form's buttons: anything extra first (e.g. Remove), then Cancel and the submit button. */
export function FormActions({
  submitLabel,
  onCancel,
  busy = false,
  busyLabel = adminMessages.saving,
  children,
}: {
  submitLabel: string;
  onCancel: () => void;
  busy?: boolean;
  busyLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-2">
      {children}
      <button type="button" className="btn-outline" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}

/** The admin routes' HydrateFallback: shown while a clientLoader runs on the first load. */
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
  label,
  value,
  onChange,
  required = false,
  hint,
}: {
  id: string;
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
      <input id={id} className="field" required={required} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
