// The admin on a phone (390 px): every list shows all its columns as cards, nothing cut off or scrolled sideways;
// the media library keeps an upload's name and stores the same image once (with and without JavaScript); only
// those who get alerts (admins) are offered "Turn on alerts".
import sharp from "sharp";
import { mediaUploadMessages } from "../../src/shared/admin-messages";
import { leadMessages } from "../../src/shared/lead-messages";
import { formatRupees } from "../../src/app/lib/format";
import type { MediaItem } from "../../src/shared/schemas/media";
import type { Package } from "../../src/shared/schemas/package";
import { expect, loginAs, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** A PNG of its own colour and size, so that no other test's upload has its bytes. */
const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The admin lists, each a table on a wide screen. */
const LISTS = [
  "blog",
  "offers",
  "latestnews",
  "resources",
  "packages",
  "testimonials",
  "categories",
  "sidebar-links",
  "trash",
  "activity",
  "calendar",
  "leads",
  "enquiries",
  "orders",
  "cases",
  "users",
  "media",
];

test("at 390 px every admin list fits the screen: the page never scrolls sideways, each shown cell is labelled and on screen", async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page);
  for (const list of LISTS) {
    await page.goto(`/admin/${list}`);
    const layout = await page.evaluate(() => {
      const cells = [...document.querySelectorAll("td")].filter((td) => td.getClientRects().length > 0);
      return {
        scrollWidth: document.documentElement.scrollWidth,
        cells: cells.length,
        unlabelled: cells.filter((td) => !td.hasAttribute("data-label") && !td.hasAttribute("colspan")).map((td) => td.textContent),
        offScreen: cells.filter((td) => td.getBoundingClientRect().right > window.innerWidth + 0.5).map((td) => td.textContent),
      };
    }, undefined);
    expect(layout.scrollWidth, `/admin/${list} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
    expect(layout.unlabelled, `/admin/${list}: cells without their column's name`).toEqual([]);
    expect(layout.offScreen, `/admin/${list}: cells past the right edge`).toEqual([]);
  }
});

test("at 390 px the packages list shows each package's price and status, named, beside its title", async ({ page }) => {
  const token = await loginAs(page);
  const packages = ((await (await page.request.get("/api/packages", { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Package[] }).data;
  const first = packages.toSorted((a, b) => a.order - b.order)[0]!;
  await page.goto("/admin/packages");
  const card = page.locator("tbody tr").filter({ hasText: first.title });
  const price = card.locator('td[data-label="Price"]');
  const status = card.locator('td[data-label="Status"]');
  await expect(price).toHaveText(formatRupees(first.price));
  await expect(status).toContainText(first.status, { ignoreCase: true });
  for (const cell of [price, status, card.locator('td[data-label="Actions"]')]) {
    await expect(cell).toBeInViewport();
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  // The column's name shows beside the value (the cell's label), as the table's header does on a wide screen.
  expect(await price.evaluate((td) => getComputedStyle(td, "::before").content)).toBe('"Price"');
});

test("uploading the same image twice at 390 px: one entry, named as uploaded, the second upload told it is already there", async ({ page, editor }) => {
  const token = await loginAs(page, editor);
  const bytes = await png(77, 55, "#7b2cbf");
  await page.goto("/admin/media");
  await page.getByLabel("Upload an image").setInputFiles({ name: "Board Resolution 2026.png", mimeType: "image/png", buffer: bytes });
  await expect(page).toHaveURL(/selected=board-resolution-2026(-[0-9a-f]{6})?\.png&upload=new/);
  const chosen = page.locator('[data-testid="media-item"][aria-current="true"]');
  await expect(chosen.getByRole("status")).toHaveText(mediaUploadMessages.added("Board Resolution 2026.png"));
  await expect(chosen.getByTestId("media-name")).toContainText("Board Resolution 2026.png");
  await expect(chosen).toContainText("77×55 px");
  await expect(chosen).toBeInViewport();
  const name = new URL(page.url()).searchParams.get("selected")!;

  // The same bytes again, under another file name: nothing new is stored; the library points at the first.
  await page.getByLabel("Upload an image").setInputFiles({ name: "IMG_2041.png", mimeType: "image/png", buffer: bytes });
  await expect(page).toHaveURL(new RegExp(`selected=${name.replace(".", "\\.")}&upload=duplicate`));
  await expect(chosen.getByRole("status")).toHaveText(mediaUploadMessages.duplicate("Board Resolution 2026.png"));
  await expect(chosen).toBeInViewport();
  await page.goto("/admin/media?q=Board%20Resolution%202026");
  await expect(page.getByTestId("media-item")).toHaveCount(1);
  await page.goto("/admin/media?q=IMG_2041");
  await expect(page.getByTestId("media-item")).toHaveCount(0);
  expect((await page.request.delete(`/api/media/${name}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
});

test('an editor is not offered "Turn on alerts" (admins get the alerts), and the API refuses an editor\'s device', async ({ page, editor }) => {
  // An admin's header has it.
  await loginAs(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("alerts-toggle").getByRole("button", { name: leadMessages.alertsOn })).toBeVisible();

  const token = await loginAs(page, editor);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("alerts-toggle")).toHaveCount(0);
  await expect(page.getByRole("button", { name: leadMessages.alertsOn })).toHaveCount(0);
  const refused = await page.request.post("/api/push/subscriptions", {
    headers: { authorization: `Bearer ${token}` },
    data: { endpoint: "https://push.example.test/editor-phone", keys: { p256dh: "BNc", auth: "YXV0aA" } },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: leadMessages.pushAdminsOnly });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an upload of an image already in the library lands on it, marked, saying so", async ({ page }) => {
    const token = await loginAs(page);
    const bytes = await png(61, 43, "#0f766e");
    const first = await page.request.post("/api/upload", {
      headers: { authorization: `Bearer ${token}` },
      multipart: { image: { name: "Partnership Deed.png", mimeType: "image/png", buffer: bytes } },
    });
    expect(first.status()).toBe(201);
    const item = ((await first.json()) as { data: MediaItem }).data;

    await page.goto("/admin/media");
    await page.getByLabel("Upload an image").setInputFiles({ name: "scan.png", mimeType: "image/png", buffer: bytes });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`selected=${item.name.replace(".", "\\.")}&upload=duplicate#media-`));
    const chosen = page.locator('[data-testid="media-item"][aria-current="true"]');
    await expect(chosen.getByRole("status")).toHaveText(mediaUploadMessages.duplicate("Partnership Deed.png"));
    await expect(chosen.getByTestId("media-name")).toContainText("Partnership Deed.png");
    expect((await page.request.delete(`/api/media/${item.name}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  });
});
