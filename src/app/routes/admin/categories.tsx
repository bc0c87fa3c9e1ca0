// /admin/categories (admins): the blog's categories and tags with their post counts; rename,
// change the slug or the description (shown on the category's page), merge one into another, delete.
import { useState } from "react";
import { useLoaderData } from "react-router";
import type { z } from "zod";
import { adminMessages } from "../../../shared/admin-messages";
import type { TermWithCount, termInputSchema } from "../../../shared/schemas/taxonomy";
import { categoryPath, tagPath } from "../../../shared/sitemap";
import { ItemForm } from "../../components/admin/item-form";
import type { FieldDef } from "../../components/admin/item-fields";
import { AdminHeader, AdminTable, ConfirmDialog, EditDeleteActions, EmptyRow, ErrorBanner, FormActions } from "../../components/admin/ui";
import { Dialog } from "../../components/dialog";
import { adminFetch } from "../../lib/admin-api";
import { adminWrite, loadAdmin, loadScreen, staffOf, submitted, useAdminWrite, type Loaded } from "../../lib/admin-data";
import type { Route } from "./+types/categories";

export const meta = () => [{ title: "Categories and Tags | Admin" }];

const fields: FieldDef<keyof z.input<typeof termInputSchema>>[] = [
  { name: "name", label: "Name", kind: "text", required: true },
  { name: "slug", label: "Slug", kind: "text", hint: "The page's address. Changing it changes the address." },
  { name: "description", label: "Description", kind: "textarea", rows: 3, hint: "Shown on the page; 70 to 160 characters also make its search description." },
];

type Kind = "categories" | "tags";

export function loader(args: Route.LoaderArgs): Promise<Record<Kind, Loaded<TermWithCount[]>>> {
  return loadScreen(args, async () => {
    const [categories, tags] = await Promise.all([
      loadAdmin<TermWithCount[]>(args, "/api/categories", adminMessages.termsFetchFailed),
      loadAdmin<TermWithCount[]>(args, "/api/tags", adminMessages.termsFetchFailed),
    ]);
    return { categories, tags };
  });
}

type Intent = { kind: Kind; id: string } & ({ intent: "save"; body: Record<string, unknown> } | { intent: "merge"; into: string } | { intent: "delete" });

export async function action(args: Route.ActionArgs) {
  staffOf(args);
  const sent = await submitted<Intent>(args.request);
  const path = `/api/${sent.kind}/${encodeURIComponent(sent.id)}`;
  switch (sent.intent) {
    case "save":
      return adminWrite(args, path, { method: "PUT", json: sent.body }, adminMessages.termSaveFailed);
    case "merge":
      return adminWrite(args, `${path}/merge`, { method: "POST", json: { into: sent.into } }, adminMessages.termMergeFailed);
    case "delete":
      return adminWrite(args, path, { method: "DELETE" }, adminMessages.termDeleteFailed);
  }
}

function TermTable({ kind, title, loaded }: { kind: Kind; title: string; loaded: Loaded<TermWithCount[]> }) {
  const items = loaded.data ?? [];
  const [editing, setEditing] = useState<TermWithCount | null>(null);
  const [merging, setMerging] = useState<TermWithCount | null>(null);
  const [into, setInto] = useState("");
  const [deleting, setDeleting] = useState<TermWithCount | null>(null);
  const pathOf = (slug: string) => (kind === "categories" ? categoryPath(slug) : tagPath(slug));
  const noun = kind === "categories" ? "category" : "tag";
  const act = useAdminWrite();
  const error = act.result && !act.result.ok ? act.result.error : loaded.error;

  return (
    <section aria-labelledby={`${kind}-heading`} className="space-y-3">
      <h2 id={`${kind}-heading`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <ErrorBanner message={error} />
      <AdminTable head={["Name", "Address", "Posts", "Actions"]}>
        {items.length === 0 ? (
          <EmptyRow columns={4} empty="None yet. They are added from the blog editor." />
        ) : (
          items.map((t) => (
            <tr key={t.id}>
              <td data-label="Name" className="px-4 py-3 font-medium">
                {t.name}
              </td>
              <td data-label="Address" className="px-4 py-3 break-all">
                <a href={pathOf(t.slug)} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                  {pathOf(t.slug)}
                </a>
              </td>
              <td data-label="Posts" className="px-4 py-3">
                {t.count}
              </td>
              <td data-label="Actions" className="px-4 py-3 whitespace-nowrap">
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
          <ItemForm
            fields={fields}
            initial={{ name: editing.name, slug: editing.slug, description: editing.description }}
            id={editing.id}
            extra={{ kind }}
            conflict={{
              updatedAt: editing.updatedAt,
              // The list is the one read of terms: the stored version of this one, for the edit-conflict check.
              read: async () => (await adminFetch<{ data: TermWithCount[] }>(`/api/${kind}`)).data.find((t) => t.id === editing.id)?.updatedAt,
              savedHref: "/admin/categories",
            }}
            submitLabel="Save"
            saveFailed={adminMessages.termSaveFailed}
            onCancel={() => setEditing(null)}
            onSaved={() => setEditing(null)}
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
              void act.submit({ intent: "merge", kind, id: from.id, into });
            }}
          >
            <p className="text-sm text-muted">
              The posts of “{merging.name}” move to the {noun} you choose, and “{merging.name}” is removed.
            </p>
            <label className="block">
              <span className="field-label">Merge into</span>
              <select className="field" value={into} onChange={(e) => setInto(e.target.value)}>
                {items
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
          if (t) void act.submit({ intent: "delete", kind, id: t.id });
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

export default function AdminCategories() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <section className="space-y-10">
      <AdminHeader title="Categories and Tags" />
      <TermTable kind="categories" title="Categories" loaded={loaded.categories} />
      <TermTable kind="tags" title="Tags" loaded={loaded.tags} />
    </section>
  );
}
