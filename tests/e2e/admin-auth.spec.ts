import { adminMessages } from "../../src/shared/admin-messages";
import { invitationMessages } from "../../src/shared/invitation-messages";
import { messages } from "../../src/shared/messages";
import { E2E_ADMIN, expect, loginAs, test } from "./fixtures";
import type { Page } from "@playwright/test";

async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: "Admin Portal" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Admin" });

test("without a token every admin address goes to the login screen", async ({ page }) => {
  for (const path of ["/admin", "/admin/dashboard", "/admin/users", "/admin/offers"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/login\?next=/);
    await expect(page.getByRole("heading", { name: "Admin Portal" })).toBeVisible();
  }
});

test("without a session the server sends the sign-in page, never an admin screen's content", async ({ request }) => {
  const res = await request.get("/admin/dashboard", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe("/admin/login?next=%2Fadmin%2Fdashboard");
  for (const secret of ["Welcome To", "Blog Management", "Offer Management", "Logout"]) expect(await res.text()).not.toContain(secret);
});

test("a wrong password shows 'Invalid email or password'", async ({ page, console }) => {
  console.allow(/status of 401/);
  await loginThroughForm(page, E2E_ADMIN.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.context().cookies()).toEqual([]);
});

test("an admin logs in, sees the admin shell, and logs out", async ({ page }) => {
  await loginThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Admin Panel", { exact: true })).toBeVisible();
  await expect(page.getByText("Welcome To Admin Dashboard")).toBeVisible();
  await expect(sidebar(page).getByRole("link")).toHaveText([
    "Dashboard",
    "Blog Management",
    "Media Library",
    "Offer Management",
    "Latest News Updated",
    "Resource and Guides",
    "Sidebar Links Management",
    "Pages",
    "Packages and Prices",
    "Firm Details",
    "Call-back Hours",
    "Backups and Restore",
    "Enquiries",
    "Orders",
    "Cases",
    "Leads",
    "Users",
    "Categories and Tags",
    "Activity",
    "Compliance Calendar",
    "Calculators",
    "Testimonials",
    "Team",
    "My Public Profile",
    "Trash",
  ]);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Enquiry e-mails are off",
    "Blog Management",
    "Offer Management",
    "Compliance Calendar and Calculators",
    "Enquiries",
    "Today's call-backs",
    "Leads (30 days)",
    "Backups",
  ]);
  await expect(page.getByRole("link", { name: "New Blog Post" })).toHaveAttribute("href", "/admin/blog/new");
  await expect(page.getByRole("link", { name: "Manage Offers" })).toHaveAttribute("href", "/admin/offers");
  // The session is an HttpOnly cookie: nothing of it in page storage, nothing a script can read.
  expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie }))).toEqual({ local: 0, session: 0, cookie: "" });
  const [cookie] = await page.context().cookies();
  expect(cookie).toMatchObject({ name: "session", httpOnly: true, sameSite: "Lax", path: "/" });

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.context().cookies()).toEqual([]);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
});

test("an editor sees only Blog Management (with the media library and the trash) and is refused /admin/offers", async ({ page, editor, console }) => {
  // The refusal is the page's own status (403), which the browser reports.
  console.allow(/status of 403/);
  await loginThroughForm(page, editor.email, editor.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Editor Panel", { exact: true })).toBeVisible();
  await expect(page.getByText("Welcome To Editor Dashboard")).toBeVisible();
  await expect(sidebar(page).getByRole("link")).toHaveText(["Blog Management", "Media Library", "My Public Profile", "Trash"]);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Blog Management"]);
  await expect(page.getByText("Offer Management")).toHaveCount(0);

  for (const path of ["/admin/offers", "/admin/users", "/admin/sidebar-links", "/admin/leads"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Not permitted" }), path).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Blog Management" })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Offer Management" })).toHaveCount(0);
});

test("a session the server ended sends the browser to the login screen, which says so", async ({ page, request, editor }) => {
  const token = await loginAs(page, editor);
  await page.goto("/admin/blog");
  await expect(page.getByRole("heading", { name: "Blog Management" })).toBeVisible();
  await request.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } });
  await page.goto("/admin/blog");
  await expect(page).toHaveURL(/\/admin\/login\?ended=1&next=%2Fadmin%2Fblog$/);
  await expect(page.getByText(adminMessages.sessionEnded)).toBeVisible();
  expect(await page.context().cookies()).toEqual([]);
});

test("an admin adds an editor, who is invited (never given a password on the screen), then cancels the invitation", async ({ page }) => {
  await loginAs(page);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(E2E_ADMIN.email) })).toContainText("(you)");

  const email = `screen-${Date.now()}@e2e.local`;
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await expect(dialog.getByLabel(/password/i)).toHaveCount(0);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Name").fill("Screen Editor");
  await dialog.getByLabel("Role").selectOption("editor");
  await dialog.getByRole("button", { name: "Add User" }).click();
  // E-mailed, or (no mail server listens during this spec) the link to pass on: either way no password.
  await expect(page.getByRole("status")).toContainText(email);
  await expect(page.getByRole("status")).not.toContainText(/password:/i);

  const row = page.getByRole("row", { name: new RegExp(email) });
  await expect(row).toContainText("Editor");
  await expect(row).toContainText("Invited ");
  await page.getByRole("button", { name: `${invitationMessages.cancel}: ${email}` }).click();
  await page.getByRole("dialog", { name: "Please confirm" }).getByRole("button", { name: invitationMessages.cancel }).click();
  await expect(page.getByRole("status")).toContainText(invitationMessages.cancelled(email));
  await expect(row).toHaveCount(0);
});

test("/sidebar-links leads to the admin manager", async ({ request }) => {
  const res = await request.get("/sidebar-links", { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe("/admin/sidebar-links");
});

test("the unauthorized page explains and links back", async ({ page }) => {
  await page.goto("/unauthorized");
  await expect(page.getByRole("heading", { name: "Unauthorized" })).toBeVisible();
  await expect(page.getByText(messages.unauthorized)).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in with another account" })).toHaveAttribute("href", "/admin/login");
});
