// /terms-condition (SPEC 2.7, 9): every section and business rule from content/terms.ts, with a table of contents.
import type { MetaDescriptor } from "react-router";
import { LegalPage } from "../components/legal-page";
import { pageMeta } from "../content/pages";
import { termsIntro, termsSections, termsUpdated } from "../content/terms";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/terms-condition";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...pageMeta["/terms-condition"], path: "/terms-condition" });
}

export default function TermsCondition() {
  return <LegalPage title="Terms and Conditions" path="/terms-condition" updated={termsUpdated} intro={termsIntro} sections={termsSections} />;
}
