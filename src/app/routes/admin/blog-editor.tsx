// /admin/blog/new and /admin/blog/edit/{id}. Rendered in the browser only (clientLoader + HydrateFallback),
// so the rich-text editor, which needs `document`, is never imported on the server.
import { Link, useLoaderData } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { messages } from "../../../shared/messages";
import type { Blog } from "../../../shared/schemas/blog";
import { BlogForm } from "../../components/admin/blog-form";
import { AdminHeader, ErrorBanner } from "../../components/admin/ui";
import { adminFetch, errorText } from "../../lib/admin-api";
import type { Route } from "./+types/blog-editor";

export const meta = () => [{ title: "Blog Editor | Admin" }, { name: "robots", content: "noindex" }];

export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<{ blog: Blog | null; error: string | null }> {
  const id = "id" in params ? params.id : undefined;
  if (!id) return { blog: null, error: null };
  try {
    const { data } = await adminFetch<{ data: Blog }>(`/api/blogs/${encodeURIComponent(id)}`);
    return { blog: data, error: null };
  } catch (err) {
    return { blog: null, error: errorText(err, adminMessages.blogLoadFailed) };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-muted">{messages.loading}</p>;
}

export default function BlogEditor({ params }: Route.ComponentProps) {
  const { blog, error } = useLoaderData<typeof clientLoader>();
  const editing = "id" in params && Boolean(params.id);
  return (
    <section className="mx-auto max-w-4xl">
      <AdminHeader title={editing ? "Edit Blog Post" : "New Blog Post"} actions={<Link to="/admin/blog" className="btn-outline">Back to list</Link>} />
      {error ? (
        <ErrorBanner message={error} />
      ) : (
        // A new key per post (and per saved version, after a restore), so a fresh form and editor start.
        <BlogForm key={blog ? `${blog.id}:${blog.updatedAt}` : "new"} blog={blog} />
      )}
    </section>
  );
}
