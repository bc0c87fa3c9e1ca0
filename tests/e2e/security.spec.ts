// The Content-Security-Policy is strict (nonce, no 'unsafe-inline' for scripts) and the site still hydrates
// under it: no CSP violation on the public pages and the login page, client-side navigation works.
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/** Records CSP violations reported in the page (besides the console errors the fixture already fails on). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}


async function firstPostPath(page: Page): Promise<string> {
  const res = await page.request.get("/api/blogs");
  const { data } = (await res.json()) as { data: { excerpt: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return `/blog/${encodeURIComponent(data[0].excerpt)}`;
}

test("every script and module preload in the HTML carries the response's nonce", async ({ page, request }) => {
  for (const path of ["/", "/blog", await firstPostPath(page), "/admin/login"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const policy = res.headers()["content-security-policy"];
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce, `${path} has a nonce`).toBeTruthy();
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, `${path} has scripts`).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    for (const tag of html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? []) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
});

test("the public pages and the login page hydrate with no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ["/", "/blog", await firstPostPath(page), "/admin/login"]) {
    await page.goto(path);
    await hydrated(page);
    expect(await violations(), path).toEqual([]);
  }
});

test("client-side navigation works under the CSP (home -> blog -> a post)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const violations = await watchViolations(page);
  await page.goto("/");
  await hydrated(page);
  // A full page load would drop this marker; a client-side navigation keeps it.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const post = page.locator('main a[href^="/blog/"]').first();
  const href = (await post.getAttribute("href")) ?? "";
  await post.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(await violations()).toEqual([]);
});
