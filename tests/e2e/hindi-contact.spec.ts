// The contact page in Hindi: its form sent without JavaScript, and the language switch between the two versions.
import { m } from "../../src/shared/i18n";
import { expect, hydrated, loginAs, test } from "./fixtures";

const hi = { locale: "hi" } as const;

test("the Hindi contact form works without JavaScript: a field's problem, then the success, in Hindi", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    await page.goto("/hi/contact-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { name: m.contact_title({}, hi), level: 1 })).toBeVisible();
    const form = page.getByRole("main").locator("form");
    const name = `Sunita ${Date.now().toString(36)}`;
    await form.getByLabel(m.contact_label_name({}, hi)).fill(name);
    await form.getByLabel(m.contact_label_email({}, hi)).fill("sunita@example.in");
    await form.getByLabel(m.contact_label_phone({}, hi)).fill("9811045632");
    await form.getByLabel(m.contact_label_message({}, hi)).fill("  ");
    await form.getByRole("button", { name: m.contact_submit({}, hi) }).click();
    await expect(form.getByLabel(m.contact_label_message({}, hi))).toHaveAccessibleDescription(m.contact_field_required({}, hi));
    await expect(form.getByLabel(m.contact_label_name({}, hi))).toHaveValue(name);

    await form.getByLabel(m.contact_label_message({}, hi)).fill("LLP रजिस्ट्रेशन की फीस कितनी है?");
    await form.getByRole("button", { name: m.contact_submit({}, hi) }).click();
    await expect(page).toHaveURL(/\/hi\/contact-us\?sent=[0-9a-f-]{36}#enquiry$/);
    await expect(page.getByTestId("enquiry-sent")).toContainText(m.contact_success({}, hi));

    // Stored with the Hindi page it came from.
    const token = await loginAs(page);
    const res = await page.request.get(`/api/enquiries?q=${encodeURIComponent(name)}`, { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await res.json()) as { data: { page: string }[] };
    expect(data).toHaveLength(1);
    expect(data[0]?.page).toBe("/hi/contact-us");
  } finally {
    await context.close();
  }
});

test("the language switch takes the contact page to Hindi and back", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/contact-us?service=LLP%20Registration");
  await hydrated(page);
  const toHindi = page.getByRole("link", { name: m.language_switch_label({ language: "हिंदी" }, hi) });
  await expect(toHindi).toHaveText("हिंदी");
  await toHindi.click();
  await expect(page).toHaveURL(/\/hi\/contact-us$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { name: m.contact_title({}, hi), level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: m.frame_nav_main({}, hi) }).getByRole("link", { name: m.frame_nav_home({}, hi) })).toBeVisible();
  await hydrated(page);
  const toEnglish = page.getByRole("link", { name: m.language_switch_label({ language: "English" }, { locale: "en" }) });
  await expect(toEnglish).toHaveText("English");
  await toEnglish.click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
});
