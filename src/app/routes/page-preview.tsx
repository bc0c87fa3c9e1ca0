// /page-preview/{token}: a page the firm edits as its public page would show it, from the saved page or the
// editor's working copy (/admin/pages, Preview), whatever its status, for anyone holding the signed link; a
// "Preview, not published" bar on top. Never indexed, never cached, in no sitemap. A forged, expired or dead link
// is the 404 page.
import { data, useLoaderData } from "react-router";
import type { MetaDescriptor } from "react-router";
import { messages } from "../../shared/messages";
import { PageBody } from "../components/page-body";
import { marketingMeta } from "../lib/page-meta";
import { storedPageData } from "../lib/stored-page.server";
import { PREVIEW_HEADERS } from "./blog-preview";
import type { Route } from "./+types/page-preview";

export function loader({ context, params }: Route.LoaderArgs) {
  const page = context.reads.pages.preview(params.token);
  if (!page) throw data("Not found", { status: 404, headers: PREVIEW_HEADERS });
  return storedPageData(context, page);
}

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

export function meta({ loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  return loaderData ? marketingMeta(matches, { ...loaderData.meta, noindex: true }) : [];
}

export default function PagePreview() {
  return (
    <>
      <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
        {messages.previewBar}
      </p>
      <PageBody data={useLoaderData<typeof loader>()} />
    </>
  );
}
