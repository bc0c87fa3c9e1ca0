// Staff access: sessions that end when staff say so, the login page that says why and returns
// to the page asked for, forgot and reset password, the activity log.
import type { APIRequestContext, Page } from "@playwright/test";
import { adminMessages } from "../../src/shared/admin-messages";
import { apiMessages } from "../../src/shared/api-messages";
import { smtpServer } from "../fixtures/smtp";
import { E2E_ADMIN, expect, loginAs, test } from "./fixtures";

async function signIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { name: "Admin Portal" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function apiToken(request: APIRequestContext, creds: { email: string; password: string }): Promise<string> {
  const res = await request.post("/api/auth/login", { data: creds });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The session the browser holds: its HttpOnly cookie (no script of the page can read it). */
const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "session")?.value;

test("a session ended by the server lands on the login page with the reason, and signing in returns to the page asked for", async ({ page, request, editor, console }) => {
  console.allow(/status of 401/);
  await page.goto("/admin/blog");
  // Never signed in: the login page, no reason shown, then back to the page asked for.
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fblog$/);
  await expect(page.getByText(adminMessages.sessionEnded)).toHaveCount(0);
  await signIn(page, editor.email, editor.password);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole("heading", { name: "Blog Management", level: 1 })).toBeVisible();

  // An admin ends the editor's sessions; the next screen the editor opens sends them to sign in again.
  const admin = await apiToken(request, E2E_ADMIN);
  expect((await request.delete(`/api/users/${editor.id}/sessions`, { headers: { authorization: `Bearer ${admin}` } })).status()).toBe(200);
  await page.goto("/admin/blog?status=draft");
  await expect(page).toHaveURL(/\/admin\/login\?ended=1&next=%2Fadmin%2Fblog%3Fstatus%3Ddraft$/);
  await expect(page.getByRole("status")).toHaveText(adminMessages.sessionEnded);
  await signIn(page, editor.email, editor.password);
  await expect(page).toHaveURL(/\/admin\/blog\?status=draft$/);
});

test("Logout revokes the token on the server", async ({ page, request, editor }) => {
  await page.goto("/admin/login");
  await signIn(page, editor.email, editor.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const token = await sessionCookie(page);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect((await request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(adminMessages.sessionEnded)).toHaveCount(0);
  expect((await request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
});

test("an admin ends all sessions of a user from the users screen", async ({ page, request, editor }) => {
  const editorToken = await apiToken(request, editor);
  await loginAs(page);
  await page.goto("/admin/users");
  await page.getByRole("button", { name: `End all sessions of ${editor.email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText(adminMessages.confirmEndSessions);
  await dialog.getByRole("button", { name: "End all sessions" }).click();
  await expect(page.getByRole("status")).toContainText(`All sessions of ${editor.email} have ended.`);
  expect((await request.get("/api/auth/me", { headers: { authorization: `Bearer ${editorToken}` } })).status()).toBe(401);
});

test.describe("forgot and reset password", () => {
  const smtp = smtpServer();
  test.beforeAll(async () => void (await smtp.listen(Number(process.env.E2E_SMTP_PORT))));
  test.afterAll(() => smtp.close());

  test("a staff member asks for a link on the forgot screen, sets a new password on the reset screen, and signs in with it", async ({ page, editor, console }) => {
    console.allow(/status of 400/);
    await page.goto("/admin/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
    await expect(page.getByText(adminMessages.forgotIntro)).toBeVisible();
    await page.getByLabel("Email").fill(editor.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toHaveText(adminMessages.forgotSent);

    await expect.poll(() => smtp.received.filter((m) => m.to.includes(editor.email)).length).toBe(1);
    const mail = smtp.received
      .find((m) => m.to.includes(editor.email))!
      .raw.replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    const link = /\/admin\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)![0];

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("brand-new-pass-1");
    await page.getByLabel("Confirm new password").fill("brand-new-pass-2");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("alert")).toHaveText(adminMessages.passwordsDiffer);
    await page.getByLabel("Confirm new password").fill("brand-new-pass-1");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("status")).toHaveText(adminMessages.resetDone);

    // The link works once.
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("another-pass-3");
    await page.getByLabel("Confirm new password").fill("another-pass-3");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("alert")).toHaveText(apiMessages.resetLinkInvalid);
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();

    await page.goto("/admin/login");
    await signIn(page, editor.email, "brand-new-pass-1");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("a reset page without a token says the link is invalid", async ({ page }) => {
    await page.goto("/admin/reset-password");
    await expect(page.getByRole("alert")).toHaveText(apiMessages.resetLinkInvalid);
    await expect(page.getByRole("button", { name: "Set new password" })).toBeDisabled();
  });
});

test("the activity screen lists what staff did, newest first; editors are not permitted", async ({ page, request, editor }) => {
  const token = await loginAs(page);
  const text = `Activity link ${Date.now()}`;
  const res = await request.post("/api/sidebar-links", { headers: { authorization: `Bearer ${token}` }, data: { text, url: "https://example.in" } });
  expect(res.status()).toBe(201);
  const { _id } = (await res.json()) as { _id: string };
  await request.delete(`/api/sidebar-links/${_id}`, { headers: { authorization: `Bearer ${token}` } });

  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity" }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
  const rows = page.getByRole("row").filter({ hasText: text });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Deleted");
  await expect(rows.nth(1)).toContainText("Created");
  await expect(rows.nth(0)).toContainText("Sidebar link");
  await expect(rows.nth(0)).toContainText(E2E_ADMIN.email);

  const editorPage = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(page.url()).origin });
  await editorPage.goto("/admin/login?next=%2Fadmin%2Factivity");
  await signIn(editorPage, editor.email, editor.password);
  await expect(editorPage.getByRole("heading", { name: "Not permitted" })).toBeVisible();
  await expect(editorPage.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity" })).toHaveCount(0);
  await editorPage.close();
});
