// /admin/sidebar-links (SPEC 2.8): Text, URL, Actions; 'Add Link' / 'Edit Link' dialog with Save and Cancel.
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
  { name: "url", label: "URL", kind: "text", required: true, hint: "https:// is added when the address has no http or https prefix." },
];

const ENDPOINT = "/api/sidebar-links";

export default function AdminSidebarLinks() {
  // This call answers a bare list (SPEC 7).
  const { items, error, setError, reload } = useAdminList<SidebarLink>(ENDPOINT, adminMessages.linksFetchFailed, (body) => body as SidebarLink[]);
  const [editing, setEditing] = useState<SidebarLink | "new" | null>(null);
  const [deleting, setDeleting] = useState<SidebarLink | null>(null);
  const [saved, setSaved] = useState(false);

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
      <SavedNotice show={saved} />
      <AdminTable head={["Text", "URL", "Actions"]}>
        {items === null ? (
          <tr>
            <td colSpan={3} className="px-4 py-6 text-center text-muted" role="status">
              Loading...
            </td>
          </tr>
        ) : items.length === 0 ? (
          <tr>
            <td colSpan={3} className="px-4 py-6 text-center text-muted">
              {error ? "Nothing to show." : "No links yet."}
            </td>
          </tr>
        ) : (
          items.map((link) => (
            <tr key={link._id}>
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
                    // Sidebar links are read as a list only (SPEC 7).
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
