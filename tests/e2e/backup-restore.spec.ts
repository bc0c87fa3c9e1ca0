// In the browser: an admin restores a stored backup from /admin/backups (choose it, see what it holds, confirm with
// the password) while the site runs, and the site serves the restored data at once. The backup is taken just
// before, so the rest of the suite finds the data as it was. Screenshots of the screen at 390 and 1280 px.
import { mkdirSync } from "node:fs";
import { backupMessages } from "../../src/shared/backup-messages";
import { E2E_ADMIN, expect, loginAs, test } from "./fixtures";

const SHOTS = process.env.SHOTS_DIR;

test("an admin restores a stored backup: chooses it, sees its counts, confirms with the password", async ({ page }) => {
  test.setTimeout(90_000);
  const token = await loginAs(page);
  const headers = { authorization: `Bearer ${token}` };
  // A sidebar link in the backup, and one added after it (gone after the restore).
  const stamp = Date.now();
  const kept = await page.request.post("/api/sidebar-links", { headers, data: { text: `Kept ${stamp}`, url: "https://kept.example.in" } });
  expect(kept.status()).toBe(201);
  const taken = await page.request.post("/api/backups", { headers });
  expect(taken.status()).toBe(201);
  const { file } = ((await taken.json()) as { data: { file: string } }).data;
  const links = ((await (await page.request.get("/api/sidebar-links")).json()) as unknown[]).length;
  const later = await page.request.post("/api/sidebar-links", { headers, data: { text: `Later ${stamp}`, url: "https://later.example.in" } });
  expect(later.status()).toBe(201);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/backups");
    await expect(page.getByRole("heading", { level: 1, name: "Backups and restore" })).toBeVisible();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/backups-list-${width}.png`, fullPage: true });
    }
  }

  // The newest stored backup is the one just taken.
  await page
    .getByRole("button", { name: /^Check the backup of / })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "What this backup holds" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/backups\?restore=/);
  await expect(page.getByText(file)).toBeVisible();
  await expect(page.getByRole("row", { name: /Sidebar links/ })).toContainText(String(links));
  await expect(page.getByText(backupMessages.confirmRestore)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/backups-preview-390.png`, fullPage: true });

  // A wrong password restores nothing and says so.
  await page.getByLabel("Your password").fill("not-the-password");
  await page.getByRole("button", { name: "Restore this backup" }).click();
  await expect(page.getByText(backupMessages.passwordWrong)).toBeVisible();
  expect(JSON.stringify(await (await page.request.get("/api/sidebar-links")).json())).toContain(`Later ${stamp}`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel("Your password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Restore this backup" }).click();
  await expect(page.getByText(/^Restored\. The site now shows the data of the backup taken on /)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/backups-restored-1280.png`, fullPage: true });

  // The site serves the restored data at once; the admin is still signed in.
  const after = JSON.stringify(await (await page.request.get("/api/sidebar-links")).json());
  expect(after).toContain(`Kept ${stamp}`);
  expect(after).not.toContain(`Later ${stamp}`);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("link", { name: "Restore a backup…" })).toBeVisible();
    await expect(page.getByText(backupMessages.offsiteOff)).toBeVisible();
    if (SHOTS) await page.getByRole("region", { name: "Backups" }).screenshot({ path: `${SHOTS}/dashboard-backups-${width}.png` });
  }
});
