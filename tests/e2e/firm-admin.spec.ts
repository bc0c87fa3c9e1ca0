// The firm runs its own site. An admin changes a package price and the firm's phone number in the
// admin; the public pages and their structured data show the new values at once (the page cache is cleared
// by the write). Every test puts back what it changed, since the e2e server's data is shared.
import type { APIRequestContext, Page } from "@playwright/test";
import { adminMessages } from "../../src/shared/admin-messages";
import { expect, loginAs, test } from "./fixtures";
import { jsonLdBlocks } from "./public-pages";

type Pkg = { id: string; slug: string; price: number; originalPrice: number; updatedAt: string } & Record<string, unknown>;

async function storedPackage(request: APIRequestContext, slug: string): Promise<Pkg> {
  const { data } = (await (await request.get("/api/packages")).json()) as { data: Pkg[] };
  const pkg = data.find((p) => p.slug === slug);
  if (!pkg) throw new Error(`no package ${slug}`);
  return pkg;
}

/** Puts a package back as it was (through the API, as the admin). */
async function restorePackage(request: APIRequestContext, token: string, before: Pkg) {
  const { id, createdAt: _c, updatedAt: _u, ...fields } = before;
  const res = await request.put(`/api/packages/${id}`, { headers: { authorization: `Bearer ${token}` }, data: fields });
  expect(res.status(), "restore package").toBe(200);
}

test("an admin changes a package's price with a live preview; cards, the package page and its JSON-LD show it at once", async ({ page, request, console }) => {
  console.allow(/status of 400/);
  const token = await loginAs(page);
  const before = await storedPackage(request, "llp-registration-delhi");
  // Warm the page cache with the old price first.
  expect(await (await request.get("/llp-registration-delhi")).text()).toContain("₹5,999");
  try {
    await page.goto("/admin/packages");
    await expect(page.getByRole("heading", { name: "Packages and Prices" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "Limited Liability Partnership" });
    await expect(row).toContainText("₹5,999");
    await row.getByRole("button", { name: "Edit Limited Liability Partnership" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Package" });
    const preview = dialog.getByTestId("package-preview");
    await expect(preview).toContainText("₹5,999");

    // A price above the original is refused with the server's field-named message; the preview follows the typing.
    await dialog.getByLabel("Price (₹, whole rupees)").fill("9999");
    await expect(preview).toContainText("₹9,999");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Original price must not be below the price");

    await dialog.getByLabel("Price (₹, whole rupees)").fill("4999");
    await dialog.getByRole("textbox", { name: "Duration *", exact: true }).fill("7-10 days");
    await expect(preview).toContainText("₹4,999");
    await expect(preview).toContainText("7-10 days");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status")).toHaveText(adminMessages.packageSaved);
    await expect(row).toContainText("₹4,999");

    // The public page (cached before the change) shows the new price, duration and JSON-LD offer at once.
    const html = await (await request.get("/llp-registration-delhi")).text();
    const service = jsonLdBlocks(html).find((b) => b["@type"] === "Service") as { offers: { price: string; priceCurrency: string } };
    expect(service.offers).toMatchObject({ price: "4999", priceCurrency: "INR" });
    await page.goto("/llp-registration-delhi");
    await expect(page.getByTestId("price-box")).toContainText("₹4,999");
    await expect(page.getByTestId("price-box")).toContainText("7-10 days");
    // The FAQ quotes the stored price and duration.
    await expect(page.getByText("What does the ₹4,999 package include?")).toBeAttached();
    await page.goto("/");
    const card = page.getByRole("article", { name: "Limited Liability Partnership" });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId("package-price")).toContainText("₹4,999");
  } finally {
    await restorePackage(request, token, before);
  }
});

type Firm = { phones: string[]; whatsappNumber: string; updatedAt: string } & Record<string, unknown>;

async function restoreFirm(request: APIRequestContext, token: string, before: Firm) {
  const { updatedAt: _u, ...fields } = before;
  const res = await request.put("/api/settings", { headers: { authorization: `Bearer ${token}` }, data: fields });
  expect(res.status(), "restore settings").toBe(200);
}

async function footerContact(page: Page) {
  // The footer's section wrapper stays; the footer in it is swapped for the live one when it comes near.
  await page.locator('[data-near-viewport="footer"]').scrollIntoViewIfNeeded();
  return page.getByRole("contentinfo");
}

test("an admin changes the firm's phone and WhatsApp numbers; header, footer, contact page and JSON-LD show them at once", async ({ page, request, console }) => {
  console.allow(/status of 400/);
  const token = await loginAs(page);
  const before = ((await (await request.get("/api/settings")).json()) as { data: Firm }).data;
  expect(await (await request.get("/contact-us")).text()).toContain("+91 98110 45632");
  // The share card shows the first phone number; a change draws it again.
  const cardBefore = await (await request.get("/og/contact-us.jpg")).body();
  try {
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Firm Details" })).toBeVisible();
    const phones = page.getByLabel("Phone numbers");
    await expect(phones).toHaveValue("+91 98110 45632\n+91 129 416 7721");

    // A number that is not Indian is refused, naming the field.
    await phones.fill("+44 20 7946 0958");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Phone numbers must be an Indian mobile, or a landline with its STD code, such as 011 4567 8901");

    await phones.fill("+91 99887 76655\n+91 129 416 7721");
    await page.getByLabel("WhatsApp number").fill("99887 76655");
    await page.getByLabel("Office hours").fill("Monday to Saturday, 10 am to 6 pm");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(adminMessages.settingsSaved);

    const html = await (await request.get("/contact-us")).text();
    const org = jsonLdBlocks(html).find((b) => [b["@type"]].flat().includes("AccountingService")) as { telephone: string };
    expect(org.telephone).toBe("+91 99887 76655");
    const card = await request.get("/og/contact-us.jpg");
    expect(card.headers()["content-type"]).toBe("image/jpeg");
    expect((await card.body()).equals(cardBefore)).toBe(false);

    await page.goto("/contact-us");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "+91 99887 76655" })).toHaveAttribute("href", "tel:+919988776655");
    await expect(main.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/919988776655\?text=/);
    await expect(main.getByTestId("office-hours")).toContainText("Monday to Saturday, 10 am to 6 pm");
    await expect(main.getByText("+91 98110 45632")).toHaveCount(0);
    const footer = await footerContact(page);
    await expect(footer.getByRole("link", { name: "+91 99887 76655" })).toBeVisible();
  } finally {
    await restoreFirm(request, token, before);
  }
});

test("firm details: a save over someone else's keeps the typed text and offers the saved version; Save mine anyway saves, and the next save needs no overrule", async ({
  page,
  request,
  console,
}) => {
  console.allow(/status of 409/);
  const token = await loginAs(page);
  const before = ((await (await request.get("/api/settings")).json()) as { data: Firm }).data;
  try {
    await page.goto("/admin/settings");
    const hours = page.getByLabel("Office hours");
    await expect(hours).toHaveValue(String(before.officeHours));

    // Someone else saves the firm's details after this page loaded them.
    const { updatedAt: _u, ...fields } = before;
    const other = await request.put("/api/settings", { headers: { authorization: `Bearer ${token}` }, data: { ...fields, officeHours: "Saved by someone else" } });
    expect(other.status()).toBe(200);

    await hours.fill("Mine: Monday to Friday");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const banner = page.getByRole("alert").filter({ hasText: "after you opened it" });
    await expect(banner.getByRole("link", { name: adminMessages.conflictOpenSaved })).toHaveAttribute("href", "/admin/settings");
    await expect(hours).toHaveValue("Mine: Monday to Friday");
    const stored = async () => ((await (await request.get("/api/settings")).json()) as { data: Firm }).data.officeHours;
    expect(await stored()).toBe("Saved by someone else");

    await banner.getByRole("button", { name: adminMessages.conflictSaveAnyway }).click();
    await expect(page.getByRole("status")).toHaveText(adminMessages.settingsSaved);
    expect(await stored()).toBe("Mine: Monday to Friday");

    // The form is now based on what it saved: a second save goes through without a conflict.
    await hours.fill("Mine again");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(adminMessages.settingsSaved);
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(await stored()).toBe("Mine again");
  } finally {
    const now = ((await (await request.get("/api/settings")).json()) as { data: Firm }).data;
    await restoreFirm(request, token, { ...before, updatedAt: now.updatedAt });
  }
});

test("an admin sets how long personal data is kept in Firm Details; the privacy notice states the new periods at once", async ({ page, request, console }) => {
  console.allow(/status of 400/);
  const token = await loginAs(page);
  const before = ((await (await request.get("/api/settings")).json()) as { data: Firm }).data;
  // Warm the page cache with the notice's periods first.
  expect(await (await request.get("/privacy-policy")).text()).toContain("180 days after your case closes");
  try {
    await page.goto("/admin/settings");
    const section = page.getByRole("group", { name: "Privacy and retention" });
    const documents = section.getByLabel("Erase clients' documents this many days after a case closes");
    const enquiries = section.getByLabel("Erase enquiries that did not become clients after this many days");
    await expect(documents).toHaveValue("180");
    await expect(enquiries).toHaveValue("730");

    // Out of bounds: refused, naming the field, and nothing is saved.
    await documents.fill("7");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Erase clients' documents this many days after a case closes must be a whole number from 30 to 3650");

    await documents.fill("120");
    await enquiries.fill("365");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(adminMessages.settingsSaved);
    const saved = ((await (await request.get("/api/settings")).json()) as { data: Firm }).data;
    expect(saved.retention).toEqual({ documentDays: 120, enquiryDays: 365 });

    await page.goto("/privacy-policy");
    const main = page.getByRole("main");
    await expect(main).toContainText("we erase your documents and messages 120 days after your case closes");
    await expect(main).toContainText("we erase your enquiry 1 year after you send it");
  } finally {
    const now = ((await (await request.get("/api/settings")).json()) as { data: Firm }).data;
    await restoreFirm(request, token, { ...before, updatedAt: now.updatedAt });
  }
});
