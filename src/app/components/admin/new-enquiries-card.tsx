// Dashboard card: how many enquiries are new, with a link to the inbox (admin only).
import { Link } from "react-router";
import type { Loaded } from "../../lib/admin-data";

/** GET /api/enquiries/counts. */
export type EnquiryCounts = { new: number; contacted: number; closed: number; total: number };

export function NewEnquiriesCard({ counts: { data: counts, error } }: { counts: Loaded<EnquiryCounts> }) {
  return (
    <section aria-labelledby="new-enquiries-title" className="card p-6">
      <h2 id="new-enquiries-title" className="text-lg font-bold text-ink">
        Enquiries
      </h2>
      {error ? (
        <p role="alert" className="mt-3 error-banner">
          {error}
        </p>
      ) : (
        <p className="mt-3 text-slate-700" aria-live="polite">
          {counts && (
            <>
              <span className="text-3xl font-bold text-brand-700" data-testid="new-enquiries-count">
                {counts.new}
              </span>{" "}
              new {counts.new === 1 ? "enquiry" : "enquiries"}
              <span className="block text-sm text-muted">{counts.total} in total</span>
            </>
          )}
        </p>
      )}
      <Link to="/admin/enquiries" className="mt-4 btn-primary">
        Open inbox
      </Link>
    </section>
  );
}
