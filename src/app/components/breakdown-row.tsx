// One line of a price breakdown (the order form's, the order page's): what it is, and its amount in rupees.
import type { ReactNode } from "react";
import { formatRupees } from "../../shared/calculators";

/** Paise as "₹12,118.82". */
export const rupees = (paise: number) => `₹${formatRupees(paise)}`;

/** A row of a <dl>: the label, and the amount right-aligned; `strong` for the total, ruled off above. */
export function BreakdownRow({ label, amount, strong = false }: { label: ReactNode; amount: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? "border-t border-slate-200 pt-2 text-base font-bold text-ink" : "text-slate-700"}`}>
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{amount}</dd>
    </div>
  );
}
