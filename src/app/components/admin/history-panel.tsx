// The editor's History panel: the post's revisions, one shown rendered, what changed against the
// current saved version (title, dates, status, and the content as a readable word diff), and Restore behind
// a confirmation. Restoring keeps the current version as a revision, so it can be undone.
import { diffWords } from "diff";
import { useEffect, useState, type ReactNode } from "react";
import { adminMessages } from "../../../shared/admin-messages";
import type { Blog } from "../../../shared/schemas/blog";
import type { RevisionDetail, RevisionSummary } from "../../../shared/schemas/revision";
import { adminFetch, errorText } from "../../lib/admin-api";
import { useAdminWrite } from "../../lib/admin-data";
import type { BlogIntent } from "./blog-form";
import { formatDateTime } from "../../lib/date-time";
import { formatLongDate } from "../../lib/format";
import { ErrorBanner, StatusBadge } from "./ui";

type Listed = Omit<RevisionSummary, "postId">;

/** The readable text of rich-text HTML: one line per block, for the diff. */
export function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const el of doc.body.querySelectorAll("p,h1,h2,h3,h4,li,blockquote,pre,tr,br,hr")) el.after("\n");
  for (const img of doc.body.querySelectorAll("img")) img.after(`[image${img.alt ? `: ${img.alt}` : ""}]`);
  return (doc.body.textContent ?? "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function HistoryPanel({ postId, onRestored }: { postId: string; onRestored: (post: Blog) => void }) {
  const base = `/api/blogs/${encodeURIComponent(postId)}`;
  const [revisions, setRevisions] = useState<Listed[] | null>(null);
  const [current, setCurrent] = useState<Blog | null>(null);
  const [shown, setShown] = useState<RevisionDetail | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Restore is a write: it goes through the editor route's action (intent "restore").
  const write = useAdminWrite<Blog>();

  useEffect(() => {
    let live = true;
    Promise.all([adminFetch<{ data: Listed[] }>(`${base}/revisions`), adminFetch<{ data: Blog }>(base)]).then(
      ([list, post]) => {
        if (!live) return;
        setRevisions(list.data);
        setCurrent(post.data);
      },
      (err: unknown) => live && setError(errorText(err, adminMessages.historyLoadFailed)),
    );
    return () => void (live = false);
  }, [base]);

  async function show(revision: Listed) {
    setConfirming(false);
    setError(null);
    try {
      setShown((await adminFetch<{ data: RevisionDetail }>(`${base}/revisions/${encodeURIComponent(revision.id)}`)).data);
    } catch (err) {
      setError(errorText(err, adminMessages.historyLoadFailed));
    }
  }

  async function restore() {
    if (!shown || !current) return;
    setBusy(true);
    setError(null);
    // Based on the version this panel compared against: if someone saved since, the server answers 409.
    const intent: BlogIntent = { intent: "restore", id: postId, revisionId: shown.revisionId, updatedAt: current.updatedAt };
    const result = await write.submit(intent);
    if (result.ok) return onRestored(result.data);
    setError(result.error);
    setBusy(false);
    setConfirming(false);
  }

  if (revisions === null)
    return error ? (
      <ErrorBanner message={error} />
    ) : (
      <p role="status" className="text-muted">
        {adminMessages.historyLoading}
      </p>
    );
  if (revisions.length === 0) return <p className="text-slate-700">{adminMessages.historyEmpty}</p>;

  return (
    <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
      <nav aria-label="Revisions">
        <ol className="max-h-[60vh] space-y-1 overflow-y-auto pr-1">
          {revisions.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                aria-current={shown?.revisionId === r.id ? "true" : undefined}
                className={`w-full rounded-lg border px-3 py-2 text-left text-sm hover:border-brand-600 ${shown?.revisionId === r.id ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white"}`}
                onClick={() => void show(r)}
              >
                <span className="block font-medium text-ink">{formatDateTime(r.savedAt)}</span>
                <span className="block text-slate-600">{r.savedBy.name}</span>
                <span className="mt-1 flex items-center gap-2">
                  <span className="truncate">{r.title}</span>
                  <StatusBadge status={r.status} />
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0">
        <ErrorBanner message={error} />
        {!shown || !current ? (
          <p className="text-slate-700">{adminMessages.historyPick}</p>
        ) : (
          <RevisionView
            revision={shown}
            current={current}
            confirming={confirming}
            busy={busy}
            onRestore={() => setConfirming(true)}
            onConfirm={() => void restore()}
            onCancel={() => setConfirming(false)}
          />
        )}
      </div>
    </div>
  );
}

function RevisionView({
  revision,
  current,
  confirming,
  busy,
  onRestore,
  onConfirm,
  onCancel,
}: {
  revision: RevisionDetail;
  current: Blog;
  confirming: boolean;
  busy: boolean;
  onRestore: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const rows: [string, string, string][] = [
    ["Title", revision.title, current.title],
    ["Publish date", formatLongDate(revision.date), formatLongDate(current.date)],
    ["Status", revision.status, current.status],
    ["Address", `/blog/${revision.excerpt}`, `/blog/${current.excerpt}`],
  ];
  const parts = diffWords(textOf(revision.content), textOf(current.content));
  const contentChanged = parts.some((p) => p.added || p.removed);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Saved {formatDateTime(revision.savedAt)} by {revision.savedBy.name}
          {revision.savedBy.email && <span className="text-slate-500"> ({revision.savedBy.email})</span>}
        </p>
        {!confirming && (
          <button type="button" className="btn-primary px-3 py-1.5" onClick={onRestore}>
            {adminMessages.restoreRevision}
          </button>
        )}
      </div>
      {confirming && (
        <div role="alertdialog" aria-label="Confirm restore" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <p>{adminMessages.restoreConfirm}</p>
          <div className="mt-3 flex gap-2">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the confirmation takes the focus as it appears, like a dialog */}
            <button type="button" className="btn-primary px-3 py-1.5" disabled={busy} autoFocus onClick={onConfirm}>
              {busy ? adminMessages.saving : adminMessages.restoreYes}
            </button>
            <button type="button" className="btn-outline bg-white px-3 py-1.5" disabled={busy} onClick={onCancel}>
              Cancel
            </button>
          </div>
        </div>
      )}

      <PanelSection id="what-changed" title={adminMessages.whatChanged}>
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-1 pr-3">
                Field
              </th>
              <th scope="col" className="py-1 pr-3">
                This revision
              </th>
              <th scope="col" className="py-1">
                Current version
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([field, then, now]) => (
              <tr key={field} className={then !== now ? "bg-amber-50" : undefined}>
                <th scope="row" className="py-1 pr-3 font-medium">
                  {field}
                </th>
                <td className="py-1 pr-3 break-all">{then}</td>
                <td className="py-1 break-all">
                  {now}
                  {then === now && <span className="sr-only"> (unchanged)</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h4 className="mt-4 text-sm font-semibold text-ink">{adminMessages.contentChanges}</h4>
        {contentChanged ? (
          <p data-testid="content-diff" className="mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 text-sm whitespace-pre-wrap">
            {parts.map((p, i) =>
              p.removed ? (
                <del key={i} className="bg-red-100 text-red-800">
                  {p.value}
                </del>
              ) : p.added ? (
                <ins key={i} className="bg-green-100 text-green-800 no-underline">
                  {p.value}
                </ins>
              ) : (
                <span key={i}>{p.value}</span>
              ),
            )}
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{adminMessages.contentUnchanged}</p>
        )}
        <p className="mt-1 text-xs text-slate-600">{adminMessages.diffLegend}</p>
      </PanelSection>

      <PanelSection id="revision-rendered" title={adminMessages.thisRevision}>
        <article className="mt-2 rounded-lg border border-slate-200 bg-white p-4">
          <h1 className="text-2xl font-bold text-ink">{revision.title}</h1>
          {/* Sanitised by the server on the way out, as the public page's content. */}
          <div className="prose mt-4 max-w-none prose-slate" dangerouslySetInnerHTML={{ __html: revision.content }} />
        </article>
      </PanelSection>
    </div>
  );
}

/** A section of the revision view, titled by its heading. */
function PanelSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}
