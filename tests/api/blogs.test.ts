// The public blog reads of docs/product.md#api / #api-conventions: visibility, order, list shape, featured, excerpt and id reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR } from "../../src/server/services/visibility";
import { apiMessages } from "../../src/shared/api-messages";
import { messages } from "../../src/shared/messages";
import type { Blog, BlogListItem } from "../../src/shared/schemas/blog";
import { startTestServer, type TestServer } from "../fixtures/server";
import { defined } from "../fixtures/defined";

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString();

type Fields = Partial<Record<keyof Blog, unknown>>;

describe("blog reads", () => {
  let s: TestServer;
  let token: string;
  const created: Record<string, Blog> = {};

  async function create(name: string, fields: Fields): Promise<Blog> {
    const body = { title: name, excerpt: name, content: `<p>Content of ${name}</p>`, date: daysFromNow(-10), status: "published", ...fields };
    const res = await s.api("/api/blogs", { method: "POST", token, json: body });
    expect(res.status, `create ${name}`).toBe(201);
    const { data } = (await res.json()) as { data: Blog };
    created[name] = data;
    return data;
  }

  const get = async <T>(path: string, auth?: string) => {
    const res = await s.api(path, { token: auth });
    return { status: res.status, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    s = await startTestServer();
    token = await s.tokenFor("editor");
    await create("oldest", { date: daysFromNow(-30), metaDescription: "A hand-written description" });
    await create("middle", { date: daysFromNow(-20), content: `<p>${"Long text with <b>markup</b> & entities. ".repeat(20)}</p>` });
    await create("newest", { date: daysFromNow(-1), featured: true });
    await create("draft-post", { status: "draft", date: daysFromNow(-2) });
    await create("archived-post", { status: "archived", date: daysFromNow(-3) });
    await create("scheduled-post", { status: "published", date: daysFromNow(5), featured: true });
    await create("कंपनी पंजीकरण गाइड", { title: "Unicode excerpt", date: daysFromNow(-40) });
    await create("with spaces & symbols?", { title: "Spaced excerpt", date: daysFromNow(-50) });
  });
  afterAll(() => s.close());

  describe("GET /api/blogs", () => {
    it("shows visitors only published posts whose date has come, newest first", async () => {
      const { status, body } = await get<{ data: BlogListItem[] }>("/api/blogs");
      expect(status).toBe(200);
      expect(body.data.map((b) => b.excerpt)).toEqual(["newest", "middle", "oldest", "कंपनी पंजीकरण गाइड", "with spaces & symbols?"]);
    });

    it("shows staff every post, drafts and scheduled ones included", async () => {
      const { body } = await get<{ data: BlogListItem[] }>("/api/blogs", token);
      expect(body.data.map((b) => b.excerpt)).toEqual(expect.arrayContaining(["draft-post", "archived-post", "scheduled-post", "newest", "middle", "oldest"]));
      expect(defined(body.data[0]).excerpt).toBe("scheduled-post");
    });

    it("treats a bad token like a visitor (no drafts)", async () => {
      const { status, body } = await get<{ data: BlogListItem[] }>("/api/blogs", "not-a-token");
      expect(status).toBe(200);
      expect(body.data.some((b) => b.status !== "published")).toBe(false);
    });

    it("lists items without content but with a plain-text description", async () => {
      const { body } = await get<{ data: BlogListItem[] }>("/api/blogs");
      for (const item of body.data) {
        expect(item).not.toHaveProperty("content");
        expect(item).toMatchObject({ id: expect.any(String), title: expect.any(String), date: expect.any(String), status: "published", image: expect.any(String) });
      }
      const byExcerpt = Object.fromEntries(body.data.map((b) => [b.excerpt, b]));
      expect(defined(byExcerpt.oldest).description).toBe("A hand-written description");
      const generated = defined(byExcerpt.middle).description;
      expect(generated).not.toMatch(/[<>]/);
      expect(generated).toContain("Long text with markup & entities.");
      expect(generated.length).toBeLessThanOrEqual(161);
    });
  });

  describe("GET /api/blogs?featured=true", () => {
    it("returns the published featured posts only (not a scheduled featured one)", async () => {
      const { status, body } = await get<{ data: BlogListItem[] }>("/api/blogs?featured=true");
      expect(status).toBe(200);
      expect(body.data.map((b) => b.excerpt)).toEqual(["newest"]);
      expect(body.data[0]).toMatchObject({ id: defined(created.newest).id, title: "newest", date: defined(created.newest).date });
    });

    it("falls back to the newest published posts when none is flagged", async () => {
      const other = await startTestServer();
      try {
        const t = await other.tokenFor("admin");
        for (let i = 0; i < 7; i++) {
          const res = await other.api("/api/blogs", {
            method: "POST",
            token: t,
            json: { title: `p${i}`, excerpt: `p${i}`, content: "<p>x</p>", date: daysFromNow(-i - 1), status: "published" },
          });
          expect(res.status).toBe(201);
        }
        await other.api("/api/blogs", { method: "POST", token: t, json: { title: "d", excerpt: "d", content: "<p>x</p>", date: daysFromNow(-1), status: "draft" } });
        const res = await other.api("/api/blogs?featured=true");
        const { data } = (await res.json()) as { data: BlogListItem[] };
        expect(data.map((b) => b.excerpt)).toEqual(["p0", "p1", "p2", "p3", "p4"]);
      } finally {
        await other.close();
      }
    });
  });

  describe("GET /api/blogs/excerpt/{excerpt}", () => {
    it("returns one visible post with its sanitised content", async () => {
      const { status, body } = await get<{ data: Blog }>("/api/blogs/excerpt/newest");
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ id: defined(created.newest).id, title: "newest", content: "<p>Content of newest</p>" });
    });

    it("matches a unicode excerpt, URL-encoded or not", async () => {
      const excerpt = "कंपनी पंजीकरण गाइड";
      const encoded = await get<{ data: Blog }>(`/api/blogs/excerpt/${encodeURIComponent(excerpt)}`);
      expect(encoded.status).toBe(200);
      expect(encoded.body.data.title).toBe("Unicode excerpt");
      // Decomposed (NFD) input still finds the NFC-stored excerpt.
      const nfd = await get<{ data: Blog }>(`/api/blogs/excerpt/${encodeURIComponent(excerpt.normalize("NFD"))}`);
      expect(nfd.status).toBe(200);
    });

    it("matches an excerpt with spaces and symbols, and ignores case", async () => {
      const excerpt = "with spaces & symbols?";
      const res = await get<{ data: Blog }>(`/api/blogs/excerpt/${encodeURIComponent(excerpt)}`);
      expect(res.status).toBe(200);
      expect(res.body.data.title).toBe("Spaced excerpt");
      const upper = await get<{ data: Blog }>(`/api/blogs/excerpt/${encodeURIComponent(excerpt.toUpperCase())}`);
      expect(upper.status).toBe(200);
    });

    it.each(["draft-post", "archived-post", "scheduled-post", "no-such-post"])("answers 404 { error } to a visitor for %s", async (excerpt) => {
      const res = await get<{ error: string }>(`/api/blogs/excerpt/${encodeURIComponent(excerpt)}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: messages.blogNotFound });
    });

    it("lets staff read a draft by excerpt", async () => {
      const res = await get<{ data: Blog }>("/api/blogs/excerpt/draft-post", token);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe("draft");
    });

    it("answers a malformed escape with 400 { error }, not a 500", async () => {
      const res = await s.api("/api/blogs/excerpt/%E0%A4%ZZ");
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: apiMessages.malformedUrl });
    });
  });

  describe("GET /api/blogs/{id}", () => {
    it("returns a published post by id", async () => {
      const res = await get<{ data: Blog }>(`/api/blogs/${defined(created.oldest).id}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: defined(created.oldest).id, excerpt: "oldest", content: "<p>Content of oldest</p>" });
    });

    it("hides drafts and scheduled posts from visitors but not from staff", async () => {
      for (const name of ["draft-post", "scheduled-post", "archived-post"]) {
        const visitor = await get<{ error: string }>(`/api/blogs/${defined(created[name]).id}`);
        expect(visitor.status, name).toBe(404);
        expect(visitor.body).toMatchObject({ error: messages.blogNotFound });
        const staff = await get<{ data: Blog }>(`/api/blogs/${defined(created[name]).id}`, token);
        expect(staff.status, name).toBe(200);
      }
    });

    it("answers an unknown id with 404 { error }", async () => {
      const res = await get<{ error: string }>("/api/blogs/00000000-0000-0000-0000-000000000000");
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: messages.blogNotFound });
    });
  });

  describe("load context reads used by the pages", () => {
    it("gives the post page the new excerpt of a renamed post", async () => {
      const post = await create("before-rename", {});
      const res = await s.api(`/api/blogs/${post.id}`, { method: "PUT", token, json: { ...post, excerpt: "after rename" } });
      expect(res.status).toBe(200);
      expect(s.services.blogs.redirectFor(VISITOR, "before-rename")).toBe("after rename");
      expect((await s.api("/api/blogs/excerpt/before-rename")).status).toBe(404);
      expect((await s.api(`/api/blogs/excerpt/${encodeURIComponent("after rename")}`)).status).toBe(200);
    });
  });
});
