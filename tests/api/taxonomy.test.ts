// Categories and tags: GET/POST/PUT/DELETE /api/categories and /api/tags, merge, counts,
// a post's category and tags, GET /api/blogs?category=&tag=, related articles.
import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import type { BlogListItem } from "../../src/shared/schemas/blog";
import type { Term, TermWithCount } from "../../src/shared/schemas/taxonomy";
import { STAFF, VISITOR } from "../../src/server/services/visibility";
import { expectAdminOnly, useStaffServer, type TestServer } from "../fixtures/server";
import { defined } from "../fixtures/defined";

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString();

async function term(s: TestServer, token: string, kind: "categories" | "tags", json: Record<string, unknown>): Promise<Term> {
  const res = await s.api(`/api/${kind}`, { method: "POST", token, json });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: Term }).data;
}

async function post(s: TestServer, token: string, excerpt: string, extra: Record<string, unknown> = {}) {
  const res = await s.api("/api/blogs", {
    method: "POST",
    token,
    json: { title: `Post ${excerpt}`, excerpt, content: "<p>Text</p>", status: "published", date: daysFromNow(-1), ...extra },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: string; categoryId?: string; tagIds?: string[] } }).data;
}

const listOf = async (s: TestServer, path: string) => ((await (await s.api(path)).json()) as { data: BlogListItem[] }).data;

describe("categories and tags", () => {
  const t = useStaffServer();

  it("lets staff create them (slug from the name) and refuses visitors and duplicates", async () => {
    const { s, editor } = t;
    const created = await term(s, editor, "categories", { name: "  Goods  and Services Tax ", description: "GST for small firms." });
    expect(created).toMatchObject({
      name: "Goods and Services Tax",
      slug: "goods-and-services-tax",
      description: "GST for small firms.",
      id: expect.any(String),
      updatedAt: expect.any(String),
    });
    const anon = await s.api("/api/categories", { method: "POST", json: { name: "X" } });
    expect(anon.status).toBe(401);
    const dup = await s.api("/api/categories", { method: "POST", token: editor, json: { name: "goods and services TAX" } });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ error: apiMessages.categoryExists });
    const blank = await s.api("/api/tags", { method: "POST", token: editor, json: { name: " " } });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toMatch(/^Name /);
    // A tag may share a category's name: they are separate lists.
    expect((await term(s, editor, "tags", { name: "Goods and Services Tax" })).slug).toBe("goods-and-services-tax");
  });

  it("keeps renaming, merging and deleting to admins", async () => {
    const { s, admin, editor } = t;
    const c = await term(s, admin, "categories", { name: "Admin only" });
    await expectAdminOnly(s, editor, [
      ["PUT", `/api/categories/${c.id}`, { name: "Renamed" }],
      ["POST", `/api/categories/${c.id}/merge`, { into: c.id }],
      ["DELETE", `/api/categories/${c.id}`],
      ["PUT", `/api/tags/${c.id}`, { name: "Renamed" }],
    ]);
  });

  it("gives a post one category and tags, shows them on list items and filters the list by slug", async () => {
    const { s, admin } = t;
    const cat = await term(s, admin, "categories", { name: "Filings" });
    const other = await term(s, admin, "categories", { name: "Other filings" });
    const [a, b] = [await term(s, admin, "tags", { name: "ROC" }), await term(s, admin, "tags", { name: "Deadlines" })];
    const p1 = await post(s, admin, "filter-one", { categoryId: cat.id, tagIds: [a.id, b.id, a.id] });
    expect(p1.tagIds).toEqual([a.id, b.id]);
    await post(s, admin, "filter-two", { categoryId: other.id, tagIds: [b.id] });
    await post(s, admin, "filter-draft", { categoryId: cat.id, tagIds: [a.id], status: "draft" });

    const inCat = await listOf(s, "/api/blogs?category=filings");
    expect(inCat.map((p) => p.excerpt)).toEqual(["filter-one"]);
    expect(defined(inCat[0]).category).toEqual({ id: cat.id, slug: "filings", name: "Filings" });
    expect(defined(inCat[0]).tags.map((x) => x.slug)).toEqual(["roc", "deadlines"]);
    expect((await listOf(s, "/api/blogs?tag=deadlines")).map((p) => p.excerpt).sort()).toEqual(["filter-one", "filter-two"]);
    expect((await listOf(s, "/api/blogs?category=filings&tag=deadlines")).map((p) => p.excerpt)).toEqual(["filter-one"]);
    expect(await listOf(s, "/api/blogs?category=nothing-here")).toEqual([]);

    // Counts: a visitor counts public posts only; staff count every post.
    const pub = ((await (await s.api("/api/categories")).json()) as { data: TermWithCount[] }).data;
    expect(pub.find((x) => x.slug === "filings")?.count).toBe(1);
    const staff = ((await (await s.api("/api/tags", { token: admin })).json()) as { data: TermWithCount[] }).data;
    expect(staff.find((x) => x.slug === "roc")?.count).toBe(2);
    expect(staff.find((x) => x.slug === "deadlines")?.count).toBe(2);
  });

  it("refuses unknown ids, keeps the category on a PUT without one and clears it with an empty one", async () => {
    const { s, admin } = t;
    const bad = await s.api("/api/blogs", {
      method: "POST",
      token: admin,
      json: { title: "T", excerpt: "bad-cat", content: "<p>x</p>", date: daysFromNow(-1), categoryId: "nope" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Category is not a known category" });
    const badTag = await s.api("/api/blogs", {
      method: "POST",
      token: admin,
      json: { title: "T", excerpt: "bad-tag", content: "<p>x</p>", date: daysFromNow(-1), tagIds: ["nope"] },
    });
    expect(badTag.status).toBe(400);

    const cat = await term(s, admin, "categories", { name: "Kept" });
    const p = await post(s, admin, "kept-category", { categoryId: cat.id });
    const body = { title: "Post kept", excerpt: "kept-category", content: "<p>x</p>", date: daysFromNow(-1), status: "published" };
    const put = await s.api(`/api/blogs/${p.id}`, { method: "PUT", token: admin, json: body });
    expect(((await put.json()) as { data: { categoryId?: string } }).data.categoryId).toBe(cat.id);
    const cleared = await s.api(`/api/blogs/${p.id}`, { method: "PUT", token: admin, json: { ...body, categoryId: "", tagIds: [] } });
    const data = ((await cleared.json()) as { data: Record<string, unknown> }).data;
    expect(data.categoryId).toBeUndefined();
    expect(data.tagIds).toEqual([]);
  });

  it("renames (the slug stays unless one is sent), edits the description, merges and deletes", async () => {
    const { s, admin } = t;
    const from = await term(s, admin, "categories", { name: "Old name" });
    const into = await term(s, admin, "categories", { name: "Target" });
    const tagFrom = await term(s, admin, "tags", { name: "Tag from" });
    const tagInto = await term(s, admin, "tags", { name: "Tag into" });
    const p = await post(s, admin, "merge-me", { categoryId: from.id, tagIds: [tagFrom.id, tagInto.id] });

    const renamed = await s.api(`/api/categories/${from.id}`, { method: "PUT", token: admin, json: { name: "New name", description: "Now described." } });
    expect(((await renamed.json()) as { data: Term }).data).toMatchObject({ name: "New name", slug: "old-name", description: "Now described." });
    expect(defined((await listOf(s, "/api/blogs?category=old-name"))[0]).category?.name).toBe("New name");
    const reslug = await s.api(`/api/categories/${from.id}`, { method: "PUT", token: admin, json: { slug: "New Slug" } });
    expect(((await reslug.json()) as { data: Term }).data.slug).toBe("new-slug");
    const clash = await s.api(`/api/categories/${from.id}`, { method: "PUT", token: admin, json: { name: "Target" } });
    expect(clash.status).toBe(409);

    const self = await s.api(`/api/categories/${from.id}/merge`, { method: "POST", token: admin, json: { into: from.id } });
    expect(self.status).toBe(400);
    const merged = await s.api(`/api/categories/${from.id}/merge`, { method: "POST", token: admin, json: { into: into.id } });
    expect(merged.status).toBe(200);
    expect(((await s.api(`/api/categories`).then((r) => r.json())) as { data: Term[] }).data.some((c) => c.id === from.id)).toBe(false);
    expect((await listOf(s, "/api/blogs?category=target")).map((x) => x.id)).toEqual([p.id]);

    // Merging a tag into one the post already has leaves it once.
    expect((await s.api(`/api/tags/${tagFrom.id}/merge`, { method: "POST", token: admin, json: { into: tagInto.id } })).status).toBe(200);
    expect(s.services.blogs.getById(STAFF, p.id).tagIds).toEqual([tagInto.id]);

    const gone = await s.api(`/api/categories/${into.id}`, { method: "DELETE", token: admin });
    expect(await gone.json()).toEqual({ data: { id: into.id } });
    expect(s.services.blogs.getById(STAFF, p.id).categoryId).toBeUndefined();
    expect((await s.api(`/api/categories/${into.id}`, { method: "DELETE", token: admin })).status).toBe(404);

    // Each write is in the activity log, under the name the term had.
    const ids = new Set([from.id, into.id, tagFrom.id, tagInto.id]);
    const log = s.services.storage.activity
      .find({ sort: "-seq" })
      .filter((e) => ids.has(e.target.id))
      .reverse(); // the journal lists newest first
    expect(log.map((e) => [e.action, e.target.type, e.target.title])).toEqual([
      ["create", "category", "Old name"],
      ["create", "category", "Target"],
      ["create", "tag", "Tag from"],
      ["create", "tag", "Tag into"],
      ["update", "category", "New name"],
      ["update", "category", "New name"],
      ["merge", "category", "New name"],
      ["merge", "tag", "Tag from"],
      ["delete", "category", "Target"],
    ]);
    expect(log.every((e) => e.actor !== null)).toBe(true);
  });

  it("restores a revision with its category and tags, less those deleted since", async () => {
    const { s, admin } = t;
    const kept = await term(s, admin, "categories", { name: "Restore kept" });
    const gone = await term(s, admin, "categories", { name: "Restore gone" });
    const tagGone = await term(s, admin, "tags", { name: "Restore tag gone" });
    const p = await post(s, admin, "restore-terms", { categoryId: gone.id, tagIds: [tagGone.id] });
    const full = s.services.blogs.getById(STAFF, p.id);
    const put = await s.api(`/api/blogs/${p.id}`, { method: "PUT", token: admin, json: { ...full, title: "Second", categoryId: kept.id, tagIds: [] } });
    expect(put.status, await put.clone().text()).toBe(200);
    expect((await s.api(`/api/categories/${gone.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect((await s.api(`/api/tags/${tagGone.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    const revisions = ((await (await s.api(`/api/blogs/${p.id}/revisions`, { token: admin })).json()) as { data: { id: string }[] }).data;
    const res = await s.api(`/api/blogs/${p.id}/revisions/${defined(revisions[0]).id}/restore`, { method: "POST", token: admin });
    expect(res.status, await res.clone().text()).toBe(200);
    const restored = s.services.blogs.getById(STAFF, p.id);
    expect(restored.title).toBe(`Post restore-terms`);
    expect(restored.categoryId).toBeUndefined();
    expect(restored.tagIds).toEqual([]);
  });

  it("prefers posts sharing the category or a tag as related articles, still two, newest first", async () => {
    const { s, admin } = t;
    const cat = await term(s, admin, "categories", { name: "Related cat" });
    const tag = await term(s, admin, "tags", { name: "Related tag" });
    const me = await post(s, admin, "rel-me", { categoryId: cat.id, date: daysFromNow(-10) });
    const sameCat = await post(s, admin, "rel-same-cat", { categoryId: cat.id, date: daysFromNow(-9) });
    await post(s, admin, "rel-newest-unrelated", { date: daysFromNow(-0.5) });
    const sameTag = await post(s, admin, "rel-same-tag", { tagIds: [tag.id], date: daysFromNow(-8) });
    await s.api(`/api/blogs/${me.id}`, { method: "PUT", token: admin, json: { ...s.services.blogs.getById(STAFF, me.id), tagIds: [tag.id] } });
    expect(s.services.blogs.related(VISITOR, me.id, 2).map((p) => p.id)).toEqual([sameTag.id, sameCat.id]);
    // With nothing shared, the newest other posts.
    const lonely = await post(s, admin, "rel-lonely", { date: daysFromNow(-20) });
    const newest = s.services.blogs
      .list(VISITOR)
      .filter((p) => p.id !== lonely.id)
      .slice(0, 2)
      .map((p) => p.id);
    expect(s.services.blogs.related(VISITOR, lonely.id, 2).map((p) => p.id)).toEqual(newest);
  });
});
