// Service package pages /private-limited, /llp, /opc, /partnership-firm (docs/product.md#service-package-pages): the
// stored pages (/admin/pages) of one template each, their package's price box and cards, FAQs and featured posts.
import { useLoaderData } from "react-router";
import type { MetaDescriptor } from "react-router";
import { cachedPage } from "../../shared/page-cache";
import { PageBody, storedPageMeta } from "../components/page-body";
import { basePath } from "../../shared/locale";
import { storedPageLoader } from "../lib/stored-page.server";
import type { Route } from "./+types/entity";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function loader({ url, context }: Route.LoaderArgs) {
  return storedPageLoader(context, basePath(url.pathname.replace(/\/+$/, "")), url);
}

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  return storedPageMeta(args);
}

export default function Entity() {
  return <PageBody data={useLoaderData<typeof loader>()} />;
}
