// /terms-condition (docs/product.md#static-pages, #constants-and-limits): every section and business rule from content/terms.ts, with a table of contents.
import type { MetaDescriptor } from "react-router";
import { useLoaderData } from "react-router";
import { LegalPage } from "../components/legal-page";
import { termsFor, termsUpdated } from "../copy/terms";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/terms-condition";
import type { PageMeta } from "../copy/types";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

const termsMeta: PageMeta = {
  title: "Terms and Conditions",
  description: "Terms for using our website and services: fees, GST, government fees, refunds, and terms for incorporation, trademark, tax and compliance services.",
};

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...termsMeta, firmTitle: true, path: "/terms-condition" });
}

// The text goes to the page as loader data, so the page's JavaScript holds the template, not the text.
export function loader({ context }: Route.LoaderArgs) {
  return { updated: termsUpdated, ...termsFor(context.reads.firm.get()) };
}

export default function TermsCondition() {
  const { updated, intro, sections } = useLoaderData<typeof loader>();
  return <LegalPage title="Terms and Conditions" path="/terms-condition" updated={updated} intro={intro} sections={sections} />;
}
