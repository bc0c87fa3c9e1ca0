// The contact forms' messages (docs/product.md#messages), apart from messages.ts: a page's first JavaScript carries
// them only where there is a form, and the blog's pages do not carry them at all. The call-back choice's texts
// are here too (not in lead-messages.ts, whose staff texts no visitor's page should load).

/** The firm's one response promise (responsePromiseHours of its details): "2 working hours". */
export const promiseWithin = (hours: number) => `${hours} working hour${hours === 1 ? "" : "s"}`;

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
  contactCallBack: "We will call you back {when}.",
  contactReference: "Your reference: {ref}",
  contactWhatsApp: "Or chat with us on WhatsApp now",
  contactSendAnother: "Send another message",
  callMeAt: "Call me at",
  callMeAtNone: "No time, call me when you can",
  callMeAtLoading: "Finding free times...",
  /** The success panel and the acknowledgement: "We will call you on Fri, 27 Nov at 2:00 pm (India time)." */
  callbackConfirmed: (when: string) => `We will call you on ${when} (India time).`,
  responsePromise: (hours: number) => `We call back within ${promiseWithin(hours)}.`,
} as const;
