// GET /api/sitemap-data (docs/product.md#static-pages, #api; #api-conventions) and the entries behind /sitemap.xml.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEEDED_PAGE_PATHS } from "../fixtures/page-text";
import type { SitemapData, SitemapItem } from "../../src/shared/sitemap";
import { startTestServer, type TestServer } from "../fixtures/server";

const DAY = 24 * 60 * 60 * 1000;
/** The seeded city pages and service landing pages, by address. */
const cityPaths = SEEDED_PAGE_PATHS.filter((p) => p.startsWith("/private-limited-company-registration-"));
const landingPaths = SEEDED_PAGE_PATHS.filter((p) => /-registration-delhi$|^\/company-registration$/.test(p));
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString();

function urls(items: SitemapItem[]): string[] {
  return items.flatMap((i) => [i.url, ...urls(i.children ?? [])]);
}

function checkShape(items: SitemapItem[]) {
  for (const item of items) {
    expect(Object.keys(item).sort()).toEqual(item.children ? ["children", "title", "url"] : ["title", "url"]);
    expect(item.title).toEqual(expect.any(String));
    expect(item.url).toMatch(/^\//);
    if (item.children) checkShape(item.children);
  }
}

describe("GET /api/sitemap-data", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
    const token = await s.tokenFor("admin");
    const term = async (kind: "categories" | "tags", name: string) =>
      ((await (await s.api(`/api/${kind}`, { method: "POST", token, json: { name } })).json()) as { data: { id: string } }).data.id;
    const [gst, secret] = [await term("categories", "GST"), await term("categories", "Secret")];
    const [startup, future] = [await term("tags", "Startup"), await term("tags", "Future")];
    const post = (excerpt: string, status: string, date: string, categoryId: string, tagIds: string[]) =>
      s.api("/api/blogs", { method: "POST", token, json: { title: `Title ${excerpt}`, excerpt, content: "<p>x</p>", status, date, categoryId, tagIds } });
    expect((await post("visible post", "published", daysFromNow(-1), gst, [startup])).status).toBe(201);
    expect((await post("draft-post", "draft", daysFromNow(-1), secret, [])).status).toBe(201);
    expect((await post("scheduled-post", "published", daysFromNow(3), secret, [future])).status).toBe(201);
  });
  afterAll(() => s.close());

  it("answers { main, services, blogs } of { title, url, children? } items", async () => {
    const res = await s.api("/api/sitemap-data");
    expect(res.status).toBe(200);
    const body = (await res.json()) as SitemapData;
    expect(Object.keys(body).sort()).toEqual(["blogs", "main", "services"]);
    checkShape([...body.main, ...body.services, ...body.blogs]);
    expect(urls(body.main)).toEqual(expect.arrayContaining(["/", "/about", "/blog", "/careers", "/contact-us", "/privacy-policy", "/terms-condition", "/sitemap"]));
    expect(urls(body.main)).not.toContain("/maintenance");
  });

  it("nests the service pages with their package, landing and city pages", async () => {
    const body = (await (await s.api("/api/sitemap-data")).json()) as SitemapData;
    const pvt = body.services.find((i) => i.url === "/private-limited");
    expect(pvt?.children?.map((c) => c.url)).toEqual(expect.arrayContaining(["/pvt-ltd-registration-delhi", ...cityPaths]));
    expect(urls(body.services)).toEqual(expect.arrayContaining(["/llp", "/opc", "/partnership-firm", ...landingPaths]));
  });

  it("lists published posts only, under the blog", async () => {
    const body = (await (await s.api("/api/sitemap-data")).json()) as SitemapData;
    expect(body.blogs).toEqual([{ title: "Blog", url: "/blog", children: [{ title: "Title visible post", url: "/blog/visible%20post" }] }]);
  });

  it("gives /sitemap.xml every public page once, posts, categories and tags with lastmod, nothing hidden", () => {
    const entries = s.services.sitemap.entries();
    const paths = entries.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(["/", "/blog", "/private-limited", "/blog/visible%20post", "/category/gst", "/tag/startup"]));
    expect(paths.join(" ")).not.toMatch(/draft-post|scheduled-post|secret|future|admin/);
    const post = entries.find((e) => e.path === "/blog/visible%20post");
    expect(Date.parse(post?.lastmod ?? "")).not.toBeNaN();
    expect(entries.find((e) => e.path === "/blog")?.lastmod).toBe(post?.lastmod);
    expect(entries.find((e) => e.path === "/category/gst")?.lastmod).toBe(post?.lastmod);
  });
});

describe("sitemap entries for news and resources", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  it("list the public items that have their own page, and nothing else", async () => {
    const token = await s.tokenFor("admin");
    const item = async (kind: "news" | "resources", title: string, body: string, status = "published") => {
      const res = await s.api(`/api/${kind}`, { method: "POST", token, json: { title, body, status, date: daysFromNow(-1) } });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { id: string } }).data.id;
    };
    const withBody = await item("news", "MCA update", "<p>Details</p>");
    const noBody = await item("news", "Link only", "");
    const draft = await item("resources", "Draft guide", "<p>Soon</p>", "draft");
    const guide = await item("resources", "Checklist", "<p>Steps</p>");
    const paths = s.services.sitemap.entries().map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining([`/news/${withBody}`, `/resources/${guide}`]));
    expect(paths).not.toContain(`/news/${noBody}`);
    expect(paths).not.toContain(`/resources/${draft}`);
  });
});
