// /admin/blog/new and /admin/blog/edit/{id}. The loader and action run on the server; the form itself is drawn
// in the browser only (after hydration): the rich-text editor needs `document`, and the form starts from this
// browser's autosave. Without JavaScript the screen says the editor needs it.
import { Link, useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import type { AutosaveAnswer } from "../../../shared/schemas/autosave";
import type { Blog, BlogListItem } from "../../../shared/schemas/blog";
import type { Term } from "../../../shared/schemas/taxonomy";
import { BlogForm, type BlogIntent, type PostChoice } from "../../components/admin/blog-form";
import type { TermLists } from "../../components/admin/taxonomy-fields";
import { AdminHeader, AdminLoading, ErrorBanner } from "../../components/admin/ui";
import { useHydrated } from "../../lib/use-hydrated";
import { adminWrite, loadAdmin, loadScreen, staffOf, submitted, type Loaded } from "../../lib/admin-data";
import type { Route } from "./+types/blog-editor";

export const meta = () => [{ title: "Blog Editor | Admin" }, { name: "robots", content: "noindex" }];

const blogPath = (id: string) => `/api/blogs/${encodeURIComponent(id)}`;

/** The post (none for a new one), the user's server autosave of it, the categories and tags and the English posts (what a Hindi post translates) to pick from. */
export function loader(args: Route.LoaderArgs): Promise<{ post: Loaded<Blog | null>; autosave: AutosaveAnswer | null; originals: Loaded<PostChoice[]> } & TermLists> {
  return loadScreen(args, async () => {
    const id = "id" in args.params ? args.params.id : undefined;
    const none = { data: null, error: null } as const;
    const [post, autosave, categories, tags, english] = await Promise.all([
      id ? loadAdmin<Blog>(args, blogPath(id), adminMessages.blogLoadFailed) : none,
      // A working copy that cannot be read is not offered; the post itself still opens.
      id ? loadAdmin<AutosaveAnswer | null>(args, `${blogPath(id)}/autosave`, "") : none,
      loadAdmin<Term[]>(args, "/api/categories", adminMessages.termsFetchFailed),
      loadAdmin<Term[]>(args, "/api/tags", adminMessages.termsFetchFailed),
      loadAdmin<BlogListItem[]>(args, "/api/blogs?locale=en", adminMessages.adminBlogsFailed),
    ]);
    // Only what the choice shows: each English post's id and title.
    const originals: Loaded<PostChoice[]> = english.data ? { data: english.data.map((p) => ({ id: p.id, title: p.title })), error: null } : { data: null, error: english.error };
    return { post, autosave: autosave.data ?? null, categories, tags, originals };
  });
}

/** Saves (POST a new post, PUT a stored one), makes preview links (of the working copy too), drops the autosave, adds categories and tags. */
export async function action(args: Route.ActionArgs) {
  staffOf(args);
  const sent = await submitted<BlogIntent>(args.request);
  if (sent.intent === "term") return adminWrite<Term>(args, `/api/${sent.kind}`, { method: "POST", json: { name: sent.name } }, adminMessages.termSaveFailed);
  if (sent.intent === "preview") return adminWrite<{ url: string }>(args, `${blogPath(sent.id)}/preview`, { method: "POST", json: sent.body }, adminMessages.previewFailed);
  // The History panel's Restore (based on the version it compared against: if someone saved since, 409).
  if (sent.intent === "restore")
    return adminWrite<Blog>(
      args,
      `${blogPath(sent.id)}/revisions/${encodeURIComponent(sent.revisionId)}/restore`,
      { method: "POST", json: { updatedAt: sent.updatedAt } },
      adminMessages.restoreFailed,
    );
  if (sent.intent === "discard-autosave") return adminWrite(args, `${blogPath(sent.id)}/autosave`, { method: "DELETE" }, adminMessages.blogSaveFailed);
  return sent.id
    ? adminWrite<Blog>(args, blogPath(sent.id), { method: "PUT", json: sent.body }, adminMessages.blogSaveFailed)
    : adminWrite<Blog>(args, "/api/blogs", { method: "POST", json: sent.body }, adminMessages.blogSaveFailed);
}

// The form keeps what is typed: a save never reloads the post under it (an edit conflict must not replace the
// typed text with the other version). A restore from History reloads it on purpose (revalidate()).
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export default function BlogEditor({ params }: Route.ComponentProps) {
  const { post, autosave, categories, tags, originals } = useLoaderData<typeof loader>();
  const { data: blog, error } = post;
  const editing = "id" in params && Boolean(params.id);
  const hydrated = useHydrated();
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
      ) : hydrated ? (
        // A new key per post (and per saved version, after a restore), so a fresh form and editor start.
        <BlogForm key={blog ? `${blog.id}:${blog.updatedAt}` : "new"} blog={blog} serverDraft={autosave} terms={{ categories, tags }} originals={originals.data ?? []} />
      ) : (
        <>
          <noscript>
            <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
              The editor needs JavaScript. Turn it on to write or edit posts.
            </p>
          </noscript>
          <AdminLoading />
        </>
      )}
    </section>
  );
}
