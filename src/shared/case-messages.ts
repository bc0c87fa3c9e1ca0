// The texts of clients' cases (docs/product.md#messages): the API's answers and the client's pages. Free of zod
// and of anything else, so the pages that show them carry only these strings.
export const caseMessages = {
  // The API's errors.
  caseNotFound: "No such case.",
  documentNotFound: "No such document.",
  clientNotFound: "No such client.",
  signInNeeded: "Please sign in to see your case.",
  linkInvalid: "This sign-in link has expired or has already been used. Ask for a new one below.",
  fileMissing: "Choose a file to upload.",
  itemMissing: "Choose which document this is.",
  documentType: "Send a PDF, JPEG, PNG or WebP file.",
  documentTooLarge: "A document can be at most 10 MB. Send a smaller scan or photo.",
  caseFull: "Your case already holds 200 MB of documents. Write to us and we will make room.",
  pdfActive: "This PDF contains scripts, actions or attached files, which we cannot accept. Save it again as a plain PDF, or send a scan or photo.",
  imageTooLarge: "This image is too large to check. Send a smaller photo, or a PDF.",
  unreadable: "This file could not be read. Send it again, or as a PDF.",
  infected: "This file contains a virus, so we did not accept it. Please send a clean copy.",
  scanUnavailable: "Documents cannot be checked for viruses right now. Please try again in a few minutes.",
  alreadyAccepted: "This document is already accepted, so it cannot be replaced.",
  caseClosed: "This case is closed.",
  noNextStage: "Every stage of this case is done.",
  notWaitingReview: "Only a document waiting for review can be accepted or rejected.",
  caseExists: "This enquiry already has a case.",
  tooManyFiles: "Your case holds as many files as it can. Write to us and we will make room.",
  noCaseAccess: "Ask an admin for access to clients' cases.",
  // The client's pages.
  loginTitle: "Follow your registration",
  loginIntro: "Enter the e-mail address you gave us. We will send you a link that signs you in: no password needed.",
  loginSent: "If we have your e-mail address, a sign-in link is on its way. It works once, for 15 minutes.",
  loginFailed: "The link could not be sent. Please try again.",
  continueIntro: "Press Continue to sign in on this device.",
  consentLine: "By continuing you agree to how we handle your details, as our privacy notice explains.",
  uploaded: "Thank you: we have your document and will check it within one working day.",
  uploadFailed: "Your document could not be uploaded. Please try again.",
  messageSent: "Message sent. We usually answer within one working day.",
  messageFailed: "Your message could not be sent. Please try again.",
  erasureRequested: "We have your request to erase your data. We will confirm by e-mail within 30 days; invoices stay, as tax law requires.",
  erasureFailed: "Your request could not be sent. Please try again.",
  signedOut: "You have signed out.",
} as const;

/** What a checklist item's state reads as, to the client and to staff. */
export const checklistStatusLabels = { missing: "Needed", uploaded: "Waiting for our check", accepted: "Accepted", rejected: "Please send again" } as const;
/** Who a case waits on, as the staff list says it. */
export const waitingOnLabels = { client: "Waiting on the client", firm: "Waiting on us", none: "Nothing waiting" } as const;
