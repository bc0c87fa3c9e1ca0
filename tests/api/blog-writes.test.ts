import { describe, expect, it } from "vitest";
import { publicReads } from "../../src/server/load-context";
import { STAFF, VISITOR } from "../../src/server/services/visibility";
import { apiMessages } from "../../src/shared/api-messages";
import { messages } from "../../src/shared/messages";
import type { Blog, BlogListItem } from "../../src/shared/schemas/blog";
import { postBody as post } from "../fixtures/post-body";
import { useStaffServer } from "../fixtures/server";

describe("blog writes: POST/PUT/DELETE /api/blogs", () => {
  const t = useStaffServer();

  async function create(body: unknown, token = t.admin): Promise<Blog> {
    const res = await t.s.api("/api/blogs", { method: "POST", token, json: body });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return ((await res.json()) as { data: Blog }).data;
  }
  const publicList = async () => ((await (await t.s.api("/api/blogs")).json()) as { data: BlogListItem[] }).data;

  describe("create", () => {
    it("answers 201 { data } with the saved post, defaults applied", async () => {
      const { status: _s, ...body } = post({ title: "  Trimmed title  " });
      const saved = await create(body);
      expect(saved).toMatchObject({ title: "Trimmed title", excerpt: body.excerpt, status: "draft", featured: false, date: "2026-01-14T18:30:00.000Z" });
      expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
      const read = await t.s.api(`/api/blogs/${saved.id}`, { token: t.admin });
      expect(((await read.json()) as { data: Blog }).data).toEqual(saved);
    });

    it("lets an editor create, keeps the featured flag and the SEO fields", async () => {
      const fields = {
        featured: true,
        metaTitle: "Meta",
        metaDescription: "Desc",
        keywords: "llp, opc",
        canonicalUrl: "https://example.com/c",
        socialImage: "https://example.com/s.png",
        image: "/uploads/abc.png",
      };
      const saved = await create(post(fields), t.editor);
      expect(saved).toMatchObject(fields);
    });

    it("ignores unknown fields (no id or timestamps from the client)", async () => {
      const saved = await create(post({ id: "mine", createdAt: "1999-01-01", isAdmin: true }));
      expect(saved.id).not.toBe("mine");
      expect(saved.createdAt).not.toBe("1999-01-01");
      expect(saved).not.toHaveProperty("isAdmin");
    });

    it.each([
      ["title", "Title"],
      ["excerpt", "URL slug (excerpt)"],
      ["content", "Content"],
      ["date", "date"],
    ])("answers 400 naming %s as the form labels it when it is missing", async (field, label) => {
      const body: Record<string, unknown> = post();
      delete body[field];
      const res = await t.s.api("/api/blogs", { method: "POST", token: t.admin, json: body });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: `${label} is required` });
    });

    it("saves a draft without content, but publishes nothing empty", async () => {
      const draft = await create(post({ status: "draft", content: "" }));
      expect(draft).toMatchObject({ status: "draft", content: "" });
      const blank = await create(post({ status: "draft", content: "<p><br></p>" }));
      expect(blank.content).toBe("");

      for (const status of ["published", "archived"]) {
        const res = await t.s.api("/api/blogs", { method: "POST", token: t.admin, json: post({ status, content: "<p> </p>" }) });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: "Content is required" });
      }
      // The list's Publish toggle and a full update both refuse to publish the empty draft.
      const toggle = await t.s.api(`/api/blogs/${draft.id}`, { method: "PUT", token: t.admin, json: { status: "published" } });
      expect(toggle.status).toBe(400);
      expect(await toggle.json()).toMatchObject({ error: "Content is required" });
      const full = await t.s.api(`/api/blogs/${draft.id}`, { method: "PUT", token: t.admin, json: post({ excerpt: draft.excerpt, status: "published", content: "" }) });
      expect(full.status).toBe(400);
      const written = await t.s.api(`/api/blogs/${draft.id}`, {
        method: "PUT",
        token: t.admin,
        json: post({ excerpt: draft.excerpt, status: "published", content: "<p>Now written</p>" }),
      });
      expect(written.status).toBe(200);
    });

    it.each([
      ["blank title", { title: "   " }, /^Title /],
      ["title of the wrong type", { title: 42 }, /^Title /],
      ["status outside draft|published|archived", { status: "deleted" }, /^Status /],
      ["date that is not ISO", { date: "15/01/2026" }, /^date must be an ISO date/],
      ["date that does not exist", { date: "2026-13-45" }, /^date /],
      ["excerpt with a slash", { excerpt: "a/b" }, /^URL slug \(excerpt\) must not contain \//],
      ["canonical URL that is not http(s)", { canonicalUrl: "javascript:alert(1)" }, /^Canonical URL must be an http\(s\) URL/],
      ["social image that is not http(s)", { socialImage: "ftp://example.com/a.png" }, /^Social image URL must be an http\(s\) URL/],
      ["image outside uploads and http(s)", { image: "javascript:alert(1)" }, /^Image /],
      ["featured that is not a boolean", { featured: "yes" }, /^Featured /],
      ["content that is empty once sanitised", { content: "<script>alert(1)</script><p> </p>" }, /^Content is required/],
    ])("answers 400 for a %s", async (_label, overrides, error) => {
      const res = await t.s.api("/api/blogs", { method: "POST", token: t.admin, json: post(overrides) });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(error);
    });

    it("answers 400 for a body that is not an object", async () => {
      const res = await t.s.api("/api/blogs", { method: "POST", token: t.admin, json: ["x"] });
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty("error");
    });

    it("answers 409 for an excerpt that is taken, whatever its case", async () => {
      const first = await create(post());
      for (const excerpt of [first.excerpt, first.excerpt.toUpperCase(), ` ${first.excerpt} `]) {
        const res = await t.s.api("/api/blogs", { method: "POST", token: t.admin, json: post({ excerpt }) });
        expect(res.status).toBe(409);
        expect(await res.json()).toMatchObject({ error: apiMessages.duplicateExcerpt });
      }
    });

    it("needs a staff token: 401 without, 401 with a bad one", async () => {
      expect((await t.s.api("/api/blogs", { method: "POST", json: post() })).status).toBe(401);
      const bad = await t.s.api("/api/blogs", { method: "POST", token: "not-a-token", json: post() });
      expect(bad.status).toBe(401);
      expect(await bad.json()).toMatchObject({ error: apiMessages.unauthenticated });
    });
  });

  describe("XSS payloads are stripped on save and on read", () => {
    it.each([
      ["script", "<p>ok</p><script>alert(1)</script>", "<p>ok</p>"],
      ["onerror", '<p>ok<img src="x.png" onerror="alert(1)"></p>', '<p>ok<img src="x.png"></p>'],
      ["javascript: href", '<p><a href="javascript:alert(document.cookie)">click</a></p>', "<p><a>click</a></p>"],
      ["style expression", '<p style="color: expression(alert(1)); text-align: center;">ok</p>', '<p style="text-align: center;">ok</p>'],
      ["style url()", '<p><span style="background-color: url(javascript:alert(1))">ok</span></p>', "<p><span>ok</span></p>"],
      ["iframe", '<p>ok</p><iframe src="https://evil.example"></iframe>', "<p>ok</p>"],
    ])("%s", async (_label, content, clean) => {
      const saved = await create(post({ content }));
      expect(saved.content).toBe(clean);
      const byExcerpt = await t.s.api(`/api/blogs/excerpt/${encodeURIComponent(saved.excerpt)}`);
      expect(((await byExcerpt.json()) as { data: Blog }).data.content).toBe(clean);
      const updated = await t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: post({ excerpt: saved.excerpt, content }) });
      expect(((await updated.json()) as { data: Blog }).data.content).toBe(clean);
    });
  });

  describe("list descriptions", () => {
    it("follow the content after an edit (a post without a meta description)", async () => {
      const saved = await create(post({ status: "published", metaDescription: "", content: "<p>First version of the text.</p>" }));
      const describedAs = async () => (await publicList()).find((b) => b.id === saved.id)?.description;
      expect(await describedAs()).toBe("First version of the text.");
      const res = await t.s.api(`/api/blogs/${saved.id}`, {
        method: "PUT",
        token: t.admin,
        json: { ...post({ status: "published", metaDescription: "" }), excerpt: saved.excerpt, content: "<p>Second version.</p>" },
      });
      expect(res.status).toBe(200);
      expect(await describedAs()).toBe("Second version.");
    });
  });

  describe("update", () => {
    it("replaces the post with a full body and answers 200 { data }", async () => {
      const saved = await create(post({ status: "draft" }));
      const body = post({ excerpt: saved.excerpt, title: "New title", content: "<h2>New</h2>", status: "published", featured: true });
      const res = await t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.editor, json: body });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: Blog };
      expect(data).toMatchObject({ id: saved.id, title: "New title", content: "<h2>New</h2>", status: "published", featured: true, createdAt: saved.createdAt });
      expect(data.updatedAt >= saved.updatedAt).toBe(true);
    });

    it("toggles status alone from the list (published -> archived -> published), other fields untouched", async () => {
      const saved = await create(post({ status: "published" }));
      expect((await publicList()).map((b) => b.id)).toContain(saved.id);

      const archive = await t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: { status: "archived" } });
      expect(archive.status).toBe(200);
      const archived = ((await archive.json()) as { data: Blog }).data;
      expect(archived).toEqual({ ...saved, status: "archived", updatedAt: archived.updatedAt });
      expect((await publicList()).map((b) => b.id)).not.toContain(saved.id);
      expect((await t.s.api(`/api/blogs/excerpt/${saved.excerpt}`)).status).toBe(404);

      const publish = await t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: { status: "published" } });
      expect(((await publish.json()) as { data: Blog }).data.status).toBe("published");
      expect((await publicList()).map((b) => b.id)).toContain(saved.id);
    });

    it("answers 400 for a toggle with a bad status, and for a partial body that is not a toggle", async () => {
      const saved = await create(post());
      const bad = await t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: { status: "gone" } });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toMatch(/^Status /);
      const partial = await t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: { title: "Only a title" } });
      expect(partial.status).toBe(400);
    });

    it("answers 409 when renaming to another post's excerpt, 404 for an unknown id, 401 without a token", async () => {
      const a = await create(post());
      const b = await create(post());
      const clash = await t.s.api(`/api/blogs/${b.id}`, { method: "PUT", token: t.admin, json: post({ excerpt: a.excerpt }) });
      expect(clash.status).toBe(409);
      const missing = await t.s.api("/api/blogs/no-such-id", { method: "PUT", token: t.admin, json: post() });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ error: messages.blogNotFound });
      expect((await t.s.api(`/api/blogs/${a.id}`, { method: "PUT", json: { status: "archived" } })).status).toBe(401);
    });

    it("records a redirect when the excerpt changes, follows chains and never loops", async () => {
      const saved = await create(post({ excerpt: "old-name" }));
      const rename = (excerpt: string) => t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: post({ excerpt }) });

      expect((await rename("new-name")).status).toBe(200);
      expect(t.s.services.blogs.redirectFor(VISITOR, "old-name")).toBe("new-name");
      expect(t.s.services.blogs.redirectFor(VISITOR, "OLD-NAME")).toBe("new-name");

      expect((await rename("newest-name")).status).toBe(200);
      expect(t.s.services.blogs.redirectFor(VISITOR, "old-name")).toBe("newest-name");
      expect(t.s.services.blogs.redirectFor(VISITOR, "new-name")).toBe("newest-name");

      // Back to the first name: that name is live again, so it must not redirect.
      expect((await rename("old-name")).status).toBe(200);
      expect(t.s.services.blogs.redirectFor(VISITOR, "old-name")).toBeUndefined();
      expect(t.s.services.blogs.redirectFor(VISITOR, "newest-name")).toBe("old-name");
      expect(t.s.services.storage.redirects.find().every((r) => r.from.toLowerCase() !== r.to.toLowerCase())).toBe(true);

      // A retired excerpt is free for a new post, which ends its redirect.
      const reuse = await create(post({ excerpt: "new-name" }));
      expect(t.s.services.blogs.redirectFor(VISITOR, "new-name")).toBeUndefined();
      expect(reuse.excerpt).toBe("new-name");
    });

    it("redirects an old excerpt only to a post visitors can see (a renamed draft's new slug never leaks)", async () => {
      const saved = await create(post({ excerpt: "leak-before" }));
      const reads = publicReads(t.s.services);
      const draft = await t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: post({ excerpt: "leak-secret-draft", status: "draft" }) });
      expect(draft.status).toBe(200);
      expect(reads.blogs.redirectFor("leak-before")).toBeUndefined();
      expect(reads.blogs.byExcerpt("leak-before")).toBeNull();

      // Scheduled (published, date in the future) and archived are not visible either.
      await t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: post({ excerpt: "leak-secret-draft", date: "2099-01-01" }) });
      expect(reads.blogs.redirectFor("leak-before")).toBeUndefined();
      await t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: { status: "archived" } });
      expect(reads.blogs.redirectFor("leak-before")).toBeUndefined();

      // Once it is published the old address leads to it again.
      await t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: post({ excerpt: "leak-secret-draft" }) });
      expect(reads.blogs.redirectFor("leak-before")).toBe("leak-secret-draft");
    });

    it("records no redirect when the excerpt is unchanged or only the status changes", async () => {
      const saved = await create(post());
      const before = t.s.services.storage.redirects.find().length;
      await t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: post({ excerpt: saved.excerpt, title: "Same excerpt" }) });
      await t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: { status: "archived" } });
      expect(t.s.services.storage.redirects.find().length).toBe(before);
    });
  });

  describe("delete", () => {
    it("answers 200 { data: { id } }, then the post is gone", async () => {
      const saved = await create(post());
      const res = await t.s.api(`/api/blogs/${saved.id}`, { method: "DELETE", token: t.editor });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { id: saved.id } });
      expect((await t.s.api(`/api/blogs/${saved.id}`, { token: t.admin })).status).toBe(404);
      expect((await t.s.api(`/api/blogs/${saved.id}`, { method: "DELETE", token: t.admin })).status).toBe(404);
    });

    it("removes the redirects of the post's old excerpts with it", async () => {
      const saved = await create(post({ excerpt: "first-name" }));
      const rename = (excerpt: string) => t.s.api(`/api/blogs/${saved.id}`, { method: "PUT", token: t.admin, json: post({ excerpt }) });
      expect((await rename("second-name")).status).toBe(200);
      expect((await rename("third-name")).status).toBe(200);
      const other = await create(post({ excerpt: "other-old" }));
      expect((await t.s.api(`/api/blogs/${other.id}`, { method: "PUT", token: t.admin, json: post({ excerpt: "other-new" }) })).status).toBe(200);
      expect(t.s.services.blogs.redirectFor(STAFF, "first-name")).toBe("third-name");

      expect((await t.s.api(`/api/blogs/${saved.id}`, { method: "DELETE", token: t.admin })).status).toBe(200);
      expect(t.s.services.blogs.redirectFor(STAFF, "first-name")).toBeUndefined();
      expect(t.s.services.blogs.redirectFor(STAFF, "second-name")).toBeUndefined();
      expect(t.s.services.storage.redirects.find().filter((r) => r.to === "third-name")).toEqual([]);
      expect(t.s.services.blogs.redirectFor(STAFF, "other-old")).toBe("other-new");
    });

    it("needs a staff token", async () => {
      const saved = await create(post());
      expect((await t.s.api(`/api/blogs/${saved.id}`, { method: "DELETE" })).status).toBe(401);
      expect((await t.s.api(`/api/blogs/${saved.id}`, { token: t.admin })).status).toBe(200);
    });
  });

  describe("visibility of what staff write", () => {
    it("shows drafts, archived and scheduled posts to staff only", async () => {
      const draft = await create(post({ status: "draft" }));
      const archived = await create(post({ status: "archived" }));
      const scheduled = await create(post({ status: "published", date: "2999-01-01" }));
      const hidden = [draft.id, archived.id, scheduled.id];
      expect((await publicList()).filter((b) => hidden.includes(b.id))).toEqual([]);
      const staff = ((await (await t.s.api("/api/blogs", { token: t.editor })).json()) as { data: BlogListItem[] }).data;
      expect(staff.map((b) => b.id)).toEqual(expect.arrayContaining(hidden));
      expect(staff.every((b) => !("content" in b))).toBe(true);
    });
  });
});
