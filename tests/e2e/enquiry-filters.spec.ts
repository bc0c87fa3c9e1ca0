// The inbox's attribution and date filters: the screen asks the API with channel, utm_source,
// from and to, starting at page 1, and shows the channel, landing page and referrer host of an enquiry.
// The server side of these filters is covered by tests/api/enquiries.test.ts.
import { fakeEnquiries } from "../../scripts/lib/fake-enquiries";
import { adminMessages } from "../../src/shared/admin-messages";
import { defined } from "../fixtures/defined";
import { expect, loginAs, test } from "./fixtures";

// Each with a note of the kind stored before the notes history.
const all = fakeEnquiries(40)
  .reverse()
  .map((e) => ({ ...e, note: `Old note ${e.id.slice(-4)}` }));

test("filters the inbox by channel, campaign source and dates, and shows where an enquiry came from", async ({ page }) => {
  const asked: URLSearchParams[] = [];
  await page.route(/\/api\/enquiries\?/, async (route) => {
    const q = new URL(route.request().url()).searchParams;
    asked.push(q);
    const matching = all.filter((e) => (!q.get("channel") || e.channel === q.get("channel")) && (!q.get("utm_source") || e.utm.utm_source === q.get("utm_source")));
    await route.fulfill({ json: { data: matching.slice(0, 50), page: 1, limit: 50, total: matching.length } });
  });
  await loginAs(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/enquiries");
  await expect(page.getByRole("row")).toHaveCount(41);

  await page.getByLabel("Channel", { exact: true }).selectOption("home-dialog");
  await expect(page.getByRole("row")).toHaveCount(all.filter((e) => e.channel === "home-dialog").length + 1);
  expect(asked.at(-1)?.get("channel")).toBe("home-dialog");
  expect(asked.at(-1)?.get("page")).toBe("1");

  await page.getByLabel("Campaign source", { exact: true }).fill("google");
  await page.getByLabel("From", { exact: true }).fill("2021-11-01");
  await page.getByLabel("To", { exact: true }).fill("2021-11-30");
  await page.getByRole("button", { name: "Search" }).click();
  const want = all.filter((e) => e.channel === "home-dialog" && e.utm.utm_source === "google");
  await expect(page.getByRole("row")).toHaveCount(want.length + 1);
  expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ channel: "home-dialog", utm_source: "google", from: "2021-11-01", to: "2021-11-30" });

  await page
    .getByRole("button", { name: `Open the enquiry from ${defined(want[0], "want[0]").name}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Home page dialog");
  await expect(dialog).toContainText(defined(want[0], "want[0]").landing);
  // An enquiry from before the notes history shows its single note as the first entry.
  await expect(dialog.getByRole("region", { name: adminMessages.enquiryNotesTitle }).getByRole("listitem").first()).toContainText(
    `${adminMessages.enquiryEarlierNote}${defined(want[0], "want[0]").note}`,
  );
  await page.screenshot({ path: "test-results/enquiry-filters.png" });
});
