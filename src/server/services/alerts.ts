// What the admin area warns about: new enquiries (header count and tab title) and enquiry e-mails
// that are off (no SMTP) or failing (waiting for a retry, or given up). Read-only, from the enquiry service.
import type { EnquiryService } from "./enquiries";

export type AdminAlerts = {
  newEnquiries: number;
  mail: { enabled: boolean; offReason?: string; waitingForRetry: number; gaveUp: number };
};

export function createAlertService(enquiries: EnquiryService) {
  return {
    summary(): AdminAlerts {
      const { waitingForRetry, gaveUp } = enquiries.mailProblems();
      const { enabled, offReason } = enquiries.mailStatus;
      return { newEnquiries: enquiries.counts().new, mail: { enabled, offReason, waitingForRetry, gaveUp } };
    },
  };
}
