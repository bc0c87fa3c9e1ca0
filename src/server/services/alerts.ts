// What the admin area warns about: new enquiries (header count and tab title) and enquiry e-mails
// that are off (no SMTP) or failing (waiting for a retry, or given up). Read-only, from the inbox's counts
// and delivery's mail states.
import type { EnquiryDeliveryService } from "./enquiry-delivery";
import type { EnquiryInboxService } from "./enquiry-inbox";

export type AdminAlerts = {
  newEnquiries: number;
  mail: { enabled: boolean; offReason?: string; waitingForRetry: number; gaveUp: number };
};

export function createAlertService({ inbox, delivery }: { inbox: Pick<EnquiryInboxService, "counts">; delivery: Pick<EnquiryDeliveryService, "mailProblems" | "mailStatus"> }) {
  return {
    summary(): AdminAlerts {
      const { waitingForRetry, gaveUp } = delivery.mailProblems();
      const { enabled, offReason } = delivery.mailStatus;
      return { newEnquiries: inbox.counts().new, mail: { enabled, offReason, waitingForRetry, gaveUp } };
    },
  };
}
