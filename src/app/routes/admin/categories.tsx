// /admin/categories (issue 20, admins): the blog's categories and tags with their post counts; rename,
// change the slug or the description (shown on the category's page), merge one into another, delete.
import { useState } from "react";
import { adminMessages } from "../../../shared/admin-messages";
import type { TermWithCount } from "../../../shared/schemas/taxonomy";
import { categoryPath, tagPath } from "../../../shared/sitemap";
import { ContentForm, useAdminList, type FieldDef } from "../../components/admin/content";
import { AdminHeader, AdminTable, ConfirmDialog, EditDeleteActions, ErrorBanner, FormActions } from "../../components/admin/ui";
import { Dialog } from "../../components/dialog";
import { adminFetch, errorText } from "../../lib/admin-api";

export const meta = () => [{ title: "Categories and Tags | Admin" }];

const fields: FieldDef[] = [
  { name: "name", label: "Name", kind: "text", required: true },
  { name: "slug", label: "Slug", kind: "text", hint: "The page's address. Changing it changes the address." },
  { name: "description", label: "Description", kind: "textarea", rows: 3, hint: "Shown on the page; 70 to 160 characters also make its search description." },
];

type Kind = "categories" | "tags";

function TermTable({ kind, title }: { kind: Kind; title: string }) {
  const endpoint = `/api/${kind}`;
  const { items, error, setError, reload } = useAdminList<TermWithCount>(endpoint, adminMessages.termsFetchFailed);
  const [editing, setEditing] = useState<TermWithCount | null>(null);
  const [merging, setMerging] = useState<TermWithCount | null>(null);
  const [into, setInto] = useState("");
  const [deleting, setDeleting] = useState<TermWithCount | null>(null);
  const pathOf = (slug: string) => (kind === "categories" ? categoryPath(slug) : tagPath(slug));
  const noun = kind === "categories" ? "category" : "tag";

  async function act(run: () => Promise<unknown>, failed: string) {
    try {
      await run();
      await reload();
    } catch (err) {
      setError(errorText(err, failed));
    }
  }

  return (
    <section aria-labelledby={`${kind}-heading`} className="space-y-3">
      <h2 id={`${kind}-heading`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <ErrorBanner message={error} />
      <AdminTable head={["Name", "Address", "Posts", "Actions"]}>
        {items === null ? (
          <tr>
            <td colSpan={4} className="px-4 py-6 text-center text-muted" role="status">
              Loading...
            </td>
          </tr>
        ) : items.length === 0 ? (
          <tr>
            <td colSpan={4} className="px-4 py-6 text-center text-muted">
              None yet. They are added from the blog editor.
            </td>
          </tr>
        ) : (
          items.map((t) => (
            <tr key={t.id}>
              <td className="px-4 py-3 font-medium">{t.name}</td>
              <td className="px-4 py-3 break-all">
                <a href={pathOf(t.slug)} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                  {pathOf(t.slug)}
                </a>
              </td>
              <td className="px-4 py-3">{t.count}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <div className="flex gap-2">
                  <EditDeleteActions label={t.name} onEdit={() => setEditing(t)} onDelete={() => setDeleting(t)} />
                  <button
                    type="button"
                    className="btn-outline px-3 py-1.5"
                    aria-label={`Merge ${t.name}`}
                    disabled={items.length < 2}
                    onClick={() => {
                      setInto(items.find((x) => x.id !== t.id)?.id ?? "");
                      setMerging(t);
                    }}
                  >
                    Merge
                  </button>
                </div>
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={`Edit ${noun}`}>
        {editing && (
          <ContentForm
            fields={fields}
            initial={{ name: editing.name, slug: editing.slug, description: editing.description }}
            submitLabel="Save"
            saveFailed={adminMessages.termSaveFailed}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await adminFetch(`${endpoint}/${encodeURIComponent(editing.id)}`, { method: "PUT", json: body });
              setEditing(null);
              await reload();
            }}
          />
        )}
      </Dialog>
      <Dialog open={merging !== null} onClose={() => setMerging(null)} title={`Merge ${noun}`}>
        {merging && (
          <form
            className="space-y-5"
            onSubmit={(e) => {
              e.preventDefault();
              const from = merging;
              setMerging(null);
              void act(() => adminFetch(`${endpoint}/${encodeURIComponent(from.id)}/merge`, { method: "POST", json: { into } }), adminMessages.termMergeFailed);
            }}
          >
            <p className="text-sm text-muted">The posts of “{merging.name}” move to the {noun} you choose, and “{merging.name}” is removed.</p>
            <label className="block">
              <span className="field-label">Merge into</span>
              <select className="field" value={into} onChange={(e) => setInto(e.target.value)}>
                {(items ?? [])
                  .filter((x) => x.id !== merging.id)
                  .map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                    </option>
                  ))}
              </select>
            </label>
            <FormActions submitLabel="Merge" onCancel={() => setMerging(null)} />
          </form>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        message={kind === "categories" ? adminMessages.confirmDeleteCategory : adminMessages.confirmDeleteTag}
        onConfirm={() => {
          const t = deleting;
          setDeleting(null);
          if (t) void act(() => adminFetch(`${endpoint}/${encodeURIComponent(t.id)}`, { method: "DELETE" }), adminMessages.termDeleteFailed);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

export default function AdminCategories() {
  return (
    <section className="space-y-10">
      <AdminHeader title="Categories and Tags" />
      <TermTable kind="categories" title="Categories" />
      <TermTable kind="tags" title="Tags" />
    </section>
  );
}
