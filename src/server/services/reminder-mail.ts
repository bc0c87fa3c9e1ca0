// E-mails of the compliance reminders: the confirmation link of the double opt-in, and the
// reminder three days before a due date with a one-click unsubscribe (List-Unsubscribe, RFC 8058). They go
// to the subscriber's own address, so only a mail server is needed (not MAIL_TO).
import { type Locale } from "../../shared/locale";
import { weekdayDateIn } from "../../shared/formats";
import type { ComplianceDate } from "../../shared/schemas/compliance";
import type { Config } from "../config";
import { environmentRoute, mailTransport, type MailTransport } from "./mailer";

export interface ReminderMailer {
  readonly enabled: boolean;
  sendConfirmation(to: string, link: string, firmName: string): Promise<void>;
  sendReminder(to: string, reminder: { day: string; dates: ComplianceDate[]; unsubscribe: string; calendar: string; siteUrl: string; firmName: string }): Promise<void>;
}

/** "Saturday, 28 November 2026" (or in Hindi for a Hindi e-mail); a day that is not a date as it is. */
function longDay(day: string, locale: Locale = "en"): string {
  return weekdayDateIn(locale, day) || day;
}

/** The reminder's text: each due date with its forms and the page of the service that handles it. */
export function reminderText(r: { day: string; dates: ComplianceDate[]; unsubscribe: string; calendar: string; siteUrl: string; firmName: string }): string {
  return [
    `Due on ${longDay(r.day)}:`,
    "",
    ...r.dates.flatMap((d) => [
      `- ${d.title}${d.forms.length ? ` (${d.forms.join(", ")})` : ""}`,
      ...(d.note ? [`  ${d.note}`] : []),
      `  Help with it: ${d.serviceUrl.startsWith("/") ? r.siteUrl + d.serviceUrl : d.serviceUrl}`,
    ]),
    "",
    "Government extensions can change these dates; check the portal or ask us.",
    `The whole calendar: ${r.calendar}`,
    "",
    `Stop these reminders (one click): ${r.unsubscribe}`,
    "",
    r.firmName,
  ].join("\n");
}

/** `transport`: the site's (services/index.ts); by default one over the environment alone. */
export function createReminderMailer(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "mailTo">,
  transport: MailTransport = mailTransport(() => environmentRoute(config)),
): ReminderMailer {
  return {
    get enabled() {
      return transport.route().on;
    },
    async sendConfirmation(to, link, firmName) {
      await transport.send(
        {
          to,
          subject: `Confirm your compliance reminders | ${firmName}`,
          text: [
            "Someone (hopefully you) asked for e-mail reminders of compliance due dates from our website.",
            "Open this link to confirm, and we will write three days before each due date that applies to you:",
            "",
            link,
            "",
            "If you did not ask for this, ignore this e-mail: nothing will be sent.",
            "",
            firmName,
          ].join("\n"),
        },
        firmName,
      );
    },
    async sendReminder(to, r) {
      const first = r.dates[0];
      const more = r.dates.length > 1 ? ` and ${r.dates.length - 1} more` : "";
      await transport.send(
        {
          to,
          subject: `Due ${longDay(r.day)}: ${first ? first.title : "compliance"}${more}`,
          text: reminderText(r),
          headers: {
            "List-Unsubscribe": `<${r.unsubscribe}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        },
        r.firmName,
      );
    },
  };
}
