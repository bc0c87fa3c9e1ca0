// Orders (docs/product.md#orders): a visitor buys a published package, or staff send a lead a
// payment link. The server prices the order (shared/gst.ts): the package's fee, GST at 18% split by the place
// of supply, and the government fee and stamp duty passed on at actuals (the calculator's figures for the
// state, else the package's estimate). An order becomes paid only inside markPaid, called by a verified
// Razorpay payment (payments.ts) or by staff confirming a UPI or bank transfer; the tax invoice is issued in
// the same transaction. The client reaches their order by its reference and a key derived from
// the signing secret (no password, no account); staff read and act on it in /admin/orders.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { apiMessages } from "../../shared/api-messages";
import { gstStateName, paiseToRupees, placeOfSupplyOf, priceOrder, GST_RATE_PERCENT } from "../../shared/gst";
import { whatsappDigits } from "../../shared/phone";
import { orderInputSchema, ORDER_LIMITS, ORDER_STATUSES, type Order, type OrderLine, type OrderView, type Payment } from "../../shared/schemas/order";
import { text } from "../../shared/schemas/common";
import type { Editor } from "../../shared/schemas/common";
import type { FirmDetails } from "../../shared/schemas/settings";
import type { ServicePackage } from "../../shared/schemas/package";
import { Conflict, Invalid, NotFound, TooManyRequests } from "../errors";
import type { Logger } from "../log";
import type { Actor, Storage, Where } from "../storage";
import { SYSTEM } from "../storage";
import { firmStateOf, indiaDay, type InvoiceService } from "./invoices";
import { clientNetwork } from "./login-throttle";
import type { OrderMailer } from "./order-mail";
import type { PackageService } from "./packages";
import { windowCounter } from "./rate-window";
import { parseInput } from "./validate";
import type { ChangeEvents } from "./events";
import type { PushService } from "./push";
import { leadMessages } from "../../shared/lead-messages";
import { VISITOR } from "./visibility";
import { paiseIn } from "../../shared/formats";

/** Razorpay's part in making an order (payments.ts): its own order for Standard Checkout. */
export type GatewayOrders = { keyId: string; createOrder(o: { amount: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string }> };

export type OrderServiceOptions = {
  firm: () => FirmDetails;
  packages: PackageService;
  invoices: InvoiceService;
  mail: OrderMailer;
  /** Razorpay, when its keys are set. */
  gateway?: GatewayOrders;
  /**
   * The government fee and stamp duty of the package in each state, by GST code (calculators.ts statutoryFees):
   * what the calculator adds, so an order costs what the calculator said. Without it, or for a state it lacks,
   * the package's government fee estimate.
   */
  statutoryFees?: (packageSlug: string) => Readonly<Record<string, number>>;
  /** A paid order opens the client's case in the paying transaction; the receipt carries their first sign-in link. */
  cases?: { openFromOrder(o: Order): unknown; firstLinkForOrder(o: Order): string | undefined };
  secret: string;
  siteUrl: string;
  rateLimit: { limit: number; windowMs: number };
  log: Logger;
  now: () => number;
};

/** An order's reference: "CRD-" and 8 characters no one misreads on a phone or a bank statement. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
function newReference(): string {
  const bytes = randomBytes(8);
  return `CRD-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;
}

/** The description of the order's line passed on without GST: the state's fees (the calculator's), or the package's estimate. */
export const STATUTORY_LINE = {
  stateFees: "Government fee and stamp duty (reimbursement, at actuals, no GST)",
  estimate: "Government fee (reimbursement, at actuals, no GST)",
} as const;

/**
 * What an order of `pkg` costs a client in `state` (a GST code) with `gstin` (or none): the package's fee and,
 * passed on without GST, `stateFees` (the state's government fee and stamp duty from the calculator's table,
 * whole rupees) when the table has the state, else the package's government fee estimate; priced by priceOrder
 * for the firm's state and the place of supply. The calculator and the pages price with the same function
 * (shared/pricing.ts); tests/unit/pricing.test.ts holds them together.
 */
export function orderAmounts(
  pkg: Pick<ServicePackage, "price" | "governmentFee">,
  firm: FirmDetails,
  state: string,
  { gstin = "", stateFees }: { gstin?: string; stateFees?: number } = {},
) {
  const firmState = firmStateOf(firm);
  const placeOfSupply = placeOfSupplyOf(state, gstin);
  const governmentFeeRupees = stateFees ?? pkg.governmentFee;
  return { firmState, placeOfSupply, withStateFees: stateFees !== undefined, amounts: priceOrder({ feeRupees: pkg.price, governmentFeeRupees, firmState, placeOfSupply }) };
}

/** The breakdown's lines in the invoice's order. */
function linesOf(amounts: ReturnType<typeof priceOrder>, title: string, sac: string, withStateFees: boolean): OrderLine[] {
  const half = GST_RATE_PERCENT / 2;
  return [
    { kind: "fee", description: `Professional fee: ${title}`, sac, amount: amounts.fee },
    ...(amounts.igst
      ? [{ kind: "igst" as const, description: `IGST ${GST_RATE_PERCENT}%`, rate: GST_RATE_PERCENT, amount: amounts.igst }]
      : [
          { kind: "cgst" as const, description: `CGST ${half}%`, rate: half, amount: amounts.cgst },
          { kind: "sgst" as const, description: `SGST ${half}%`, rate: half, amount: amounts.sgst },
        ]),
    ...(amounts.governmentFee
      ? [{ kind: "government_fee" as const, description: withStateFees ? STATUTORY_LINE.stateFees : STATUTORY_LINE.estimate, amount: amounts.governmentFee }]
      : []),
  ];
}

const utrSchema = z.object({
  utr: text()
    .transform((s) => s.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{12}$/, apiMessages.utrFormat)),
});
const confirmSchema = z.object({
  method: z.enum(["upi", "bank"]).optional().default("upi"),
  /** The bank's reference of the transfer: the client's UTR when they gave one. */
  utr: text().trim().max(40).optional(),
});
const reasonSchema = z.object({ reason: text().trim().min(1, "is required").max(ORDER_LIMITS.reason) });
const noteSchema = z.object({ text: text("multiline").trim().min(1, "is required").max(ORDER_LIMITS.note) });
const linkSchema = z.object({ packageSlug: text().trim().min(1, "is required").max(100), state: orderInputSchema.shape.state.optional() });

export type OrderFilter = { status?: string; from?: string; to?: string; q?: string; page?: string; limit?: string };
type OrderColumn = "status" | "created_at" | "paid_at" | "search";

export function createOrderService(storage: Pick<Storage, "orders" | "enquiries" | "transaction">, opts: OrderServiceOptions) {
  const { orders, enquiries } = storage;
  const { firm, packages, invoices, mail, gateway, cases, statutoryFees, secret, siteUrl, log, now } = opts;
  const perAddress = windowCounter(opts.rateLimit.limit, opts.rateLimit.windowMs, now);
  const limit = (ip: string) => {
    const { allowed, retryAfterSeconds } = perAddress(clientNetwork(ip || undefined));
    if (!allowed) throw new TooManyRequests(retryAfterSeconds);
  };
  const iso = () => new Date(now()).toISOString();

  /** The key of the client's link: an HMAC of the order's id, so nothing secret is stored with the order. */
  const keyOf = (o: Pick<Order, "id">) => createHmac("sha256", secret).update(`order:${o.id}`).digest("base64url").slice(0, 32);
  const linkOf = (o: Order) => `${siteUrl}/order/status/${o.reference}?key=${keyOf(o)}`;

  function get(id: string): Order {
    const o = orders.get(id);
    if (!o) throw new NotFound(apiMessages.orderNotFound);
    return o;
  }

  /** What the client (and the API's answer to them) sees of an order: amounts in paise, never staff notes. */
  function view(o: Order): OrderView {
    const f = firm();
    return {
      id: o.id,
      reference: o.reference,
      status: o.status,
      package: { slug: o.package.slug, title: o.package.title },
      client: o.client,
      placeOfSupply: { code: o.placeOfSupply, name: gstStateName(o.placeOfSupply) ?? o.placeOfSupply },
      lines: o.lines,
      fee: o.fee,
      cgst: o.cgst,
      sgst: o.sgst,
      igst: o.igst,
      governmentFee: o.governmentFee,
      total: o.total,
      currency: o.currency,
      access: linkOf(o),
      createdAt: o.createdAt,
      ...(o.paidAt ? { paidAt: o.paidAt } : {}),
      ...(o.invoice ? { invoice: o.invoice } : {}),
      ...(o.creditNote ? { creditNote: o.creditNote } : {}),
      ...(o.utr ? { utr: o.utr } : {}),
      // How to pay while it waits: Razorpay's checkout, UPI to the firm's ID, a bank transfer.
      ...(o.status === "pending_payment"
        ? {
            pay: {
              razorpay: gateway && o.razorpayOrderId ? { keyId: gateway.keyId, orderId: o.razorpayOrderId } : null,
              upi: f.upiId ? { vpa: f.upiId, payee: f.name, link: upiLink(o, f) } : null,
              bank: f.bank.accountNumber ? f.bank : null,
            },
          }
        : {}),
    };
  }

  /** The UPI deep link every UPI app opens (NPCI's upi://pay parameters), the amount in rupees. */
  function upiLink(o: Order, f: FirmDetails): string {
    const q = new URLSearchParams({ pa: f.upiId, pn: f.name, am: paiseToRupees(o.total), cu: "INR", tn: o.reference, tr: o.reference });
    return `upi://pay?${q.toString().replace(/\+/g, "%20")}`;
  }

  /** Razorpay's order for this one, made now if the gateway did not answer when the order was made. */
  async function linkGateway(o: Order): Promise<Order> {
    if (!gateway || o.razorpayOrderId || o.status !== "pending_payment") return o;
    try {
      const made = await gateway.createOrder({ amount: o.total, receipt: o.reference, notes: { orderId: o.id, reference: o.reference } });
      return orders.update(o.id, (cur) => (cur.razorpayOrderId ? cur : { ...cur, razorpayOrderId: made.id }), { verb: "updated" });
    } catch (err) {
      log.warn({ err, order: o.reference }, "[orders] Razorpay order could not be made; UPI and bank transfer stay open");
      return o;
    }
  }

  /** The package's state fees by GST code (statutoryFees), as the order form's live breakdown gets them too. */
  const statutoryFeesOf = (packageSlug: string): Readonly<Record<string, number>> => statutoryFees?.(packageSlug) ?? {};

  function price(packageSlug: string, state: string, gstin: string) {
    const pkg = packages.visible(VISITOR).find((p) => p.slug === packageSlug);
    if (!pkg) throw Invalid.field("packageSlug", apiMessages.orderPackage);
    // The state chosen, not a GSTIN's: stamp duty is the registered office's state's.
    const stateFees = statutoryFeesOf(pkg.slug)[state];
    const { firmState, placeOfSupply, withStateFees, amounts } = orderAmounts(pkg, firm(), state, { gstin, stateFees });
    return { pkg, firmState, placeOfSupply, amounts, lines: linesOf(amounts, pkg.title, pkg.sac, withStateFees) };
  }

  function newOrder(input: z.infer<typeof orderInputSchema>, source: Order["source"], editor?: Editor): Order {
    const { pkg, firmState, placeOfSupply, amounts, lines } = price(input.packageSlug, input.state, input.gstin);
    if (input.enquiryId && !enquiries.get(input.enquiryId)) throw Invalid.field("enquiryId", apiMessages.orderEnquiry);
    const at = iso();
    return {
      id: randomUUID(),
      reference: newReference(),
      status: "pending_payment",
      package: { id: pkg.id, slug: pkg.slug, title: pkg.title, sac: pkg.sac },
      client: { name: input.name, email: input.email, phone: input.phone, businessName: input.businessName, gstin: input.gstin, address: input.address, state: input.state },
      placeOfSupply,
      firmState,
      lines,
      ...amounts,
      currency: "INR",
      ...(input.enquiryId ? { enquiryId: input.enquiryId } : {}),
      source,
      payments: [],
      notes: [],
      createdAt: at,
      updatedAt: at,
      ...(editor ? { updatedBy: editor } : {}),
    };
  }

  /**
   * Marks the order paid with this payment and issues its invoice, in one transaction; an order that is no
   * longer waiting keeps its state (a second path, a replay) and the payment is only recorded when it is new.
   * `eventId`: the payment event handled with it (kept, so a replay finds it). Returns the order and whether
   * this call paid it.
   */
  function markPaid(id: string, payment: Payment, actor: Actor = SYSTEM): { order: Order; paidNow: boolean } {
    let paidNow = false;
    const order = storage.transaction(() => {
      const cur = get(id);
      if (cur.status !== "pending_payment") {
        const known = cur.payments.some((p) => p.razorpayPaymentId && p.razorpayPaymentId === payment.razorpayPaymentId);
        // Money that arrived for an order no longer waiting (cancelled, or paid twice) is recorded for staff to refund.
        return known ? cur : orders.update(id, { payments: [...cur.payments, payment], updatedAt: iso() }, { actor, verb: "payment-recorded" });
      }
      const paid = {
        ...cur,
        status: "paid" as const,
        paidAt: payment.at,
        payments: [...cur.payments, payment],
        updatedAt: iso(),
        ...(payment.by ? { updatedBy: payment.by } : {}),
      };
      const invoice = invoices.issue(paid);
      paidNow = true;
      const saved = orders.update(id, { ...paid, invoice: { number: invoice.number, date: invoice.date } }, { actor, verb: "paid" });
      cases?.openFromOrder(saved);
      return saved;
    });
    return { order, paidNow };
  }

  async function sendReceipt(o: Order): Promise<void> {
    if (!mail.enabled || !o.invoice) return;
    try {
      const invoice = invoices.byNumber(o.invoice.number);
      await mail.sendPaid(o, invoice, await invoices.pdf(invoice), linkOf(o), cases?.firstLinkForOrder(o));
    } catch (err) {
      log.warn({ err, order: o.reference }, "[orders] the receipt could not be made");
    }
  }

  /** Ends a paid order with a credit note for its invoice (refunded or cancelled), in one transaction. */
  function creditAndClose(id: string, status: "refunded" | "cancelled", reason: string, editor: Editor | undefined, actor: Actor): Order {
    return storage.transaction(() => {
      const cur = get(id);
      if (cur.status !== "paid" || !cur.invoice) throw new Conflict(apiMessages.orderNotPaid);
      const note = invoices.issue(cur, { ...cur.invoice, reason });
      const at = iso();
      return orders.update(
        id,
        {
          status,
          creditNote: { number: note.number, date: note.date },
          ...(status === "cancelled" ? { cancelledAt: at } : {}),
          notes: [...cur.notes, { at, by: editor, text: `${status === "refunded" ? "Refunded" : "Cancelled"}: ${reason}` }],
          updatedAt: at,
          updatedBy: editor,
        },
        { actor, verb: status },
      );
    });
  }

  function filterOf(f: OrderFilter): Where<OrderColumn> {
    const where: Where<OrderColumn> = {};
    if (f.status) {
      if (!(ORDER_STATUSES as readonly string[]).includes(f.status)) throw Invalid.field("status", `must be one of ${ORDER_STATUSES.join(", ")}`);
      where.status = f.status;
    }
    const day = /^\d{4}-\d{2}-\d{2}$/;
    if (f.from !== undefined && f.from !== "" && !day.test(f.from)) throw Invalid.field("from", apiMessages.dayExpected);
    if (f.to !== undefined && f.to !== "" && !day.test(f.to)) throw Invalid.field("to", apiMessages.dayExpected);
    // A period is of the paid date for paid (and later refunded) orders, else of the day it was made.
    if (f.from || f.to) {
      const range = { ...(f.from ? { gte: indiaStart(f.from) } : {}), ...(f.to ? { lt: indiaStart(nextDay(f.to)) } : {}) };
      where.or = [{ paid_at: range }, { paid_at: { exists: false }, created_at: range }];
    }
    const q = f.q?.trim().toLowerCase().slice(0, 200);
    if (q) where.search = { contains: q };
    return where;
  }

  return {
    /** The client's order link (the confirmation e-mail's). */
    linkOf,
    view,
    /** The order form's live breakdown: the state fees an order of the package is charged, by GST state code. */
    statutoryFees: statutoryFeesOf,

    /** POST /api/orders: a visitor's order, priced here; limited per address like the enquiry form. */
    async create(body: unknown, ip: string): Promise<OrderView> {
      limit(ip);
      const input = parseInput(orderInputSchema, body);
      const made = orders.create(newOrder(input, "site"));
      const o = await linkGateway(made);
      void mail.sendOrderLink(o, linkOf(o));
      return view(o);
    },

    /** The client's order by its reference and key (its page); NotFound for a wrong key, as for no order. */
    async byReference(reference: string, key: string): Promise<OrderView> {
      const o = orders.find({ where: { reference: reference.slice(0, 40) }, limit: 1 })[0];
      const expected = o ? Buffer.from(keyOf(o)) : undefined;
      const given = Buffer.from(key.slice(0, 64));
      if (!o || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) throw new NotFound(apiMessages.orderNotFound);
      return view(await linkGateway(o));
    },

    /** The client's order by id and key, for the pay and UTR endpoints' answers. */
    get,

    markPaid,
    /** The client's receipt with the invoice, and the firm's notice: sent once the paying transaction commits (services/index.ts). */
    sendReceipt,

    /** POST /api/orders/{id}/utr: the client's 12-digit UTR after a UPI or bank transfer, for staff to confirm. */
    submitUtr(id: string, body: unknown, ip: string): OrderView {
      limit(ip);
      const { utr } = parseInput(utrSchema, body);
      const updated = storage.transaction(() => {
        const cur = get(id);
        if (cur.status !== "pending_payment") throw new Conflict(cur.status === "paid" ? apiMessages.orderAlreadyPaid : apiMessages.orderNotPending);
        return orders.update(id, { utr: { value: utr, at: iso() }, updatedAt: iso() }, { verb: "utr-submitted" });
      });
      return view(updated);
    },

    /** Staff: the UPI or bank transfer is in the bank statement; the order is paid and its invoice issued. */
    confirm(id: string, body: unknown, editor: Editor | undefined, actor: Actor): Order {
      const input = parseInput(confirmSchema, body);
      const cur = get(id);
      if (cur.status !== "pending_payment") throw new Conflict(cur.status === "paid" ? apiMessages.orderAlreadyPaid : apiMessages.orderNotPending);
      const utr = input.utr || cur.utr?.value;
      return markPaid(id, { id: randomUUID(), method: input.method, state: "captured", amount: cur.total, at: iso(), by: editor, ...(utr ? { utr } : {}) }, actor).order;
    },

    /** Staff: a waiting order is cancelled; a paid one is cancelled with a credit note. */
    cancel(id: string, body: unknown, editor: Editor | undefined, actor: Actor): Order {
      const { reason } = parseInput(reasonSchema, body);
      const cur = get(id);
      if (cur.status === "paid") return creditAndClose(id, "cancelled", reason, editor, actor);
      if (cur.status !== "pending_payment") throw new Conflict(apiMessages.orderNotPending);
      const at = iso();
      return orders.update(
        id,
        { status: "cancelled", cancelledAt: at, notes: [...cur.notes, { at, by: editor, text: `Cancelled: ${reason}` }], updatedAt: at, updatedBy: editor },
        { actor, verb: "cancelled" },
      );
    },

    /** Staff: the money went back (in Razorpay's dashboard or by bank); a credit note is issued for the invoice. */
    refund(id: string, body: unknown, editor: Editor | undefined, actor: Actor): Order {
      const { reason } = parseInput(reasonSchema, body);
      return creditAndClose(id, "refunded", reason, editor, actor);
    },

    note(id: string, body: unknown, editor: Editor | undefined, actor: Actor): Order {
      const { text: note } = parseInput(noteSchema, body);
      return orders.update(id, (cur) => ({ ...cur, notes: [...cur.notes, { at: iso(), by: editor, text: note }], updatedAt: iso(), updatedBy: editor }), { actor, verb: "noted" });
    },

    /**
     * Staff: an order for an enquiry's lead (their name, e-mail and phone), its link e-mailed to them and
     * ready to send on WhatsApp. The state is the firm's unless given; the client may add a GSTIN later with staff.
     */
    async paymentLink(enquiryId: string, body: unknown, editor: Editor | undefined, actor: Actor): Promise<{ order: OrderView; link: string; whatsapp: string }> {
      const input = parseInput(linkSchema, body);
      const e = enquiries.get(enquiryId);
      if (!e) throw new NotFound();
      const order = parseInput(orderInputSchema, {
        packageSlug: input.packageSlug,
        name: e.name,
        email: e.email,
        phone: e.phone,
        state: input.state ?? firmStateOf(firm()),
        enquiryId,
      });
      const made = orders.create(newOrder(order, "staff", editor), { actor });
      const o = await linkGateway(made);
      const link = linkOf(o);
      void mail.sendOrderLink(o, link);
      const message = `Hello ${o.client.name}, here is the payment link for ${o.package.title} (${o.reference}): ${link}`;
      return { order: view(o), link, whatsapp: `https://wa.me/${whatsappDigits(o.client.phone)}?text=${encodeURIComponent(message)}` };
    },

    /** GET /api/orders: newest first, paged, with the period's totals (paid orders: their taxable value, tax and total). */
    list(f: OrderFilter = {}) {
      const where = filterOf(f);
      const pageSize = Math.min(200, Math.max(1, Number.parseInt(f.limit ?? "", 10) || 50));
      const page = Math.max(1, Number.parseInt(f.page ?? "", 10) || 1);
      const total = orders.count(where);
      const data = orders.find({ where, sort: "-seq", limit: pageSize, offset: (page - 1) * pageSize });
      const totals = { orders: total, paid: 0, fee: 0, tax: 0, governmentFee: 0, total: 0 };
      for (const o of orders.each({ ...where, status: { in: ["paid"] } })) {
        totals.paid++;
        totals.fee += o.fee;
        totals.tax += o.cgst + o.sgst + o.igst;
        totals.governmentFee += o.governmentFee;
        totals.total += o.total;
      }
      return { data, page, limit: pageSize, total, totals };
    },

    /** Staff: an order with its invoices and credit notes, and the enquiry it came from. */
    detail(id: string) {
      const o = get(id);
      const e = o.enquiryId ? enquiries.get(o.enquiryId) : undefined;
      return {
        ...o,
        access: linkOf(o),
        documents: invoices.ofOrder(o.id).map(({ number, kind, date, total }) => ({ number, kind, date, total })),
        enquiry: e ? { id: e.id, name: e.name, createdAt: e.createdAt, service: e.service } : null,
      };
    },

    /** The leads dashboard's figures from `from` to `to` (days, inclusive): revenue and enquiry-to-order conversion. */
    stats(from: string, to: string) {
      for (const [field, day] of [
        ["from", from],
        ["to", to],
      ] as const)
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw Invalid.field(field, apiMessages.dayExpected);
      const range = { gte: indiaStart(from), lt: indiaStart(nextDay(to)) };
      let revenue = 0;
      let paid = 0;
      const converted = new Set<string>();
      for (const o of orders.each({ paid_at: range })) {
        if (o.status === "cancelled" || o.status === "refunded") continue;
        paid++;
        revenue += o.fee;
        if (o.enquiryId) converted.add(o.enquiryId);
      }
      const received = enquiries.count({ created_at: range, status: { ne: "spam" } });
      return { paidOrders: paid, revenue, enquiries: received, convertedEnquiries: converted.size, conversion: received ? converted.size / received : 0 };
    },

    /** The day in India of a moment (the invoice's date rule), for screens. */
    today: () => indiaDay(now()),
  };
}

/** The moment a day begins in India, as the ISO time stored columns compare with. */
const indiaStart = (day: string): string => new Date(`${day}T00:00:00+05:30`).toISOString();

/** The day after "YYYY-MM-DD" as "YYYY-MM-DD" (an inclusive end becomes an exclusive bound). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export type OrderService = ReturnType<typeof createOrderService>;
export type { Order };

/**
 * What a paid order sets off once its transaction commits: the client's receipt with the invoice, the firm's
 * e-mail, and the staff's push alert like a new enquiry's. Never delays or fails the payment.
 */
export function subscribeOrderAlerts(events: ChangeEvents, orders: Pick<OrderService, "sendReceipt">, push: Pick<PushService, "notify">): () => void {
  return events.subscribe((e) => {
    if (e.type !== "order.paid" || !e.after) return;
    const o = e.after as unknown as Order;
    void orders.sendReceipt(o);
    void push.notify({
      title: leadMessages.pushPaidOrder(o.client.name),
      body: `${o.package.title}: ${paiseIn("en", o.total)}`,
      url: `/admin/orders/${encodeURIComponent(o.id)}`,
      tag: `order-${o.id}`,
    });
  });
}
