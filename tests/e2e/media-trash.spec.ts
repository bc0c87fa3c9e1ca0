// In the browser: the media library and its picker in the post editor (featured and inline image,
// the saved alt text as the default), and deletes that go to the trash with an Undo, restored from /admin/trash.
import sharp from "sharp";
import type { APIRequestContext } from "@playwright/test";
import { adminMessages } from "../../src/shared/admin-messages";
import type { Blog } from "../../src/shared/schemas/blog";
import { E2E_ADMIN, expect, loginAs, test } from "./fixtures";

const webp = (colour: string) =>
  sharp({ create: { width: 90, height: 60, channels: 3, background: colour } })
    .webp()
    .toBuffer();

async function uploadWithAlt(request: APIRequestContext, token: string, alt: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const res = await request.post("/api/upload", { headers, multipart: { image: { name: "library.webp", mimeType: "image/webp", buffer: await webp("#2a9d8f") } } });
  expect(res.status()).toBe(201);
  const { url } = (await res.json()) as { url: string };
  const name = url.split("/").pop()!;
  expect((await request.put(`/api/media/${name}`, { headers, data: { alt } })).status()).toBe(200);
  return url;
}

test("the media picker puts a library image in the post, as featured image and inline, with its saved alt text", async ({ page, editor, request }) => {
  test.setTimeout(90_000);
  const token = await loginAs(page, editor);
  const alt = `Team at the MCA office ${Date.now()}`;
  const url = await uploadWithAlt(page.request, token, alt);

  await page.goto("/admin/blog/new");
  await expect(page.locator(".ql-editor")).toBeVisible();
  // Featured image: chosen from the library by searching its alt text.
  await page.getByRole("button", { name: "Choose featured image from library" }).click();
  const picker = page.getByRole("dialog", { name: "Media library" });
  await picker.getByLabel("Search images").fill(alt);
  await expect(picker.getByRole("button", { name: /Choose this image/ })).toHaveCount(1);
  await picker.getByRole("button", { name: /Choose this image/ }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole("img", { name: "Featured image preview" })).toHaveAttribute("src", url);
  await expect(page.getByLabel(adminMessages.imageAltLabel)).toHaveValue(alt);

  // Inline: the image dialog of the editor offers the library too; the alt text comes filled in.
  await page.locator(".ql-editor").click();
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const insert = page.getByRole("dialog", { name: "Insert image" });
  await insert.getByRole("button", { name: "Choose from library" }).click();
  await picker.getByLabel("Search images").fill(alt);
  await expect(picker.getByRole("button", { name: /Choose this image/ })).toHaveCount(1);
  await picker.getByRole("button", { name: /Choose this image/ }).click();
  await expect(picker).toBeHidden();
  await expect(insert.getByLabel("Image address")).toHaveValue(url);
  await expect(insert.getByLabel("Alt text")).toHaveValue(alt);
  await insert.getByRole("button", { name: "Insert" }).click();
  await expect(page.locator(`.ql-editor img[src="${url}"]`)).toHaveAttribute("alt", alt);

  // /admin/media shows it with its alt text, uploader and size, and (once a post uses it) where it is used.
  const title = `Media picker post ${Date.now()}`;
  const created = await page.request.post("/api/blogs", {
    headers: { authorization: `Bearer ${token}` },
    data: { title, excerpt: `media-picker-${Date.now()}`, content: `<p><img src="${url}" alt="x"></p>`, date: "2026-01-15", status: "draft" },
  });
  expect(created.status()).toBe(201);
  const post = ((await created.json()) as { data: Blog }).data;
  await page.goto(`/admin/media?q=${encodeURIComponent(alt)}`);
  const card = page.getByTestId("media-item");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("90×60 px");
  await expect(card).toContainText(`by ${editor.name}`);
  await expect(card.getByRole("link", { name: `Post: ${title}` })).toHaveAttribute("href", `/admin/blog/edit/${post.id}`);
  await expect(card.getByRole("button", { name: /^Delete/ })).toBeDisabled();
  await card.getByLabel("Alt text").fill(`${alt} (edited)`);
  await card.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByRole("status")).toHaveText(adminMessages.mediaAltSaved);
  await page.request.delete(`/api/blogs/${post.id}`, { headers: { authorization: `Bearer ${token}` } });
  const admin = ((await (await request.post("/api/auth/login", { data: E2E_ADMIN })).json()) as { token: string }).token;
  await page.request.delete(`/api/trash/blog/${post.id}`, { headers: { authorization: `Bearer ${admin}` } });
  // Unused now: the image can go.
  expect((await page.request.delete(`/api/media/${url.split("/").pop()}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
});

test("a deleted post goes to the trash with an Undo; the trash screen restores it", async ({ page, editor, request }) => {
  test.setTimeout(90_000);
  const token = await loginAs(page, editor);
  const headers = { authorization: `Bearer ${token}` };
  const make = async (title: string) => {
    const res = await page.request.post("/api/blogs", {
      headers,
      data: { title, excerpt: title.toLowerCase().replaceAll(" ", "-"), content: "<p>Words</p>", date: "2026-01-15", status: "published" },
    });
    return ((await res.json()) as { data: Blog }).data;
  };
  const stamp = Date.now();
  const first = await make(`Trash undo post ${stamp}`);
  const second = await make(`Trash screen post ${stamp}`);

  await page.goto("/admin/blog");
  for (const post of [first, second]) {
    await page
      .getByRole("row")
      .filter({ hasText: post.title })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByRole("dialog", { name: "Please confirm" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toContainText(adminMessages.movedToTrash(post.title));
    await expect(page.getByRole("row").filter({ hasText: post.title })).toHaveCount(0);
    if (post === first) {
      // Undo: back in the list and on its page.
      await page.getByRole("button", { name: "Undo" }).click();
      await expect(page.getByRole("status")).toContainText(adminMessages.restored(post.title));
      await expect(page.getByRole("row").filter({ hasText: post.title })).toHaveCount(1);
    }
  }
  expect((await page.request.get(`/blog/${first.excerpt}`)).status()).toBe(200);
  expect((await page.request.get(`/blog/${second.excerpt}`)).status()).toBe(404);
  expect((await page.request.get(`/api/blogs/${second.id}`, { headers })).status()).toBe(404);

  // The trash screen: an editor restores the post (and may not delete it for good).
  await page.getByRole("link", { name: "Trash", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/trash$/);
  const row = page.getByRole("row").filter({ hasText: second.title });
  await expect(row).toContainText("Post, deleted");
  await expect(row).toContainText(`by ${editor.name}`);
  await expect(row.getByRole("button", { name: /^Delete for good/ })).toHaveCount(0);
  await row.getByRole("button", { name: /^Restore/ }).click();
  await expect(page.getByRole("status")).toHaveText(adminMessages.restored(second.title));
  await expect(page.getByRole("row").filter({ hasText: second.title })).toHaveCount(0);
  expect((await page.request.get(`/blog/${second.excerpt}`)).status()).toBe(200);
  // Clean up: to the trash, then (an admin) out of it for good.
  const admin = ((await (await request.post("/api/auth/login", { data: E2E_ADMIN })).json()) as { token: string }).token;
  for (const post of [first, second]) {
    await page.request.delete(`/api/blogs/${post.id}`, { headers });
    expect((await page.request.delete(`/api/trash/blog/${post.id}`, { headers: { authorization: `Bearer ${admin}` } })).status()).toBe(200);
  }
});
