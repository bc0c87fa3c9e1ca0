// /admin/cases (admins, and editors an admin gave access; the API's refusal shows for the others): clients' cases,
// newest first, 25 a page, in tabs (open, waiting on the client, waiting on us, overdue, closed, all) with their
// counts, and a search. The tab, the search and the page live in the address (?waiting=client&q=...&page=2): the
// tabs and pages are links and the search a GET form, so the screen works without JavaScript. Each case opens at
// /admin/cases/{reference}. For admins, the clients' erasure requests follow, each with Erase (it asks first
// with JavaScript; without it the warning beside the button is the deliberate step).
import { useId, useRef, useState, type FormEvent } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "react-router";
import { caseAdminMessages as m } from "../../../shared/admin-messages";
import { AdminHeader, AdminTable, ConfirmDialog, ErrorBanner } from "../../components/admin/ui";
import { caseHref, DocumentCounts, formatDay, OverdueBadge, WaitingBadge, type CaseList, type CaseSummary, type ErasureRequest } from "../../components/admin/case-ui";
import { Pagination } from "../../components/pagination";
import { adminWrite, loadAdmin, loadScreen, staffOf, submitted, type Loaded, type Written } from "../../lib/admin-data";
import { pageAddress, useAdminUser } from "../../lib/admin-session";
import { formatDateTime } from "../../lib/date-time";
import type { Route } from "./+types/cases";

export const meta = () => [{ title: "Cases | Admin" }, { name: "robots", content: "noindex" }];

const PAGE_SIZE = 25;

type Tab = "open" | "client" | "firm" | "overdue" | "closed" | "all";

/** Each tab: its label and its filter under the API's names. */
const TABS: { tab: Tab; label: string; filter: Record<string, string> }[] = [
  { tab: "open", label: m.tabOpen, filter: {} },
  { tab: "client", label: m.tabWaitingClient, filter: { waiting: "client" } },
  { tab: "firm", label: m.tabWaitingFirm, filter: { waiting: "firm" } },
  { tab: "overdue", label: m.tabOverdue, filter: { overdue: "1" } },
  { tab: "closed", label: m.tabClosed, filter: { status: "closed" } },
  { tab: "all", label: m.tabAll, filter: { status: "all" } },
];

/** The address's tab (one at a time; anything unknown is the open cases). */
function tabOf(address: URLSearchParams): Tab {
  const status = address.get("status");
  if (status === "closed" || status === "all") return status;
  const waiting = address.get("waiting");
  if (waiting === "client" || waiting === "firm") return waiting;
  return address.get("overdue") === "1" ? "overdue" : "open";
}
const searchOf = (address: URLSearchParams) => (address.get("q") ?? "").trim().slice(0, 100);
const pageOf = (address: URLSearchParams) => Math.max(1, Math.floor(Number(address.get("page"))) || 1);

/** The address of a tab with a search (page 1). */
function tabQuery(tab: Tab, q: string): URLSearchParams {
  const query = new URLSearchParams(TABS.find((t) => t.tab === tab)?.filter);
  if (q) query.set("q", q);
  return query;
}

type Screen = { list: Loaded<CaseList>; closed: number | null; erasure: Loaded<ErasureRequest[]> | null; tab: Tab; q: string; page: number };

export function loader(args: Route.LoaderArgs): Promise<Screen> {
  const address = pageAddress(args.request).searchParams;
  const tab = tabOf(address);
  const q = searchOf(address);
  const page = pageOf(address);
  return loadScreen(args, async () => {
    const user = staffOf(args);
    const query = tabQuery(tab, q);
    query.set("page", String(page));
    query.set("limit", String(PAGE_SIZE));
    const [list, closed, erasure] = await Promise.all([
      // The list answers { items, total, page, limit, counts }: read whole (bare).
      loadAdmin<CaseList>(args, `/api/cases?${query}`, m.casesFetchFailed, true),
      // The counts cover open cases; the closed tab's count is its total.
      loadAdmin<CaseList>(args, "/api/cases?status=closed&limit=1", m.casesFetchFailed, true),
      user.role === "admin" ? loadAdmin<ErasureRequest[]>(args, "/api/cases/erasure-requests", m.erasureFetchFailed) : null,
    ]);
    return { list, closed: closed.data?.total ?? null, erasure, tab, q, page };
  });
}

type Sent = { intent?: string; id?: string; name?: string };
type Erased = { cases: number; documents: number; enquiries: number };
/** Erase's answer, named by the client (their request is gone from the list once it worked). */
export type EraseAnswer = { intent: "erase"; id: string; name: string } & Written<Erased>;

export async function action(args: Route.ActionArgs): Promise<EraseAnswer> {
  staffOf(args);
  const sent = await submitted<Sent>(args.request);
  const id = sent.id ?? "";
  const written = await adminWrite<Erased>(args, `/api/clients/${encodeURIComponent(id)}/erase`, { method: "POST", json: {} }, m.eraseFailed);
  return { intent: "erase", id, name: sent.name ?? "", ...written };
}

export default function AdminCases() {
  const { list, closed, erasure, tab, q, page } = useLoaderData<typeof loader>();
  const user = useAdminUser();
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const counts = list.data?.counts;
  const totalPages = Math.ceil(total / PAGE_SIZE);
  const current = tabQuery(tab, q);

  return (
    <div>
      <AdminHeader title="Cases" />
      <ErrorBanner message={list.error} />
      {counts && (
        <>
          <Tabs tab={tab} q={q} counts={{ ...counts, closed }} />
          {/* The search starts again from the address whenever it changes. */}
          <SearchForm key={current.toString()} tab={tab} q={q} />
          {items.length === 0 ? (
            <p className="card p-6 text-muted">{q ? m.noCasesMatch : m.noCases}</p>
          ) : (
            <>
              <CaseCards items={items} />
              <div className="hidden md:block">
                <CaseTable items={items} />
              </div>
              <p className="mt-4 text-sm text-muted">{m.casesRange((page - 1) * PAGE_SIZE + 1, (page - 1) * PAGE_SIZE + items.length, total)}</p>
              <Pagination page={page} totalPages={totalPages} basePath={`/admin/cases${current.size ? `?${current}` : ""}`} />
            </>
          )}
        </>
      )}
      {user.role === "admin" && erasure && <ErasureRequests loaded={erasure} />}
    </div>
  );
}

/** The tabs as links, each with its count; the current one marked. */
function Tabs({ tab, q, counts }: { tab: Tab; q: string; counts: CaseList["counts"] & { closed: number | null } }) {
  const open = counts.client + counts.firm;
  const count: Record<Tab, number | null> = {
    open,
    client: counts.client,
    firm: counts.firm,
    overdue: counts.overdue,
    closed: counts.closed,
    all: counts.closed === null ? null : open + counts.closed,
  };
  return (
    <nav aria-label={m.tabsLabel} className="-mx-1 mb-4 overflow-x-auto px-1 pb-1">
      <ul className="flex flex-wrap gap-2">
        {TABS.map((t) => {
          const query = tabQuery(t.tab, q);
          const here = t.tab === tab;
          return (
            <li key={t.tab}>
              <Link
                to={`/admin/cases${query.size ? `?${query}` : ""}`}
                aria-current={here ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
                  here ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700"
                }`}
              >
                {t.label}
                {count[t.tab] !== null && (
                  <span
                    className={`rounded-full px-1.5 text-xs tabular-nums ${here ? "bg-white/20" : t.tab === "overdue" && count[t.tab] ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-700"}`}
                  >
                    {count[t.tab]}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A search within the tab: a GET form, so the address holds it (and a new search starts at page 1). */
function SearchForm({ tab, q }: { tab: Tab; q: string }) {
  const id = useId();
  const filter = TABS.find((t) => t.tab === tab)?.filter ?? {};
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
      {Object.entries(filter).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="min-w-0 flex-1 basis-56">
        <label className="field-label" htmlFor={`${id}-q`}>
          {m.search}
        </label>
        <input id={`${id}-q`} name="q" type="search" className="field" placeholder={m.searchPlaceholder} defaultValue={q} maxLength={100} />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {m.searchButton}
        </button>
        {q && (
          <Link to={`/admin/cases${tabQuery(tab, "").size ? `?${tabQuery(tab, "")}` : ""}`} className="btn-outline">
            {m.clearSearch}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The expected day of the current stage, and the red badge when it has passed. */
function Expected({ c }: { c: CaseSummary }) {
  if (!c.due || c.status === "closed") return <span className="text-slate-600">—</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className={c.overdue ? "font-medium text-red-800" : "text-slate-700"}>{formatDay(c.due)}</span>
      {c.overdue && <OverdueBadge />}
    </span>
  );
}

function ReferenceLink({ c }: { c: CaseSummary }) {
  return (
    <Link to={caseHref(c.reference)} className="font-semibold break-all text-brand-700 hover:underline">
      {c.reference}
    </Link>
  );
}

/** Cards on a phone. */
function CaseCards({ items }: { items: CaseSummary[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Cases" data-testid="case-cards">
      {items.map((c) => (
        <li key={c.id} className="card p-4">
          <div className="flex items-start justify-between gap-3">
            <ReferenceLink c={c} />
            <WaitingBadge on={c.waitingOn} />
          </div>
          <p className="mt-1 font-medium break-words text-ink">{c.client.name}</p>
          {c.client.email && <p className="text-xs break-all text-slate-600">{c.client.email}</p>}
          <p className="mt-2 text-sm text-slate-700">{c.package.title}</p>
          <dl className="mt-2 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-2 gap-y-1 text-sm">
            <dt className="text-slate-600">Stage</dt>
            <dd className="text-ink">{c.stage}</dd>
            <dt className="text-slate-600">Expected</dt>
            <dd>
              <Expected c={c} />
            </dd>
            <dt className="text-slate-600">Documents</dt>
            <dd>
              <DocumentCounts missing={c.missing} toReview={c.toReview} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The table from md up. */
function CaseTable({ items }: { items: CaseSummary[] }) {
  return (
    <AdminTable head={["Reference", "Client", "Service", "Stage", "Expected", "Documents", "Waiting on"]}>
      {items.map((c) => (
        <tr key={c.id} className="align-top">
          <td className="px-3 py-3 whitespace-nowrap">
            <ReferenceLink c={c} />
          </td>
          <td className="max-w-56 px-3 py-3">
            <span className="block font-medium text-ink">{c.client.name}</span>
            {c.client.email && <span className="block truncate text-xs text-slate-600">{c.client.email}</span>}
          </td>
          <td className="max-w-56 px-3 py-3 text-slate-700">{c.package.title}</td>
          <td className="max-w-48 px-3 py-3 text-ink">{c.stage}</td>
          <td className="px-3 py-3 whitespace-nowrap">
            <Expected c={c} />
          </td>
          <td className="px-3 py-3">
            <DocumentCounts missing={c.missing} toReview={c.toReview} />
          </td>
          <td className="px-3 py-3">
            <WaitingBadge on={c.waitingOn} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** The clients who asked to be erased, each with Erase; the last erasure's answer above them. */
function ErasureRequests({ loaded }: { loaded: Loaded<ErasureRequest[]> }) {
  const id = useId();
  const posted = useActionData<typeof action>();
  const requests = loaded.data ?? [];
  const done = posted?.ok ? posted : null;
  // A refused erasure whose request is gone from the list (erased meanwhile) shows above it.
  const orphan = posted && !posted.ok && !requests.some((r) => r.id === posted.id) ? posted.error : null;
  if (requests.length === 0 && !done && !orphan && !loaded.error) return null;
  return (
    <section aria-labelledby={id} className="mt-8 card p-5" data-testid="erasure-requests">
      <h2 id={id} className="mb-2 text-lg font-bold text-ink">
        {m.erasureTitle}
        {requests.length > 0 && <span className="ml-2 rounded-full bg-red-100 px-2 text-sm text-red-800 tabular-nums">{requests.length}</span>}
      </h2>
      <ErrorBanner message={loaded.error ?? orphan} />
      {done && (
        <p role="status" className="mb-4 success-banner">
          {m.erased(done.name, done.data)}
        </p>
      )}
      {requests.length > 0 && (
        <>
          <p className="mb-4 text-sm text-slate-700">{m.erasureIntro}</p>
          <ul className="divide-y divide-slate-100">
            {requests.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">{r.name}</p>
                  <p className="text-sm break-all text-slate-600">{r.email}</p>
                  <p className="text-xs text-slate-600">{m.erasureAsked(formatDateTime(r.erasureRequestedAt))}</p>
                </div>
                <EraseForm request={r} failed={posted && !posted.ok && posted.id === r.id ? posted.error : null} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Erase: with JavaScript it asks first (ConfirmDialog), then posts; without it the warning beside it is the step. */
function EraseForm({ request: r, failed }: { request: ErasureRequest; failed: string | null }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === r.id;
  const ask = (e: FormEvent) => {
    e.preventDefault();
    setAsking(true);
  };
  const send = () => {
    setAsking(false);
    if (form.current) void submit(form.current, { method: "post", preventScrollReset: true });
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <ErrorBanner message={failed} />
      <Form ref={form} method="post" onSubmit={ask} className="flex flex-wrap items-center justify-end gap-2">
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="id" value={r.id} />
        <input type="hidden" name="name" value={r.name} />
        <span className="text-xs font-medium text-red-800">{m.eraseWarning}</span>
        <button type="submit" className="btn-danger px-3 py-1.5" disabled={busy} aria-label={`${m.erase} ${r.name} (${r.email})`}>
          {m.erase}
        </button>
      </Form>
      <ConfirmDialog open={asking} message={m.confirmErase(r.name, r.email)} confirmLabel={m.erase} onConfirm={send} onCancel={() => setAsking(false)} />
    </div>
  );
}
