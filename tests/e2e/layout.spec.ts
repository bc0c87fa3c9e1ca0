import { expect, hydrated, test } from "./fixtures";

test("the server-rendered HTML already holds the top bar, footer and demo content", async ({ request }) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("Company Registration / Delhi");
  expect(html).toContain("Quick Links");
  expect(html).toContain("Faridabad");
  expect(html).toContain("Registered Office Requirements for Companies and LLPs");
});

test("footer links go where their labels say", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(footer.getByRole("link", { name: "Terms and Condition" })).toHaveAttribute("href", "/terms-condition");
  await expect(footer.getByRole("link", { name: "Trademark Registration" })).toHaveAttribute("href", "/trademark-registration-delhi");
  await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("target", "_blank");
});

test("blog paths use the two-column layout with the sidebar; other pages do not", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/blog/private-limited-vs-llp");
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  await expect(sidebar.getByRole("heading", { name: "Need Help?" })).toBeVisible();
  await expect(sidebar.getByRole("searchbox", { name: "Search articles" })).toBeVisible();
  // /blog has its own labelled search box, so the sidebar leaves its own out (one a page).
  await page.goto("/blog");
  await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveCount(1);
  const links = sidebar
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Quick Links" }) })
    .getByRole("link");
  await expect(links.first()).toHaveAttribute("target", "_blank");
  await expect(links.first()).toHaveAttribute("rel", "noopener noreferrer");
  const mainBox = await page.locator("main").boundingBox();
  const sideBox = await sidebar.boundingBox();
  expect(mainBox!.width / (mainBox!.width + sideBox!.width)).toBeGreaterThan(0.7);
  await page.goto("/about");
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveCount(0);
});

test("the mobile menu opens, and closes on navigation", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/about");
  await hydrated(page);
  // A <details> disclosure (it opens without JavaScript too).
  const toggle = page.getByTestId("mobile-menu").locator("summary");
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(page.getByTestId("mobile-menu")).toHaveAttribute("open", "");
  await menu.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(menu).toBeHidden();
});

test("unknown paths answer 404 with a link home (and the search, the main services and contact)", async ({ page, console }) => {
  console.allow(/status of 404/);
  const res = await page.goto("/no-such-page/at-all");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a route change scrolls to the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
