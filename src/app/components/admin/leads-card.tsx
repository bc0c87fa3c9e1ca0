// Dashboard card: views, enquiries and conversion of the last 30 days, with a link to /admin/leads (admin only).
import { Link } from "react-router";
import type { AnalyticsReport } from "../../../shared/schemas/analytics";
import type { Loaded } from "../../lib/admin-data";
import { conversion } from "../../lib/leads";

export function LeadsCard({ report: { data: report, error } }: { report: Loaded<AnalyticsReport> }) {
  const totals = report?.totals;

  return (
    <section aria-labelledby="leads-card-title" className="card p-6">
      <h2 id="leads-card-title" className="text-lg font-bold text-ink">
        Leads (30 days)
      </h2>
      {error ? (
        <p role="alert" className="mt-3 error-banner">
          {error}
        </p>
      ) : (
        <p className="mt-3 text-slate-700" aria-live="polite" data-testid="leads-card">
          {totals && (
            <>
              <span className="text-3xl font-bold text-brand-700">{totals.enquiries.toLocaleString("en-IN")}</span> {totals.enquiries === 1 ? "enquiry" : "enquiries"} from{" "}
              {totals.views.toLocaleString("en-IN")} {totals.views === 1 ? "view" : "views"}
              <span className="block text-sm text-muted">Conversion {conversion(totals.enquiries, totals.views)}</span>
            </>
          )}
        </p>
      )}
      <Link to="/admin/leads" className="mt-4 btn-primary">
        Open leads
      </Link>
    </section>
  );
}
