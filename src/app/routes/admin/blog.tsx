// /admin/blog: every post (drafts and archived too) with view, edit, publish/archive and delete.
import { useId, useState } from "react";
import { Link, useLoaderData, useLocation, useNavigate } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import type { BlogListItem } from "../../../shared/schemas/blog";
import { AdminHeader, AdminLoading, AdminTable, ConfirmDialog, ErrorBanner, SavedNotice, StatusBadge, StatusOptions } from "../../components/admin/ui";
import { adminWrite, loadScreen, submitted, useAdminWrite, type Loaded } from "../../lib/admin-data";
import { formatShortDate } from "../../lib/format";
import { TrashUndo, type Trashed } from "../../components/admin/trash-undo";
import { SHOWN_STATUSES, shownStatus, type ShownStatus } from "../../lib/schedule";

export const meta = () => [{ title: "Blog Management | Admin" }, { name: "robots", content: "noindex" }];

type Row = Pick<BlogListItem, "id" | "title" | "date" | "status">;

// The list needs the staff token from localStorage, so it loads in the browser only.
export const clientLoader = Object.assign(
  async ({ request }: { request: Request }): Promise<Loaded<Row[]>> => {
    const loaded = await loadScreen<BlogListItem[]>(request, "/api/blogs", adminMessages.adminBlogsFailed);
    return loaded.data ? { data: loaded.data.map(({ id, title, date, status }) => ({ id, title, date, status })), error: null } : loaded;
  },
  { hydrate: true as const },
);
export const HydrateFallback = AdminLoading;

type Intent = { intent: "status"; id: string; status: string } | { intent: "delete"; id: string };

export async function clientAction({ request }: { request: Request }) {
  const sent = await submitted<Intent>(request);
  const path = `/api/blogs/${encodeURIComponent(sent.id)}`;
  if (sent.intent === "status") return adminWrite(path, { method: "PUT", json: { status: sent.status } }, adminMessages.statusUpdateFailed);
  const deleted = await adminWrite(path, { method: "DELETE" }, adminMessages.blogDeleteFailed);
  // A failed delete always reads the same (whatever the server said).
  return deleted.ok ? deleted : { ...deleted, error: adminMessages.blogDeleteFailed };
}

export default function BlogManagement() {
  const { data, error: loadError } = useLoaderData<typeof clientLoader>();
  const blogs = data ?? [];
  const act = useAdminWrite();
  // The row whose action runs (its buttons wait); a new action clears the last one's error.
  const [acting, setActing] = useState<string | null>(null);
  const busyId = act.busy ? acting : null;
  const error = !act.busy && act.result && !act.result.ok ? act.result.error : null;
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [toArchive, setToArchive] = useState<Row | null>(null);
  // The status filter lives in the address (?status=scheduled), so a filtered list can be reloaded or shared.
  // (useLocation and useNavigate rather than useSearchParams: the router code every public page loads stays as it is.)
  const wanted = new URLSearchParams(useLocation().search).get("status") ?? "";
  const navigate = useNavigate();
  const filterId = useId();
  const filter = (SHOWN_STATUSES as readonly string[]).includes(wanted) ? (wanted as ShownStatus) : "";
  const shown = filter ? blogs.filter((b) => shownStatus(b) === filter) : blogs;

  function run(blog: Row, intent: Intent) {
    setActing(blog.id);
    void act.submit(intent);
  }

  // A published post becomes archived; any other status becomes published (docs/product.md).
  const toggle = (blog: Row) => {
    setToArchive(null);
    run(blog, { intent: "status", id: blog.id, status: blog.status === "published" ? "archived" : "published" });
  };

  // Issue 30: a delete moves the post to the trash, with an Undo.
  const [trashed, setTrashed] = useState<Trashed | null>(null);
  const remove = (blog: Row) => {
    setToDelete(null);
    setActing(blog.id);
    void act.submit({ intent: "delete", id: blog.id }).then((r) => setTrashed(r.ok ? { type: "blog", id: blog.id, title: blog.title } : null));
  };

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
      <ErrorBanner message={error ?? loadError} />
      <SavedNotice />
      <TrashUndo item={trashed} />
      <div className="mb-4 flex items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
          Show
        </label>
        <select id={filterId} className="field w-auto py-1.5" value={filter} onChange={(e) => navigate(e.target.value ? `?status=${e.target.value}` : ".", { replace: true })}>
          <option value="">All posts</option>
          <StatusOptions statuses={SHOWN_STATUSES} />
        </select>
      </div>
      {blogs.length === 0 && !loadError ? (
        <p className="card p-6 text-muted">{adminMessages.noBlogs}</p>
      ) : shown.length === 0 ? (
        <p className="card p-6 text-muted">{adminMessages.noBlogsWithStatus}</p>
      ) : (
        <AdminTable head={["Title", "Date", "Status", "Actions"]}>
          {shown.map((blog) => (
            <tr key={blog.id} className="align-middle">
              <td className="px-4 py-3 font-medium text-ink">{blog.title}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatShortDate(blog.date)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={blog.status} date={blog.date} />
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-2">
                  <a href={`/blog/${encodeURIComponent(blog.id)}`} target="_blank" rel="noopener noreferrer" className="btn-outline px-3 py-1.5">
                    View<span className="sr-only"> {blog.title} (opens in a new tab)</span>
                  </a>
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
          ))}
        </AdminTable>
      )}
      <ConfirmDialog open={toDelete !== null} message={adminMessages.confirmDeleteBlog} onCancel={() => setToDelete(null)} onConfirm={() => toDelete && remove(toDelete)} />
      <ConfirmDialog
        open={toArchive !== null}
        message={adminMessages.confirmArchiveBlog}
        confirmLabel="Archive"
        onCancel={() => setToArchive(null)}
        onConfirm={() => toArchive && toggle(toArchive)}
      />
    </section>
  );
}
