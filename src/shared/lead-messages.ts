// Messages of leads answered in minutes: replies, call-back booking, response times, web push.
// Kept apart from api-messages.ts / admin-messages.ts so the texts are read in one place; listed in
// docs/product.md#messages.
/** The firm's one response promise (responsePromiseHours of its details): "2 working hours". */
export const promiseWithin = (hours: number) => `${hours} working hour${hours === 1 ? "" : "s"}`;

export const leadMessages = {
  // API answers
  callbackTaken: "That time was just taken; please pick another.",
  callbackOutside: "must be one of the free call-back times",
  callbackDate: "date must be a date (YYYY-MM-DD)",
  callbackDateRange: (days: number) => `Call-backs can be booked from today up to ${days} days ahead. Please choose a date in that range.`,
  callbackTooMany: (n: number) =>
    `You already have ${n} call-backs booked with us, which is the most we take at once. We will call you then; to change a time, call or WhatsApp us.`,
  replyMailOff: "E-mail is not set up on this server (SMTP_URL and MAIL_TO), so the reply could not be sent. Reply by phone or WhatsApp instead.",
  replyMessage: "message is required",
  pushEndpoint: "endpoint must be an https:// address of a push service",
  pushEndpointPrivate: "endpoint must be a push service on the internet, not a private, local or loopback address",
  pushEndpointTaken: "This browser already receives alerts for another staff account. Turn alerts off there first (signed in as that account), or use another browser profile.",
  pushKeys: "keys must hold the browser's p256dh and auth values",
  templateNotFound: "Reply template not found",
  // Visitor-facing
  callMeAt: "Call me at",
  callMeAtNone: "No time, call me when you can",
  callMeAtLoading: "Finding free times...",
  callbackBooked: (when: string) => `Booked: we will call you on ${when} (India time).`,
  /** The success panel and the acknowledgement: "We will call you on Fri, 27 Nov at 2:00 pm (India time)." */
  callbackConfirmed: (when: string) => `We will call you on ${when} (India time).`,
  responsePromise: (hours: number) => `We call back within ${promiseWithin(hours)}.`,
  // Admin screens
  replyTitle: "Reply by e-mail",
  replyTemplate: "Template",
  replyTemplateNone: "Write your own",
  replySend: "Send reply",
  replySending: "Sending...",
  replySent: "Reply sent",
  replyFailed: "The reply could not be sent. Please try again.",
  replyWhatsApp: "Reply on WhatsApp",
  repliesTitle: "Replies",
  replyBy: (who: string, when: string) => `${who}, ${when}`,
  overdue: "Overdue",
  ageMinutes: (m: number) => (m < 60 ? `${m} min` : m < 48 * 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${Math.floor(m / 1440)} days`),
  callbacksToday: "Today's call-backs",
  callbacksNone: "No call-backs booked for today.",
  callbacksFetchFailed: "Could not load today's call-backs.",
  responseTitle: "Response time",
  responseNone: "No answered enquiries in this period.",
  alertsTitle: "Alerts on this device",
  alertsOn: "Turn on alerts",
  alertsOff: "Turn off alerts",
  alertsEnabled: "Alerts are on for this device.",
  alertsDisabled: "Alerts are off for this device.",
  alertsUnsupported: "This browser cannot show alerts (it has no push support).",
  alertsDenied: "Notifications are blocked for this site in the browser's settings.",
  alertsFailed: "Alerts could not be turned on. Please try again.",
  templatesTitle: "Reply templates",
  templatesFetchFailed: "Could not load the reply templates.",
  templateSaveFailed: "The template could not be saved.",
  pushNewEnquiry: (name: string) => `New enquiry from ${name}`,
  pushCallback: (name: string, when: string) => `Call-back booked: ${name}, ${when}`,
  pushPaidOrder: (name: string) => `Paid order from ${name}`,
} as const;
