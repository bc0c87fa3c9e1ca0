// Sends the enquiry notification to MAIL_TO over SMTP_URL (nodemailer). Off when either is unset.
import nodemailer, { type Transporter } from "nodemailer";
import type { Enquiry } from "../../shared/schemas/enquiry";
import type { Config } from "../config";

export interface Mailer {
  /** False when SMTP_URL or MAIL_TO is unset: enquiries are then only stored. */
  readonly enabled: boolean;
  /** Why mail is off, for the start-up log. */
  readonly offReason?: string;
  sendEnquiry(enquiry: Enquiry): Promise<void>;
}

// Short timeouts: a hung SMTP server must not hold the send for long; the retry job tries again later.
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 8_000, dnsTimeout: 5_000 };

const hasLineBreak = (s: string) => /[\r\n]/.test(s);

function formatIndiaTime(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(iso));
}

export function enquiryMailText(e: Enquiry, siteUrl: string): string {
  const lines: [string, string][] = [
    ["Name", e.name],
    ["Email", e.email],
    ["Phone", e.phone],
    ["Service", e.service],
    ["City", e.city],
    ["Received", `${formatIndiaTime(e.createdAt)} (India time)`],
    ["Form", e.source],
    ["Page", e.page],
    ["Referrer", e.referrer],
    ...Object.entries(e.utm).map(([k, v]): [string, string] => [k, v]),
  ];
  const details = lines.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`);
  return [...details, "", "Message:", e.message, "", `Inbox: ${siteUrl}/admin/enquiries`].join("\n");
}

export function createMailer(config: Pick<Config, "smtpUrl" | "mailTo" | "mailFrom" | "siteUrl">): Mailer {
  const { smtpUrl, mailTo, mailFrom, siteUrl } = config;
  if (!smtpUrl || !mailTo) {
    return {
      enabled: false,
      offReason: !smtpUrl ? "SMTP_URL is not set" : "MAIL_TO is not set",
      sendEnquiry: () => Promise.reject(new Error("mail is off")),
    };
  }
  let transport: Transporter | undefined;
  return {
    enabled: true,
    async sendEnquiry(e) {
      // The schema already rejects these; checked again here because this is where a header is built.
      if (hasLineBreak(e.name) || hasLineBreak(e.email)) throw new Error("line break in name or e-mail");
      transport ??= nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
      await transport.sendMail({
        from: mailFrom,
        to: mailTo,
        replyTo: { name: e.name, address: e.email },
        subject: `New enquiry from ${e.name}${e.service ? ` (${e.service})` : ""}`,
        text: enquiryMailText(e, siteUrl),
      });
    },
  };
}
