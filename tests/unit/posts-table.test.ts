// The posts' own table (migration 4): read by query, nothing held in memory. Lookups by id and by
// excerpt key, the list order and its pages, counts by term, scheduled posts hidden from visitors until
// their time (the services' clock), a rolled-back write leaving nothing, and the move of the rows of the
// `blogs` collection of a schema-3 database.
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBlogService, type BlogService } from "../../src/server/services/blogs";
import { createRevisionService } from "../../src/server/services/revisions";
import { STAFF, VISITOR } from "../../src/server/services/visibility";
import { openStorage, type Storage, type Where } from "../../src/server/storage";
import type { PostColumn } from "../../src/server/storage/tables";
import { Database } from "../../src/server/storage/db";
import { CorruptFileError } from "../../src/server/storage/json-file";
import { MIGRATIONS, SCHEMA_VERSION, schemaVersion } from "../../src/server/storage/migrations";
import type { Blog } from "../../src/shared/schemas/blog";
import type { Term } from "../../src/shared/schemas/taxonomy";
import { testLogger } from "../fixtures/log";
import { tempDir } from "../fixtures/temp";
import { expectConsoleError } from "../setup";

const NOW = Date.parse("2026-06-01T12:00:00.000Z");
const DAY = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();

function post(n: number, fields: Partial<Blog> = {}): Blog {
  return {
    id: `post-${n}`,
    title: `Post ${n}`,
    locale: "en",
    excerpt: `post-${n}`,
    content: `<p>Words of post ${n}.</p>`,
    date: at(NOW - n * DAY),
    image: "",
    imageAlt: "",
    status: "published",
    featured: false,
    metaTitle: "",
    metaDescription: "",
    keywords: "",
    canonicalUrl: "",
    socialImage: "",
    createdAt: at(NOW - n * DAY),
    updatedAt: at(NOW - n * DAY),
    ...fields,
  };
}
const term = (id: string): Term => ({ id, slug: id, name: id.toUpperCase(), description: "", createdAt: at(NOW), updatedAt: at(NOW) });

describe("the posts table", () => {
  let dir: string;
  let storage: Storage;
  let blogs: BlogService;
  let now = NOW;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    const t = await tempDir();
    dir = t.dir;
    storage = await openStorage(dir, { log: testLogger() });
    now = NOW;
    blogs = createBlogService(storage, createRevisionService(storage), () => now);
    storage.categories.create(term("gst"));
    storage.categories.create(term("llp"));
    storage.tags.create(term("fees"));
    storage.tags.create(term("forms"));
    cleanup = async () => {
      await storage.close();
      await t.cleanup();
    };
  });
  afterEach(() => cleanup());
  const idsWhere = (where: Where<PostColumn>) => storage.posts.find({ where }).map((b) => b.id);

  it("finds a post by id and by its excerpt's key (case-folded, normalised), by the unique index", () => {
    storage.posts.create(post(1, { excerpt: "GST-Returns" }));
    expect(storage.posts.get("post-1")?.title).toBe("Post 1");
    expect(storage.posts.get("nope")).toBeUndefined();
    expect(blogs.getByExcerpt(VISITOR, "gst-returns").id).toBe("post-1");
    expect(blogs.idOfExcerpt("GST-RETURNS")).toBe("post-1");
    // Another post with the same key is refused by the database itself, not only by the service (logged as a failed write).
    expectConsoleError();
    expect(() => storage.posts.create(post(2, { excerpt: "gst-RETURNS" }))).toThrow();
    expect(storage.posts.count()).toBe(1);
    expect(storage.posts.find({ where: { excerpt_key: "gst-returns" } }).map((b) => b.id)).toEqual(["post-1"]);
    const plan = storage.db.all<{ detail: string }>("EXPLAIN QUERY PLAN SELECT id, data FROM posts WHERE excerpt_key = ?", "x");
    expect(plan.map((p) => p.detail).join(" ")).toMatch(/posts_excerpt_key/);
  });

  it("lists newest first (date, then creation time) and reads one page with the whole list's count", () => {
    storage.transaction(() => {
      for (const n of [3, 1, 5, 2, 4]) storage.posts.create(post(n));
      // The same date as post 2, created later: before it.
      storage.posts.create(post(6, { date: at(NOW - 2 * DAY), createdAt: at(NOW) }));
    });
    expect(blogs.list(VISITOR).map((b) => b.id)).toEqual(["post-1", "post-6", "post-2", "post-3", "post-4", "post-5"]);
    const second = blogs.page(VISITOR, {}, { offset: 2, limit: 2 });
    expect(second).toMatchObject({ total: 6 });
    expect(second.items.map((b) => b.id)).toEqual(["post-2", "post-3"]);
    expect(second.items[0]).toMatchObject({ description: "Words of post 2.", category: null, tags: [] });
    expect(blogs.page(VISITOR, {}, { offset: 6, limit: 2 })).toEqual({ items: [], total: 6 });
  });

  it("filters by category, tag and author in SQL, and counts posts per term by GROUP BY", () => {
    storage.transaction(() => {
      storage.posts.create(post(1, { categoryId: "gst", tagIds: ["fees"] }));
      storage.posts.create(post(2, { categoryId: "gst", tagIds: ["fees", "forms"], authorId: "u1" }));
      storage.posts.create(post(3, { categoryId: "llp", tagIds: ["forms"], status: "draft" }));
      storage.posts.create(post(4, { tagIds: ["forms"], authorId: "u1" }));
    });
    expect(blogs.list(VISITOR, { category: "gst" }).map((b) => b.id)).toEqual(["post-1", "post-2"]);
    expect(blogs.list(VISITOR, { tag: "forms" }).map((b) => b.id)).toEqual(["post-2", "post-4"]);
    expect(blogs.list(STAFF, { tag: "forms" }).map((b) => b.id)).toEqual(["post-2", "post-3", "post-4"]);
    expect(blogs.list(VISITOR, { category: "gst", tag: "forms" }).map((b) => b.id)).toEqual(["post-2"]);
    expect(blogs.page(VISITOR, { authorId: "u1" }, { offset: 0, limit: 10 }).items.map((b) => b.id)).toEqual(["post-2", "post-4"]);
    expect(blogs.list(VISITOR, { category: "unknown" })).toEqual([]);
    expect(blogs.list(VISITOR, { category: "gst" })[1]?.tags.map((t) => t.slug)).toEqual(["fees", "forms"]);
    expect(Object.fromEntries(blogs.termCounts(VISITOR, "category"))).toEqual({ gst: 2 });
    expect(Object.fromEntries(blogs.termCounts(STAFF, "category"))).toEqual({ gst: 2, llp: 1 });
    expect(Object.fromEntries(blogs.termCounts(VISITOR, "tag"))).toEqual({ fees: 2, forms: 2 });
    expect(Object.fromEntries(blogs.termCounts(STAFF, "tag"))).toEqual({ fees: 2, forms: 3 });
  });

  it("related posts: those sharing the category or a tag first, then the others, at most `count`", () => {
    storage.transaction(() => {
      storage.posts.create(post(1, { categoryId: "gst" }));
      storage.posts.create(post(2));
      storage.posts.create(post(3, { tagIds: ["fees"] }));
      storage.posts.create(post(4, { categoryId: "gst" }));
      storage.posts.create(post(5, { categoryId: "gst", tagIds: ["fees"] }));
      storage.posts.create(post(6, { categoryId: "gst", status: "draft" }));
    });
    expect(blogs.related(VISITOR, "post-5", 3).map((b) => b.id)).toEqual(["post-1", "post-3", "post-4"]);
    expect(blogs.related(VISITOR, "post-5", 10).map((b) => b.id)).toEqual(["post-1", "post-3", "post-4", "post-2"]);
    expect(blogs.related(VISITOR, "post-2", 2).map((b) => b.id)).toEqual(["post-1", "post-3"]);
  });

  it("keeps a scheduled post (published, its date to come) from visitors until the services' clock reaches it", () => {
    storage.posts.create(post(1, { categoryId: "gst", tagIds: ["fees"], featured: true }));
    storage.posts.create(post(2, { excerpt: "later", date: at(NOW + DAY), categoryId: "gst", tagIds: ["fees"], featured: true }));
    const visitorSees = () => ({
      list: blogs.list(VISITOR).map((b) => b.id),
      page: blogs.page(VISITOR, { category: "gst" }, { offset: 0, limit: 10 }).total,
      featured: blogs.featured(VISITOR).map((b) => b.id),
      related: blogs.related(VISITOR, "post-1", 5).map((b) => b.id),
      counts: Object.fromEntries(blogs.termCounts(VISITOR, "tag")),
      byExcerpt: (() => {
        try {
          return blogs.getByExcerpt(VISITOR, "later").id;
        } catch {
          return null;
        }
      })(),
    });
    expect(visitorSees()).toEqual({ list: ["post-1"], page: 1, featured: ["post-1"], related: [], counts: { fees: 1 }, byExcerpt: null });
    expect(blogs.list(STAFF).map((b) => b.id)).toEqual(["post-2", "post-1"]);
    now = NOW + DAY;
    expect(visitorSees()).toEqual({ list: ["post-2", "post-1"], page: 2, featured: ["post-2", "post-1"], related: ["post-2"], counts: { fees: 2 }, byExcerpt: "post-2" });
  });

  it("featured: the flagged published posts, else the newest few", () => {
    storage.transaction(() => {
      for (let n = 1; n <= 7; n++) storage.posts.create(post(n));
    });
    expect(blogs.featured(VISITOR).map((b) => b.id)).toEqual(["post-1", "post-2", "post-3", "post-4", "post-5"]);
    storage.posts.update("post-6", { featured: true });
    expect(blogs.featured(VISITOR).map((b) => b.id)).toEqual(["post-6"]);
  });

  it("a rolled-back write leaves nothing: no row, no tags, no search mark", () => {
    expect(() =>
      storage.transaction(() => {
        storage.posts.create(post(1, { tagIds: ["fees"] }));
        expect(storage.posts.get("post-1")).toBeDefined();
        throw new Error("then something fails");
      }),
    ).toThrow("then something fails");
    expect(storage.posts.get("post-1")).toBeUndefined();
    expect(storage.posts.count()).toBe(0);
    expect(storage.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM post_tags")?.n).toBe(0);
    expect(storage.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM post_search_pending")?.n).toBe(0);
  });

  it("a category merge rewrites exactly the posts that carry it, their rows and tags", () => {
    storage.transaction(() => {
      storage.posts.create(post(1, { categoryId: "gst", tagIds: ["fees"] }));
      storage.posts.create(post(2, { categoryId: "llp", tagIds: ["fees", "forms"] }));
    });
    storage.transaction(() => blogs.reassignTermIn("category", "gst", "llp"));
    expect(storage.posts.get("post-1")?.categoryId).toBe("llp");
    expect(idsWhere({ category_id: "llp" })).toEqual(["post-1", "post-2"]);
    storage.transaction(() => blogs.reassignTermIn("tag", "fees", undefined));
    expect(storage.posts.get("post-2")?.tagIds).toEqual(["forms"]);
    expect(idsWhere({ tags: "fees" })).toEqual([]);
    expect(idsWhere({ tags: "forms" })).toEqual(["post-2"]);
  });

  it("keeps each post's tags in post_tags, lists summaries without the content, and counts by term", () => {
    storage.transaction(() => {
      storage.posts.create(post(1, { categoryId: "gst", tagIds: ["fees", "forms", "fees"] }));
      storage.posts.create(post(2, { categoryId: "gst", tagIds: ["forms"], status: "draft" }));
      storage.posts.create(post(3, { categoryId: "llp" }));
    });
    const tagRows = () =>
      storage.db.all<{ post_id: string; tag_id: string }>("SELECT post_id, tag_id FROM post_tags ORDER BY post_id, tag_id").map((r) => `${r.post_id}:${r.tag_id}`);
    expect(tagRows()).toEqual(["post-1:fees", "post-1:forms", "post-2:forms"]);
    expect(Object.fromEntries(storage.posts.countBy("tags"))).toEqual({ fees: 1, forms: 2 });
    expect(Object.fromEntries(storage.posts.countBy("tags", { status: "published" }))).toEqual({ fees: 1, forms: 1 });
    expect(Object.fromEntries(storage.posts.countBy("category_id"))).toEqual({ gst: 2, llp: 1 });
    expect(Object.fromEntries(storage.posts.countBy("category_id", { not: { tags: "fees" } }))).toEqual({ gst: 1, llp: 1 });
    storage.posts.update("post-1", { tagIds: ["forms"] });
    storage.posts.remove("post-2");
    expect(tagRows()).toEqual(["post-1:forms"]);
    const [summary] = storage.posts.summaries({ where: { id: "post-1" } });
    expect(summary).toMatchObject({ id: "post-1", title: "Post 1", description: "Words of post 1.", tagIds: ["forms"] });
    expect(summary).not.toHaveProperty("content");
    // Lists read the summary column, never the post itself.
    storage.db.run("UPDATE posts SET data = '{}' WHERE id = 'post-1'");
    expect(storage.posts.summaries().map((s) => s.id)).toEqual(["post-1", "post-3"]);
    expect(() => storage.posts.get("post-1")).toThrow(CorruptFileError);
  });

  it("reads every post in bounded batches (each)", () => {
    storage.transaction(() => {
      for (let n = 1; n <= 450; n++) storage.posts.create(post(n));
    });
    let seen = 0;
    for (const b of storage.posts.each()) if (b.id.startsWith("post-")) seen++;
    expect(seen).toBe(450);
  });
});

describe("migration 4: the posts of the blogs collection into their own table", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  /** A site.db as schema 3 left it: the posts in the `blogs` collection's table (id, position, data). */
  function schema3(rows: { id: string; position: number; data: string }[]): void {
    const db = new Database(path.join(dir, "site.db"), testLogger());
    db.transaction(() => {
      for (const m of MIGRATIONS.filter((x) => x.version <= 3)) db.raw.exec(m.sql);
      db.raw.exec("PRAGMA user_version = 3");
      db.raw.exec("CREATE TABLE blogs (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)");
      for (const r of rows) db.run("INSERT INTO blogs (id, position, data) VALUES (?, ?, ?)", r.id, r.position, r.data);
    });
    db.close();
  }

  it("moves every post with its columns and tags, drops the old table, and the index and search find them", async () => {
    const posts = [post(1, { categoryId: "gst", tagIds: ["fees", "forms"] }), post(2, { excerpt: "Mixed-Case", status: "draft" }), post(3, { featured: true })];
    schema3(posts.map((p, i) => ({ id: p.id, position: i, data: JSON.stringify(p) })));
    const storage = await openStorage(dir, { log: testLogger() });
    try {
      expect(schemaVersion(storage.db)).toBe(SCHEMA_VERSION);
      expect(storage.db.get("SELECT name FROM sqlite_master WHERE name = 'blogs'")).toBeUndefined();
      expect(storage.posts.count()).toBe(3);
      for (const p of posts) expect(storage.posts.get(p.id)).toEqual(p);
      expect(storage.posts.find({ where: { excerpt_key: "mixed-case" } }).map((b) => b.id)).toEqual(["post-2"]);
      expect(storage.posts.find({ where: { tags: "forms" } }).map((b) => b.id)).toEqual(["post-1"]);
      expect(storage.posts.find({ where: { category_id: "gst" } }).map((b) => b.id)).toEqual(["post-1"]);
      expect(storage.db.get<{ featured: number }>("SELECT featured FROM posts WHERE id = 'post-3'")?.featured).toBe(1);
      // The search index was empty: filled from the moved posts at this start.
      expect(storage.postSearch.empty).toBe(false);
    } finally {
      await storage.close();
    }
  });

  it("refuses to start, naming the row, when a stored post cannot be read, and leaves the database at schema 3", async () => {
    schema3([
      { id: "post-1", position: 0, data: JSON.stringify(post(1)) },
      { id: "post-2", position: 1, data: JSON.stringify({ ...post(2), title: "" }) },
    ]);
    const err = await openStorage(dir, { log: testLogger() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CorruptFileError);
    expect((err as Error).message).toMatch(/table blogs, row post-2: title/);
    const db = new Database(path.join(dir, "site.db"), testLogger());
    try {
      expect(schemaVersion(db)).toBe(3);
      expect(db.get<{ n: number }>("SELECT COUNT(*) AS n FROM blogs")?.n).toBe(2);
    } finally {
      db.close();
    }
  });
});
