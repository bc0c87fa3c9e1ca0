// /terms-condition (SPEC 2.7, 9): every section and business rule from content/terms.ts, with a table of contents.
import type { MetaDescriptor } from "react-router";
import { ContentSections } from "../components/content-sections";
import { PageHeader, Paragraphs } from "../components/marketing";
import { pageMeta } from "../content/pages";
import { termsIntro, termsSections, termsUpdated } from "../content/terms";
import { formatLongDate } from "../lib/format";
import { marketingMeta } from "../lib/page-meta";
import type { Route } from "./+types/terms-condition";

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return marketingMeta(matches, { ...pageMeta["/terms-condition"], path: "/terms-condition" });
}

export default function TermsCondition() {
  return (
    <div>
      <PageHeader
        trail={[{ name: "Terms and Conditions", path: "/terms-condition" }]}
        eyebrow="Legal"
        title="Terms and Conditions"
        lead={
          <p>
            Last updated <time dateTime={termsUpdated}>{formatLongDate(termsUpdated)}</time>
          </p>
        }
      />
      <Paragraphs items={termsIntro} className="mt-10 max-w-3xl" />
      <div className="mt-10">
        <ContentSections sections={termsSections} numbered />
      </div>
    </div>
  );
}
