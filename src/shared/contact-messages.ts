// The contact forms' messages (docs/product.md#messages), apart from messages.ts: a page's first JavaScript carries
// them only where there is a form, and the blog's pages do not carry them at all. The call-back choice's texts
// are here too (not in lead-messages.ts, whose staff texts no visitor's page should load).

// The texts are Paraglide messages (messages/*.json, English and Hindi; the forms call them with the page's
// language); this module names their English words for the code that speaks English only (staff screens, tests).
import { m } from "./i18n";
import type { Locale } from "./locale";

/** The firm's one response promise (responsePromiseHours of its details): "2 working hours" / "2 कामकाजी घंटों". */
export const promiseWithin = (hours: number, locale: Locale = "en") => (hours === 1 ? m.contact_within_one({ hours }, { locale }) : m.contact_within_many({ hours }, { locale }));

const en = { locale: "en" } as const;

export const contactMessages = {
  contactSpecialChars: m.contact_special_chars({}, en),
  contactSuccess: m.contact_success({}, en),
  contactFailed: m.contact_failed({}, en),
  contactSubmitting: m.contact_submitting({}, en),
  contactInvalidPhone: m.contact_invalid_phone({}, en),
  contactInvalidEmail: m.contact_invalid_email({}, en),
  contactFieldRequired: m.contact_field_required({}, en),
  contactFixFields: m.contact_fix_fields({}, en),
  contactNextSteps: m.contact_next_steps({}, en),
  contactWhatsApp: m.contact_whatsapp_now({}, en),
  contactSendAnother: m.contact_send_another({}, en),
  callMeAt: m.contact_call_me_at({}, en),
  callMeAtNone: m.contact_call_me_at_none({}, en),
  callMeAtLoading: m.contact_call_me_at_loading({}, en),
  /** The success panel and the acknowledgement: "We will call you on Fri, 27 Nov at 2:00 pm (India time)." */
  callbackConfirmed: (when: string) => m.contact_callback_confirmed({ when }, en),
  responsePromise: (hours: number) => m.contact_response_promise({ within: promiseWithin(hours) }, en),
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
