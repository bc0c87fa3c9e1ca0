// /admin/sidebar-links (docs/product.md): Text, URL, Actions; 'Add Link' / 'Edit Link' dialog with Save and Cancel.
// Move up / Move down buttons set the order the sidebar shows (keyboard: focus stays on the moved link's button).
import { useRef, useState } from "react";
import { useLoaderData, useLocation, useNavigate } from "react-router";
import type { z } from "zod";
import { adminMessages } from "../../../shared/admin-messages";
import type { SidebarLink, sidebarLinkInputSchema } from "../../../shared/schemas/sidebar-link";
import { ItemForm } from "../../components/admin/item-form";
import type { FieldDef } from "../../components/admin/item-fields";
import { AdminHeader, AdminLoading, AdminTable, ConfirmDialog, EditDeleteActions, EmptyRow, ErrorBanner, SavedNotice } from "../../components/admin/ui";
import { Dialog } from "../../components/dialog";
import { adminFetch } from "../../lib/admin-api";
import { adminWrite, loadScreen, submitted, useAdminWrite } from "../../lib/admin-data";

export const meta = () => [{ title: "Sidebar Links Management | Admin" }];

const fields: FieldDef<keyof z.input<typeof sidebarLinkInputSchema>>[] = [
  { name: "text", label: "Text", kind: "text", required: true },
  {
    name: "url",
    label: "URL",
    kind: "text",
    required: true,
    hint: "https:// is added when the address has no http or https prefix. It must be a web address such as https://example.com.",
  },
];

const ENDPOINT = "/api/sidebar-links";

// This call answers a bare list (docs/product.md, API).
export const loader = (async (args: ScreenArgs) => loadScreen<SidebarLink[]>(args, ENDPOINT, adminMessages.linksFetchFailed, true), {
  hydrate: true as const,
});

type Intent = { intent: "save"; id?: string; body: Record<string, unknown> } | { intent: "delete"; id: string } | { intent: "order"; ids: string[] };

export async function action(args: ScreenArgs) {
  const sent = await submitted<Intent>(args.request);
  switch (sent.intent) {
    case "order":
      return adminWrite(args, `${ENDPOINT}/order`, { method: "PUT", json: { ids: sent.ids } }, adminMessages.linkMoveFailed);
    case "delete":
      return adminWrite(args, `${ENDPOINT}/${encodeURIComponent(sent.id)}`, { method: "DELETE" }, adminMessages.linkDeleteFailed);
    case "save":
      return sent.id
        ? adminWrite(args, `${ENDPOINT}/${encodeURIComponent(sent.id)}`, { method: "PUT", json: { id: sent.id, ...sent.body } }, adminMessages.linkSaveFailed)
        : adminWrite(args, ENDPOINT, { method: "POST", json: sent.body }, adminMessages.linkSaveFailed);
  }
}

/** The new order of the ids after moving `from` to `to`, or null when that is outside the list. */
function reordered(ids: string[], from: number, to: number): string[] | null {
  const moving = ids[from];
  const other = ids[to];
  if (moving === undefined || other === undefined) return null;
  const next = [...ids];
  next[from] = other;
  next[to] = moving;
  return next;
}

export default function AdminSidebarLinks() {
  const loaded = useLoaderData<typeof loader>();
  const items = loaded.data ?? [];
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<SidebarLink | null>(null);
  const [saved, setSaved] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  // The link being moved: where it goes and which of its buttons keeps the keyboard after the move.
  const moving = useRef<{ link: SidebarLink; to: number; count: number; button: "up" | "down" } | null>(null);

  const mover = useAdminWrite((result) => {
    const m = moving.current;
    moving.current = null;
    if (!result.ok || !m) return;
    setMoved(adminMessages.linkMoved(m.link.text, m.to + 1, m.count));
    requestAnimationFrame(() => moveButtons.current.get(`${m.link._id}:${m.button}`)?.focus());
  });
  const remover = useAdminWrite();
  const error = [mover.result, remover.result].find((r) => r && !r.ok);

  function move(link: SidebarLink, by: -1 | 1) {
    const from = items.findIndex((l) => l._id === link._id);
    const to = from + by;
    const ids = reordered(
      items.map((l) => l._id),
      from,
      to,
    );
    if (from < 0 || !ids) return;
    // Keep the keyboard where it was: on the same button of the moved link (or its other one at an end).
    const button = by < 0 && to > 0 ? "up" : by > 0 && to < ids.length - 1 ? "down" : by < 0 ? "down" : "up";
    moving.current = { link, to, count: ids.length, button };
    void mover.submit({ intent: "order", ids });
  }

  function remove() {
    const link = deleting;
    setDeleting(null);
    setSaved(false);
    if (link) void remover.submit({ intent: "delete", id: link._id });
  }

  // "?edit={id}": the Edit buttons, and the saved version an edit conflict links to.
  const editId = new URLSearchParams(search).get("edit");
  const current = editId ? (items.find((l) => l._id === editId) ?? null) : null;
  const close = () => {
    setCreating(false);
    if (editId) navigate(pathname, { replace: true });
  };

  return (
    <section>
      <AdminHeader
        title="Sidebar Links Management"
        actions={
          <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
            Add Link
          </button>
        }
      />
      <ErrorBanner message={error && !error.ok ? error.error : loaded.error} />
      <p role="status" className="sr-only">
        {moved}
      </p>
      <SavedNotice show={saved} />
      <AdminTable head={["Order", "Text", "URL", "Actions"]}>
        {items.length === 0 ? (
          <EmptyRow columns={4} empty="No links yet." failed={loaded.error !== null} />
        ) : (
          items.map((link, i) => (
            <tr key={link._id}>
              <td className="px-4 py-3 whitespace-nowrap">
                <div className="flex gap-1">
                  {(["up", "down"] as const).map((dir) => (
                    <button
                      key={dir}
                      type="button"
                      ref={(el) => void (el ? moveButtons.current.set(`${link._id}:${dir}`, el) : moveButtons.current.delete(`${link._id}:${dir}`))}
                      className="btn-outline px-2 py-1"
                      aria-label={`Move ${link.text} ${dir}`}
                      disabled={dir === "up" ? i === 0 : i === items.length - 1}
                      onClick={() => move(link, dir === "up" ? -1 : 1)}
                    >
                      <span aria-hidden="true">{dir === "up" ? "↑" : "↓"}</span>
                    </button>
                  ))}
                </div>
              </td>
              <td className="px-4 py-3 font-medium">{link.text}</td>
              <td className="px-4 py-3 break-all">
                <a href={link.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                  {link.url}
                </a>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <EditDeleteActions
                  label={link.text}
                  onEdit={() => navigate(`${pathname}?edit=${encodeURIComponent(link._id)}`, { replace: true })}
                  onDelete={() => setDeleting(link)}
                />
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      <Dialog open={creating || current !== null} onClose={close} title={current ? "Edit Link" : "Add Link"}>
        {(creating || current) && (
          <ItemForm
            key={current?._id ?? "new"}
            fields={fields}
            initial={{ text: current?.text ?? "", url: current?.url ?? "" }}
            id={current?._id}
            submitLabel="Save"
            saveFailed={adminMessages.linkSaveFailed}
            conflict={
              current
                ? {
                    updatedAt: current.updatedAt,
                    // Sidebar links are read as a list only.
                    read: async () => (await adminFetch<SidebarLink[]>(ENDPOINT)).find((l) => l._id === current._id)?.updatedAt,
                    savedHref: `/admin/sidebar-links?edit=${encodeURIComponent(current._id)}`,
                  }
                : undefined
            }
            onCancel={close}
            onSaved={() => {
              close();
              setSaved(true);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog open={deleting !== null} message={adminMessages.confirmDeleteLink} onConfirm={remove} onCancel={() => setDeleting(null)} />
    </section>
  );
}
