// E-mails to staff about their own account: the invitation to choose a password, the password-reset link and
// "your password was changed". They go to the user's own address, so only a mail server is needed (not MAIL_TO).
import type { Config } from "../config";
import { environmentRoute, mailTransport, type MailTransport } from "./mailer";
import { INVITATION_HOURS, RESET_LINK_MINUTES } from "../../shared/schemas/invitation";

export { RESET_LINK_MINUTES };

export interface StaffMailer {
  /** False while no mail server is set: the forgot-password page then explains the other ways. */
  readonly enabled: boolean;
  sendResetLink(to: { email: string; name: string }, link: string): Promise<void>;
  sendPasswordChanged(to: { email: string; name: string }): Promise<void>;
  /** A new account's invitation: the link to choose a password, from `by` (the admin who added them, if any). */
  sendInvitation(to: { email: string; name: string; role: string }, link: string, by: { name: string } | null): Promise<void>;
}

/** `firmName`: the firm's stored name, the sender's when none is set. `transport`: the site's (services/index.ts). */
export function createStaffMailer(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "mailTo" | "siteUrl">,
  firmName: () => string = () => "",
  transport: MailTransport = mailTransport(() => environmentRoute(config)),
): StaffMailer {
  const { siteUrl } = config;
  const send = async (to: { email: string; name: string }, subject: string, lines: string[]) => {
    await transport.send({ to: { name: to.name, address: to.email }, subject, text: lines.join("\n") }, firmName());
  };
  return {
    get enabled() {
      return transport.route().on;
    },
    sendResetLink: (to, link) =>
      send(to, "Reset your password", [
        `Hello ${to.name},`,
        "",
        "Someone (hopefully you) asked to reset the password of your account on the website's admin area.",
        `Open this link to choose a new password (it works once, for ${RESET_LINK_MINUTES} minutes):`,
        "",
        link,
        "",
        "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      ]),
    sendPasswordChanged: (to) =>
      send(to, "Your password was changed", [
        `Hello ${to.name},`,
        "",
        "The password of your account on the website's admin area was just changed, and every session",
        "signed in with the old password has ended.",
        "",
        `If this was not you, ask an admin to reset your password at once (${siteUrl}/admin/login).`,
      ]),
    sendInvitation: (to, link, by) =>
      send(to, "Your account for the website's admin area", [
        `Hello ${to.name},`,
        "",
        `${by ? by.name : "An admin"} added you as ${to.role === "admin" ? "an admin" : "an editor"} of the website's admin area (${siteUrl}/admin).`,
        `Open this link to choose your password (it works once, for ${INVITATION_HOURS} hours):`,
        "",
        link,
        "",
        `You then sign in with this e-mail address, ${to.email}, and that password.`,
        "If you did not expect this e-mail, ignore it: without a password the account cannot be used.",
      ]),
  };
}
