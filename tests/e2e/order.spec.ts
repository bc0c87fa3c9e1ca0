// Buying a package: "Buy now" on a package card, the order form with its live GST breakdown, the order's page
// with UPI (QR code, the UPI app's link on a phone) and bank details, and the UTR of a transfer; with and
// without JavaScript, on a phone and a desktop. The e2e server has no Razorpay keys: the checkout's page
// markup and policy are checked by tests/api/order-pages.test.ts.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { layoutMessages } from "../../src/shared/layout-messages";
import { orderMessages } from "../../src/shared/order-messages";
import { privacyLine } from "../../src/shared/privacy";
import { expect, hydrated, test } from "./fixtures";

const SLUG = "pvt-ltd-registration-delhi";
// Of Delhi (07), with its right check character; the seeded firm is in Haryana (06).
const DELHI_GSTIN = "07AAACB1234F1ZB";
// ₹8,999 + GST ₹1,619.82 + the chosen state's government fee and stamp duty (the calculator's seeded figures):
// Haryana's ₹1,131 + ₹360, Delhi's ₹1,131 + ₹1,200.
const TOTAL = "₹12,109.82";
const DELHI_TOTAL = "₹12,949.82";
const ORDER_PAGE = /\/order\/status\/CRD-[2-9A-Z]{8}\?key=[\w-]{32}(#payment)?$/;

async function fillDetails(page: Page) {
  const form = page.locator("form", { has: page.getByRole("button", { name: /^Pay / }) });
  await form.getByLabel("Name", { exact: true }).fill("Rohan Mehta");
  await form.getByLabel("Email").fill("rohan@example.in");
  await form.getByLabel("Phone").fill("98765 43210");
  await form.getByLabel("Business name").fill("Mehta Traders");
  await form.getByLabel("Address").fill("12 Main Road\nKarol Bagh, New Delhi 110005");
  return form;
}

/** A whole-page screenshot from the top (a fixed header would otherwise cover what is under it). */
async function screenshot(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.screenshot({ path, fullPage: true });
}

/** No serious or critical axe violations (WCAG 2.1 A and AA), as tests/e2e/quality.spec.ts asks of the public pages. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The order's page shows how to pay by UPI and bank transfer, and takes the UTR of the payment. */
async function payByTransfer(page: Page) {
  await expect(page.getByTestId("order-status")).toHaveText(/Waiting for payment/);
  await expect(page.getByRole("heading", { level: 2, name: `Pay ${TOTAL}` })).toBeVisible();
  await expect(page.getByTestId("upi-qr").locator("svg")).toBeVisible();
  await expect(page.getByText("companyregistrationdelhi@okhdfcbank")).toBeVisible();
  const bank = page.getByTestId("bank-details");
  await expect(bank).toContainText("50200012345678");
  await expect(bank).toContainText("HDFC0001234");
  await expect(bank).toContainText("Vidhikarya Compliance Services Pvt. Ltd.");
  const utr = page.getByRole("region", { name: "Already paid by UPI or bank transfer?" });
  await utr.getByLabel("UTR").fill("4321 5678 9012");
  await utr.getByRole("button", { name: "Send UTR" }).click();
  await expect(page.getByTestId("utr-received")).toHaveText(orderMessages.utrReceived("432156789012"));
}

test.describe("ordering on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("Buy now on a card, the breakdown follows the state and the GSTIN, then UPI, bank details and the UTR", async ({ page }) => {
    await page.goto("/");
    const card = page.getByTestId("package-cards").getByRole("article").filter({ hasText: "Private Limited Company" }).first();
    await card.getByRole("link", { name: "Buy now" }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${SLUG}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Buy Private Limited Company" })).toBeVisible();
    await hydrated(page);

    const breakdown = page.getByTestId("order-breakdown");
    // In the firm's own state: CGST and SGST.
    await expect(breakdown).toContainText("CGST 9%");
    await expect(breakdown).toContainText("SGST 9%");
    await expect(breakdown).toContainText(orderMessages.statutoryFeesLabel);
    await expect(breakdown).toContainText("about ₹1,491");
    await expect(breakdown).toContainText(TOTAL);
    const form = await fillDetails(page);
    const state = form.getByLabel("State");
    await expect(state).toHaveValue("06");

    // Another state: IGST, and that state's government fee and stamp duty.
    await state.selectOption({ label: "Delhi" });
    await expect(breakdown).toContainText("IGST 18%");
    await expect(breakdown).not.toContainText("CGST");
    await expect(breakdown).toContainText("about ₹2,331");
    await expect(breakdown).toContainText(DELHI_TOTAL);
    await expect(page.getByText(orderMessages.placeOfSupply("Delhi", false))).toBeVisible();

    // Back in Haryana, a GSTIN of Delhi makes Delhi the place of supply.
    await state.selectOption({ label: "Haryana" });
    await expect(breakdown).toContainText("CGST 9%");
    const gstin = form.getByLabel("GSTIN");
    await expect(gstin).toHaveAccessibleDescription(orderMessages.gstinHint);
    await gstin.fill("07AAACB1234F1Z9");
    await gstin.blur();
    await expect(page.getByTestId("gstin-error")).toHaveText("GSTIN has a wrong last character: check the GSTIN");
    await gstin.fill(DELHI_GSTIN);
    await expect(page.getByTestId("gstin-error")).toBeHidden();
    await expect(breakdown).toContainText("IGST 18%");
    await expect(page.getByText(orderMessages.placeOfSupply("Delhi", true))).toBeVisible();
    // The GSTIN moves the place of supply only: the stamp duty stays the chosen state's.
    await expect(breakdown).toContainText(TOTAL);
    await screenshot(page, "/tmp/order-390.png");

    await form.getByRole("button", { name: `Pay ${TOTAL}` }).click();
    await expect(page).toHaveURL(ORDER_PAGE);
    await expect(page.getByRole("heading", { level: 1, name: /^Order CRD-/ })).toBeVisible();
    // On a phone the UPI app opens from a link with everything filled in.
    const upiApp = page.getByRole("link", { name: "Open UPI app" });
    await expect(upiApp).toBeVisible();
    await expect(upiApp).toHaveAttribute("href", /^upi:\/\/pay\?pa=/);
    await expect(page.getByTestId("order-breakdown")).toContainText("IGST 18%");
    await expect(page.getByTestId("order-breakdown")).toContainText(TOTAL);
    await screenshot(page, "/tmp/order-status-390.png");
    await hydrated(page);
    await payByTransfer(page);
    await screenshot(page, "/tmp/order-status-utr-390.png");
  });
});

test.describe("ordering on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the form and the order's page at 1280 px, by keyboard and accessible; the UPI app's link is for phones only", async ({ page }) => {
    await page.goto(`/order/${SLUG}`);
    await hydrated(page);
    await expectAccessible(page);
    const form = await fillDetails(page);
    // The keyboard goes through the form in its visual order, to the pay button.
    await form.getByLabel("Name", { exact: true }).focus();
    const tabOrder = [
      page.getByRole("textbox", { name: "Email" }),
      page.getByRole("textbox", { name: "Phone" }),
      page.getByRole("combobox", { name: "State" }),
      page.getByRole("textbox", { name: "Business name" }),
      page.getByRole("textbox", { name: "GSTIN" }),
      page.getByRole("textbox", { name: "Address" }),
      form.getByRole("link", { name: "terms", exact: true }),
      form.getByRole("link", { name: "refund policy" }),
      form.getByRole("link", { name: privacyLine.link }),
      form.getByRole("button", { name: `Pay ${TOTAL}` }),
    ];
    for (const next of tabOrder) {
      await page.keyboard.press("Tab");
      await expect(next).toBeFocused();
    }
    await screenshot(page, "/tmp/order-1280.png");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(ORDER_PAGE);
    await expect(page.getByTestId("upi-qr").locator("svg")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open UPI app" })).toBeHidden();
    await hydrated(page);
    await expectAccessible(page);
    await screenshot(page, "/tmp/order-status-1280.png");
  });
});

test.describe("ordering without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bad GSTIN comes back with its problem and what was typed; fixed, the order is made and the UTR taken", async ({ page, console }) => {
    // The refused form's page is answered 400, as the API answers the same fields.
    console.allow(/status of 400/);
    await page.goto(`/order/${SLUG}`);
    const form = await fillDetails(page);
    await form.getByLabel("GSTIN").fill("07AAACB1234F1Z9");
    await form.getByRole("button", { name: `Pay ${TOTAL}` }).click();
    await expect(page.getByTestId("order-error")).toHaveText(orderMessages.fixFields);
    const gstin = page.getByLabel("GSTIN");
    await expect(gstin).toHaveValue("07AAACB1234F1Z9");
    await expect(gstin).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("gstin-error")).toHaveText("GSTIN has a wrong last character: check the GSTIN");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Rohan Mehta");
    await expect(page.getByLabel("Address")).toHaveValue("12 Main Road\nKarol Bagh, New Delhi 110005");

    await gstin.fill(DELHI_GSTIN);
    await page.getByRole("button", { name: `Pay ${TOTAL}` }).click();
    await expect(page).toHaveURL(ORDER_PAGE);
    await expect(page.getByTestId("order-breakdown")).toContainText("IGST 18%");
    await payByTransfer(page);
    await expect(page).toHaveURL(ORDER_PAGE);
  });
});

test("the calculator's total for a state is what the order form shows and the order charges", async ({ page }) => {
  await page.goto("/tools/incorporation-cost?entity=private-limited&state=Delhi");
  await expect(page.getByTestId("cost-total")).toHaveText(DELHI_TOTAL);
  await page.goto(`/order/${SLUG}`);
  await hydrated(page);
  const form = await fillDetails(page);
  await form.getByLabel("State").selectOption({ label: "Delhi" });
  const breakdown = page.getByTestId("order-breakdown");
  await expect(breakdown).toContainText(orderMessages.statutoryFeesLabel);
  await expect(breakdown).toContainText(DELHI_TOTAL);
  await form.getByRole("button", { name: `Pay ${DELHI_TOTAL}` }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
  await expect(page.getByTestId("order-breakdown")).toContainText("Government fee and stamp duty (reimbursement, at actuals, no GST)");
  await expect(page.getByTestId("order-breakdown")).toContainText(DELHI_TOTAL);
  await expect(page.getByRole("heading", { level: 2, name: `Pay ${DELHI_TOTAL}` })).toBeVisible();
});

test("the order's page with a wrong key is the 404 page", async ({ page, request, console }) => {
  console.allow(/404/);
  const made = await request.post("/api/orders", { data: { packageSlug: SLUG, name: "Asha Rao", email: "asha@example.in", phone: "9811045632", state: "29" } });
  expect(made.status()).toBe(201);
  const { data } = (await made.json()) as { data: { access: string; reference: string } };
  const res = await page.goto(`/order/status/${data.reference}?key=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle(new RegExp(`^${layoutMessages.pageNotFoundTitle}`));
  // The right key opens it.
  const access = new URL(data.access);
  expect((await page.goto(`${access.pathname}${access.search}`))?.status()).toBe(200);
  await expect(page.getByTestId("order-breakdown")).toContainText("IGST 18%");
});
