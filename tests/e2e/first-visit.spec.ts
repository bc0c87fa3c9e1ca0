// What a first-time visitor stumbled on: the home dialog's services, phone numbers as typed,
// the 404 title, copy, e-mail wrapping, carousel swipes, and what to do at the end of a post.
import type { Page } from "@playwright/test";
import { contactMessages } from "../../src/shared/contact-messages";
import { messages } from "../../src/shared/messages";
import { site } from "../../src/shared/site";
import { expect, hydrated, loginAs, test } from "./fixtures";

const OTHER_SERVICES = ["Trademark registration", "GST and compliance", "Accounting and tax", "Other / not sure"];

test("the home dialog offers every service and keeps a phone number typed with +91 and spaces", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("link", { name: "Get started now" }).click();
  const dialog = page.getByRole("dialog", { name: "Get started now" });
  // The dialog's form loads its code on first open.
  await expect(dialog.getByLabel("Service wanted").locator("option")).toHaveCount(11);
  const options = await dialog.getByLabel("Service wanted").locator("option").allTextContents();
  expect(options.slice(-4)).toEqual(OTHER_SERVICES);
  expect(options).toContain("Private Limited Company");

  const name = `Phone Typed ${Date.now().toString(36)}`;
  await dialog.getByLabel("Name").fill(name);
  const phone = dialog.getByLabel("Phone");
  // Typed key by key, nothing is cut: "+919811045632" used to become "+919811045".
  await phone.pressSequentially("+919811045632");
  await expect(phone).toHaveValue("+919811045632");
  await phone.fill("");
  await phone.pressSequentially("98110 45632");
  await expect(phone).toHaveValue("98110 45632");
  await phone.fill("+91 98110 4563");
  await dialog.getByLabel("Email").fill("typed@example.in");
  await dialog.getByLabel("Service wanted").selectOption("Other / not sure");
  await dialog.getByLabel("City").fill("Faridabad");
  await dialog.getByLabel("Short message").fill("Not sure which structure suits us");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(phone).toHaveAccessibleDescription(contactMessages.contactInvalidPhone);

  await phone.fill("+91 98110-45632");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByTestId("enquiry-sent")).toContainText(contactMessages.contactSuccess);

  const token = await loginAs(page);
  const res = await page.request.get(`/api/enquiries?q=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { phone: string; service: string }[] };
  expect(data).toHaveLength(1);
  expect(data[0]).toMatchObject({ phone: "9811045632", service: "Other / not sure" });
});

test("pages that do not exist have a title; names in headings and eyebrows read right", async ({ request }) => {
  const missing = await request.get("/no-such-page-at-all");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(`<title>${messages.pageNotFoundTitle} | ${site.name}</title>`);

  expect(await (await request.get("/ngo-section-8-registration-delhi")).text()).toContain("Start your NGO / section 8 company registration today");
  expect(await (await request.get("/company-registration")).text()).toContain("Start your company registration in India today");
  const delhi = await (await request.get("/private-limited-company-registration-delhi")).text();
  expect(delhi).not.toContain("Delhi, Delhi");
  expect(delhi).toMatch(/<p class="eyebrow[^"]*">Delhi<\/p>/);
  expect(await (await request.get("/private-limited-company-registration-jaipur")).text()).toMatch(/<p class="eyebrow[^"]*">Jaipur, Rajasthan<\/p>/);
});

test("at 1280 px the footer's e-mail address sits on one line, on /maintenance too", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ["/", "/maintenance"]) {
    await page.goto(path);
    // The footer's code loads when it comes near the viewport and renders over the server's markup.
    await page.locator('[data-near-viewport="footer"]').scrollIntoViewIfNeeded();
    const link = page.locator("footer").getByRole("link", { name: site.email });
    await expect(link).toBeVisible();
    const lines = () => link.evaluate((a) => a.getBoundingClientRect().height / parseFloat(getComputedStyle(a).lineHeight));
    await expect.poll(lines, { message: path }).toBeLessThan(1.5);
  }
});

test("a post ends with a call to action, and the sidebar's Need Help? stays in view while reading", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/blog/partnership-deed-essential-clauses");
  const cta = page.getByRole("region", { name: "Need help with this?" });
  await expect(cta.getByRole("link", { name: "Talk to an Expert" })).toHaveAttribute("href", "/contact-us?service=Partnership+Firm+Registration");
  await expect(cta.getByRole("link", { name: /Chat on WhatsApp about Partnership Firm Registration/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(cta.getByRole("link", { name: "Partnership Firm Registration: fees and process" })).toHaveAttribute("href", "/partnership-registration-delhi");

  const help = page.getByRole("heading", { name: "Need Help?" });
  // Where the heading is once a (smooth) scroll has come to rest: two readings 100 ms apart agree.
  const settledY = async () => {
    let last = Number.NaN;
    await expect
      .poll(
        async () => {
          const y = Math.round((await help.boundingBox())?.y ?? Number.NaN);
          const still = y === last;
          last = y;
          return still;
        },
        { intervals: [100] },
      )
      .toBe(true);
    return last;
  };
  await page.mouse.wheel(0, 2500);
  const y = await settledY();
  expect(y).toBeGreaterThan(0);
  expect(y).toBeLessThan(200);
  // Further down the post it stays in view (sticky), until the end of the article pushes it up a little.
  await page.mouse.wheel(0, 800);
  const later = await settledY();
  expect(later).toBeGreaterThan(0);
  expect(later).toBeLessThanOrEqual(y);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  async function swipe(page: Page, selector: string, direction: "left" | "right") {
    // The carousel's window, not its track (the track moves under it).
    const box = (await page.locator(selector).locator("xpath=..").boundingBox())!;
    const y = box.y + box.height / 2;
    const [from, to] = direction === "left" ? [box.x + box.width * 0.85, box.x + box.width * 0.15] : [box.x + box.width * 0.15, box.x + box.width * 0.85];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
    for (let i = 1; i <= 8; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from + ((to - from) * i) / 8, y: y + i }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  }

  test("the blog carousel follows swipes", async ({ page }) => {
    // The page's clock, so the lock after each slide (0.6 s, then a fallback timer) is passed without waiting.
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await page.locator('[data-near-viewport="blog-carousel"]').scrollIntoViewIfNeeded();
    const carousel = page.getByRole("region", { name: "From Our Blog" });
    await expect(carousel).toHaveAttribute("data-hydrated", "true");
    const track = carousel.locator("#blog-carousel-track");
    await expect(track).toHaveAttribute("data-index", "0");

    await swipe(page, "#blog-carousel-track", "left");
    await expect(track).toHaveAttribute("data-index", "1");
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName("Go to slide 2");
    await page.clock.runFor(800); // the slide locks the carousel for 0.6 s (its fallback timer: 0.75 s)
    await swipe(page, "#blog-carousel-track", "right");
    await expect(track).toHaveAttribute("data-index", "0");
    await page.clock.runFor(800);
    // Backwards from the first post loops to the last.
    await swipe(page, "#blog-carousel-track", "right");
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName("Go to slide 4");
  });
});
