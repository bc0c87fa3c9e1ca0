// Categories, tags and blog search: the editor's category picker, the category and tag pages
// (HTML as crawlers see it), the per-category RSS feed, the admin screen, and /blog?q= with and without JavaScript.
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN, expect, loginAs, test } from "./fixtures";
import { jsonLdBlocks } from "./public-pages";

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

const metaContent = (html: string, attr: string) => new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1];

async function parseXml(page: Page, xml: string, selector: string): Promise<string[]> {
  return page.evaluate(
    ([text, sel]) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.querySelector("parsererror")) throw new Error("XML does not parse");
      return [...doc.querySelectorAll(sel)].map((n) => n.textContent ?? "");
    },
    [xml, selector] as const,
  );
}

test("an editor picks a new category and a tag for a post, and finds the post on the category page", async ({ page, request }) => {
  test.setTimeout(90_000);
  await loginAs(page);
  const stamp = Date.now().toString(36);
  const title = `Category pick post ${stamp}`;
  const categoryName = `E2E Category ${stamp}`;
  const headers = await adminHeaders(request);
  try {
    await page.goto("/admin/blog/new");
    await expect(page.locator(".ql-editor")).toBeVisible();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.locator(".ql-editor").click();
    await page.keyboard.type("A post filed under a category picked in the editor.");
    await page.getByLabel("Status").selectOption("published");

    // An existing category is in the list; a new one is created on the spot and selected.
    await expect(page.getByLabel("Category", { exact: true }).locator("option", { hasText: "Company Registration" })).toHaveCount(1);
    await page.getByLabel("New category").fill(categoryName);
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByLabel("Category", { exact: true }).locator("option:checked")).toHaveText(categoryName);
    await page.getByLabel("Tags").fill(`E2E Tag ${stamp}`);
    await page.getByLabel("Tags").press("Enter");
    await expect(page.getByRole("list", { name: "Chosen tags" })).toContainText(`E2E Tag ${stamp}`);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/edit\//);

    await page.goto(`/category/e2e-category-${stamp}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(categoryName);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
    await page
      .getByRole("main")
      .getByRole("link", { name: new RegExp(`Read More.*${title}`) })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const terms = page.getByRole("region", { name: "Category and tags" });
    await expect(terms.getByRole("link", { name: categoryName })).toHaveAttribute("href", `/category/e2e-category-${stamp}`);
    await terms.getByRole("link", { name: `#E2E Tag ${stamp}` }).click();
    await expect(page).toHaveURL(new RegExp(`/tag/e2e-tag-${stamp}$`));
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
  } finally {
    const posts = ((await (await request.get("/api/blogs", { headers })).json()) as { data: { id: string; title: string }[] }).data;
    for (const p of posts.filter((x) => x.title === title)) await request.delete(`/api/blogs/${p.id}`, { headers });
    for (const kind of ["categories", "tags"]) {
      const list = ((await (await request.get(`/api/${kind}`)).json()) as { data: { id: string; slug: string }[] }).data;
      for (const t of list.filter((x) => x.slug.endsWith(stamp))) await request.delete(`/api/${kind}/${t.id}`, { headers });
    }
  }
});

test("an admin edits a category's description on the Categories and Tags screen and the page shows it", async ({ page, request }) => {
  await loginAs(page);
  const headers = await adminHeaders(request);
  const before = ((await (await request.get("/api/categories")).json()) as { data: { id: string; slug: string; description: string }[] }).data.find(
    (c) => c.slug === "compliance",
  )!;
  const description = "Filings, registers and deadlines that every Indian company and LLP must keep up with, year after year.";
  try {
    await page.goto("/admin/categories");
    const row = page.getByRole("region", { name: "Categories" }).getByRole("row").filter({ hasText: "/category/compliance" });
    await row.getByRole("button", { name: "Edit Compliance" }).click();
    await page.getByRole("dialog").getByLabel("Description").fill(description);
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const html = await (await request.get("/category/compliance")).text();
    expect(html).toContain(description);
    expect(metaContent(html, 'name="description"')).toBe(description);
  } finally {
    await request.put(`/api/categories/${before.id}`, { headers, data: { description: before.description } });
  }
});

test.describe("category and tag pages as crawlers see them", () => {
  test("a category page: heading, cards, own title and description, canonical, BreadcrumbList, RSS link", async ({ request }) => {
    const res = await request.get("/category/company-registration");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Company Registration<\/h1>/);
    expect(html).toMatch(/<title>Company Registration Articles \| Company Registration Delhi<\/title>/);
    expect(metaContent(html, 'name="description"')).toMatch(/^Guides to registering a private limited company/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/category\/company-registration"\/>/);
    const posts = ((await (await request.get("/api/blogs?category=company-registration")).json()) as { data: { title: string }[] }).data;
    expect(posts.length).toBeGreaterThan(1);
    for (const p of posts.slice(0, 12)) expect(html).toContain(p.title.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;"));
    const crumbs = jsonLdBlocks(html).find((b) => b["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(["Home", "Blog", "Company Registration"]);
    expect(html).toContain('href="/category/company-registration/rss.xml"');
    // One page only: page 2 does not exist; an unknown category is a 404; the sidebar layout is used.
    expect((await request.get("/category/company-registration?page=2")).status()).toBe(404);
    expect((await request.get("/category/no-such-category")).status()).toBe(404);
    expect(html).toContain('aria-label="Sidebar"');
  });

  test("a tag page lists the tag's posts with its own title", async ({ request }) => {
    const res = await request.get("/tag/llp");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>Tagged LLP \| Company Registration Delhi<\/title>/);
    expect(html).toMatch(/<h1[^>]*>Articles tagged “LLP”<\/h1>/);
    const posts = ((await (await request.get("/api/blogs?tag=llp")).json()) as { data: { excerpt: string }[] }).data;
    expect(posts.length).toBeGreaterThan(0);
    expect([...html.matchAll(/<article/g)]).toHaveLength(Math.min(posts.length, 12));
    expect(jsonLdBlocks(html).some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("each category has its own RSS feed with only its posts", async ({ page, request }) => {
    const res = await request.get("/category/tax/rss.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
    const xml = await res.text();
    const titles = await parseXml(page, xml, "item > title");
    const posts = ((await (await request.get("/api/blogs?category=tax")).json()) as { data: { title: string }[] }).data;
    expect(titles.sort()).toEqual(posts.map((p) => p.title).sort());
    expect(await parseXml(page, xml, "channel > title")).toEqual(["GST and Tax | Company Registration Delhi Blog"]);
    expect((await request.get("/category/no-such-category/rss.xml")).status()).toBe(404);
  });

  test("sitemap.xml lists the category and tag pages", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/category\/company-registration<\/loc><lastmod>/);
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/tag\/llp<\/loc>/);
  });
});

test.describe("blog search", () => {
  test("/blog?q= renders matches on the server, best first, with highlighted words and noindex", async ({ request }) => {
    const res = await request.get("/blog?q=trademark%20classes");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(metaContent(html, 'name="robots"')).toBe("noindex");
    const titles = [...html.matchAll(/<h2[^>]*><a[^>]*>([^<]+)<\/a><\/h2>/g)].map(([, t]) => t);
    expect(titles[0]).toBe("Trademark Registration in India: Process, Classes and Timelines");
    expect(html).toMatch(/<mark[^>]*>[Tt]rademarks?<\/mark>/);
    expect(html).toMatch(/posts? match/);
    // The plain list is indexable and has the search box.
    const list = await (await request.get("/blog")).text();
    expect(list).not.toContain('content="noindex"');
    expect(list).toMatch(/<form[^>]*action="\/blog"[^>]*role="search"|<form[^>]*role="search"[^>]*action="\/blog"/);
  });

  test("says No posts match when nothing does", async ({ request }) => {
    const html = await (await request.get("/blog?q=zzqxv%20qqzzy")).text();
    expect(html).toContain("No posts match");
    expect(metaContent(html, 'name="robots"')).toBe("noindex");
  });

  test("works without JavaScript from the sidebar's search box", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog/private-limited-vs-llp");
    const box = page.getByRole("complementary", { name: "Sidebar" }).getByRole("searchbox", { name: "Search articles" });
    await box.fill("udyam");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=udyam$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results");
    await expect(page.getByRole("link", { name: "MSME Udyam Registration: Benefits, Eligibility and Steps" })).toBeVisible();
    await expect(page.locator("main mark").first()).toHaveText(/udyam/i);
    await context.close();
  });
});
