// The editor's day, in the browser: Preview of a published post's working copy without publishing,
// staying in the editor after Ctrl+S, the Schedule button, "View" of a draft, Tab leaving the text,
// the server autosave offered back, presence, the post list's search and bulk actions.
import type { APIRequestContext, Page } from "@playwright/test";
import { adminMessages } from "../../src/shared/admin-messages";
import { AUTOSAVE_INTERVAL_MS } from "../../src/shared/constants";
import type { Blog } from "../../src/shared/schemas/blog";
import { expect, loginAs, test } from "./fixtures";

let n = 0;
async function createPost(request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}): Promise<Blog> {
  n += 1;
  const stamp = `${Date.now().toString(36)}-${n}`;
  const res = await request.post("/api/blogs", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Editor day ${stamp}`,
      excerpt: `editor-day-${stamp}`,
      content: "<p>Live words.</p>",
      // Every page of the shared test site keeps a description of its own (tests/e2e/sitemap-pages.spec.ts).
      metaDescription: `Editor day ${stamp}: a post the editor's day tests write, save, schedule, preview and publish.`,
      date: "2026-01-15T00:00:00+05:30",
      status: "published",
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: Blog }).data;
}

async function readPost(request: APIRequestContext, token: string, id: string): Promise<Blog> {
  const res = await request.get(`/api/blogs/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: Blog }).data;
}

async function openEditor(page: Page, id: string) {
  await page.goto(`/admin/blog/edit/${id}`);
  // The editor is its own chunk: on a busy machine it may take a while the first time.
  await expect(page.locator(".ql-editor")).toBeVisible({ timeout: 15_000 });
}

const titleField = (page: Page) => page.getByRole("textbox", { name: "Title", exact: true });
/** The editor's save button (its text changes with the status: Save draft, Schedule, Publish, Update). */
const saveButton = (page: Page) => page.locator("button[aria-keyshortcuts]");

test("Preview on a published post shows the typed changes in a new tab and leaves the live post as it was", async ({ page, context }) => {
  const token = await loginAs(page);
  const post = await createPost(page.request, token);
  await openEditor(page, post.id);
  await titleField(page).fill("Half-written title");
  await page.locator(".ql-editor").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Not ready yet.");

  const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: adminMessages.preview, exact: true }).click()]);
  await tab.waitForURL(/\/blog\/preview\//);
  await expect(tab.getByRole("status").filter({ hasText: "Preview, not published" })).toBeVisible();
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Half-written title");
  await expect(tab.getByText("Not ready yet.")).toBeVisible();

  // Nothing was saved: the live post and its page are as before, and the form still has its changes.
  const live = await readPost(page.request, token, post.id);
  expect(live.title).toBe(post.title);
  expect(live.updatedAt).toBe(post.updatedAt);
  const pub = await page.request.get(`/blog/${post.excerpt}`);
  expect(await pub.text()).not.toContain("Half-written title");
  await expect(titleField(page)).toHaveValue("Half-written title");
  await expect(saveButton(page)).toHaveText(adminMessages.updateBlog);
});

test("Ctrl+S saves and stays in the editor with the time saved; the next save goes on from the new updatedAt", async ({ page }) => {
  const token = await loginAs(page);
  const post = await createPost(page.request, token, { status: "draft" });
  await openEditor(page, post.id);
  await expect(saveButton(page)).toHaveText(adminMessages.saveDraft);
  await titleField(page).fill("Saved with the keyboard");
  await titleField(page).press("Control+s");
  const note = page.getByRole("status").filter({ hasText: /^Saved at \d{2}:\d{2}$/ });
  await expect(note).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${post.id}$`));
  const first = await readPost(page.request, token, post.id);
  expect(first.title).toBe("Saved with the keyboard");
  await expect(note.locator("time")).toHaveAttribute("datetime", first.updatedAt);

  // Saving again from the same open form is no edit conflict (it is based on the new updatedAt), also from inside the text.
  await page.locator(".ql-editor").click();
  await page.keyboard.type("More. ");
  await page.keyboard.press("Control+s");
  await expect.poll(async () => (await readPost(page.request, token, post.id)).content).toContain("More.");
  await expect(page.getByRole("alert")).toHaveCount(0);
  const second = await readPost(page.request, token, post.id);
  await expect(note.locator("time")).toHaveAttribute("datetime", second.updatedAt);
  expect(second.updatedAt > first.updatedAt).toBe(true);
});

test("the status control's Scheduled shows its India date and time, and the button says Schedule", async ({ page }) => {
  const token = await loginAs(page);
  const post = await createPost(page.request, token, { status: "draft" });
  await openEditor(page, post.id);
  const status = page.getByLabel("Status", { exact: true });
  await expect(status.locator("option")).toHaveText(["Draft", "Scheduled", "Published", "Archived"]);
  await status.selectOption("scheduled");
  await expect(saveButton(page)).toHaveText(adminMessages.schedulePost);
  const when = page.getByLabel(/Publish on/);
  await expect(when).toBeVisible();
  await when.fill("2031-03-04T09:15");
  await saveButton(page).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();
  const saved = await readPost(page.request, token, post.id);
  expect(saved.status).toBe("published");
  expect(saved.date).toBe("2031-03-04T03:45:00.000Z"); // 09:15 in India
  // Now scheduled: saving again is an update of the schedule.
  await expect(saveButton(page)).toHaveText(adminMessages.updateBlog);
  await page.goto("/admin/blog?status=scheduled");
  await expect(page.getByRole("row").filter({ hasText: saved.title })).toContainText("Scheduled for");

  // A time already past cannot be scheduled.
  await openEditor(page, post.id);
  await page.getByLabel(/Publish on/).fill("2020-01-01T10:00");
  await saveButton(page).click();
  await expect(page.getByRole("alert")).toContainText(adminMessages.scheduleInPast);
});

test("View of a draft in the post list opens its preview", async ({ page, context }) => {
  const token = await loginAs(page);
  const post = await createPost(page.request, token, { status: "draft", title: `Draft to view ${Date.now()}` });
  await page.goto(`/admin/blog?q=${encodeURIComponent(post.title)}`);
  const row = page.getByRole("row").filter({ hasText: post.title });
  await expect(row).toHaveCount(1);
  const [tab] = await Promise.all([context.waitForEvent("page"), row.getByRole("button", { name: /^View/ }).click()]);
  await tab.waitForURL(/\/blog\/preview\//);
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(tab.getByRole("status").filter({ hasText: "Preview, not published" })).toBeVisible();
});

test("Tab leaves the text for the next control (Esc then Tab too, even in a list), with a visible focus", async ({ page }) => {
  const token = await loginAs(page);
  const post = await createPost(page.request, token);
  await openEditor(page, post.id);
  const text = page.locator(".ql-editor");
  await text.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Tab");
  await expect(text).not.toBeFocused();
  expect(await text.evaluate((el) => el.textContent)).not.toContain("\t");
  const next = page.getByLabel("Status", { exact: true });
  await expect(next).toBeFocused();
  const outline = await next.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");

  // In a list, Tab at the start of an item indents; Esc then Tab leaves.
  await page.keyboard.press("Shift+Tab");
  await expect(text).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.type("- ");
  await page.keyboard.type("item");
  await page.keyboard.press("Home");
  await page.keyboard.press("Tab");
  await expect(text).toBeFocused();
  await expect(text.locator("li.ql-indent-1")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expect(next).toBeFocused();
});

test("unsaved changes go to the server and are offered back on another device", async ({ page, browser }) => {
  await page.clock.install();
  const token = await loginAs(page);
  const post = await createPost(page.request, token);
  await openEditor(page, post.id);
  await titleField(page).fill("Typed on the laptop");
  // The server keeps the working copy (every 10 s while there are unsaved changes): the page's clock moves on.
  await page.clock.runFor(AUTOSAVE_INTERVAL_MS);
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/blogs/${post.id}/autosave`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: { values: { title?: string } } | null }).data?.values.title;
    })
    .toBe("Typed on the laptop");

  // "Another device": a fresh browser context, no localStorage of the first.
  const phone = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await phone.newPage();
  await loginAs(other);
  await openEditor(other, post.id);
  const offer = other.getByRole("region", { name: "Unsaved changes" });
  await expect(offer).toContainText("Restore unsaved changes from");
  await offer.getByRole("button", { name: adminMessages.autosaveRestore }).click();
  await expect(titleField(other)).toHaveValue("Typed on the laptop");
  // Both are the admin here, so presence (which leaves out oneself) names nobody; the API test covers two users.
  await other.getByRole("button", { name: adminMessages.updateBlog }).click();
  await expect(other.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();
  const cleared = await page.request.get(`/api/blogs/${post.id}/autosave`, { headers: { authorization: `Bearer ${token}` } });
  expect(await cleared.json()).toEqual({ data: null });
  await phone.close();
});

test("presence: an editor sees who else has the post open", async ({ page, browser, editor }) => {
  const token = await loginAs(page);
  const post = await createPost(page.request, token);
  await openEditor(page, post.id);
  const phone = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await phone.newPage();
  await loginAs(other, editor);
  await openEditor(other, post.id);
  await expect(other.getByRole("status").filter({ hasText: "is editing this post (opened just now)" })).toContainText("Administrator");
  await phone.close();
});

test("post list: search, filter, bulk publish and archive", async ({ page }) => {
  const token = await loginAs(page);
  const mark = `Bulk ${Date.now().toString(36)}`;
  const a = await createPost(page.request, token, { status: "draft", title: `${mark} one` });
  const b = await createPost(page.request, token, { status: "draft", title: `${mark} two` });
  await page.goto("/admin/blog");
  await page.getByLabel("Search titles").fill(mark);
  await expect(page).toHaveURL(/q=Bulk/);
  await expect(page.getByRole("row")).toHaveCount(3); // the header and two posts
  await page.getByLabel("Status").selectOption("draft");
  await page.getByLabel(/Select all 2 shown/).check();
  await page.getByRole("group", { name: "Bulk actions" }).getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 posts published." })).toBeVisible();
  expect((await readPost(page.request, token, a.id)).status).toBe("published");
  expect((await readPost(page.request, token, b.id)).status).toBe("published");
  await page.getByLabel("Status").selectOption("published");
  await page.getByLabel(`Select ${a.title}`).check();
  await page.getByRole("group", { name: "Bulk actions" }).getByRole("button", { name: "Archive" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 post archived." })).toBeVisible();
  expect((await readPost(page.request, token, a.id)).status).toBe("archived");
  expect((await readPost(page.request, token, b.id)).status).toBe("published");
});
