// Posts in Hindi: slugs made from Devanagari titles, the search's folding of Hindi words, and migration 17 (posts get a
// language and a link to the English post a Hindi post translates) on a database written before it.
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStorage } from "../../src/server/storage";
import { Database } from "../../src/server/storage/db";
import { MIGRATIONS, SCHEMA_VERSION, schemaVersion } from "../../src/server/storage/migrations";
import { writePostRow } from "../../src/server/storage/posts";
import { highlight, pickWindow } from "../../src/server/services/blog-search";
import type { Blog } from "../../src/shared/schemas/blog";
import { foldWord, queryWords, searchWords } from "../../src/shared/search";
import { slugify, slugKey, slugProblem } from "../../src/shared/slug";
import { postPath } from "../../src/shared/sitemap";
import { testLogger } from "../fixtures/log";
import { tempDir } from "../fixtures/temp";

describe("a slug from a Devanagari title", () => {
  it("keeps the Hindi words whole, joined by hyphens, with Latin digits", () => {
    expect(slugify("प्राइवेट लिमिटेड कंपनी रजिस्ट्रेशन: पूरी गाइड २०२६")).toBe("प्राइवेट-लिमिटेड-कंपनी-रजिस्ट्रेशन-पूरी-गाइड-2026");
    // A joiner (ZWJ) that only shapes a conjunct does not cut the word; the danda is punctuation.
    expect(slugify("क्\u200dष्मता। जीएसटी")).toBe("क्ष्मता-जीएसटी");
    expect(slugify("GST रिटर्न (GSTR-3B) कैसे भरें?")).toBe("gst-रिटर्न-gstr-3b-कैसे-भरें");
  });

  it("is a usable address: the server takes it, and it is found again URL-encoded", () => {
    const slug = slugify("जीएसटी रिटर्न फाइल करने का तरीका");
    expect(slugProblem(slug)).toBeNull();
    expect(slugKey(decodeURIComponent(encodeURIComponent(slug)))).toBe(slugKey(slug));
    expect(postPath({ excerpt: slug, locale: "hi" })).toBe(`/hi/blog/${encodeURIComponent(slug)}`);
    expect(postPath({ excerpt: "gst-guide", locale: "en" })).toBe("/blog/gst-guide");
  });
});

describe("the search's folding of Hindi", () => {
  it("cuts Devanagari text into whole words (matras, virama and joiners inside), dropping Hindi stop words", () => {
    expect(searchWords("जीएसटी रजिस्ट्रेशन की ज़रूरत कब है? २०२६ में")).toEqual(["जीएसटी", "रजिस्ट्रेशन", "जरूरत", "कब", "2026"]);
    expect(searchWords("कंपनी\u200dका नाम")).toEqual(["कंपनीका", "नाम"]);
  });

  it("reads the spellings people mix as one word: nukta or none, candrabindu or anusvara, NFC or not", () => {
    expect(foldWord("ज़रूरी")).toBe(foldWord("जरूरी"));
    expect(foldWord("\u095bरूरी")).toBe(foldWord("जरूरी")); // ज़ as one precomposed character
    expect(foldWord("हँसी")).toBe(foldWord("हंसी"));
    expect(queryWords("  दस्तावेज़   DIN ")).toEqual(["दस्तावेज", "din"]);
  });

  it("finds and marks a Hindi word in a snippet", () => {
    const text = "कंपनी रजिस्ट्रेशन के लिए ज़रूरी दस्तावेज़ पहले से तैयार रखें।";
    const window = pickWindow(text, queryWords("जरूरी"));
    expect(window).toContain("ज़रूरी");
    expect(highlight(text, queryWords("जरूरी")).filter((p) => p.hit)).toEqual([{ text: "ज़रूरी", hit: true }]);
  });
});

describe("migration 17: posts get a language and the English post a Hindi post translates", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  const post = (n: number): Blog =>
    ({
      id: `post-${n}`,
      title: `Post ${n}`,
      excerpt: `post-${n}`,
      content: `<p>दस्तावेज़ of post ${n}</p>`,
      date: "2026-01-01T00:00:00.000Z",
      image: "",
      imageAlt: "",
      status: "published",
      featured: false,
      metaTitle: "",
      metaDescription: "",
      keywords: "",
      canonicalUrl: "",
      socialImage: "",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    }) as Blog;

  it("makes every stored post English, adds the columns and the one-translation index, and indexes the posts again", async () => {
    const db = new Database(path.join(dir, "site.db"), testLogger());
    const before = Math.max(...MIGRATIONS.filter((m) => m.version < 17).map((m) => m.version));
    db.transaction(() => {
      for (const m of MIGRATIONS.filter((x) => x.version < 17)) {
        if (m.sql) db.raw.exec(m.sql);
        m.run?.(db);
      }
      db.raw.exec(`PRAGMA user_version = ${before}`);
      // Posts as the code before 17 wrote them: no language in their JSON or columns.
      for (const n of [1, 2]) {
        const { locale: _none, ...old } = post(n);
        writePostRow(db, old as Blog, false);
      }
      // Post 1 indexed as the search cut words before: the nukta kept.
      db.run("INSERT INTO post_search_docs (doc, post_id, status, time, created_at, category_id, tag_ids) VALUES (1, 'post-1', 'published', 0, '', '', '')");
      db.run("INSERT INTO post_search_words (word, doc, weight) VALUES ('दस्तावेज़', 1, 1)");
    });
    db.close();

    const storage = await openStorage(dir, { log: testLogger() });
    try {
      expect(schemaVersion(storage.db)).toBe(SCHEMA_VERSION);
      expect(storage.posts.get("post-1")?.locale).toBe("en");
      expect(storage.posts.count({ locale: "en" })).toBe(2);
      expect(storage.posts.count({ locale: "hi" })).toBe(0);
      // The posts are marked to be indexed again with the Hindi folding.
      expect(storage.db.all<{ post_id: string }>("SELECT post_id FROM post_search_pending ORDER BY post_id").map((r) => r.post_id)).toEqual(["post-1", "post-2"]);
      storage.postSearch.refresh((id) => storage.posts.get(id));
      const words = storage.db
        .all<{ word: string }>("SELECT w.word FROM post_search_words w JOIN post_search_docs d ON d.doc = w.doc WHERE d.post_id = 'post-1'")
        .map((r) => r.word);
      expect(words).toContain("दस्तावेज");
      expect(words).not.toContain("दस्तावेज़");
      // A Hindi translation is stored with its columns; a second translation of one post is refused by the database too.
      storage.posts.create({ ...post(3), locale: "hi", translationOf: "post-1" });
      expect(storage.posts.find({ where: { translation_of: "post-1" } }).map((p) => p.id)).toEqual(["post-3"]);
      expect(() => storage.db.run("UPDATE posts SET translation_of = 'post-1' WHERE id = 'post-2'")).toThrow();
    } finally {
      await storage.close();
    }
  });
});
