// Orders priced by the server, paid through a local Razorpay stand-in (checkout signatures right and wrong,
// webhook replays, both paths at once, a tampered amount) or by UPI with staff's confirmation, the GST split by
// the place of supply, 20 payments at once numbering 20 invoices, the invoice's PDF text (pdftotext), credit
// notes and the accountant's export.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { GST_STATES } from "../../src/shared/gst";
import { incorporationFeeSeed } from "../../src/server/storage/incorporation-fees-seed";
import { startTestServer, type TestServer } from "../fixtures/server";
import { smtpServer } from "../fixtures/smtp";
import { checkoutSignature, razorpayEnv, razorpayStandIn, RAZORPAY, sign, webhookBody } from "../fixtures/razorpay";

type OrderAnswer = {
  id: string;
  reference: string;
  status: string;
  lines: { kind: string; description: string; amount: number }[];
  fee: number;
  cgst: number;
  sgst: number;
  igst: number;
  governmentFee: number;
  total: number;
  currency: string;
  access: string;
  placeOfSupply: { code: string; name: string };
  invoice?: { number: string; date: string };
  creditNote?: { number: string; date: string };
  pay?: { razorpay: { keyId: string; orderId: string } | null; upi: { vpa: string; link: string } | null };
};

const buyer = { packageSlug: "pvt-ltd-registration-delhi", name: "Rohan Mehta", email: "rohan@example.in", phone: "9876543210", state: "06" };
// The seeded firm is in Haryana (06); the package is ₹8,999 with a ₹1,500 government fee estimate, and an
// order pays the calculator's government fee and stamp duty of the state chosen (incorporation-fees-seed.ts).
const FEE = 899_900;
const ESTIMATE = 150_000;
/** The seeded government fee plus stamp duty of a private limited company in a state, in paise. */
const stateFees = (state: string) => {
  const row = incorporationFeeSeed().find((r) => r.entity === "private-limited" && r.state === state);
  return row ? (row.governmentFee + row.stampDuty) * 100 : undefined;
};
/** Haryana: ₹1,131 of MCA fees and ₹360 of stamp duty. */
const GOVT = stateFees("Haryana")!;
/** Delhi: ₹1,131 of MCA fees and ₹1,200 of stamp duty. */
const DELHI_GOVT = stateFees("Delhi")!;

let ip = 0;
/** Each order from its own address, so the per-address limit only bites where a test means it to. */
const fromNewAddress = () => ({ "x-forwarded-for": `203.0.113.${(ip++ % 250) + 1}` });

describe("orders, Razorpay and invoices", () => {
  let s: TestServer;
  let admin: string;
  let standIn: Awaited<ReturnType<typeof razorpayStandIn>>;
  beforeAll(async () => {
    standIn = await razorpayStandIn();
    s = await startTestServer({ ...razorpayEnv(standIn.url), TRUST_PROXY: "1", ENQUIRY_RATE_LIMIT: "1000" });
    admin = await s.tokenFor("admin");
  });
  afterAll(async () => {
    await s.close();
    await standIn.close();
  });

  const order = async (body: Record<string, unknown> = {}): Promise<OrderAnswer> => {
    const res = await s.api("/api/orders", { method: "POST", json: { ...buyer, ...body }, headers: fromNewAddress() });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: OrderAnswer }).data;
  };
  const staffGet = async (id: string) => ((await (await s.api(`/api/orders/${id}`, { token: admin })).json()) as { data: OrderAnswer & { payments: unknown[] } }).data;
  const webhook = (body: string, headers: Record<string, string> = {}) =>
    s.api("/api/payments/razorpay", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "x-razorpay-signature": sign(RAZORPAY.webhookSecret, body), ...headers },
    });
  const pay = (o: OrderAnswer, paymentId: string, signature = checkoutSignature(o.pay!.razorpay!.orderId, paymentId)) =>
    s.api(`/api/orders/${o.id}/payment`, { method: "POST", json: { razorpay_order_id: o.pay!.razorpay!.orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } });

  it("prices an order in the firm's state as fee + CGST 9% + SGST 9% + the state's government fee and stamp duty, in paise, and ignores a price sent", async () => {
    expect(GOVT).toBe(149_100);
    const o = await order({ total: 100, fee: 1, price: 1 });
    expect(o).toMatchObject({ status: "pending_payment", fee: FEE, cgst: 80_991, sgst: 80_991, igst: 0, governmentFee: GOVT, total: FEE + 161_982 + GOVT, currency: "INR" });
    expect(o.reference).toMatch(/^CRD-[2-9A-Z]{8}$/);
    expect(o.lines.map((l) => l.kind)).toEqual(["fee", "cgst", "sgst", "government_fee"]);
    expect(o.lines.at(-1)).toMatchObject({ description: "Government fee and stamp duty (reimbursement, at actuals, no GST)", amount: GOVT });
    expect(o.access).toMatch(new RegExp(`/order/status/${o.reference}\\?key=[\\w-]{32}$`));
  });

  it("charges IGST 18% out of state, and a GSTIN's state wins over the state chosen", async () => {
    const delhi = await order({ state: "07" });
    expect(delhi).toMatchObject({ cgst: 0, sgst: 0, igst: 161_982, placeOfSupply: { code: "07", name: "Delhi" } });
    const maharashtra = await order({ state: "06", gstin: "27aapfu0939f1zv" });
    expect(maharashtra).toMatchObject({ igst: 161_982, cgst: 0, placeOfSupply: { code: "27", name: "Maharashtra" } });
    const haryana = await order({ state: "07", gstin: "06AAHCV4821K1Z4" });
    expect(haryana).toMatchObject({ cgst: 80_991, sgst: 80_991, igst: 0, placeOfSupply: { code: "06" } });
    // The stamp duty is the chosen state's (where the company is registered), whatever the GSTIN's state.
    expect([delhi.governmentFee, maharashtra.governmentFee, haryana.governmentFee]).toEqual([DELHI_GOVT, GOVT, DELHI_GOVT]);
    expect(delhi.total).toBe(FEE + 161_982 + DELHI_GOVT);
  });

  it("charges in every state what the calculator and the order form show: the state's fees, else the package's estimate", async () => {
    const form = s.services.orders.statutoryFees(buyer.packageSlug);
    for (const [code, name] of GST_STATES) {
      const o = await order({ state: code });
      const expected = stateFees(name) ?? ESTIMATE;
      expect(o.governmentFee, name).toBe(expected);
      expect(o.total, name).toBe(FEE + 161_982 + expected);
      // The order form's live breakdown is priced with this map (its loader's), the package's estimate where it has none.
      expect(form[code] === undefined ? ESTIMATE : form[code] * 100, name).toBe(expected);
      // The calculator's total for the state, where it has one, is the order's.
      if (stateFees(name) !== undefined) expect(s.services.calculators.quote(buyer.packageSlug, name)?.total, name).toBe(o.total);
      expect(o.lines.at(-1)?.description, name).toBe(
        stateFees(name) === undefined ? "Government fee (reimbursement, at actuals, no GST)" : "Government fee and stamp duty (reimbursement, at actuals, no GST)",
      );
    }
    // Only "Other Territory" (97) has no row in the seeded table, so pays the estimate.
    expect(GST_STATES.filter(([, name]) => stateFees(name) === undefined).map(([code]) => code)).toEqual(["97"]);
  });

  it("refuses a GSTIN that fails its check, naming the field, and an unknown package or state", async () => {
    for (const [field, body] of [
      ["gstin", { gstin: "27AAPFU0939F1ZX" }],
      ["gstin", { gstin: "99AAPFU0939F1ZV" }],
      ["gstin", { gstin: "27AAPFU0939F1Z" }],
      ["packageSlug", { packageSlug: "no-such-package" }],
      ["state", { state: "25" }],
      ["phone", { phone: "12" }],
    ] as const) {
      const res = await s.api("/api/orders", { method: "POST", json: { ...buyer, ...body }, headers: fromNewAddress() });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { error: string; fields: { path: string }[] };
      expect(answer.fields[0]?.path).toBe(field);
      if (field === "gstin") expect(answer.error).toMatch(/^GSTIN /);
    }
  });

  it("makes a Razorpay order for the total with our reference as its receipt, and offers UPI to the firm's ID", async () => {
    const o = await order();
    const made = standIn.made.find((m) => m.receipt === o.reference);
    expect(made).toMatchObject({ amount: o.total, currency: "INR", receipt: o.reference });
    expect(o.pay?.razorpay).toEqual({ keyId: RAZORPAY.keyId, orderId: made?.id });
    const upi = new URL(o.pay!.upi!.link.replace("upi://", "https://upi.invalid/"));
    expect(Object.fromEntries(upi.searchParams)).toEqual({
      pa: "companyregistrationdelhi@okhdfcbank",
      pn: "Company Registration Delhi",
      am: (o.total / 100).toFixed(2),
      cu: "INR",
      tn: o.reference,
      tr: o.reference,
    });
  });

  it("marks an order paid only with the checkout's right signature, and issues its invoice", async () => {
    const o = await order();
    const wrong = await pay(o, "pay_wrong0001", sign("not-the-secret", `${o.pay!.razorpay!.orderId}|pay_wrong0001`));
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe(apiMessages.paymentSignature);
    expect((await staffGet(o.id)).status).toBe("pending_payment");
    // Another order's Razorpay id with a signature of its own does not pay this one.
    const other = await order();
    const crossed = await s.api(`/api/orders/${o.id}/payment`, {
      method: "POST",
      json: {
        razorpay_order_id: other.pay!.razorpay!.orderId,
        razorpay_payment_id: "pay_cross0001",
        razorpay_signature: checkoutSignature(other.pay!.razorpay!.orderId, "pay_cross0001"),
      },
    });
    expect(crossed.status).toBe(400);
    const right = await pay(o, "pay_right0001");
    expect(right.status).toBe(200);
    const paid = ((await right.json()) as { data: OrderAnswer }).data;
    expect(paid.status).toBe("paid");
    expect(paid.invoice?.number).toMatch(/^\d{4}-\d{2}\/\d{4}$/);
    expect(paid.invoice!.number.length).toBeLessThanOrEqual(16);
  });

  it("checks the webhook's signature, pays once however often an event is replayed or both paths arrive", async () => {
    const o = await order();
    const rzp = o.pay!.razorpay!.orderId;
    const body = webhookBody("payment.captured", { orderId: rzp, paymentId: "pay_hook0001", amount: o.total });
    const forged = await s.api("/api/payments/razorpay", { method: "POST", body, headers: { "content-type": "application/json", "x-razorpay-signature": sign("forged", body) } });
    expect(forged.status).toBe(400);
    expect((await staffGet(o.id)).status).toBe("pending_payment");
    const answers = await Promise.all([
      webhook(body, { "x-razorpay-event-id": "evt_one" }),
      webhook(body, { "x-razorpay-event-id": "evt_one" }),
      webhook(webhookBody("order.paid", { orderId: rzp, paymentId: "pay_hook0001", amount: o.total }), { "x-razorpay-event-id": "evt_two" }),
      pay(o, "pay_hook0001"),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const stored = await staffGet(o.id);
    expect(stored.status).toBe("paid");
    expect(stored.payments).toHaveLength(1);
    expect(s.services.storage.invoices.find({ where: { order_id: o.id } })).toHaveLength(1);
  });

  it("does not mark paid a payment of another amount (a tampered total), and records a failed one", async () => {
    const o = await order();
    const rzp = o.pay!.razorpay!.orderId;
    expect((await webhook(webhookBody("payment.captured", { orderId: rzp, paymentId: "pay_less0001", amount: o.total - 100 }))).status).toBe(200);
    expect((await webhook(webhookBody("order.paid", { orderId: rzp, paymentId: "pay_less0002", amount: 100 }))).status).toBe(200);
    expect((await webhook(webhookBody("payment.failed", { orderId: rzp, paymentId: "pay_fail0001", amount: o.total }))).status).toBe(200);
    const stored = await staffGet(o.id);
    expect(stored.status).toBe("pending_payment");
    expect(stored.payments).toMatchObject([{ state: "failed", razorpayPaymentId: "pay_fail0001", reason: "Payment was cancelled by the user" }]);
    // The stand-in making a Razorpay order of another amount: no checkout is offered for it (UPI still is).
    standIn.state.amountDelta = -500;
    try {
      const odd = await order();
      expect(odd.pay?.razorpay).toBeNull();
      expect(odd.pay?.upi).not.toBeNull();
    } finally {
      standIn.state.amountDelta = 0;
    }
  });

  it("numbers 20 invoices of 20 payments at once consecutively, with no gap and no repeat", async () => {
    const made = await Promise.all(Array.from({ length: 20 }, () => order()));
    const before = s.services.storage.invoices.count({ kind: "invoice" });
    const paid = await Promise.all(made.map((o, i) => pay(o, `pay_burst${String(i).padStart(4, "0")}`)));
    expect(paid.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = (await Promise.all(paid.map(async (r) => ((await r.json()) as { data: OrderAnswer }).data.invoice!.number))).sort();
    const serials = numbers.map((n) => Number(n.split("/").pop()));
    expect(new Set(numbers).size).toBe(20);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });

  it("takes a 12-digit UTR from the client, and only staff mark a UPI payment paid", async () => {
    const o = await order({ state: "07", businessName: "Mehta Foods Pvt Ltd", gstin: "07AAACB1234F1ZB", address: "Flat 4, Green Park\nNew Delhi 110016" });
    for (const utr of ["12345", "abcdefghijkl", "1234567890123", 123456789012]) {
      const res = await s.api(`/api/orders/${o.id}/utr`, { method: "POST", json: { utr } });
      expect(res.status, String(utr)).toBe(400);
    }
    expect((await s.api(`/api/orders/${o.id}/utr`, { method: "POST", json: { utr: "4123 5678 9012" } })).status).toBe(200);
    expect((await s.api(`/api/orders/${o.id}/confirm`, { method: "POST", json: {} })).status).toBe(401);
    expect((await s.api(`/api/orders/${o.id}/confirm`, { method: "POST", json: {}, token: await s.tokenFor("editor") })).status).toBe(403);
    expect((await staffGet(o.id)).status).toBe("pending_payment");
    const confirmed = await s.api(`/api/orders/${o.id}/confirm`, { method: "POST", json: { method: "upi" }, token: admin });
    expect(confirmed.status).toBe(200);
    const stored = await staffGet(o.id);
    expect(stored).toMatchObject({ status: "paid", payments: [{ method: "upi", state: "captured", utr: "412356789012", by: { email: "admin@test.local" } }] });
    // Paid: a UTR or a second confirmation is refused.
    expect((await s.api(`/api/orders/${o.id}/utr`, { method: "POST", json: { utr: "412356789013" } })).status).toBe(409);
    expect((await s.api(`/api/orders/${o.id}/confirm`, { method: "POST", json: {}, token: admin })).status).toBe(409);
  });

  it("prints every Rule 46 field on the invoice PDF, for staff and for the client's key only", async () => {
    const o = await order({ state: "07", name: "राजेश कुमार", businessName: "Kumar Traders", gstin: "07AAACB1234F1ZB", address: "12 Chandni Chowk, Delhi 110006" });
    await s.api(`/api/orders/${o.id}/confirm`, { method: "POST", json: { utr: "998877665544" }, token: admin });
    const paid = await staffGet(o.id);
    const res = await s.api(`/api/orders/${o.id}/invoice`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    const [day, month, year] = [paid.invoice!.date.slice(8), paid.invoice!.date.slice(5, 7), paid.invoice!.date.slice(0, 4)];
    for (const expected of [
      "Tax Invoice",
      paid.invoice!.number,
      "Vidhikarya Compliance Services Pvt. Ltd.",
      "06AAHCV4821K1Z4",
      "राजेश कुमार",
      "Kumar Traders",
      "07AAACB1234F1ZB",
      "12 Chandni Chowk",
      "Delhi",
      "(07)",
      "9982",
      "8,999.00",
      "1,619.82",
      // Delhi's ₹1,131 of MCA fees and ₹1,200 of stamp duty, in one line without GST.
      "Government fee and stamp duty (reimbursement, at actuals, no",
      "2,331.00",
      "₹12,949.82",
      "Rupees Twelve Thousand Nine Hundred Forty Nine and Eighty Two Paise Only",
    ])
      expect(text, expected).toContain(expected);
    expect(text).toMatch(/IGST/);
    expect(text).toMatch(new RegExp(`${Number(day)}|${day}/${month}/${year}`));
    const key = new URL(o.access).searchParams.get("key")!;
    const own = await s.api(`/api/orders/by-reference/${o.reference}/invoice?key=${key}`);
    expect(own.status).toBe(200);
    expect((await s.api(`/api/orders/by-reference/${o.reference}/invoice?key=${"x".repeat(32)}`)).status).toBe(404);
    expect((await s.api(`/api/orders/by-reference/${o.reference}?key=${key}`)).status).toBe(200);
  });

  it("refunds a paid order with a credit note of its own series, and exports both for the accountant", async () => {
    const o = await order();
    await s.api(`/api/orders/${o.id}/confirm`, { method: "POST", json: {}, token: admin });
    expect((await s.api(`/api/orders/${o.id}/refund`, { method: "POST", json: {}, token: admin })).status).toBe(400);
    const refunded = await s.api(`/api/orders/${o.id}/refund`, { method: "POST", json: { reason: "Client changed their mind within 7 days" }, token: admin });
    expect(refunded.status).toBe(200);
    const stored = await staffGet(o.id);
    expect(stored.status).toBe("refunded");
    expect(stored.creditNote?.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{4}$/);
    const note = await s.api(`/api/orders/${o.id}/invoice?kind=credit_note`, { token: admin });
    expect(await pdfText(Buffer.from(await note.arrayBuffer()))).toContain(stored.invoice!.number);
    const csv = await (await s.api("/api/orders/invoices.csv", { token: admin })).text();
    const rows = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(rows[0]).toBe("Number,Type,Date,Order,Client,Client GSTIN,Place of supply,Taxable value,CGST,SGST,IGST,Government fee and stamp duty,Total");
    // Haryana: ₹1,131 + ₹360 passed on; ₹8,999 + ₹1,619.82 + ₹1,491 in all.
    const invoiceRow = rows.find((r) => r.startsWith(`${stored.invoice!.number},Invoice`));
    expect(invoiceRow).toContain(",8999.00,809.91,809.91,0.00,1491.00,12109.82");
    // The date day first, as a spreadsheet in India reads it; the amounts plain numbers a column can add up.
    const [year, month, day] = stored.invoice!.date.split("-");
    expect(invoiceRow!.split(",")[2]).toBe(`${day}/${month}/${year}`);
    expect(rows.find((r) => r.startsWith(`${stored.creditNote!.number},Credit note`))).toContain(",-8999.00,-809.91,-809.91,0.00,-1491.00,-12109.82");
    // A waiting order is cancelled without a credit note; a cancelled one is not paid by staff afterwards.
    const waiting = await order();
    expect((await s.api(`/api/orders/${waiting.id}/cancel`, { method: "POST", json: { reason: "Duplicate order" }, token: admin })).status).toBe(200);
    expect((await s.api(`/api/orders/${waiting.id}/confirm`, { method: "POST", json: {}, token: admin })).status).toBe(409);
  });

  it("lists orders for admins only, filtered, with the period's totals", async () => {
    expect((await s.api("/api/orders")).status).toBe(401);
    expect((await s.api("/api/orders", { token: await s.tokenFor("editor") })).status).toBe(403);
    const res = await s.api("/api/orders?status=paid&limit=5", { token: admin });
    const body = (await res.json()) as { data: OrderAnswer[]; total: number; totals: { paid: number; total: number } };
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.data.every((o) => o.status === "paid")).toBe(true);
    expect(body.totals.paid).toBe(body.total);
    expect((await s.api("/api/orders?status=owed", { token: admin })).status).toBe(400);
    expect((await s.api("/api/orders?from=yesterday", { token: admin })).status).toBe(400);
    const found = (await (await s.api("/api/orders?q=ROHAN%20MEHTA", { token: admin })).json()) as { total: number };
    expect(found.total).toBeGreaterThan(0);
  });

  it("keeps the Razorpay secrets out of the database, its backup and every answer", async () => {
    const o = await order();
    const page = await (await s.api(`/api/orders/by-reference/${o.reference}?key=${new URL(o.access).searchParams.get("key")}`)).text();
    const settings = await (await s.api("/api/settings")).text();
    const backup = (await (await s.api("/api/backups", { method: "POST", token: admin })).json()) as { data: { file: string } };
    const archive = await fs.readFile(path.join(s.services.config.backupDir, backup.data.file));
    const { gunzipSync } = await import("node:zlib");
    const stored = [await fs.readFile(s.services.storage.file), gunzipSync(archive)];
    for (const secret of [RAZORPAY.keySecret, RAZORPAY.webhookSecret]) {
      expect(page).not.toContain(secret);
      expect(settings).not.toContain(secret);
      for (const bytes of stored) expect(bytes.includes(secret)).toBe(false);
    }
  });

  it("refuses an order's body over 32 KB before reading it, with the JSON 413", async () => {
    const res = await s.api("/api/orders", { method: "POST", json: { ...buyer, address: "y".repeat(40_000) }, headers: fromNewAddress() });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe(apiMessages.payloadTooLarge);
    // The order's own limits fit well inside it: an address at its limit is taken.
    expect((await s.api("/api/orders", { method: "POST", json: { ...buyer, address: "y".repeat(500), businessName: "b".repeat(200) }, headers: fromNewAddress() })).status).toBe(
      201,
    );
  });

  it("answers a wrong method, an unknown order and a malformed webhook with a JSON error", async () => {
    expect((await s.api("/api/orders/no-such-id/utr", { method: "POST", json: { utr: "123456789012" } })).status).toBe(404);
    expect(
      (await s.api("/api/orders/no-such-id/payment", { method: "POST", json: { razorpay_order_id: "order_x", razorpay_payment_id: "pay_x", razorpay_signature: "x" } })).status,
    ).toBe(404);
    const junk = "not json";
    const res = await webhook(junk);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(apiMessages.malformedJson);
    expect((await s.api("/api/payments/razorpay", { method: "POST", body: "{}" })).status).toBe(400);
  });
});

describe("orders without Razorpay", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer({ ENQUIRY_RATE_LIMIT: "3" })));
  afterAll(() => s.close());

  it("offers UPI and bank transfer only, answers the payment endpoints 404, and limits orders per address", async () => {
    const res = await s.api("/api/orders", { method: "POST", json: buyer });
    expect(res.status).toBe(201);
    const o = ((await res.json()) as { data: OrderAnswer }).data;
    expect(o.pay?.razorpay).toBeNull();
    expect(o.pay?.upi?.vpa).toBe("companyregistrationdelhi@okhdfcbank");
    const payment = await s.api(`/api/orders/${o.id}/payment`, { method: "POST", json: { razorpay_order_id: "order_x", razorpay_payment_id: "pay_x", razorpay_signature: "x" } });
    expect(payment.status).toBe(404);
    expect(((await payment.json()) as { error: string }).error).toBe(apiMessages.paymentsOff);
    expect((await s.api("/api/payments/razorpay", { method: "POST", body: "{}" })).status).toBe(404);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await s.api("/api/orders", { method: "POST", json: { ...buyer, email: `n${randomBytes(3).toString("hex")}@example.in` } })).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("makes a payment link for an enquiry's lead", async () => {
    const admin = await s.tokenFor("admin");
    const { data: form } = (await (await s.api("/api/send-message/token")).json()) as { data: { token: string } };
    s.clock.advance(10_000);
    const lead = {
      name: "Meera Iyer",
      email: "meera@example.in",
      phone: "9812345678",
      message: "I want to register a private limited company",
      formToken: form.token,
      source: "contact-page",
    };
    const sent = await s.api("/api/send-message", { method: "POST", json: lead, headers: { "x-forwarded-for": "198.51.100.7" } });
    expect(sent.status).toBe(200);
    const enquiry = s.services.storage.enquiries.find({ where: { search: { contains: "meera@example.in" } }, limit: 1 })[0]!;
    expect((await s.api(`/api/enquiries/none/payment-link`, { method: "POST", json: { packageSlug: buyer.packageSlug }, token: admin })).status).toBe(404);
    const res = await s.api(`/api/enquiries/${enquiry.id}/payment-link`, { method: "POST", json: { packageSlug: buyer.packageSlug }, token: admin });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { order: OrderAnswer & { client: { name: string; email: string } }; link: string; whatsapp: string } };
    expect(data.order.client).toMatchObject({ name: "Meera Iyer", email: "meera@example.in" });
    expect(data.whatsapp).toMatch(/^https:\/\/wa\.me\/919812345678\?text=/);
    expect(data.whatsapp).toContain(encodeURIComponent(data.link));
    expect(s.services.storage.orders.get(data.order.id)?.enquiryId).toBe(enquiry.id);
  });
});

describe("an order's e-mails", () => {
  let s: TestServer;
  const smtp = smtpServer();
  beforeAll(async () => {
    const port = await smtp.listen();
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: "orders@firm.example" });
  });
  afterAll(async () => {
    await s.close();
    await smtp.close();
  });

  /** The messages received so far, once `count` have arrived (the sends follow the answers). */
  const received = async (count: number) => {
    for (let i = 0; i < 200 && smtp.received.length < count; i++) await new Promise((r) => setTimeout(r, 25));
    return smtp.received;
  };

  it("sends the client their order's link, then on payment the tax invoice as a PDF, and tells the firm", async () => {
    const res = await s.api("/api/orders", { method: "POST", json: { ...buyer, email: "client@example.in" } });
    const o = ((await res.json()) as { data: OrderAnswer }).data;
    const [link] = await received(1);
    expect(link?.to).toEqual(["client@example.in"]);
    expect(link?.raw.replace(/=\r?\n/g, "")).toContain(`/order/status/${o.reference}?key=3D`);
    await s.api(`/api/orders/${o.id}/confirm`, { method: "POST", json: { utr: "112233445566" }, token: await s.tokenFor("admin") });
    const all = await received(3);
    const receipt = all.find((m) => m.to.includes("client@example.in") && /Payment received/.test(m.raw));
    expect(receipt?.raw).toMatch(/Content-Type: application\/pdf; name=invoice-\d{4}-\d{2}-\d{4}\.pdf/);
    const notice = all.find((m) => m.to.includes("orders@firm.example"));
    expect(notice?.raw).toContain(`Paid order ${o.reference}`);
    // The amount as the invoice prints it: rupee sign, Indian grouping, paise.
    const total = `₹${Math.floor(o.total / 100).toLocaleString("en-IN")}.${String(o.total % 100).padStart(2, "0")}`;
    expect(total).toMatch(/^₹\d+,\d{3}\.\d{2}$/);
    expect(quotedPrintable(receipt!.raw)).toContain(`We have received ${total} for `);
    expect(quotedPrintable(notice!.raw)).toContain(`paid ${total} for `);
    expect(quotedPrintable(link!.raw)).toContain(`comes to ${total} (`);
  });
});

/** A message's text with its quoted-printable undone (soft line breaks, =XX bytes as UTF-8). */
const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** The PDF's text as pdftotext reads it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "invoice-"));
  try {
    const file = path.join(dir, "doc.pdf");
    await fs.writeFile(file, pdf);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
