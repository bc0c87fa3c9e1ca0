// "Open a case" on an enquiry: for a client who paid another way, a case of one of the published packages (its
// stages and documents), opened by the inbox route's action (POST /api/cases), which e-mails the client a sign-in
// link. Then the link to the new case. A plain form without JavaScript (its answer comes with the page).
import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { caseAdminMessages as m } from "../../../shared/admin-messages";
import type { Written } from "../../lib/admin-data";
import { caseHref } from "./case-ui";
import type { SellablePackage } from "./payment-link";
import { ErrorBanner } from "./ui";

/** What the form posts to the inbox's action. */
export type OpenCaseIntent = { intent: "open-case"; id: string; packageSlug: string };

/** The action's answer, named by its enquiry: the case opened (its reference), or the API's refusal. */
export type OpenCaseAnswer = { intent: "open-case"; id: string } & Written<{ reference: string }>;

export const openCaseBody = (sent: OpenCaseIntent) => ({ enquiryId: sent.id ?? "", packageSlug: sent.packageSlug ?? "" });

export function OpenCaseForm({ enquiryId, packages, posted }: { enquiryId: string; packages: SellablePackage[]; posted?: OpenCaseAnswer }) {
  const id = useId();
  const fetcher = useFetcher<OpenCaseAnswer>();
  const answer = fetcher.data ?? posted;
  const busy = fetcher.state !== "idle";
  const made = answer?.ok ? answer.data : null;
  if (!made && packages.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 border-t border-slate-200 pt-4" data-testid="open-case">
      <h3 id={`${id}-title`} className="text-sm font-medium text-slate-600">
        {m.openCaseTitle}
      </h3>
      {made ? (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900" data-testid="case-opened">
          <Link to={caseHref(made.reference)} className="font-semibold text-brand-700 hover:underline">
            {m.openCaseMade(made.reference)}
          </Link>{" "}
          {m.openCaseEmailed}
        </p>
      ) : (
        <fetcher.Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="open-case" />
          <input type="hidden" name="id" value={enquiryId} />
          <p className="text-xs text-muted">{m.openCaseIntro}</p>
          <ErrorBanner message={answer && !answer.ok ? answer.error : null} />
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1 basis-56">
              <label className="field-label" htmlFor={`${id}-package`}>
                {m.openCasePackage}
              </label>
              <select id={`${id}-package`} name="packageSlug" className="field" required defaultValue="">
                <option value="" disabled>
                  {m.openCaseChoose}
                </option>
                {packages.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.title}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-outline" disabled={busy}>
              {busy ? m.openCaseOpening : m.openCaseButton}
            </button>
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}
