// Today's booked call-backs, on the dashboard and above the inbox: time, name, phone, each
// opening its enquiry in the inbox.
import { Link } from "react-router";
import { leadMessages } from "../../../shared/lead-messages";
import type { Enquiry } from "../../../shared/schemas/enquiry";
import type { Loaded } from "../../lib/admin-data";

export type CallbackItem = Pick<Enquiry, "id" | "name" | "phone" | "service" | "status" | "callbackAt">;

const callbackTime = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });
const timeOf = (iso: string) => callbackTime.format(new Date(iso));

export function CallbacksToday({ callbacks, compact = false }: { callbacks: Loaded<CallbackItem[]>; compact?: boolean }) {
  const list = callbacks.data ?? [];
  return (
    <section className={compact ? "mb-4 card p-4" : "flex flex-col card p-6"} aria-labelledby="callbacks-today">
      <h2 id="callbacks-today" className={compact ? "text-sm font-bold text-ink" : "text-lg font-bold text-ink"}>
        {leadMessages.callbacksToday}
      </h2>
      {callbacks.error ? (
        <p className="mt-2 text-sm text-red-800">{callbacks.error}</p>
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{leadMessages.callbacksNone}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="callbacks-today">
          {list.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline gap-x-3 py-1.5">
              <span className="font-semibold text-brand-700 tabular-nums">{c.callbackAt ? timeOf(c.callbackAt) : ""}</span>
              <Link to={`/admin/enquiries?open=${encodeURIComponent(c.id)}`} className="font-medium text-ink hover:underline">
                {c.name}
              </Link>
              <a href={`tel:${c.phone}`} className="text-slate-600 hover:underline">
                {c.phone}
              </a>
              {c.service && <span className="text-xs text-muted">{c.service}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
