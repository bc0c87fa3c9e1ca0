// The texts of staff invitations and of the admin's password links (docs/product.md#messages): the API's
// answers, the e-mail, the users screen and the page the link opens.
import { INVITATION_HOURS, MAX_PENDING_INVITATIONS, RESET_LINK_MINUTES as RESET_MINUTES } from "./schemas/invitation";

export const invitationMessages = {
  // The API's refusals.
  linkGone: "This invitation link has expired or has already been used. Ask the admin who invited you to send a new one.",
  alreadyAccepted: "This user has already chosen a password, so there is no invitation to resend or cancel.",
  notYetAccepted: "This user has not accepted their invitation yet. Resend the invitation instead.",
  tooManyPending: `${MAX_PENDING_INVITATIONS} invitations are already waiting. Cancel the ones no longer needed, then try again.`,

  // The users screen.
  addHint: `We e-mail them a link to choose their own password. It works once, for ${INVITATION_HOURS} hours. If this server cannot send e-mail, you get the link to pass on.`,
  sent: (email: string) => `An invitation was e-mailed to ${email}. The link works once, for ${INVITATION_HOURS} hours.`,
  resent: (email: string) => `A new invitation was e-mailed to ${email}. The earlier link no longer works; the new one works once, for ${INVITATION_HOURS} hours.`,
  linkMailOff: (email: string) => `This server does not send e-mail, so nothing was sent. Send ${email} this link yourself; it works once, for ${INVITATION_HOURS} hours:`,
  linkMailFailed: (email: string) => `The invitation e-mail to ${email} could not be sent. Send them this link yourself; it works once, for ${INVITATION_HOURS} hours:`,
  statusActive: "Active",
  statusInvited: (sent: string, until: string) => `Invited ${sent}. The link works until ${until}.`,
  statusExpired: (until: string) => `The invitation expired ${until}. Resend it.`,
  resend: "Resend invitation",
  cancel: "Cancel invitation",
  confirmResend: (email: string) => `Send ${email} a new invitation? The link sent before stops working.`,
  confirmCancel: (email: string) => `Cancel the invitation of ${email}? Their account is removed and the link stops working.`,
  cancelled: (email: string) => `The invitation of ${email} was cancelled and the account removed.`,
  resendFailed: "The invitation could not be sent again.",
  cancelFailed: "The invitation could not be cancelled.",

  // The admin's "Send password link" (instead of a generated password).
  passwordLink: "Send password link",
  confirmPasswordLink: (email: string) => `Send ${email} a link to choose a new password? Their current password keeps working until they use the link.`,
  passwordLinkSent: (email: string) => `A link to choose a new password was e-mailed to ${email}. It works once, for ${RESET_MINUTES} minutes.`,
  passwordLinkMailOff: (email: string) => `This server does not send e-mail, so nothing was sent. Send ${email} this link yourself; it works once, for ${RESET_MINUTES} minutes:`,
  passwordLinkMailFailed: (email: string) => `The e-mail to ${email} could not be sent. Send them this link yourself; it works once, for ${RESET_MINUTES} minutes:`,
  passwordLinkFailed: "The password link could not be made.",

  // The page the invitation opens (/admin/invitation?token=...).
  pageTitle: "Choose your password",
  welcome: (name: string, email: string) => `Welcome, ${name}. Choose the password you will sign in with, together with your e-mail address ${email}.`,
  acceptFailed: "Your password could not be saved. Please try again.",
} as const;
