// Home (docs/product.md#home): the stored home page (/admin/pages): hero, the live offer, tabbed services, the
// statistic, packages, why choose us, testimonials, city links, latest articles and the carousel.
import { useLoaderData } from "react-router";
import type { MetaDescriptor } from "react-router";
import { cachedPage } from "../../shared/page-cache";
import { PageBody, storedPageMeta } from "../components/page-body";
import { storedPageLoader } from "../lib/stored-page.server";
import type { Route } from "./+types/home";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  return storedPageMeta(args);
}

// The page goes to the browser as loader data, so the home page's JavaScript holds components, not text.
export function loader({ context, url }: Route.LoaderArgs) {
  return storedPageLoader(context, "/", url);
}

export default function Home() {
  return <PageBody data={useLoaderData<typeof loader>()} />;
}
