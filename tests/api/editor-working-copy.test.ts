// The editor's working copy. POST /api/blogs/{id}/preview with the editor's fields previews them
// without touching the post; GET/PUT/DELETE /api/blogs/{id}/autosave keep one working copy per user and
// post, cleared by a save; POST/DELETE /api/blogs/{id}/presence say who else has the post open.
import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { messages } from "../../src/shared/messages";
import type { Blog } from "../../src/shared/schemas/blog";
import type { Term } from "../../src/shared/schemas/taxonomy";
import { createPresenceService, PRESENCE_TIMEOUT_MS } from "../../src/server/services/presence";
import { useStaffServer } from "../fixtures/server";

describe("the editor's working copy", () => {
  const t = useStaffServer({ SITE_URL: "https://www.example.in" });
  let n = 0;

  async function createPost(overrides: Record<string, unknown> = {}): Promise<Blog> {
    n += 1;
    const res = await t.s.api("/api/blogs", {
      method: "POST",
      token: t.editor,
      json: { title: `Live ${n}`, excerpt: `working-copy-${n}`, content: "<p>Live text</p>", date: "2025-01-01T00:00:00Z", status: "published", ...overrides },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: Blog }).data;
  }
  async function term(kind: "categories" | "tags", name: string): Promise<Term> {
    const res = await t.s.api(`/api/${kind}`, { method: "POST", token: t.editor, json: { name } });
    return ((await res.json()) as { data: Term }).data;
  }
  const tokenOf = (url: string) => url.slice("https://www.example.in/blog/preview/".length);
  const read = async (id: string, token = t.editor) => ((await (await t.s.api(`/api/blogs/${id}`, { token })).json()) as { data: Blog }).data;

  describe("POST /api/blogs/{id}/preview with a body", () => {
    it("previews the fields sent (category and tags too) and never changes the live post", async () => {
      const post = await createPost();
      const category = await term("categories", `Working copy category ${n}`);
      const tag = await term("tags", `Working copy tag ${n}`);
      const res = await t.s.api(`/api/blogs/${post.id}/preview`, {
        method: "POST",
        token: t.editor,
        json: {
          title: "Half-written title",
          content: "<p>Half-written <script>alert(1)</script>text</p>",
          image: "/uploads/new.png",
          imageAlt: "A new picture",
          metaTitle: "New meta title",
          metaDescription: "New description",
          category: category.id,
          tags: [tag.slug],
        },
      });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { url: string; expiresAt: string } };
      expect(Object.keys(data).sort()).toEqual(["expiresAt", "url"]);
      const shown = t.s.services.previews.read(tokenOf(data.url));
      expect(shown).toMatchObject({
        id: post.id,
        title: "Half-written title",
        excerpt: post.excerpt,
        image: "/uploads/new.png",
        imageAlt: "A new picture",
        metaTitle: "New meta title",
        metaDescription: "New description",
        categoryId: category.id,
        tagIds: [tag.id],
      });
      expect(shown?.content).toContain("Half-written");
      expect(shown?.content).not.toContain("<script");
      // The page's category and tags come from the working copy.
      const item = t.s.services.blogs.itemOf(shown as Blog);
      expect(item.category?.slug).toBe(category.slug);
      expect(item.tags.map((x) => x.slug)).toEqual([tag.slug]);
      // The live post is as it was: same fields, same updatedAt, and the public read shows the old title.
      const live = await read(post.id);
      expect(live).toEqual(post);
      expect(((await (await t.s.api(`/api/blogs/${post.id}`)).json()) as { data: Blog }).data.title).toBe(post.title);
    });

    it("without a body (or with {}), previews the last saved version, and a later save does not change a working-copy preview", async () => {
      const post = await createPost();
      const bare = (await (await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST", token: t.editor })).json()) as { data: { url: string } };
      expect(tokenOf(bare.data.url).split(".")).toHaveLength(3);
      const empty = (await (await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST", token: t.editor, json: {} })).json()) as { data: { url: string } };
      const copy = (await (await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST", token: t.editor, json: { title: "Only the title" } })).json()) as {
        data: { url: string };
      };
      expect(t.s.services.previews.read(tokenOf(bare.data.url))?.title).toBe(post.title);
      expect(t.s.services.previews.read(tokenOf(empty.data.url))?.title).toBe(post.title);
      // Fields not sent show as saved.
      expect(t.s.services.previews.read(tokenOf(copy.data.url))).toMatchObject({ title: "Only the title", content: "<p>Live text</p>" });
      await t.s.api(`/api/blogs/${post.id}`, {
        method: "PUT",
        token: t.editor,
        json: { title: "Saved later", excerpt: post.excerpt, content: "<p>Saved later</p>", date: post.date, status: "published" },
      });
      expect(t.s.services.previews.read(tokenOf(bare.data.url))?.title).toBe("Saved later");
      expect(t.s.services.previews.read(tokenOf(copy.data.url))).toMatchObject({ title: "Only the title", content: "<p>Saved later</p>" });
    });

    it("answers 400 naming a bad field, 401 without a token, 404 for an unknown post; a tampered copy id shows nothing", async () => {
      const post = await createPost();
      for (const [json, field] of [
        [{ title: 42 }, "title"],
        [{ category: "no-such-category" }, "category"],
        [{ tags: ["no-such-tag"] }, "tags"],
        [{ image: "javascript:alert(1)" }, "image"],
      ] as const) {
        const res = await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST", token: t.editor, json });
        expect(res.status, field).toBe(400);
        expect(((await res.json()) as { error: string }).error.toLowerCase()).toContain(field);
      }
      expect((await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST", json: { title: "x" } })).status).toBe(401);
      const unknown = await t.s.api("/api/blogs/nope/preview", { method: "POST", token: t.editor, json: { title: "x" } });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: messages.blogNotFound });
      const { data } = (await (await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST", token: t.editor, json: { title: "Secret" } })).json()) as { data: { url: string } };
      const [id, expires, , signature] = tokenOf(data.url).split(".");
      expect(t.s.services.previews.read(`${id}.${expires}.other-copy.${signature}`)).toBeNull();
    });
  });

  describe("GET/PUT/DELETE /api/blogs/{id}/autosave", () => {
    const values = { title: "Typed but not saved", content: "<p>Working</p>", status: "published", tagIds: [] };

    it("keeps one working copy per user and post, offers it back to the same user only, and a save clears it", async () => {
      const post = await createPost();
      const path = `/api/blogs/${post.id}/autosave`;
      expect(await (await t.s.api(path, { token: t.editor })).json()).toEqual({ data: null });
      const put = await t.s.api(path, { method: "PUT", token: t.editor, json: { values } });
      expect(put.status).toBe(200);
      const { data: kept } = (await put.json()) as { data: { savedAt: string } };
      expect(Number.isNaN(Date.parse(kept.savedAt))).toBe(false);
      // The second autosave replaces the first.
      await t.s.api(path, { method: "PUT", token: t.editor, json: { values: { ...values, title: "Typed more" } } });
      expect(t.s.services.storage.autosaves.find({ where: { post_id: post.id } })).toHaveLength(1);
      const got = (await (await t.s.api(path, { token: t.editor })).json()) as { data: { values: typeof values; savedAt: string } };
      expect(got.data.values).toEqual({ ...values, title: "Typed more" });
      // Not a revision, not the post: the live post is unchanged.
      expect(await read(post.id)).toEqual(post);
      // Another user has none of it.
      expect(await (await t.s.api(path, { token: t.admin })).json()).toEqual({ data: null });
      await t.s.api(path, { method: "PUT", token: t.admin, json: { values } });
      // A save by the editor clears the editor's working copy only.
      const saved = await t.s.api(`/api/blogs/${post.id}`, { method: "PUT", token: t.editor, json: { ...post, title: "Saved now" } });
      expect(saved.status).toBe(200);
      expect(await (await t.s.api(path, { token: t.editor })).json()).toEqual({ data: null });
      expect(((await (await t.s.api(path, { token: t.admin })).json()) as { data: unknown }).data).not.toBeNull();
      const del = await t.s.api(path, { method: "DELETE", token: t.admin });
      expect(del.status).toBe(200);
      expect(await (await t.s.api(path, { token: t.admin })).json()).toEqual({ data: null });
    });

    it("answers 400 for bad values, 401 without a token, 404 for an unknown post", async () => {
      const post = await createPost();
      const path = `/api/blogs/${post.id}/autosave`;
      for (const json of [{}, { values: "x" }, { values: { title: 7 } }, { values: { title: "a\u0000b" } }]) {
        const res = await t.s.api(path, { method: "PUT", token: t.editor, json });
        expect(res.status, JSON.stringify(json)).toBe(400);
        expect(typeof ((await res.json()) as { error: string }).error).toBe("string");
      }
      const anon = await t.s.api(path);
      expect(anon.status).toBe(401);
      expect(await anon.json()).toMatchObject({ error: apiMessages.unauthenticated });
      expect((await t.s.api(path, { method: "PUT", json: { values } })).status).toBe(401);
      const unknown = await t.s.api("/api/blogs/nope/autosave", { method: "PUT", token: t.editor, json: { values } });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: messages.blogNotFound });
    });
  });

  describe("POST/DELETE /api/blogs/{id}/presence", () => {
    it("names the other staff who have the post open, with when they opened it; leaving removes them", async () => {
      const post = await createPost();
      const path = `/api/blogs/${post.id}/presence`;
      const beat = async (token: string) => {
        const res = await t.s.api(path, { method: "POST", token });
        expect(res.status).toBe(200);
        return ((await res.json()) as { data: { name: string; openedAt: string }[] }).data;
      };
      expect(await beat(t.editor)).toEqual([]);
      const others = await beat(t.admin);
      expect(others).toEqual([{ name: "editor", openedAt: expect.any(String) }]);
      const first = others[0]?.openedAt;
      // A later heartbeat keeps the time the post was opened.
      await beat(t.editor);
      expect((await beat(t.admin))[0]?.openedAt).toBe(first);
      expect((await t.s.api(path, { method: "DELETE", token: t.editor })).status).toBe(200);
      expect(await beat(t.admin)).toEqual([]);
      expect((await t.s.api(path, { method: "POST" })).status).toBe(401);
      expect((await t.s.api("/api/blogs/nope/presence", { method: "POST", token: t.editor })).status).toBe(404);
    });

    it("forgets an editor not heard from within the time-out", () => {
      let now = 1_000_000;
      const presence = createPresenceService(() => now);
      presence.beat("p", { id: "a", name: "Asha" });
      now += PRESENCE_TIMEOUT_MS;
      expect(presence.beat("p", { id: "b", name: "Bala" })).toEqual([{ name: "Asha", openedAt: new Date(1_000_000).toISOString() }]);
      now += 1;
      expect(presence.beat("p", { id: "b", name: "Bala" })).toEqual([]);
    });
  });
});
