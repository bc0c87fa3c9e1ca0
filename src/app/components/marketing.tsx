// Building blocks shared by the marketing pages: page header, paragraphs, check list, numbered steps.
// Section, CardGrid and CheckMark are in section.tsx, without the link and breadcrumb code these need.
import type { ReactNode } from "react";
import type { Step } from "../copy/types";
import type { Crumb } from "../lib/structured-data";
import { Breadcrumbs } from "./breadcrumbs";
import { RichText } from "./rich-text";
import { CheckMark } from "./section";

type HeaderProps = {
  /** Breadcrumb trail without Home; omit on the home page. */
  trail?: Crumb[];
  /** The trail's first crumb when it is not the English Home (a page in another language). */
  home?: Crumb;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** Content for the right-hand column on wide screens (a price box, for example). */
  aside?: ReactNode;
};

/** The first block of an inner page: breadcrumbs, heading, lead text and actions. */
export function PageHeader({ trail, home, eyebrow, title, lead, children, aside }: HeaderProps) {
  return (
    <header className="hero-panel">
      {trail && <Breadcrumbs trail={trail} home={home} />}
      <div className={`mt-6 grid gap-8 ${aside ? "lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start" : ""}`}>
        <div className="max-w-3xl">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="mt-2 page-title">{title}</h1>
          {lead && <div className="mt-4 lead">{lead}</div>}
          {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
        </div>
        {aside}
      </div>
    </header>
  );
}

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
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {steps.map((s, i) => (
        <li key={s.title} className="flex gap-4 card p-5">
          <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold text-ink">
              <span className="sr-only">Step {i + 1}: </span>
              {s.title}
            </h3>
            <p className="mt-1 text-sm leading-6 text-muted">{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
