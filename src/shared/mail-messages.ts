// The texts of mail set up from the admin (Firm Details, Mail): the section, its test message, the API's answers,
// and the reason beside an action that only sends e-mail while mail is off (docs/product.md#messages).

/** Where an admin sets up mail: the Mail section of Firm Details. */
export const MAIL_SETTINGS_HREF = "/admin/settings#mail";

export const mailMessages = {
  title: "Mail",
  intro:
    "The mail server that sends the site's e-mails: new enquiries to the firm, thank-you notes and replies to visitors, password resets, clients' sign-in links and compliance reminders.",
  // Where the settings come from.
  sourceEnvironment:
    "These settings come from the server's environment (SMTP_URL), which wins over anything saved here. To change them, change SMTP_URL where the server runs and restart it.",
  fromEnvironment: (variable: string) => `Set by ${variable} on the server, which wins over this field.`,
  sourceSettings: "Mail is on: the site sends its e-mails through this server.",
  noEnquiriesTo: "New enquiries are not e-mailed to anyone until Enquiries go to is filled in.",
  sourceOff: "Mail is off. Fill in your mail server below and save: until then enquiries are only saved here, and nothing is e-mailed.",
  // The form.
  hostLabel: "Mail server",
  hostHint: "For example smtp.gmail.com or smtp.zoho.in. Leave it empty to turn mail off.",
  portLabel: "Port",
  portHint: "Usually 587 with STARTTLS, 465 with TLS. Leave it empty for the usual one.",
  securityLabel: "Security",
  securityNames: { starttls: "STARTTLS (usually port 587)", tls: "TLS (usually port 465)", none: "None (not encrypted)" },
  userLabel: "User name",
  userHint: "Often your full e-mail address. Leave it empty if the server needs no sign-in.",
  passwordLabel: "Password",
  passwordStored: "A password is stored (it is never shown). Leave this empty to keep it, or type a new one.",
  passwordNone: "Leave it empty if the server needs no password.",
  passwordClear: "Remove the stored password",
  fromNameLabel: "Sender's name",
  fromNameHint: "Shown as the sender of every e-mail. Leave it empty for the firm's name.",
  fromAddressLabel: "Sender's address",
  fromAddressHint: "The From of every e-mail. Many mail servers accept only their own user's address.",
  enquiriesToLabel: "Enquiries go to",
  enquiriesToHint: "Where each new enquiry is e-mailed, for example the office's address.",
  save: "Save mail settings",
  saving: "Saving…",
  saved: "Mail settings saved. The site's e-mails go out with them from now on.",
  fetchFailed: "Failed to fetch the mail settings",
  saveFailed: "Failed to save the mail settings",
  // The test message.
  testTitle: "Send a test message",
  testHint: "Sends a short e-mail through the saved settings and shows what the mail server answered.",
  testToLabel: "Send it to",
  testToHint: (email: string) => `Leave it empty to send it to your own address, ${email}.`,
  testSend: "Send a test message",
  testSending: "Sending…",
  testAccepted: "The mail server accepted the message. Its answer:",
  testRefused: "The mail server did not take the message. Its answer:",
  testFailed: "The test message could not be sent.",
  testNeedsServer: "Save a mail server above first.",
  testSubject: (firm: string) => `Test message from the ${firm} website`,
  testText: (firm: string) => `This is a test message from the admin of the ${firm} website. It shows that the site's e-mails (enquiries, replies, password resets) can go out.`,
  // The API's answers.
  mailOff: "Mail is off: fill in the mail server and save it before sending a test message.",
  noAnswer: "The mail server gave no answer.",
  timedOut: "The mail server did not answer in time.",
  passwordUnreadable: "The stored mail password cannot be read: its key (secrets.key) is not in the data folder. Type the password again in Firm Details, Mail.",
  offReason: "no mail server is set (SMTP_URL, or Mail in Firm Details)",
  neededToSend: "is required to send mail",
  hostProblem: "must be a host name such as smtp.example.com, or an IP address",
  portProblem: "must be a whole number from 1 to 65535",
  securityProblem: "must be none, starttls or tls",
  nameProblem: "must not contain <, > or quotation marks",
  emailProblem: "must be an e-mail address",
  // Actions that only send e-mail, while mail is off.
  setUp: "Set up mail",
  replyOff: "Replies cannot be e-mailed while mail is off. Reply by phone or WhatsApp, or set up mail first.",
  signInOff: "The sign-in link cannot be e-mailed while mail is off.",
  askAdmin: "Ask an admin to set up mail.",
  signInMailOff: "Mail is off, so the sign-in link could not be e-mailed. Set up mail in Firm Details, Mail, first.",
} as const;
