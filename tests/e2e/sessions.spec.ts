// Staff sessions in the browser: an admin form saved with JavaScript off, the sessions list on the profile,
// and two-step sign-in turned on and used to sign in (the code worked out here as an authenticator app would).
import { adminMessages } from "../../src/shared/admin-messages";
import { E2E_ADMIN, expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { totp } from "../fixtures/totp";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin signs in, saves the firm's details and sees the session on the profile", async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText("Welcome To Admin Dashboard")).toBeVisible();

    await page.goto("/admin/settings");
    const hours = page.getByLabel("Office hours");
    const before = await hours.inputValue();
    const changed = `Monday to Saturday, 10 am to 7 pm (${Date.now().toString(36)})`;
    await hours.fill(changed);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: adminMessages.saved })).toBeVisible();
    await expect(page.getByLabel("Office hours")).toHaveValue(changed);
    // Put it back, the same way.
    await page.getByLabel("Office hours").fill(before);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByLabel("Office hours")).toHaveValue(before);

    await page.goto("/admin/profile");
    const sessions = page.getByTestId("sessions");
    await expect(sessions.getByText("This one")).toBeVisible();
  });

  test("an admin changes an enquiry's status and adds a note", async ({ page, request }) => {
    const { data } = (await (await request.get("/api/send-message/token")).json()) as { data: { token: string } };
    const name = `No Script Lead ${Date.now().toString(36)}`;
    const sent = await request.post("/api/send-message", {
      data: {
        name,
        email: "noscript@example.in",
        phone: "9811045632",
        message: "Please call about GST registration",
        formToken: data.token,
        source: "contact-modal",
        page: "/gst",
      },
    });
    const id = ((await sent.json()) as { data: { id: string } }).data.id;
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/admin/enquiries?open=${id}`);
    // Without JavaScript the opened enquiry is a part of the page, not a dialog.
    const detail = page.getByRole("region", { name: `Enquiry from ${name}` });
    await detail.getByLabel("Status").selectOption("contacted");
    await detail.getByLabel(adminMessages.enquiryAddNote).fill("Called without JavaScript");
    await detail.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" }).first()).toBeVisible();
    const token = ((await (await request.post("/api/auth/login", { data: E2E_ADMIN })).json()) as { token: string }).token;
    const stored = (
      (await (await request.get(`/api/enquiries/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { status: string; notes: { text: string }[] } }
    ).data;
    expect(stored.status).toBe("contacted");
    expect(stored.notes.map((n) => n.text)).toEqual(["Called without JavaScript"]);
  });
});

test("two-step sign-in: turned on from the profile, then asked for after the password; recovery codes work once", async ({ page, editor }) => {
  await signIn(page, editor.email, editor.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Nothing of the session is readable by the page.
  expect(await page.evaluate(() => ({ local: localStorage.length, cookie: document.cookie }))).toEqual({ local: 0, cookie: "" });

  await page.goto("/admin/profile");
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("6-digit code").fill(totp(secret));
  await page.getByRole("button", { name: "Turn on", exact: true }).click();
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, editor.email, editor.password);
  await expect(page.getByText(adminMessages.twoStepPrompt)).toBeVisible();
  await page.getByLabel("Code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code did not work.");
  await page.getByLabel("Code").fill(recovery);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The recovery code is spent.
  await page.getByRole("button", { name: "Logout" }).click();
  await signIn(page, editor.email, editor.password);
  await page.getByLabel("Code").fill(recovery);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code did not work.");
});
