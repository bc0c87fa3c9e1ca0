// What each stored page shows as cache tags, what a write purges, and the page cache dropping only those pages.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it, vi } from "vitest";
import { BLOG_LIST_TAG, NEWS_TAG, OFFERS_TAG, pageTags, POSTS_TAG, RESOURCES_TAG, SITE_TAG, tagHeaders, tagsForEvent, type TagLookups } from "../../src/server/http/cache-tags";
import { SYSTEM, type ChangeEvent } from "../../src/server/services/events";
import { createPageCache } from "../../src/server/http/page-cache";
import { renderHandler } from "../../src/server/http/render";
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../src/shared/page-cache";

const ids: Record<string, string> = { "gst-basics": "p1" };
const idOf = (excerpt: string) => ids[excerpt];

describe("pageTags", () => {
  it.each([
    ["/", [SITE_TAG, BLOG_LIST_TAG, OFFERS_TAG]],
    ["/_root.data", [SITE_TAG, BLOG_LIST_TAG, OFFERS_TAG]],
    ["/offer", [SITE_TAG, OFFERS_TAG]],
    ["/news", [SITE_TAG, NEWS_TAG]],
    ["/news/n1", [SITE_TAG, NEWS_TAG]],
    ["/resources/r1.data", [SITE_TAG, RESOURCES_TAG]],
    ["/sitemap.xml", [SITE_TAG, BLOG_LIST_TAG, NEWS_TAG, RESOURCES_TAG]],
    ["/blog", [SITE_TAG, BLOG_LIST_TAG]],
    ["/blog/gst-basics", [SITE_TAG, POSTS_TAG, "post-p1"]],
    ["/blog/gst-basics.data", [SITE_TAG, POSTS_TAG, "post-p1"]],
    ["/blog/unknown-post", [SITE_TAG, POSTS_TAG]],
    ["/category/gst", [SITE_TAG, BLOG_LIST_TAG, "category-gst"]],
    ["/category/gst/rss.xml", [SITE_TAG, BLOG_LIST_TAG, "category-gst"]],
    ["/tag/itr", [SITE_TAG, BLOG_LIST_TAG, "tag-itr"]],
    ["/rss.xml", [SITE_TAG, BLOG_LIST_TAG]],
    ["/about", [SITE_TAG]],
    ["/api/blogs", [BLOG_LIST_TAG]],
  ])("%s -> %j", (path, tags) => {
    expect(pageTags(path, idOf)).toEqual(tags);
  });

  it("names them in both CDN headers", () => {
    expect(tagHeaders(["site", "post-p1"])).toEqual({ "Cache-Tag": "site,post-p1", "Surrogate-Key": "site post-p1" });
  });
});

describe("tagsForEvent", () => {
  const slugs: Record<string, string> = { c1: "gst", c2: "income-tax", t1: "itr", t2: "tds" };
  let publicOffers = 3;
  const look: TagLookups = {
    termSlug: (_kind, id) => slugs[id],
    postIdsWith: (kind, id) => (kind === "category" && id === "c1" ? ["p1", "p2"] : []),
    publicCount: () => publicOffers,
    translationsOf: (id) => (id === "p9" ? ["h9"] : []),
  };
  const post = { id: "p1", title: "GST basics", excerpt: "gst-basics", status: "published", categoryId: "c1", tagIds: ["t1"] };
  const tagsOf = (event: Omit<ChangeEvent, "actor">) => tagsForEvent({ ...event, actor: SYSTEM } as ChangeEvent, look).sort();

  it("purges a post's own page, the lists and its category and tag pages before and after, never every post page", () => {
    const moved = { ...post, categoryId: "c2", tagIds: ["t2"] };
    expect(tagsOf({ type: "post.updated", kind: "post", before: post, after: moved })).toEqual(
      [BLOG_LIST_TAG, "category-gst", "category-income-tax", "post-p1", "tag-itr", "tag-tds"].sort(),
    );
    expect(tagsOf({ type: "post.deleted", kind: "post", before: post })).toEqual([BLOG_LIST_TAG, "category-gst", "post-p1", "tag-itr"].sort());
  });

  it("purges both pages of a post and its Hindi translation when either changes (they name each other)", () => {
    const english = { id: "p9", title: "GST basics", excerpt: "gst", status: "published" };
    const hindi = { id: "h9", title: "जीएसटी की बुनियादी बातें", excerpt: "gst-hindi", status: "published", translationOf: "p9" };
    expect(tagsOf({ type: "post.updated", kind: "post", before: english, after: { ...english, excerpt: "gst-basics" } })).toEqual([BLOG_LIST_TAG, "post-h9", "post-p9"].sort());
    expect(tagsOf({ type: "post.updated", kind: "post", before: hindi, after: hindi })).toEqual([BLOG_LIST_TAG, "post-h9", "post-p9"].sort());
    // Its Hindi address is a post page too (the tag of the post it shows).
    expect(pageTags("/hi/blog/gst-hindi", (e) => (e === "gst-hindi" ? "h9" : undefined))).toContain("post-h9");
    expect(pageTags("/hi/blog", () => undefined)).toContain(BLOG_LIST_TAG);
    expect(pageTags("/hi/rss.xml", () => undefined)).toContain(BLOG_LIST_TAG);
  });

  it("purges a renamed category's pages, old and new, the lists and the posts in it; a merge every post page", () => {
    const before = { id: "c1", name: "GST", slug: "gst" };
    expect(tagsOf({ type: "category.updated", kind: "category", before, after: { ...before, slug: "goods-tax" } })).toEqual(
      [BLOG_LIST_TAG, "category-goods-tax", "category-gst", "post-p1", "post-p2"].sort(),
    );
    expect(tagsOf({ type: "category.merged", kind: "category", before, after: { id: "c2", name: "Income tax", slug: "income-tax" } })).toEqual(
      [BLOG_LIST_TAG, POSTS_TAG, "category-gst", "category-income-tax"].sort(),
    );
  });

  it("purges an offer's pages, and every page only when the section may have appeared or gone", () => {
    const offer = { id: "o1", mainHeading: "Festive", status: "published" };
    publicOffers = 3;
    expect(tagsOf({ type: "offer.updated", kind: "offer", before: offer, after: offer })).toEqual([OFFERS_TAG]);
    publicOffers = 1;
    expect(tagsOf({ type: "offer.created", kind: "offer", after: offer })).toEqual([OFFERS_TAG, SITE_TAG].sort());
  });

  it("purges nothing for what no page shows, everything for the layout's data", () => {
    const user = { id: "u1", email: "a@b.in" };
    for (const type of ["user.password-changed", "user.password-reset", "user.signed-in", "user.sessions-ended", "user.created"] as const)
      expect(tagsOf({ type, kind: "user", after: user }), type).toEqual([]);
    expect(tagsOf({ type: "enquiry.noted", kind: "enquiry", after: { id: "e1", name: "A", status: "new" } })).toEqual([]);
    expect(tagsOf({ type: "backup.created", kind: "backup", after: { file: "x.tar.gz" } })).toEqual([]);
    // Orders (a flood of them from many addresses) never empty the page cache or call the CDN.
    for (const type of ["order.created", "order.paid", "order.utr-submitted", "order.refunded"] as const)
      expect(tagsOf({ type, kind: "order", after: { id: "o1", reference: "CRD-AAAAAAAA", status: "paid", client: { name: "A" } } }), type).toEqual([]);
    expect(tagsOf({ type: "user.profile-updated", kind: "user", after: user })).toEqual([SITE_TAG]);
    expect(tagsOf({ type: "settings.updated", kind: "settings", after: { name: "Firm" } })).toEqual([SITE_TAG]);
    expect(tagsOf({ type: "link.reordered", kind: "link", after: { _id: "order", text: "Sidebar links" } })).toEqual([SITE_TAG]);
  });
});

describe("page cache purge", () => {
  it("drops only the entries holding a purged tag; `site` drops all", async () => {
    const cache = createPageCache({ tagsFor: (path) => pageTags(path, idOf) });
    const app = express();
    app.use((_req, res, next) => void ((res.locals.nonce = ""), next()));
    app.all(
      "/{*splat}",
      renderHandler(async () => new Response("<p>page</p>", { headers: { [PAGE_CACHE_STORE_HEADER]: pageCacheStoreValue(), "Content-Type": "text/html" } }), cache),
    );
    const server = http.createServer((req, res) => cache.answer(req, res, () => app(req, res))).listen(0, "127.0.0.1");
    await new Promise((ok) => server.once("listening", ok));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const stored = await fetch(`${base}/blog/gst-basics`);
    expect(stored.headers.get("cache-tag")).toBe("site,posts,post-p1");
    expect(stored.headers.get("surrogate-key")).toBe("site posts post-p1");
    await stored.text();
    for (const path of ["/about", "/blog"]) await (await fetch(base + path)).text();
    await vi.waitFor(() => expect(cache.size).toBe(3));
    const hit = await fetch(`${base}/blog/gst-basics`);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("cache-tag")).toBe("site,posts,post-p1");
    await hit.text();
    server.close();
    cache.purge(["post-p1"]);
    expect(cache.size).toBe(2);
    cache.purge([BLOG_LIST_TAG]);
    expect(cache.size).toBe(1);
    cache.purge([]);
    expect(cache.size).toBe(1);
    cache.purge([SITE_TAG]);
    expect(cache.size).toBe(0);
  });
});
