// Dashboard card: how many enquiries are new, with a link to the inbox (admin only).
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { adminMessages } from "../../../shared/admin-messages";
import { messages } from "../../../shared/messages";
import { adminFetch, errorText } from "../../lib/admin-api";

type Counts = { new: number; contacted: number; closed: number; total: number };

export function NewEnquiriesCard() {
  const [counts, setCounts] = useState<Counts | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    adminFetch<{ data: Counts }>("/api/enquiries/counts")
      .then((r) => live && setCounts(r.data))
      .catch((err: unknown) => live && setError(errorText(err, adminMessages.enquiriesFetchFailed)));
    return () => void (live = false);
  }, []);

  return (
    <section aria-labelledby="new-enquiries-title" className="card p-6">
      <h2 id="new-enquiries-title" className="text-lg font-bold text-ink">
        Enquiries
      </h2>
      {error ? (
        <p role="alert" className="error-banner mt-3">
          {error}
        </p>
      ) : (
        <p className="mt-3 text-slate-700" aria-live="polite">
          {counts === null ? (
            messages.loading
          ) : (
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
      <Link to="/admin/enquiries" className="btn-primary mt-4">
        Open inbox
      </Link>
    </section>
  );
}
