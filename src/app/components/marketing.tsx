// Building blocks shared by the marketing pages: paragraphs, check list, numbered steps (the page header is in
// page-header.tsx, re-exported here: a page's first JavaScript can take the header without these).
// Section, CardGrid and CheckMark are in section.tsx, without the link and breadcrumb code these need.
import type { Step } from "../copy/types";
import { m } from "../../shared/i18n";
import { useLocale } from "../lib/locale";
import { withSlots } from "../lib/message-slots";
import { RichText } from "./rich-text";
import { CheckMark } from "./section";

export { PageHeader } from "./page-header";

export function Paragraphs({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <div className={`prose-block ${className}`}>
      {items.map((p) => (
        <p key={p}>
          <RichText text={p} />
        </p>
      ))}
    </div>
  );
}

export function CheckList({ items, columns = 1 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <CheckMark />
          <span>
            <RichText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function StepList({ steps }: { steps: Step[] }) {
  const locale = useLocale();
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {steps.map((s, i) => (
        <li key={s.title} className="flex gap-4 card p-5">
          <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold text-ink">
              <span className="sr-only">{withSlots((s) => m.section_step(s, { locale }), { number: i + 1 })}</span>
              {s.title}
            </h3>
            <p className="mt-1 text-sm leading-6 text-muted">{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
