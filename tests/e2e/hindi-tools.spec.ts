// In the browser: the Hindi GST calculator with JavaScript (the form answered in Hindi, rupees with Indian
// grouping), the Hindi incorporation-cost calculator and calendar without it (GET forms answered by the server).
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A page in a context without JavaScript; the context is closed after `run`. */
async function withoutJs(browser: Browser, baseURL: string | undefined, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test("the Hindi GST calculator works out GST in Hindi, with rupees grouped the Indian way", async ({ page, console }) => {
  // The calculator answers a wrong amount with 400, which the browser logs.
  console.allow(/status of 400/);
  await page.goto("/hi/tools/gst-calculator");
  await expect(page.getByRole("heading", { name: "जीएसटी कैलकुलेटर", level: 1 })).toBeVisible();
  await page.getByLabel("राशि (₹)").fill("1,23,456");
  await page.getByLabel("जीएसटी दर").selectOption("18");
  await page.getByRole("button", { name: "गणना करें" }).click();
  await expect(page).toHaveURL(/\/hi\/tools\/gst-calculator\?amount=1%2C23%2C456&rate=18/);
  await expect(page.getByRole("heading", { name: "18% की दर पर नतीजा" })).toBeVisible();
  await expect(page.getByTestId("gst-tax")).toHaveText("₹22,222.08");
  await expect(page.getByTestId("gst-total")).toHaveText("₹1,45,678.08");
  await expect(page.getByTestId("gst-result")).toContainText("CGST (9%)₹11,111.04");

  // Inclusive, between states: the tax comes out of the amount as IGST.
  await page.getByLabel("राशि (₹)").fill("118000");
  await page.getByLabel("जीएसटी सहित").check();
  await page.getByLabel("एक राज्य से दूसरे राज्य में (IGST)").check();
  await page.getByRole("button", { name: "गणना करें" }).click();
  await expect(page.getByTestId("gst-tax")).toHaveText("₹18,000");
  await expect(page.getByTestId("gst-result")).toContainText("जीएसटी से पहले की राशि₹1,00,000");
  await expect(page.getByRole("link", { name: "अपने जीएसटी के बारे में हमसे बात करें" })).toHaveAttribute("href", /^\/hi\/contact-us\?service=GST\+and\+compliance&message=/);

  await page.getByLabel("राशि (₹)").fill("बहुत");
  await page.getByRole("button", { name: "गणना करें" }).click();
  await expect(page.getByRole("alert")).toHaveText("राशि रुपयों में लिखें, जैसे 1000 या 1,250.50।");
});

test("the Hindi incorporation-cost calculator and calendar work without JavaScript", async ({ browser, baseURL }) => {
  await withoutJs(browser, baseURL, async (page) => {
    await page.goto("/hi/tools/incorporation-cost");
    await expect(page.getByRole("heading", { name: "कंपनी रजिस्ट्रेशन खर्च कैलकुलेटर", level: 1 })).toBeVisible();
    await page.getByLabel("बिज़नेस का प्रकार").selectOption({ label: "प्राइवेट लिमिटेड कंपनी" });
    await page.getByLabel("रजिस्टर्ड ऑफिस का राज्य").selectOption({ label: "दिल्ली" });
    await page.getByRole("button", { name: "गणना करें" }).click();
    await expect(page).toHaveURL(/\/hi\/tools\/incorporation-cost\?entity=private-limited&state=Delhi/);
    await expect(page.getByRole("heading", { name: "दिल्ली में प्राइवेट लिमिटेड कंपनी" })).toBeVisible();
    await expect(page.getByTestId("cost-total")).toHaveText("₹12,949.82");
    await expect(page.getByTestId("cost-result")).toContainText("दिल्ली में स्टाम्प ड्यूटी (इस पर जीएसटी नहीं)₹1,200");

    await page.goto("/hi/compliance-calendar?month=2026-11");
    const list = page.getByRole("list", { name: "नवंबर 2026 की ड्यू डेट" });
    await expect(list.getByText("GSTR-3B", { exact: true })).toBeVisible();
    await page.getByRole("group", { name: "इन पर लागू तारीखें दिखाएं" }).getByRole("checkbox", { name: "LLP फर्म" }).check();
    await page.getByRole("button", { name: "फ़िल्टर करें" }).click();
    await expect(page).toHaveURL(/\/hi\/compliance-calendar\?month=2026-11&appliesTo=llp/);
    await expect(list.getByText(/अक्टूबर का PF और ESI अंशदान/)).toBeVisible();
    await expect(list.getByText("GSTR-3B", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: /दिसंबर 2026/ }).click();
    await expect(page.getByRole("heading", { name: "दिसंबर 2026 की ड्यू डेट" })).toBeVisible();
  });
});
