// Slug-style pages (/{slug}): the stored service landing pages (/pvt-ltd-registration-delhi...) and city pages
// (/private-limited-company-registration-{city}) the firm edits at /admin/pages, including those it added; a
// published package without a page of its own gets one made from the package. Anything else is a 404.
import { data, useLoaderData } from "react-router";
import type { MetaDescriptor } from "react-router";
import { localeOfPath } from "../../shared/locale";
import { cachedPage } from "../../shared/page-cache";
import { PageBody, storedPageMeta } from "../components/page-body";
import { packagePage, storedPageData } from "../lib/stored-page.server";
import type { Route } from "./+types/landing";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function loader({ params, context, url }: Route.LoaderArgs) {
  const path = `/${params.slug}`;
  const locale = localeOfPath(url.pathname);
  const page = context.reads.pages.byPath(path, locale);
  if (page) return storedPageData(context, page);
  // A package's page made from the package is English only.
  if (locale !== "en") throw data(null, { status: 404 });
  const pkg = context.reads.packages.list().find((p) => p.slug === params.slug);
  if (!pkg) throw data(null, { status: 404 });
  return storedPageData(context, packagePage(pkg, context.reads.pages.byPath("/pvt-ltd-registration-delhi")));
}

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  return storedPageMeta(args);
}

export default function Landing() {
  return <PageBody data={useLoaderData<typeof loader>()} />;
}
