// /services: the stored services page (/admin/pages): every service of the Services menu in its group, with its
// starting price from the stored packages and a link to its page, and the city pages.
import { useLoaderData } from "react-router";
import type { MetaDescriptor } from "react-router";
import { cachedPage } from "../../shared/page-cache";
import { PageBody, storedPageMeta } from "../components/page-body";
import { storedPageLoader } from "../lib/stored-page.server";
import type { Route } from "./+types/services";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  return storedPageMeta(args);
}

export function loader({ context, url }: Route.LoaderArgs) {
  return storedPageLoader(context, "/services", url);
}

export default function Services() {
  return <PageBody data={useLoaderData<typeof loader>()} />;
}
