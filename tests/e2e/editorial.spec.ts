// Editorial safety in the browser: edit conflicts, preview links, autosave, history.
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
    data: { title: `Editorial ${stamp}`, excerpt: `editorial-${stamp}`, content: "<p>First words.</p>", date: "2026-01-15T00:00:00+05:30", status: "published", ...overrides },
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
  await expect(page.locator(".ql-editor")).toBeVisible();
}

const titleField = (page: Page) => page.getByRole("textbox", { name: "Title", exact: true });

test("edit conflict: the second of two pages to save keeps its text, sees who saved, and can save anyway", async ({ page, context, console }) => {
  console.allow(/status of 409/);
  const token = await loginAs(page);
  const post = await createPost(page.request, token);
  const other = await context.newPage();

  await openEditor(page, post.id);
  await openEditor(other, post.id);

  // The other page saves first.
  await titleField(other).fill("Saved by the other page");
  await other.getByRole("button", { name: "Update", exact: true }).click();
  await expect(other.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();

  // This page then saves the form it had open: refused, nothing lost.
  await titleField(page).fill("My own title");
  await page.locator(".ql-editor").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" And mine.");
  await page.getByRole("button", { name: "Update", exact: true }).click();
  const banner = page.getByRole("alert").filter({ hasText: "after you opened it" });
  await expect(banner).toContainText("Administrator");
  await expect(banner).toContainText("Your changes were not saved.");
  await expect(titleField(page)).toHaveValue("My own title");
  await expect(page.locator(".ql-editor")).toContainText("And mine.");
  expect((await readPost(page.request, token, post.id)).title).toBe("Saved by the other page");

  // "Open the saved version" opens the editor of the saved post in a new tab.
  const saved = banner.getByRole("link", { name: adminMessages.conflictOpenSaved });
  await expect(saved).toHaveAttribute("target", "_blank");
  const [tab] = await Promise.all([context.waitForEvent("page"), saved.click()]);
  await expect(titleField(tab)).toHaveValue("Saved by the other page");
  await tab.close();

  // "Save mine anyway" re-reads updatedAt, then saves what this page holds.
  await banner.getByRole("button", { name: adminMessages.conflictSaveAnyway }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();
  const final = await readPost(page.request, token, post.id);
  expect(final.title).toBe("My own title");
  expect(final.content).toContain("And mine.");
});

test("edit conflict in a dialog form (news): the banner offers the saved version and the typed text stays", async ({ page, context, console }) => {
  console.allow(/status of 409/);
  const token = await loginAs(page);
  const res = await page.request.post("/api/news", {
    headers: { authorization: `Bearer ${token}` },
    data: { title: `Conflict news ${Date.now()}`, date: "2026-01-15T00:00:00+05:30", status: "draft" },
  });
  const item = ((await res.json()) as { data: { id: string; title: string } }).data;
  const other = await context.newPage();

  const openItem = async (p: Page) => {
    await p.goto("/admin/latestnews");
    await p.getByRole("button", { name: `Edit ${item.title}` }).click();
    return p.getByRole("dialog", { name: "Edit News Item" });
  };
  const mine = await openItem(page);
  const theirs = await openItem(other);
  await theirs.getByLabel("Title").fill("Their news title");
  await theirs.getByRole("button", { name: "Save" }).click();
  await expect(theirs).toBeHidden();

  await mine.getByLabel("Summary").fill("My summary");
  await mine.getByRole("button", { name: "Save" }).click();
  const banner = mine.getByRole("alert");
  await expect(banner).toContainText("after you opened it");
  await expect(mine.getByLabel("Summary")).toHaveValue("My summary");
  await expect(banner.getByRole("link", { name: adminMessages.conflictOpenSaved })).toHaveAttribute("href", `/admin/latestnews?edit=${item.id}`);

  const [tab] = await Promise.all([context.waitForEvent("page"), banner.getByRole("link", { name: adminMessages.conflictOpenSaved }).click()]);
  await expect(tab.getByRole("dialog", { name: "Edit News Item" }).getByLabel("Title")).toHaveValue("Their news title");
  await tab.close();

  await banner.getByRole("button", { name: adminMessages.conflictSaveAnyway }).click();
  await expect(mine).toBeHidden();
  const read = await page.request.get(`/api/news/${item.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await read.json()) as { data: { summary: string; title: string } }).data).toMatchObject({ summary: "My summary", title: item.title });
});

test("Preview opens the draft as typed in a new tab without saving it; Copy preview link gives the link", async ({ page, context }) => {
  const token = await loginAs(page);
  const post = await createPost(page.request, token, { status: "draft", date: "2031-01-01T00:00:00+05:30" });
  await openEditor(page, post.id);
  await titleField(page).fill("Previewed draft title");

  const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: adminMessages.preview, exact: true }).click()]);
  await expect(tab).toHaveURL(/\/blog\/preview\/[\w-]+\.\w+\.[\w-]+\.[\w-]+$/);
  await expect(tab.getByRole("status").filter({ hasText: "Preview, not published" })).toBeVisible();
  await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Previewed draft title");
  expect(await tab.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  // Not saved: the stored draft is as it was, and the editor stays open with the typed title.
  expect(await readPost(page.request, token, post.id)).toMatchObject({ title: post.title, status: "draft", updatedAt: post.updatedAt });
  await expect(titleField(page)).toHaveValue("Previewed draft title");
  await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${post.id}$`));

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: adminMessages.copyPreviewLink }).click();
  const link = page.getByRole("status").filter({ hasText: "Preview link" }).getByRole("textbox");
  await expect(link).toHaveValue(/\/blog\/preview\//);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
});

test("a preview link: anyone can read it, noindex and no-store, never cached or listed; 404 when forged or its post is deleted", async ({ page, request }) => {
  const token = await loginAs(page);
  const post = await createPost(page.request, token, { status: "draft", title: `Secret draft ${Date.now()}` });
  const res = await page.request.post(`/api/blogs/${post.id}/preview`, { headers: { authorization: `Bearer ${token}` } });
  const { url } = ((await res.json()) as { data: { url: string } }).data;
  const path = new URL(url).pathname;

  for (let i = 0; i < 2; i++) {
    const read = await request.get(path); // no token, no cookie: anyone holding the link
    expect(read.status()).toBe(200);
    expect(read.headers()["x-robots-tag"]).toBe("noindex");
    expect(read.headers()["cache-control"]).toBe("private, no-store");
    expect(read.headers()["x-page-cache"]).toBeUndefined();
    const html = await read.text();
    expect(html).toContain(post.title);
    expect(html).toContain("Preview, not published");
    expect(html).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
  }
  for (const list of ["/blog", "/sitemap.xml", "/rss.xml", "/api/blogs"]) expect(await (await request.get(list)).text(), list).not.toContain(post.title);

  const forged = await request.get(`${path.slice(0, -3)}abc`);
  expect(forged.status()).toBe(404);
  expect(await forged.text()).toContain("Page not found");

  await page.request.delete(`/api/blogs/${post.id}`, { headers: { authorization: `Bearer ${token}` } });
  const dead = await request.get(path);
  expect(dead.status()).toBe(404);
  expect(await dead.text()).not.toContain(post.title);
});

test("autosave: after a reload the editor offers the unsaved changes back; Restore brings them, a save clears them", async ({ page }) => {
  await page.clock.install(); // a stored post's working copy goes to the server every 10 s of its clock
  const token = await loginAs(page);
  const post = await createPost(page.request, token);
  page.on("dialog", (d) => void d.accept()); // the browser's "leave site?" on reload
  const kept = async () => {
    const res = await page.request.get(`/api/blogs/${post.id}/autosave`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await res.json()) as { data: { values: { content?: string } } | null };
    return data?.values.content ?? null;
  };

  await openEditor(page, post.id);
  await titleField(page).fill("Typed before the crash");
  await page.locator(".ql-editor").click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Unsaved sentence.");
  await page.clock.runFor(AUTOSAVE_INTERVAL_MS);
  await expect.poll(kept).toContain("Unsaved sentence.");

  await page.reload();
  await expect(page.locator(".ql-editor")).toBeVisible();
  const offer = page.getByRole("region", { name: "Unsaved changes" });
  await expect(offer).toContainText(/Restore unsaved changes from \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m\?/i);
  await expect(titleField(page)).toHaveValue(post.title);
  await offer.getByRole("button", { name: adminMessages.autosaveRestore }).click();
  await expect(offer).toBeHidden();
  await expect(titleField(page)).toHaveValue("Typed before the crash");
  await expect(page.locator(".ql-editor")).toContainText("Unsaved sentence.");

  await page.getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();
  expect(await kept()).toBeNull();
  expect((await readPost(page.request, token, post.id)).content).toContain("Unsaved sentence.");
  await openEditor(page, post.id);
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
});

test("autosave of a new post: offered after a reload; Discard forgets it", async ({ page }) => {
  await page.clock.install(); // kept every 10 s of the page's clock
  await loginAs(page);
  page.on("dialog", (d) => void d.accept());
  await page.goto("/admin/blog/new");
  await expect(page.locator(".ql-editor")).toBeVisible();
  await titleField(page).fill("A new post never saved");
  await page.clock.runFor(AUTOSAVE_INTERVAL_MS);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("autosave:blog:new"))).toContain("A new post never saved");

  await page.reload();
  const offer = page.getByRole("region", { name: "Unsaved changes" });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: adminMessages.autosaveDiscard }).click();
  await expect(offer).toBeHidden();
  await expect(titleField(page)).toHaveValue("");
  expect(await page.evaluate(() => localStorage.getItem("autosave:blog:new"))).toBeNull();
  await page.reload();
  await expect(page.locator(".ql-editor")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
});

test("image alt text: asked by the image dialog, editable on an image in the text, beside the featured image, used on the page, its cards and og:image:alt; a gentle reminder when publishing without it", async ({
  page,
}) => {
  const token = await loginAs(page);
  const post = await createPost(page.request, token, {
    status: "draft",
    image: "/uploads/seed-private-limited-vs-llp.png",
    content: "<p>Intro.</p>",
    date: new Date(Date.now() - 60_000).toISOString(),
  });
  await openEditor(page, post.id);
  const editor = page.locator(".ql-editor");

  // Publishing with a featured image without alt text: a reminder, not a block.
  await page.getByLabel("Status").selectOption("published");
  const reminder = page.getByRole("note");
  await expect(reminder).toHaveText(/^One image has no alt text\. You can publish anyway/);

  // An image by address, with its alt text.
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const insert = page.getByRole("dialog", { name: "Insert image" });
  await insert.getByLabel("Image address").fill("/uploads/seed-one-person-company-rules.png");
  await insert.getByRole("button", { name: "Insert" }).click();
  await expect(editor.locator('img[src="/uploads/seed-one-person-company-rules.png"]')).not.toHaveAttribute("alt");
  await expect(reminder).toHaveText(/^2 images have no alt text/);

  // Clicking the image in the text edits its alt text.
  await editor.locator('img[src="/uploads/seed-one-person-company-rules.png"]').click();
  const edit = page.getByRole("dialog", { name: "Edit image" });
  await expect(edit.getByLabel("Alt text")).toHaveValue("");
  await edit.getByLabel("Alt text").fill("Filing chart for 2026");
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(editor.locator('img[src="/uploads/seed-one-person-company-rules.png"]')).toHaveAttribute("alt", "Filing chart for 2026");
  await expect(reminder).toHaveText(/^One image has no alt text/);

  await page.getByLabel("Featured image alt text").fill("Certificate of incorporation on a desk");
  await expect(reminder).toHaveCount(0);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();
  const saved = await readPost(page.request, token, post.id);
  expect(saved.imageAlt).toBe("Certificate of incorporation on a desk");
  expect(saved.content).toContain('<img src="/uploads/seed-one-person-company-rules.png" alt="Filing chart for 2026">');

  // The public page, its card and its Open Graph tags use it.
  const html = await (await page.request.get(`/blog/${post.excerpt}`)).text();
  expect(html).toMatch(/<meta property="og:image:alt" content="Certificate of incorporation on a desk"/);
  await page.goto(`/blog/${post.excerpt}`);
  await expect(page.locator("article").getByRole("img", { name: "Certificate of incorporation on a desk" }).first()).toBeVisible();
  await expect(page.locator("article").getByRole("img", { name: "Filing chart for 2026" })).toHaveCount(1);
  const blogList = await (await page.request.get("/blog")).text();
  expect(blogList).toContain('alt="Certificate of incorporation on a desk"');
});

test("History: the revisions, one shown with what changed, and Restore behind a confirmation", async ({ page }) => {
  const token = await loginAs(page);
  const v1 = await createPost(page.request, token, { title: "History v1", content: "<p>Alpha beta gamma.</p>", status: "draft" });
  const put = await page.request.put(`/api/blogs/${v1.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: "History v2", excerpt: v1.excerpt, content: "<p>Alpha delta gamma.</p>", date: v1.date, status: "published", updatedAt: v1.updatedAt },
  });
  expect(put.status()).toBe(200);

  await openEditor(page, v1.id);
  await expect(titleField(page)).toHaveValue("History v2");
  await page.getByRole("button", { name: adminMessages.history }).click();
  const history = page.getByRole("dialog", { name: adminMessages.historyTitle });
  const entries = history.getByRole("navigation", { name: "Revisions" }).getByRole("button");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("History v1");
  await expect(entries.first()).toContainText("Administrator");
  await entries.first().click();

  const changed = history.getByRole("table");
  await expect(changed.getByRole("row", { name: /Title/ })).toContainText("History v1");
  await expect(changed.getByRole("row", { name: /Title/ })).toContainText("History v2");
  await expect(changed.getByRole("row", { name: /Status/ })).toContainText("draft");
  await expect(history.getByTestId("content-diff").locator("del")).toHaveText("beta");
  await expect(history.getByTestId("content-diff").locator("ins")).toHaveText("delta");
  await expect(history.getByRole("article").getByRole("heading", { level: 1 })).toHaveText("History v1");

  // Restore asks first; Cancel does nothing.
  await history.getByRole("button", { name: adminMessages.restoreRevision }).click();
  const confirm = history.getByRole("alertdialog", { name: "Confirm restore" });
  await expect(confirm).toContainText("The current version is kept in the history");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  expect((await readPost(page.request, token, v1.id)).title).toBe("History v2");

  await history.getByRole("button", { name: adminMessages.restoreRevision }).click();
  await confirm.getByRole("button", { name: adminMessages.restoreYes }).click();
  await expect(history).toBeHidden();
  await expect(titleField(page)).toHaveValue("History v1");
  await expect(page.locator(".ql-editor")).toContainText("Alpha beta gamma.");
  expect(await readPost(page.request, token, v1.id)).toMatchObject({ title: "History v1", status: "draft" });

  // The restore can be undone: the version it replaced is now in the history.
  await page.getByRole("button", { name: adminMessages.history }).click();
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText("History v2");
});
