// A titled card of an admin page (an order's, a case's): a section named by its heading, with a line of hint.
import { useId, type ReactNode } from "react";

export function Panel({ title, hint, children, className = "", testId }: { title: string; hint?: string; children: ReactNode; className?: string; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`card p-5 ${className}`} data-testid={testId}>
      <h2 id={id} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      {hint && <p className="-mt-2 mb-3 text-sm text-slate-600">{hint}</p>}
      {children}
    </section>
  );
}
