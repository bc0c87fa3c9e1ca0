// The Content-Security-Policy is strict (a nonce, or script hashes on cached pages; no 'unsafe-inline' for
// scripts) and the site still hydrates under it: no CSP violation on the public pages and the login page,
// client-side navigation works.
import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { firstPostPath } from "./public-pages";

/** Records CSP violations reported in the page (besides the console errors the fixture already fails on). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** The policy of a response and its HTML, checked one of the two ways a page may be allowed its scripts. */
function checkScripts(path: string, policy: string, html: string) {
  const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(scriptSrc).toContain("'strict-dynamic'");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length, `${path} has scripts`).toBeGreaterThan(0);
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  if (nonce) {
    // Rendered for this request: every script and module preload carries its fresh nonce.
    for (const [tag] of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    for (const tag of html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? []) expect(tag, path).toContain(`nonce="${nonce}"`);
    return "nonce";
  }
  // From the page cache: no nonce anywhere, each inline script that runs allowed by its own hash, and no hash
  // for a JSON-LD data block (a browser never runs it).
  expect(html, path).not.toContain("nonce=");
  const hash = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
  for (const [, attrs = "", code = ""] of scripts) {
    if (/\bsrc=/.test(attrs)) continue;
    if (/type="application\/ld\+json"/.test(attrs)) expect(scriptSrc, path).not.toContain(hash(code));
    else expect(scriptSrc, path).toContain(hash(code));
  }
  return "hashes";
}

test("every script is allowed by the response's nonce, or on a cached page by its hash", async ({ page, request }) => {
  for (const path of ["/", "/blog", await firstPostPath(page.request), "/admin/login"]) {
    const kinds = new Set<string>();
    // The first request may render the page (nonce); once stored, the page cache answers (hashes).
    await expect
      .poll(async () => {
        const res = await request.get(path);
        expect(res.status(), path).toBe(200);
        kinds.add(checkScripts(path, res.headers()["content-security-policy"] ?? "", await res.text()));
        return res.headers()["x-page-cache"] ?? "not cached";
      })
      .toBe(path.startsWith("/admin") ? "not cached" : "hit");
    if (path.startsWith("/admin")) expect([...kinds], path).toEqual(["nonce"]);
    else expect(kinds.has("hashes"), path).toBe(true);
  }
});

test("the public pages and the login page hydrate with no CSP violation, rendered or from the cache", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ["/", "/blog", await firstPostPath(page.request), "/admin/login"]) {
    // Twice: the second visit of a public page is answered from the page cache.
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(path);
      await hydrated(page);
      expect(await violations(), path).toEqual([]);
    }
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
  // The address changes before the blog page has rendered: wait for its search box, then take one of its posts.
  await expect(page.getByRole("searchbox", { name: "Search articles" })).toBeVisible();
  const href = (await page.locator('main a[href^="/blog/"]').first().getAttribute("href")) ?? "";
  await page.locator(`main a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(await violations()).toEqual([]);
});
