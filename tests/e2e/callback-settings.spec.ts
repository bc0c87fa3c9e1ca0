// The call-back settings screen (/admin/settings/callbacks): an admin adds one of India's holidays with a click and a
// date of their own, saves, and the contact form's "Call me at" offers no slot on those days; the same with
// JavaScript off (the form posts to the screen's action). Every test puts the settings back (the server is shared).
import type { APIRequestContext, Page } from "@playwright/test";
import { callbackSettingsMessages as msg } from "../../src/shared/callback-settings-messages";
import { contactMessages } from "../../src/shared/contact-messages";
import { expect, hydrated, loginAs, test } from "./fixtures";

const ENDPOINT = "/api/settings/callbacks";
const SHOTS = process.env.CALLBACK_SHOTS_DIR;
type View = { callbacks: { closedDates: string[] } & Record<string, unknown>; responsePromiseHours: number; updatedAt: string; today: string };

async function stored(request: APIRequestContext, token: string): Promise<View> {
  const res = await request.get(ENDPOINT, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: View }).data;
}
async function restore(request: APIRequestContext, token: string, before: View) {
  const res = await request.put(ENDPOINT, {
    headers: { authorization: `Bearer ${token}` },
    data: { callbacks: before.callbacks, responsePromiseHours: before.responsePromiseHours },
  });
  expect(res.status(), "restore the call-back settings").toBe(200);
}

/** The days (YYYY-MM-DD, India) of the slots the contact page's "Call me at" offers. */
async function offeredDays(page: Page): Promise<string[]> {
  await page.goto("/contact-us");
  const choice = page.getByLabel(contactMessages.callMeAt);
  await expect(choice).toBeEnabled();
  const values = await choice.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  return [...new Set(values.map((v) => v.slice(0, 10)))];
}

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test("an admin closes a national holiday and a day of their own; the contact form offers no call-back on them", async ({ page }) => {
  const token = await loginAs(page);
  const before = await stored(page.request, token);
  // The first day the contact form offers now: closed below through "Add a date".
  const [firstDay] = await offeredDays(page);
  expect(firstDay).toBeTruthy();
  try {
    // Firm Details points to the screen (the promise is no longer edited there).
    await page.goto("/admin/settings");
    await expect(page.getByLabel("Call-back promise (working hours)")).toHaveCount(0);
    await shot(page, "firm-details");
    await page.getByRole("main").getByRole("link", { name: "Call-back Hours" }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/callbacks$/);
    await expect(page.getByRole("heading", { name: msg.title })).toBeVisible();
    await hydrated(page);
    await shot(page, "callbacks");
    await page.setViewportSize({ width: 1280, height: 900 });

    // One click on a national holiday moves it to the closed dates (not saved yet).
    const holiday = page.getByTestId("holidays").getByRole("button").first();
    const holidayDate = (await holiday.getAttribute("value"))!.replace("add:", "");
    const holidayLabel = (await holiday.getAttribute("aria-label"))!;
    await holiday.click();
    const closed = page.getByTestId("closed-dates");
    await expect(closed.locator(`button[value="remove:${holidayDate}"]`)).toBeVisible();
    await expect(page.getByRole("button", { name: holidayLabel })).toHaveCount(0);
    await expect(status(page, msg.notSavedYet)).toBeVisible();
    const listed = new Set([holidayDate, firstDay!, ...before.callbacks.closedDates.filter((d) => d >= before.today)]).size;

    // A day of the admin's own, then Save.
    await page.getByLabel(msg.addDateLabel).fill(firstDay!);
    await page.getByRole("button", { name: msg.addDate, exact: true }).click();
    await expect(closed.getByRole("listitem")).toHaveCount(listed);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(status(page, msg.saved)).toBeVisible();
    await shot(page, "callbacks-saved");

    // Stored: the screen shows both after a reload, and the API has them.
    await page.reload();
    await expect(page.getByTestId("closed-dates").getByRole("listitem")).toHaveCount(listed);
    expect((await stored(page.request, token)).callbacks.closedDates).toEqual(expect.arrayContaining([holidayDate, firstDay]));

    // The contact form's "Call me at" no longer offers the closed day, and the holiday has no free slot.
    const days = await offeredDays(page);
    expect(days.length).toBeGreaterThan(0);
    expect(days).not.toContain(firstDay);
    expect(days).not.toContain(holidayDate);
    const slots = await page.request.get(`/api/callback-slots?date=${holidayDate}`);
    // A holiday further ahead than call-backs can be booked is refused as out of range; within it, it has none.
    if (slots.status() === 200) expect(((await slots.json()) as { data: unknown[] }).data).toEqual([]);
    else expect(slots.status()).toBe(400);
  } finally {
    await restore(page.request, token, before);
  }
});

test("a stale save is refused as an edit conflict, and the admin may save theirs anyway", async ({ page, console }) => {
  console.allow(/status of 409/);
  const token = await loginAs(page);
  const before = await stored(page.request, token);
  try {
    await page.goto("/admin/settings/callbacks");
    await hydrated(page);
    // Someone else saves meanwhile.
    expect((await page.request.put(ENDPOINT, { headers: { authorization: `Bearer ${token}` }, data: { responsePromiseHours: 3 } })).status()).toBe(200);
    await page.getByLabel(msg.promiseLabel).fill("4");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toContainText("after you opened it");
    await page.getByRole("button", { name: "Save mine anyway" }).click();
    await expect(status(page, msg.saved)).toBeVisible();
    expect((await stored(page.request, token)).responsePromiseHours).toBe(4);
  } finally {
    await restore(page.request, token, before);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the holiday and Remove buttons post the form, Save stores it, and a refused save keeps what was typed", async ({ page }) => {
    const token = await loginAs(page);
    const before = await stored(page.request, token);
    try {
      await page.goto("/admin/settings/callbacks");
      const holiday = page.getByTestId("holidays").getByRole("button").first();
      const holidayDate = (await holiday.getAttribute("value"))!.replace("add:", "");
      await holiday.click();
      await expect(status(page, msg.notSavedYet)).toBeVisible();
      const closed = page.getByTestId("closed-dates");
      await expect(closed.locator(`button[value="remove:${holidayDate}"]`)).toBeVisible();

      // Sunday opened for the afternoon, but closing before it opens: refused, and the form keeps the values.
      const sunday = page.getByTestId("hours-sun");
      await sunday.getByLabel("Sunday Open", { exact: true }).check();
      await sunday.getByLabel("Sunday Opens").fill("16:00");
      await sunday.getByLabel("Sunday Closes").fill("12:00");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("alert")).toHaveText("Sunday must open before it closes");
      await expect(sunday.getByLabel("Sunday Opens")).toHaveValue("16:00");
      await expect(closed.locator(`button[value="remove:${holidayDate}"]`)).toBeVisible();

      await sunday.getByLabel("Sunday Closes").fill("18:00");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page).toHaveURL(/\/admin\/settings\/callbacks\?saved=1$/);
      await expect(status(page, msg.saved)).toBeVisible();
      const saved = await stored(page.request, token);
      expect(saved.callbacks.closedDates).toContain(holidayDate);
      expect(saved.callbacks).toMatchObject({ hours: { sun: { open: "16:00", close: "18:00" } } });

      // Remove it again, and save.
      await page.locator(`button[value="remove:${holidayDate}"]`).click();
      await expect(page.locator(`button[value="remove:${holidayDate}"]`)).toHaveCount(0);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(status(page, msg.saved)).toBeVisible();
      expect((await stored(page.request, token)).callbacks.closedDates).not.toContain(holidayDate);
    } finally {
      await restore(page.request, token, before);
    }
  });
});
