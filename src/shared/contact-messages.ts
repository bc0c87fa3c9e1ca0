// The contact forms' messages (docs/product.md#messages), apart from messages.ts: a page's first JavaScript carries
// them only where there is a form, and the blog's pages do not carry them at all.
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
} as const;
