// The e-mails of an order (docs/product.md#orders): to the client, the order's link when it is made (or a
// payment link staff send from the inbox) and the tax invoice as a PDF when it is paid; to the firm (MAIL_TO),
// each paid order. Only a mail server is needed for the client's mail. A failed send is logged and changes nothing:
// the order page shows the same link and invoice.
import type { Config } from "../config";
import { paiseIn } from "../../shared/formats";
import type { Invoice, Order } from "../../shared/schemas/order";
import type { Logger } from "../log";
import { environmentRoute, mailTransport, type MailTransport } from "./mailer";

export interface OrderMailer {
  readonly enabled: boolean;
  /** The order's link (made on the site, or a payment link from staff). */
  sendOrderLink(order: Order, link: string): Promise<void>;
  /** The client's receipt with the invoice attached, and the firm's notice of the paid order. */
  sendPaid(order: Order, invoice: Invoice, pdf: Buffer, link: string, clientLink?: string): Promise<void>;
}

/** "₹12,109.82": the amount as the invoice attached prints it. */
const rupees = (paise: number) => paiseIn("en", paise);

/** `transport`: the site's (services/index.ts); by default one over the environment alone. While mail is off nothing is sent. */
export function createOrderMailer(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "mailTo" | "siteUrl">,
  firmName: () => string,
  log: Logger,
  transport: MailTransport = mailTransport(() => environmentRoute(config)),
): OrderMailer {
  const { siteUrl } = config;
  const send = async (message: {
    to: string | { name: string; address: string };
    subject: string;
    text: string;
    attachments?: { filename: string; content: Buffer; contentType: string }[];
  }) => {
    if (transport.route().on) await transport.send(message, firmName());
  };
  const failed = (what: string, order: Order) => (err: unknown) => log.warn({ err, order: order.reference }, `[orders] ${what} e-mail failed`);
  const to = (o: Order) => ({ name: o.client.name, address: o.client.email });

  return {
    get enabled() {
      return transport.route().on;
    },
    sendOrderLink: (order, link) =>
      send({
        to: to(order),
        subject: `Your order ${order.reference}: ${order.package.title}`,
        text: [
          `Hello ${order.client.name},`,
          "",
          `Thank you for choosing ${firmName()}. Your order ${order.reference} for ${order.package.title} comes to ${rupees(order.total)} (professional fee, GST and the government fee).`,
          "",
          "Pay and follow your order on its page:",
          link,
          "",
          "Keep this link to yourself: anyone who has it can see the order.",
        ].join("\n"),
      }).catch(failed("order link", order)),
    async sendPaid(order, invoice, pdf, link, clientLink) {
      const attachment = { filename: `invoice-${invoice.number.replace(/\//g, "-")}.pdf`, content: pdf, contentType: "application/pdf" };
      await send({
        to: to(order),
        subject: `Payment received: order ${order.reference}, invoice ${invoice.number}`,
        text: [
          `Hello ${order.client.name},`,
          "",
          `We have received ${rupees(order.total)} for ${order.package.title}. Your tax invoice ${invoice.number} is attached.`,
          "",
          "Follow your order on its page:",
          link,
          ...(clientLink
            ? [
                "",
                "Your registration has its own page: where it stands, the documents we need from you (upload them there) and messages with our team. This link signs you in once, for 3 days; after that, ask for a new one on the page:",
                clientLink,
              ]
            : []),
        ].join("\n"),
        attachments: [attachment],
      }).catch(failed("receipt", order));
      const route = transport.route();
      const mailTo = route.on ? route.enquiriesTo : undefined;
      if (mailTo)
        await send({
          to: mailTo,
          subject: `Paid order ${order.reference}: ${order.client.name}, ${order.package.title}`,
          text: [
            `${order.client.name} (${order.client.email}, ${order.client.phone}) paid ${rupees(order.total)} for ${order.package.title}.`,
            `Invoice ${invoice.number}.`,
            "",
            `${siteUrl}/admin/orders/${order.id}`,
          ].join("\n"),
        }).catch(failed("paid-order notice", order));
    },
  };
}
