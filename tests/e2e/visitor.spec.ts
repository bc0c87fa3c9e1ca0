// Visitor journeys, with JavaScript on and off, on a phone (390 px) and a desktop (1280 px): messages
// keep what people write, the Services menu, every call to action works without JavaScript, context travels
// into the enquiry, every field's problem at once, and the 404 page's search.
import type { Browser, Page } from "@playwright/test";
import type { Enquiry } from "../../src/shared/schemas/enquiry";
import { contactMessages } from "../../src/shared/contact-messages";
import { messages } from "../../src/shared/messages";
import { expect, hydrated, loginAs, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** What a visitor types: punctuation, ₹, Hindi, a line break, and markup that must go. */
const TYPED = "Hi, what is the total cost incl. govt fees? ₹ budget 15000. 20% off? #1 @you a/b\nनमस्ते, कंपनी पंजीकरण <b>now</b>";
const STORED = "Hi, what is the total cost incl. govt fees? ₹ budget 15000. 20% off? #1 @you a/b\nनमस्ते, कंपनी पंजीकरण bnow/b";

async function stored(page: Page, name: string): Promise<Enquiry> {
  const token = await loginAs(page);
  const res = await page.request.get(`/api/enquiries?q=${encodeURIComponent(name)}`, { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: Enquiry[] };
  expect(data).toHaveLength(1);
  return data[0]!;
}

async function noJs(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
  return { context, page: await context.newPage() };
}

test.describe("messages keep what people write", () => {
  test("with JavaScript (1280 px): punctuation, ₹ and Hindi stay, <b> goes with a note, the inbox shows it exactly; success says what happens next", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    const name = unique("Anita Sharma");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Email").fill("anita@example.in");
    await dialog.getByLabel("Phone").fill("+91 98110 45632");
    const message = dialog.getByLabel("Message");
    await message.fill(TYPED.split("<")[0]!);
    // Nothing removed so far: no note.
    await expect(dialog.getByText(contactMessages.contactSpecialChars)).toHaveCount(0);
    await message.pressSequentially("<b>now</b>");
    await expect(message).toHaveValue(STORED);
    await expect(dialog.getByText(contactMessages.contactSpecialChars)).toBeVisible();
    await dialog.getByRole("button", { name: "Submit" }).click();

    const sent = dialog.getByTestId("enquiry-sent");
    await expect(sent).toContainText(contactMessages.contactSuccess);
    await expect(sent).toContainText("We will call you back within 2 working hours.");
    await expect(sent).toContainText(/Your reference: [0-9A-F]{8}/);
    await expect(sent.getByRole("link", { name: contactMessages.contactWhatsApp })).toHaveAttribute("href", "https://wa.me/919811045632");
    await sent.getByRole("link", { name: contactMessages.contactSendAnother }).click();
    await expect(dialog.getByLabel("Name")).toHaveValue("");

    const e = await stored(page, name);
    expect(e.message).toBe(STORED);
    await page.goto("/admin/enquiries");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.locator("p[title]")).toHaveText(STORED.replace("\n", "\n"));
  });

  test("without JavaScript (390 px): the same message is stored exactly and the page scrolls to the result", async ({ browser, baseURL }) => {
    const { context, page } = await noJs(browser, baseURL, PHONE);
    try {
      await page.goto("/contact-us");
      const form = page.locator("#enquiry form");
      const name = unique("Ravi NoJS");
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Email").fill("ravi@example.in");
      await form.getByLabel("Phone").fill("9811045632");
      await form.getByLabel("Message").fill(TYPED);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/contact-us\?sent=[0-9a-f-]{36}#enquiry$/);
      const sent = page.getByTestId("enquiry-sent");
      await expect(sent).toBeInViewport();
      await expect(sent).toContainText(contactMessages.contactNextSteps);
      expect((await stored(page, name)).message).toBe(STORED);
    } finally {
      await context.close();
    }
  });
});

test.describe("services in the navigation", () => {
  for (const js of [true, false]) {
    test(`the header's Services menu reaches a service at 1280 and 390 px (JavaScript ${js ? "on" : "off"})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: js, baseURL, viewport: DESKTOP });
      const page = await context.newPage();
      try {
        await page.goto("/blog");
        if (js) await hydrated(page);
        const main = page.getByRole("navigation", { name: "Main" });
        await main.getByText("Services", { exact: true }).click();
        await main.getByRole("link", { name: "One Person Company (OPC)" }).click();
        await expect(page).toHaveURL(/\/opc$/);
        await expect(page.getByRole("heading", { level: 1 })).toContainText("One Person Company");

        await page.setViewportSize(PHONE);
        await page.goto("/about");
        if (js) await hydrated(page);
        await page.getByTestId("mobile-menu").locator("summary").click();
        const mobile = page.getByRole("navigation", { name: "Mobile" });
        await expect(mobile).toBeVisible();
        await mobile.getByRole("link", { name: "Limited Liability Partnership (LLP)" }).click();
        await expect(page).toHaveURL(/\/llp$/);
        if (js) await expect(mobile).toBeHidden();

        // /services lists each service with its starting price from the stored packages.
        await page.goto("/services");
        const opc = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "One Person Company (OPC)" }) });
        await expect(opc.getByTestId("service-price")).toHaveText("From ₹6,999");
      } finally {
        await context.close();
      }
    });
  }

  test("the Services menu is a keyboard disclosure: Enter opens it, Escape closes it and returns focus", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/about");
    await hydrated(page);
    const summary = page.getByRole("navigation", { name: "Main" }).locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("services-menu")).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Private Limited Company" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("services-menu")).not.toHaveAttribute("open", "");
    await expect(summary).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test("Contact Us and the phone menu work (390 and 1280 px); Talk to an Expert carries its service", async ({ browser, baseURL }) => {
    const { context, page } = await noJs(browser, baseURL, PHONE);
    try {
      await page.goto("/about");
      await page.getByTestId("mobile-menu").locator("summary").click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Contact Us" }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(page.locator("#enquiry form")).toBeVisible();

      await page.setViewportSize(DESKTOP);
      await page.goto("/llp");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await page.goto("/llp");
      await page.getByRole("link", { name: "Talk to an Expert" }).first().click();
      await expect(page).toHaveURL(/\/contact-us\?service=LLP\+Registration$/);
      await expect(page.getByTestId("enquiry-about")).toContainText("LLP Registration");
    } finally {
      await context.close();
    }
  });
});

test.describe("context travels", () => {
  test("Claim this offer names the offer in the pop-up and the enquiry stores it (JavaScript on, 390 px)", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/offer");
    await hydrated(page);
    const card = page.getByRole("article").first();
    const heading = (await card.getByRole("heading", { level: 2 }).textContent())!;
    await card.getByRole("link", { name: "Claim this offer" }).click();
    const dialog = page.getByRole("dialog", { name: `Claim: ${heading}` });
    await expect(dialog).toBeVisible();
    const name = unique("Offer Claimer");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Email").fill("claim@example.in");
    await dialog.getByLabel("Phone").fill("9811045632");
    await dialog.getByLabel("Message").fill("I want this offer.");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByTestId("enquiry-sent")).toBeVisible();
    expect((await stored(page, name)).offer).toBe(heading);
    // The inbox's table (at 390 px it shows cards).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/enquiries");
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText(`Offer: ${heading}`);
  });

  test("without JavaScript (1280 px), Claim this offer and Register in {city} open the contact page naming them, and the enquiry stores them", async ({ browser, baseURL }) => {
    const { context, page } = await noJs(browser, baseURL, DESKTOP);
    try {
      await page.goto("/offer");
      const card = page.getByRole("article").first();
      const heading = (await card.getByRole("heading", { level: 2 }).textContent())!;
      await card.getByRole("link", { name: "Claim this offer" }).click();
      await expect(page).toHaveURL(/\/contact-us\?offer=/);
      await expect(page.getByTestId("enquiry-about")).toHaveText(`You are asking about: Claim: ${heading}`);
      const form = page.locator("#enquiry form");
      const name = unique("Offer NoJS");
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Email").fill("offer-nojs@example.in");
      await form.getByLabel("Phone").fill("9811045632");
      await form.getByLabel("Message").fill("Claiming the offer");
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByTestId("enquiry-sent")).toBeVisible();
      expect((await stored(page, name)).offer).toBe(heading);

      await page.goto("/private-limited-company-registration-noida");
      await page.getByRole("link", { name: "Register in Noida" }).click();
      await expect(page).toHaveURL(/\/contact-us\?city=Noida$/);
      await expect(page.getByTestId("enquiry-about")).toHaveText("You are asking about: Company registration in Noida");
    } finally {
      await context.close();
    }
  });
});

test.describe("errors and success done properly", () => {
  test("with JavaScript (390 px), two invalid fields are flagged at once, next to each, the first focused", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/contact-us");
    await hydrated(page);
    const form = page.locator("#enquiry form");
    await form.getByLabel("Name").fill("Anita");
    await form.getByLabel("Email").fill("anita@");
    await form.getByLabel("Phone").fill("12345");
    await form.getByRole("button", { name: "Submit" }).click();
    const email = form.getByLabel("Email");
    const phone = form.getByLabel("Phone");
    const message = form.getByLabel("Message");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name")).not.toHaveAttribute("aria-invalid");
    await expect(email).toHaveAccessibleDescription(contactMessages.contactInvalidEmail);
    await expect(phone).toHaveAccessibleDescription(contactMessages.contactInvalidPhone);
    await expect(message).toHaveAccessibleDescription(contactMessages.contactFieldRequired);
    await expect(email).toBeFocused();
    // Correcting a field clears its problem only.
    await email.fill("anita@example.in");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
  });

  test("without JavaScript (1280 px), the server flags two fields at once the same way", async ({ browser, baseURL }) => {
    const { context, page } = await noJs(browser, baseURL, DESKTOP);
    try {
      await page.goto("/contact-us");
      const form = page.locator("#enquiry form");
      await form.getByLabel("Name").fill("Anita");
      // Both pass the browser's own checks; the shared rules refuse them.
      await form.getByLabel("Email").fill("anita@example");
      await form.getByLabel("Phone").fill("9811045632");
      await form.getByLabel("Message").fill("   ");
      await form.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/contact-us#enquiry$/);
      await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("Email")).toHaveAccessibleDescription(contactMessages.contactInvalidEmail);
      await expect(form.getByLabel("Name")).toHaveValue("Anita");
    } finally {
      await context.close();
    }
  });
});

test.describe("dead ends", () => {
  for (const js of [true, false]) {
    test(`the 404 page's search works (JavaScript ${js ? "on" : "off"}, 390 px) and it links the main services and contact`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: js, baseURL, viewport: PHONE });
      const page = await context.newPage();
      page.on("console", () => undefined);
      try {
        const res = await page.goto("/no-such-page-here");
        expect(res?.status()).toBe(404);
        const main = page.getByRole("main");
        await expect(main.getByRole("link", { name: "Private Limited Company" })).toHaveAttribute("href", "/private-limited");
        await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us");
        await main.getByRole("searchbox", { name: messages.searchLabel }).fill("LLP");
        await main.getByRole("button", { name: "Search" }).click();
        await expect(page).toHaveURL(/\/blog\?q=LLP$/);
        await expect(page.getByRole("heading", { name: messages.searchTitle, level: 1 })).toBeVisible();
        await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
      } finally {
        await context.close();
      }
    });
  }

  test("a search without results suggests categories and popular posts; /blog has one labelled search box; the home page shows each post once", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/blog?q=zzzxqvnothing");
    await expect(page.getByRole("heading", { name: messages.searchBrowseCategories })).toBeVisible();
    await expect(page.getByRole("heading", { name: messages.searchPopularPosts })).toBeVisible();
    await page.goto("/blog");
    await expect(page.getByRole("searchbox")).toHaveCount(1);
    await expect(page.getByText(messages.searchLabel, { exact: true })).toBeVisible();
    await page.goto("/");
    const hrefs = await page.locator('main a[href^="/blog/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const posts = hrefs.filter((h) => h && !h.startsWith("/blog/preview"));
    expect(posts.length).toBeGreaterThan(0);
    // Each post once (a card may link its image and its title to the same post: count distinct card groups).
    const perPost = new Map<string, number>();
    for (const h of posts) perPost.set(h!, (perPost.get(h!) ?? 0) + 1);
    const sections = await page
      .locator("main section")
      .evaluateAll((ss) => ss.map((s) => [...new Set([...s.querySelectorAll('a[href^="/blog/"]')].map((a) => a.getAttribute("href")))]).filter((l) => l.length > 0));
    const seen = new Set<string>();
    for (const list of sections)
      for (const h of list) {
        expect(seen.has(h!), `${h} shown in two sections`).toBe(false);
        seen.add(h!);
      }
  });
});
