// /careers (docs/product.md#static-pages) the stored careers page (/admin/pages): how to apply by e-mail, the culture cards, openings.
import { useLoaderData } from "react-router";
import type { MetaDescriptor } from "react-router";
import { cachedPage } from "../../shared/page-cache";
import { PageBody, storedPageMeta } from "../components/page-body";
import { storedPageLoader } from "../lib/stored-page.server";
import type { Route } from "./+types/careers";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  return storedPageMeta(args);
}

// The text goes to the page as loader data, so the page's JavaScript holds the components, not the text.
export function loader({ context, url }: Route.LoaderArgs) {
  return storedPageLoader(context, "/careers", url);
}

export default function Careers() {
  return <PageBody data={useLoaderData<typeof loader>()} />;
}
