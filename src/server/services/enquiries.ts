// The enquiries' three services built together over one repository: intake (the public forms), the inbox
// (staff) and delivery (their e-mails, which the other two hand over and the retry job re-sends). Routers,
// loaders and jobs use the one they need.
import type { Storage } from "../storage";
import { createEnquiryDeliveryService } from "./enquiry-delivery";
import { createEnquiryInboxService } from "./enquiry-inbox";
import { createEnquiryIntakeService, type EnquiryIntakeOptions } from "./enquiry-intake";
import type { Mailer } from "./mailer";

/** Intake's options, and the mailer delivery sends with. */
export type EnquiryOptions = Omit<EnquiryIntakeOptions, "delivery"> & { mailer: Mailer };

export function createEnquiryServices({ enquiries, changes }: Pick<Storage, "enquiries" | "changes">, { mailer, ...opts }: EnquiryOptions) {
  const delivery = createEnquiryDeliveryService({ enquiries }, { mailer, log: opts.log, now: opts.now });
  return {
    intake: createEnquiryIntakeService({ enquiries }, { ...opts, delivery }),
    inbox: createEnquiryInboxService({ enquiries, changes }, { delivery, now: opts.now }),
    delivery,
  };
}

export type EnquiryServices = ReturnType<typeof createEnquiryServices>;
