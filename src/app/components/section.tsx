// The plainest building blocks of the marketing pages, home included: a titled section, a grid of cards
// and the tick of check lists. No links or breadcrumbs here, so pages using only these stay small.
import type { ReactNode } from "react";
import type { Card } from "../copy/types";

/** A titled page section; the heading's id labels the section for assistive technology, and `id` is the section's, so #id links reach it. */
export function Section({ id, title, intro, children, className = "" }: { id: string; title: string; intro?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`section-gap ${className}`}>
      <h2 id={`${id}-heading`} className="section-title">
        {title}
      </h2>
      {intro && <div className="mt-3 max-w-3xl text-muted">{intro}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A decorative tick; pass the colour with the size (green on light backgrounds by default). */
export function CheckMark({ className = "mt-1 h-4 w-4 text-green-700" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`} fill="currentColor">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

export function CardGrid({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {cards.map((c) => (
        <li key={c.title} className="card p-6">
          <h3 className="text-lg font-semibold text-ink">{c.title}</h3>
          <p className="mt-2 text-sm leading-6 text-muted">{c.text}</p>
        </li>
      ))}
    </ul>
  );
}
