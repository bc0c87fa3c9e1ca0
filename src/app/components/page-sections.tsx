// Renders nested content sections (terms, privacy, careers) with a table of contents.
import type { Section } from "../copy/types";
import { m } from "../../shared/i18n";
import { anchorId } from "../lib/linkify";
import { useLocale } from "../lib/locale";
import { Paragraphs } from "./marketing";
import { RichText } from "./rich-text";

export function PageSections({ sections, numbered = false }: { sections: Section[]; numbered?: boolean }) {
  const onThisPage = m.section_on_this_page({}, { locale: useLocale() });
  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label={onThisPage} className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{onThisPage}</h2>
        <ol className="mt-3 space-y-1.5 border-l border-slate-200 text-sm">
          {sections.map((s, i) => (
            <li key={s.heading}>
              <a href={`#${anchorId(s.heading)}`} className="-ml-px block border-l-2 border-transparent py-0.5 pl-3 text-slate-700 hover:border-brand-600 hover:text-brand-700">
                {numbered && `${i + 1}. `}
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0 space-y-10 card p-5 sm:p-10">
        {sections.map((s, i) => (
          <SectionBlock key={s.heading} section={s} level={2} number={numbered ? `${i + 1}.` : undefined} />
        ))}
      </div>
    </div>
  );
}

export function SectionBlock({ section: s, level, number }: { section: Section; level: 2 | 3 | 4; number?: string }) {
  const Heading = `h${level}` as "h2" | "h3" | "h4";
  const size = level === 2 ? "text-2xl" : level === 3 ? "text-lg" : "text-base";
  return (
    <section id={level === 2 ? anchorId(s.heading) : undefined} className="scroll-mt-24">
      <Heading className={`${size} font-bold tracking-tight text-ink`}>
        {number && `${number} `}
        {s.heading}
      </Heading>
      {s.paragraphs && <Paragraphs items={s.paragraphs} className="mt-3" />}
      {s.bullets && (
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
          {s.bullets.map((b) => (
            <li key={b}>
              <RichText text={b} />
            </li>
          ))}
        </ul>
      )}
      {s.subsections && (
        <div className="mt-5 space-y-6">
          {s.subsections.map((sub, i) => (
            <SectionBlock key={sub.heading} section={sub} level={level === 2 ? 3 : 4} number={number ? `${number}${number.endsWith(".") ? "" : "."}${i + 1}` : undefined} />
          ))}
        </div>
      )}
    </section>
  );
}
