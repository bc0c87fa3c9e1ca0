// A Hindi translation written in the admin: Language हिंदी, Translation of an English post, published, then read at
// /hi/blog and on its own page, which links the English post (and the English post links it).
import type { Blog } from "../../src/shared/schemas/blog";
import { expect, loginAs, test } from "./fixtures";

test("an editor writes the Hindi translation of a post and a visitor reads it at /hi/blog", async ({ page }) => {
  test.setTimeout(90_000);
  const token = await loginAs(page);
  const auth = { authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const englishTitle = `Company annual filing guide ${stamp}`;
  const made = await page.request.post("/api/blogs", {
    headers: auth,
    data: { title: englishTitle, excerpt: `annual-filing-${stamp}`, content: "<p>Annual filing in English.</p>", date: new Date().toISOString(), status: "published" },
  });
  expect(made.status()).toBe(201);
  const english = ((await made.json()) as { data: Blog }).data;
  const hindiTitle = `कंपनी की सालाना फाइलिंग गाइड ${stamp}`;

  try {
    await page.goto("/admin/blog/new");
    await expect(page.locator(".ql-editor")).toBeVisible();
    await page.getByLabel("Language").selectOption("hi");
    await page.getByLabel("Translation of").selectOption({ label: englishTitle });
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(hindiTitle);
    // The slug is made from the Devanagari title; the address shown is the Hindi one.
    await expect(page.getByLabel("URL slug (excerpt)")).toHaveValue(`कंपनी-की-सालाना-फाइलिंग-गाइड-${stamp}`);
    await expect(page.getByText(`/hi/blog/कंपनी-की-सालाना-फाइलिंग-गाइड-${stamp}`)).toBeVisible();
    await page.locator(".ql-editor").click();
    await page.keyboard.type("हर कंपनी को हर साल ROC में AOC-4 और MGT-7 भरना होता है।");
    await page.getByLabel("Status").selectOption("published");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\//);

    // Blog Management names the language.
    await page.goto(`/admin/blog?q=${stamp}`);
    const row = page.getByRole("row").filter({ hasText: hindiTitle });
    await expect(row.getByRole("cell", { name: "हिंदी" })).toBeVisible();

    // A visitor: /hi/blog lists it (and not the English post); its page links the English one, and back.
    await page.context().clearCookies({ name: "session" });
    await page.goto("/hi/blog");
    await expect(page.getByRole("heading", { level: 1, name: "ताज़ा लेख और जानकारी" })).toBeVisible();
    await expect(page.getByRole("heading", { name: hindiTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: englishTitle })).toHaveCount(0);
    await page.getByRole("link", { name: new RegExp(`^और पढ़ें\\s?: ${hindiTitle}$`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: hindiTitle })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/hi/blog/${encodeURIComponent(`कंपनी-की-सालाना-फाइलिंग-गाइड-${stamp}`)}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute("href", new RegExp(`/blog/${english.excerpt}$`));
    await page.getByRole("link", { name: "Read this article in English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: englishTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: "यह लेख हिंदी में पढ़ें" })).toBeVisible();
  } finally {
    const hindi = ((await (await page.request.get("/api/blogs?locale=hi", { headers: auth })).json()) as { data: Blog[] }).data.find((p) => p.title === hindiTitle);
    if (hindi) await page.request.delete(`/api/blogs/${hindi.id}`, { headers: auth });
    await page.request.delete(`/api/blogs/${english.id}`, { headers: auth });
  }
});
