// A plain page frame with a heading, for simple pages.
import type { ReactNode } from "react";

export function Page({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-4xl">
      <h1 className="page-title">{title}</h1>
      {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
      {children && <div className="mt-8">{children}</div>}
    </article>
  );
}
