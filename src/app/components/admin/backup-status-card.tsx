// Dashboard card (admins): when the last good backup was taken, how many are kept, and "Back up now".
import { useCallback, useEffect, useState } from "react";
import type { BackupStatus } from "../../../shared/backups";
import { adminMessages } from "../../../shared/admin-messages";
import { apiMessages } from "../../../shared/api-messages";
import { adminDownload, adminFetch, errorText } from "../../lib/admin-api";
import { ErrorBanner } from "./ui";
import { useAdminAction } from "../../lib/use-admin-action";

/** Older than this, the card warns: the nightly job has missed at least one night. */
const STALE_MS = 36 * 60 * 60 * 1000;

const dateTime = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** "every night at 02:00" for a daily "M H * * *" schedule; otherwise the cron expression itself. */
export function describeSchedule(cron: string): string {
  const m = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  if (!m) return `on the schedule "${cron}"`;
  return `every night at ${m[2].padStart(2, "0")}:${m[1].padStart(2, "0")}`;
}

type Archive = { file: string; at: string; bytes: number };

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function BackupStatusCard() {
  const [status, setStatus] = useState<BackupStatus | null>(null);
  const [archives, setArchives] = useState<Archive[]>([]);
  const { busy, error, setError, run } = useAdminAction();
  const [saved, setSaved] = useState(false);

  const load = useCallback(async () => {
    try {
      const { data } = await adminFetch<{ data: BackupStatus }>("/api/backups/status");
      setStatus(data);
      setArchives((await adminFetch<{ data: Archive[] }>("/api/backups")).data);
    } catch (err) {
      setError(errorText(err, adminMessages.backupStatusFailed));
    }
  }, [setError]);

  useEffect(() => {
    void load();
  }, [load]);

  async function backUpNow() {
    setSaved(false);
    await run(async () => {
      await adminFetch("/api/backups", { method: "POST" });
      setSaved(true);
      await load();
    }, apiMessages.backupFailed);
  }

  async function download(a: Archive) {
    setError(null);
    try {
      await adminDownload(`/api/backups/${encodeURIComponent(a.file)}/download`, a.file);
    } catch (err) {
      setError(errorText(err, adminMessages.backupDownloadFailed));
    }
  }

  const last = status?.lastBackupAt ? new Date(status.lastBackupAt) : null;
  const stale = status && (!last || Date.now() - last.getTime() > STALE_MS);

  return (
    <section className="card p-5" aria-labelledby="backup-status-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="backup-status-title" className="text-lg font-semibold text-ink">
          Backups
        </h2>
        <button type="button" className="btn-outline" onClick={backUpNow} disabled={busy || !status}>
          {busy ? "Backing up…" : "Back up now"}
        </button>
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        <ErrorBanner message={error} />
        {saved && !error && <p className="success-banner mb-3">{adminMessages.backupSaved}</p>}
        {!status && !error && <p className="text-slate-600">Loading…</p>}
        {status && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
            <dt className="font-medium">Last backup</dt>
            <dd>{last ? `${dateTime.format(last)} (India time)` : "No backup yet"}</dd>
            <dt className="font-medium">Kept</dt>
            <dd>
              {status.count} {status.count === 1 ? "archive" : "archives"} (the newest {status.keep} are kept)
            </dd>
            <dt className="font-medium">Schedule</dt>
            <dd>
              {describeSchedule(status.schedule)} ({status.timeZone})
            </dd>
          </dl>
        )}
        {stale && <p className="mt-3 font-medium text-amber-800">{last ? "The last backup is more than a day old." : "No backup has been taken yet."} Use “Back up now”.</p>}
        {status?.lastFailureAt && <p className="mt-3 font-medium text-red-700">The backup of {dateTime.format(new Date(status.lastFailureAt))} failed; see the server log.</p>}
        {/* Issue 21: any kept archive can be taken away (admin only; the server never caches it). */}
        {archives.length > 0 && (
          <details className="mt-4">
            <summary className="cursor-pointer font-medium text-brand-700">Download a backup ({archives.length})</summary>
            <ul className="mt-2 space-y-2">
              {archives.map((a) => (
                <li key={a.file} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {dateTime.format(new Date(a.at))} · {size(a.bytes)}
                  </span>
                  <button type="button" className="btn-outline px-3 py-1.5" aria-label={`Download the backup of ${dateTime.format(new Date(a.at))}`} onClick={() => void download(a)}>
                    Download
                  </button>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </section>
  );
}
