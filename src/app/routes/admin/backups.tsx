// /admin/backups (admins): restore a backup while the site runs. Choose a stored backup or upload an archive; the
// server checks it and the screen shows what it holds (records per kind, when it was taken, its version); the
// admin confirms with their password (and two-step code). Every step is a form posted to the action, so it works
// without JavaScript; the waiting restore is named by the address (?restore={token}), the outcome too (?restored=).
import { Form, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { backupMessages, RESTORE_UPLOAD_MAX_MB } from "../../../shared/backup-messages";
import type { RestorePreview, RestoreResult } from "../../../shared/schemas/backup";
import type { BackupArchive } from "../../components/admin/backup-status-card";
import { AdminHeader, ErrorBanner } from "../../components/admin/ui";
import { adminWrite, loadAdmin, loadScreen, staffOf, submitted, type Written } from "../../lib/admin-data";
import { formatDateTime } from "../../lib/date-time";
import type { Route } from "./+types/backups";

export const meta = () => [{ title: "Backups and restore | Admin" }, { name: "robots", content: "noindex" }];

export function loader(args: Route.LoaderArgs) {
  return loadScreen(args, async () => {
    const token = new URL(args.request.url).searchParams.get("restore");
    const [archives, preview] = await Promise.all([
      loadAdmin<BackupArchive[]>(args, "/api/backups", backupMessages.restoreScreenFailed),
      token ? loadAdmin<RestorePreview>(args, `/api/backups/restore/${encodeURIComponent(token)}`, backupMessages.previewFailed) : Promise.resolve(null),
    ]);
    return { archives, preview };
  });
}

type Sent = { intent?: string; name?: string; token?: string; password?: string; code?: string };
type Failed = Extract<Written<unknown>, { ok: false }>;

export async function action(args: Route.ActionArgs): Promise<Failed> {
  staffOf(args);
  const type = args.request.headers.get("content-type") ?? "";
  // An uploaded archive goes on to the API as it streams in (it may be large): never read into memory here.
  if (type.startsWith("multipart/form-data") && args.request.body) {
    const checked = await adminWrite<RestorePreview>(
      args,
      "/api/backups/restore/preview",
      { method: "POST", json: { stream: args.request.body, contentType: type } },
      backupMessages.previewFailed,
    );
    if (checked.ok) throw redirect(`/admin/backups?restore=${encodeURIComponent(checked.data.token)}`);
    return checked;
  }
  const sent = await submitted<Sent>(args.request);
  if (sent.intent === "restore") {
    const done = await adminWrite<RestoreResult>(
      args,
      "/api/backups/restore",
      { method: "POST", json: { token: sent.token ?? "", password: sent.password ?? "", code: sent.code?.trim() || undefined } },
      backupMessages.restoreFailed,
    );
    if (done.ok) throw redirect(`/admin/backups?${new URLSearchParams({ restored: done.data.safetyBackup, taken: done.data.takenAt })}`);
    return done;
  }
  const checked = await adminWrite<RestorePreview>(args, "/api/backups/restore/preview", { method: "POST", json: { name: sent.name ?? "" } }, backupMessages.previewFailed);
  if (checked.ok) throw redirect(`/admin/backups?restore=${encodeURIComponent(checked.data.token)}`);
  return checked;
}

/** The kinds of records an owner recognises, in the order the screen lists them (the API answers every table). */
const KINDS: [string, string][] = [
  ["posts", "Blog posts"],
  ["categories", "Categories"],
  ["tags", "Tags"],
  ["offers", "Offers"],
  ["news", "News items"],
  ["resources", "Resources and guides"],
  ["packages", "Packages"],
  ["testimonials", "Testimonials"],
  ["teamMembers", "Team members"],
  ["sidebarLinks", "Sidebar links"],
  ["media", "Images in the media library"],
  ["enquiries", "Enquiries"],
  ["orders", "Orders"],
  ["invoices", "Invoices and credit notes"],
  ["clients", "Clients"],
  ["cases", "Cases"],
  ["caseDocuments", "Clients' documents"],
  ["users", "Staff accounts"],
  ["activity", "Activity log entries"],
];

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function PreviewPanel({ preview, busy }: { preview: RestorePreview; busy: boolean }) {
  return (
    <section className="card p-5" aria-labelledby="preview-title">
      <h2 id="preview-title" className="text-lg font-semibold text-ink">
        What this backup holds
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
        <dt className="font-medium">Archive</dt>
        <dd className="min-w-0 break-all">{preview.source}</dd>
        <dt className="font-medium">Taken</dt>
        <dd>{formatDateTime(preview.takenAt)} (India time)</dd>
        <dt className="font-medium">Version</dt>
        <dd>
          {preview.version} (this site: {preview.currentVersion})
        </dd>
      </dl>
      <table className="mt-4 w-full max-w-md text-sm" aria-label="Records in this backup">
        <tbody>
          {KINDS.filter(([key]) => preview.counts[key] !== undefined).map(([key, label]) => (
            <tr key={key} className="border-t border-slate-100">
              <th scope="row" className="py-1 pr-4 text-left font-normal text-slate-700">
                {label}
              </th>
              <td className="py-1 text-right font-medium tabular-nums" data-kind={key}>
                {preview.counts[key]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm font-medium text-amber-800">{backupMessages.confirmRestore}</p>
      <Form method="post" className="mt-4 grid max-w-md gap-3">
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="token" value={preview.token} />
        <label className="grid gap-1 text-sm font-medium text-slate-700">
          Your password
          <input type="password" name="password" required autoComplete="current-password" maxLength={200} className="field" />
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-700">
          Two-step code (only if you use two-step sign-in)
          <input type="text" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={64} className="field" />
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Restoring…" : "Restore this backup"}
          </button>
          <a href="/admin/backups" className="btn-outline">
            Cancel
          </a>
        </div>
      </Form>
    </section>
  );
}

export default function Backups() {
  const { archives, preview } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busyWith = navigation.state === "submitting" ? (navigation.formData?.get("intent") ?? "upload") : null;
  const restored = params.get("restored");
  const taken = params.get("taken");
  const waiting = preview?.data ?? null;
  const error = failed?.error ?? (waiting ? null : preview?.error) ?? archives.error;
  const list = archives.data ?? [];

  return (
    <div className="grid gap-6">
      <AdminHeader title="Backups and restore" />
      <div aria-live="polite">
        <ErrorBanner message={error} />
        {restored && !error && <p className="success-banner">{backupMessages.restored(taken ? formatDateTime(taken) : "", restored)}</p>}
      </div>
      {waiting ? (
        <PreviewPanel preview={waiting} busy={busyWith === "restore"} />
      ) : (
        <>
          <section className="card p-5" aria-labelledby="stored-title">
            <h2 id="stored-title" className="text-lg font-semibold text-ink">
              Restore a stored backup
            </h2>
            {list.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700">No backup yet. Take one with “Back up now” on the dashboard.</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100 text-sm">
                {list.map((a) => (
                  <li key={a.file} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      {formatDateTime(a.at)} · {size(a.bytes)}
                    </span>
                    <Form method="post">
                      <input type="hidden" name="intent" value="preview" />
                      <input type="hidden" name="name" value={a.file} />
                      <button type="submit" className="btn-outline px-3 py-1.5" disabled={busyWith !== null} aria-label={`Check the backup of ${formatDateTime(a.at)}`}>
                        Check and restore…
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="card p-5" aria-labelledby="upload-title">
            <h2 id="upload-title" className="text-lg font-semibold text-ink">
              Restore an archive from elsewhere
            </h2>
            <p className="mt-2 text-sm text-slate-700">A backup-….tar.gz downloaded from this site or another copy of it, at most {RESTORE_UPLOAD_MAX_MB} MB.</p>
            <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-3">
              <label className="grid min-w-0 gap-1 text-sm font-medium text-slate-700">
                Backup archive
                <input type="file" name="file" required accept=".gz,.tgz,application/gzip" className="max-w-full text-sm" />
              </label>
              <button type="submit" className="btn-primary" disabled={busyWith !== null}>
                {busyWith === "upload" ? "Checking…" : "Upload and check"}
              </button>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}
