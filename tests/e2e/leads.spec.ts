// The leads dashboard end to end: a person lands on a city page from a campaign link and clicks
// WhatsApp; the admin sees the view, the campaign and the click on /admin/leads, and downloads a table.
import fs from "node:fs/promises";
import { expect, hydrated, loginAs, test } from "./fixtures";
import type { AnalyticsReport } from "../../src/shared/schemas/analytics";

// Headless Chromium calls itself HeadlessChrome, which isbot rightly treats as a bot: be a person's browser.
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CITY = "/private-limited-company-registration-pune";

test("a campaign visit and a WhatsApp click show on the leads dashboard, with a CSV of the table", async ({ browser, page }) => {
  const visitor = await browser.newContext({ userAgent: PERSON });
  const tab = await visitor.newPage();
  await visitor.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>WhatsApp</p>" }));
  await tab.goto(`${CITY}?utm_source=newsletter&utm_medium=email&utm_campaign=e2e-leads`);
  await hydrated(tab);
  // The visit's landing page and UTM values stay in the tab's sessionStorage until an enquiry.
  await expect.poll(() => tab.evaluate(() => sessionStorage.getItem("enquiryVisit"))).toContain("newsletter");
  const visit = JSON.parse((await tab.evaluate(() => sessionStorage.getItem("enquiryVisit")))!) as { landing: string; utm: Record<string, string> };
  expect(visit).toMatchObject({ landing: CITY, utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "e2e-leads" } });
  const whatsapp = tab.getByRole("link", { name: /Chat on WhatsApp/ }).first();
  await whatsapp.scrollIntoViewIfNeeded();
  const popup = visitor.waitForEvent("page");
  const beacon = tab.waitForRequest((r) => r.url().endsWith("/api/events") && r.method() === "POST");
  await whatsapp.click();
  expect(JSON.parse((await beacon).postData() ?? "")).toEqual({ type: "whatsapp", path: CITY });
  await (await popup).close();
  await visitor.close();

  const token = await loginAs(page);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  // The beacon may arrive a moment after the click.
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/analytics?from=${today}&to=${today}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: AnalyticsReport }).data.pages.find((p) => p.path === CITY);
    })
    .toMatchObject({ views: expect.any(Number), whatsapp: 1 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("leads-views")).not.toHaveText("0");
  await expect(page.getByRole("img", { name: "Daily views and enquiries" })).toBeVisible();

  const cities = page.getByRole("region", { name: "City pages" });
  await expect(cities.getByRole("row", { name: /^Pune/ })).toContainText(/Pune\s*[1-9]\d*\s*0\s*0\.0%\s*1/);
  const sources = page.getByRole("region", { name: "Sources" });
  await expect(sources.getByRole("row", { name: /newsletter/ })).toContainText("e2e-leads");

  await page.getByRole("button", { name: "7 days" }).click();
  await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(sources.getByRole("row", { name: /newsletter/ })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Sources as CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sources-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await file.path())!, "utf8");
  expect(csv).toContain("Source,Medium,Campaign,Views,Enquiries,Conversion");
  expect(csv).toMatch(/newsletter,email,e2e-leads,[1-9]/);

  await page.screenshot({ path: "test-results/leads.png", fullPage: true });

  // The dashboard's card sums the last 30 days.
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("leads-card")).toContainText(/enquir(y|ies) from [1-9][\d,]* views?/);
  await page.screenshot({ path: "test-results/leads-dashboard.png", fullPage: true });
});
