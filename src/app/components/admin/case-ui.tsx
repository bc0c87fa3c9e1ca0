// What the cases screens share: the API's answers as the screens read them, India's calendar days as dates, and
// the badges (overdue, who a case waits on, a checklist item's state, open or closed).
import type { StageView } from "../../../shared/case-stages";
import { checklistStatusLabels, waitingOnLabels } from "../../../shared/case-messages";
import { caseAdminMessages as m } from "../../../shared/admin-messages";
import type { Case, CaseMessage, ChecklistStatus, ClientDocumentView } from "../../../shared/schemas/case";
import type { Editor } from "../../../shared/schemas/common";
import { formatShortDate } from "../../lib/format";

/** A row of GET /api/cases. */
export type CaseSummary = Pick<Case, "id" | "reference" | "client" | "package" | "status" | "waitingOn" | "createdAt" | "updatedAt"> & {
  stage: string;
  /** The day the current stage is expected to end (India's calendar, YYYY-MM-DD). */
  due?: string;
  overdue: boolean;
  missing: number;
  toReview: number;
};

/** GET /api/cases answers this whole (not under `data`). */
export type CaseList = { items: CaseSummary[]; total: number; page: number; limit: number; counts: { client: number; firm: number; overdue: number; erasureRequests: number } };

/** A stored file of a case as staff see it. */
export type StaffDocument = ClientDocumentView & { uploadedBy?: Editor; reviewedBy?: Editor; reviewedAt?: string };

/** GET /api/cases/{reference}: the case, its stages' dates, its files (newest first) and messages (oldest first). */
export type CaseDetail = Case & { stageViews: StageView[]; expectedFinish: string; overdue: boolean; documents: StaffDocument[]; messages: CaseMessage[] };

/** GET /api/cases/erasure-requests. */
export type ErasureRequest = { id: string; email: string; name: string; erasureRequestedAt: string };

export const caseHref = (reference: string) => `/admin/cases/${encodeURIComponent(reference)}`;

/** An India calendar day ("2026-12-04") as "4 Dec 2026" (noon in India, so no zone moves it to another day). */
export const formatDay = (day: string) => formatShortDate(`${day}T12:00:00+05:30`);

const badge = "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

export function OverdueBadge() {
  return (
    <span className={`${badge} bg-red-100 text-red-800`} data-testid="overdue">
      {m.overdue}
    </span>
  );
}

const WAITING_STYLE: Record<Case["waitingOn"], string> = {
  client: "bg-amber-100 text-amber-900",
  firm: "bg-blue-100 text-blue-800",
  none: "bg-slate-200 text-slate-700",
};

export function WaitingBadge({ on }: { on: Case["waitingOn"] }) {
  return (
    <span className={`${badge} ${WAITING_STYLE[on]}`} data-testid="waiting-on">
      {waitingOnLabels[on]}
    </span>
  );
}

const ITEM_STYLE: Record<ChecklistStatus, string> = {
  missing: "bg-slate-200 text-slate-800",
  uploaded: "bg-amber-100 text-amber-900",
  accepted: "bg-green-100 text-green-800",
  rejected: "bg-red-100 text-red-800",
};

export function ItemStatusBadge({ status }: { status: ChecklistStatus }) {
  return (
    <span className={`${badge} ${ITEM_STYLE[status]}`} data-testid="item-status">
      {checklistStatusLabels[status]}
    </span>
  );
}

export function CaseStatusBadge({ status }: { status: Case["status"] }) {
  return (
    <span className={`${badge} ${status === "open" ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}`} data-testid="case-status">
      {status === "open" ? m.statusOpen : m.statusClosed}
    </span>
  );
}

/** What a case still needs: documents to send and documents to check. */
export function DocumentCounts({ missing, toReview }: { missing: number; toReview: number }) {
  if (missing === 0 && toReview === 0) return <span className="text-slate-600">{m.nothingMissing}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {toReview > 0 && <span className={`${badge} bg-amber-100 text-amber-900`}>{m.toReview(toReview)}</span>}
      {missing > 0 && <span className={`${badge} bg-slate-200 text-slate-800`}>{m.missing(missing)}</span>}
    </span>
  );
}

/** Who a staff member is in a list: their name, else their e-mail. */
export const staffName = (e: Editor | undefined) => (e ? e.name || e.email : "");
