// The site's e-mail: how it goes out now (the route: SMTP_URL, else the admin's Mail settings, services/mail-settings.ts),
// one transport that follows the route without a restart, and the enquiry e-mails to MAIL_TO (the firm's copy, the
// visitor's acknowledgement, replies and call-back reminders). The other mailers (staff, reminders, orders, cases)
// send through the same transport.
import type { SendMailOptions, Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { loadNodemailer } from "../lazy-modules";
import type { Enquiry } from "../../shared/schemas/enquiry";
import type { FirmDetails } from "../../shared/schemas/settings";
import { firstNameOf } from "../../shared/enquiry-rules";
import { mailMessages } from "../../shared/mail-messages";
import { whatsappDigits } from "../../shared/phone";
import { site as seedSite } from "../../shared/site";
import type { Config } from "../config";
import { callbackInvitation } from "./calendar";
import { callbackWhen } from "../../shared/callbacks";
import { promiseWithin } from "../../shared/contact-messages";
import { m } from "../../shared/i18n";
import { localeOfPath, type Locale } from "../../shared/locale";
import { longDateTimeIn } from "../../shared/formats";

export interface Mailer {
  /** False while no mail server or no address for enquiries is set: enquiries are then only stored. Follows the settings. */
  readonly enabled: boolean;
  /** Why mail is off, for the start-up log and the admin's alerts. */
  readonly offReason?: string;
  sendEnquiry(enquiry: Enquiry): Promise<void>;
  /** The thank-you to the visitor, from the sender to the enquiry's e-mail. */
  sendAcknowledgement(enquiry: Enquiry): Promise<void>;
  /** A reply written in the inbox, from the sender to the visitor, replies going to the firm. */
  sendReply?(enquiry: Enquiry, message: string): Promise<void>;
  /** The reminder an hour before a booked call-back. */
  sendReminder?(enquiry: Enquiry): Promise<void>;
}

// Short timeouts: a hung SMTP server must not hold the send for long; the retry job tries again later.
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 8_000, dnsTimeout: 5_000 };
/** The test message from the admin waits at most this long for the mail server, whatever it does. */
export const TEST_MESSAGE_TIMEOUT_MS = 20_000;

/** A sender: MAIL_FROM as written ("Office <office@firm.in>"), or the admin's address with an optional name. */
export type Sender = string | { name?: string; address: string };

/**
 * How e-mail goes out now: the mail server (SMTP_URL, or nodemailer's options from the admin's settings), the
 * sender and the address enquiries go to; or why it cannot.
 */
export type MailRoute = { on: true; source: "environment" | "settings"; smtp: string | SMTPTransport.Options; from?: Sender; enquiriesTo?: string } | { on: false; reason: string };

/** The route of the environment alone: SMTP_URL with MAIL_FROM and MAIL_TO (a mailer made without the admin's settings). */
export function environmentRoute(config: Pick<Config, "smtpUrl" | "mailFrom" | "mailTo">): MailRoute {
  return config.smtpUrl
    ? { on: true, source: "environment", smtp: config.smtpUrl, from: config.mailFrom, enquiriesTo: config.mailTo }
    : { on: false, reason: "SMTP_URL is not set" };
}

/** Why enquiries are not e-mailed although a mail server is set. */
export const NO_ENQUIRY_ADDRESS = "no address for enquiries is set (MAIL_TO, or Enquiries go to in Firm Details, Mail)";

/** One nodemailer transport for every mailer, made again when the route's server changes (a save in the admin). */
export interface MailTransport {
  /** The route in force now. */
  route(): MailRoute;
  /** Sends one message through the current route (`firmName` names the sender when none is set); answers the server's response line. */
  send(message: Omit<SendMailOptions, "from">, firmName: string): Promise<string>;
}

export function mailTransport(route: () => MailRoute): MailTransport {
  let current: { key: string; transporter: Transporter } | undefined;
  return {
    route,
    async send(message, firmName) {
      const r = route();
      if (!r.on) throw new Error("mail is off");
      const nodemailer = await loadNodemailer();
      // The server's options as they are now (the route may have changed while nodemailer loaded).
      const now = route();
      if (!now.on) throw new Error("mail is off");
      const key = typeof now.smtp === "string" ? now.smtp : JSON.stringify(now.smtp);
      if (current?.key !== key) {
        current?.transporter.close();
        const options: SMTPTransport.Options = typeof now.smtp === "string" ? { url: now.smtp } : now.smtp;
        current = { key, transporter: nodemailer.createTransport({ ...options, ...SMTP_TIMEOUTS }) };
      }
      const info = (await current.transporter.sendMail({ from: senderOf(now.from, firmName), ...message })) as SMTPTransport.SentMessageInfo;
      return info.response ?? "";
    },
  };
}

/**
 * The admin's test message: sent through the current route to `to`; answers the mail server's response line
 * ("250 2.0.0 Ok: queued as ..."). A refusal throws an Error whose message is the server's answer ("535 5.7.8
 * Authentication failed"), or what went wrong when there was none (no connection, no answer in time).
 */
export async function sendTestMessage(transport: MailTransport, to: string, firmName: string): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_ok, fail) => {
    timer = setTimeout(() => fail(new Error(mailMessages.timedOut)), TEST_MESSAGE_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([transport.send({ to, subject: mailMessages.testSubject(firmName), text: mailMessages.testText(firmName) }, firmName), timeout]);
    return response || mailMessages.noAnswer;
  } catch (err) {
    const { response, message } = err as { response?: unknown; message?: unknown };
    throw new Error(typeof response === "string" && response ? response : typeof message === "string" && message ? message : mailMessages.noAnswer);
  } finally {
    clearTimeout(timer);
  }
}

const hasLineBreak = (s: string) => /[\r\n]/.test(s);

/** The From of every e-mail: MAIL_FROM or the admin's sender, else the firm's stored name at no-reply@localhost. */
export function senderOf(from: Sender | undefined, firmName: string): SendMailOptions["from"] {
  if (!from) return { name: firmName, address: "no-reply@localhost" };
  return typeof from === "string" ? from : { name: from.name || firmName, address: from.address };
}

/** "28 November 2026 at 2:05 pm" (India time), or in Hindi for a Hindi e-mail. */
function formatIndiaTime(iso: string, locale: Locale = "en"): string {
  return longDateTimeIn(locale, iso);
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

/** The language a visitor wrote in: that of the page the form was on (a /hi page is Hindi). */
export const enquiryLocale = (e: Partial<Pick<Enquiry, "page">>): Locale => localeOfPath(e.page ?? "");

/**
 * The acknowledgement's text, in the language of the page the visitor wrote from: thanks and how to reach the
 * firm (its stored details; the seed by default). It quotes nothing the visitor wrote but their first name,
 * letters only (the e-mail goes to whatever address was typed, so any text of theirs would be the firm mailing a
 * third party).
 */
export function acknowledgementText(e: Enquiry, site: FirmDetails = seedSite): string {
  const first = firstNameOf(e.name);
  const t = { locale: enquiryLocale(e) };
  return [
    first ? m.mail_ack_dear({ name: first }, t) : m.mail_ack_hello({}, t),
    "",
    m.mail_ack_thanks({ firm: site.name }, t),
    "",
    // The booked time as the success panel names it, else the firm's one response promise.
    e.callbackAt
      ? `${m.contact_callback_confirmed({ when: callbackWhen(e.callbackAt) }, t)} ${m.mail_ack_invitation({}, t)}`
      : m.contact_call_back_within({ within: promiseWithin(site.responsePromiseHours ?? 2, t.locale) }, t),
    "",
    m.mail_ack_phone({ phones: site.phones.join(", ") }, t),
    m.mail_ack_whatsapp({ link: `https://wa.me/${whatsappDigits(site.whatsappNumber)}` }, t),
    ...(site.officeHours ? [m.mail_ack_office_hours({ hours: site.officeHours }, t)] : []),
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

/**
 * `firm` reads the firm's stored details at send time: its name closes the notification, the acknowledgement gives
 * its contacts. `transport`: the site's one transport (services/index.ts); by default one over the environment alone.
 */
export function createMailer(
  config: Pick<Config, "smtpUrl" | "mailTo" | "mailFrom" | "siteUrl">,
  firm?: () => FirmDetails,
  transport: MailTransport = mailTransport(() => environmentRoute(config)),
): Mailer {
  const { siteUrl } = config;
  /** Where enquiries go now, or undefined while they cannot be e-mailed. */
  const enquiriesTo = () => {
    const r = transport.route();
    return r.on ? r.enquiriesTo || undefined : undefined;
  };
  /** Sends one message about an enquiry; a header built from its name or e-mail never holds a line break. */
  async function send(e: Enquiry, message: () => Omit<SendMailOptions, "from">): Promise<void> {
    if (!enquiriesTo()) throw new Error("mail is off");
    // The schema already rejects these; checked again here because this is where a header is built.
    if (hasLineBreak(e.name) || hasLineBreak(e.email)) throw new Error("line break in name or e-mail");
    await transport.send(message(), (firm?.() ?? seedSite).name);
  }
  return {
    get enabled() {
      return enquiriesTo() !== undefined;
    },
    get offReason() {
      const r = transport.route();
      return !r.on ? r.reason : r.enquiriesTo ? undefined : NO_ENQUIRY_ADDRESS;
    },
    sendEnquiry: (e) =>
      send(e, () => ({
        to: enquiriesTo(),
        replyTo: { name: e.name, address: e.email },
        subject: `New enquiry from ${e.name}${e.service ? ` (${e.service})` : ""}`,
        text: enquiryMailText(e, siteUrl, firm?.().name),
      })),
    sendAcknowledgement: (e) => {
      const details = firm?.() ?? seedSite;
      const ics = callbackInvitation(e, details, details.callbacks?.slotMinutes ?? 30, hostOf(siteUrl));
      return send(e, () => ({
        to: { name: firstNameOf(e.name), address: e.email },
        subject: m.mail_ack_subject({ firm: details.name }, { locale: enquiryLocale(e) }),
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
