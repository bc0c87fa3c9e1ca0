// The cases admin in the browser: a case opened by a paid order, whose client signs in by the receipt's e-mailed
// link and uploads two documents and writes through their API; staff find it in the list (waiting on us, two to
// review), accept one document, reject the other with a reason, advance a stage after the confirmation and reply;
// the list and a case at 390 px and 1280 px (screenshots in /tmp/admin-cases-*.png); without JavaScript, a document
// accepted and a stage advanced through the page's own confirmation; an editor's access switched on from the users
// screen; and a case opened from an enquiry in the inbox.
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { caseAdminMessages as m } from "../../src/shared/admin-messages";
import { checklistStatusLabels, waitingOnLabels } from "../../src/shared/case-messages";
import { smtpServer } from "../fixtures/smtp";
import { expect, loginAs, test } from "./fixtures";

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
/** An e-mail address of its own per case, so each client is new. */
const addressOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.in`;

/** A plain PDF, as a scan saved to PDF would be (no scripts, no actions). */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

type CaseView = { reference: string; stages: { name: string }[]; checklist: { id: string; label: string; documentId?: string }[] };

const smtp = smtpServer();
test.beforeAll(async () => void (await smtp.listen(Number(process.env.E2E_SMTP_PORT))));
test.afterAll(() => smtp.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A visitor's order for the package, paid by UPI and confirmed by the admin: its case opens then. */
async function paidCase(request: APIRequestContext, token: string, name: string): Promise<{ reference: string; orderId: string; email: string }> {
  const email = addressOf(name);
  // The browser's request context carries the admin's cookie: its write names this site, as the order form's would.
  const res = await request.post("/api/orders", {
    headers: { origin: test.info().project.use.baseURL! },
    data: { packageSlug: "pvt-ltd-registration-delhi", state: "07", name, email, phone: "9811045632" },
  });
  expect(res.status(), "order").toBe(201);
  const { data } = (await res.json()) as { data: { id: string; reference: string } };
  expect((await request.post(`/api/orders/${data.id}/confirm`, { headers: bearer(token), data: { method: "upi" } })).status(), "confirm").toBe(200);
  return { reference: data.reference, orderId: data.id, email };
}

const caseOf = async (request: APIRequestContext, token: string, reference: string) =>
  ((await (await request.get(`/api/cases/${reference}`, { headers: bearer(token) })).json()) as { data: CaseView }).data;

/** The client, signed in (in a browser of their own) by the link the receipt e-mailed them. */
async function clientOf(playwright: PlaywrightWorkerArgs["playwright"], email: string): Promise<APIRequestContext> {
  const tokenIn = (raw: string) => /\/client\/login\?token=([\w-]{43})/.exec(raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="))?.[1];
  await expect.poll(() => smtp.received.some((mail) => mail.to.includes(email) && tokenIn(mail.raw))).toBe(true);
  const token = tokenIn(smtp.received.find((mail) => mail.to.includes(email) && tokenIn(mail.raw))!.raw)!;
  const baseURL = test.info().project.use.baseURL!;
  // The client's own cookie jar; their writes name this site as a browser's would.
  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await client.post("/api/client/session", { data: { token } })).status(), "client sign-in").toBe(200);
  return client;
}

/** The client uploads a file for each of the first `count` documents of their list. */
async function uploadsFor(client: APIRequestContext, c: CaseView, count: number) {
  for (const item of c.checklist.slice(0, count)) {
    const res = await client.post(`/api/client/cases/${c.reference}/documents`, {
      multipart: { item: item.id, file: { name: `${item.label.slice(0, 20)}.pdf`, mimeType: "application/pdf", buffer: PDF } },
    });
    expect(res.status(), "client upload").toBe(201);
  }
}

/** The page does not scroll sideways. */
const noSidewaysScroll = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

const itemRow = (page: Page, label: string) => page.getByTestId("checklist-item").filter({ hasText: label });

test("staff find a case waiting on them, accept a document, reject one with a reason, advance a stage and reply", async ({ page, playwright }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await loginAs(page);
  const name = unique("Case Client");
  const made = await paidCase(page.request, token, name);
  const client = await clientOf(playwright, made.email);
  const before = await caseOf(page.request, token, made.reference);
  await uploadsFor(client, before, 2);
  expect((await client.post(`/api/client/cases/${made.reference}/messages`, { data: { text: "Both scans are attached." } })).status()).toBe(201);
  const [first, second] = before.checklist;

  await page.goto("/admin/cases?waiting=firm");
  await expect(page.getByRole("heading", { name: "Cases", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Cases" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("navigation", { name: m.tabsLabel }).getByRole("link", { name: new RegExp(`^${m.tabWaitingFirm} \\d+$`) })).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("row").filter({ hasText: made.reference });
  await expect(row).toContainText(name);
  await expect(row).toContainText(made.email);
  await expect(row).toContainText("Private Limited Company");
  await expect(row).toContainText(before.stages[0]!.name);
  await expect(row).toContainText(m.toReview(2));
  await expect(row).toContainText(waitingOnLabels.firm);
  // The search finds it by the client's name, in any tab.
  await page.getByRole("link", { name: new RegExp(`^${m.tabAll}`) }).click();
  await page.getByRole("searchbox", { name: m.search }).fill(name);
  await page.getByRole("button", { name: m.searchButton }).click();
  await expect(page).toHaveURL(/status=all&q=/);
  await expect(page.getByRole("row").filter({ hasText: made.reference })).toBeVisible();
  await page.screenshot({ path: "/tmp/admin-cases-1280.png", fullPage: true });

  await page.getByRole("link", { name: made.reference }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/cases/${made.reference}$`));
  await expect(page.getByRole("heading", { name: m.caseTitle(made.reference) })).toBeVisible();
  await expect(page.getByRole("region", { name: m.clientTitle, exact: true }).getByRole("link", { name: made.reference })).toHaveAttribute("href", `/admin/orders/${made.orderId}`);
  await expect(page.getByRole("region", { name: m.messagesTitle })).toContainText("Both scans are attached.");

  // The first document: downloaded, then accepted.
  const firstRow = itemRow(page, first!.label);
  await expect(firstRow.getByTestId("item-status")).toHaveText(checklistStatusLabels.uploaded);
  const download = await page.request.get((await firstRow.getByRole("link", { name: /^Download / }).getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment/);
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await firstRow.getByRole("button", { name: `${m.accept} ${first!.label}` }).click();
  await expect(page.getByRole("status")).toHaveText(m.accepted);
  await expect(firstRow.getByTestId("item-status")).toHaveText(checklistStatusLabels.accepted);

  // The second: rejected with the reason the client sees.
  const secondRow = itemRow(page, second!.label);
  await secondRow.getByText(`${m.reject}…`).click();
  await secondRow.getByLabel(m.rejectReason).fill("The scan is cut off at the bottom.");
  await page.getByRole("region", { name: m.checklistTitle }).screenshot({ path: "/tmp/admin-cases-review-1280.png" });
  await secondRow.getByRole("button", { name: m.reject, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(m.rejected);
  await expect(secondRow.getByTestId("item-status")).toHaveText(checklistStatusLabels.rejected);
  await expect(secondRow).toContainText(m.reason("The scan is cut off at the bottom."));

  // Advance asks first, then moves the case on.
  const stages = page.getByRole("region", { name: m.stagesTitle });
  await stages.getByRole("button", { name: m.advance }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText(m.confirmAdvance(before.stages[0]!.name, before.stages[1]?.name));
  await dialog.getByRole("button", { name: m.advance }).click();
  await expect(page.getByRole("status")).toHaveText(m.advanced(before.stages[1]?.name));
  await expect(stages.getByRole("listitem").first()).toHaveAttribute("data-state", "done");
  await expect(stages.getByRole("listitem").nth(1)).toHaveAttribute("aria-current", "step");

  // A reply joins the thread, on our side.
  const messages = page.getByRole("region", { name: m.messagesTitle });
  await messages.getByLabel(m.replyLabel).fill("Thank you. Please send the second scan again.");
  await messages.getByRole("button", { name: m.replyButton }).click();
  await expect(page.getByRole("status")).toHaveText(m.messageSent);
  await expect(messages.locator('[data-from="firm"]')).toContainText("Please send the second scan again.");
  await page.screenshot({ path: "/tmp/admin-cases-case-1280.png", fullPage: true });

  // The client sees the review and the stage.
  const seen = (await (await client.get(`/api/client/cases/${made.reference}`)).json()) as { data: { stage: string; checklist: { status: string; reason?: string }[] } };
  expect(seen.data.stage).toBe(before.stages[1]?.name);
  expect(seen.data.checklist.slice(0, 2)).toMatchObject([{ status: "accepted" }, { status: "rejected", reason: "The scan is cut off at the bottom." }]);
  await client.dispose();
});

test("the cases list and a case read well at 390 px", async ({ page, playwright }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await loginAs(page);
  const name = unique("Phone Case");
  const made = await paidCase(page.request, token, name);
  const client = await clientOf(playwright, made.email);
  await uploadsFor(client, await caseOf(page.request, token, made.reference), 1);
  // The client asks to be erased: the admin's list shows the request.
  expect((await client.post("/api/client/erasure")).status()).toBe(202);
  await client.dispose();

  await page.goto(`/admin/cases?q=${encodeURIComponent(name)}`);
  const cards = page.getByTestId("case-cards");
  await expect(cards).toBeVisible();
  const card = cards.getByRole("listitem").filter({ hasText: made.reference });
  await expect(card).toContainText(name);
  await expect(card).toContainText(m.toReview(1));
  await noSidewaysScroll(page);
  await page.goto("/admin/cases");
  await noSidewaysScroll(page);
  const erasure = page.getByTestId("erasure-requests");
  await expect(erasure).toContainText(made.email);
  await expect(erasure).toContainText(m.eraseWarning);
  await page.screenshot({ path: "/tmp/admin-cases-390.png", fullPage: true });
  await page.goto(`/admin/cases/${made.reference}`);
  await expect(page.getByRole("heading", { name: m.caseTitle(made.reference) })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: "/tmp/admin-cases-case-390.png", fullPage: true });

  // Erase asks first, then says what went.
  await page.goto("/admin/cases");
  await erasure.getByRole("button", { name: `${m.erase} ${name} (${made.email})` }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText(m.confirmErase(name, made.email));
  await dialog.getByRole("button", { name: m.erase }).click();
  await expect(erasure.getByRole("status")).toHaveText(m.erased(name, { cases: 1, documents: 1, enquiries: 0 }));
  await expect(erasure).not.toContainText(made.email);
  await page.goto(`/admin/cases/${made.reference}`);
  await expect(page.getByRole("region", { name: m.clientTitle, exact: true })).toContainText("Erased client");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("staff accept a document and advance a stage with plain forms", async ({ page, playwright }) => {
    const token = await loginAs(page);
    const made = await paidCase(page.request, token, unique("Plain Case"));
    const client = await clientOf(playwright, made.email);
    const before = await caseOf(page.request, token, made.reference);
    await uploadsFor(client, before, 1);
    await client.dispose();
    const first = before.checklist[0]!;

    await page.goto(`/admin/cases/${made.reference}`);
    const row = itemRow(page, first.label);
    await row.getByRole("button", { name: `${m.accept} ${first.label}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/cases/${made.reference}\\?done=accept$`));
    await expect(page.getByRole("status")).toHaveText(m.accepted);
    await expect(itemRow(page, first.label).getByTestId("item-status")).toHaveText(checklistStatusLabels.accepted);

    // Advance opens its question on the page, then posts.
    await page.getByRole("region", { name: m.stagesTitle }).getByRole("button", { name: m.advance }).click();
    await expect(page).toHaveURL(/\?confirm=advance$/);
    const asking = page.getByRole("region", { name: "Please confirm" });
    await expect(asking).toContainText(m.confirmAdvance(before.stages[0]!.name, before.stages[1]?.name));
    await asking.getByRole("button", { name: m.advance }).click();
    await expect(page).toHaveURL(/\?done=advance$/);
    await expect(page.getByRole("status")).toHaveText(m.advanced(before.stages[1]?.name));
    await page.screenshot({ path: "/tmp/admin-cases-nojs-1280.png", fullPage: true });
  });
});

test("an admin lets an editor work the cases from the users screen", async ({ page, editor }) => {
  await loginAs(page);
  await page.goto("/admin/users");
  const toggle = page.getByRole("switch", { name: `${m.caseAccess}: ${editor.email}` });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(page.getByRole("status")).toHaveText(m.caseAccessOn(editor.email));
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await page.screenshot({ path: "/tmp/admin-cases-users-1280.png" });

  await loginAs(page, editor);
  await page.goto("/admin/cases");
  await expect(page.getByRole("heading", { name: "Cases", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Cases" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: m.tabsLabel })).toBeVisible();
  await expect(page.getByTestId("erasure-requests")).toHaveCount(0);
});

test("an admin opens a case from an enquiry in the inbox", async ({ page }) => {
  const name = unique("Case Lead");
  const { data } = (await (await page.request.get("/api/send-message/token")).json()) as { data: { token: string } };
  const sent = await page.request.post("/api/send-message", {
    data: {
      name,
      email: addressOf(name),
      phone: "9811045632",
      message: "We paid by cheque; please start the registration.",
      service: "Company Registration",
      city: "Delhi",
      formToken: data.token,
      source: "contact-page",
      page: "/contact-us",
    },
  });
  expect(sent.status()).toBe(200);
  const id = ((await sent.json()) as { data: { id: string } }).data.id;
  await loginAs(page);
  await page.goto(`/admin/enquiries?open=${id}`);
  const section = page.getByRole("dialog", { name: `Enquiry from ${name}` }).getByTestId("open-case");
  await section.getByLabel(m.openCasePackage).selectOption("pvt-ltd-registration-delhi");
  await section.getByRole("button", { name: m.openCaseButton }).click();
  const opened = section.getByTestId("case-opened");
  await expect(opened).toContainText(m.openCaseEmailed);
  await section.screenshot({ path: "/tmp/admin-cases-enquiry-1280.png" });
  const link = opened.getByRole("link", { name: /^Case CASE-[2-9A-Z]{8} opened\.$/ });
  const reference = /CASE-[2-9A-Z]{8}/.exec((await link.textContent()) ?? "")![0];
  await link.click();
  await expect(page.getByRole("heading", { name: m.caseTitle(reference) })).toBeVisible();
  await expect(page.getByRole("region", { name: m.clientTitle, exact: true })).toContainText(name);
  await expect(page.getByRole("region", { name: m.clientTitle, exact: true }).getByRole("link", { name: m.openEnquiry })).toHaveAttribute("href", `/admin/enquiries?open=${id}`);
});
