// The admin inbox a page at a time. The server's paging and filters are covered by the API tests
// (tests/api/enquiries.test.ts); here GET /api/enquiries answers pages of 120 generated enquiries the
// way the server does, so the screen can be driven through several pages without sending 120 forms.
import { fakeEnquiries } from "../../scripts/lib/fake-enquiries";
import { adminMessages } from "../../src/shared/admin-messages";
import { ENQUIRY_PAGE_SIZE } from "../../src/shared/constants";
import { defined } from "../fixtures/defined";
import { expect, loginAs, test } from "./fixtures";

const all = fakeEnquiries(120).reverse(); // newest first, as the server lists them

test("the inbox pages with Prev, page numbers and Next, and a status filter starts again at page 1", async ({ page }) => {
  const asked: URLSearchParams[] = [];
  await page.route(/\/api\/enquiries\?/, async (route) => {
    const q = new URL(route.request().url()).searchParams;
    asked.push(q);
    const status = q.get("status");
    const matching = all.filter((e) => !status || e.status === status);
    const n = Number(q.get("page") ?? 1);
    const limit = Number(q.get("limit") ?? ENQUIRY_PAGE_SIZE);
    await route.fulfill({ json: { data: matching.slice((n - 1) * limit, n * limit), page: n, limit, total: matching.length } });
  });
  await loginAs(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/enquiries");

  const rows = page.getByRole("row");
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(rows).toHaveCount(ENQUIRY_PAGE_SIZE + 1);
  await expect(rows.nth(1)).toContainText(defined(all[0], "all[0]").email);
  await expect(page.getByText(adminMessages.enquiriesRange(1, 50, 120))).toBeVisible();
  expect(asked.at(-1)?.get("page")).toBe("1");
  expect(asked.at(-1)?.get("limit")).toBe(String(ENQUIRY_PAGE_SIZE));
  await expect(pager.getByRole("button", { name: "Prev" })).toBeDisabled();
  await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  await pager.getByRole("button", { name: "Next" }).click();
  await expect(rows.nth(1)).toContainText(defined(all[50], "all[50]").email);
  await expect(page.getByText(adminMessages.enquiriesRange(51, 100, 120))).toBeVisible();
  expect(asked.at(-1)?.get("page")).toBe("2");

  await pager.getByRole("button", { name: "Page 3" }).click();
  await expect(rows).toHaveCount(20 + 1);
  await expect(rows.nth(1)).toContainText(defined(all[100], "all[100]").email);
  await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(pager.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");

  // An enquiry of a later page opens like any other.
  await rows
    .nth(1)
    .getByRole("button", { name: /Open the enquiry from/ })
    .click();
  await expect(page.getByRole("dialog")).toContainText(defined(all[100], "all[100]").message);
  await page.keyboard.press("Escape");

  // A filter starts again at page 1; one page of results shows no pager.
  await page.getByLabel("Status").selectOption("closed");
  const closed = all.filter((e) => e.status === "closed");
  await expect(rows.nth(1)).toContainText(defined(closed[0], "closed[0]").email);
  expect(asked.at(-1)?.get("status")).toBe("closed");
  expect(asked.at(-1)?.get("page")).toBe("1");
  await expect(page.getByText(adminMessages.enquiriesRange(1, closed.length, closed.length))).toBeVisible();
  await expect(pager).toHaveCount(0);

  await page.getByLabel("Status").selectOption("");
  await pager.getByRole("button", { name: "Prev" }).waitFor();
  await pager.getByRole("button", { name: "Page 2" }).click();
  await pager.getByRole("button", { name: "Prev" }).click();
  await expect(rows.nth(1)).toContainText(defined(all[0], "all[0]").email);
});
