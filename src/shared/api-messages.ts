// The API's error answers (docs/product.md#api-conventions) and the messages of docs/product.md#messages the server sends; see messages.ts.
import { formTokenMessages } from "./form-token-messages";
import { weekdayNames } from "./callback-settings-messages";

export const apiMessages = {
  // The form token's answers, which the contact form also compares against.
  ...formTokenMessages,
  loginFailed: "Invalid email or password",
  uploadFailed: "Failed to upload image",
  imageTooLarge: "Image size must be less than 5MB",
  unauthenticated: "Authentication required",
  forbidden: "You are not permitted to do this",
  // Sessions and two-step sign-in.
  crossSite: "This request came from another website and was refused. Open the admin from this site and try again.",
  totpRequired: "Enter the 6-digit code from your authenticator app.",
  totpWrong: "That code did not work. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.",
  totpNotStarted: "Start setting up two-step sign-in again: the code was not confirmed within 15 minutes.",
  totpAlreadyOn: "Two-step sign-in is already on.",
  totpOff: "Two-step sign-in is not on.",
  sessionNotFound: "Session not found",
  signInAgain: "Sign in again: the code was not entered within 5 minutes.",
  notFound: "Not found",
  // Orders, payments and invoices: what a client paying online and staff confirming a payment are told.
  orderNotFound: "Order not found",
  invoiceNotFound: "Invoice not found",
  orderPackage: "is not a package you can buy here",
  orderEnquiry: "is not an enquiry of this site",
  orderNotPending: "This order is not waiting for payment.",
  orderNotPaid: "Only a paid order can be refunded.",
  orderAlreadyPaid: "This order is already paid.",
  paymentMismatch: "This payment is for another order.",
  paymentSignature: "The payment could not be verified, so the order is not marked paid. If money left your account, send us the payment ID and we will check it.",
  paymentsOff: "Online card and netbanking payment is not set up. Pay by UPI or bank transfer instead.",
  paymentGateway: "The payment service did not answer. Try again in a minute, or pay by UPI or bank transfer.",
  webhookSignature: "Webhook signature does not match",
  utrFormat: "must be the 12-digit UTR (transaction reference) of your payment",
  dayExpected: "must be a day as YYYY-MM-DD",
  tooManyRequests: "Too many requests. Please try again later.",
  payloadTooLarge: "Request body is too large",
  lengthRequired: "Send the request body with its length (Content-Length)",
  malformedJson: "Malformed JSON body",
  malformedUrl: "Malformed URL",
  methodNotAllowed: "This page does not accept that method",
  unsupportedImage: "Only PNG, JPEG, WebP and AVIF images are allowed",
  // IPhone photos; the media library and the trash.
  heicImage:
    "HEIC photos cannot be uploaded yet. Export the photo as JPEG (on an iPhone: share it and choose Options > Most Compatible, or set Settings > Camera > Formats > Most Compatible) and upload that.",
  mediaNotFound: "Image not found",
  mediaInUse: (titles: string[]) => `This image is used by ${titles.map((t) => `\u201c${t}\u201d`).join(", ")}. Remove it from there first.`,
  trashNotFound: "Not in the trash",
  trashAddressTaken: "Cannot restore: its address is now used by another item. Change that item's address first, then restore.",
  storageFailed: "The change could not be saved. Please try again shortly.",
  internal: "Something went wrong. Please try again.",
  duplicateExcerpt: "A post with this excerpt already exists",
  offerNotFound: "Offer not found",
  newsNotFound: "News item not found",
  resourceNotFound: "Resource not found",
  enquirySpam: "Your message looks automated and was not sent. Please call or e-mail us instead.",
  enquiryTooFast: "The form was sent too quickly. Please wait a few seconds and try again.",
  backupFailed: "The backup could not be written. Please check the server log.",
  // Edit conflicts, revisions and preview links.
  editConflict: (who: string | undefined, when: string | undefined) =>
    `${who ?? "Someone else"} saved this${when ? ` on ${when}` : ""}, after you opened it. Your changes were not saved.`,
  revisionNotFound: "Revision not found",
  linkSchemeNotAllowed: "Links must start with http, https, ftp, ftps, mailto, tel, callto, sms, cid or xmpp",
  // Packages, the firm's details, offers that end, sidebar links.
  packageNotFound: "Package not found",
  packageSlugTaken: "is already used by another package",
  linkOrderMismatch: "must list every sidebar link once",
  backupNotFound: "Backup not found",
  // Testimonials: authors.
  testimonialNotFound: "Testimonial not found",
  testimonialConsentRequired: "is required to publish a testimonial",
  testimonialNowhere: "must name at least one page to show it on: a service page, a city page or the home page",
  authorNotFound: "Author not found",
  // Team members (/api/team).
  teamMemberNotFound: "Team member not found",
  teamAccountUnknown: "must be a staff account of this site",
  teamAccountTaken: (name: string) => `is already linked to ${name}; a staff account can be linked to one team member`,
  teamFull: (max: number) => `The team can have at most ${max} members. Remove someone who has left before adding another.`,
  teamOrderMismatch: "must list every team member once",
  // Categories and tags.
  categoryNotFound: "Category not found",
  tagNotFound: "Tag not found",
  categoryExists: "A category with this name or slug already exists",
  // The compliance calendar and its e-mail reminders.
  calendarMonthInvalid: "must be a month as YYYY-MM",
  calendarDateNotFound: "Due date not found",
  remindersUnavailable: "E-mail reminders are not available at the moment. Please try again later.",
  reminderLinkInvalid: "This link is not valid any more. Please sign up again.",
  tagExists: "A tag with this name or slug already exists",
  mergeIntoItself: "Choose another category or tag to merge into",
  // Form tokens
  // Enquiry inbox paging and filters (GET /api/enquiries and /api/enquiries.csv).
  enquiryPage: "page must be a whole number of 1 or more",
  enquiryLimit: "limit must be a whole number from 1 to 200",
  enquiryFrom: "from must be a date (YYYY-MM-DD)",
  enquiryTo: "to must be a date (YYYY-MM-DD)",
  enquirySource: "source must be at most 50 characters",
  // Staff access
  resetLinkInvalid: "This reset link is invalid or has expired.",
  // Analytics and events
  analyticsFrom: "from must be a date (YYYY-MM-DD)",
  analyticsTo: "to must be a date (YYYY-MM-DD)",
  analyticsReversed: "from must not be after to",
  analyticsRange: "The range may be at most 366 days",
  eventType: "type must be whatsapp",
  eventPath: "path must be a path of this site",
  enquiryChannel: "channel must be modal, contact-page, home-dialog or no-js-form",
  enquiryUtmSource: "utm_source must be at most 200 characters",
  // Enquiry inbox: spam status and notes history (item 16).
  enquiryStatus: "must be new, contacted, closed or spam",
} as const;

// Field names as people read them on the forms, for the API's "<field> <problem>" answers
// ("Current password is incorrect", not "currentPassword is incorrect"). A field not listed here is
// written out from its name (server/errors.ts fieldLabel: "metaTitle" -> "Meta title"). "date" keeps the
// wording the hardening issue gives for its contract ("date must be a real date"); updatedAt is a field
// only clients send, so it keeps its API name.
export const fieldLabels: Readonly<Record<string, string>> = {
  excerpt: "URL slug (excerpt)",
  date: "date",
  updatedAt: "updatedAt",
  socialImage: "Social image URL",
  // PUT /api/sidebar-links/order: like updatedAt, a field only clients send.
  ids: "ids",
  // The firm's details as /admin/settings labels them; "name", "email" and the like read as written.
  topBarTitle: "Title in the top bar",
  ownerFirm: "Firm (legal name)",
  homeStat: "Home page statistic",
  phones: "Phone numbers",
  whatsappNumber: "WhatsApp number",
  "grievanceOfficer.name": "Grievance officer",
  "grievanceOfficer.email": "Grievance officer's e-mail",
  "address.street": "Street address",
  "address.region": "State",
  "address.postalCode": "PIN code",
  "social.linkedin": "LinkedIn",
  "social.x": "X",
  "social.facebook": "Facebook",
  "social.instagram": "Instagram",
  categoryId: "Category",
  tagIds: "Tags",
  // A post's language and the English post a Hindi post translates, as the blog editor labels them.
  locale: "Language",
  translationOf: "Translation of",
  // Orders and the firm's tax and payment details.
  gstin: "GSTIN",
  pan: "PAN",
  upiId: "UPI ID",
  utr: "UTR",
  sac: "SAC code",
  governmentFee: "Government fee",
  packageSlug: "Package",
  enquiryId: "Enquiry",
  "bank.accountName": "Account name",
  "bank.accountNumber": "Account number",
  "bank.ifsc": "IFSC",
  "bank.bankName": "Bank",
  // Team members: the admin's labels (a membership's fields are named without their place in the list).
  userId: "Linked staff account",
  "memberships.body": "Membership body",
  "memberships.number": "Membership number",
  // The firm's company or LLP identification number.
  cin: "CIN",
  llpin: "LLPIN",
  // Firm Details' privacy and retention section (its labels are these).
  "retention.documentDays": "Erase clients' documents this many days after a case closes",
  "retention.enquiryDays": "Erase enquiries that did not become clients after this many days",
  // The call-back settings (/admin/settings/callbacks), as that screen labels them.
  ...Object.fromEntries(
    Object.entries(weekdayNames).flatMap(([day, name]) => [
      [`callbacks.hours.${day}`, name],
      [`callbacks.hours.${day}.open`, `${name} opens`],
      [`callbacks.hours.${day}.close`, `${name} closes`],
    ]),
  ),
  "callbacks.slotMinutes": "Slot length",
  "callbacks.closedDates": "Closed dates",
  closedDates: "Closed date",
  responsePromiseHours: "Call-back promise (working hours)",
  // The Mail section of Firm Details (its labels are these).
  host: "Mail server",
  user: "User name",
  fromName: "Sender's name",
  fromAddress: "Sender's address",
  enquiriesTo: "Enquiries go to",
};
// Hardening: a full disk, oversized images, and the problems of strict text, dates and slugs.
// A field problem follows the field's name in a 400: "date must be a real date".
export const hardeningMessages = {
  diskFull: "The server's disk is full; nothing was saved.",
  imageTooManyPixels: "Images can be at most 24 megapixels (for example 6000 × 4000 pixels), counting every frame of an animation. Make the image smaller and upload it again.",
  avifTooManyPixels: "AVIF images can be at most 16 megapixels (for example 4000 × 4000 pixels). Make the image smaller, or save it as JPEG, and upload it again.",
} as const;

export const fieldProblems = {
  required: "is required",
  // The acknowledgement e-mail must not carry a visitor's link to a third party.
  nameHoldsLink: "must not contain a link or an e-mail address",
  notString: "must be a string",
  notDate: "must be a date",
  notIsoDate: "must be an ISO date",
  notRealDate: "must be a real date",
  notBoolean: "must be true or false",
  notObject: "must be an object",
  unpairedSurrogate: "must not contain unpaired surrogates (broken characters)",
  controlCharacter: "must not contain control characters",
  oneLine: "must be one line",
  slugNeedsLetterOrDigit: "must contain a letter or a digit",
  slugSlash: "must not contain /",
  slugDots: "must not be only dots",
  slugUuid: "must not look like a post id",
  htmlTooDeep: "is nested too deeply (at most 100 levels of markup)",
  slugInvisible: "must not contain tabs, invisible or direction-changing characters",
} as const;

// Posts in two languages: a Hindi post translating an English one. Field problems follow the field's label
// ("Translation of is not a known post"); a second translation of one post is a 409.
export const postTranslationMessages = {
  onlyHindi: "can be set only on a Hindi post",
  badLocale: "must be en (English) or hi (Hindi)",
  unknownPost: "is not a known post",
  notEnglish: "must be an English post",
  hasTranslation: "cannot be Hindi while a Hindi post is a translation of this post",
  alreadyTranslated: (original: string, other: string) => `\u201c${original}\u201d already has a Hindi translation: \u201c${other}\u201d. Edit that post instead.`,
} as const;
