// The orders admin in the browser: an order made through the API and its UPI payment's UTR entered, found in the
// list by its status, its payment confirmed (the UTR prefilled), its invoice downloaded as a PDF, then refunded with
// a credit note; the list at 390 px; a payment confirmed without JavaScript; and a payment link sent from an enquiry.
import type { APIRequestContext, Page } from "@playwright/test";
import { orderAdminMessages as m } from "../../src/shared/admin-messages";
import { expect, loginAs, test } from "./fixtures";

const UTR = "412345678901";
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

type Made = { id: string; reference: string };

/** An order as a visitor makes it on the order page, and the UTR they enter after paying by UPI. */
async function orderWithUtr(request: APIRequestContext, name: string): Promise<Made> {
  const res = await request.post("/api/orders", {
    data: { packageSlug: "pvt-ltd-registration-delhi", state: "07", name, email: "buyer@example.in", phone: "9811045632", businessName: `${name} Traders` },
  });
  expect(res.status(), "order").toBe(201);
  const { data } = (await res.json()) as { data: Made };
  expect((await request.post(`/api/orders/${data.id}/utr`, { data: { utr: UTR } })).status(), "utr").toBe(200);
  return data;
}

/** An enquiry sent through the contact form's API. */
async function createEnquiry(request: APIRequestContext, name: string): Promise<string> {
  const { data } = (await (await request.get("/api/send-message/token")).json()) as { data: { token: string } };
  const res = await request.post("/api/send-message", {
    data: {
      name,
      email: "lead@example.in",
      phone: "9811045632",
      message: "Please help me register a private limited company",
      service: "Company Registration",
      city: "Delhi",
      formToken: data.token,
      source: "contact-page",
      page: "/contact-us",
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** The page does not scroll sideways. */
const noSidewaysScroll = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

test("an admin finds a waiting order, confirms its UPI payment, downloads the invoice and refunds it", async ({ page }) => {
  const name = unique("Order Client");
  const made = await orderWithUtr(page.request, name);
  await loginAs(page);
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");

  // The filters live in the address: waiting orders, searched by the client's name.
  await page.getByLabel("Status").selectOption({ label: m.statusPending });
  await page.getByLabel("Search").fill(name);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=pending_payment/);
  const row = page.getByRole("row").filter({ hasText: made.reference });
  await expect(row).toContainText(name);
  await expect(row).toContainText(`${name} Traders`);
  await expect(row).toContainText(m.statusPending);
  await expect(row).toContainText(/₹\d{1,2},\d{3}\.\d{2}/);
  // Another status leaves it out.
  await page.getByLabel("Status").selectOption({ label: m.statusPaid });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByText(m.noOrdersMatch)).toBeVisible();

  await page.goto(`/admin/orders?status=pending_payment&q=${encodeURIComponent(name)}`);
  await page.getByRole("row").filter({ hasText: made.reference }).getByRole("link", { name: made.reference }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${made.id}$`));
  await expect(page.getByRole("heading", { name: `Order ${made.reference}` })).toBeVisible();

  // The client's UTR waits, highlighted, and is prefilled in the confirmation.
  await expect(page.getByTestId("utr-waiting")).toContainText(UTR);
  const confirm = page.getByRole("region", { name: m.confirmTitle });
  await expect(confirm.getByLabel(m.confirmReference)).toHaveValue(UTR);
  await confirm.getByLabel("Method").selectOption({ label: m.methodUpi });
  await confirm.getByRole("button", { name: m.confirmTitle }).click();
  await expect(page.getByRole("status")).toContainText(/^Payment confirmed\. Tax invoice \d{4}-\d{2}\/\d{4} issued\.$/);
  await expect(page.getByTestId("order-status")).toHaveText(m.statusPaid);
  const invoiceNumber = ((await page.getByTestId("invoice-number").textContent()) ?? "").replace("Invoice ", "");
  expect(invoiceNumber).toMatch(/^\d{4}-\d{2}\/\d{4}$/);
  const payment = page.getByTestId("payment");
  await expect(payment).toContainText(UTR);
  await expect(payment).toContainText(m.methodUpi);
  await expect(payment).toContainText(m.paymentReceived);
  await expect(payment).toContainText("Administrator");
  await page.screenshot({ path: "/tmp/admin-order-1280.png", fullPage: true });

  // The invoice link downloads the PDF (the session cookie goes with it).
  const invoiceLink = page.getByRole("link", { name: m.downloadInvoice(invoiceNumber) });
  const pdf = await page.request.get((await invoiceLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The refund asks first, then records it with a credit note.
  const refund = page.getByRole("region", { name: m.refundTitle });
  await expect(refund).toContainText(m.refundHint);
  await refund.getByLabel(m.reason).fill("The client withdrew before filing.");
  await refund.getByRole("button", { name: m.refundTitle }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText(m.confirmRefund);
  await dialog.getByRole("button", { name: m.refundTitle }).click();
  await expect(page.getByRole("status")).toContainText(/^Refund recorded\. Credit note CN\/\d{4}-\d{2}\/\d{4} issued\.$/);
  await expect(page.getByTestId("order-status")).toHaveText(m.statusRefunded);
  await expect(page.getByTestId("credit-note-number")).toHaveText(/^Credit note CN\/\d{4}-\d{2}\/\d{4}$/);
  await expect(page.getByRole("region", { name: m.notesTitle })).toContainText("Refunded: The client withdrew before filing.");
  const credit = await page.request.get((await page.getByRole("link", { name: /^Credit note CN\/.*\(PDF\)$/ }).getAttribute("href"))!);
  expect(credit.headers()["content-type"]).toBe("application/pdf");
});

test("the orders list reads as cards at 390 px", async ({ page }) => {
  const name = unique("Phone Client");
  const made = await orderWithUtr(page.request, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page);
  await page.goto(`/admin/orders?q=${encodeURIComponent(name)}`);
  const cards = page.getByTestId("order-cards");
  await expect(cards).toBeVisible();
  const card = cards.getByRole("listitem").filter({ hasText: made.reference });
  await expect(card).toContainText(name);
  await expect(card).toContainText(m.statusPending);
  await expect(card).toContainText("Private Limited Company");
  await noSidewaysScroll(page);
  await page.goto("/admin/orders");
  await noSidewaysScroll(page);
  await page.screenshot({ path: "/tmp/admin-orders-390.png", fullPage: true });
  await page.goto(`/admin/orders/${made.id}`);
  await noSidewaysScroll(page);
  await page.screenshot({ path: "/tmp/admin-order-390.png", fullPage: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin confirms a payment with the plain form", async ({ page }) => {
    const made = await orderWithUtr(page.request, unique("Plain Client"));
    await loginAs(page);
    await page.goto(`/admin/orders/${made.id}`);
    const confirm = page.getByRole("region", { name: m.confirmTitle });
    await expect(confirm.getByLabel(m.confirmReference)).toHaveValue(UTR);
    await confirm.getByLabel("Method").selectOption("bank");
    await confirm.getByRole("button", { name: m.confirmTitle }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${made.id}\\?done=confirm$`));
    await expect(page.getByRole("status")).toContainText(/^Payment confirmed\. Tax invoice .+ issued\.$/);
    await expect(page.getByTestId("order-status")).toHaveText(m.statusPaid);
    await expect(page.getByRole("region", { name: "Payments" })).toContainText(m.methodBank);

    // A note, also a plain form.
    await page.getByLabel(m.noteAdd).fill("Checked in the HDFC statement.");
    await page.getByRole("button", { name: m.noteAddButton }).click();
    await expect(page.getByRole("status")).toHaveText(m.noteSaved);
    await expect(page.getByRole("region", { name: m.notesTitle })).toContainText("Checked in the HDFC statement.");
  });
});

test("an admin sends a payment link from an enquiry in the inbox", async ({ page, context }) => {
  const name = unique("Link Lead");
  const id = await createEnquiry(page.request, name);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await loginAs(page);
  await page.goto(`/admin/enquiries?open=${id}`);
  const dialog = page.getByRole("dialog", { name: `Enquiry from ${name}` });
  await expect(dialog).toBeVisible();
  const section = dialog.getByTestId("payment-link");
  await section.getByLabel(m.paymentLinkPackage).selectOption("pvt-ltd-registration-delhi");
  await section.getByLabel(m.paymentLinkState).selectOption({ label: "Delhi" });
  await section.getByRole("button", { name: m.paymentLinkSend }).click();

  const made = section.getByTestId("payment-link-made");
  await expect(made).toContainText(m.paymentLinkEmailed);
  const link = await made.getByLabel(m.paymentLinkLabel).inputValue();
  expect(link).toMatch(/\/order\/status\/CRD-[2-9A-Z]{8}\?key=[\w-]{32}$/);
  const whatsapp = made.getByRole("link", { name: m.paymentLinkWhatsApp });
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", /noopener/);
  const wa = new URL((await whatsapp.getAttribute("href"))!);
  expect(wa.origin + wa.pathname).toBe("https://wa.me/919811045632");
  expect(wa.searchParams.get("text")).toContain(link);

  await made.getByRole("button", { name: m.copyLink }).click();
  await expect(made.getByRole("status").last()).toHaveText(m.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The new order's reference opens it, with the enquiry it came from.
  const reference = /CRD-[2-9A-Z]{8}/.exec(link)![0];
  await made.getByRole("link", { name: m.paymentLinkMade(reference) }).click();
  await expect(page.getByRole("heading", { name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByRole("region", { name: m.fromEnquiry }).getByRole("link")).toHaveAttribute("href", `/admin/enquiries?open=${id}`);
  await expect(page.getByRole("region", { name: m.clientLink }).getByRole("textbox")).toHaveValue(link);
});
