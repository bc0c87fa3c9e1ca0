// Pages the firm edits (docs/product.md#pages-the-firm-edits): an admin changes the home page's heading in its
// editor and sees it on the home page at once (the page cache dropped by the save); then adds a questions section
// to a city page, with a question that names the firm's city through a placeholder, and sees it on the city page
// with its FAQPage markup. Each test puts back the revision it replaced (the e2e server's data is shared).
import type { APIRequestContext } from "@playwright/test";
import { expect, loginAs, test } from "./fixtures";
import { jsonLdBlocks } from "./public-pages";

type Listed = { id: string; path: string; updatedAt: string };

async function pageAt(request: APIRequestContext, token: string, path: string): Promise<Listed> {
  const { data } = (await (await request.get("/api/pages", { headers: { authorization: `Bearer ${token}` } })).json()) as { data: Listed[] };
  const found = data.find((p) => p.path === path);
  if (!found) throw new Error(`no page at ${path}`);
  return found;
}

/** Puts the page back as it was before the test's save (its newest revision), through the API. */
async function restoreNewest(request: APIRequestContext, token: string, id: string) {
  const headers = { authorization: `Bearer ${token}` };
  const { data } = (await (await request.get(`/api/pages/${id}/revisions`, { headers })).json()) as { data: { id: string }[] };
  const newest = data[0];
  if (!newest) return;
  expect((await request.post(`/api/pages/${id}/revisions/${newest.id}/restore`, { headers, data: {} })).status(), "restore page").toBe(200);
}

test("an admin edits the home page's heading and the home page shows it at once", async ({ page, request }) => {
  const token = await loginAs(page);
  const home = await pageAt(request, token, "/");
  // Warm the page cache with the heading as it was.
  expect(await (await request.get("/")).text()).toContain("Register Your Company in Delhi NCR, the Right Way");
  try {
    await page.goto("/admin/pages");
    await page.getByRole("link", { name: "Edit Home (/)" }).click();
    await expect(page.getByRole("heading", { name: "Edit page: Home" })).toBeVisible();
    const header = page.getByTestId("page-section").filter({ hasText: "1. Page header" });
    await header.locator("summary").click();
    await header.getByLabel("Heading", { exact: true }).fill("Register your company with {firm.city}'s advisers");
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Register your company with Faridabad's advisers");
  } finally {
    await restoreNewest(request, token, home.id);
  }
  expect(await (await request.get("/")).text()).toContain("Register Your Company in Delhi NCR, the Right Way");
});

test("an admin adds questions to a city page and the page shows them with their FAQ markup", async ({ page, request }) => {
  const token = await loginAs(page);
  const pune = await pageAt(request, token, "/private-limited-company-registration-pune");
  try {
    await page.goto(`/admin/pages/${pune.id}`);
    await expect(page.getByRole("heading", { name: "Edit page: Pune" })).toBeVisible();
    // A questions section, before the call to action (section 8 of the city page).
    await page.getByLabel("New section").selectOption({ label: "Questions and answers" });
    await page.getByLabel("Where").selectOption({ label: "Before section 8" });
    await page.getByRole("button", { name: "Add section" }).click();
    const faqs = page.getByTestId("page-section").filter({ hasText: "8. Questions and answers" });
    await expect(faqs).toHaveAttribute("open", "");
    await faqs.getByLabel("Heading", { exact: true }).fill("Registering in {city.name}: your questions");
    await faqs.getByRole("button", { name: "Add question" }).click();
    const section = page.getByTestId("page-section").filter({ hasText: "8. Questions and answers" });
    await section.getByLabel("Question").fill("Can I meet you in {city.name}?");
    await section.getByLabel("Answer").fill("We work online from {firm.city} and call you at a time you choose.");
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Saved at/ })).toBeVisible();

    await page.goto("/private-limited-company-registration-pune");
    await expect(page.getByRole("heading", { name: "Registering in Pune: your questions" })).toBeVisible();
    await page.getByText("Can I meet you in Pune?").click();
    await expect(page.getByText("We work online from Faridabad and call you at a time you choose.")).toBeVisible();
    const faqLd = jsonLdBlocks(await page.content()).find((b) => b["@type"] === "FAQPage") as { mainEntity: { name: string }[] } | undefined;
    expect(faqLd?.mainEntity.map((q) => q.name)).toEqual(["Can I meet you in Pune?"]);
  } finally {
    await restoreNewest(request, token, pune.id);
  }
});
