// The order pages through the whole site (page cache, guards and security headers in front of the real render):
// the order form with its breakdown and its no-JavaScript POST, the order's page by its key (never kept by the
// page cache or a browser, a 404 for a wrong key), the UTR form, the paid page with its invoice, the checkout's
// CSP on the order's page alone, and robots.txt.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layoutMessages } from "../../src/shared/layout-messages";
import { checkoutSignature, razorpayEnv, razorpayStandIn } from "../fixtures/razorpay";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";

const SLUG = "pvt-ltd-registration-delhi";
const buyer = { name: "Rohan Mehta", email: "rohan@example.in", phone: "9876543210", businessName: "Mehta Traders", address: "12 Main Road\nKarol Bagh" };
// Of Delhi (07), with its right check character; the seeded firm is in Haryana (06).
const DELHI_GSTIN = "07AAACB1234F1ZB";

describe("the order pages", () => {
  let s: TestServer;
  let base = "";
  let close: () => Promise<void>;

  beforeAll(async () => {
    const standIn = await razorpayStandIn();
    s = await startTestServer({ ...razorpayEnv(standIn.url), ENQUIRY_RATE_LIMIT: "1000" });
    const render = await startSiteRender(s.services);
    const pages = await servePages(s.services, render.render);
    base = pages.base;
    close = async () => {
      await pages.close();
      await render.close();
      await s.close();
      await standIn.close();
    };
  }, 60_000);
  afterAll(() => close());

  const get = (path: string) => fetch(base + path, { headers: { accept: "text/html" }, redirect: "manual" });
  /** The page's text without React's separators, so a sentence reads as on the screen. */
  const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
  /** The form POST a browser without JavaScript sends. */
  const post = (path: string, fields: Record<string, string>) =>
    fetch(base + path, { method: "POST", body: new URLSearchParams(fields), headers: { accept: "text/html", origin: base }, redirect: "manual" });
  /** An order made through the order form's POST; its page's path (with the key). */
  const order = async (fields: Record<string, string> = {}) => {
    const res = await post(`/order/${SLUG}`, { ...buyer, state: "06", gstin: "", ...fields });
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(/^\/order\/status\/CRD-[2-9A-Z]{8}\?key=[\w-]{32}$/);
    return location;
  };

  it("renders the order form of a published package with its breakdown, noindex and never stored", async () => {
    const res = await get(`/order/${SLUG}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const page = await html(res);
    expect(page).toContain("<title>Buy Private Limited Company | ");
    expect(page).toMatch(/<meta name="robots" content="noindex"\/>/);
    // ₹8,999 + CGST 9% + SGST 9% (the firm's own state by default) + Haryana's ₹1,131 of MCA fees and ₹360 of
    // stamp duty (the calculator's seeded figures).
    for (const text of [
      "Professional fee",
      "₹8,999",
      "CGST 9%",
      "SGST 9%",
      "₹809.91",
      "Govt. fee and stamp duty, at actuals",
      "about ₹1,491",
      "Total",
      "₹12,109.82",
      "Pay ₹12,109.82",
    ])
      expect(page, text).toContain(text);
    expect(page).not.toContain("IGST");
    expect(page).toMatch(/<option value="06" selected="">Haryana<\/option>/);
    expect(page).toContain('href="/terms-condition"');
    expect(page).toContain('href="/refund-policy"');
    expect(page).toContain("Give your GSTIN to claim input tax credit.");
  });

  it("answers 404 for an unknown package", async () => {
    const res = await get("/order/no-such-package");
    expect(res.status).toBe(404);
    expect(await html(res)).toMatch(/<meta name="robots" content="noindex"\/>/);
  });

  it("takes the form without JavaScript: a bad GSTIN comes back with its problem and what was typed; a right one goes to the order's page", async () => {
    const refused = await post(`/order/${SLUG}`, { ...buyer, state: "07", gstin: "07AAACB1234F1Z9" });
    expect(refused.status).toBe(400);
    const page = await html(refused);
    expect(page).toContain("Please correct the highlighted fields.");
    expect(page).toContain("GSTIN has a wrong last character: check the GSTIN");
    expect(page).toContain('value="07AAACB1234F1Z9"');
    expect(page).toContain('value="Rohan Mehta"');
    expect(page).toMatch(/<option value="07" selected="">Delhi<\/option>/);
    // Out of state: IGST 18%; Delhi's ₹1,131 of MCA fees and ₹1,200 of stamp duty, the calculator's total.
    expect(page).toContain("IGST 18%");
    expect(page).toContain("about ₹2,331");
    expect(page).toContain("Pay ₹12,949.82");

    const location = await order({ state: "06", gstin: DELHI_GSTIN });
    const status = await html(await get(location));
    // The GSTIN's state (Delhi) is the place of supply: IGST, whatever state was chosen.
    expect(status).toContain("IGST 18%");
    expect(status).toContain("Place of supply: Delhi (07)");
  });

  it("shows the order's page by its key: no-store and noindex, never from the page cache; a wrong key is a 404", async () => {
    const location = await order();
    for (let i = 0; i < 2; i++) {
      const res = await get(location);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(res.headers.get("x-page-cache"), `request ${i + 1}`).toBeNull();
      const page = await html(res);
      expect(page).toMatch(/<meta name="robots" content="noindex"\/>/);
      expect(page).toContain("Waiting for payment");
      expect(page).toContain("₹12,109.82");
      expect(page).toContain("Government fee and stamp duty (reimbursement, at actuals, no GST)");
      // Razorpay's checkout, the UPI QR code with the app's link, and the bank details.
      expect(page).toContain("Pay ₹12,109.82 online");
      expect(page).toMatch(/data-testid="upi-qr"[^>]*><svg/);
      expect(page).toMatch(/href="upi:\/\/pay\?pa=companyregistrationdelhi%40okhdfcbank&amp;pn=[^"]*&amp;am=12109.82/);
      expect(page).toContain("50200012345678");
      expect(page).toContain("HDFC0001234");
    }
    const wrongKey = await get(location.replace(/key=.*/, "key=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"));
    expect(wrongKey.status).toBe(404);
    expect(wrongKey.headers.get("cache-control")).toBe("no-store");
    expect(await html(wrongKey)).toContain(`<title>${layoutMessages.pageNotFoundTitle} | `);
    expect((await get(location.replace(/\?key=.*/, ""))).status).toBe(404);
    // The reference is case-sensitive: its path is not redirected to lower case (it would lose the order).
    expect((await get(location)).headers.get("location")).toBeNull();
  });

  it("takes a UTR through the page's form and says it was received; a wrong one comes back with its problem", async () => {
    const location = await order();
    const wrong = await post(location, { utr: "12345" });
    expect(wrong.status).toBe(400);
    const refused = await html(wrong);
    expect(refused).toContain("UTR must be the 12-digit UTR (transaction reference) of your payment");
    expect(refused).toContain('value="12345"');

    const sent = await post(location, { utr: "4321 5678 9012" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${location}#payment`);
    const page = await html(await get(location));
    expect(page).toContain("We have your UTR 432156789012.");
    expect(page).toContain("Waiting for payment");
    // A UTR for an order's page needs that order's key: without it, the site's 404 page.
    const wrongKey = await post(location.replace(/key=.*/, "key=nope"), { utr: "432156789012" });
    expect(wrongKey.status).toBe(404);
    expect(await html(wrongKey)).toContain(`<title>${layoutMessages.pageNotFoundTitle} | `);
  });

  it("shows a paid order with its invoice to download, and no payment options", async () => {
    const location = await order();
    const reference = /CRD-[2-9A-Z]{8}/.exec(location)?.[0] ?? "";
    const key = new URL(location, base).searchParams.get("key") ?? "";
    const view = ((await (await s.api(`/api/orders/by-reference/${reference}?key=${key}`)).json()) as { data: { id: string; pay: { razorpay: { orderId: string } } } }).data;
    const paid = await s.api(`/api/orders/${view.id}/payment`, {
      method: "POST",
      json: {
        razorpay_order_id: view.pay.razorpay.orderId,
        razorpay_payment_id: "pay_pages000001",
        razorpay_signature: checkoutSignature(view.pay.razorpay.orderId, "pay_pages000001"),
      },
    });
    expect(paid.status).toBe(200);
    const page = await html(await get(location));
    expect(page).toContain(">Paid<");
    expect(page).toMatch(/We have your payment\. Your invoice \d{4}-\d{2}\/\d{4} is below; our team will call you within one working day to collect your documents\./);
    const invoice = /href="(\/api\/orders\/by-reference\/[^"]+\/invoice\?key=[^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
    expect(invoice).toBeDefined();
    const pdf = await fetch(base + invoice);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(page).not.toContain("Pay ₹12,109.82 online");
    expect(page).not.toContain("upi://pay");
  });

  it("lets Razorpay's checkout in on the order's page only", async () => {
    const location = await order();
    const csp = (await get(location)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/frame-src https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.razorpay\.com https:\/\/lumberjack\.razorpay\.com/);
    expect(csp).toMatch(/script-src [^;]*'nonce-[^']+' 'strict-dynamic'/);
    for (const path of ["/", `/order/${SLUG}`, `/${SLUG}`, "/api/packages"]) {
      const other = (await get(path)).headers.get("content-security-policy") ?? "";
      expect(other, path).toContain("frame-src 'none'");
      expect(other, path).not.toContain("razorpay");
    }
  });

  it("keeps crawlers out of the order pages: robots.txt disallows them, the sitemap lists none", async () => {
    expect(await (await get("/robots.txt")).text()).toContain("Disallow: /order/\n");
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/${SLUG}</loc>`);
    expect(sitemap).not.toContain("/order/");
  });
});
