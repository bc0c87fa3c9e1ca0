// Orders, their payments and the GST tax invoices and credit notes issued for them
// (docs/product.md#orders). Amounts are whole paise; the browser never sends one: the server prices an order
// from the package and the place of supply (shared/gst.ts).
import { z } from "zod";
import { looksLikeEmail, ENQUIRY_LIMITS, stripSpecialChars } from "../enquiry-rules";
import { gstinProblem, gstStateName, normalizeGstin } from "../gst";
import { PHONE_REGEX } from "../constants";
import { normalisePhone } from "../phone";
import { editorSchema, idSchema, text, typeError } from "./common";
import { fieldProblems } from "../api-messages";

export const ORDER_STATUSES = ["pending_payment", "paid", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ["razorpay", "upi", "bank"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Field lengths, shared by the order form's inputs (maxLength) and the server. */
export const ORDER_LIMITS = { businessName: 200, address: 500, note: 2000, reason: 500 } as const;

const oneLine = (max: number) => text().trim().max(max);
/** A GST state code such as "07" (Delhi). */
export const stateCodeSchema = text()
  .trim()
  .refine((s) => gstStateName(s) !== undefined, 'must be a state\'s two-digit GST code, such as "07" for Delhi');
/** A GSTIN, spaces removed and upper-cased, then checked (shape, state code, check character); "" for none. */
export const gstinSchema = text()
  .transform(normalizeGstin)
  .superRefine((s, ctx) => {
    const problem = s === "" ? null : gstinProblem(s);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** POST /api/orders: who buys which package, and where (the place of supply). Never a price. */
export const orderInputSchema = z.object({
  packageSlug: text().trim().min(1, fieldProblems.required).max(100),
  name: text().trim().min(1, fieldProblems.required).max(ENQUIRY_LIMITS.name),
  email: text().trim().min(1, fieldProblems.required).max(ENQUIRY_LIMITS.email).refine(looksLikeEmail, "must be a valid e-mail"),
  phone: text().transform(normalisePhone).pipe(z.string().regex(PHONE_REGEX, "must be 10 digits")),
  state: stateCodeSchema,
  businessName: oneLine(ORDER_LIMITS.businessName).optional().default(""),
  gstin: gstinSchema.optional().default(""),
  address: z
    .string({ error: typeError(fieldProblems.notString) })
    .transform((s) => stripSpecialChars(s).replace(/\r\n?/g, "\n"))
    .pipe(text("multiline").trim().max(ORDER_LIMITS.address))
    .optional()
    .default(""),
  enquiryId: text().trim().max(100).optional(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** One line of the breakdown: the fee, each tax, the government fee. */
export const orderLineSchema = z.object({
  kind: z.enum(["fee", "cgst", "sgst", "igst", "government_fee"]),
  description: z.string(),
  /** The SAC of the fee's line. */
  sac: z.string().optional(),
  /** The tax's rate in percent. */
  rate: z.number().optional(),
  amount: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** captured: money received (Razorpay, or confirmed by staff); failed: an attempt Razorpay reported failed. */
  state: z.enum(["captured", "failed"]),
  amount: z.number().int(),
  at: z.string(),
  razorpayPaymentId: z.string().optional(),
  utr: z.string().optional(),
  /** The staff member who confirmed a UPI or bank payment. */
  by: editorSchema.optional(),
  /** Razorpay's reason for a failure. */
  reason: z.string().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** An order's and a document's amounts in paise (shared/gst.ts OrderAmounts). */
const amountsShape = {
  fee: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  governmentFee: z.number().int(),
  total: z.number().int(),
};

const documentRef = z.object({ number: z.string(), date: z.string() });

export const orderSchema = z.object({
  id: idSchema,
  /** The client's reference ("CRD-7K3M9QXA"): the receipt at Razorpay, the UPI note, the order page's address. */
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  package: z.object({ id: z.string(), slug: z.string(), title: z.string(), sac: z.string() }),
  client: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    businessName: z.string(),
    gstin: z.string(),
    address: z.string(),
    /** The state they chose (GST code). */
    state: z.string(),
  }),
  /** The GST state code of the place of supply, and of the firm when the order was priced. */
  placeOfSupply: z.string(),
  firmState: z.string(),
  lines: z.array(orderLineSchema),
  ...amountsShape,
  currency: z.literal("INR"),
  /** The enquiry it came from (a payment link sent from the inbox, or the visitor's own). */
  enquiryId: z.string().optional(),
  /** Who made it: the visitor on the order page, or staff sending a payment link. */
  source: z.enum(["site", "staff"]),
  razorpayOrderId: z.string().optional(),
  payments: z.array(paymentSchema),
  /** The UTR the client entered after a UPI or bank transfer, for staff to confirm. */
  utr: z.object({ value: z.string(), at: z.string() }).optional(),
  paidAt: z.string().optional(),
  invoice: documentRef.optional(),
  creditNote: documentRef.optional(),
  cancelledAt: z.string().optional(),
  notes: z.array(z.object({ at: z.string(), by: editorSchema.optional(), text: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: editorSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** A tax invoice or a credit note as issued: everything Rule 46 (or 53) asks it to show, never edited after. */
export const invoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(["invoice", "credit_note"]),
  /** "2026-27/0001" for invoices, "CN/2026-27/0001" for credit notes: consecutive within the financial year. */
  number: z.string(),
  fy: z.string(),
  serial: z.number().int(),
  /** The day of issue, India time (YYYY-MM-DD). */
  date: z.string(),
  orderId: z.string(),
  orderReference: z.string(),
  /** A credit note's invoice, and why it was issued. */
  against: documentRef.optional(),
  reason: z.string().optional(),
  /** `cin` of a company, `llpin` of an LLP: when the firm's details had one (absent on invoices issued before they were kept). */
  firm: z.object({
    name: z.string(),
    address: z.string(),
    gstin: z.string(),
    pan: z.string(),
    state: z.string(),
    email: z.string(),
    phone: z.string(),
    cin: z.string().optional(),
    llpin: z.string().optional(),
  }),
  client: z.object({ name: z.string(), businessName: z.string(), address: z.string(), gstin: z.string(), email: z.string(), phone: z.string() }),
  placeOfSupply: z.object({ code: z.string(), name: z.string() }),
  /** What was supplied: the package's title. */
  description: z.string(),
  sac: z.string(),
  lines: z.array(orderLineSchema),
  ...amountsShape,
  totalInWords: z.string(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A Razorpay webhook event or payment already handled (replays change nothing). */
export const paymentEventSchema = z.object({ id: z.string(), orderId: z.string().optional(), at: z.string() });

/** How a client may pay an order that waits: Razorpay's checkout, UPI to the firm's ID, a bank transfer (null: not offered). */
export type PaymentOptions = {
  razorpay: { keyId: string; orderId: string } | null;
  upi: { vpa: string; payee: string; link: string } | null;
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string } | null;
};

/** An order as its client sees it (POST /api/orders' answer, the order page): amounts in paise, never staff notes. */
export type OrderView = {
  id: string;
  reference: string;
  status: OrderStatus;
  package: { slug: string; title: string };
  client: Order["client"];
  placeOfSupply: { code: string; name: string };
  lines: OrderLine[];
  fee: number;
  cgst: number;
  sgst: number;
  igst: number;
  governmentFee: number;
  total: number;
  currency: "INR";
  /** The client's order link (also in the confirmation e-mail). */
  access: string;
  createdAt: string;
  paidAt?: string;
  invoice?: { number: string; date: string };
  creditNote?: { number: string; date: string };
  /** The UTR the client entered, while staff check it. */
  utr?: { value: string; at: string };
  /** Only while the order waits for payment. */
  pay?: PaymentOptions;
};
