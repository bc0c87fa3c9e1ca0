// E-mails to staff about their own account: the password-reset link and "your password was
// changed". They go to the user's own address, so only SMTP_URL is needed (not MAIL_TO).
import type { Transporter } from "nodemailer";
import { loadNodemailer } from "../lazy-modules";
import type { Config } from "../config";
import { senderOf, SMTP_TIMEOUTS } from "./mailer";

export const RESET_LINK_MINUTES = 60;

export interface StaffMailer {
  /** False without SMTP_URL: the forgot-password page then explains the other ways. */
  readonly enabled: boolean;
  sendResetLink(to: { email: string; name: string }, link: string): Promise<void>;
  sendPasswordChanged(to: { email: string; name: string }): Promise<void>;
}

/** `firmName`: the firm's stored name, the sender's when MAIL_FROM is unset. */
export function createStaffMailer(config: Pick<Config, "smtpUrl" | "mailFrom" | "siteUrl">, firmName: () => string = () => ""): StaffMailer {
  const { smtpUrl, mailFrom, siteUrl } = config;
  if (!smtpUrl) {
    const off = () => Promise.reject(new Error("mail is off"));
    return { enabled: false, sendResetLink: off, sendPasswordChanged: off };
  }
  let transport: Transporter | undefined;
  const send = async (to: { email: string; name: string }, subject: string, lines: string[]) => {
    transport ??= (await loadNodemailer()).createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return transport.sendMail({ from: senderOf(mailFrom, firmName()), to: { name: to.name, address: to.email }, subject, text: lines.join("\n") }).then(() => undefined);
  };
  return {
    enabled: true,
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
  };
}
