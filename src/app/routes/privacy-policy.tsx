// /privacy-policy (docs/product.md#static-pages): the privacy notice of copy/privacy.ts, with its version and a table of contents.
import type { MetaDescriptor } from "react-router";
import { useLoaderData } from "react-router";
import { LegalPage } from "../components/legal-page";
import { privacyFor } from "../copy/privacy";
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
  return privacyFor(context.reads.firm.get());
}

export default function PrivacyPolicy() {
  const { version, intro, sections } = useLoaderData<typeof loader>();
  // The version is the date of the text, so it is also the date of the last update.
  return <LegalPage title="Privacy Policy" path="/privacy-policy" updated={version} version={version} intro={intro} sections={sections} />;
}
