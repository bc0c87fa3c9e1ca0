// An admin manages offers, sidebar links and latest news, and each change shows on the public pages.
import { todayInIndia } from "../../src/app/lib/format";
import { adminMessages } from "../../src/shared/admin-messages";
import { expect, hydrated, loginAs, test } from "./fixtures";

const unique = () => Date.now().toString(36);

test("an admin creates, edits and deletes an offer, seen on /offer with its contact call to action", async ({ page }) => {
  await loginAs(page);
  const heading = `E2E Monsoon Offer ${unique()}`;

  await page.goto("/admin/offers");
  await page.getByRole("link", { name: "New Offer" }).click();
  await expect(page).toHaveURL(/\/admin\/offers\/new$/);
  await expect(page.getByRole("heading", { name: "Create New Offer" })).toBeVisible();
  // Defaults: publish date today (India), status draft.
  await expect(page.getByLabel("Publish Date")).toHaveValue(todayInIndia());
  await expect(page.getByLabel("Status")).toHaveValue("draft");

  await page.getByLabel("Main Heading").fill(heading);
  await page.getByLabel("Sub Heading").fill("LLP registration at a monsoon price");
  await page.getByLabel("Tagline").fill("This month only");
  await page.getByLabel("Features").fill("Free DSC, PAN and TAN ✅ GST help");
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Publish Offer" }).click();

  await expect(page).toHaveURL(/\/admin\/offers$/);
  const row = page.getByRole("row").filter({ hasText: heading });
  await expect(row).toContainText("LLP registration at a monsoon price");
  await expect(row).toContainText("published");

  await page.goto("/offer");
  const card = page.getByRole("article", { name: heading });
  await expect(card.getByRole("listitem")).toHaveText(["Free DSC", "PAN and TAN", "GST help"]);
  await hydrated(page);
  await card.getByRole("link", { name: "Claim this offer" }).click();
  const modal = page.getByRole("dialog", { name: `Claim: ${heading}` });
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toBeHidden();

  await page.goto("/admin/offers");
  await page.getByRole("link", { name: `Edit ${heading}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Offer" })).toBeVisible();
  await expect(page.getByLabel("Main Heading")).toHaveValue(heading);
  await page.getByLabel("Main Heading").fill(`${heading} (extended)`);
  await page.getByRole("button", { name: "Update Offer" }).click();
  await expect(page).toHaveURL(/\/admin\/offers$/);
  await expect(page.getByRole("row").filter({ hasText: `${heading} (extended)` })).toHaveCount(1);

  await page.getByRole("button", { name: `Delete ${heading} (extended)` }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText(adminMessages.confirmDeleteOffer);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: heading })).toHaveCount(0);

  await page.goto("/offer");
  await expect(page.getByText(heading)).toHaveCount(0);
});

test("an admin adds, edits and deletes a sidebar link; it shows in the blog sidebar and opens in a new tab", async ({ page, baseURL }) => {
  await loginAs(page);
  const text = `E2E Link ${unique()}`;
  const target = `${baseURL}/about`;

  await page.goto("/admin/sidebar-links");
  await page.getByRole("button", { name: "Add Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Link" });
  await dialog.getByLabel("Text").fill(text);
  await dialog.getByLabel("URL").fill(target);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: text })).toContainText(target);

  await page.goto("/blog");
  const link = page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: text });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(target);
  await tab.close();

  // Edit: a URL without a scheme gets https:// added.
  await page.goto("/admin/sidebar-links");
  await page.getByRole("button", { name: `Edit ${text}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Link" });
  await expect(edit.getByLabel("Text")).toHaveValue(text);
  await edit.getByLabel("Text").fill(`${text} edited`);
  await edit.getByLabel("URL").fill("example.org/e2e");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: `${text} edited` })).toContainText("https://example.org/e2e");

  await page.goto("/blog");
  await expect(page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: `${text} edited` })).toHaveAttribute("href", "https://example.org/e2e");

  await page.goto("/admin/sidebar-links");
  await page.getByRole("button", { name: `Delete ${text} edited` }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText(adminMessages.confirmDeleteLink);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: text })).toHaveCount(0);

  await page.goto("/blog");
  await expect(page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: text })).toHaveCount(0);
});

test("an admin creates, edits and deletes a news item, seen on /news with its own page", async ({ page }) => {
  await loginAs(page);
  const title = `E2E ROC deadline extended ${unique()}`;

  await page.goto("/admin/latestnews");
  await expect(page.getByRole("heading", { name: "Latest News Updated" })).toBeVisible();
  await page.getByRole("button", { name: "Add News Item" }).click();
  const dialog = page.getByRole("dialog", { name: "Add News Item" });
  await expect(dialog.getByLabel("Publish Date")).toHaveValue(todayInIndia());
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Summary").fill("The MCA extended the filing deadline.");
  // The body is written in the posts' rich-text editor.
  const body = dialog.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("Full ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("details");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" of the extension.");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("published");

  await page.goto("/news");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("link", { name: `Read more: ${title}` }).click();
  await expect(page).toHaveURL(/\/news\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("main strong", { hasText: "details" })).toBeVisible();
  expect(await page.locator("main script").count()).toBe(0);

  await page.goto("/admin/latestnews");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit News Item" });
  await expect(edit.getByRole("textbox", { name: "Body" }).locator("strong")).toHaveText("details");
  await edit.getByLabel("Title").fill(`${title} again`);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: `${title} again` })).toHaveCount(1);

  await page.getByRole("button", { name: `Delete ${title} again` }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText(adminMessages.confirmDeleteNews);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);

  await page.goto("/news");
  await expect(page.getByText(title)).toHaveCount(0);
});

test("the public offer, news and resource pages are server-rendered; an item without a body has no page", async ({ request, page, console }) => {
  const offer = await (await request.get("/offer")).text();
  expect(offer).toContain("Diwali Business Launch Offer");
  expect(offer).toContain('rel="canonical"');
  expect(await (await request.get("/resources")).text()).toContain("Company Incorporation Checklist");

  const news = (await (await request.get("/api/news")).json()).data as { id: string; hasBody: boolean }[];
  const withBody = news.find((n) => n.hasBody)!;
  const without = news.find((n) => !n.hasBody)!;
  expect((await request.get(`/news/${withBody.id}`)).status()).toBe(200);
  console.allow(/status of 404/);
  const res = await page.goto(`/news/${without.id}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
