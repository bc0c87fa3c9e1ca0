// The orders screens as the server renders them: the list with its filter and the period's totals for an admin,
// the refusal of an editor, a form posted without JavaScript that confirms a payment (marks the order paid,
// issues its invoice, and comes back to the order with the notice), and an enquiry's payment link posted the same way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeEnquiry } from "../../scripts/lib/fake-enquiries";
import { adminMessages, orderAdminMessages } from "../../src/shared/admin-messages";
import { formatPaise } from "../../src/app/components/admin/order-ui";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";

type Made = { id: string; reference: string; total: number; fee: number; cgst: number; sgst: number; igst: number; governmentFee: number };
type Detail = Made & { status: string; invoice?: { number: string }; payments: { method: string; utr?: string; by?: { email: string } }[] };

const buyer = { packageSlug: "pvt-ltd-registration-delhi", email: "buyer@example.in", phone: "9876543210", state: "07" };

/** The page's text as a reader sees it: no scripts (the loader data), no tags, no React's text separators. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the orders screens, rendered by the server", () => {
  let s: TestServer;
  let site: Awaited<ReturnType<typeof servePages>>;
  let renderer: Awaited<ReturnType<typeof startSiteRender>>;
  let admin: string;
  let adminCookie: string;
  let waiting: Made;
  let paid: Made;

  const order = async (name: string, businessName = ""): Promise<Made> => {
    const res = await s.api("/api/orders", { method: "POST", json: { ...buyer, name, businessName } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: Made }).data;
  };
  const detail = async (id: string) => ((await (await s.api(`/api/orders/${id}`, { token: admin })).json()) as { data: Detail }).data;
  const page = async (path: string, cookie = adminCookie) => fetch(`${site.base}${path}`, { headers: { cookie }, redirect: "manual" });
  const form = (fields: Record<string, string>, cookie = adminCookie) => ({
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.base, cookie },
    redirect: "manual" as const,
  });

  beforeAll(async () => {
    s = await startTestServer({ ENQUIRY_RATE_LIMIT: "1000" });
    renderer = await startSiteRender(s.services);
    site = await servePages(s.services, renderer.render);
    admin = await s.tokenFor("admin");
    adminCookie = `session=${admin}`;
    waiting = await order("Asha Waiting", "Asha Traders");
    paid = await order("Bimal Paid");
    expect((await s.api(`/api/orders/${paid.id}/confirm`, { method: "POST", token: admin, json: { method: "bank", utr: "HDFC123" } })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await site.close();
    await renderer.close();
    await s.close();
  });

  it("lists the orders with their status, client and total, and the totals of the paid ones", async () => {
    const res = await page("/admin/orders");
    expect(res.status).toBe(200);
    const text = textOf(await res.text());
    for (const o of [waiting, paid]) expect(text).toContain(o.reference);
    expect(text).toContain("Asha Traders");
    expect(text).toContain(orderAdminMessages.statusPending);
    expect(text).toContain(orderAdminMessages.statusPaid);
    const paidInvoice = (await detail(paid.id)).invoice?.number;
    expect(paidInvoice).toBeTruthy();
    expect(text).toContain(paidInvoice);
    // Totals: the one paid order's taxable value, GST, government fee and total, in rupees with paise.
    expect(text).toContain(`Paid orders 1`);
    expect(text).toContain(`Taxable value ${formatPaise(paid.fee)}`);
    expect(text).toContain(`GST ${formatPaise(paid.cgst + paid.sgst + paid.igst)}`);
    expect(text).toContain(`Government fees and stamp duty ${formatPaise(paid.governmentFee)}`);
    expect(text).toContain(`Total ${formatPaise(paid.total)}`);
    expect(formatPaise(paid.total)).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}$/);
    expect(text).toContain(orderAdminMessages.ordersRange(1, 2, 2));
    // The export link carries the period of the address.
    const filtered = await (await page("/admin/orders?status=pending_payment&from=2020-01-01&to=2099-12-31")).text();
    expect(filtered).toContain('href="/api/orders/invoices.csv?from=2020-01-01&amp;to=2099-12-31"');
    expect(textOf(filtered)).toContain(waiting.reference);
    expect(textOf(filtered)).not.toContain(paid.reference);
  });

  it("refuses an editor, as every admin-only screen does", async () => {
    const editor = await s.tokenFor("editor");
    const res = await page("/admin/orders", `session=${editor}`);
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain(adminMessages.notPermitted);
    expect(html).not.toContain(waiting.reference);
    expect((await page(`/admin/orders/${waiting.id}`, `session=${editor}`)).status).toBe(403);
  });

  it("confirms a payment from a form posted without JavaScript: paid, invoiced, and back to the order with the notice", async () => {
    expect((await s.api(`/api/orders/${waiting.id}/utr`, { method: "POST", json: { utr: "412345678901" } })).status).toBe(200);
    const before = textOf(await (await page(`/admin/orders/${waiting.id}`)).text());
    expect(before).toContain(orderAdminMessages.utrWaiting("412345678901", "").split(", entered")[0]);

    const res = await fetch(`${site.base}/admin/orders/${waiting.id}`, form({ intent: "confirm", method: "upi", utr: "412345678901" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/admin/orders/${waiting.id}?done=confirm`);

    const o = await detail(waiting.id);
    expect(o.status).toBe("paid");
    expect(o.invoice?.number).toBeTruthy();
    expect(o.payments).toMatchObject([{ method: "upi", utr: "412345678901", by: { email: "admin@test.local" } }]);

    const after = textOf(await (await page(`/admin/orders/${waiting.id}?done=confirm`)).text());
    expect(after).toContain(orderAdminMessages.confirmed(o.invoice!.number));
    expect(after).toContain(orderAdminMessages.downloadInvoice(o.invoice!.number));

    // A second confirmation is refused with the API's message, shown on the page.
    const again = await fetch(`${site.base}/admin/orders/${waiting.id}`, form({ intent: "confirm", method: "upi", utr: "" }));
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("This order is already paid.");
  });

  it("makes an enquiry's payment link from the inbox's form posted without JavaScript, and shows the link, WhatsApp and the order", async () => {
    const lead = { ...fakeEnquiry(5), name: "Chitra Lead", email: "chitra@example.in", phone: "9811045632" };
    s.services.storage.enquiries.create(lead);
    const res = await fetch(`${site.base}/admin/enquiries?open=${lead.id}`, form({ intent: "payment-link", id: lead.id, packageSlug: "pvt-ltd-registration-delhi", state: "27" }));
    expect(res.status).toBe(200);
    const html = await res.text();
    const link = /\/order\/status\/(CRD-[2-9A-Z]{8})\?key=[\w-]{32}/.exec(html);
    expect(link).not.toBeNull();
    const reference = link![1]!;
    expect(textOf(html)).toContain(orderAdminMessages.paymentLinkMade(reference));
    expect(textOf(html)).toContain(orderAdminMessages.paymentLinkEmailed);
    expect(html).toMatch(/href="https:\/\/wa\.me\/919811045632\?text=[^"]+" target="_blank" rel="noopener noreferrer"/);
    // The order is the lead's, priced for Maharashtra (IGST), and linked back to the enquiry.
    const list = (await (await s.api(`/api/orders?q=${reference}`, { token: admin })).json()) as {
      data: (Made & { enquiryId?: string; placeOfSupply: string; client: { email: string } })[];
    };
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ enquiryId: lead.id, placeOfSupply: "27", client: { email: "chitra@example.in" } });
    expect(list.data[0]!.igst).toBeGreaterThan(0);
    expect(html).toContain(`href="/admin/orders/${list.data[0]!.id}"`);
  });
});
