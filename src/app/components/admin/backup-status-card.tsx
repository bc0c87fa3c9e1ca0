// Dashboard card (admins): when the last good backup was taken, how many are kept, and "Back up now".
// The dashboard's loader reads the status and the archives; "Back up now" is a form posted to its action
// (which reloads both), and a download a plain link (the session cookie goes with it): both work without JavaScript.
import { useState } from "react";
import { useActionData, useFetcher } from "react-router";
import type { BackupStatus } from "../../../shared/backups";
import { adminMessages } from "../../../shared/admin-messages";
import { backupMessages } from "../../../shared/backup-messages";
import type { Loaded, Written } from "../../lib/admin-data";
import { ErrorBanner } from "./ui";

/** Older than this, the card warns: the nightly job has missed at least one night. */
const STALE_MS = 36 * 60 * 60 * 1000;

const dateTime = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** "every night at 02:00" for a daily "M H * * *" schedule; otherwise the cron expression itself. */
export function describeSchedule(cron: string): string {
  const [, minute, hour] = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim()) ?? [];
  if (minute === undefined || hour === undefined) return `on the schedule "${cron}"`;
  return `every night at ${hour.padStart(2, "0")}:${minute.padStart(2, "0")}`;
}

/** One kept archive (GET /api/backups). */
export type BackupArchive = { file: string; at: string; bytes: number };

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export function BackupStatusCard({ status: loadedStatus, archives: loadedArchives }: { status: Loaded<BackupStatus>; archives: Loaded<BackupArchive[]> }) {
  const status = loadedStatus.data;
  const archives = loadedArchives.data ?? [];
  const backup = useFetcher<Written<unknown>>();
  const busy = backup.state !== "idle";
  // "Stale" is judged against the time the card first rendered (reading the clock during render is impure).
  const [now] = useState(Date.now);
  // Posted without JavaScript, the answer comes back as the page's action data instead of the fetcher's.
  const posted = useActionData() as Written<unknown> | undefined;
  // The last "Back up now" answer counts only once it is back (the card then shows the reloaded status).
  const result = busy ? undefined : (backup.data ?? posted);
  const error = (result?.ok === false ? result.error : null) ?? loadedStatus.error ?? loadedArchives.error;
  const saved = result?.ok === true;

  const last = status?.lastBackupAt ? new Date(status.lastBackupAt) : null;
  const stale = status && (!last || now - last.getTime() > STALE_MS);

  return (
    <section className="card p-5" aria-labelledby="backup-status-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="backup-status-title" className="text-lg font-semibold text-ink">
          Backups
        </h2>
        <backup.Form method="post">
          <button type="submit" className="btn-outline" disabled={busy || !status}>
            {busy ? "Backing up…" : "Back up now"}
          </button>
        </backup.Form>
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        <ErrorBanner message={error} />
        {saved && !error && <p className="mb-3 success-banner">{adminMessages.backupSaved}</p>}
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
            <dt className="font-medium">Off-site copy</dt>
            <dd className="min-w-0 break-words">
              {status.offsite
                ? status.offsite.lastCopyAt
                  ? `${dateTime.format(new Date(status.offsite.lastCopyAt))} (India time), to ${status.offsite.target}`
                  : `${backupMessages.offsiteNone} (${status.offsite.target})`
                : backupMessages.offsiteOff}
            </dd>
          </dl>
        )}
        {status?.offsite?.lastFailureAt && (
          <p className="mt-3 font-medium text-red-700">
            {backupMessages.offsiteFailed(dateTime.format(new Date(status.offsite.lastFailureAt)), status.offsite.lastFailureReason ?? "")}
          </p>
        )}
        {stale && <p className="mt-3 font-medium text-amber-800">{last ? "The last backup is more than a day old." : "No backup has been taken yet."} Use “Back up now”.</p>}
        {status?.lastFailureAt && <p className="mt-3 font-medium text-red-700">The backup of {dateTime.format(new Date(status.lastFailureAt))} failed; see the server log.</p>}
        <p className="mt-3">
          <a href="/admin/backups" className="font-medium text-brand-700 underline">
            Restore a backup…
          </a>
        </p>
        {/* Any kept archive can be taken away (admin only; the server never caches it). */}
        {archives.length > 0 && (
          <details className="mt-4">
            <summary className="cursor-pointer font-medium text-brand-700">Download a backup ({archives.length})</summary>
            <ul className="mt-2 space-y-2">
              {archives.map((a) => (
                <li key={a.file} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {dateTime.format(new Date(a.at))} · {size(a.bytes)}
                  </span>
                  <a
                    href={`/api/backups/${encodeURIComponent(a.file)}/download`}
                    download={a.file}
                    className="btn-outline px-3 py-1.5"
                    aria-label={`Download the backup of ${dateTime.format(new Date(a.at))}`}
                  >
                    Download
                  </a>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </section>
  );
}
