// A client's first day at 390 px: the paid order's e-mail carries a sign-in link; Continue signs in and opens
// the case: where it stands, the documents needed (an upload with progress), a message to the firm; then, with
// JavaScript off, a new link asked for at /client and a document sent by the plain multipart form.
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { caseMessages } from "../../src/shared/case-messages";
import { smtpServer } from "../fixtures/smtp";
import { E2E_ADMIN, expect, hydrated, test } from "./fixtures";

const smtp = smtpServer();
test.beforeAll(async () => void (await smtp.listen(Number(process.env.E2E_SMTP_PORT))));
test.afterAll(() => smtp.close());

const plain = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
/** The newest sign-in link e-mailed to `email` once `count` have come. */
async function linkFor(email: string, count: number): Promise<string> {
  const links = () => smtp.received.filter((m) => m.to.includes(email)).flatMap((m) => /\/client\/login\?token=[\w-]{43}/.exec(plain(m.raw)) ?? []);
  await expect.poll(() => links().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return links().at(-1)!;
}

/** A paid order of `email` (UPI confirmed by the admin through the API): its case opens with the payment. */
async function paidOrder(request: APIRequestContext, email: string) {
  const made = await request.post("/api/orders", { data: { packageSlug: "pvt-ltd-registration-delhi", name: "Meera Iyer", email, phone: "9876501234", state: "07" } });
  expect(made.status()).toBe(201);
  const order = ((await made.json()) as { data: { id: string; reference: string } }).data;
  const login = await request.post("/api/auth/login", { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  expect((await request.post(`/api/orders/${order.id}/confirm`, { headers: { authorization: `Bearer ${token}` }, data: { method: "upi" } })).status()).toBe(200);
  return order;
}

const photo = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: "#446688" } })
    .jpeg()
    .toBuffer();

async function screenshot(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.screenshot({ path, fullPage: true });
}

test.describe("a client's first day on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the receipt's link signs in with Continue; the case shows its stages, takes a document with progress and a message", async ({ page, request }) => {
    const email = `client-${Date.now().toString(36)}@example.in`;
    const order = await paidOrder(request, email);
    await page.goto(await linkFor(email, 1));
    await expect(page.getByText(caseMessages.consentLine)).toBeVisible();
    await page.getByTestId("continue").click();
    await expect(page).toHaveURL(new RegExp(`/client/cases/${order.reference}$`));
    await hydrated(page);
    await expect(page.getByTestId("case-stage")).toContainText("Now: Documents checked and DSCs issued.");
    await expect(page.getByRole("heading", { name: "What we need from you" })).toBeVisible();

    const pan = page.locator("li", { has: page.getByRole("heading", { name: "PAN card of each director" }) });
    await pan.getByLabel(/Choose a PDF/).setInputFiles({ name: "pan.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await pan.getByRole("button", { name: "Upload" }).click();
    const sent = page.getByRole("region", { name: "What you sent" });
    await expect(sent.getByRole("heading", { name: "PAN card of each director" })).toBeVisible();
    await expect(sent).toContainText("Waiting for our check");
    await expect(sent.getByRole("link", { name: "pan.jpg" })).toHaveAttribute("href", /\/api\/client\/cases\/.+\/documents\//);

    await page.getByLabel("Your message").fill("I have sent my PAN. The NOC comes tomorrow.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(caseMessages.messageSent)).toBeVisible();
    await expect(page.getByRole("region", { name: "Messages" })).toContainText("The NOC comes tomorrow.");
    await screenshot(page, "/tmp/client-case-390.png");

    // The link was used: opening it again offers a new one.
    await page.goto(await linkFor(email, 1));
    await expect(page.getByRole("alert")).toHaveText(caseMessages.linkInvalid);
  });
});

test.describe("a client without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("asks for a link at /client, signs in and sends a document by the plain form", async ({ page, request, console }) => {
    // The refused file's page is answered 415 (the form's result), which the browser reports.
    console.allow(/status of 415/);
    const email = `nojs-${Date.now().toString(36)}@example.in`;
    const order = await paidOrder(request, email);
    await linkFor(email, 1);
    await page.goto("/client");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await expect(page.getByTestId("link-sent")).toHaveText(caseMessages.loginSent);
    await page.goto(await linkFor(email, 2));
    await page.getByTestId("continue").click();
    await expect(page).toHaveURL(new RegExp(`/client/cases/${order.reference}$`));

    const photoItem = page.locator("li", { has: page.getByRole("heading", { name: "Photograph of each director" }) });
    await photoItem.getByLabel(/Choose a PDF/).setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await photoItem.getByRole("button", { name: "Upload" }).click();
    await expect(page).toHaveURL(/\?done=uploaded#documents$/);
    await expect(page.getByTestId("uploaded")).toHaveText(caseMessages.uploaded);
    await expect(page.getByRole("region", { name: "What you sent" })).toContainText("Photograph of each director");

    // A text file is refused with the reason, by the same form.
    const pan = page.locator("li", { has: page.getByRole("heading", { name: "PAN card of each director" }) });
    await pan.getByLabel(/Choose a PDF/).setInputFiles({ name: "pan.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") });
    await pan.getByRole("button", { name: "Upload" }).click();
    await expect(pan.getByRole("alert")).toHaveText(caseMessages.documentType);

    await screenshot(page, "/tmp/client-case-nojs-390.png");
  });
});

test.describe("a client at 1280 px by keyboard only", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Continue and a message are reached and sent with the keyboard alone", async ({ page, request }) => {
    const email = `keys-${Date.now().toString(36)}@example.in`;
    const order = await paidOrder(request, email);
    await page.goto(await linkFor(email, 1));
    await hydrated(page);
    // Tab until Continue has the focus, then Enter.
    for (let i = 0; i < 40 && !(await page.getByTestId("continue").evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/client/cases/${order.reference}$`));
    await hydrated(page);
    const box = page.getByLabel("Your message");
    for (let i = 0; i < 200 && !(await box.evaluate((t) => t === document.activeElement)); i++) await page.keyboard.press("Tab");
    await page.keyboard.type("Typed with the keyboard only.");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send message" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: "Messages" })).toContainText("Typed with the keyboard only.");
    await screenshot(page, "/tmp/client-case-1280.png");
  });
});
