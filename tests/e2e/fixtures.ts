// Shared Playwright fixtures: every test fails on a browser console error or an uncaught page error,
// except the ones a test expects (console.allow(/pattern/), e.g. the 404 of a page that must not exist).
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./credentials";

type ConsoleWatch = { errors: string[]; allow(pattern: RegExp): void };

/** A staff account made for one test (see the `editor` fixture and createStaffUser). */
export type StaffUser = { id: string; email: string; password: string; role: "admin" | "editor"; name: string };

export const test = base.extend<{ console: ConsoleWatch; editor: StaffUser }>({
  /**
   * The admin is rendered by the server, so its screens show before their scripts run: after opening or reloading
   * an admin page (with JavaScript on), wait until React has taken it over, as a person's first click would.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const settle = async <T>(response: T): Promise<T> => {
        if (new URL(page.url()).pathname.startsWith("/admin")) await hydrated(page);
        return response;
      };
      page.goto = async (...args) => settle(await goto(...args));
      page.reload = async (...args) => settle(await reload(...args));
    }
    await use(page);
  },
  console: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use({ errors, allow: (p) => void allowed.push(p) });
      expect(
        errors.filter((e) => !allowed.some((p) => p.test(e))),
        "browser console errors",
      ).toEqual([]);
    },
    { auto: true },
  ],
  /** A fresh editor account, removed after the test: `await loginAs(page, editor)` for an editor session. */
  editor: async ({ request }, use) => {
    const user = await createStaffUser(request, "editor");
    await use(user);
    await removeStaffUser(request, user.id);
  },
});

export { expect };

/**
 * Signs in through the API and hands the session to the browser as its cookie (the API's token and the form's
 * cookie are the same kind of session), so a test can open an admin screen directly. Returns the token for API calls.
 */
export async function loginAs(page: Page, creds: { email: string; password: string } = E2E_ADMIN): Promise<string> {
  // Another user's session cookie goes first: the API's sign-in is not a browser's cookie-borne post.
  await page.context().clearCookies({ name: "session" });
  const res = await page.request.post("/api/auth/login", { data: creds });
  expect(res.status(), "login").toBe(200);
  const { token } = (await res.json()) as { token: string };
  const url = test.info().project.use.baseURL ?? "http://127.0.0.1";
  await page.context().addCookies([{ name: "session", value: token, url, httpOnly: true, sameSite: "Lax" }]);
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
// One admin token per worker: each login costs a deliberately slow bcrypt check.
let cachedAdminToken: string | undefined;

async function adminToken(request: APIRequestContext): Promise<string> {
  if (cachedAdminToken && (await request.get("/api/auth/me", { headers: { authorization: `Bearer ${cachedAdminToken}` } })).ok()) return cachedAdminToken;
  const res = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(res.status(), "admin login").toBe(200);
  cachedAdminToken = ((await res.json()) as { token: string }).token;
  return cachedAdminToken;
}

/** Creates a staff account through the users API, as the e2e admin. Remove it with removeStaffUser. */
export async function createStaffUser(request: APIRequestContext, role: StaffUser["role"] = "editor"): Promise<StaffUser> {
  const token = await adminToken(request);
  const email = `${role}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.local`;
  const password = `${role}-e2e-password`;
  const name = `E2E ${role === "admin" ? "Admin" : "Editor"}`;
  const res = await request.post("/api/users", { headers: { authorization: `Bearer ${token}` }, data: { email, role, password, name } });
  expect(res.status(), "create staff user").toBe(201);
  const { data } = (await res.json()) as { data: { user: { id: string } } };
  return { id: data.user.id, email, password, role, name };
}

export async function removeStaffUser(request: APIRequestContext, id: string): Promise<void> {
  const token = await adminToken(request);
  const res = await request.delete(`/api/users/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect([200, 404], "remove staff user").toContain(res.status());
}
