// Razorpay (docs/product.md#payments): its Orders API by fetch (amount in paise, receipt = our
// reference), the checkout's answer verified by HMAC-SHA256 of "order_id|payment_id" with the key secret, and
// the webhook verified by HMAC-SHA256 of the raw body with the webhook secret. Either path marks the order
// paid through orders.markPaid, once: the order's state is checked inside its transaction, and every event and
// payment handled is kept (payment_events), so a replay or both paths at once change nothing more. The
// secrets live in the environment only: never stored, logged, answered or backed up.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { apiMessages } from "../../shared/api-messages";
import type { Order, Payment } from "../../shared/schemas/order";
import type { Config } from "../config";
import { AppError, Invalid } from "../errors";
import type { Logger } from "../log";
import type { Storage } from "../storage";
import type { GatewayOrders, OrderService } from "./orders";
import { parseInput } from "./validate";

type RazorpayConfig = NonNullable<Config["razorpay"]>;

/** Razorpay's Orders API (POST /v1/orders), with Basic auth of the key id and secret; 10 seconds at most. */
export function razorpayGateway(config: RazorpayConfig): GatewayOrders {
  // RAZORPAY_API_URL may name the API's root with or without its /v1.
  const base = /\/v1$/.test(config.apiUrl) ? config.apiUrl : `${config.apiUrl}/v1`;
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
  return {
    keyId: config.keyId,
    async createOrder({ amount, receipt, notes }) {
      const res = await fetch(`${base}/orders`, {
        method: "POST",
        headers: { Authorization: auth, "Content-Type": "application/json" },
        body: JSON.stringify({ amount, currency: "INR", receipt, notes }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`Razorpay answered ${res.status} to POST /orders`);
      const made = z.object({ id: z.string().min(1).max(100), amount: z.number() }).parse(await res.json());
      // The order at Razorpay must ask for exactly our total: the checkout takes its amount from there.
      if (made.amount !== amount) throw new Error(`Razorpay made order ${made.id} for ${made.amount} paise, not ${amount}`);
      return { id: made.id };
    },
  };
}

/** HMAC-SHA256 of `message` with `secret` equals the hex `signature` (compared in constant time). */
export function signatureMatches(secret: string, message: string | Buffer, signature: string): boolean {
  const expected = Buffer.from(createHmac("sha256", secret).update(message).digest("hex"));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const idText = z
  .string()
  .trim()
  .min(1, "is required")
  .max(100)
  .regex(/^[A-Za-z0-9_]+$/, "must be Razorpay's id");
const checkoutSchema = z.object({ razorpay_order_id: idText, razorpay_payment_id: idText, razorpay_signature: z.string().trim().min(1, "is required").max(200) });

/** The parts of a webhook's payload this site reads (Razorpay sends much more). */
const webhookSchema = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string().max(100),
            order_id: z.string().max(100).nullish(),
            amount: z.number(),
            currency: z.string().max(10),
            error_description: z.string().max(500).nullish(),
          }),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: z.string().max(100), amount_paid: z.number(), currency: z.string().max(10) }) }).optional(),
    })
    .default({}),
});

export function createPaymentService(
  { orders: ordersTable, paymentEvents, transaction }: Pick<Storage, "orders" | "paymentEvents" | "transaction">,
  { razorpay, orders, log, now }: { razorpay?: RazorpayConfig; orders: OrderService; log: Logger; now: () => number },
) {
  const iso = () => new Date(now()).toISOString();
  const seen = (id: string) => paymentEvents.get(id) !== undefined;
  const keep = (id: string, orderId?: string) => {
    if (!seen(id)) paymentEvents.create({ id, at: iso(), ...(orderId ? { orderId } : {}) });
  };
  const byRazorpayOrder = (id: string): Order | undefined => ordersTable.find({ where: { razorpay_order_id: id }, limit: 1 })[0];
  const captured = (o: Order, paymentId: string): Payment => ({
    id: randomUUID(),
    method: "razorpay",
    state: "captured",
    amount: o.total,
    at: iso(),
    razorpayPaymentId: paymentId,
  });

  function configured(): RazorpayConfig {
    if (!razorpay) throw new AppError(404, apiMessages.paymentsOff);
    return razorpay;
  }

  /** Pays the order with a captured Razorpay payment and keeps the event's and the payment's ids, in one transaction. */
  function pay(o: Order, paymentId: string, eventId?: string): Order {
    return transaction(() => {
      const { order } = orders.markPaid(o.id, captured(o, paymentId));
      keep(`payment:${paymentId}`, o.id);
      if (eventId) keep(`event:${eventId}`, o.id);
      return order;
    });
  }

  return {
    /** Whether Razorpay's checkout is offered. */
    enabled: razorpay !== undefined,

    /**
     * POST /api/orders/{id}/payment: the checkout's handler sends what Razorpay gave it. A signature that does
     * not match answers 400 and changes nothing; a verified one marks the order paid (once).
     */
    verifyCheckout(id: string, body: unknown) {
      const { keySecret } = configured();
      const input = parseInput(checkoutSchema, body);
      const o = orders.get(id);
      if (!o.razorpayOrderId || o.razorpayOrderId !== input.razorpay_order_id)
        throw new Invalid(apiMessages.paymentMismatch, [{ path: "razorpay_order_id", message: apiMessages.paymentMismatch }]);
      if (!signatureMatches(keySecret, `${input.razorpay_order_id}|${input.razorpay_payment_id}`, input.razorpay_signature)) {
        throw new Invalid(apiMessages.paymentSignature, [{ path: "razorpay_signature", message: apiMessages.paymentSignature }]);
      }
      return orders.view(pay(o, input.razorpay_payment_id));
    },

    /**
     * POST /api/payments/razorpay: `raw` is the body exactly as sent (the signature is of those bytes).
     * payment.captured and order.paid pay the order when the amount is its total; payment.failed is recorded.
     */
    webhook(raw: Buffer, signature: string | undefined, eventId: string | undefined): { handled: boolean } {
      const { webhookSecret } = configured();
      if (!signature || !signatureMatches(webhookSecret, raw, signature.trim())) throw new Invalid(apiMessages.webhookSignature);
      let parsed: z.infer<typeof webhookSchema>;
      try {
        parsed = webhookSchema.parse(JSON.parse(raw.toString("utf8")));
      } catch {
        throw new Invalid(apiMessages.malformedJson);
      }
      const { event, payload } = parsed;
      const payment = payload.payment?.entity;
      if (eventId && seen(`event:${eventId}`)) return { handled: false };
      const orderId = payload.order?.entity.id ?? payment?.order_id ?? undefined;
      const o = orderId ? byRazorpayOrder(orderId) : undefined;
      if (!o || !payment) {
        log.info({ event, razorpayOrder: orderId }, "[payments] a webhook event for no order of this site");
        return { handled: false };
      }
      if (event === "payment.failed") {
        transaction(() => {
          if (eventId) keep(`event:${eventId}`, o.id);
          if (seen(`failed:${payment.id}`)) return;
          keep(`failed:${payment.id}`, o.id);
          ordersTable.update(
            o.id,
            (cur) => ({
              ...cur,
              payments: [
                ...cur.payments,
                {
                  id: randomUUID(),
                  method: "razorpay",
                  state: "failed",
                  amount: payment.amount,
                  at: iso(),
                  razorpayPaymentId: payment.id,
                  ...(payment.error_description ? { reason: payment.error_description } : {}),
                },
              ],
              updatedAt: iso(),
            }),
            { verb: "payment-failed" },
          );
        });
        return { handled: true };
      }
      if (event !== "payment.captured" && event !== "order.paid") return { handled: false };
      const amount = event === "order.paid" ? (payload.order?.entity.amount_paid ?? payment.amount) : payment.amount;
      const currency = event === "order.paid" ? (payload.order?.entity.currency ?? payment.currency) : payment.currency;
      // Only the order's own total pays it: any other amount is a tampered or partial payment for staff to look at.
      if (amount !== o.total || currency !== "INR") {
        log.warn({ order: o.reference, amount, total: o.total, currency }, "[payments] a payment of another amount than the order's total: not marked paid");
        return { handled: false };
      }
      pay(o, payment.id, eventId);
      return { handled: true };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
