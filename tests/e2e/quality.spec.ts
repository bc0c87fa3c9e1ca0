// Quality gates run by npm test: accessibility (axe), head tags of every public page, first-load JS budget.
import { gunzipSync, gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { FIRST_LOAD_JS_BUDGET_KB, firstLoadScripts } from "../../scripts/lib/first-load";
import { expect, hydrated, test } from "./fixtures";
import { firstPostPath, sitemapLocs } from "./public-pages";

// The first-load budget of docs/architecture.md#performance-budgets: React DOM and React Router alone weigh 107 KB of it; sections far down a
// page load their code on approach (near-viewport.tsx).

/** Every public page: the sitemap's URLs (as paths), plus pages a sitemap may not list. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = sitemapLocs(xml).map((loc) => new URL(loc).pathname);
  return [
    ...new Set([...paths, "/", "/blog", "/contact-us", "/hi/contact-us", "/about", "/careers", "/privacy-policy", "/terms-condition", "/sitemap", "/package", "/maintenance"]),
  ];
}

test.describe("accessibility (axe: no serious or critical violations)", () => {
  for (const target of ["/", "/blog", "post", "/private-limited", "/contact-us", "/admin/login"]) {
    test(`axe ${target}`, async ({ page, request }) => {
      const path = target === "post" ? await firstPostPath(request) : target;
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});

test("every public page has a unique title, a meta description, one h1 and a canonical link", async ({ request }) => {
  const pages = await publicPages(request);
  expect(pages.length).toBeGreaterThan(30);
  const titles = new Map<string, string>();
  const problems: string[] = [];
  for (const p of pages) {
    const res = await request.get(p);
    if (res.status() !== 200) {
      problems.push(`${p}: status ${res.status()}`);
      continue;
    }
    const html = await res.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (!title) problems.push(`${p}: no title`);
    else if (titles.has(title)) problems.push(`${p}: same title as ${titles.get(title)}`);
    else titles.set(title, p);
    if (!description) problems.push(`${p}: no meta description`);
    if (!canonical) problems.push(`${p}: no canonical link`);
    if (h1s !== 1) problems.push(`${p}: ${h1s} h1 elements`);
  }
  expect(problems).toEqual([]);
});

test(`every public page loads at most ${FIRST_LOAD_JS_BUDGET_KB} KB of JavaScript (gzip) first, and no admin or editor code`, async ({ request }) => {
  const gzipped = new Map<string, number>();
  const over: string[] = [];
  for (const p of [...(await publicPages(request)), await firstPostPath(request)]) {
    const html = await (await request.get(p)).text();
    let total = 0;
    for (const src of firstLoadScripts(html)) {
      expect(src, `${p} preloads admin code`).not.toMatch(/admin|quill|editor/i);
      if (!gzipped.has(src)) {
        const res = await request.get(src, { headers: { "accept-encoding": "identity" } });
        expect(res.headers()["cache-control"]).toContain("immutable");
        const body = await res.body();
        gzipped.set(src, gzipSync(res.headers()["content-encoding"] === "gzip" ? gunzipSync(body) : body).length);
      }
      total += gzipped.get(src)!;
    }
    if (total / 1024 > FIRST_LOAD_JS_BUDGET_KB) over.push(`${p}: ${(total / 1024).toFixed(1)} KB`);
  }
  expect(over).toEqual([]);
});

test("sections below the fold keep the server's content until their code loads on approach", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (r) => {
    const m = /\/assets\/(faq|cta|footer)-[^/]+\.js$/.exec(r.url());
    if (m?.[1]) fetched.push(m[1]);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/pvt-ltd-registration-delhi");
  await hydrated(page);
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  const footer = page.getByRole("contentinfo");
  await expect(faq.locator("details")).not.toHaveCount(0);
  await expect(footer.getByRole("link", { name: "About Us" })).toBeAttached();
  expect(fetched).toEqual([]);
  // An update above them (the contact dialog opening) must not replace them with placeholders.
  await page.getByRole("link", { name: "Get Started", exact: true }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(faq.locator("details")).not.toHaveCount(0);
  await expect(footer.getByRole("link", { name: "About Us" })).toBeAttached();
  // A question opened before anything loads stays open.
  const question = faq.locator("details").first();
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open", "");
  // Scrolled to, the footer's and the call to action's code loads and works (the FAQ has nothing to load).
  // (Scroll by the section's wrapper: the footer element itself is replaced when its code arrives.)
  await page.locator('[data-near-viewport="footer"]').scrollIntoViewIfNeeded();
  await expect.poll(() => [...new Set(fetched)].sort()).toEqual(["cta", "footer"]);
  await expect(question).toHaveAttribute("open", "");
  await page
    .getByRole("region", { name: /^Start your/ })
    .getByRole("link", { name: "Talk to an Expert" })
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("a client-side navigation to another page of the same template does not keep the first page's sections", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/private-limited-company-registration-delhi");
  await hydrated(page);
  const cta = page.getByRole("region", { name: /^Register your company in/ });
  await expect(cta).toHaveAccessibleName("Register your company in Delhi");
  // Follow the link without scrolling, so the call to action further down has not loaded its code.
  await page.getByRole("link", { name: "Mumbai", exact: true }).dispatchEvent("click");
  await expect(page).toHaveURL(/registration-mumbai$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Mumbai");
  await expect(cta).toHaveAccessibleName("Register your company in Mumbai");
});

test("post images come with WebP srcset, sizes, width and height, and the variants are served", async ({ page, request }) => {
  for (const path of ["/blog", await firstPostPath(request), "/"]) {
    await page.goto(path);
    const img = page.locator('main img[src^="/uploads/"]').first();
    await expect(img).toHaveAttribute("srcset", /-480w\.webp 480w, .+-800w\.webp 800w, .+-1200w\.webp 1200w$/);
    await expect(img).toHaveAttribute("sizes", /.+/);
    await expect(img).toHaveAttribute("width", "1200");
    await expect(img).toHaveAttribute("height", "630");
    const variant = (await img.getAttribute("srcset"))?.split(" ")[0] ?? "";
    const res = await request.get(variant);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/webp");
  }
});
