// The contact modal, the /contact-us page (with and without JavaScript) and the admin enquiry inbox.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { adminMessages } from "../../src/shared/admin-messages";
import { apiMessages } from "../../src/shared/api-messages";
import type { Enquiry } from "../../src/shared/schemas/enquiry";
import { contactMessages } from "../../src/shared/contact-messages";
import { PRIVACY_NOTICE_VERSION, privacyLine } from "../../src/shared/privacy";
import { expect, hydrated, loginAs, test } from "./fixtures";

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function openContactModal(page: Page) {
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  await expect(dialog).toBeVisible();
  // The form is loaded when the dialog first opens; it asks for its token as it appears.
  await expect(dialog.getByLabel("Name")).toBeVisible();
  return dialog;
}

/** Fills the four fields of a contact form at once, as autofill or a paste would. */
async function fillAtOnce(form: Locator, name: string, email: string, message: string) {
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("9811045632");
  await form.getByLabel("Message").fill(message);
}

/**
 * Stores an enquiry through the public API as a browser would (a token, then the enquiry). The browser tests'
 * server takes forms at once (ENQUIRY_MIN_FILL_SECONDS=0, playwright.config.ts); the fill time itself is tested
 * by tests/api/enquiries.test.ts on the services' clock.
 */
async function createEnquiry(request: APIRequestContext, name: string): Promise<string> {
  const { data } = (await (await request.get("/api/send-message/token")).json()) as { data: { token: string } };
  const res = await request.post("/api/send-message", {
    data: { name, email: "inbox@example.in", phone: "9811045632", message: "Please help with LLP annual filing", formToken: data.token, source: "contact-modal", page: "/llp" },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test.describe("contact modal", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about");
  });

  test("opens from Contact Us, keeps focus inside, and closes by ×, Escape and the backdrop, returning focus", async ({ page }) => {
    const opener = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" });
    let dialog = await openContactModal(page);
    await expect(dialog.getByLabel("Name")).toBeFocused();

    // Tab and Shift+Tab cycle through the dialog's controls and never leave it.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    dialog = await openContactModal(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    dialog = await openContactModal(page);
    // A click inside the panel keeps it open; one on the backdrop closes it.
    await dialog.getByRole("heading", { name: "Contact Us" }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 450);
    await expect(dialog).toBeHidden();
  });

  test("links the privacy notice by its button, the line's text from the dialog's own code", async ({ page }) => {
    const dialog = await openContactModal(page);
    await expect(dialog.getByText(privacyLine.text)).toBeVisible();
    const link = dialog.getByRole("link", { name: privacyLine.link });
    await expect(link).toHaveAttribute("href", "/privacy-policy");
    await link.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByText(`Version ${PRIVACY_NOTICE_VERSION}, last updated`)).toBeVisible();
  });

  test("shows the messages of docs/product.md#messages: blank fields, special characters, success (what happens next) and failure", async ({ page, console }) => {
    const dialog = await openContactModal(page);
    const submit = dialog.getByRole("button", { name: "Submit" });

    // Every blank field at once, next to it; the first is focused.
    await submit.click();
    for (const label of ["Name", "Email", "Phone", "Message"]) await expect(dialog.getByLabel(label)).toHaveAccessibleDescription(contactMessages.contactFieldRequired);
    await expect(dialog.getByLabel("Name")).toBeFocused();

    // Whitespace only is blank too.
    await dialog.getByLabel("Name").fill("   ");
    await dialog.getByLabel("Email").fill("meera@example.in");
    await dialog.getByLabel("Phone").fill("9811045632");
    await dialog.getByLabel("Message").fill("Need a quote");
    await submit.click();
    await expect(dialog.getByLabel("Name")).toHaveAccessibleDescription(contactMessages.contactFieldRequired);
    await expect(dialog.getByLabel("Email")).not.toHaveAttribute("aria-invalid");

    const name = unique("Meera Modal");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Message").fill("");
    // Punctuation stays; only < and > go, and only then is the note shown.
    await dialog.getByLabel("Message").pressSequentially("Hello! Is GST included?");
    await expect(dialog.getByText(contactMessages.contactSpecialChars)).toHaveCount(0);
    await dialog.getByLabel("Message").pressSequentially(" <b>");
    await expect(dialog.getByText(contactMessages.contactSpecialChars)).toBeVisible();
    await expect(dialog.getByLabel("Message")).toHaveValue("Hello! Is GST included? b");

    await dialog.getByLabel("Phone").fill("12345");
    await submit.click();
    await expect(dialog.getByLabel("Phone")).toHaveAccessibleDescription(contactMessages.contactInvalidPhone);
    await dialog.getByLabel("Phone").fill("9811045632");

    // Hold the request briefly to see the busy state.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/send-message", async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    const busy = dialog.getByRole("button", { name: contactMessages.contactSubmitting });
    await expect(busy).toBeDisabled();
    release();
    await expect(dialog.getByTestId("enquiry-sent")).toContainText(contactMessages.contactSuccess);
    await dialog.getByRole("link", { name: contactMessages.contactSendAnother }).click();
    for (const label of ["Name", "Email", "Phone", "Message"]) await expect(dialog.getByLabel(label)).toHaveValue("");
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeEnabled();

    // Any answer other than 200 is a failure: the server's message when it gives one, the fixed text of docs/product.md#messages otherwise.
    await page.unroute("**/api/send-message");
    await page.route("**/api/send-message", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"The server says no"}' }));
    console.allow(/status of 500/);
    await dialog.getByLabel("Name").fill("Meera");
    await dialog.getByLabel("Email").fill("meera@example.in");
    await dialog.getByLabel("Phone").fill("9811045632");
    await dialog.getByLabel("Message").fill("Second question");
    await submit.click();
    await expect(dialog.getByRole("alert")).toHaveText("The server says no");
    await page.unroute("**/api/send-message");
    await page.route("**/api/send-message", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    console.allow(/status of 502/);
    await submit.click();
    await expect(dialog.getByRole("alert")).toHaveText(contactMessages.contactFailed);
    await expect(dialog.getByLabel("Message")).toHaveValue("Second question");
  });

  test("asks for its token at the first interaction, so the fill time counts from then, and shows the server's refusal", async ({ page, console }) => {
    const tokenRequests: number[] = [];
    page.on("request", (r) => void (r.url().endsWith("/api/send-message/token") && tokenRequests.push(Date.now())));
    const sentTokens: string[] = [];
    page.on("request", (r) => void (r.url().endsWith("/api/send-message") && r.method() === "POST" && sentTokens.push((r.postDataJSON() as { formToken: string }).formToken)));
    // A visitor who opened the page long ago (the page's clock moved an hour on): no token is asked for before
    // they touch a form.
    await page.clock.install();
    await page.goto("/about");
    await hydrated(page);
    await page.clock.fastForward("01:00:00");
    expect(tokenRequests).toEqual([]);
    const dialog = await openContactModal(page);

    // Autofill-speed: everything at once and sent. The server refuses (too fast: its own rule, tested on the
    // services' clock by tests/api/enquiries.test.ts; this server takes forms at once), and the form says so.
    await fillAtOnce(dialog, unique("Fast Fill"), "fast@example.in", "Quick question about GST");
    await expect.poll(() => tokenRequests.length).toBe(1);
    await page.route("**/api/send-message", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: apiMessages.enquiryTooFast }) }),
    );
    console.allow(/status of 400/);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(apiMessages.enquiryTooFast);

    // Sent again, the same token goes (a refusal does not use it up), the server accepts it, and only once.
    await page.unroute("**/api/send-message");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByTestId("enquiry-sent")).toContainText(contactMessages.contactSuccess);
    expect(tokenRequests).toHaveLength(1);
    expect(sentTokens).toHaveLength(2);
    expect(sentTokens[1]).toBe(sentTokens[0]);
    // The next message starts with a new token at its first interaction.
    await dialog.getByRole("link", { name: contactMessages.contactSendAnother }).click();
    await dialog.getByLabel("Name").fill("Second");
    await expect.poll(() => tokenRequests.length).toBe(2);
  });
});

test.describe("/contact-us", () => {
  test("with JavaScript, counts the fill time from the first interaction, not from when the page was rendered", async ({ page }) => {
    const issued: string[] = [];
    page.on("response", async (r) => {
      if (r.url().endsWith("/api/send-message/token")) issued.push(((await r.json()) as { data: { token: string } }).data.token);
    });
    const sent: string[] = [];
    page.on("request", (r) => void (r.url().endsWith("/api/send-message") && r.method() === "POST" && sent.push((r.postDataJSON() as { formToken: string }).formToken)));
    await page.clock.install();
    await page.goto("/contact-us");
    await hydrated(page);
    const form = page.getByRole("main").locator("form");
    // The token rendered into the page, for the no-JavaScript form (its fill time counts from the render).
    const rendered = await form.locator('input[name="formToken"]').inputValue();
    expect(rendered).not.toBe("");
    // The page stays open a while (its clock moves on): nothing is asked for before the visitor touches the form.
    await page.clock.fastForward("10:00");
    expect(issued).toEqual([]);
    await fillAtOnce(form, unique("Paste Fill"), "paste@example.in", "All pasted at once");
    await expect.poll(() => issued.length).toBe(1);
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByTestId("enquiry-sent")).toContainText(contactMessages.contactSuccess);
    // Sent with the token asked for at the first interaction, not the rendered one.
    expect(sent).toEqual([issued[0]]);
    expect(issued[0]).not.toBe(rendered);
  });

  test("shows the firm's contact details and works with JavaScript disabled", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      await page.goto("/contact-us?utm_source=e2e&utm_campaign=nojs");
      await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "+91 98110 45632" })).toHaveAttribute("href", "tel:+919811045632");
      await expect(main.getByRole("link", { name: "info@companyregistrationdelhi.in" })).toHaveAttribute("href", "mailto:info@companyregistrationdelhi.in");
      await expect(main.getByText("Faridabad")).toBeVisible();
      await expect(main.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/919811045632\?text=/);
      const form = main.locator("form");

      // A blank message: the server says so next to it, keeping the other values (and the punctuation).
      const name = unique("Nikhil NoJS");
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Email").fill("nikhil@example.in");
      await form.getByLabel("Phone").fill("9811045632");
      await form.getByLabel("Message").fill("  ");
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(form.getByLabel("Message")).toHaveAccessibleDescription(contactMessages.contactFieldRequired);
      await expect(form.getByLabel("Name")).toHaveValue(name);
      await form.getByLabel("Message").fill("Fees for OPC? Thanks!");

      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/contact-us\?sent=[0-9a-f-]{36}#enquiry$/);
      await expect(page.getByTestId("enquiry-sent")).toContainText(contactMessages.contactSuccess);

      // It reached the inbox, with its page and UTM parameters.
      const token = await loginAs(page);
      const res = await page.request.get(`/api/enquiries?q=${encodeURIComponent(name)}`, { headers: { Authorization: `Bearer ${token}` } });
      const { data } = (await res.json()) as { data: { source: string; page: string; utm: Record<string, string>; message: string }[] };
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ source: "contact-page", page: "/contact-us", utm: { utm_source: "e2e", utm_campaign: "nojs" }, message: "Fees for OPC? Thanks!" });
    } finally {
      await context.close();
    }
  });
});

test.describe("enquiry inbox", () => {
  test("lists the new enquiry, opens it, changes its status and note, filters, searches and exports CSV", async ({ page }) => {
    const name = unique("Inbox Person");
    const id = await createEnquiry(page.request, name);
    const token = await loginAs(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/enquiries");

    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();
    // The row shows the message and a WhatsApp reply link beside the phone.
    await expect(row).toContainText("Please help with LLP annual filing");
    await expect(row.getByRole("link", { name: adminMessages.enquiryWhatsApp(name) })).toHaveAttribute("href", "https://wa.me/919811045632");
    await expect(row.getByText("new", { exact: true })).toBeVisible();
    await expect(row.getByText("mail off")).toBeVisible();
    // Newest first: the enquiry just sent is the first data row.
    await expect(page.getByRole("row").nth(1)).toContainText(name);

    await row.getByRole("button", { name: `Open the enquiry from ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Enquiry from ${name}` });
    await expect(dialog).toContainText("Please help with LLP annual filing");
    await expect(dialog).toContainText("/llp");
    await dialog.getByLabel("Status").selectOption("contacted");
    await expect(dialog.getByRole("region", { name: adminMessages.enquiryNotesTitle })).toContainText(adminMessages.enquiryNoNotes);
    await dialog.getByLabel(adminMessages.enquiryAddNote).fill("Called back, sent the fee sheet");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Saved");
    await expect(dialog.getByLabel(adminMessages.enquiryAddNote)).toHaveValue("");
    await dialog.getByLabel(adminMessages.enquiryAddNote).fill("Client asked for a call on Monday");
    await dialog.getByRole("button", { name: "Save" }).click();
    // Both notes are listed, oldest first, each with who and when.
    const notes = dialog.getByRole("region", { name: adminMessages.enquiryNotesTitle }).getByRole("listitem");
    await expect(notes).toHaveCount(2);
    await expect(notes.nth(0)).toContainText("Called back, sent the fee sheet");
    await expect(notes.nth(1)).toContainText("Client asked for a call on Monday");
    const stored = ((await (await page.request.get(`/api/enquiries/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: Enquiry }).data;
    expect(stored.notes).toHaveLength(2);
    for (const [i, n] of stored.notes.entries()) {
      await expect(notes.nth(i)).toContainText(`${n.by.name}, `);
      await expect(notes.nth(i)).toContainText(/\d{1,2} \w+ \d{4}, \d{1,2}:\d{2}/);
    }
    await page.keyboard.press("Escape");
    await expect(row.getByText("contacted", { exact: true })).toBeVisible();

    // The change is stored: it survives a reload, and the filters find it.
    await page.reload();
    await page.getByLabel("Status").selectOption("new");
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    await page.getByLabel("Status").selectOption("contacted");
    await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
    await page.getByLabel("Status").selectOption("");
    await page.getByRole("searchbox", { name: "Search" }).fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("row")).toHaveCount(2);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await import("node:fs/promises")).readFile((await download.path())!, "utf8");
    expect(csv).toContain(name);
    expect(csv).toContain("Called back, sent the fee sheet");
    // Times day first in India time, as a spreadsheet in India reads them (docs/product.md#ui-conventions).
    expect(csv).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    // Marked as spam, it leaves the inbox; the Spam filter lists it.
    await page
      .getByRole("row")
      .filter({ hasText: name })
      .getByRole("button", { name: `Open the enquiry from ${name}` })
      .click();
    await page.getByRole("dialog").getByLabel("Status").selectOption("spam");
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText("Saved");
    await page.reload();
    await page.getByRole("searchbox", { name: "Search" }).fill(name);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No enquiries match.")).toBeVisible();
    await page.getByLabel("Status").selectOption("spam");
    await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  });
});

// Loaders read the page's own address (React Router passes them the request as it came, .data and all).
test("a client-side navigation's data request gives the loaders the page's own address", async ({ page }) => {
  const contact = await (await page.request.get("/contact-us.data")).text();
  expect(contact).toContain('"page","/contact-us"');
  expect(contact).not.toContain("contact-us.data");
  const second = await (await page.request.get("/blog.data?page=2&_routes=routes%2Fblog")).text();
  expect(second).toMatch(/"page",2\b/);
  const llp = await page.request.get("/llp.data");
  expect(llp.status()).toBe(200);
  expect(await llp.text()).toContain("Limited Liability Partnership");
});
