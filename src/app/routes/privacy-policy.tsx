// /privacy-policy (docs/product.md#static-pages): every section from content/privacy.ts, with a table of contents.
import type { MetaDescriptor } from "react-router";
import { useLoaderData } from "react-router";
import { LegalPage } from "../components/legal-page";
import { privacyFor, privacyUpdated } from "../copy/privacy";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/privacy-policy";
import type { PageMeta } from "../copy/types";
import { cachedPage } from "../../shared/page-cache";

/** Rendered once for every visitor (page cache). */
export const headers = cachedPage();

const privacyMeta: PageMeta = {
  title: "Privacy Policy",
  description: "How we collect, use, store and protect your personal data, your rights under India's data protection law, and how to contact us about your privacy.",
};

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...privacyMeta, firmTitle: true, path: "/privacy-policy" });
}

// The text goes to the page as loader data, so the page's JavaScript holds the template, not the text.
export function loader({ context }: Route.LoaderArgs) {
  return { updated: privacyUpdated, ...privacyFor(context.reads.firm.get()) };
}

export default function PrivacyPolicy() {
  const { updated, intro, sections } = useLoaderData<typeof loader>();
  return <LegalPage title="Privacy Policy" path="/privacy-policy" updated={updated} intro={intro} sections={sections} />;
}
