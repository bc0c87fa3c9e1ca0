// /terms-condition (docs/product.md#static-pages, #constants-and-limits) the stored terms and conditions (/admin/pages), with a table of contents.
import { useLoaderData } from "react-router";
import type { MetaDescriptor } from "react-router";
import { cachedPage } from "../../shared/page-cache";
import { PageBody, storedPageMeta } from "../components/page-body";
import { storedPageLoader } from "../lib/stored-page.server";
import type { Route } from "./+types/terms-condition";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  return storedPageMeta(args);
}

// The text goes to the page as loader data, so the page's JavaScript holds the components, not the text.
export function loader({ context, url }: Route.LoaderArgs) {
  return storedPageLoader(context, "/terms-condition", url);
}

export default function TermsCondition() {
  return <PageBody data={useLoaderData<typeof loader>()} />;
}
