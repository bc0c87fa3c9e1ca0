// /refund-policy  the stored site-wide refund policy of every package (/admin/pages), in the firm's details.
import { useLoaderData } from "react-router";
import type { MetaDescriptor } from "react-router";
import { cachedPage } from "../../shared/page-cache";
import { PageBody, storedPageMeta } from "../components/page-body";
import { storedPageLoader } from "../lib/stored-page.server";
import type { Route } from "./+types/refund-policy";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

export function meta(args: Route.MetaArgs): MetaDescriptor[] {
  return storedPageMeta(args);
}

// The text goes to the page as loader data, so the page's JavaScript holds the components, not the text.
export function loader({ context, url }: Route.LoaderArgs) {
  return storedPageLoader(context, "/refund-policy", url);
}

export default function RefundPolicy() {
  return <PageBody data={useLoaderData<typeof loader>()} />;
}
