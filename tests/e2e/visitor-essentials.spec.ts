// What a visitor on a phone (390 px) needs, with JavaScript on and off: the whole cost with GST in the
// calculator, a confirmed call-back naming its time, the compliance calendar's reminders link and result, and
// the bar to call or WhatsApp from any page (hidden from md up, where the header shows the number).
import type { Browser, Page } from "@playwright/test";
import { callbackWhen } from "../../src/shared/callbacks";
import { contactMessages } from "../../src/shared/contact-messages";
import { calendarMessages } from "../../src/shared/tool-messages";
import { smtpServer } from "../fixtures/smtp";
import { expect, hydrated, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
/** Screenshots to look at by eye (not compared): set SHOTS_DIR to keep them. */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: false });
};

/** A page at `viewport`, with or without JavaScript; the context is closed after `run`. */
async function visit(browser: Browser, baseURL: string | undefined, js: boolean, run: (page: Page) => Promise<void>, viewport = PHONE) {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL, viewport });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}
const paise = (text: string) => Math.round(Number(text.replace(/[₹,\s]/g, "")) * 100);

for (const js of [false, true]) {
  const mode = `JavaScript ${js ? "on" : "off"}`;

  test(`the calculator's total has GST on the fee only, and the enquiry carries it (390 px, ${mode})`, async ({ browser, baseURL }) => {
    await visit(browser, baseURL, js, async (page) => {
      await page.goto("/tools/incorporation-cost");
      if (js) await hydrated(page);
      await page.getByLabel("Type of entity").selectOption("private-limited");
      await page.getByLabel("State of the registered office").selectOption("Delhi");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/entity=private-limited&state=Delhi/);
      const [fee, gst, fees, stamp, total] = await Promise.all(
        ["cost-package", "cost-gst", "cost-fees", "cost-stamp", "cost-total"].map(async (id) => paise(await page.getByTestId(id).innerText())),
      );
      expect(gst).toBe(Math.round(fee! * 0.18));
      expect(total).toBe(fee! + gst! + fees! + stamp!);
      await expect(page.getByTestId("cost-result")).toContainText("GST 18% on our fee");
      await expect(page.getByText(/GST at 18% applies to our professional fee only/)).toBeVisible();
      const totalText = await page.getByTestId("cost-total").innerText();
      const href = await page.getByRole("link", { name: "Start my registration" }).getAttribute("href");
      expect(new URL(href!, "http://x").searchParams.get("message")).toContain(`${totalText} in all (with GST)`);
      await page.getByTestId("cost-result").scrollIntoViewIfNeeded();
      // The phone bar leaves the result readable: the total is not under it.
      const bar = await page.getByTestId("phone-bar").boundingBox();
      await page.getByTestId("cost-total").scrollIntoViewIfNeeded();
      const row = await page.getByTestId("cost-total").boundingBox();
      expect(row!.y + row!.height).toBeLessThanOrEqual(bar!.y);
      await shot(page, `calculator-390-${js ? "js" : "nojs"}`);
    });
  });

  test(`a booked call-back is confirmed with its time (390 px, ${mode})`, async ({ browser, baseURL }) => {
    await visit(browser, baseURL, js, async (page) => {
      await page.goto("/contact-us");
      if (js) await hydrated(page);
      const form = page.locator("#enquiry form");
      const choice = form.getByLabel(contactMessages.callMeAt);
      // Offered by the server: a plain select of the next free times, with the firm's one promise.
      await expect(choice).toBeEnabled();
      await expect(form.getByText(contactMessages.responsePromise(2))).toBeVisible();
      const slots = await choice.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      expect(slots.length).toBeGreaterThan(0);
      // Another test may have taken the first ones; a later slot keeps the tests apart.
      const slot = slots[js ? 5 : 4] ?? slots.at(-1)!;
      await form.getByLabel("Name").fill(unique(`Callback ${js ? "JS" : "NoJS"}`));
      await form.getByLabel("Email").fill(`callback-${js ? "js" : "nojs"}-${Date.now()}@example.in`);
      await form.getByLabel("Phone").fill(js ? "9000012345" : "9000054321");
      await form.getByLabel("Message").fill("Please call me about registering a company");
      await choice.selectOption(slot);
      await form.getByRole("button", { name: "Submit" }).click();
      const sent = page.getByTestId("enquiry-sent");
      await expect(sent).toContainText(contactMessages.contactSuccess);
      await expect(page.getByTestId("enquiry-callback")).toHaveText(contactMessages.callbackConfirmed(callbackWhen(slot)));
      expect(callbackWhen(slot)).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} at \d{1,2}:\d{2} (am|pm)$/);
      if (!js) await expect(page).toHaveURL(/\/contact-us\?sent=[0-9a-f-]{36}&callback=.+#enquiry$/);
      await expect(sent).toBeInViewport();
      await shot(page, `callback-390-${js ? "js" : "nojs"}`);
    });
  });

  test(`"Get e-mail reminders" reaches the form, and the sign-up's result shows there (390 px, ${mode})`, async ({ browser, baseURL }) => {
    const smtp = smtpServer();
    await smtp.listen(Number(process.env.E2E_SMTP_PORT));
    try {
      await visit(browser, baseURL, js, async (page) => {
        await page.goto("/compliance-calendar");
        if (js) await hydrated(page);
        await page.getByRole("link", { name: "Get e-mail reminders" }).click();
        await expect(page).toHaveURL(/#reminders$/);
        const section = page.locator("#reminders");
        await expect(section.getByLabel("E-mail address")).toBeInViewport();
        const email = `reminders-${js ? "js" : "nojs"}-${Date.now()}@example.in`;
        await section.getByLabel("E-mail address").fill(email);
        await section.getByRole("checkbox", { name: "Companies" }).check();
        await section.getByRole("button", { name: "Send me reminders" }).click();
        await expect(page).toHaveURL(/\/compliance-calendar\?reminders=requested#reminders$/);
        const notice = section.getByRole("status").filter({ hasText: calendarMessages.reminderRequested });
        await expect(notice).toBeInViewport();
        await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(1);
      });
    } finally {
      await smtp.close();
    }
  });

  test(`the bar calls or WhatsApps the firm from any page on a phone, and is hidden from md up (${mode})`, async ({ browser, baseURL }) => {
    await visit(browser, baseURL, js, async (page) => {
      for (const path of ["/", "/llp", "/blog", "/contact-us"]) {
        await page.goto(path);
        if (js) await hydrated(page);
        const bar = page.getByRole("navigation", { name: "Call or WhatsApp us" });
        await expect(bar).toBeVisible();
        await expect(bar.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d{10,13}$/);
        const wa = bar.getByRole("link", { name: /WhatsApp/ });
        const href = (await wa.getAttribute("href"))!;
        expect(href).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
        expect(new URL(href).searchParams.get("text")).toContain(`${new URL(page.url()).origin}${path === "/" ? "/" : path}`);
        // Nothing ends under the bar: at the foot of the page the footer's last line is above it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const box = await bar.boundingBox();
        const last = await page.getByRole("contentinfo").locator("p").last().boundingBox();
        expect(last!.y + last!.height).toBeLessThanOrEqual(box!.y);
      }
      await page.goto("/llp");
      await shot(page, `bar-390-${js ? "js" : "nojs"}`);
      await page.setViewportSize(DESKTOP);
      await expect(page.getByRole("navigation", { name: "Call or WhatsApp us" })).toBeHidden();
      await expect(page.getByTestId("header-phone")).toBeVisible();
    });
  });
}

test("after a client-side navigation to another package, its price box, GST and the bar's page are the new page's (390 px)", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/pvt-ltd-registration-delhi");
  await hydrated(page);
  // The price box and the bar keep the server's markup on the first page; another page's need their code.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const card = page
    .getByTestId("package-cards")
    .getByRole("article")
    .filter({ has: page.locator('a[href="/llp-registration-delhi"]') });
  await card.scrollIntoViewIfNeeded();
  // The cards' code loads near the viewport and renders over the server's markup: its links are React's then.
  const link = card.getByRole("link", { name: /^View package:/ });
  await expect.poll(() => link.evaluate((a) => Object.keys(a).some((k) => k.startsWith("__reactProps")))).toBe(true);
  const price = paise(/₹[\d,]+/.exec(await card.getByTestId("package-price").locator("span").first().innerText())![0]);
  await link.click();
  await expect(page).toHaveURL(/\/llp-registration-delhi$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const box = page.getByTestId("price-box");
  const rupees = (p: number) => `₹${(p / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
  await expect(box.getByTestId("price-gst")).toContainText(`Professional fee + GST 18% ${rupees(Math.round(price * 0.18))} = ${rupees(Math.round(price * 1.18))}`);
  await expect(box.getByRole("link", { name: "see the total for your state" })).toHaveAttribute("href", "/tools/incorporation-cost?entity=llp#calculator");
  await expect(box.getByRole("link", { name: "Buy now" })).toHaveAttribute("href", "/order/llp-registration-delhi");
  const wa = page.getByRole("navigation", { name: "Call or WhatsApp us" }).getByRole("link", { name: /WhatsApp/ });
  await expect(wa).toHaveAttribute("href", /llp-registration-delhi/);
});

test("the bar's taps are counted: Call as a call event, WhatsApp as a whatsapp event", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/opc");
  await hydrated(page);
  const events: string[] = [];
  page.on("request", (r) => void (r.url().endsWith("/api/events") && events.push(r.postData() ?? "")));
  // The tel: and wa.me navigations themselves are not followed in the test.
  await page.route(/^https:\/\/wa\.me\//, (route) => route.abort());
  const bar = page.getByRole("navigation", { name: "Call or WhatsApp us" });
  await bar.getByRole("link", { name: /^Call / }).evaluate((a) => a.addEventListener("click", (e) => e.preventDefault()));
  await bar.getByRole("link", { name: /^Call / }).click();
  await bar.getByRole("link", { name: /WhatsApp/ }).evaluate((a) => a.addEventListener("click", (e) => e.preventDefault()));
  await bar.getByRole("link", { name: /WhatsApp/ }).click();
  await expect.poll(() => events.map((e) => (JSON.parse(e) as { type: string }).type)).toEqual(["call", "whatsapp"]);
});

test("the contact modal keeps saying special characters were removed until the message is sent", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/about");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact Us" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  const message = dialog.getByLabel("Message");
  await message.pressSequentially("Price <2 lakh> please");
  await expect(message).toHaveValue("Price 2 lakh please");
  await expect(dialog.getByText(contactMessages.contactSpecialChars)).toBeVisible();
});
