// /admin/activity (admin only): the activity log, newest first, 50 at a time with "Show older".
// How many pages are shown lives in the address (?pages=3), so the loader reads them all again
// (each page starts after the last entry of the one before).
import { useId, useState, type FormEvent } from "react";
import { Link, useLoaderData, useNavigate, useNavigation, useSearchParams } from "react-router";
import { activityActionLabels, activityTargetLabels, adminMessages } from "../../../shared/admin-messages";
import { ACTIVITY_ACTIONS, type ActivityEntry } from "../../../shared/schemas/activity";
import { AdminHeader, AdminTable, ErrorBanner } from "../../components/admin/ui";
import { loadAdmin, loadScreen, type ScreenArgs } from "../../lib/admin-data";
import { formatDateTime } from "../../lib/date-time";
import type { Route } from "./+types/activity";

export const meta = () => [{ title: "Activity | Admin" }, { name: "robots", content: "noindex" }];

const PAGE = 50;

/** The number of pages asked for in the address: a whole number from 1 (anything else is 1). */
const pagesOf = (url: string) => Math.max(1, Math.floor(Number(new URL(url).searchParams.get("pages"))) || 1);
/** the filters of the address (person = e-mail, action, from, to), under the API's names. */
const FILTERS = ["person", "action", "from", "to"] as const;
const filtersOf = (url: string) => {
  const q = new URL(url).searchParams;
  return Object.fromEntries(FILTERS.flatMap((k) => (q.get(k) ? [[k, q.get(k)!]] : []))) as Record<string, string>;
};

/** The first `pages` pages of entries; a page that fails keeps the ones already read, with the error above them. */
async function readPages(args: ScreenArgs, pages: number): Promise<{ entries: ActivityEntry[] | null; more: boolean; pages: number; error: string | null }> {
  const entries: ActivityEntry[] = [];
  let more = true;
  for (let n = 0; n < pages && more; n++) {
    const before = entries.at(-1)?.id;
    const query = new URLSearchParams({ limit: String(PAGE), ...filtersOf(args.request.url), ...(before ? { before } : {}) });
    const page = await loadAdmin<ActivityEntry[]>(args, `/api/activity?${query}`, adminMessages.activityFetchFailed);
    if (page.error !== null) return { entries: n === 0 ? null : entries, more: n > 0, pages: n, error: page.error };
    entries.push(...page.data);
    more = page.data.length === PAGE;
  }
  return { entries, more, pages, error: null };
}

export function loader(args: Route.LoaderArgs) {
  return loadScreen(args, () => readPages(args, pagesOf(args.request.url)));
}

export default function Activity() {
  const { entries, more, pages, error } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const busy = useNavigation().state === "loading";
  const [address] = useSearchParams();
  const more_ = (n: number) => {
    const next = new URLSearchParams(address);
    next.set("pages", String(n));
    return `?${next}`;
  };

  return (
    <>
      <AdminHeader title="Activity" />
      <p className="-mt-4 mb-4 text-sm text-muted">{adminMessages.activityIntro}</p>
      <ActivityFilters key={address.toString()} applied={address} onApply={(q) => void navigate(q ? `?${q}` : "?", { replace: true })} />
      <ErrorBanner message={error} />
      {entries === null ? null : entries.length === 0 ? (
        <p className="card p-6 text-muted">{adminMessages.noActivity}</p>
      ) : (
        <>
          <AdminTable head={["When", "Who", "Action", "Item", "Address"]}>
            {entries.map((e) => (
              <tr key={e.id}>
                <td data-label="When" className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                </td>
                <td data-label="Who" className="px-4 py-3">
                  {e.actor ? (
                    <>
                      <span className="font-medium text-ink">{e.actor.name}</span>
                      <span className="block text-xs text-muted">{e.actor.email}</span>
                    </>
                  ) : (
                    // No actor: someone not signed in (a failed sign-in, a reset link asked for) or the system (nightly backup, command line).
                    <span className="text-muted">
                      {e.action === "sign-in-failed" || e.action === "password-reset-requested" ? adminMessages.activityNotSignedIn : adminMessages.activitySystem}
                    </span>
                  )}
                </td>
                <td data-label="Action" className={`px-4 py-3 whitespace-nowrap ${e.action === "sign-in-failed" ? "font-medium text-red-700" : ""}`}>
                  {activityActionLabels[e.action]}
                </td>
                <td data-label="Item" className="px-4 py-3">
                  <span className="text-xs text-muted">{activityTargetLabels[e.target.type]}</span>
                  {e.target.type === "enquiry" ? (
                    // An enquiry entry names the enquiry and opens it in the inbox.
                    <Link className="block break-words text-brand-700 hover:underline" to={`/admin/enquiries?open=${encodeURIComponent(e.target.id)}`}>
                      {e.target.title || e.target.id}
                    </Link>
                  ) : (
                    <span className="block break-words">{e.target.title || e.target.id}</span>
                  )}
                </td>
                <td data-label="Address" className="px-4 py-3 font-mono text-xs whitespace-nowrap text-muted">
                  {e.ip ?? ""}
                </td>
              </tr>
            ))}
          </AdminTable>
          {more && (
            <div className="mt-4 flex justify-center">
              {/* A link, so it works without JavaScript too. */}
              <Link to={more_(pages + 1)} replace preventScrollReset className={`btn-outline ${busy ? "pointer-events-none opacity-60" : ""}`} aria-disabled={busy || undefined}>
                {busy ? "Loading..." : "Show older"}
              </Link>
            </div>
          )}
        </>
      )}
    </>
  );
}

/** Person (e-mail), action and dates; Filter applies them together. */
function ActivityFilters({ applied, onApply }: { applied: URLSearchParams; onApply: (query: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(FILTERS.map((k) => [k, applied.get(k) ?? ""])));
  const set = (k: string, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    onApply(new URLSearchParams(Object.entries(draft).filter(([, v]) => v.trim())).toString());
  };
  return (
    // Named fields: without JavaScript the browser sends them as the address's query (empty ones are ignored).
    <form method="get" onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2" aria-label="Filter the activity">
      <div>
        <label className="field-label" htmlFor={`${id}-person`}>
          Person (e-mail)
        </label>
        <input id={`${id}-person`} name="person" type="email" className="field w-56" value={draft.person} onChange={(e) => set("person", e.target.value)} />
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-action`}>
          Action
        </label>
        <select id={`${id}-action`} name="action" className="field" value={draft.action} onChange={(e) => set("action", e.target.value)}>
          <option value="">All</option>
          {ACTIVITY_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {activityActionLabels[a]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-from`}>
          From
        </label>
        <input id={`${id}-from`} name="from" type="date" className="field" value={draft.from} onChange={(e) => set("from", e.target.value)} />
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-to`}>
          To
        </label>
        <input id={`${id}-to`} name="to" type="date" className="field" value={draft.to} onChange={(e) => set("to", e.target.value)} />
      </div>
      <button type="submit" className="btn-primary">
        Filter
      </button>
    </form>
  );
}
