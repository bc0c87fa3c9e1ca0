// The enquiry inbox as the server renders it, over real stored enquiries: a page at a time with the range
// and the page numbers, a status filter that starts again at page 1, the attribution and date filters, and an
// enquiry opened from the address (?open=) with where it came from and its earlier note.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeEnquiries } from "../../scripts/lib/fake-enquiries";
import { adminMessages } from "../../src/shared/admin-messages";
import { ENQUIRY_PAGE_SIZE } from "../../src/shared/constants";
import { defined } from "../fixtures/defined";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";

// Newest first, as the inbox lists them; each with a note of the kind stored before the notes history.
const all = fakeEnquiries(120)
  .map((e) => ({ ...e, note: `Old note ${e.id.slice(-4)}` }))
  .reverse();

describe("the enquiry inbox, rendered by the server", () => {
  let s: TestServer;
  let site: Awaited<ReturnType<typeof servePages>>;
  let renderer: Awaited<ReturnType<typeof startSiteRender>>;
  let cookie: string;
  beforeAll(async () => {
    s = await startTestServer();
    const { enquiries } = s.services.storage;
    enquiries.transaction(() => [...all].reverse().forEach((e) => enquiries.create(e)));
    renderer = await startSiteRender(s.services);
    site = await servePages(s.services, renderer.render);
    cookie = `session=${await s.tokenFor("admin")}`;
  }, 60_000);
  afterAll(async () => {
    await site.close();
    await renderer.close();
    await s.close();
  });

  const page = async (query = "") => (await fetch(`${site.base}/admin/enquiries${query}`, { headers: { cookie } })).text();
  /** The table's data rows (the header row left out). */
  const rows = (html: string) => (html.match(/<tbody[^>]*>([\s\S]*?)<\/tbody>/)?.[1] ?? "").split(/<tr[ >]/).slice(1);
  const visible = all.filter((e) => e.status !== "spam");

  it("shows the newest page with its range and page numbers, and a later page", async () => {
    const first = await page();
    expect(rows(first)).toHaveLength(ENQUIRY_PAGE_SIZE);
    expect(rows(first)[0]).toContain(defined(visible[0], "visible[0]").email);
    expect(first).toContain(adminMessages.enquiriesRange(1, ENQUIRY_PAGE_SIZE, visible.length));
    expect(first).toMatch(/aria-label="Page 1" aria-current="page"/);

    const lastPage = Math.ceil(visible.length / ENQUIRY_PAGE_SIZE);
    const last = await page(`?page=${lastPage}`);
    expect(rows(last)).toHaveLength(visible.length - (lastPage - 1) * ENQUIRY_PAGE_SIZE);
    expect(rows(last)[0]).toContain(defined(visible[(lastPage - 1) * ENQUIRY_PAGE_SIZE], "first of the last page").email);
    expect(last).toMatch(new RegExp(`aria-label="Page ${lastPage}" aria-current="page"`));
  });

  it("filters by status from page 1, without page numbers when one page holds them all", async () => {
    const closed = all.filter((e) => e.status === "closed");
    expect(closed.length).toBeLessThanOrEqual(ENQUIRY_PAGE_SIZE);
    const html = await page("?status=closed&page=1");
    expect(rows(html)).toHaveLength(closed.length);
    expect(rows(html)[0]).toContain(defined(closed[0], "closed[0]").email);
    expect(html).toContain(adminMessages.enquiriesRange(1, closed.length, closed.length));
    expect(html).not.toMatch(/aria-label="Page 2"/);
  });

  it("filters by channel, campaign source and dates, and opens an enquiry from the address with where it came from", async () => {
    const want = visible.filter((e) => e.channel === "home-dialog" && e.utm.utm_source === "google" && e.createdAt < "2021-12-01");
    expect(want.length).toBeGreaterThan(0);
    const html = await page("?channel=home-dialog&utm_source=google&from=2021-11-01&to=2021-11-30");
    expect(rows(html)).toHaveLength(want.length);
    const opened = defined(want[0], "want[0]");
    // The markup as a reader sees it: without the page's data scripts, and without React's text separators.
    const detail = (await page(`?channel=home-dialog&utm_source=google&from=2021-11-01&to=2021-11-30&open=${opened.id}`))
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<!-- -->/g, "");
    expect(detail).toContain("Home page dialog");
    expect(detail).toContain(opened.landing);
    // An enquiry from before the notes history shows its single note as the first entry.
    expect(detail.replace(/<[^>]+>/g, "")).toMatch(new RegExp(`${adminMessages.enquiryEarlierNote}.{0,40}${opened.note}`));
  });
});

describe("the inbox's totals", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  it("follow every write of an enquiry (the counts by status are kept between writes)", async () => {
    const { enquiryInbox: inbox, storage } = s.services;
    const [one, two, three] = fakeEnquiries(3).map((e) => ({ ...e, status: "new" as const }));
    storage.enquiries.create(defined(one, "one"));
    storage.enquiries.create(defined(two, "two"));
    expect((await inbox.list({})).total).toBe(2);
    expect(inbox.counts()).toMatchObject({ new: 2, total: 2 });
    storage.enquiries.create(defined(three, "three"));
    await inbox.update(defined(one, "one").id, { status: "spam" });
    await inbox.update(defined(two, "two").id, { status: "closed" });
    expect((await inbox.list({})).total).toBe(2);
    expect((await inbox.list({ status: "spam" })).total).toBe(1);
    expect((await inbox.list({ status: "closed" })).total).toBe(1);
    expect((await inbox.list({ status: "new", q: "nobody" })).total).toBe(0);
    expect(inbox.counts()).toEqual({ new: 1, contacted: 0, closed: 1, spam: 1, total: 2 });
  });
});
