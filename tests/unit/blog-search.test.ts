// Blog search: matching, ranking, visibility, snippets, and the index following edits.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBlogSearch, highlight, indexText, pickWindow, type BlogSearch } from "../../src/server/services/blog-search";
import { createBlogService, type BlogService } from "../../src/server/services/blogs";
import { createRevisionService } from "../../src/server/services/revisions";
import { openStorage, type Storage } from "../../src/server/storage";
import { queryWords } from "../../src/shared/search";
import { tempDir } from "../fixtures/temp";
import { testLogger } from "../fixtures/log";
import { defined } from "../fixtures/defined";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

describe("blog search", () => {
  let blogs: BlogService;
  let search: BlogSearch;
  let cleanup: () => Promise<void>;
  let storage: Storage;
  let dir: string;

  const post = (excerpt: string, fields: Record<string, unknown> = {}) =>
    blogs.create({ title: `Post ${excerpt}`, excerpt, content: "<p>Plain words.</p>", status: "published", date: daysAgo(1), ...fields });
  const found = (q: string) => search.hits(search.search(q).ids, []).map((p) => p.excerpt);

  beforeEach(async () => {
    const t = await tempDir();
    dir = t.dir;
    storage = await openStorage(t.dir, { log: testLogger() });
    cleanup = async () => {
      await storage.close();
      await t.cleanup();
    };
    blogs = createBlogService(storage, createRevisionService(storage));
    search = createBlogSearch(storage, blogs);
  });
  afterEach(() => cleanup());

  it("finds words in the title, excerpt, keywords and text, title matches first", async () => {
    await post("in-text", { content: "<p>All about <strong>trademark</strong> filing.</p>", date: daysAgo(1) });
    await post("in-title", { title: "Trademark basics", date: daysAgo(5) });
    await post("in-keywords", { keywords: "brand, trademark", date: daysAgo(3) });
    await post("trademark-in-excerpt", { title: "Brand names", date: daysAgo(4) });
    await post("unrelated");
    expect(found("Trademark")).toEqual(["in-title", "in-keywords", "trademark-in-excerpt", "in-text"]);
  });

  it("puts posts matching more of the words first, then newer posts among equals", async () => {
    await post("both", { title: "GST returns", date: daysAgo(9) });
    await post("one-old", { title: "GST rates", date: daysAgo(8) });
    await post("one-new", { title: "GST late fees", date: daysAgo(2) });
    expect(found("gst returns")).toEqual(["both", "one-new", "one-old"]);
  });

  it("matches the start of longer words, ignores case, accents and stop words", async () => {
    await post("prefix", { content: "<p>Registration of a café company.</p>" });
    expect(found("REGISTR")).toEqual(["prefix"]);
    expect(found("cafe")).toEqual(["prefix"]);
    expect(found("the of and")).toEqual([]);
    expect(found("   ")).toEqual([]);
    expect(queryWords("a b ab The GST gst")).toEqual(["ab", "gst"]);
  });

  it("finds only public posts, and follows edits, new posts and deletions", async () => {
    await post("draft", { title: "Secret audit", status: "draft" });
    await post("future", { title: "Future audit", date: new Date(Date.now() + DAY).toISOString() });
    const live = await post("live", { title: "Live audit" });
    expect(found("audit")).toEqual(["live"]);
    await blogs.update(live.id, { title: "Renamed review", excerpt: "live", content: "<p>Nothing here.</p>", date: live.date, status: "published" });
    expect(found("audit")).toEqual([]);
    expect(found("review")).toEqual(["live"]);
    await blogs.remove(live.id);
    expect(found("review")).toEqual([]);
  });

  it("shows a short snippet around the first match with the matching words marked", async () => {
    const long = `${"Filler words go here. ".repeat(30)}The annual return MGT-7 is due within sixty days. ${"More filler text. ".repeat(30)}`;
    const p = await post("snippet", { content: `<p>${long}</p>` });
    const { ids, words } = search.search("annual return");
    const [hit] = search.hits(ids, words);
    expect(hit).toMatchObject({ id: p.id, excerpt: "snippet", title: "Post snippet" });
    const parts = defined(hit).snippet;
    const text = parts.map((x) => x.text).join("");
    expect(text.length).toBeLessThanOrEqual(190);
    expect(text.startsWith("…") && text.endsWith("…")).toBe(true);
    expect(parts.filter((x) => x.hit).map((x) => x.text)).toEqual(["annual", "return"]);
    // HTML never leaks into the snippet: it is the post's text.
    expect(text).not.toMatch(/[<>]/);
  });

  it("matches category and tag names, and follows a rename at once (nothing to re-index)", async () => {
    const cat = storage.categories.create({ id: "c1", name: "Mergers", slug: "mergers", description: "", createdAt: daysAgo(9), updatedAt: daysAgo(9) });
    const tag = storage.tags.create({ id: "t1", name: "Stamp duty", slug: "stamp-duty", description: "", createdAt: daysAgo(9), updatedAt: daysAgo(9) });
    await post("in-category", { categoryId: cat.id, date: daysAgo(3) });
    await post("in-tag", { tagIds: [tag.id], date: daysAgo(2) });
    await post("in-title", { title: "Mergers explained", date: daysAgo(1) });
    expect(found("mergers")).toEqual(["in-title", "in-category"]);
    expect(found("stamp")).toEqual(["in-tag"]);
    storage.categories.update(cat.id, { name: "Amalgamations" });
    expect(found("mergers")).toEqual(["in-title"]);
    expect(found("amalgam")).toEqual(["in-category"]);
  });

  it("keeps the index in the database: nothing to build after a restart, and a failed save leaves it as it was", async () => {
    const p = await post("kept", { title: "Franchise agreements" });
    await storage.close();
    storage = await openStorage(dir, { log: testLogger() });
    blogs = createBlogService(storage, createRevisionService(storage));
    search = createBlogSearch(storage, blogs);
    expect(found("franchise")).toEqual(["kept"]);
    // A save that fails inside its transaction changes neither the post nor its words.
    expect(() =>
      storage.transaction(() => {
        storage.posts.update(p.id, { title: "Licensing deals" });
        throw new Error("later step failed");
      }),
    ).toThrow("later step failed");
    expect(found("franchise")).toEqual(["kept"]);
    expect(found("licensing")).toEqual([]);
  });

  it("indexes the text of the HTML, entities decoded", () => {
    expect(indexText("<p>Tax &amp; audit&nbsp;<strong>rules</strong></p><p>&#8377;5 &lt;b&gt;</p>")).toBe("Tax & audit rules ₹5 <b>");
  });

  it("cuts and marks text without a match safely", () => {
    expect(pickWindow("nothing matches", ["zzz"])).toBeUndefined();
    expect(highlight("GST and gst-filing", ["gst"])).toEqual([{ text: "GST", hit: true }, { text: " and " }, { text: "gst", hit: true }, { text: "-filing" }]);
  });
});
