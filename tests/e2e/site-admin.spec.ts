// Offers that end, navigation to offers/news/resources, the home offer banner, sidebar link
// order, and the admin's alerts (new-enquiry count, mail-off warning). The e2e server has no SMTP.
import type { APIRequestContext } from "@playwright/test";
import { adminMessages } from "../../src/shared/admin-messages";
import { MAIL_SETTINGS_HREF, mailMessages } from "../../src/shared/mail-messages";
import { expect, hydrated, loginAs, test } from "./fixtures";

const unique = () => Date.now().toString(36);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const DAY = 24 * 60 * 60 * 1000;

async function createOffer(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<string> {
  const res = await request.post("/api/offers", { headers: auth(token), data });
  expect(res.status(), "create offer").toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

test("an offer whose end date has passed is gone from the site and shows 'Ended' in the admin list; a live one is a home banner that names it in the enquiry", async ({
  page,
  request,
}) => {
  const token = await loginAs(page);
  const ended = `E2E Ended Offer ${unique()}`;
  const live = `E2E Live Offer ${unique()}`;
  const endedId = await createOffer(request, token, {
    mainHeading: ended,
    date: new Date(Date.now() - 3 * DAY).toISOString(),
    validUntil: new Date(Date.now() - DAY).toISOString(),
    status: "published",
  });
  const liveId = await createOffer(request, token, {
    mainHeading: live,
    subHeading: "This week only",
    // Now: newer than the demo offer, which is dated at the server's first start (however recent that was).
    date: new Date().toISOString(),
    validUntil: new Date(Date.now() + 7 * DAY).toISOString(),
    status: "published",
  });
  try {
    await page.goto("/admin/offers");
    await expect(page.getByRole("row").filter({ hasText: ended })).toContainText("Ended");
    await expect(page.getByRole("row").filter({ hasText: live })).not.toContainText("Ended");

    await page.goto("/offer");
    await expect(page.getByText(ended)).toHaveCount(0);
    const card = page.getByRole("article", { name: live });
    await expect(card).toContainText("Ends");

    // The home page shows the newest live offer as a banner; "Claim this offer" names it in the enquiry.
    await page.goto("/");
    const banner = page.getByTestId("offer-banner");
    await expect(banner.getByRole("heading", { name: live })).toBeVisible();
    await hydrated(page);
    await banner.getByRole("link", { name: "Claim this offer" }).click();
    const modal = page.getByRole("dialog", { name: `Claim: ${live}` });
    await expect(modal).toBeVisible();
    await expect(modal.locator('input[type="hidden"][name="offer"]')).toHaveValue(live);
  } finally {
    for (const id of [endedId, liveId]) await request.delete(`/api/offers/${id}`, { headers: auth(token) });
  }
});

test("the footer and the mobile menu link Offers, Latest News and Resources when they have published items", async ({ page }) => {
  // The demo content has a live offer, news and resources.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/about");
  await page.getByTestId("mobile-menu").locator("summary").click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  for (const [name, href] of [
    ["Offers", "/offer"],
    ["Latest News", "/news"],
    ["Resources", "/resources"],
  ] as const) {
    await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  // The footer's section wrapper stays; the footer in it is swapped for the live one when it comes near.
  await page.locator('[data-near-viewport="footer"]').scrollIntoViewIfNeeded();
  const footer = page.getByRole("contentinfo");
  const quick = footer.getByRole("navigation", { name: "Quick links" });
  for (const [name, href] of [
    ["Offers", "/offer"],
    ["Latest News", "/news"],
    ["Resources", "/resources"],
  ] as const) {
    await expect(quick.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("an admin orders the sidebar links with the keyboard; the blog sidebar follows", async ({ page, request, console }) => {
  console.allow(/status of 400/);
  const token = await loginAs(page);
  const a = `E2E First ${unique()}`;
  const b = `E2E Second ${unique()}`;
  const ids: string[] = [];
  for (const text of [a, b]) {
    const res = await request.post("/api/sidebar-links", { headers: auth(token), data: { text, url: "https://www.mca.gov.in" } });
    ids.push(((await res.json()) as { _id: string })._id);
  }
  try {
    await page.goto("/admin/sidebar-links");
    const up = page.getByRole("button", { name: `Move ${b} up` });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: `${b} moved to position` })).toBeAttached();
    // Focus stays on the moved link's button, so Enter again moves it further.
    await expect(page.getByRole("button", { name: `Move ${b} up` })).toBeFocused();
    const rows = page.getByRole("row");
    const order = async () => (await rows.allTextContents()).filter((t) => t.includes("E2E ")).map((t) => (t.includes(a) ? "a" : "b"));
    await expect.poll(order).toEqual(["b", "a"]);

    await page.goto("/blog");
    const quick = page
      .getByRole("complementary")
      .getByRole("link")
      .filter({ hasText: /E2E (First|Second)/ });
    await expect(quick).toHaveText([b, a]);

    // A URL that is not a web address is refused, naming the field.
    await page.goto("/admin/sidebar-links");
    await page.getByRole("button", { name: "Add Link" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Link" });
    await dialog.getByLabel("Text").fill("Bad");
    await dialog.getByLabel("URL").fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("URL must be a web address such as https://example.com");
  } finally {
    for (const id of ids) await request.delete(`/api/sidebar-links/${id}`, { headers: auth(token) });
  }
});

test("the admin header and tab title show the new-enquiry count; the dashboard warns that enquiry e-mails are off", async ({ page, request }) => {
  await loginAs(page);
  await page.goto("/admin/dashboard");
  const badge = page.getByTestId("new-enquiries-badge");
  await expect(badge).toBeVisible();
  const before = Number((await badge.innerText()).match(/(\d+) new/)?.[1]);

  const warning = page.getByTestId("mail-warning");
  await expect(warning.getByRole("heading", { name: adminMessages.mailOffTitle })).toBeVisible();
  await expect(warning).toContainText(adminMessages.mailOffText);
  await expect(warning).toContainText(adminMessages.mailOffAction);
  await expect(warning.getByRole("link", { name: mailMessages.setUp })).toHaveAttribute("href", MAIL_SETTINGS_HREF);

  // An enquiry arrives (through the API, as the contact form sends it); focusing the tab refreshes the count.
  const { data } = (await (await request.get("/api/send-message/token")).json()) as { data: { token: string } };
  const sent = await request.post("/api/send-message", { data: { name: "Asha", email: "asha@example.in", phone: "9811045632", message: "Please call me", formToken: data.token } });
  expect(sent.status()).toBe(200);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(badge).toContainText(`${before + 1} new`);
  await expect.poll(() => page.title()).toBe(`(${before + 1}) Dashboard | Admin`);
  // Another screen keeps the count in its title.
  await page.getByRole("link", { name: "Blog Management" }).click();
  await expect.poll(() => page.title()).toMatch(new RegExp(`^\\(${before + 1}\\) `));
});
