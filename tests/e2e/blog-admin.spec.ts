// Blog management in the browser: write a post with the rich-text editor, publish, see it, archive, delete.
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { IMAGE_UPLOAD_MAX_BYTES } from "../../src/shared/constants";
import { adminMessages } from "../../src/shared/admin-messages";
import { apiMessages } from "../../src/shared/api-messages";
import type { Blog } from "../../src/shared/schemas/blog";
import { slugify } from "../../src/shared/slug";
import { expect, loginAs, test } from "./fixtures";

/** A real little PNG, so the browser can decode and show it. */
const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function openNewPost(page: Page) {
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "New Blog" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.locator(".ql-editor")).toBeVisible();
}

test("an editor writes a post with the rich-text editor, publishes it, sees it, archives it and deletes it", async ({ page }) => {
  test.setTimeout(90_000);
  const token = await loginAs(page);
  const title = `Editor Test Post ${Date.now()}`;
  const excerpt = slugify(title);

  await openNewPost(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await expect(page.getByLabel("URL slug (excerpt)")).toHaveValue(excerpt);

  // Content: a heading, bold text, a list, an aligned and coloured line with a link, an uploaded image.
  const editor = page.locator(".ql-editor");
  await editor.click();
  await page.getByRole("button", { name: "Heading 1" }).click();
  await page.keyboard.type("Main heading");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Some ");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("bold text");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(" here.");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bullet list" }).click();
  await page.keyboard.type("first item");
  await page.keyboard.press("Enter");
  await page.keyboard.type("second item");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter"); // an empty item ends the list
  await page.getByRole("button", { name: "Align centre" }).click();
  await page.getByLabel("Line spacing").selectOption("2.0");
  await page.getByLabel("Text colour").selectOption({ label: "Red" });
  await page.keyboard.type("Visit ");

  await page.getByRole("button", { name: "Link", exact: true }).click();
  const linkDialog = page.getByRole("dialog", { name: "Add link" });
  await linkDialog.getByLabel("Link address").fill("example.com");
  await linkDialog.getByRole("button", { name: "Add" }).click();
  await expect(linkDialog).toBeHidden();
  await expect(editor.locator('a[href="https://example.com"]')).toHaveText("https://example.com");

  await editor.press("Control+End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const imageDialog = page.getByRole("dialog", { name: "Insert image" });
  await imageDialog.getByLabel("Or upload an image").setInputFiles({ name: "inline.png", mimeType: "image/png", buffer: await png(120, 80, "#0066cc") });
  // Uploaded: the dialog asks for the alt text before inserting.
  await expect(imageDialog.getByLabel("Image address")).toHaveValue(/^\/uploads\//);
  await expect(imageDialog.getByLabel("Alt text")).toBeFocused();
  await imageDialog.getByLabel("Alt text").fill("A blue square");
  await imageDialog.getByRole("button", { name: "Insert" }).click();
  await expect(imageDialog).toBeHidden();
  await expect(editor.locator('img[src^="/uploads/"]')).toHaveAttribute("alt", "A blue square");

  // Featured image: uploaded at once, previewed.
  await expect(page.getByText(adminMessages.imageHint)).toBeVisible();
  await page.getByLabel("Featured Image").setInputFiles({ name: "featured.png", mimeType: "image/png", buffer: await png(64, 48, "#e60000") });
  await expect(page.getByRole("img", { name: "Featured image preview" })).toHaveAttribute("src", /^\/uploads\/featured(-[0-9a-f]{6})?\.png$/);

  await expect(page.getByLabel("Status")).toHaveValue("draft");
  await page.getByLabel("Status").selectOption("published");
  await page.getByLabel("Meta Description").fill("A post written by the browser test.");

  // The editor posts to its route's action (which asks the API on the server): what it sent is the post's body.
  const posted = page.waitForRequest((r) => new URL(r.url()).pathname === "/admin/blog/new.data" && r.method() === "POST");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const sent = ((await posted).postDataJSON() as { body: { content: string } }).body;
  // The editor stays open, at the new post's own address.
  await expect(page).toHaveURL(/\/admin\/blog\/edit\//);

  // What the editor produced was stored unchanged by the sanitiser.
  const list = (await (await page.request.get("/api/blogs", { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Blog[] };
  const id = list.data.find((b) => b.title === title)!.id;
  const saved = ((await (await page.request.get(`/api/blogs/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Blog }).data;
  expect(saved.content).toBe(sent.content);
  expect(saved.content).toContain("<h1>Main heading</h1>");
  expect(saved.content).toContain("<strong>bold text</strong>");
  expect(saved.content).toContain("<ul><li>first item</li><li>second item</li></ul>");
  expect(saved.content).toMatch(
    /<p style="(text-align: center; line-height: 2;|line-height: 2; text-align: center;)"><span style="color: rgb\(230, 0, 0\);">Visit <\/span><a href="https:\/\/example.com"/,
  );
  expect(saved.content).toMatch(/<img src="\/uploads\/inline(-[0-9a-f]{6})?\.png" alt="A blue square">/);
  expect(saved).toMatchObject({ excerpt, status: "published", metaDescription: "A post written by the browser test." });

  // The list shows it as published (green badge).
  await page.goto("/admin/blog");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("published", { exact: true })).toHaveClass(/bg-green-100/);
  await expect(row.getByRole("link", { name: /^View/ })).toHaveAttribute("href", `/blog/${excerpt}`);
  await expect(row.getByRole("link", { name: /^View/ })).toHaveAttribute("target", "_blank");

  // Public list and public page.
  await page.goto("/blog");
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${excerpt}$`));
  // The post's title is the page's one h1: the content's H1 shows as h2.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const article = page.locator("article .prose");
  await expect(article.getByRole("heading", { level: 2, name: "Main heading" })).toBeVisible();
  await expect(article.locator("strong", { hasText: "bold text" })).toBeVisible();
  await expect(article.getByRole("listitem")).toHaveText(["first item", "second item"]);
  await expect(article.getByRole("link", { name: "https://example.com" })).toHaveAttribute("href", "https://example.com");
  const inline = article.locator('img[src^="/uploads/"]').first();
  await expect(inline).toBeVisible();
  expect(await inline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

  // Archive from the list, after the confirmation: the badge turns yellow and the post leaves the public list.
  await page.goto("/admin/blog");
  await row.getByRole("button", { name: /^Archive/ }).click();
  const archive = page.getByRole("dialog", { name: "Please confirm" });
  await expect(archive).toContainText(adminMessages.confirmArchiveBlog);
  await archive.getByRole("button", { name: "Archive" }).click();
  await expect(row.getByText("archived", { exact: true })).toHaveClass(/bg-yellow-100/);
  await expect(row.getByRole("button", { name: /^Publish/ })).toBeVisible();
  await page.goto("/blog");
  await expect(page.getByRole("heading", { name: "Latest Articles & Insights" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  // Delete, after the confirmation.
  await page.goto("/admin/blog");
  await row.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText(adminMessages.confirmDeleteBlog);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Delete/ }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
});

test("editing a draft: the form is filled in, the browser checks url fields, Save draft saves and keeps the date", async ({ page }) => {
  const token = await loginAs(page);
  const auth = { authorization: `Bearer ${token}` };
  const created = await page.request.post("/api/blogs", {
    headers: auth,
    data: {
      title: "Post to edit",
      excerpt: `post-to-edit-${Date.now()}`,
      content: '<p style="text-align: right;">Right <em>aligned</em></p>',
      date: "2026-01-10",
      status: "draft",
    },
  });
  const blog = ((await created.json()) as { data: Blog }).data;

  await page.goto(`/admin/blog/edit/${blog.id}`);
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Post to edit");
  await expect(page.getByLabel("URL slug (excerpt)")).toHaveValue(blog.excerpt);
  // 2026-01-10 (UTC midnight) is 05:30 in India.
  await expect(page.getByLabel("Publish Date")).toHaveValue("2026-01-10T05:30");
  await expect(page.locator(".ql-editor p")).toHaveAttribute("style", "text-align: right;");

  // The excerpt is not re-suggested when the title of an existing post changes.
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Edited title");
  await expect(page.getByLabel("URL slug (excerpt)")).toHaveValue(blog.excerpt);
  await page.getByLabel("URL slug (excerpt)").fill(`${blog.excerpt}-renamed`);
  await page.getByLabel("Canonical URL").fill("not a url");
  await page.getByRole("button", { name: "Save draft" }).click();
  // The browser's own url check stops the form first.
  await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${blog.id}$`));
  await page.getByLabel("Canonical URL").fill("https://example.com/canonical");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();

  const saved = ((await (await page.request.get(`/api/blogs/${blog.id}`, { headers: auth })).json()) as { data: Blog }).data;
  expect(saved).toMatchObject({ title: "Edited title", excerpt: `${blog.excerpt}-renamed`, canonicalUrl: "https://example.com/canonical", date: blog.date });
  expect(saved.content).toBe(blog.content);
  await page.request.delete(`/api/blogs/${blog.id}`, { headers: auth });
});

test("the editor form checks required content, the 5 MB limit and a duplicate excerpt", async ({ page, console }) => {
  const token = await loginAs(page);
  await openNewPost(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Form checks");
  // A draft may be saved empty; a post to publish needs content.
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(adminMessages.contentRequired);

  const big = Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1024, 0);
  let uploads = 0;
  page.on("request", (r) => void (r.url().endsWith("/api/upload") && uploads++));
  await page.getByLabel("Featured Image").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
  await expect(page.getByText(apiMessages.imageTooLarge)).toBeVisible();
  expect(uploads).toBe(0);

  // A server error (409) is shown in the red banner, word for word.
  const taken = await page.request.post("/api/blogs", {
    headers: { authorization: `Bearer ${token}` },
    data: { title: "Taken", excerpt: "form-checks", content: "<p>x</p>", date: "2026-01-01" },
  });
  const takenId = ((await taken.json()) as { data: Blog }).data.id;
  await page.locator(".ql-editor").click();
  await page.keyboard.type("Some content");
  console.allow(/409/);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".error-banner").first()).toHaveText(apiMessages.duplicateExcerpt);
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled();
  await page.request.delete(`/api/blogs/${takenId}`, { headers: { authorization: `Bearer ${token}` } });
});

test("leaving a form with unsaved changes asks first", async ({ page }) => {
  await loginAs(page);
  await openNewPost(page);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/); // nothing typed: no question

  await openNewPost(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Half written");
  await page.getByRole("link", { name: "Cancel" }).click();
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText(adminMessages.unsavedChanges);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Half written");

  await page.getByRole("link", { name: "Cancel" }).click();
  await confirm.getByRole("button", { name: "Leave page" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
});

test("the editor is its own chunk: public pages never load Quill", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
  await page.goto("/blog");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((s) => /rich-text-editor|quill/i.test(s))).toBe(false);
  const html = await (await page.request.get("/admin/blog/new")).text();
  expect(html).not.toContain("ql-editor");
});
