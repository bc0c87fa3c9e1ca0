// /admin/activity (admin only, issue 16): the activity log, newest first, 50 at a time with "Show older".
import { useCallback, useEffect, useState } from "react";
import { activityActionLabels, activityTargetLabels, adminMessages } from "../../../shared/admin-messages";
import type { ActivityEntry } from "../../../shared/schemas/activity";
import { AdminHeader, AdminTable, ErrorBanner } from "../../components/admin/ui";
import { adminFetch, errorText } from "../../lib/admin-api";
import { formatDateTime } from "../../lib/date-time";

export const meta = () => [{ title: "Activity | Admin" }, { name: "robots", content: "noindex" }];

const PAGE = 50;

export default function Activity() {
  const [entries, setEntries] = useState<ActivityEntry[] | null>(null);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (before?: string) => {
    setBusy(true);
    setError(null);
    try {
      const query = new URLSearchParams({ limit: String(PAGE), ...(before ? { before } : {}) });
      const { data } = await adminFetch<{ data: ActivityEntry[] }>(`/api/activity?${query}`);
      setEntries((old) => (before ? [...(old ?? []), ...data] : data));
      setMore(data.length === PAGE);
    } catch (err) {
      setError(errorText(err, adminMessages.activityFetchFailed));
    } finally {
      setBusy(false);
    }
  }, []);
  useEffect(() => void load(), [load]);

  return (
    <>
      <AdminHeader title="Activity" />
      <p className="-mt-4 mb-4 text-sm text-muted">{adminMessages.activityIntro}</p>
      <ErrorBanner message={error} />
      {entries === null ? (
        !error && <p role="status">Loading...</p>
      ) : entries.length === 0 ? (
        <p className="card p-6 text-muted">{adminMessages.noActivity}</p>
      ) : (
        <>
          <AdminTable head={["When", "Who", "Action", "Item", "Address"]}>
            {entries.map((e) => (
              <tr key={e.id}>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                </td>
                <td className="px-4 py-3">
                  {e.actor ? (
                    <>
                      <span className="font-medium text-ink">{e.actor.name}</span>
                      <span className="block text-xs text-muted">{e.actor.email}</span>
                    </>
                  ) : (
                    // No actor: someone not signed in (a failed sign-in, a reset link asked for) or the system (nightly backup, command line).
                    <span className="text-muted">{e.action === "sign-in-failed" || e.action === "password-reset-requested" ? adminMessages.activityNotSignedIn : adminMessages.activitySystem}</span>
                  )}
                </td>
                <td className={`px-4 py-3 whitespace-nowrap ${e.action === "sign-in-failed" ? "font-medium text-red-700" : ""}`}>{activityActionLabels[e.action]}</td>
                <td className="px-4 py-3">
                  <span className="text-xs text-muted">{activityTargetLabels[e.target.type]}</span>
                  <span className="block break-words">{e.target.title || e.target.id}</span>
                </td>
                <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-muted">{e.ip ?? ""}</td>
              </tr>
            ))}
          </AdminTable>
          {more && (
            <div className="mt-4 flex justify-center">
              <button type="button" className="btn-outline" disabled={busy} onClick={() => void load(entries.at(-1)?.id)}>
                {busy ? "Loading..." : "Show older"}
              </button>
            </div>
          )}
        </>
      )}
    </>
  );
}
