// Issue 35: what each stored page shows as cache tags, what a write purges, and the page cache dropping only those pages.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it, vi } from "vitest";
import { BLOG_LIST_TAG, pageTags, POSTS_TAG, SITE_TAG, tagHeaders, tagsForChange } from "../../src/server/http/cache-tags";
import { createPageCache } from "../../src/server/http/page-cache";
import { renderHandler } from "../../src/server/http/render";
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../src/shared/page-cache";

const ids: Record<string, string> = { "gst-basics": "p1" };
const idOf = (excerpt: string) => ids[excerpt];

describe("pageTags", () => {
  it.each([
    ["/", [SITE_TAG, BLOG_LIST_TAG]],
    ["/_root.data", [SITE_TAG, BLOG_LIST_TAG]],
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

describe("tagsForChange", () => {
  it("purges the post pages and lists for posts and their parts, nothing for records no page shows, everything else", () => {
    expect(tagsForChange("blogs")).toEqual([BLOG_LIST_TAG, POSTS_TAG]);
    expect(tagsForChange("categories")).toEqual([BLOG_LIST_TAG, POSTS_TAG]);
    for (const quiet of ["enquiries", "activity", "login-attempts", "revoked-tokens", "redirects", "page-views"]) expect(tagsForChange(quiet), quiet).toEqual([]);
    for (const shown of ["offers", "settings", "packages", "sidebar-links", "a-future-collection"]) expect(tagsForChange(shown), shown).toEqual([SITE_TAG]);
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
