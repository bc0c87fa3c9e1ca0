// /blog/preview/{token}: a post's latest saved state exactly as its public page shows it, whatever
// its status or date, for anyone holding the signed link; a "Preview, not published" bar on top. Never
// indexed, never cached (private, no-store; the page cache skips it), in no sitemap, feed or list. A forged,
// expired or dead link (post deleted) is the 404 page.
import { data } from "react-router";
import { messages } from "../../shared/messages";
import BlogPost, { postMeta } from "./blog-post";
import { postPage } from "../lib/post-page.server";
import type { Route } from "./+types/blog-preview";

export const PREVIEW_HEADERS = { "X-Robots-Tag": "noindex", "Cache-Control": "private, no-store" };

export function loader({ context, params }: Route.LoaderArgs) {
  const post = context.reads.blogs.preview(params.token);
  if (!post) throw data("Not found", { status: 404, headers: PREVIEW_HEADERS });
  return postPage(post, context);
}

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? postMeta(loaderData.seo, true) : [];
}

export default function BlogPreview() {
  return (
    <>
      <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
        {messages.previewBar}
      </p>
      <BlogPost />
    </>
  );
}
