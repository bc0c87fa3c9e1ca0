// Mail from the admin, in the browser: with mail off the inbox's Send reply is disabled with the reason and a link
// to the Mail section; the admin fills the section, saves, sends a test message and sees the mail server's answer
// (and a refused sign-in's); replies then go out without a restart. The suite's server has SMTP_URL (the
// environment wins there), so this spec starts a server of its own without it, on the next free port range.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { siteEnv } from "../../scripts/lib/site-env";
import { leadMessages } from "../../src/shared/lead-messages";
import { mailMessages as m } from "../../src/shared/mail-messages";
import { smtpServer } from "../fixtures/smtp";
import { E2E_ADMIN, expect, test } from "./fixtures";

const PORT = Number(process.env.E2E_PORT) + 1000;
const BASE = `http://127.0.0.1:${PORT}`;
const MAIL_USER = "office@firm.example";
const MAIL_PASSWORD = "e2e-mail-password";
const SHOTS = process.env.MAIL_SHOTS_DIR;

const smtp = smtpServer({ auth: { user: MAIL_USER, pass: MAIL_PASSWORD } });
let smtpPort = 0;
let server: ChildProcess | undefined;
let dir = "";

test.beforeAll(async () => {
  smtpPort = await smtp.listen();
  dir = mkdtempSync(path.join(os.tmpdir(), "crd-e2e-mail-"));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["SMTP_URL", "MAIL_FROM", "MAIL_TO"]) delete env[name];
  server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", ENQUIRY_MIN_FILL_SECONDS: "0", ...siteEnv(dir, { admin: E2E_ADMIN, logLevel: "warn" }) },
    stdio: "ignore",
  });
  await expect.poll(async () => (await fetch(`${BASE}/healthz`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((ok) => server?.once("exit", ok));
    server.kill("SIGTERM");
    await exited;
  }
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Signs in to this spec's server and hands the session to the browser as its cookie. */
async function signIn(page: Page): Promise<void> {
  const res = await page.request.post(`${BASE}/api/auth/login`, { data: E2E_ADMIN });
  expect(res.status(), "login").toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.context().addCookies([{ name: "session", value: token, url: BASE, httpOnly: true, sameSite: "Lax" }]);
}

/** An enquiry as the contact form sends it (a visitor: no session cookie). */
async function newEnquiry(name: string): Promise<string> {
  const { data } = (await (await fetch(`${BASE}/api/send-message/token`)).json()) as { data: { token: string } };
  const res = await fetch(`${BASE}/api/send-message`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email: "client@example.in", phone: "9811045632", message: "Please call me about an LLP", formToken: data.token }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** With MAIL_SHOTS_DIR set, a screenshot of the part of the page looked at. */
const shot = async (part: Locator, name: string) => {
  if (SHOTS) await part.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

test.describe.configure({ mode: "serial" });

test("with mail off Send reply is disabled with the reason; the admin sets mail up, tests it and replies", async ({ page }) => {
  await signIn(page);
  const id = await newEnquiry("Meera Nair");
  // The dashboard's warning says mail is off and links to the Mail section.
  await page.goto(`${BASE}/admin/dashboard`);
  const warning = page.getByTestId("mail-warning");
  await expect(warning.getByRole("link", { name: m.setUp })).toBeVisible();
  await shot(warning, "dashboard-warning-1280");
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(warning, "dashboard-warning-390");
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.goto(`${BASE}/admin/enquiries?open=${id}`);
  const dialog = page.getByRole("dialog", { name: "Enquiry from Meera Nair" });
  await expect(dialog.getByRole("button", { name: leadMessages.replySend })).toBeDisabled();
  await expect(dialog.getByTestId("mail-off-note")).toContainText(m.replyOff);
  await shot(dialog.getByRole("region", { name: leadMessages.replyTitle }), "inbox-mail-off-1280");

  // The reason's link leads to the Mail section of Firm Details.
  await dialog.getByRole("link", { name: m.setUp }).click();
  await expect(page).toHaveURL(/\/admin\/settings#mail$/);
  const section = page.locator("#mail");
  await expect(section.getByRole("heading", { name: m.title })).toBeVisible();
  await expect(section.getByTestId("mail-source")).toHaveText(m.sourceOff);
  await expect(section.getByRole("button", { name: m.testSend })).toBeDisabled();
  await shot(section, "mail-settings-off-1280");

  await section.getByLabel(m.hostLabel).fill("127.0.0.1");
  await section.getByLabel(m.securityLabel).selectOption("none");
  await section.getByLabel(m.portLabel).fill(String(smtpPort));
  await section.getByLabel(m.userLabel).fill(MAIL_USER);
  await section.getByLabel(m.passwordLabel, { exact: true }).fill(MAIL_PASSWORD);
  await section.getByLabel(m.fromNameLabel).fill("Firm Office");
  await section.getByLabel(m.fromAddressLabel).fill(MAIL_USER);
  await section.getByLabel(m.enquiriesToLabel).fill("enquiries@firm.example");
  await section.getByRole("button", { name: m.save }).click();
  await expect(section.getByRole("status").filter({ hasText: m.saved })).toBeVisible();
  await expect(section.getByTestId("mail-source")).toHaveText(m.sourceSettings);
  // The password is never shown again: the box is empty and says one is stored.
  await expect(section.getByLabel(m.passwordLabel, { exact: true })).toHaveValue("");
  await expect(section.getByTestId("mail-password-state")).toHaveText(m.passwordStored);

  // The test message: the mail server's own answer is shown.
  await section.getByLabel(m.testToLabel).fill("owner@example.in");
  await section.getByRole("button", { name: m.testSend }).click();
  const answer = section.getByTestId("mail-test-answer");
  await expect(answer).toContainText(m.testAccepted);
  await expect(answer.locator("code")).toHaveText(/^250 /);
  expect(smtp.received.at(-1)?.to).toEqual(["owner@example.in"]);
  await shot(section, "mail-settings-1280");

  // A wrong password: the server's refusal, word for word.
  await section.getByLabel(m.passwordLabel, { exact: true }).fill("not-the-password");
  await section.getByRole("button", { name: m.save }).click();
  await expect(section.getByRole("status").filter({ hasText: m.saved })).toBeVisible();
  await section.getByRole("button", { name: m.testSend }).click();
  await expect(answer).toContainText(m.testRefused);
  await expect(answer.locator("code")).toHaveText("535 Authentication failed");
  await section.getByLabel(m.passwordLabel, { exact: true }).fill(MAIL_PASSWORD);
  await section.getByRole("button", { name: m.save }).click();
  await expect(section.getByRole("status").filter({ hasText: m.saved })).toBeVisible();
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(section, "mail-settings-390");
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Replies go out now, without a restart.
  await page.goto(`${BASE}/admin/enquiries?open=${id}`);
  await dialog.getByLabel("Reply to client@example.in").fill("We will call you at 4 pm today.");
  await dialog.getByRole("button", { name: leadMessages.replySend }).click();
  await expect(dialog.getByRole("status").filter({ hasText: leadMessages.replySent })).toBeVisible();
  await expect.poll(() => smtp.received.some((r) => r.to.includes("client@example.in"))).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Mail section's forms post: a save comes back saved, a test message with the server's answer", async ({ page }) => {
    await signIn(page);
    await page.goto(`${BASE}/admin/settings`);
    const section = page.locator("#mail");
    await section.getByLabel(m.fromNameLabel).fill("Front Desk");
    await section.getByRole("button", { name: m.save }).click();
    await expect(page).toHaveURL(/\/admin\/settings\?mail=saved#mail$/);
    await expect(section.getByRole("status").filter({ hasText: m.saved })).toBeVisible();
    await expect(section.getByLabel(m.fromNameLabel)).toHaveValue("Front Desk");
    // The stored password was kept (the box was left empty).
    await expect(section.getByTestId("mail-password-state")).toHaveText(m.passwordStored);

    await section.getByRole("button", { name: m.testSend }).click();
    // The page comes back at the section, with the answer.
    await expect(page).toHaveURL(/\/admin\/settings#mail$/);
    await expect(section.getByTestId("mail-test-answer")).toContainText(m.testAccepted);
    await expect(section.getByTestId("mail-test-answer").locator("code")).toHaveText(/^250 /);
    expect(smtp.received.at(-1)?.raw).toMatch(/^From: Front Desk <office@firm.example>/m);
  });
});
