// The public blog in a browser and as crawlers see it: list and pagination, post page and its head,
// redirects and not-found, tag pages, the home carousel, sitemap.xml, rss.xml and robots.txt.
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN, expect, test, hydrated } from "./fixtures";

type Post = {
  id: string;
  title: string;
  excerpt: string;
  date: string;
  status: string;
  keywords?: string;
  tagIds?: string[];
  category?: { slug: string } | null;
  tags?: { slug: string }[];
};

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString();

/** Scrolls to the home carousel and waits until its code has loaded and hydrated it. */
async function carouselReady(page: Page) {
  await hydrated(page);
  const carousel = page.getByRole("region", { name: "From Our Blog" });
  // By the section's wrapper, which stays when the carousel's code arrives and renders over the markup.
  await page.locator('[data-near-viewport="blog-carousel"]').scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-hydrated", "true");
  return carousel;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

type PostInput = Partial<Post & { image: string; content: string }>;

/** Creates posts through the API and deletes them again, so each test leaves the demo data as it found it. */
async function withPosts<const I extends readonly PostInput[]>(request: APIRequestContext, inputs: I, run: (posts: { [K in keyof I]: Post }) => Promise<void>) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const posts: Post[] = [];
  try {
    for (const input of inputs) {
      const res = await request.post("/api/blogs", {
        headers,
        data: { content: "<p>Written for the browser tests.</p>", date: daysFromNow(-1), status: "published", ...input },
      });
      expect(res.status(), await res.text()).toBe(201);
      posts.push(((await res.json()) as { data: Post }).data);
    }
    // One created post per input, in order (a failed create stopped the test above).
    await run(posts as { [K in keyof I]: Post });
  } finally {
    for (const p of posts) await request.delete(`/api/blogs/${p.id}`, { headers });
  }
}

async function publicPosts(request: APIRequestContext): Promise<Post[]> {
  return ((await (await request.get("/api/blogs")).json()) as { data: Post[] }).data;
}

async function newestPost(request: APIRequestContext): Promise<Post> {
  const [newest] = await publicPosts(request);
  if (!newest) throw new Error("The demo data has no published post");
  return newest;
}

/** Parses XML with the browser's own parser; fails on any parse error. */
async function parseXml(page: Page, xml: string, selector: string): Promise<string[]> {
  return page.evaluate(
    ([text, sel]) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.querySelector("parsererror");
      if (error) throw new Error(`XML does not parse: ${error.textContent}`);
      return [...doc.querySelectorAll(sel)].map((n) => n.textContent ?? "");
    },
    [xml, selector] as const,
  );
}

test.describe("blog list", () => {
  test("shows 12 server-rendered cards a page with Prev/Next and numbered pages", async ({ page, request }) => {
    const total = (await publicPosts(request)).length;
    expect(total, "demo content fills more than one page").toBeGreaterThan(12);
    const pages = Math.ceil(total / 12);

    const html = await (await request.get("/blog")).text();
    expect(html).toContain("Latest Articles &amp; Insights");
    expect(html).toContain('aria-label="Pagination"');

    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Latest Articles & Insights" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", /^\/blog\/[^/]+$/);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByText("Prev")).toHaveAttribute("aria-disabled", "true");
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(pages);

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(cards).toHaveCount(pages === 2 ? total - 12 : 12);
    if (pages === 2) await expect(pager.getByText("Next")).toHaveAttribute("aria-disabled", "true");
    await pager.getByRole("link", { name: "Prev" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards).toHaveCount(12);
  });

  test("a linkable page number: page 2 is server-rendered, a malformed one goes to page 1, one past the end is 404", async ({ request, page, console }) => {
    const total = (await publicPosts(request)).length;
    const pages = Math.ceil(total / 12);
    const second = await request.get("/blog?page=2");
    expect(second.status()).toBe(200);
    expect(await second.text()).toContain(`<link rel="canonical" href="`);

    const bad = await request.get("/blog?page=abc", { maxRedirects: 0 });
    expect(bad.status()).toBe(301);
    expect(bad.headers().location).toBe("/blog");

    console.allow(/status of 404/);
    const res = await page.goto(`/blog?page=${pages + 1}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("a client-side page load shows a spinner, and a failed one the list error", async ({ page, console }) => {
    console.allow(/status of 500|Unexpected Server Error|Failed to load|Error/);
    await page.goto("/blog");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    let release = () => {};
    const gate = new Promise<void>((ok) => (release = ok));
    await page.route(/\/blog\.data/, async (route) => {
      await gate;
      await route.continue();
    });
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Loading");
    release();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);

    await page.unroute(/\/blog\.data/);
    await page.route(/\/blog\.data/, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "down" }));
    await pager.getByRole("link", { name: "Prev" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Failed to load blog post");
  });

  test("hides a single-page list's pagination", async ({ page, request }) => {
    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const tag = ((await (await request.post("/api/tags", { headers, data: { name: "E2E Lonely Tag" } })).json()) as { data: { id: string } }).data;
    try {
      await withPosts(request, [{ title: "Only post with its tag", excerpt: "e2e-single-tag", tagIds: [tag.id] }], async () => {
        await page.goto("/tag/e2e-lonely-tag");
        await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
        await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
      });
    } finally {
      await request.delete(`/api/tags/${tag.id}`, { headers });
    }
  });
});

test.describe("post page", () => {
  test("its HTML, fetched without a browser, holds title, content, canonical, og:image and JSON-LD", async ({ request }) => {
    const res = await request.get("/blog/private-limited-vs-llp");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Private Limited Company vs LLP: Which Should You Register\?<\/h1>/);
    expect(html).toMatch(/<title>[^<]*Private Limited vs LLP[^<]*<\/title>/);
    expect(html).toContain("What the two structures have in common");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/blog\/private-limited-vs-llp"\/>/);
    // The share image: a 1200x630 crop of the featured image.
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/og\/blog\/private-limited-vs-llp\.jpg"\/>/);
    expect(html).toMatch(/<meta name="twitter:image" content="http:\/\/[^"]+"\/>/);
    expect(html).toMatch(/<meta name="keywords" content="company registration, llp, private limited, startup"\/>/);

    const blocks = [...html.matchAll(/<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/g)];
    // The firm's block (AccountingService and LegalService) is on every page; this page adds its own two.
    const scriptNonce = /<link rel="modulepreload"[^>]* nonce="([^"]+)"/.exec(html)?.[1];
    expect(scriptNonce).toBeTruthy();
    for (const [, nonce] of blocks) expect(nonce).toBe(scriptNonce);
    const parsed = blocks.map(([, , json]) => JSON.parse(json ?? "") as Record<string, unknown>);
    const posting = parsed.find((b) => b["@type"] === "BlogPosting")!;
    const crumbs = parsed.find((b) => b["@type"] === "BreadcrumbList")!;
    expect(parsed.map((b) => [b["@type"]].flat().join("+")).sort()).toEqual(["AccountingService+LegalService", "BlogPosting", "BreadcrumbList"]);
    expect(posting).toMatchObject({ "@type": "BlogPosting", headline: "Private Limited Company vs LLP: Which Should You Register?", datePublished: expect.any(String) });
    expect((posting.image as string[])[0]).toMatch(/^http:\/\/.+\.png$/);
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    // Home, Blog, the post's category, the post.
    expect(crumbs.itemListElement).toHaveLength(4);
  });

  test("shows the post with date badge, its category and tag links and two related articles", async ({ page, request }) => {
    await page.goto("/blog/private-limited-vs-llp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private Limited Company vs LLP: Which Should You Register?");
    await expect(page.locator("article time").first()).toHaveText("4 March 2026");
    const related = page.getByRole("region", { name: "Related Articles" });
    await expect(related.getByRole("article")).toHaveCount(2);
    // Related: the newest posts sharing its category or a tag come first.
    const all = await publicPosts(request);
    const self = all.find((p) => p.excerpt === "private-limited-vs-llp")!;
    const shares = (p: Post) => p.category?.slug === self.category?.slug || (p.tags ?? []).some((t) => (self.tags ?? []).some((m) => m.slug === t.slug));
    const expected = all.filter((p) => p.id !== self.id && shares(p)).slice(0, 2);
    for (const p of expected) await expect(related.getByRole("heading", { name: p.title })).toBeVisible();

    const terms = page.getByRole("region", { name: "Category and tags" });
    await expect(terms.getByRole("link", { name: "Company Registration", exact: true })).toHaveAttribute("href", "/category/company-registration");
    await terms.getByRole("link", { name: "#LLP" }).click();
    await expect(page).toHaveURL(/\/tag\/llp$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("LLP");
    const tagged = ((await (await request.get("/api/blogs?tag=llp")).json()) as { data: Post[] }).data;
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(Math.min(tagged.length, 12));
  });

  test("finds unicode and space-containing excerpts, and redirects ids and renamed excerpts with 301", async ({ page, request }) => {
    const token = await adminToken(request);
    await withPosts(request, [{ title: "Unicode excerpt post", excerpt: "नई कंपनी guide 2026" }], async ([post]) => {
      const url = `/blog/${encodeURIComponent(post.excerpt)}`;
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: "Unicode excerpt post" })).toBeVisible();

      const byId = await request.get(`/blog/${post.id}`, { maxRedirects: 0 });
      expect(byId.status()).toBe(301);
      expect(byId.headers().location).toBe(url);

      const renamed = await request.put(`/api/blogs/${post.id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { ...post, content: "<p>x</p>", excerpt: "renamed e2e excerpt" },
      });
      expect(renamed.status()).toBe(200);
      const old = await request.get(url, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe(`/blog/${encodeURIComponent("renamed e2e excerpt")}`);
    });
  });

  test("a missing, draft or scheduled post answers 404 with the 'Blog Post Not Found' screen", async ({ page, request, console }) => {
    console.allow(/status of 404/);
    await withPosts(
      request,
      [
        { title: "E2E draft", excerpt: "e2e-draft", status: "draft" },
        { title: "E2E scheduled", excerpt: "e2e-scheduled", date: daysFromNow(3) },
      ],
      async () => {
        for (const excerpt of ["e2e-draft", "e2e-scheduled"]) expect((await request.get(`/blog/${excerpt}`)).status()).toBe(404);
        const res = await page.goto("/blog/no-such-post-here");
        expect(res?.status()).toBe(404);
        await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
        await page.getByRole("main").getByRole("link", { name: "View all articles" }).click();
        await expect(page).toHaveURL(/\/blog$/);
        await expect(page.getByRole("heading", { name: "Latest Articles & Insights" })).toBeVisible();
      },
    );
  });

  test("a failed client-side load of a post shows the error and 'Back to Blogs'", async ({ page, console }) => {
    console.allow(/status of 500|Unexpected Server Error|Error/);
    await page.goto("/blog");
    await page.route(/\/blog\/[^/]+\.data/, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "down" }));
    await page
      .getByRole("main")
      .getByRole("article")
      .first()
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page.getByRole("main").getByRole("alert")).not.toBeEmpty();
    await page.unroute(/\/blog\/[^/]+\.data/);
    await page.getByRole("link", { name: "Back to Blogs" }).click();
    await expect(page.getByRole("heading", { name: "Latest Articles & Insights" })).toBeVisible();
  });

  test("a broken image becomes a blank grey placeholder; a post without one shows 'No Image'", async ({ page, request, console }) => {
    console.allow(/status of 404/);
    await withPosts(
      request,
      [
        { title: "E2E broken image", excerpt: "e2e-broken-image", image: "/uploads/does-not-exist.png" },
        { title: "E2E no image", excerpt: "e2e-no-image", image: "" },
      ],
      async () => {
        await page.goto("/blog/e2e-broken-image");
        await expect(page.getByTestId("broken-image").first()).toBeVisible();
        await expect(page.locator('img[src="/uploads/does-not-exist.png"]')).toHaveCount(0);
        await page.goto("/blog/e2e-no-image");
        await expect(page.getByRole("img", { name: "No Image" }).first()).toBeVisible();
      },
    );
  });
});

test.describe("home", () => {
  test("Latest Articles are in the server-rendered HTML", async ({ request }) => {
    const newest = await newestPost(request);
    const html = await (await request.get("/")).text();
    expect(html).toContain("Latest Articles");
    expect(html).toContain(newest.title.replace(/&/g, "&amp;"));
    expect(html).not.toContain("Loading articles...");
  });

  test("the carousel moves with Next, Prev, dots and arrow keys, loops, and locks during a slide", async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const carousel = await carouselReady(page);
    const dots = carousel.getByRole("button", { name: /^Go to slide \d$/ });
    await expect(dots).toHaveCount(4);
    const current = () => carousel.locator('button[aria-current="true"]');
    const track = carousel.locator("#blog-carousel-track");
    await expect(current()).toHaveAccessibleName("Go to slide 1");
    await expect(carousel.getByRole("group")).toHaveCount(4);

    // Each move locks the controls for the 0.6 s slide (its fallback timer: 0.75 s); the page's clock passes it.
    const settle = () => page.clock.runFor(800);
    const next = carousel.getByRole("button", { name: "Next" });
    await next.click();
    await expect(current()).toHaveAccessibleName("Go to slide 2");
    await expect(track).toHaveAttribute("data-index", "1");
    await expect.poll(() => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)).toBeLessThan(-300);
    await settle();

    await dots.nth(3).click();
    await expect(current()).toHaveAccessibleName("Go to slide 4");
    await settle();
    // Next from the last post loops to the first.
    await next.click();
    await expect(current()).toHaveAccessibleName("Go to slide 1");
    await expect(track).toHaveAttribute("data-index", "0");
    await settle();
    // Prev from the first post loops to the last.
    await carousel.getByRole("button", { name: "Previous" }).click();
    await expect(current()).toHaveAccessibleName("Go to slide 4");
    await expect(track).toHaveAttribute("data-index", "3");
    await settle();

    // A second press while the slide is still moving is ignored.
    await dots.first().click();
    await expect(track).toHaveAttribute("data-index", "0");
    await settle();
    await next.evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
    await expect(track).toHaveAttribute("data-index", "1");
    await settle();
    await expect(track).toHaveAttribute("data-index", "1");

    // Keyboard: arrow keys while focus is inside the carousel.
    await next.focus();
    await page.keyboard.press("ArrowRight");
    await expect(current()).toHaveAccessibleName("Go to slide 3");
    await settle();
    await page.keyboard.press("ArrowLeft");
    await expect(current()).toHaveAccessibleName("Go to slide 2");
  });

  test("the carousel is in the server's HTML, and its code loads only when it comes near the viewport", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/blog-carousel-[^/]+\.js$/.test(r.url())) fetched.push(r.url());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const carousel = page.getByRole("region", { name: "From Our Blog" });
    await expect(carousel.getByRole("group")).toHaveCount(4);
    // Once its section has hydrated, the observer's first report comes with the next frames: two frames later
    // nothing has been asked for.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.querySelector('[data-near-viewport="blog-carousel"]');
          return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
        }),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(fetched).toEqual([]);
    await expect(carousel).not.toHaveAttribute("data-hydrated", "true");
    await carouselReady(page);
    expect(fetched).toHaveLength(1);
    // Back on the home page by a client-side navigation there is no server markup: it loads at once.
    await page.getByRole("link", { name: "Blog", exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goBack();
    await expect(page.getByRole("region", { name: "From Our Blog" })).toHaveAttribute("data-hydrated", "true");
  });

  test("the carousel advances by itself every 15 seconds", async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const carousel = await carouselReady(page);
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName("Go to slide 1");
    await page.clock.fastForward(14_000);
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName("Go to slide 1");
    await page.clock.fastForward(1_500);
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName("Go to slide 2");
  });

  test("with reduced motion the carousel neither animates nor advances by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const carousel = await carouselReady(page);
    const track = carousel.locator("#blog-carousel-track");
    await page.clock.fastForward(31_000);
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName("Go to slide 1");
    await carousel.getByRole("button", { name: "Next" }).click();
    await expect(track).toHaveAttribute("data-index", "1");
    expect(await track.evaluate((el) => getComputedStyle(el).transitionProperty === "none" || getComputedStyle(el).transition.startsWith("none"))).toBe(true);
  });

  test("on a phone the carousel shows one card at a time", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const carousel = await carouselReady(page);
    const slides = carousel.getByRole("group");
    const first = await slides.nth(0).boundingBox();
    expect(first!.width).toBeLessThanOrEqual(340);
    await expect(carousel.getByRole("button", { name: "Next" })).toBeVisible();
    await carousel.getByRole("button", { name: "Next" }).click();
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName("Go to slide 2");
  });
});

test.describe("crawler files", () => {
  test("sitemap.xml and rss.xml parse as XML and list the published posts only, escaped", async ({ page, request }) => {
    await page.goto("/about");
    await withPosts(
      request,
      [
        { title: `Tax & "Audit" <Guide> for 'Firms'`, excerpt: "कर & audit guide", keywords: "E2E <Tag> & Co" },
        { title: "E2E draft feed", excerpt: "e2e-draft-feed", status: "draft" },
        { title: "E2E scheduled feed", excerpt: "e2e-scheduled-feed", date: daysFromNow(2) },
      ],
      async ([special]) => {
        const published = await publicPosts(request);
        const sitemap = await request.get("/sitemap.xml");
        expect(sitemap.headers()["content-type"]).toContain("application/xml");
        const locs = await parseXml(page, await sitemap.text(), "url > loc");
        const paths = locs.map((l) => new URL(l).pathname + new URL(l).search);
        for (const p of published) expect(paths).toContain(`/blog/${encodeURIComponent(p.excerpt)}`);
        expect(paths).toContain(`/blog/${encodeURIComponent(special.excerpt)}`);
        expect(paths).toEqual(
          expect.arrayContaining(["/", "/blog", "/about", "/private-limited", "/llp", "/pvt-ltd-registration-delhi", "/private-limited-company-registration-delhi"]),
        );
        expect(paths.join(" ")).not.toMatch(/e2e-draft-feed|e2e-scheduled-feed|admin/);
        const lastmods = await parseXml(page, await sitemap.text(), "url > lastmod");
        expect(lastmods.length).toBeGreaterThanOrEqual(published.length);

        const rss = await request.get("/rss.xml");
        expect(rss.headers()["content-type"]).toContain("application/rss+xml");
        const xml = await rss.text();
        const titles = await parseXml(page, xml, "channel > item > title");
        expect(titles).toEqual(published.slice(0, 20).map((p) => p.title));
        expect(titles).toContain(special.title);
        expect(titles.join(" ")).not.toMatch(/E2E draft feed|E2E scheduled feed/);
        const links = await parseXml(page, xml, "channel > item > link");
        expect(links[0]).toMatch(/^http:\/\/.+\/blog\/.+/);
      },
    );
  });

  test("robots.txt keeps crawlers out of the admin area and points at the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/);
  });

  test("the sitemap page lists main, service and blog links, each opening in a new tab", async ({ page, request }) => {
    await page.goto("/sitemap");
    for (const name of ["Main Pages", "Services", "Blogs"]) await expect(page.getByRole("main").getByRole("heading", { name, exact: true })).toBeVisible();
    const newest = await newestPost(request);
    const link = page.getByRole("main").getByRole("link", { name: newest.title, exact: true });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("main").getByRole("link", { name: "Company Registration in Pune" })).toHaveAttribute("href", "/private-limited-company-registration-pune");
  });
});
