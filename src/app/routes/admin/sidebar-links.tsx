// /admin/sidebar-links (docs/product.md#admin-routes): Text, URL, Actions; 'Add Link' / 'Edit Link' dialog with Save and Cancel.
// Issue 21: Move up / Move down buttons set the order the sidebar shows (keyboard: focus stays on the moved link's button).
import { useCallback, useRef, useState } from "react";
import { adminMessages } from "../../../shared/admin-messages";
import type { SidebarLink } from "../../../shared/schemas/sidebar-link";
import { ContentForm, useAdminList, useEditParam, type FieldDef } from "../../components/admin/content";
import { AdminHeader, AdminTable, ConfirmDialog, EditDeleteActions, ErrorBanner, SavedNotice } from "../../components/admin/ui";
import { Dialog } from "../../components/dialog";
import { adminFetch, errorText } from "../../lib/admin-api";

export const meta = () => [{ title: "Sidebar Links Management | Admin" }];

const fields: FieldDef[] = [
  { name: "text", label: "Text", kind: "text", required: true },
  { name: "url", label: "URL", kind: "text", required: true, hint: "https:// is added when the address has no http or https prefix. It must be a web address such as https://example.com." },
];

const ENDPOINT = "/api/sidebar-links";

export default function AdminSidebarLinks() {
  // This call answers a bare list (docs/product.md#legacy-answer-shapes).
  const { items, error, setError, reload } = useAdminList<SidebarLink>(ENDPOINT, adminMessages.linksFetchFailed, (body) => body as SidebarLink[]);
  const [editing, setEditing] = useState<SidebarLink | "new" | null>(null);
  const [deleting, setDeleting] = useState<SidebarLink | null>(null);
  const [saved, setSaved] = useState(false);

  const [moved, setMoved] = useState<string | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());

  async function move(link: SidebarLink, by: -1 | 1) {
    if (!items) return;
    const from = items.findIndex((l) => l._id === link._id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= items.length) return;
    const ids = items.map((l) => l._id);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    try {
      await adminFetch(`${ENDPOINT}/order`, { method: "PUT", json: { ids } });
      await reload();
      setMoved(adminMessages.linkMoved(link.text, to + 1, ids.length));
      // Keep the keyboard where it was: on the same button of the moved link (or its other one at an end).
      const direction = by < 0 && to > 0 ? "up" : by > 0 && to < ids.length - 1 ? "down" : by < 0 ? "down" : "up";
      requestAnimationFrame(() => moveButtons.current.get(`${link._id}:${direction}`)?.focus());
    } catch (err) {
      setError(errorText(err, adminMessages.linkMoveFailed));
    }
  }

  async function remove() {
    const link = deleting;
    setDeleting(null);
    setSaved(false);
    if (!link) return;
    try {
      await adminFetch(`${ENDPOINT}/${encodeURIComponent(link._id)}`, { method: "DELETE" });
      await reload();
    } catch (err) {
      setError(errorText(err, adminMessages.linkDeleteFailed));
    }
  }

  // "?edit={id}": the saved version an edit conflict links to.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  useEditParam(
    items !== null,
    useCallback((id: string) => setEditing(itemsRef.current?.find((l) => l._id === id) ?? null), []),
  );

  const current = editing === "new" ? null : editing;
  return (
    <section>
      <AdminHeader
        title="Sidebar Links Management"
        actions={
          <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
            Add Link
          </button>
        }
      />
      <ErrorBanner message={error} />
      <p role="status" className="sr-only">
        {moved}
      </p>
      <SavedNotice show={saved} />
      <AdminTable head={["Order", "Text", "URL", "Actions"]}>
        {items === null ? (
          <tr>
            <td colSpan={4} className="px-4 py-6 text-center text-muted" role="status">
              Loading...
            </td>
          </tr>
        ) : items.length === 0 ? (
          <tr>
            <td colSpan={4} className="px-4 py-6 text-center text-muted">
              {error ? "Nothing to show." : "No links yet."}
            </td>
          </tr>
        ) : (
          items.map((link, i) => (
            <tr key={link._id}>
              <td className="px-4 py-3 whitespace-nowrap">
                <div className="flex gap-1">
                  <button
                    type="button"
                    ref={(el) => void (el ? moveButtons.current.set(`${link._id}:up`, el) : moveButtons.current.delete(`${link._id}:up`))}
                    className="btn-outline px-2 py-1"
                    aria-label={`Move ${link.text} up`}
                    disabled={i === 0}
                    onClick={() => void move(link, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    ref={(el) => void (el ? moveButtons.current.set(`${link._id}:down`, el) : moveButtons.current.delete(`${link._id}:down`))}
                    className="btn-outline px-2 py-1"
                    aria-label={`Move ${link.text} down`}
                    disabled={i === items.length - 1}
                    onClick={() => void move(link, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </div>
              </td>
              <td className="px-4 py-3 font-medium">{link.text}</td>
              <td className="px-4 py-3 break-all">
                <a href={link.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                  {link.url}
                </a>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <EditDeleteActions label={link.text} onEdit={() => setEditing(link)} onDelete={() => setDeleting(link)} />
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={current ? "Edit Link" : "Add Link"}>
        {editing !== null && (
          <ContentForm
            fields={fields}
            initial={{ text: current?.text ?? "", url: current?.url ?? "" }}
            submitLabel="Save"
            saveFailed={adminMessages.linkSaveFailed}
            conflict={
              current
                ? {
                    updatedAt: current.updatedAt,
                    // Sidebar links are read as a list only (docs/product.md#legacy-answer-shapes).
                    read: async () => (await adminFetch<SidebarLink[]>(ENDPOINT)).find((l) => l._id === current._id)?.updatedAt,
                    savedHref: `/admin/sidebar-links?edit=${encodeURIComponent(current._id)}`,
                  }
                : undefined
            }
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              if (current) await adminFetch(`${ENDPOINT}/${encodeURIComponent(current._id)}`, { method: "PUT", json: { id: current._id, ...body } });
              else await adminFetch(ENDPOINT, { method: "POST", json: body });
              setEditing(null);
              setSaved(true);
              await reload();
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog open={deleting !== null} message={adminMessages.confirmDeleteLink} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} />
    </section>
  );
}
