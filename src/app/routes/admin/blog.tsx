// /admin/blog: every post (drafts and archived too) with view, edit, publish/archive and delete.
// Search by title, filters by status, category and author, and the page (all in the address, so a filtered list
// can be reloaded or shared; the server narrows and pages it, 50 posts a page), columns category, author and
// updated, and bulk publish, archive and move to trash; "View" of a post visitors cannot see yet (draft,
// scheduled, archived) opens its preview link.
import { useId, useState } from "react";
import { Form, Link, useLoaderData, useLocation, useNavigate } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import type { BlogListItem } from "../../../shared/schemas/blog";
import { AdminHeader, AdminTable, ConfirmDialog, ErrorBanner, SavedNotice, StatusBadge, StatusOptions } from "../../components/admin/ui";
import { adminWrite, loadScreen, staffOf, submitted, useAdminWrite, type Loaded, type ScreenArgs, type Written } from "../../lib/admin-data";
import { formatShortDate } from "../../lib/format";
import { openInNewTab } from "../../lib/new-tab";
import { formatDateTime } from "../../lib/date-time";
import { TrashUndo, type Trashed } from "../../components/admin/trash-undo";
import { PageNumbers } from "../../components/pagination";
import { SHOWN_STATUSES, shownStatus, type ShownStatus } from "../../lib/schedule";
import type { Route } from "./+types/blog";
import { pageAddress } from "../../lib/admin-session";
import { LANGUAGE_NAME } from "../../../shared/locale";
import { postPath } from "../../../shared/sitemap";

export const meta = () => [{ title: "Blog Management | Admin" }, { name: "robots", content: "noindex" }];

type Row = Pick<BlogListItem, "id" | "title" | "excerpt" | "date" | "status" | "updatedAt" | "locale"> & { category: string; author: string };

/** One page of the staff list as GET /api/blogs/staff-list answers it. */
type StaffPage = { items: BlogListItem[]; total: number; page: number; pageSize: number; facets: { categories: Facet[]; authors: Facet[] } };
type Facet = { id: string; name: string };
type ListPage = { rows: Row[]; total: number; page: number; totalPages: number; facets: StaffPage["facets"] };

/** The page of posts the address asks for (its search, filters and page), narrowed and paged on the server. */
export async function loader(args: Route.LoaderArgs): Promise<Loaded<ListPage>> {
  const query = new URLSearchParams();
  const address = pageAddress(args.request).searchParams;
  for (const key of ["q", "status", "category", "author", "page"]) {
    const value = address.get(key);
    if (value) query.set(key, value);
  }
  const loaded = await loadScreen<StaffPage>(args, `/api/blogs/staff-list?${query}`, adminMessages.adminBlogsFailed);
  if (!loaded.data) return loaded;
  const { items, total, page, pageSize, facets } = loaded.data;
  const rows = items.map(({ id, title, excerpt, date, status, updatedAt, category, authorName, locale }) => ({
    id,
    locale,
    title,
    excerpt,
    date,
    status,
    updatedAt,
    category: category?.name ?? "",
    author: authorName ?? "",
  }));
  return { data: { rows, total, page, totalPages: Math.max(1, Math.ceil(total / pageSize)), facets }, error: null };
}

type BulkAction = "publish" | "archive" | "trash";
type Intent =
  { intent: "status"; id: string; status: string } | { intent: "delete"; id: string } | { intent: "preview"; id: string } | { intent: "bulk"; ids: string[]; action: BulkAction };

const blogPath = (id: string) => `/api/blogs/${encodeURIComponent(id)}`;
const BULK_DONE: Record<BulkAction, string> = { publish: "published", archive: "archived", trash: "moved to the trash" };

export async function action(args: Route.ActionArgs): Promise<Written<unknown>> {
  staffOf(args);
  const sent = await submitted<Intent>(args.request);
  if (sent.intent === "bulk") return bulk(args, sent.ids, sent.action);
  const path = blogPath(sent.id);
  if (sent.intent === "preview") return adminWrite<{ url: string }>(args, `${path}/preview`, { method: "POST" }, adminMessages.previewFailed);
  if (sent.intent === "status") return adminWrite(args, path, { method: "PUT", json: { status: sent.status } }, adminMessages.statusUpdateFailed);
  const deleted = await adminWrite(args, path, { method: "DELETE" }, adminMessages.blogDeleteFailed);
  // A failed delete always reads the same (whatever the server said).
  return deleted.ok ? deleted : { ...deleted, error: adminMessages.blogDeleteFailed };
}

/** One write per post, one after another (each is its own save, as from the row's button); says how it went. */
async function bulk(args: ScreenArgs, ids: string[], action: BulkAction): Promise<Written<{ message: string }>> {
  let failed = 0;
  for (const id of ids) {
    const done =
      action === "trash"
        ? await adminWrite(args, blogPath(id), { method: "DELETE" }, adminMessages.blogDeleteFailed)
        : await adminWrite(args, blogPath(id), { method: "PUT", json: { status: action === "publish" ? "published" : "archived" } }, adminMessages.statusUpdateFailed);
    if (!done.ok) failed++;
  }
  if (failed > 0) return { ok: false, status: 0, error: adminMessages.bulkFailed(failed, ids.length) };
  return { ok: true, data: { message: adminMessages.bulkDone(ids.length, BULK_DONE[action]) } };
}

/** The list's search and filters (a category and an author by id), read from and written to the address; a change goes back to page 1. */
type Filters = { q: string; status: ShownStatus | ""; category: string; author: string; page?: string };
function filtersOf(search: string): Filters {
  const p = new URLSearchParams(search);
  const status = p.get("status") ?? "";
  return {
    q: p.get("q") ?? "",
    status: (SHOWN_STATUSES as readonly string[]).includes(status) ? (status as ShownStatus) : "",
    category: p.get("category") ?? "",
    author: p.get("author") ?? "",
  };
}
function searchOf(f: Filters): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : ".";
}
export default function BlogManagement() {
  const { data, error: loadError } = useLoaderData<typeof loader>();
  const blogs = data?.rows ?? [];
  const act = useAdminWrite();
  const linker = useAdminWrite<{ url: string }>();
  // The row whose action runs (its buttons wait); a new action clears the last one's error.
  const [acting, setActing] = useState<string | null>(null);
  const busyId = act.busy ? acting : null;
  const error = !act.busy && act.result && !act.result.ok ? act.result.error : null;
  const bulkNote = !act.busy && act.result?.ok && acting === "bulk" ? (act.result.data as { message?: string } | undefined)?.message : undefined;
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [toArchive, setToArchive] = useState<Row | null>(null);
  const [toTrash, setToTrash] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // (useLocation and useNavigate rather than useSearchParams: the router code every public page loads stays as it is.)
  const filters = filtersOf(useLocation().search);
  const navigate = useNavigate();
  const setFilter = (change: Partial<Filters>) => navigate(searchOf({ ...filters, ...change }), { replace: true });
  const pageHref = (n: number) => searchOf({ ...filters, page: n > 1 ? String(n) : "" });
  const ids = { q: useId(), status: useId(), category: useId(), author: useId(), all: useId() };
  // The server already narrowed the list to the filters and the page.
  const shown = blogs;
  const chosen = shown.filter((b) => selected.has(b.id)).map((b) => b.id);
  const allChosen = shown.length > 0 && chosen.length === shown.length;
  const filtered = Boolean(filters.q || filters.status || filters.category || filters.author);
  const nothingStored = !filtered && (data?.total ?? 0) === 0;

  function run(id: string, intent: Intent) {
    setActing(id);
    void act.submit(intent);
  }

  // A published post becomes archived; any other status becomes published (docs/product.md).
  const toggle = (blog: Row) => {
    setToArchive(null);
    run(blog.id, { intent: "status", id: blog.id, status: blog.status === "published" ? "archived" : "published" });
  };

  // A delete moves the post to the trash, with an Undo.
  const [trashed, setTrashed] = useState<Trashed | null>(null);
  const remove = (blog: Row) => {
    setToDelete(null);
    setActing(blog.id);
    void act.submit({ intent: "delete", id: blog.id }).then((r) => setTrashed(r.ok ? { type: "blog", id: blog.id, title: blog.title } : null));
  };

  function runBulk(action: BulkAction, list: string[]) {
    setToTrash(null);
    setSelected(new Set());
    run("bulk", { intent: "bulk", ids: list, action });
  }

  /** "View" of a post visitors cannot see: its preview link, in a new tab. */
  async function viewPreview(blog: Row) {
    setPreviewError(null);
    await openInNewTab(async () => {
      const result = await linker.submit({ intent: "preview", id: blog.id } satisfies Intent);
      if (result.ok) return result.data.url;
      setPreviewError(result.error);
      return null;
    });
  }

  const choose = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section>
      <AdminHeader
        title="Blog Management"
        actions={
          <Link to="/admin/blog/new" className="btn-primary">
            New Blog
          </Link>
        }
      />
      <ErrorBanner message={error ?? previewError ?? loadError} />
      <SavedNotice />
      <TrashUndo item={trashed} />
      {bulkNote && (
        <p role="status" className="mb-4 success-banner">
          {bulkNote}
        </p>
      )}
      {/* A GET form: without JavaScript "Filter" applies it; with JavaScript each change does. */}
      <search>
        <Form method="get" className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <div>
            <label htmlFor={ids.q} className="field-label">
              Search titles
            </label>
            <input id={ids.q} name="q" type="search" className="field" value={filters.q} onChange={(e) => setFilter({ q: e.target.value })} />
          </div>
          <div>
            <label htmlFor={ids.status} className="field-label">
              Status
            </label>
            <select id={ids.status} name="status" className="field" value={filters.status} onChange={(e) => setFilter({ status: e.target.value as ShownStatus | "" })}>
              <option value="">All posts</option>
              <StatusOptions statuses={SHOWN_STATUSES} />
            </select>
          </div>
          <div>
            <label htmlFor={ids.category} className="field-label">
              Category
            </label>
            <select id={ids.category} name="category" className="field" value={filters.category} onChange={(e) => setFilter({ category: e.target.value })}>
              <option value="">All categories</option>
              {(data?.facets.categories ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.author} className="field-label">
              Author
            </label>
            <select id={ids.author} name="author" className="field" value={filters.author} onChange={(e) => setFilter({ author: e.target.value })}>
              <option value="">All authors</option>
              {(data?.facets.authors ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className="btn-outline">
              Filter
            </button>
          </noscript>
        </Form>
      </search>
      {shown.length > 0 && (
        <div role="group" aria-label="Bulk actions" className="mb-3 flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor={ids.all} className="mr-2 flex items-center gap-2 font-medium text-slate-700">
            <input
              id={ids.all}
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={allChosen}
              onChange={(e) => setSelected(e.target.checked ? new Set(shown.map((b) => b.id)) : new Set())}
            />
            Select all {shown.length} shown
          </label>
          <span className="text-slate-600">{chosen.length} selected:</span>
          <button type="button" className="btn-outline px-3 py-1.5" disabled={chosen.length === 0 || act.busy} onClick={() => runBulk("publish", chosen)}>
            Publish
          </button>
          <button type="button" className="btn-outline px-3 py-1.5" disabled={chosen.length === 0 || act.busy} onClick={() => runBulk("archive", chosen)}>
            Archive
          </button>
          <button type="button" className="btn-danger px-3 py-1.5" disabled={chosen.length === 0 || act.busy} onClick={() => setToTrash(chosen)}>
            Move to trash
          </button>
        </div>
      )}
      {nothingStored && !loadError ? (
        <p className="card p-6 text-muted">{adminMessages.noBlogs}</p>
      ) : shown.length === 0 ? (
        <p className="card p-6 text-muted">
          {filters.status && !filters.q && !filters.category && !filters.author ? adminMessages.noBlogsWithStatus : filtered ? adminMessages.noBlogsMatch : adminMessages.noBlogs}
        </p>
      ) : (
        <AdminTable head={["Select", "Title", "Language", "Category", "Author", "Date", "Updated", "Status", "Actions"]}>
          {shown.map((blog) => {
            const visible = shownStatus(blog) === "published";
            return (
              <tr key={blog.id} className="align-middle">
                <td data-label="Select" className="px-4 py-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    aria-label={`Select ${blog.title}`}
                    checked={selected.has(blog.id)}
                    onChange={(e) => choose(blog.id, e.target.checked)}
                  />
                </td>
                <td data-label="Title" className="px-4 py-3 font-medium text-ink">
                  {blog.title}
                </td>
                <td data-label="Language" className="px-4 py-3 text-slate-600" lang={blog.locale}>
                  {LANGUAGE_NAME[blog.locale]}
                </td>
                <td data-label="Category" className="px-4 py-3 text-slate-600">
                  {blog.category || "—"}
                </td>
                <td data-label="Author" className="px-4 py-3 text-slate-600">
                  {blog.author || "—"}
                </td>
                <td data-label="Date" className="px-4 py-3 whitespace-nowrap text-slate-600">
                  {formatShortDate(blog.date)}
                </td>
                <td data-label="Updated" className="px-4 py-3 whitespace-nowrap text-slate-600">
                  <time dateTime={blog.updatedAt}>{formatDateTime(blog.updatedAt)}</time>
                </td>
                <td data-label="Status" className="px-4 py-3">
                  <StatusBadge status={blog.status} date={blog.date} />
                </td>
                <td data-label="Actions" className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">
                    {visible ? (
                      <a href={postPath(blog)} target="_blank" rel="noopener noreferrer" className="btn-outline px-3 py-1.5">
                        View<span className="sr-only"> {blog.title} (opens in a new tab)</span>
                      </a>
                    ) : (
                      <button type="button" className="btn-outline px-3 py-1.5" disabled={linker.busy} onClick={() => void viewPreview(blog)}>
                        View<span className="sr-only"> the preview of {blog.title} (opens in a new tab)</span>
                      </button>
                    )}
                    <Link to={`/admin/blog/edit/${encodeURIComponent(blog.id)}`} className="btn-outline px-3 py-1.5">
                      Edit<span className="sr-only"> {blog.title}</span>
                    </Link>
                    <button
                      type="button"
                      className="btn-outline px-3 py-1.5"
                      disabled={busyId === blog.id}
                      onClick={() => (blog.status === "published" ? setToArchive(blog) : toggle(blog))}
                    >
                      {blog.status === "published" ? "Archive" : "Publish"}
                      <span className="sr-only"> {blog.title}</span>
                    </button>
                    <button type="button" className="btn-danger px-3 py-1.5" disabled={busyId === blog.id} onClick={() => setToDelete(blog)}>
                      Delete<span className="sr-only"> {blog.title}</span>
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      {data && data.totalPages > 1 && (
        <nav aria-label="Pages of posts" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-muted">{adminMessages.postsPage(data.page, data.totalPages, data.total)}</p>
          <PageNumbers
            page={data.page}
            totalPages={data.totalPages}
            item={(n, className, current) => (
              <Link to={pageHref(n)} aria-label={`Page ${n}`} aria-current={current ? "page" : undefined} className={className}>
                {n}
              </Link>
            )}
          />
        </nav>
      )}
      <ConfirmDialog open={toDelete !== null} message={adminMessages.confirmDeleteBlog} onCancel={() => setToDelete(null)} onConfirm={() => toDelete && remove(toDelete)} />
      <ConfirmDialog
        open={toArchive !== null}
        message={adminMessages.confirmArchiveBlog}
        confirmLabel="Archive"
        onCancel={() => setToArchive(null)}
        onConfirm={() => toArchive && toggle(toArchive)}
      />
      <ConfirmDialog
        open={toTrash !== null}
        message={adminMessages.confirmBulkTrash(toTrash?.length ?? 0)}
        confirmLabel="Move to trash"
        onCancel={() => setToTrash(null)}
        onConfirm={() => toTrash && runBulk("trash", toTrash)}
      />
    </section>
  );
}
