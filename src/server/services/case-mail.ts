// The e-mails of clients' cases (docs/product.md#cases): the sign-in link, a stage begun, a document the firm
// could not accept, a message from the firm; and to the firm (MAIL_TO), a client's upload or message. Only
// a mail server is needed for the client's mail. A failed send is logged and changes nothing: the client's page
// shows the same.
import type { Config } from "../config";
import type { Case } from "../../shared/schemas/case";
import type { Logger } from "../log";
import { environmentRoute, mailTransport, type MailTransport } from "./mailer";

export interface CaseMailer {
  readonly enabled: boolean;
  signInLink(to: { name: string; email: string }, link: string, minutes: number): Promise<void>;
  stageBegun(c: Case, begun: string, next: string | undefined, link: string): Promise<void>;
  documentRejected(c: Case, label: string, reason: string, link: string): Promise<void>;
  messageFromFirm(c: Case, text: string, link: string): Promise<void>;
  /** To the firm: what a client did on their case. */
  toFirm(c: Case, what: string): Promise<void>;
}

const lifetime = (minutes: number) => (minutes % (24 * 60) === 0 ? `${minutes / (24 * 60)} days` : minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`);

/** `transport`: the site's (services/index.ts); by default one over the environment alone. While mail is off nothing is sent. */
export function createCaseMailer(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "mailTo" | "siteUrl">,
  firmName: () => string,
  log: Logger,
  transport: MailTransport = mailTransport(() => environmentRoute(config)),
): CaseMailer {
  const { siteUrl } = config;
  const none = async () => undefined;
  /** Where the firm's notices go now (MAIL_TO, or the address set for enquiries). */
  const firmAddress = () => {
    const r = transport.route();
    return r.on ? r.enquiriesTo : undefined;
  };
  const send = async (what: string, message: { to: string | { name: string; address: string }; subject: string; text: string }) => {
    if (!transport.route().on) return;
    try {
      await transport.send(message, firmName());
    } catch (err) {
      log.warn({ err }, `[cases] ${what} e-mail failed`);
    }
  };
  const to = (c: Case) => ({ name: c.client.name, address: c.client.email });
  const signOff = (link: string) => ["", "See your case, send documents and write to us on your page:", link, "", `${firmName()}`];

  return {
    get enabled() {
      return transport.route().on;
    },
    signInLink: (person, link, minutes) =>
      send("sign-in link", {
        to: { name: person.name, address: person.email },
        subject: `Your sign-in link for ${firmName()}`,
        text: [
          `Hello ${person.name},`,
          "",
          "Open this link to see your registration, send your documents and write to us:",
          link,
          "",
          `It works once, for ${lifetime(minutes)}. If you did not ask for it, ignore this e-mail: nobody can sign in without the link.`,
        ].join("\n"),
      }),
    stageBegun: (c, begun, next, link) =>
      send("stage", {
        to: to(c),
        subject: `${c.reference}: ${begun}`,
        text: [`Hello ${c.client.name},`, "", `Your ${c.package.title} has moved on: ${begun}.`, next ? `After this: ${next}.` : "", ...signOff(link)].join("\n"),
      }),
    documentRejected: (c, label, reason, link) =>
      send("document", {
        to: to(c),
        subject: `${c.reference}: please send ${label} again`,
        text: [`Hello ${c.client.name},`, "", `We could not use the ${label} you sent: ${reason}`, "Please upload it again on your page.", ...signOff(link)].join("\n"),
      }),
    messageFromFirm: (c, text, link) =>
      send("message", {
        to: to(c),
        subject: `${c.reference}: a message from ${firmName()}`,
        text: [`Hello ${c.client.name},`, "", text, ...signOff(link)].join("\n"),
      }),
    toFirm: (c, what) => {
      const mailTo = firmAddress();
      return mailTo
        ? send("firm notice", {
            to: mailTo,
            subject: `${c.reference}: ${what}`,
            text: [`${c.client.name} (${c.client.email}), ${c.package.title}: ${what}.`, "", `${siteUrl}/admin/cases/${c.reference}`].join("\n"),
          })
        : none();
    },
  };
}
