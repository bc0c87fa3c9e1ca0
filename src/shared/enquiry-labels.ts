// How an enquiry's channel and form are named on the staff screens (the inbox and Leads say the same).
import type { EnquiryChannel } from "./schemas/analytics";

export const CHANNEL_LABEL: Record<EnquiryChannel, string> = {
  modal: "Contact pop-up",
  "contact-page": "Contact page",
  "home-dialog": "Home page dialog",
  "no-js-form": "Form without JavaScript",
};

/** The form an enquiry was sent from (its `source`); an unknown value is shown as it is. */
const SOURCE_LABEL: Record<string, string> = { "contact-modal": "Contact pop-up", "contact-page": "Contact page", "home-dialog": "Home page dialog" };

export const channelLabel = (channel: string) => (CHANNEL_LABEL as Record<string, string>)[channel] ?? (channel || "—");
export const sourceLabel = (source: string) => SOURCE_LABEL[source] ?? (source || "—");
