// What a first-time editor and admin stumbled on: the slug field, drafts, scheduled posts and the
// status filter, H3 and block quotes, admin tables on a phone, archive confirmation and "Saved".
import type { Page } from "@playwright/test";
import { adminMessages } from "../../src/shared/admin-messages";
import type { Blog } from "../../src/shared/schemas/blog";
import { expect, loginAs, test } from "./fixtures";

const DAY = 24 * 60 * 60 * 1000;

async function openNewPost(page: Page) {
  await page.goto("/admin/blog/new");
  await expect(page.locator(".ql-editor")).toBeVisible();
}

async function blogByTitle(page: Page, token: string, title: string): Promise<Blog> {
  const list = (await (await page.request.get("/api/blogs", { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Blog[] };
  const id = list.data.find((b) => b.title === title)!.id;
  return ((await (await page.request.get(`/api/blogs/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Blog }).data;
}

test("the slug follows the title until edited and is cleaned as typed; a draft is saved without content", async ({ page }) => {
  const token = await loginAs(page);
  await openNewPost(page);
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  const slug = page.getByLabel("URL slug (excerpt)");

  await title.pressSequentially("GST Guide for Freelancers ?!");
  await expect(slug).toHaveValue("gst-guide-for-freelancers");

  // Typed into the slug: lower-case words and hyphens, key by key; the title no longer changes it.
  await slug.fill("");
  await slug.pressSequentially("My Own Slug & More");
  await expect(slug).toHaveValue("my-own-slug-and-more");
  await title.fill(`Draft without content ${Date.now()}`);
  await expect(slug).toHaveValue("my-own-slug-and-more");
  await slug.fill("Trailing Words ?!");
  await expect(slug).toHaveValue("trailing-words-");
  await slug.blur();
  await expect(slug).toHaveValue("trailing-words");
  const unique = `draft-${Date.now()}`;
  await slug.fill(unique);

  // A draft: "Save draft", and no content needed.
  await expect(page.getByLabel("Status")).toHaveValue("draft");
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Save draft" }).click();
  // The editor stays open, now at the post's own address.
  await expect(page).toHaveURL(/\/admin\/blog\/edit\//);
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();

  const list = (await (await page.request.get("/api/blogs", { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Blog[] };
  const draft = list.data.find((b) => b.excerpt === unique)!;
  expect(draft).toMatchObject({ status: "draft" });
  const full = ((await (await page.request.get(`/api/blogs/${draft.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Blog }).data;
  expect(full.content).toBe("");
  await page.request.delete(`/api/blogs/${draft.id}`, { headers: { authorization: `Bearer ${token}` } });
});

test("a post dated later is scheduled: date and time in India, its own badge, and the list filters by status", async ({ page }) => {
  const token = await loginAs(page);
  const auth = { authorization: `Bearer ${token}` };
  await openNewPost(page);
  const title = `Scheduled Post ${Date.now()}`;
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);

  // H3 and block quote from the toolbar.
  await page.locator(".ql-editor").click();
  await page.getByRole("button", { name: "Heading 3" }).click();
  await page.keyboard.type("A third-level heading");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Block quote" }).click();
  await page.keyboard.type("A quoted line");

  await page.getByLabel("Status").selectOption("published");
  const day = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
  await page.getByLabel("Publish Date").fill(`${day}T09:45`);
  // A later date schedules the post, and the status control and the button say so.
  await expect(page.getByLabel("Status")).toHaveValue("scheduled");
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();
  await page.goto("/admin/blog");

  const saved = await blogByTitle(page, token, title);
  expect(saved.date).toBe(new Date(`${day}T09:45:00+05:30`).toISOString());
  expect(saved.content).toContain("<h3>A third-level heading</h3>");
  expect(saved.content).toContain("<blockquote>A quoted line</blockquote>");

  const row = page.getByRole("row").filter({ hasText: title });
  const badge = row.getByText(/^Scheduled for /);
  const shownDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" })
    .format(new Date(saved.date))
    .replace("Sept", "Sep");
  await expect(badge).toHaveText(`Scheduled for ${shownDay}, 9:45 am`);
  await expect(badge).toHaveClass(/bg-sky-100/);
  await expect(row.getByText("published", { exact: true })).toHaveCount(0);

  // The filter: Scheduled shows it (and no post already public); Published and Draft do not.
  const show = page.getByLabel("Status");
  await show.selectOption("scheduled");
  await expect(page).toHaveURL(/\?status=scheduled$/);
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: "published" })).toHaveCount(0);
  await show.selectOption("published");
  await expect(page).toHaveURL(/\?status=published$/);
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: "Private Limited Company vs LLP" })).toHaveCount(1);
  await show.selectOption("draft");
  await expect(page).toHaveURL(/\?status=draft$/);
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(show).toHaveValue("draft");
  await show.selectOption("");
  await expect(row).toHaveCount(1);

  // An H3 written elsewhere survives a save through the editor.
  await page.goto(`/admin/blog/edit/${saved.id}`);
  await expect(page.locator(".ql-editor h3")).toHaveText("A third-level heading");
  await expect(page.getByLabel("Publish on")).toHaveValue(`${day}T09:45`);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(`${title} (edited)`);
  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();
  const edited = ((await (await page.request.get(`/api/blogs/${saved.id}`, { headers: auth })).json()) as { data: Blog }).data;
  expect(edited.content).toBe(saved.content);
  expect(edited.date).toBe(saved.date);
  await page.request.delete(`/api/blogs/${saved.id}`, { headers: auth });
});

test.describe("admin tables at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every list fits the screen with its row actions in reach; archive asks first; saves say Saved", async ({ page, editor }) => {
    test.setTimeout(60_000);
    const token = await loginAs(page);
    const auth = { authorization: `Bearer ${token}` };
    expect(editor.role).toBe("editor"); // a second user, so the users table has row actions
    const link = await page.request.post("/api/sidebar-links", {
      headers: auth,
      data: { text: `Phone link ${Date.now()}`, url: "https://example.com/a-rather-long-address/that/would/widen/the/table" },
    });
    const linkId = ((await link.json()) as { _id: string })._id;

    for (const [path, action] of [
      ["/admin/blog", /^Delete/],
      ["/admin/offers", /^Delete/],
      ["/admin/latestnews", /^Delete/],
      ["/admin/resources", /^Delete/],
      ["/admin/sidebar-links", /^Delete/],
      ["/admin/users", /^(Remove|Reset)/],
    ] as const) {
      await page.goto(path);
      // A table row, or (the users screen at phone width) a card of its list.
      const button = page
        .getByRole(path === "/admin/users" ? "listitem" : "row")
        .getByRole("button", { name: action })
        .first();
      await expect(button, path).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(390);
      expect(box.x, path).toBeGreaterThanOrEqual(0);
    }

    // Archive asks first; Cancel changes nothing.
    await page.goto("/admin/blog?status=published");
    const row = page.getByRole("row").nth(1);
    await row.getByRole("button", { name: /^Archive/ }).click();
    const confirm = page.getByRole("dialog", { name: "Please confirm" });
    await expect(confirm).toContainText(adminMessages.confirmArchiveBlog);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByText("published", { exact: true })).toBeVisible();

    // A save in a dialog says "Saved".
    await page.goto("/admin/sidebar-links");
    await page.getByRole("row").filter({ hasText: "Phone link" }).getByRole("button", { name: /^Edit/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Link" });
    await dialog.getByLabel("Text").fill("Phone link edited");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: adminMessages.saved })).toBeVisible();
    await page.request.delete(`/api/sidebar-links/${linkId}`, { headers: auth });
  });
});
