// /admin/blog/new and /admin/blog/edit/{id}. Rendered in the browser only (clientLoader + HydrateFallback),
// so the rich-text editor, which needs `document`, is never imported on the server.
import { Link, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import type { AutosaveAnswer } from "../../../shared/schemas/autosave";
import type { Blog } from "../../../shared/schemas/blog";
import type { Term } from "../../../shared/schemas/taxonomy";
import { BlogForm, type BlogIntent } from "../../components/admin/blog-form";
import type { TermLists } from "../../components/admin/taxonomy-fields";
import { AdminHeader, AdminLoading, ErrorBanner } from "../../components/admin/ui";
import { adminWrite, loadAdmin, loadScreen, submitted, type Loaded } from "../../lib/admin-data";
import type { Route } from "./+types/blog-editor";

export const meta = () => [{ title: "Blog Editor | Admin" }, { name: "robots", content: "noindex" }];

const blogPath = (id: string) => `/api/blogs/${encodeURIComponent(id)}`;

/** The post (none for a new one), the user's server autosave of it and the categories and tags to pick from. */
export const clientLoader = Object.assign(
  ({ request, params }: Route.ClientLoaderArgs): Promise<{ post: Loaded<Blog | null>; autosave: AutosaveAnswer | null } & TermLists> =>
    loadScreen(
      request,
      async () => {
        const id = "id" in params ? params.id : undefined;
        const none = { data: null, error: null } as const;
        const [post, autosave, categories, tags] = await Promise.all([
          id ? loadAdmin<Blog>(blogPath(id), adminMessages.blogLoadFailed) : none,
          // A working copy that cannot be read is not offered; the post itself still opens.
          id ? loadAdmin<AutosaveAnswer | null>(`${blogPath(id)}/autosave`, "") : none,
          loadAdmin<Term[]>("/api/categories", adminMessages.termsFetchFailed),
          loadAdmin<Term[]>("/api/tags", adminMessages.termsFetchFailed),
        ]);
        return { post, autosave: autosave.data ?? null, categories, tags };
      },
      (error) => ({ post: { data: null, error }, autosave: null, categories: { data: null, error }, tags: { data: null, error } }),
    ),
  { hydrate: true as const },
);
export const HydrateFallback = AdminLoading;

/** Saves (POST a new post, PUT a stored one), makes preview links (of the working copy too), drops the autosave, adds categories and tags. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const sent = await submitted<BlogIntent>(request);
  if (sent.intent === "term") return adminWrite<Term>(`/api/${sent.kind}`, { method: "POST", json: { name: sent.name } }, adminMessages.termSaveFailed);
  if (sent.intent === "preview") return adminWrite<{ url: string }>(`${blogPath(sent.id)}/preview`, { method: "POST", json: sent.body }, adminMessages.previewFailed);
  // The History panel's Restore (based on the version it compared against: if someone saved since, 409).
  if (sent.intent === "restore")
    return adminWrite<Blog>(
      `${blogPath(sent.id)}/revisions/${encodeURIComponent(sent.revisionId)}/restore`,
      { method: "POST", json: { updatedAt: sent.updatedAt } },
      adminMessages.restoreFailed,
    );
  if (sent.intent === "discard-autosave") return adminWrite(`${blogPath(sent.id)}/autosave`, { method: "DELETE" }, adminMessages.blogSaveFailed);
  return sent.id
    ? adminWrite<Blog>(blogPath(sent.id), { method: "PUT", json: sent.body }, adminMessages.blogSaveFailed)
    : adminWrite<Blog>("/api/blogs", { method: "POST", json: sent.body }, adminMessages.blogSaveFailed);
}

// The form keeps what is typed: a save never reloads the post under it (an edit conflict must not replace the
// typed text with the other version). A restore from History reloads it on purpose (revalidate()).
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export default function BlogEditor({ params }: Route.ComponentProps) {
  const { post, autosave, categories, tags } = useLoaderData<typeof clientLoader>();
  const { data: blog, error } = post;
  const editing = "id" in params && Boolean(params.id);
  return (
    <section className="mx-auto max-w-4xl">
      <AdminHeader
        title={editing ? "Edit Blog Post" : "New Blog Post"}
        actions={
          <Link to="/admin/blog" className="btn-outline">
            Back to list
          </Link>
        }
      />
      {error ? (
        <ErrorBanner message={error} />
      ) : (
        // A new key per post (and per saved version, after a restore), so a fresh form and editor start.
        <BlogForm key={blog ? `${blog.id}:${blog.updatedAt}` : "new"} blog={blog} serverDraft={autosave} terms={{ categories, tags }} />
      )}
    </section>
  );
}
