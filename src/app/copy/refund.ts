// The site-wide refund policy: /refund-policy, linked from every package page and the footer.
// It restates the terms' "Cancellation and refund" section in the firm's stored name, with how to ask for a refund.
import type { FirmDetails } from "../../shared/schemas/settings";
import type { Section } from "./types";

export const refundUpdated: string = "2026-11-25";

export const REFUND_TITLE = "Refund Policy";

export function refundPolicyFor(site: FirmDetails): { intro: string[]; sections: Section[] } {
  return {
    intro: [
      `This policy explains when ${site.ownerFirm}, which runs ${site.name}, refunds what you paid for a package, and how. It applies to every package on this site and is part of our terms and conditions.`,
    ],
    sections: [
      {
        heading: "What you pay",
        bullets: [
          "Our professional fee, shown as the package price, plus GST.",
          "Government fees and stamp duty, shown separately on your invoice and paid by us to the authority on your behalf.",
        ],
      },
      {
        heading: "When we refund",
        bullets: [
          "Before we start work on your file (no document prepared, no application made): the full professional fee and any government fees not yet paid.",
          "If we cancel the service or fail to perform it: the professional fee for the part not performed, and government fees collected but not yet paid to the authority.",
          "If a government fee changes before the filing is made, the difference is charged or refunded.",
        ],
      },
      {
        heading: "When we cannot refund",
        bullets: [
          "Government fees and stamp duty already paid to an authority: these are not within our control.",
          "An application rejected, delayed or returned by an authority for the availability of a name, the authority's discretion, or incomplete or incorrect information supplied by you.",
          "Work already done on your file once the service has begun.",
        ],
      },
      {
        heading: "How to ask for a refund",
        paragraphs: [
          `Write to ${site.email} or call ${site.phones[0] ?? ""} with your invoice number. We answer within 3 working days and pay an agreed refund to the original payment method within 7 working days.`,
        ],
      },
    ],
  };
}
