// Sends the enquiry notification to MAIL_TO over SMTP_URL (nodemailer). Off when either is unset.
import type { SendMailOptions, Transporter } from "nodemailer";
import { loadNodemailer } from "../lazy-modules";
import type { Enquiry } from "../../shared/schemas/enquiry";
import type { FirmDetails } from "../../shared/schemas/settings";
import { firstNameOf } from "../../shared/enquiry-rules";
import { whatsappDigits } from "../../shared/phone";
import { site as seedSite } from "../../shared/site";
import type { Config } from "../config";
import { callbackInvitation } from "./calendar";
import { callbackWhen } from "../../shared/callbacks";
import { contactMessages, promiseWithin } from "../../shared/contact-messages";

export interface Mailer {
  /** False when SMTP_URL or MAIL_TO is unset: enquiries are then only stored. */
  readonly enabled: boolean;
  /** Why mail is off, for the start-up log. */
  readonly offReason?: string;
  sendEnquiry(enquiry: Enquiry): Promise<void>;
  /** The thank-you to the visitor, from MAIL_FROM to the enquiry's e-mail. */
  sendAcknowledgement(enquiry: Enquiry): Promise<void>;
  /** A reply written in the inbox, from MAIL_FROM to the visitor, replies going to the firm. */
  sendReply?(enquiry: Enquiry, message: string): Promise<void>;
  /** The reminder an hour before a booked call-back. */
  sendReminder?(enquiry: Enquiry): Promise<void>;
}

// Short timeouts: a hung SMTP server must not hold the send for long; the retry job tries again later.
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 8_000, dnsTimeout: 5_000 };

const hasLineBreak = (s: string) => /[\r\n]/.test(s);

/** The From of every e-mail: MAIL_FROM, else the firm's stored name at no-reply@localhost. */
export function senderOf(mailFrom: string | undefined, firmName: string): SendMailOptions["from"] {
  return mailFrom || { name: firmName, address: "no-reply@localhost" };
}

function formatIndiaTime(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(iso));
}

/** The notification's text; `firmName`: the firm's stored name, in the closing line. */
export function enquiryMailText(e: Enquiry, siteUrl: string, firmName?: string): string {
  const lines: [string, string][] = [
    ["Name", e.name],
    ["Email", e.email],
    ["Phone", e.phone],
    ["Service", e.service],
    ["Offer", e.offer],
    ["City", e.city],
    ["Received", `${formatIndiaTime(e.createdAt)} (India time)`],
    ["Form", e.source],
    ["Page", e.page],
    ["Referrer", e.referrer],
    ...Object.entries(e.utm).map(([k, v]): [string, string] => [k, v]),
  ];
  const details = lines.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`);
  const closing = firmName ? [`Sent by the ${firmName} website.`] : [];
  return [...details, "", "Message:", e.message, "", `Inbox: ${siteUrl}/admin/enquiries`, ...closing].join("\n");
}

/**
 * The acknowledgement's text: thanks and how to reach the firm (its stored details; the seed by
 * default). It quotes nothing the visitor wrote but their first name, letters only (the e-mail
 * goes to whatever address was typed, so any text of theirs would be the firm mailing a third party).
 */
export function acknowledgementText(e: Enquiry, site: FirmDetails = seedSite): string {
  const first = firstNameOf(e.name);
  return [
    first ? `Dear ${first},` : "Hello,",
    "",
    `Thank you for contacting ${site.name}. We have received your message.`,
    "",
    // The booked time as the success panel names it, else the firm's one response promise.
    e.callbackAt
      ? `${contactMessages.callbackConfirmed(callbackWhen(e.callbackAt))} The invitation is attached.`
      : contactMessages.contactCallBack.replace("{when}", `within ${promiseWithin(site.responsePromiseHours ?? 2)}`),
    "",
    `Phone: ${site.phones.join(", ")}`,
    `WhatsApp: https://wa.me/${whatsappDigits(site.whatsappNumber)}`,
    ...(site.officeHours ? [`Office hours: ${site.officeHours} (India time)`] : []),
    "",
    site.name,
  ].join("\n");
}

/**
 * The reminder an hour before a booked call-back. Like the acknowledgement it quotes nothing the
 * visitor wrote but their first name.
 */
export function reminderText(e: Enquiry, site: FirmDetails = seedSite): string {
  const first = firstNameOf(e.name);
  return [
    first ? `Dear ${first},` : "Hello,",
    "",
    `This is a reminder: ${site.name} will call you at ${formatIndiaTime(e.callbackAt ?? e.createdAt)} (India time), on the number you gave us.`,
    "",
    `If the time no longer suits you, call us on ${site.phones.join(", ")} or message us on WhatsApp: https://wa.me/${whatsappDigits(site.whatsappNumber)}`,
    "",
    site.name,
  ].join("\n");
}

/** `firm` reads the firm's stored details at send time: its name closes the notification, the acknowledgement gives its contacts. */
export function createMailer(config: Pick<Config, "smtpUrl" | "mailTo" | "mailFrom" | "siteUrl">, firm?: () => FirmDetails): Mailer {
  const { smtpUrl, mailTo, mailFrom, siteUrl } = config;
  if (!smtpUrl || !mailTo) {
    return {
      enabled: false,
      offReason: !smtpUrl ? "SMTP_URL is not set" : "MAIL_TO is not set",
      sendEnquiry: () => Promise.reject(new Error("mail is off")),
      sendAcknowledgement: () => Promise.reject(new Error("mail is off")),
      sendReply: () => Promise.reject(new Error("mail is off")),
      sendReminder: () => Promise.reject(new Error("mail is off")),
    };
  }
  let transport: Transporter | undefined;
  /** Sends one message about an enquiry; a header built from its name or e-mail never holds a line break. */
  async function send(e: Enquiry, message: () => Omit<SendMailOptions, "from">): Promise<void> {
    // The schema already rejects these; checked again here because this is where a header is built.
    if (hasLineBreak(e.name) || hasLineBreak(e.email)) throw new Error("line break in name or e-mail");
    transport ??= (await loadNodemailer()).createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    await transport.sendMail({ from: senderOf(mailFrom, (firm?.() ?? seedSite).name), ...message() });
  }
  return {
    enabled: true,
    sendEnquiry: (e) =>
      send(e, () => ({
        to: mailTo,
        replyTo: { name: e.name, address: e.email },
        subject: `New enquiry from ${e.name}${e.service ? ` (${e.service})` : ""}`,
        text: enquiryMailText(e, siteUrl, firm?.().name),
      })),
    sendAcknowledgement: (e) => {
      const details = firm?.() ?? seedSite;
      const ics = callbackInvitation(e, details, details.callbacks?.slotMinutes ?? 30, hostOf(siteUrl));
      return send(e, () => ({
        to: { name: firstNameOf(e.name), address: e.email },
        subject: `Thank you for your enquiry | ${details.name}`,
        text: acknowledgementText(e, details),
        ...(ics ? { attachments: [{ filename: "call-back.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }] } : {}),
      }));
    },
    sendReply: (e, message) => {
      const details = firm?.() ?? seedSite;
      return send(e, () => ({ to: { name: firstNameOf(e.name), address: e.email }, replyTo: details.email, subject: `Re: your enquiry | ${details.name}`, text: message }));
    },
    sendReminder: (e) => {
      const details = firm?.() ?? seedSite;
      return send(e, () => ({ to: { name: firstNameOf(e.name), address: e.email }, subject: `Reminder: your call-back | ${details.name}`, text: reminderText(e, details) }));
    },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}
