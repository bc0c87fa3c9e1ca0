// In the browser: turning alerts on (the notifications permission granted), replying from the
// inbox, booking a call-back at 390 px, and the inbox at 390 and 1280 px (cards, a table that fits).
import { createECDH, randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { leadMessages } from "../../src/shared/lead-messages";
import { MAIL_SETTINGS_HREF, mailMessages } from "../../src/shared/mail-messages";
import { contactMessages } from "../../src/shared/contact-messages";
import type { Enquiry } from "../../src/shared/schemas/enquiry";
import { expect, hydrated, loginAs, test } from "./fixtures";

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;
const SHOTS = process.env.LEADS_SHOTS_DIR;

async function createEnquiry(request: APIRequestContext, name: string, message = "Please help with GST registration for my shop"): Promise<string> {
  const { data } = (await (await request.get("/api/send-message/token")).json()) as { data: { token: string } };
  const res = await request.post("/api/send-message", {
    data: {
      name,
      email: "lead@example.in",
      phone: "9811045632",
      message,
      service: "GST Registration",
      city: "Noida",
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

test("a staff member turns alerts on and off for this device", async ({ page, context }) => {
  await context.grantPermissions(["notifications"]);
  // Headless Chromium has no push service to subscribe with: the browser's PushManager hands back a
  // subscription of a stand-in endpoint (the server's real Web Push request is checked in tests/api/leads.test.ts).
  // An address, not a name: the server resolves an endpoint's host and accepts only public addresses, and
  // .test names resolve nowhere (203.0.113.0/24 is a documentation range; nothing is sent to it here).
  const endpoint = `https://203.0.113.7/e2e-${Date.now().toString(36)}`;
  const keys = { p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") };
  await page.addInitScript(
    ([endpoint, keys]) => {
      let current: unknown = null;
      const sub = { endpoint, toJSON: () => ({ endpoint, keys }), unsubscribe: async () => ((current = null), true) };
      PushManager.prototype.subscribe = async function () {
        current = sub;
        return sub as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return current as PushSubscription | null;
      };
    },
    [endpoint, keys] as const,
  );
  await loginAs(page);
  await page.goto("/admin/dashboard");
  await hydrated(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin.webmanifest");

  const saved = page.waitForResponse((r) => r.url().endsWith("/api/push/subscriptions") && r.request().method() === "POST");
  await page.getByRole("button", { name: leadMessages.alertsOn }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole("button", { name: leadMessages.alertsOff })).toHaveAttribute("aria-pressed", "true");
  // The service worker is registered for the staff app only.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/admin"))?.scope)).toMatch(/\/admin$/);

  const removed = page.waitForResponse((r) => r.url().endsWith("/api/push/subscriptions") && r.request().method() === "DELETE");
  await page.getByRole("button", { name: leadMessages.alertsOff }).click();
  expect((await removed).status()).toBe(200);
  await expect(page.getByRole("button", { name: leadMessages.alertsOn })).toBeVisible();
});

test("replying from the inbox: a template fills the e-mail and the WhatsApp link", async ({ page }) => {
  const name = unique("Reply Lead");
  const id = await createEnquiry(page.request, name);
  await loginAs(page);
  await page.goto(`/admin/enquiries?open=${id}`);
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: `Enquiry from ${name}` });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel(leadMessages.replyTemplate).selectOption({ label: "Thanks, we will call" });
  const box = dialog.getByLabel("Reply to lead@example.in");
  await expect(box).toHaveValue(/One of our advisers will call you shortly/);
  const whatsapp = new URL((await dialog.getByRole("link", { name: leadMessages.replyWhatsApp }).getAttribute("href"))!);
  expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/919811045632");
  expect(whatsapp.searchParams.get("text")).toMatch(/One of our advisers will call you shortly/);

  // This server e-mails no enquiries (SMTP_URL but no MAIL_TO): Send reply is disabled, with the reason and the
  // way to set mail up (the API's refusal is tested in tests/api/leads.test.ts).
  await expect(dialog.getByRole("button", { name: leadMessages.replySend })).toBeDisabled();
  await expect(dialog.getByTestId("mail-off-note")).toContainText(mailMessages.replyOff);
  await expect(dialog.getByRole("link", { name: mailMessages.setUp })).toHaveAttribute("href", MAIL_SETTINGS_HREF);

  // With mail on, the reply is e-mailed, listed with who and when, and the row turns contacted: the reply is sent
  // by the screen's action on the server, so that is tested with a real SMTP server in tests/api/leads.test.ts
  // (and in the browser by tests/e2e/mail-settings.spec.ts).
});

test("a visitor books a call-back at 390 px; staff see it among today's or that day's call-backs", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/contact-us");
  await hydrated(page);
  const form = page.locator("form").filter({ has: page.getByLabel(contactMessages.callMeAt) });
  const choice = form.getByLabel(contactMessages.callMeAt);
  await expect(choice).toBeEnabled();
  const slots = await choice.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(slots.length).toBeGreaterThan(0);
  await expect(form.getByText(contactMessages.responsePromise(2))).toBeVisible();

  const name = unique("Callback Lead");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("callback@example.in");
  await form.getByLabel("Phone").fill("9811045632");
  await form.getByLabel("Message").fill("Please call me about a private limited company");
  await choice.selectOption(slots[0]!);
  await noSidewaysScroll(page);
  await form.getByRole("button", { name: "Submit" }).click();
  // Success replaces the form with what happens next; "Send another message" brings the form back.
  const sent = page.getByTestId("enquiry-sent");
  await expect(sent).toContainText(contactMessages.contactSuccess);
  await sent.getByRole("link", { name: contactMessages.contactSendAnother }).click();
  // The booked time is no longer offered.
  await expect(choice).toBeEnabled();
  await expect(choice.locator(`option[value="${slots[0]}"]`)).toHaveCount(0);

  const token = await loginAs(page);
  const auth = { authorization: `Bearer ${token}` };
  const found = (await (await page.request.get(`/api/enquiries?q=${encodeURIComponent(name)}`, { headers: auth })).json()) as { data: Enquiry[] };
  expect(found.data[0]?.callbackAt).toBe(slots[0]);
  const day = slots[0]!.slice(0, 10);
  const booked = (await (await page.request.get(`/api/enquiries/callbacks?date=${day}`, { headers: auth })).json()) as { data: { name: string }[] };
  expect(booked.data.map((c) => c.name)).toContain(name);
});

test("the inbox shows cards at 390 px and a table that fits at 1280 px", async ({ page }) => {
  const name = unique("Layout Lead");
  await createEnquiry(page.request, name, "A long first line of a message that a phone shows cut at the width of the card and never wraps onto a second line");
  await loginAs(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/enquiries");
  await hydrated(page);
  const cards = page.getByTestId("enquiry-cards");
  await expect(cards).toBeVisible();
  await expect(page.locator("table")).toBeHidden();
  const card = cards.getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("GST Registration");
  await expect(card).toContainText("new");
  await expect(card).toContainText("A long first line");
  // One line only: the message is cut at the card's width, not wrapped.
  const line = card.getByText("A long first line");
  expect(await line.evaluate((p) => p.scrollWidth > p.clientWidth && getComputedStyle(p).whiteSpace === "nowrap")).toBe(true);
  await expect(card.getByTestId("enquiry-age")).toBeVisible();
  await noSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-390.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(cards).toBeHidden();
  const table = page.locator("table");
  await expect(table).toBeVisible();
  // Every header is shown whole, and the table needs no sideways scrolling.
  const cut = await table.evaluate((t) => {
    const box = t.parentElement!;
    const heads = [...t.querySelectorAll("th")].filter((th) => th.scrollWidth > th.clientWidth || th.getBoundingClientRect().right > box.getBoundingClientRect().right + 1);
    return { heads: heads.map((h) => h.textContent), scrolls: box.scrollWidth > box.clientWidth };
  });
  expect(cut).toEqual({ heads: [], scrolls: false });
  await noSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-1280.png`, fullPage: true });

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/dashboard");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: leadMessages.callbacksToday })).toBeVisible();
    await noSidewaysScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
  }
});
