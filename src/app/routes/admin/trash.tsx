// /admin/trash (staff): deleted posts, offers, news items, resources and packages, most recent first;
// staff restore (editors: posts), admins delete for good. Items leave by themselves after 30 days.
import { useState } from "react";
import { useLoaderData } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import type { TrashItem, TrashType } from "../../../shared/schemas/trash";
import { AdminHeader, AdminLoading, AdminTable, ConfirmDialog, EmptyRow, ErrorBanner } from "../../components/admin/ui";
import { adminWrite, loadScreen, submitted, useAdminWrite } from "../../lib/admin-data";
import { useAdminUser } from "../../lib/admin-session";
import { formatDateTime } from "../../lib/date-time";

export const meta = () => [{ title: "Trash | Admin" }, { name: "robots", content: "noindex" }];

export const loader = (async (args: ScreenArgs) => loadScreen<TrashItem[]>(args, "/api/trash", adminMessages.trashFetchFailed), {
  hydrate: true as const,
});

type Intent = { intent: "restore" | "purge"; type: TrashType; id: string };

export async function action(args: ScreenArgs) {
  const { intent, type, id } = await submitted<Intent>(args.request);
  const path = `/api/trash/${type}/${encodeURIComponent(id)}`;
  return intent === "restore"
    ? adminWrite(args, `${path}/restore`, { method: "POST" }, adminMessages.trashRestoreFailed)
    : adminWrite(args, path, { method: "DELETE" }, adminMessages.purgeFailed);
}

const typeLabel: Record<TrashType, string> = { blog: "Post", offer: "Offer", news: "News", resource: "Resource", package: "Package" };

export default function Trash() {
  const { data, error: loadError } = useLoaderData<typeof loader>();
  const { role } = useAdminUser();
  const items = data ?? [];
  const act = useAdminWrite<TrashItem>();
  const [notice, setNotice] = useState<string | null>(null);
  const [purging, setPurging] = useState<TrashItem | null>(null);
  const error = !act.busy && act.result && !act.result.ok ? act.result.error : null;

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
      <AdminTable head={["Item", "Actions"]}>
        {items.length === 0 ? (
          <EmptyRow columns={2} empty={adminMessages.noTrash} failed={loadError !== null} />
        ) : (
          items.map((item) => (
            <tr key={`${item.type}-${item.id}`} className="align-middle">
              <td className="px-4 py-3">
                <span className="block font-medium text-ink">{item.title || "(untitled)"}</span>
                <span className="block text-xs text-slate-600">
                  {typeLabel[item.type]}, deleted {formatDateTime(item.deletedAt)}
                  {item.deletedBy && ` by ${item.deletedBy}`}
                </span>
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap justify-end gap-2">
                  {(role === "admin" || item.type === "blog") && (
                    <button type="button" className="btn-outline px-3 py-1.5" disabled={act.busy} onClick={() => run("restore", item)}>
                      Restore<span className="sr-only"> {item.title}</span>
                    </button>
                  )}
                  {role === "admin" && (
                    <button type="button" className="btn-danger px-3 py-1.5 whitespace-nowrap" disabled={act.busy} onClick={() => setPurging(item)}>
                      Delete for good<span className="sr-only"> {item.title}</span>
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      <ConfirmDialog
        open={purging !== null}
        message={adminMessages.confirmPurge}
        confirmLabel="Delete for good"
        onCancel={() => setPurging(null)}
        onConfirm={() => {
          const item = purging;
          setPurging(null);
          if (item) run("purge", item);
        }}
      />
    </section>
  );
}
