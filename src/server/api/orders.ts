// Orders, payments and invoices (docs/product.md#orders-api). Public: POST /api/orders (rate-limited like the
// enquiry form), the order by reference and key, the checkout's verification, the UTR, the invoice by key, and
// Razorpay's webhook (its signature is its authentication). Admin: the list, an order, its actions, the invoice
// PDFs, the accountant's export and a payment link from an enquiry.
import { pipeline } from "node:stream/promises";
import express, { Router, type Request, type Response } from "express";
import { requireRole } from "../auth/middleware";
import { param } from "../http/params";
import { editorOf } from "../services/conflict";
import { actorOf } from "../services/events";
import type { Services } from "../services";
import type { Invoice } from "../../shared/schemas/order";

/** The largest body the order routes read (JSON): their fields at their limits fit in a few kilobytes. */
export const ORDER_BODY_LIMIT = "32kb";

const text = (v: unknown) => (typeof v === "string" ? v : undefined);

/** A document as a PDF download, never kept by a browser or proxy. */
async function sendPdf(res: Response, services: Services, invoice: Invoice): Promise<void> {
  const pdf = await services.invoices.pdf(invoice);
  res.set({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${invoice.kind === "invoice" ? "invoice" : "credit-note"}-${invoice.number.replace(/\//g, "-")}.pdf"`,
    "Cache-Control": "no-store",
  });
  res.send(pdf);
}

/** The webhook's route, mounted before the API's JSON parser: its signature is of the raw bytes. */
export function paymentWebhookRouter({ payments }: Services): Router {
  const r = Router();
  r.post("/payments/razorpay", express.raw({ type: () => true, limit: "1mb" }), (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res.json({ data: payments.webhook(raw, req.get("x-razorpay-signature"), req.get("x-razorpay-event-id")) });
  });
  return r;
}

export function ordersRouter(services: Services): Router {
  const { orders, payments, invoices } = services;
  const r = Router();
  const staff = requireRole("admin");
  const id = (req: Request) => param(req, "id");

  r.post("/orders", async (req, res) => void res.status(201).json({ data: await orders.create(req.body, req.ip ?? "") }));
  r.get(
    "/orders",
    staff,
    (req, res) =>
      void res.json(
        orders.list({
          status: text(req.query.status),
          from: text(req.query.from),
          to: text(req.query.to),
          q: text(req.query.q),
          page: text(req.query.page),
          limit: text(req.query.limit),
        }),
      ),
  );
  // The accountant's export: one row per invoice and credit note of the period (GSTR-1's figures).
  r.get("/orders/invoices.csv", staff, async (req, res) => {
    const csv = invoices.csv({ from: text(req.query.from), to: text(req.query.to) });
    res.set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="invoices-${orders.today()}.csv"`, "Cache-Control": "no-store" });
    res.write("\uFEFF");
    await pipeline(csv, res).catch(() => res.destroy());
  });
  // The client's own view: by reference and the key of their link (a wrong key is a 404, as no order is).
  r.get("/orders/by-reference/:reference", async (req, res) => void res.json({ data: await orders.byReference(param(req, "reference"), text(req.query.key) ?? "") }));
  r.get("/orders/by-reference/:reference/invoice", async (req, res) => {
    const o = await orders.byReference(param(req, "reference"), text(req.query.key) ?? "");
    const number = req.query.kind === "credit_note" ? o.creditNote?.number : o.invoice?.number;
    await sendPdf(res, services, invoices.byNumber(number ?? ""));
  });
  // The leads dashboard's revenue and enquiry-to-order conversion of a period (days, inclusive).
  r.get("/orders/stats", staff, (req, res) => void res.json({ data: orders.stats(text(req.query.from) ?? orders.today(), text(req.query.to) ?? orders.today()) }));
  r.get("/orders/:id", staff, (req, res) => void res.json({ data: orders.detail(id(req)) }));
  r.get("/orders/:id/invoice", staff, async (req, res) => {
    const o = orders.get(id(req));
    const number = req.query.kind === "credit_note" ? o.creditNote?.number : o.invoice?.number;
    await sendPdf(res, services, invoices.byNumber(number ?? ""));
  });
  r.post("/orders/:id/payment", (req, res) => void res.json({ data: payments.verifyCheckout(id(req), req.body) }));
  r.post("/orders/:id/utr", (req, res) => void res.json({ data: orders.submitUtr(id(req), req.body, req.ip ?? "") }));
  r.post("/orders/:id/confirm", staff, (req, res) => void res.json({ data: orders.confirm(id(req), req.body, editorOf(req.user), actorOf(req)) }));
  r.post("/orders/:id/cancel", staff, (req, res) => void res.json({ data: orders.cancel(id(req), req.body, editorOf(req.user), actorOf(req)) }));
  r.post("/orders/:id/refund", staff, (req, res) => void res.json({ data: orders.refund(id(req), req.body, editorOf(req.user), actorOf(req)) }));
  r.post("/orders/:id/notes", staff, (req, res) => void res.json({ data: orders.note(id(req), req.body, editorOf(req.user), actorOf(req)) }));
  r.post(
    "/enquiries/:id/payment-link",
    staff,
    async (req, res) => void res.status(201).json({ data: await orders.paymentLink(id(req), req.body, editorOf(req.user), actorOf(req)) }),
  );
  return r;
}
