// The contact forms' messages (docs/product.md#messages), apart from messages.ts: a page's first JavaScript carries
// them only where there is a form, and the blog's pages do not carry them at all. The call-back choice's texts
// are here too (not in lead-messages.ts, whose staff texts no visitor's page should load).

// The forms call the contact_* Paraglide messages (messages/*.json) with the page's language.
import { m } from "./i18n";
import type { Locale } from "./locale";

/** The firm's one response promise (responsePromiseHours of its details): "2 working hours" / "2 कामकाजी घंटों". */
export const promiseWithin = (hours: number, locale: Locale = "en") => (hours === 1 ? m.contact_within_one({ hours }, { locale }) : m.contact_within_many({ hours }, { locale }));

const en = { locale: "en" } as const;

// Plain English strings for the code that speaks English only (staff screens, tests): the same words as the
// contact_* messages of messages/en.json (tests/unit/page-versions.test.ts checks that they stay the same).
export const contactMessages = {
  contactSpecialChars: "Special characters are not allowed.",
  contactSuccess: "Details submitted successfully!",
  contactFailed: "Submission failed. Please try again.",
  contactSubmitting: "Submitting...",
  contactInvalidPhone: "Please enter a 10-digit phone number.",
  contactInvalidEmail: "Please enter a valid email address.",
  contactFieldRequired: "Please fill in this field.",
  contactFixFields: "Please correct the highlighted fields.",
  contactNextSteps: "What happens next",
  contactWhatsApp: "Or chat with us on WhatsApp now",
  contactSendAnother: "Send another message",
  callMeAt: "Call me at",
  callMeAtNone: "No time, call me when you can",
  callMeAtLoading: "Finding free times...",
  /** The success panel and the acknowledgement: "We will call you on Fri, 27 Nov at 2:00 pm (India time)." */
  callbackConfirmed: (when: string) => `We will call you on ${when} (India time).`,
  responsePromise: (hours: number) => `We call back within ${promiseWithin(hours)}.`,
} as const;

/** The form's problem keys (enquiry-rules.ts contactFieldProblems) in a language. */
export const contactProblemIn = (problem: "contactFieldRequired" | "contactInvalidEmail" | "contactInvalidPhone", locale: Locale): string =>
  ({ contactFieldRequired: m.contact_field_required, contactInvalidEmail: m.contact_invalid_email, contactInvalidPhone: m.contact_invalid_phone })[problem]({}, { locale });

/**
 * An answer of the enquiry API (its English text) in the page's language: the known refusals are said in Hindi
 * on a Hindi page; anything else is the form's own "Submission failed".
 */
export function contactRefusalIn(error: string | undefined, locale: Locale): string {
  if (locale === "en") return error || contactMessages.contactFailed;
  const known: Record<string, string> = {
    [m.contact_too_many({}, en)]: m.contact_too_many({}, { locale }),
    [m.contact_spam({}, en)]: m.contact_spam({}, { locale }),
    [m.contact_too_fast({}, en)]: m.contact_too_fast({}, { locale }),
    [m.contact_form_expired({}, en)]: m.contact_form_expired({}, { locale }),
    [m.contact_token_used({}, en)]: m.contact_token_used({}, { locale }),
  };
  return (error && known[error]) || m.contact_failed({}, { locale });
}
