// In the browser: the compliance calendar's filter and both calculators work with JavaScript off
// (GET forms answered by the server), and the pages and admin screens hydrate without console errors.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { adminMessages } from "../../src/shared/admin-messages";
import { calendarMessages } from "../../src/shared/tool-messages";
import { smtpServer } from "../fixtures/smtp";
import { expect, loginAs, test } from "./fixtures";

/** A page in a context without JavaScript; the context is closed after `run`. */
async function withoutJs(browser: Browser, baseURL: string | undefined, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe("without JavaScript", () => {
  test("the compliance calendar filters by who the dates apply to and moves between months", async ({ browser, baseURL }) => {
    await withoutJs(browser, baseURL, async (page) => {
      await page.goto("/compliance-calendar?month=2026-11");
      await expect(page.getByRole("heading", { name: "Compliance due date calendar", level: 1 })).toBeVisible();
      const list = page.getByRole("list", { name: "Due dates in November 2026" });
      await expect(list.getByText("GSTR-3B", { exact: true })).toBeVisible();
      await expect(list.getByText("MGT-7", { exact: true })).toBeVisible();
      await expect(list.getByRole("link", { name: "Get help: GST and compliance" }).first()).toHaveAttribute("href", "/contact-us?service=GST%20and%20compliance");

      const filter = page.getByRole("group", { name: "Show dates that apply to" });
      await filter.getByRole("checkbox", { name: "LLPs" }).check();
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(/appliesTo=llp/);
      await expect(list.getByText(/PF and ESI contributions/)).toBeVisible();
      await expect(list.getByText("GSTR-3B", { exact: true })).toHaveCount(0);
      await expect(list.getByText("MGT-7", { exact: true })).toHaveCount(0);
      await expect(filter.getByRole("checkbox", { name: "LLPs" })).toBeChecked();

      // The filter stays on when moving to the next month.
      await page.getByRole("link", { name: /December 2026/ }).click();
      await expect(page.getByRole("heading", { name: "Due dates in December 2026" })).toBeVisible();
      await expect(page).toHaveURL(/month=2026-12&appliesTo=llp/);
      await expect(page.getByRole("list", { name: "Due dates in December 2026" }).getByText(/Advance tax/)).toBeVisible();
      await expect(page.getByText("GSTR-9", { exact: true })).toHaveCount(0);

      await page.getByRole("link", { name: "Show all" }).click();
      await expect(page.getByText("GSTR-9", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Subscribe to the calendar (.ics)" })).toHaveAttribute("href", "/compliance-calendar.ics");
    });
  });

  test.describe("the reminder sign-up", () => {
    // The e2e server sends its mail to E2E_SMTP_PORT (playwright.config.ts).
    const smtp = smtpServer();
    test.beforeAll(async () => void (await smtp.listen(Number(process.env.E2E_SMTP_PORT))));
    test.afterAll(() => smtp.close());

    test("posts to the page, which mails a confirmation link that confirms", async ({ browser, baseURL }) => {
      await withoutJs(browser, baseURL, async (page) => {
        await page.goto("/compliance-calendar");
        const form = page.getByRole("group", { name: "Remind me of dates for" }).locator("xpath=ancestor::form");
        await form.getByLabel("E-mail address").fill("nojs-reminders@example.in");
        await form.getByRole("checkbox", { name: "GST-registered" }).check();
        await form.getByRole("button", { name: "Send me reminders" }).click();
        await expect(page.getByRole("status").filter({ hasText: calendarMessages.reminderRequested })).toBeVisible();
        await expect.poll(() => smtp.received.filter((m) => m.to.includes("nojs-reminders@example.in")).length).toBe(1);
        const raw = smtp.received
          .find((m) => m.to.includes("nojs-reminders@example.in"))!
          .raw.replace(/=\r?\n/g, "")
          .replace(/=3D/g, "=");
        const link = /https?:\/\/\S+\/api\/reminders\/confirm\?token=\S+/.exec(raw)![0];
        await page.goto(new URL(link).pathname + new URL(link).search);
        await expect(page).toHaveURL(/\/compliance-calendar\?reminders=confirmed/);
        await expect(page.getByText(calendarMessages.reminderConfirmed)).toBeVisible();
      });
    });
  });

  test("the GST calculator answers from the server: ₹1,000 at 18% is ₹180 tax and ₹1,180", async ({ browser, baseURL }) => {
    await withoutJs(browser, baseURL, async (page) => {
      await page.goto("/tools/gst-calculator");
      await page.getByLabel("Amount (₹)").fill("1000");
      await page.getByLabel("GST rate").selectOption("18");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/amount=1000&rate=18/);
      await expect(page.getByTestId("gst-tax")).toHaveText("₹180");
      await expect(page.getByTestId("gst-total")).toHaveText("₹1,180");
      await expect(page.getByTestId("gst-result")).toContainText("CGST (9%)₹90");

      // Inclusive, between states: the tax comes out of the amount as IGST.
      await page.getByLabel("Amount (₹)").fill("1,18,000");
      await page.getByLabel("Including GST (inclusive)").check();
      await page.getByLabel("Between states (IGST)").check();
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page.getByTestId("gst-tax")).toHaveText("₹18,000");
      await expect(page.getByTestId("gst-result")).toContainText("Amount before GST₹1,00,000");
      await expect(page.getByTestId("gst-result")).toContainText("IGST (18%)");
      await expect(page.getByRole("link", { name: "Talk to us about your GST" })).toHaveAttribute("href", /^\/contact-us\?service=GST\+and\+compliance&message=/);

      await page.getByLabel("Amount (₹)").fill("lots");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page.getByRole("alert")).toHaveText("Enter an amount in rupees, such as 1000 or 1,250.50.");
    });
  });

  test("the incorporation-cost calculator adds the package price, GST on it, government fees and stamp duty", async ({ browser, baseURL }) => {
    await withoutJs(browser, baseURL, async (page) => {
      await page.goto("/tools/incorporation-cost");
      await page.getByLabel("Type of entity").selectOption("llp");
      await page.getByLabel("State of the registered office").selectOption("Haryana");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/entity=llp&state=Haryana/);
      const parts = await Promise.all(
        ["cost-package", "cost-gst", "cost-fees", "cost-stamp", "cost-total"].map(async (id) =>
          Math.round(Number((await page.getByTestId(id).innerText()).replace(/[₹,]/g, "")) * 100),
        ),
      );
      const [pkg, gst, fees, stamp, total] = parts as [number, number, number, number, number];
      expect(pkg).toBeGreaterThan(0);
      expect(gst).toBe(Math.round(pkg * 0.18));
      expect(total).toBe(pkg + gst + fees + stamp);
      await expect(page.getByRole("heading", { name: "Limited liability partnership in Haryana" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Start my registration" })).toHaveAttribute("href", /^\/contact-us\?service=Limited\+Liability\+Partnership/);
    });
  });
});

test("the pages hydrate without errors, and the admin sees the due dates and the subscriber count", async ({ page }) => {
  for (const path of ["/compliance-calendar", "/tools/gst-calculator?amount=500&rate=5", "/tools/incorporation-cost"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Compliance Calendar" })).toBeVisible();
  const token = await loginAs(page);
  const stats = (await (await page.request.get("/api/reminders/stats", { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { confirmed: number; pending: number };
  };
  await page.goto("/admin/calendar");
  await expect(page.getByRole("heading", { name: "Compliance Calendar", level: 1 })).toBeVisible();
  await expect(page.getByTestId("subscriber-count")).toHaveText(adminMessages.subscriberCount(stats.data.confirmed, stats.data.pending));
  await expect(page.getByRole("cell", { name: "2026-11-20" }).first()).toBeVisible();
  await page.goto("/admin/calculators");
  await expect(page.getByRole("heading", { name: "GST rates" })).toBeVisible();
});

test.describe("accessibility of the tools (axe: no serious or critical violations)", () => {
  for (const path of ["/compliance-calendar", "/tools/gst-calculator?amount=1000&rate=18", "/tools/incorporation-cost?entity=opc&state=Delhi"]) {
    test(`axe ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
