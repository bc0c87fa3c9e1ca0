// /privacy-policy (SPEC 2.7): every section from content/privacy.ts, with a table of contents.
import type { MetaDescriptor } from "react-router";
import { ContentSections } from "../components/content-sections";
import { PageHeader, Paragraphs } from "../components/marketing";
import { pageMeta } from "../content/pages";
import { privacyIntro, privacySections, privacyUpdated } from "../content/privacy";
import { formatLongDate } from "../lib/format";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/privacy-policy";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...pageMeta["/privacy-policy"], path: "/privacy-policy" });
}

export default function PrivacyPolicy() {
  return (
    <div>
      <PageHeader
        trail={[{ name: "Privacy Policy", path: "/privacy-policy" }]}
        eyebrow="Legal"
        title="Privacy Policy"
        lead={
          <p>
            Last updated <time dateTime={privacyUpdated}>{formatLongDate(privacyUpdated)}</time>
          </p>
        }
      />
      <Paragraphs items={privacyIntro} className="mt-10 max-w-3xl" />
      <div className="mt-10">
        <ContentSections sections={privacySections} numbered />
      </div>
    </div>
  );
}
