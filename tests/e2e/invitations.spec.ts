// An admin invites an editor; the editor follows the link from the e-mail, chooses a password, and signs in with it.
import type { Page } from "@playwright/test";
import { invitationMessages } from "../../src/shared/invitation-messages";
import { smtpServer } from "../fixtures/smtp";
import { E2E_ADMIN, expect, loginAs, removeStaffUser, test } from "./fixtures";

/** A mail's text with quoted-printable soft breaks and "=3D" undone. */
const unwrap = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

async function signIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { name: "Admin Portal" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test.describe("invitations", () => {
  // The e2e server sends its mail to E2E_SMTP_PORT (playwright.config.ts).
  const smtp = smtpServer();
  test.beforeAll(async () => void (await smtp.listen(Number(process.env.E2E_SMTP_PORT))));
  test.afterAll(() => smtp.close());

  test("an admin invites an editor, who follows the e-mailed link, chooses a password and signs in with it", async ({ page, request, browser }) => {
    const email = `invited-${Date.now().toString(36)}@e2e.local`;
    await loginAs(page);
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    await expect(dialog.getByText(invitationMessages.addHint)).toBeVisible();
    // Name, e-mail and role: nothing about a password.
    await expect(dialog.getByLabel(/password/i)).toHaveCount(0);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Name").fill("Invited Editor");
    await dialog.getByLabel("Role").selectOption("editor");
    await dialog.getByRole("button", { name: "Add User" }).click();
    await expect(page.getByRole("status")).toHaveText(invitationMessages.sent(email));
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(row).toContainText("Invited ");
    await expect(row.getByRole("button", { name: `${invitationMessages.resend}: ${email}` })).toBeVisible();
    await expect(row.getByRole("button", { name: `${invitationMessages.cancel}: ${email}` })).toBeVisible();

    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(1);
    const mail = unwrap(smtp.received.find((m) => m.to.includes(email))!.raw);
    const link = /https?:\/\/[^\s/]+(\/admin\/invitation\?token=[A-Za-z0-9_-]{43})/.exec(mail)![1]!;

    // The invitee, in a browser of their own.
    const context = await browser.newContext();
    const invitee = await context.newPage();
    try {
      await invitee.goto(link);
      await expect(invitee.getByRole("heading", { name: invitationMessages.pageTitle })).toBeVisible();
      await expect(invitee.getByText(invitationMessages.welcome("Invited Editor", email))).toBeVisible();
      await invitee.getByLabel("Password", { exact: true }).fill("invited-pass-1");
      await invitee.getByLabel("Confirm password").fill("invited-pass-1");
      await invitee.getByRole("button", { name: "Set password and sign in" }).click();
      await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
      await expect(invitee.getByText("Editor Panel", { exact: true })).toBeVisible();

      // The link worked once.
      await invitee.goto(link);
      await expect(invitee.getByRole("alert")).toHaveText(invitationMessages.linkGone);
      await expect(invitee.getByRole("button", { name: "Set password and sign in" })).toHaveCount(0);

      // Signed out, the chosen password signs in.
      await invitee.context().clearCookies();
      await invitee.goto("/admin/login");
      await signIn(invitee, email, "invited-pass-1");
      await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
      await expect(invitee.getByText("Editor Panel", { exact: true })).toBeVisible();
    } finally {
      await context.close();
    }

    // The admin's list now shows the account as active, with its usual actions.
    await page.reload();
    await expect(row).toContainText(invitationMessages.statusActive);
    await expect(row.getByRole("button", { name: `Send password link to ${email}` })).toBeVisible();
    const users = (await (await request.get("/api/users", { headers: { authorization: `Bearer ${await adminToken(request)}` } })).json()) as {
      data: { id: string; email: string }[];
    };
    await removeStaffUser(request, users.data.find((u) => u.email === email)!.id);
  });

  test("an invitation cancelled from the list removes the account", async ({ page }) => {
    const email = `cancelled-${Date.now().toString(36)}@e2e.local`;
    await loginAs(page);
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Add User" }).click();
    await expect(page.getByRole("status")).toHaveText(invitationMessages.sent(email));
    await page.getByRole("button", { name: `${invitationMessages.cancel}: ${email}` }).click();
    const confirm = page.getByRole("dialog", { name: "Please confirm" });
    await expect(confirm).toContainText(invitationMessages.confirmCancel(email));
    await confirm.getByRole("button", { name: invitationMessages.cancel }).click();
    await expect(page.getByRole("status")).toHaveText(invitationMessages.cancelled(email));
    await expect(page.getByRole("row", { name: new RegExp(email) })).toHaveCount(0);
  });
});

async function adminToken(request: Parameters<typeof removeStaffUser>[0]): Promise<string> {
  const res = await request.post("/api/auth/login", { data: E2E_ADMIN });
  return ((await res.json()) as { token: string }).token;
}
