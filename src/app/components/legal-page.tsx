// The legal pages (privacy policy, terms and conditions): a header with the date of the last update,
// the introduction, then every section with a numbered table of contents.
import type { Section } from "../copy/types";
import { formatLongDate } from "../lib/format";
import { PageSections } from "./page-sections";
import { PageHeader, Paragraphs } from "./marketing";

/** `version`: named beside the date when the text has one (the privacy notice, whose consents record it). */
type Props = { title: string; path: string; updated: string; version?: string; intro: string[]; sections: Section[] };

export function LegalPage({ title, path, updated, version, intro, sections }: Props) {
  return (
    <div>
      <PageHeader
        trail={[{ name: title, path }]}
        eyebrow="Legal"
        title={title}
        lead={
          <p>
            {version && `Version ${version}, `}
            {version ? "last" : "Last"} updated <time dateTime={updated}>{formatLongDate(updated)}</time>
          </p>
        }
      />
      <Paragraphs items={intro} className="mt-10 max-w-3xl" />
      <div className="mt-10">
        <PageSections sections={sections} numbered />
      </div>
    </div>
  );
}
