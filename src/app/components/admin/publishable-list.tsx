// The list screen of offers, news items and resources: the red banner, the table with Edit and Delete per
// row, Delete behind a confirmation, and (news, resources) the editor in a dialog over the list.
// Data comes from the route's loader (admin-publishable.ts), writes go to its action. Without JavaScript
// the address opens the editor ("?edit={id}", "?new=1") and the confirmation ("?delete={id}"), and the
// forms post to the action (publishable-config.ts publishableFormAction).
import { useState, type ReactNode } from "react";
import { Link, useActionData, useLocation, useNavigate, useSearchParams } from "react-router";
import type { Loaded, Written } from "../../lib/admin-data";
import { useAdminWrite } from "../../lib/admin-data";
import type { PublishableItem, PublishableMessages, PublishableRow } from "../../lib/admin-publishable";
import { readUpdatedAtOf } from "../../lib/edit-conflict";
import { ItemForm, type ConflictSource } from "./item-form";
import { TRASH_TYPE_OF, TrashUndo, type Trashed } from "./trash-undo";
import { initialValues, type Values } from "./item-fields";
import type { EditorConfig, FormFailure } from "./publishable-config";
import { AdminHeader, AdminTable, ConfirmDialog, EditDeleteActions, EmptyRow, ErrorBanner, SavedNotice, ScreenDialog, UrlButton } from "./ui";

export type Column<T> = { head: string; cell: (item: T) => ReactNode };

type ListProps<T extends PublishableRow> = {
  title: string;
  /** The API collection, e.g. "/api/offers" (the item of a conflict is re-read from it). */
  endpoint: string;
  /** The route's loader data. */
  data: { list: Loaded<T[]>; item: Loaded<PublishableItem> | null };
  messages: PublishableMessages;
  columns: Column<T>[];
  newLabel: string;
  /** What the row's name is, for the accessible names of its buttons. */
  label: (item: T) => string;
  empty: string;
} & (
  | { /** Editing happens on pages of their own. */ pages: { newHref: string; editHref: (item: T) => string }; dialog?: never }
  | { /** Editing happens in a dialog over the list ("?edit={id}" opens a stored item). */ dialog: EditorConfig; pages?: never }
);

export function PublishableListScreen<T extends PublishableRow>(props: ListProps<T>) {
  const { title, endpoint, data, columns, label, empty, messages: msg } = props;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const items = data.list.data ?? [];
  const [deleting, setDeleting] = useState<T | null>(null);
  const [creating, setCreating] = useState(false);
  const [saved, setSaved] = useState(false);
  const remover = useAdminWrite();
  // A delete moves the item to the trash, with an Undo.
  const [trashed, setTrashed] = useState<Trashed | null>(null);
  // A form posted without JavaScript that failed: a save (shown again in its editor, with what was typed) or a delete.
  const posted = useActionData<Written<unknown> | FormFailure>();
  const failed = posted && !posted.ok ? posted : null;
  const failedSave = failed && "values" in failed && failed.values ? { error: failed.error, values: failed.values as Values } : undefined;
  const deleteError = (remover.result && !remover.result.ok ? remover.result.error : null) ?? (failed && !failedSave ? failed.error : null);

  // The dialog's item: loaded by the route's loader from "?edit={id}"; "?new=1" opens an empty one.
  const editing = props.dialog && data.item?.data ? data.item.data : null;
  const adding = creating || (props.dialog !== undefined && params.get("new") === "1");
  const closeEditor = () => {
    setCreating(false);
    if (data.item || params.has("new")) navigate(pathname, { replace: true });
  };
  // The confirmation: the Delete button's, or the address's ("?delete={id}", without JavaScript).
  const asked = deleting ?? items.find((i) => i.id === params.get("delete")) ?? null;
  const closeConfirm = () => {
    setDeleting(null);
    if (params.has("delete")) navigate(pathname, { replace: true });
  };

  function confirmDelete() {
    const item = asked;
    closeConfirm();
    setSaved(false);
    if (item) void remover.submit({ intent: "delete", id: item.id }).then((r) => setTrashed(r.ok ? { type: TRASH_TYPE_OF[endpoint]!, id: item.id, title: label(item) } : null));
  }

  const newButton = props.pages ? (
    <Link to={props.pages.newHref} className="btn-primary">
      {props.newLabel}
    </Link>
  ) : (
    <UrlButton name="new" value="1" className="btn-primary" onClick={() => setCreating(true)}>
      {props.newLabel}
    </UrlButton>
  );

  return (
    <section>
      <AdminHeader title={title} actions={newButton} />
      <ErrorBanner message={deleteError ?? data.list.error ?? data.item?.error} />
      <SavedNotice show={saved} />
      <TrashUndo item={trashed} />
      <ConfirmDialog
        open={asked !== null}
        message={msg.confirmDelete}
        onConfirm={confirmDelete}
        onCancel={closeConfirm}
        post={asked ? { intent: "delete", id: asked.id } : undefined}
        cancelHref={pathname}
      />
      {props.dialog && (
        <ScreenDialog open={adding || editing !== null} onClose={closeEditor} title={editing ? props.dialog.editTitle : props.dialog.createTitle} className="max-w-2xl">
          {(adding || editing) && (
            <ItemForm
              // A fresh form per item; the reloads after a save keep what is typed (edit conflicts).
              key={editing?.id ?? "new"}
              fields={props.dialog.fields}
              initial={initialValues(props.dialog.fields, editing ?? undefined)}
              id={editing?.id}
              submitLabel={editing ? props.dialog.editLabel : props.dialog.createLabel}
              saveFailed={msg.saveFailed}
              conflict={editing ? conflictSource(endpoint, editing, `${pathname}?edit=${encodeURIComponent(editing.id)}`) : undefined}
              posted={failedSave}
              onCancel={closeEditor}
              cancelHref={pathname}
              onSaved={() => {
                closeEditor();
                setSaved(true);
              }}
            />
          )}
        </ScreenDialog>
      )}
      <AdminTable head={[...columns.map((c) => c.head), "Actions"]}>
        {items.length === 0 ? (
          <EmptyRow columns={columns.length + 1} empty={empty} failed={data.list.error !== null} />
        ) : (
          items.map((item) => (
            <tr key={item.id} className="align-top">
              {columns.map((c) => (
                <td key={c.head} data-label={c.head} className="px-4 py-3">
                  {c.cell(item)}
                </td>
              ))}
              <td data-label="Actions" className="px-4 py-3 whitespace-nowrap">
                <EditDeleteActions
                  label={label(item)}
                  id={item.id}
                  editHref={props.pages?.editHref(item)}
                  onEdit={() => navigate(`${pathname}?edit=${encodeURIComponent(item.id)}`, { replace: true })}
                  onDelete={() => setDeleting(item)}
                />
              </td>
            </tr>
          ))
        )}
      </AdminTable>
    </section>
  );
}

/** How a form of a stored item finds edit conflicts: the updatedAt it loaded, re-read from the item's address. */
export function conflictSource(endpoint: string, item: PublishableItem, savedHref: string): ConflictSource | undefined {
  return typeof item.updatedAt === "string" ? { updatedAt: item.updatedAt, read: readUpdatedAtOf(`${endpoint}/${encodeURIComponent(item.id)}`), savedHref } : undefined;
}
