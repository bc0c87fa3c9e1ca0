// /admin/trash (staff): deleted posts, offers, news items, resources and packages, most recent first;
// staff restore (editors: posts), admins delete for good. Items leave by themselves after 30 days.
// Without JavaScript Restore posts its own form, and Delete for good opens its confirmation by the address
// ("?purge={type}/{id}"); the action then comes back to the list.
import { useState } from "react";
import { useActionData, useLoaderData, useLocation, useNavigate, useSearchParams } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import type { TrashItem, TrashType } from "../../../shared/schemas/trash";
import { afterPost, postedByForm } from "../../components/admin/publishable-config";
import { AdminHeader, AdminTable, ConfirmDialog, EmptyRow, ErrorBanner, PostButton, UrlButton } from "../../components/admin/ui";
import { adminWrite, loadScreen, staffOf, submitted, useAdminWrite } from "../../lib/admin-data";
import { useAdminUser } from "../../lib/admin-session";
import { formatDateTime } from "../../lib/date-time";
import type { Route } from "./+types/trash";

export const meta = () => [{ title: "Trash | Admin" }, { name: "robots", content: "noindex" }];

export function loader(args: Route.LoaderArgs) {
  return loadScreen<TrashItem[]>(args, "/api/trash", adminMessages.trashFetchFailed);
}

type Intent = { intent: "restore" | "purge"; type: TrashType; id: string; title?: string };

export async function action(args: Route.ActionArgs) {
  staffOf(args);
  const form = postedByForm(args.request);
  const { intent, type, id, title } = await submitted<Intent>(args.request);
  const path = `/api/trash/${type}/${encodeURIComponent(id)}`;
  const written =
    intent === "restore"
      ? await adminWrite(args, `${path}/restore`, { method: "POST" }, adminMessages.trashRestoreFailed)
      : await adminWrite(args, path, { method: "DELETE" }, adminMessages.purgeFailed);
  if (!form) return written;
  // Posted without JavaScript: back to the list, which says what was restored.
  return afterPost(written, intent === "restore" ? `/admin/trash?${new URLSearchParams({ restored: title ?? "" })}` : "/admin/trash");
}

const typeLabel: Record<TrashType, string> = { blog: "Post", offer: "Offer", news: "News", resource: "Resource", package: "Package" };

const keyOf = (item: TrashItem) => `${item.type}/${item.id}`;

export default function Trash() {
  const { data, error: loadError } = useLoaderData<typeof loader>();
  const { role } = useAdminUser();
  const items = data ?? [];
  const act = useAdminWrite<TrashItem>();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A form posted without JavaScript that failed.
  const posted = useActionData<typeof action>();
  const [notice, setNotice] = useState<string | null>(() => (params.has("restored") ? adminMessages.restored(params.get("restored") ?? "") : null));
  const [purging, setPurging] = useState<TrashItem | null>(null);
  const error = (!act.busy && act.result && !act.result.ok ? act.result.error : null) ?? (posted && !posted.ok ? posted.error : null);
  // The confirmation: the button's, or the address's ("?purge={type}/{id}", without JavaScript).
  const asked = purging ?? items.find((item) => keyOf(item) === params.get("purge")) ?? null;
  const closeConfirm = () => {
    setPurging(null);
    if (params.has("purge")) navigate(pathname, { replace: true });
  };

  function run(intent: Intent["intent"], item: TrashItem) {
    setNotice(null);
    void act.submit({ intent, type: item.type, id: item.id }).then((r) => {
      if (r.ok && intent === "restore") setNotice(adminMessages.restored(item.title));
    });
  }

  return (
    <section>
      <AdminHeader title="Trash" />
      <p className="mb-4 text-sm text-slate-600">{adminMessages.trashIntro}</p>
      <ErrorBanner message={error ?? loadError} />
      {notice && (
        <p role="status" className="mb-4 success-banner">
          {notice}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        message={adminMessages.confirmPurge}
        confirmLabel="Delete for good"
        onCancel={closeConfirm}
        onConfirm={() => {
          const item = asked;
          closeConfirm();
          if (item) run("purge", item);
        }}
        post={asked ? { intent: "purge", type: asked.type, id: asked.id } : undefined}
        cancelHref={pathname}
      />
      <AdminTable head={["Item", "Actions"]}>
        {items.length === 0 ? (
          <EmptyRow columns={2} empty={adminMessages.noTrash} failed={loadError !== null} />
        ) : (
          items.map((item) => (
            <tr key={`${item.type}-${item.id}`} className="align-middle">
              <td data-label="Item" className="px-4 py-3">
                <span className="block font-medium text-ink">{item.title || "(untitled)"}</span>
                <span className="block text-xs text-slate-600">
                  {typeLabel[item.type]}, deleted {formatDateTime(item.deletedAt)}
                  {item.deletedBy && ` by ${item.deletedBy}`}
                </span>
              </td>
              <td data-label="Actions" className="px-4 py-3">
                <div className="flex flex-wrap justify-end gap-2">
                  {(role === "admin" || item.type === "blog") && (
                    <PostButton
                      fields={{ intent: "restore", type: item.type, id: item.id, title: item.title }}
                      className="btn-outline px-3 py-1.5"
                      disabled={act.busy}
                      onClick={() => run("restore", item)}
                    >
                      Restore<span className="sr-only"> {item.title}</span>
                    </PostButton>
                  )}
                  {role === "admin" && (
                    <UrlButton name="purge" value={keyOf(item)} className="btn-danger px-3 py-1.5 whitespace-nowrap" disabled={act.busy} onClick={() => setPurging(item)}>
                      Delete for good<span className="sr-only"> {item.title}</span>
                    </UrlButton>
                  )}
                </div>
              </td>
            </tr>
          ))
        )}
      </AdminTable>
    </section>
  );
}
