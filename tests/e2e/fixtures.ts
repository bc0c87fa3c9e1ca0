// Shared Playwright fixtures: every test fails on a browser console error or an uncaught page error,
// except the ones a test expects (console.allow(/pattern/), e.g. the 404 of a page that must not exist).
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./credentials";

type ConsoleWatch = { errors: string[]; allow(pattern: RegExp): void };

export const test = base.extend<{ console: ConsoleWatch }>({
  console: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use({ errors, allow: (p) => void allowed.push(p) });
      expect(errors.filter((e) => !allowed.some((p) => p.test(e))), "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };


/**
 * Signs in through the API and stores the session in localStorage before any page script runs,
 * so a test can open an admin screen directly. Returns the token for API calls.
 */
export async function loginAs(page: Page, creds: { email: string; password: string } = E2E_ADMIN): Promise<string> {
  const res = await page.request.post("/api/auth/login", { data: creds });
  expect(res.status(), "login").toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: { email: string; role: string; name: string } };
  await page.addInitScript(
    ([t, u]) => {
      if (!localStorage.getItem("adminToken")) {
        localStorage.setItem("adminToken", t);
        localStorage.setItem("userRole", u.role);
        localStorage.setItem("userEmail", u.email);
        localStorage.setItem("adminName", u.name);
      }
    },
    [token, user] as const,
  );
  return token;
}

export { E2E_ADMIN };

/**
 * Waits until React has hydrated the page's main heading (hydration attaches its fiber to the node).
 * Polled with page.evaluate: page.waitForFunction evaluates with eval, which the CSP rightly refuses.
 */
export const hydrated = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        const h1 = document.querySelector("h1");
        return !!h1 && Object.keys(h1).some((k) => k.startsWith("__reactFiber$"));
      }),
    )
    .toBe(true);
