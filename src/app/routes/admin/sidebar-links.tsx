// /admin/sidebar-links (docs/product.md): Text, URL, Actions; 'Add Link' / 'Edit Link' dialog with Save and Cancel.
// Move up / Move down buttons set the order the sidebar shows (keyboard: focus stays on the moved link's button).
// Without JavaScript every button is a form: the address opens the dialogs ("?new=1", "?edit={id}", "?delete={id}")
// and the writes post to the action, which goes back to the list.
import { useRef, useState } from "react";
import { useActionData, useLoaderData, useLocation, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { adminMessages } from "../../../shared/admin-messages";
import type { SidebarLink, sidebarLinkInputSchema } from "../../../shared/schemas/sidebar-link";
import { ItemForm } from "../../components/admin/item-form";
import type { FieldDef, Values } from "../../components/admin/item-fields";
import { afterPost, formBody, postedByForm, postedValues, type PostedFields } from "../../components/admin/publishable-config";
import { AdminHeader, AdminTable, ConfirmDialog, EditDeleteActions, EmptyRow, ErrorBanner, PostButton, SavedNotice, ScreenDialog, UrlButton } from "../../components/admin/ui";
import { adminFetch } from "../../lib/admin-api";
import { adminWrite, loadScreen, staffOf, submitted, useAdminWrite, type ScreenArgs, type Written } from "../../lib/admin-data";
import type { Route } from "./+types/sidebar-links";

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
const LIST = "/admin/sidebar-links";

// This call answers a bare list (docs/product.md, API).
export function loader(args: Route.LoaderArgs) {
  return loadScreen<SidebarLink[]>(args, ENDPOINT, adminMessages.linksFetchFailed, true);
}

type Intent = { intent: "save"; id?: string; body: Record<string, unknown> } | { intent: "delete"; id: string } | { intent: "order"; ids: string[] };

function write(args: ScreenArgs, sent: Intent): Promise<Written<unknown>> {
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

/** The screen's JSON, or a form posted without JavaScript (then back to the list, or its error and what was typed). */
export async function action(args: Route.ActionArgs) {
  staffOf(args);
  if (!postedByForm(args.request)) return write(args, await submitted<Intent>(args.request));
  const sent = await submitted<PostedFields & { ids?: string | string[] }>(args.request);
  if (sent.intent === "order") return afterPost(await write(args, { intent: "order", ids: [sent.ids ?? []].flat() }), LIST);
  if (sent.intent === "delete") return afterPost(await write(args, { intent: "delete", id: sent.id ?? "" }), LIST);
  const values = postedValues(sent.body);
  return afterPost(await write(args, { intent: "save", id: sent.id || undefined, body: formBody(fields, values) }), `${LIST}?saved=1`, values);
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
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // A form posted without JavaScript that failed: a save (its dialog shows again with what was typed), or another write.
  const posted = useActionData<typeof action>();
  const failed = posted && !posted.ok ? posted : null;
  const failedSave = failed && "values" in failed && failed.values ? { error: failed.error, values: failed.values as Values } : undefined;
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
  const errorText = error && !error.ok ? error.error : failed && !failedSave ? failed.error : null;

  const ids = items.map((l) => l._id);

  function move(link: SidebarLink, by: -1 | 1) {
    const from = items.findIndex((l) => l._id === link._id);
    const to = from + by;
    const next = reordered(ids, from, to);
    if (from < 0 || !next) return;
    // Keep the keyboard where it was: on the same button of the moved link (or its other one at an end).
    const button = by < 0 && to > 0 ? "up" : by > 0 && to < next.length - 1 ? "down" : by < 0 ? "down" : "up";
    moving.current = { link, to, count: next.length, button };
    void mover.submit({ intent: "order", ids: next });
  }

  // The confirmation: the Delete button's, or the address's ("?delete={id}", without JavaScript).
  const asked = deleting ?? items.find((l) => l._id === params.get("delete")) ?? null;
  const closeConfirm = () => {
    setDeleting(null);
    if (params.has("delete")) navigate(pathname, { replace: true });
  };

  function remove() {
    const link = asked;
    closeConfirm();
    setSaved(false);
    if (link) void remover.submit({ intent: "delete", id: link._id });
  }

  // "?edit={id}": the Edit buttons, and the saved version an edit conflict links to; "?new=1": Add Link without JavaScript.
  const editId = params.get("edit");
  const current = editId ? (items.find((l) => l._id === editId) ?? null) : null;
  const adding = creating || params.get("new") === "1";
  const close = () => {
    setCreating(false);
    if (editId || params.has("new")) navigate(pathname, { replace: true });
  };

  return (
    <section>
      <AdminHeader
        title="Sidebar Links Management"
        actions={
          <UrlButton name="new" value="1" className="btn-primary" onClick={() => setCreating(true)}>
            Add Link
          </UrlButton>
        }
      />
      <ErrorBanner message={errorText ?? loaded.error} />
      <p role="status" className="sr-only">
        {moved}
      </p>
      <SavedNotice show={saved} />
      <ConfirmDialog
        open={asked !== null}
        message={adminMessages.confirmDeleteLink}
        onConfirm={remove}
        onCancel={closeConfirm}
        post={asked ? { intent: "delete", id: asked._id } : undefined}
        cancelHref={pathname}
      />
      <ScreenDialog open={adding || current !== null} onClose={close} title={current ? "Edit Link" : "Add Link"}>
        {(adding || current) && (
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
                    savedHref: `${LIST}?edit=${encodeURIComponent(current._id)}`,
                  }
                : undefined
            }
            posted={failedSave}
            onCancel={close}
            cancelHref={pathname}
            onSaved={() => {
              close();
              setSaved(true);
            }}
          />
        )}
      </ScreenDialog>
      <AdminTable head={["Order", "Text", "URL", "Actions"]}>
        {items.length === 0 ? (
          <EmptyRow columns={4} empty="No links yet." failed={loaded.error !== null} />
        ) : (
          items.map((link, i) => (
            <tr key={link._id}>
              <td data-label="Order" className="px-4 py-3 whitespace-nowrap">
                <div className="flex gap-1">
                  {(["up", "down"] as const).map((dir) => (
                    <PostButton
                      key={dir}
                      // Without JavaScript the button posts the whole new order.
                      fields={{ intent: "order", ids: reordered(ids, i, dir === "up" ? i - 1 : i + 1) ?? ids }}
                      buttonRef={(el) => void (el ? moveButtons.current.set(`${link._id}:${dir}`, el) : moveButtons.current.delete(`${link._id}:${dir}`))}
                      className="btn-outline px-2 py-1"
                      label={`Move ${link.text} ${dir}`}
                      disabled={dir === "up" ? i === 0 : i === items.length - 1}
                      onClick={() => move(link, dir === "up" ? -1 : 1)}
                    >
                      <span aria-hidden="true">{dir === "up" ? "↑" : "↓"}</span>
                    </PostButton>
                  ))}
                </div>
              </td>
              <td data-label="Text" className="px-4 py-3 font-medium">
                {link.text}
              </td>
              <td data-label="URL" className="px-4 py-3 break-all">
                <a href={link.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                  {link.url}
                </a>
              </td>
              <td data-label="Actions" className="px-4 py-3 whitespace-nowrap">
                <EditDeleteActions
                  label={link.text}
                  id={link._id}
                  onEdit={() => navigate(`${pathname}?edit=${encodeURIComponent(link._id)}`, { replace: true })}
                  onDelete={() => setDeleting(link)}
                />
              </td>
            </tr>
          ))
        )}
      </AdminTable>
    </section>
  );
}
