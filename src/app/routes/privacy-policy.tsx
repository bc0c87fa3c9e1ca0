// /privacy-policy (SPEC 2.7): every section from content/privacy.ts, with a table of contents.
import type { MetaDescriptor } from "react-router";
import { LegalPage } from "../components/legal-page";
import { pageMeta } from "../content/pages";
import { privacyIntro, privacySections, privacyUpdated } from "../content/privacy";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/privacy-policy";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...pageMeta["/privacy-policy"], path: "/privacy-policy" });
}

export default function PrivacyPolicy() {
  return <LegalPage title="Privacy Policy" path="/privacy-policy" updated={privacyUpdated} intro={privacyIntro} sections={privacySections} />;
}
