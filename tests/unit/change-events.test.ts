// Services announce their changes; the activity log records one entry per
// write and the page cache (and CDN purger) drops only the pages the write changes.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { siteEnv } from "../../scripts/lib/site-env";
import { boot } from "../../src/server/boot";
import { loadConfig } from "../../src/server/config";
import { pageTags, purgeOnChange } from "../../src/server/http/cache-tags";
import { createPageCache, type PageCacheOf } from "../../src/server/http/page-cache";
import { renderHandler } from "../../src/server/http/render";
import type { Services } from "../../src/server/services";
import { actorOf, type ChangeEvent } from "../../src/server/services/events";
import { STAFF } from "../../src/server/services/visibility";
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../src/shared/page-cache";
import type { ActivityEntry } from "../../src/shared/schemas/activity";
import { testLogger } from "../fixtures/log";
import { expectConsoleError } from "../setup";
import { tempDir } from "../fixtures/temp";
import { postBody } from "../fixtures/post-body";

const ADMIN = { email: "admin@events.test", password: "admin-password-1" };
const EDITOR = { name: "Asha", email: "asha@events.test" };
const actor = actorOf({ user: EDITOR, ip: "203.0.113.7" });

const offerBody = {
  mainHeading: "Festive Offer",
  subHeading: "Company registration",
  tagline: "",
  features: "Name approval",
  bannerImage: "",
  date: "2026-01-10",
  status: "published",
};

describe("change events", () => {
  let services: Services;
  let cleanup: () => Promise<void>;
  let cache: PageCacheOf<undefined>;
  let server: http.Server;
  let base: string;
  const cdnTags: string[][] = [];
  const events: ChangeEvent[] = [];

  beforeAll(async () => {
    const tmp = await tempDir();
    cleanup = tmp.cleanup;
    services = await boot(loadConfig({ NODE_ENV: "test", ...siteEnv(tmp.dir, { admin: ADMIN }) }), testLogger());
    // The page cache in front of a renderer that stores every page, as app.ts wires it.
    cache = createPageCache({ tagsFor: (path) => pageTags(path, (excerpt) => services.blogs.idOfExcerpt(excerpt)) });
    purgeOnChange(services, [cache, { purge: (tags) => void cdnTags.push([...tags]) }]);
    services.events.subscribe((e) => void events.push(e));
    const app = express();
    app.use((_req, res, next) => void ((res.locals.nonce = ""), next()));
    app.all(
      "/{*splat}",
      renderHandler(async () => new Response("<p>page</p>", { headers: { [PAGE_CACHE_STORE_HEADER]: pageCacheStoreValue(), "Content-Type": "text/html" } }), cache),
    );
    server = http.createServer((req, res) => cache.answer(req, res, () => app(req, res))).listen(0, "127.0.0.1");
    await new Promise((ok) => server.once("listening", ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
    await services.storage.close();
    await cleanup();
  });

  /** Renders each page once and waits until the cache holds them all. */
  async function warm(paths: string[]): Promise<void> {
    for (const p of paths) await (await fetch(base + p)).text();
    await vi.waitFor(async () => {
      for (const p of paths) expect(await cached(p), p).toBe(true);
    });
  }
  /** Whether the page is answered from the cache (a miss renders and stores it again). */
  async function cached(path: string): Promise<boolean> {
    const res = await fetch(base + path);
    await res.text();
    return res.headers.get("x-page-cache") === "hit";
  }
  const entries = (): ActivityEntry[] => services.activity.list({ limit: 200 });

  it("a post save records one activity entry and purges that post's page, the lists and its category page, not another post's", async () => {
    const category = await services.categories.create({ name: "GST" }, actor);
    const a = await services.blogs.create(postBody({ categoryId: category.id }), EDITOR, actor);
    const b = await services.blogs.create(postBody(), EDITOR, actor);
    const pages = [`/blog/${a.excerpt}`, `/blog/${b.excerpt}`, "/blog", "/", `/category/${category.slug}`, "/about"];
    await warm(pages);
    const before = entries().length;
    cdnTags.length = 0;

    await services.blogs.update(a.id, { ...postBody({ excerpt: a.excerpt, categoryId: category.id }), title: "GST returns, explained" }, EDITOR, actor);

    const added = entries().slice(0, entries().length - before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ action: "update", target: { type: "post", id: a.id, title: "GST returns, explained" }, actor: EDITOR, ip: "203.0.113.7" });
    expect(await cached(`/blog/${b.excerpt}`)).toBe(true);
    expect(await cached("/about")).toBe(true);
    for (const gone of [`/blog/${a.excerpt}`, "/blog", "/", `/category/${category.slug}`]) expect(await cached(gone), gone).toBe(false);
    expect(cdnTags.flat().sort()).toEqual(["blog-list", `category-${category.slug}`, `post-${a.id}`].sort());
  });

  it("a publish is post.published and logged as a publish", async () => {
    const draft = await services.blogs.create(postBody({ status: "draft" }), EDITOR, actor);
    events.length = 0;
    await services.blogs.update(draft.id, { status: "published" }, EDITOR, actor);
    expect(events.map((e) => e.type)).toEqual(["post.published"]);
    expect(entries()[0]).toMatchObject({ action: "publish", target: { id: draft.id } });
  });

  it("an offer write purges the offer pages, not the post pages", async () => {
    const post = await services.blogs.create(postBody(), EDITOR, actor);
    // A second public offer: the section was already linked, so the layout does not change.
    await services.offers.create(offerBody, EDITOR, actor);
    await warm([`/blog/${post.excerpt}`, "/offer", "/"]);
    const before = entries().length;
    const offer = await services.offers.create({ ...offerBody, mainHeading: "Year-end offer" }, EDITOR, actor);
    expect(entries().length - before).toBe(1);
    expect(entries()[0]).toMatchObject({ action: "create", target: { type: "offer", id: offer.id, title: "Year-end offer" } });
    expect(await cached(`/blog/${post.excerpt}`)).toBe(true);
    expect(await cached("/offer")).toBe(false);
    expect(await cached("/")).toBe(false);
  });

  it("a password change is logged and purges nothing", async () => {
    const admin = services.users.findByEmail(ADMIN.email)!;
    await warm(["/about", "/blog"]);
    const before = entries().length;
    cdnTags.length = 0;
    await services.users.changeOwnPassword(admin.id, { currentPassword: ADMIN.password, newPassword: "a-new-password-2" }, "198.51.100.4");
    expect(entries().length - before).toBe(1);
    expect(entries()[0]).toMatchObject({ action: "password-changed", target: { type: "user", id: admin.id, title: ADMIN.email } });
    expect(cdnTags).toEqual([]);
    expect(await cached("/about")).toBe(true);
    expect(await cached("/blog")).toBe(true);
  });

  it("a listener that throws after a post save cannot undo it: the save stands, is logged, and the other listeners still run", async () => {
    const post = await services.blogs.create(postBody(), EDITOR, actor);
    await warm([`/blog/${post.excerpt}`]);
    const before = entries().length;
    const stop = services.events.subscribe((e) => {
      if (e.type === "post.updated") throw new Error("refused");
    });
    expectConsoleError();
    const logged = vi.spyOn(console, "error");
    try {
      await services.blogs.update(post.id, { ...postBody({ excerpt: post.excerpt }), title: "Saved all the same" }, EDITOR, actor);
    } finally {
      stop();
    }
    expect(logged.mock.calls.filter((c) => String(c[0]).includes("refused"))).toHaveLength(1);
    logged.mockRestore();
    expect(services.blogs.getById(STAFF, post.id).title).toBe("Saved all the same");
    expect(entries().length).toBe(before + 1);
    expect(await cached(`/blog/${post.excerpt}`)).toBe(false);
  });

  it("a category rename purges its old and new pages and the pages of the posts in it", async () => {
    const category = await services.categories.create({ name: "Income tax" }, actor);
    const inside = await services.blogs.create(postBody({ categoryId: category.id }), EDITOR, actor);
    const outside = await services.blogs.create(postBody(), EDITOR, actor);
    await warm([`/blog/${inside.excerpt}`, `/blog/${outside.excerpt}`, `/category/${category.slug}`]);
    const before = entries().length;
    await services.categories.update(category.id, { name: "Income tax returns", slug: "itr" }, actor);
    expect(entries().length - before).toBe(1);
    expect(entries()[0]).toMatchObject({ action: "update", target: { type: "category", id: category.id, title: "Income tax returns" } });
    expect(await cached(`/blog/${inside.excerpt}`)).toBe(false);
    expect(await cached(`/category/${category.slug}`)).toBe(false);
    expect(await cached(`/blog/${outside.excerpt}`)).toBe(true);
  });

  it("a delete to the trash and a restore are one entry each, named as the item was", async () => {
    const post = await services.blogs.create(postBody({ title: "Going away" }), EDITOR, actor);
    const before = entries().length;
    await services.trash.discard("blog", post.id, EDITOR, actor);
    await services.trash.restore("blog", post.id, actor);
    expect(
      entries()
        .slice(0, entries().length - before)
        .map((e) => [e.action, e.target.title]),
    ).toEqual([
      ["restore", "Going away"],
      ["delete", "Going away"],
    ]);
  });
});
