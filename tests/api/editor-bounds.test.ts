// What one editor can keep on the server is bounded per row, not held in lists copied on each write:
// working-copy previews per post and per user (expired ones go), autosaves per user, entries and bytes in the trash. And a text's
// limit holds for what is kept: content that grows past it when cleaned is refused with a 400, never a 500.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Blog } from "../../src/shared/schemas/blog";
import { PREVIEW_COPIES_PER_POST, PREVIEW_COPIES_PER_USER } from "../../src/server/services/previews";
import { AUTOSAVES_PER_USER } from "../../src/server/services/autosaves";
import { createTrashService } from "../../src/server/services/trash";
import { createRevisionService } from "../../src/server/services/revisions";
import { PREVIEW_LINK_DAYS } from "../../src/shared/constants";
import { ARTICLE_BODY_MAX_LENGTH, POST_CONTENT_MAX_LENGTH } from "../../src/shared/rich-text";
import { useStaffServer } from "../fixtures/server";

const DAY = 24 * 60 * 60 * 1000;
/** What a text field's `.max(max)` says of a longer value (zod's words). */
const tooBig = (max: number) =>
  z
    .string()
    .max(max)
    .safeParse("x".repeat(max + 1)).error?.issues[0]?.message;

describe("bounds of what an editor keeps", () => {
  const t = useStaffServer({ SITE_URL: "https://www.example.in" });
  let n = 0;
  async function createPost(): Promise<Blog> {
    n += 1;
    const res = await t.s.api("/api/blogs", {
      method: "POST",
      token: t.editor,
      json: { title: `Bounded ${n}`, excerpt: `bounded-${n}`, content: "<p>Text</p>", date: "2030-01-01T00:00:00Z", status: "draft" },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: Blog }).data;
  }
  const preview = async (id: string, title: string, token = t.editor) => {
    const res = await t.s.api(`/api/blogs/${id}/preview`, { method: "POST", token, json: { title, content: `<p>${"x".repeat(20_000)}</p>` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { url: string } }).data.url.slice("https://www.example.in/blog/preview/".length);
  };

  it("keeps at most PREVIEW_COPIES_PER_POST working copies per post: the oldest link shows nothing, the newest its copy", async () => {
    const post = await createPost();
    const tokens: string[] = [];
    for (let i = 0; i < PREVIEW_COPIES_PER_POST + 3; i++) tokens.push(await preview(post.id, `Copy ${i}`));
    expect(t.s.services.storage.previewCopies.count({ post_id: post.id })).toBe(PREVIEW_COPIES_PER_POST);
    expect(t.s.services.previews.read(tokens[0]!)).toBeNull();
    expect(t.s.services.previews.read(tokens.at(-1)!)).toMatchObject({ title: `Copy ${PREVIEW_COPIES_PER_POST + 2}` });
  });

  it("keeps at most PREVIEW_COPIES_PER_USER working copies per user, whatever their posts: the oldest link shows nothing", async () => {
    const editorId = t.s.services.users.findByEmail("editor@test.local")!.id;
    const adminId = t.s.services.users.findByEmail("admin@test.local")!.id;
    const copies = t.s.services.storage.previewCopies;
    copies.removeWhere({ user_id: editorId });
    const adminPost = await createPost();
    const adminToken = await preview(adminPost.id, "The admin's", t.admin);
    const tokens: string[] = [];
    for (let i = 0; i < PREVIEW_COPIES_PER_USER + 3; i++) tokens.push(await preview((await createPost()).id, `Post ${i}`));
    expect(copies.count({ user_id: editorId })).toBe(PREVIEW_COPIES_PER_USER);
    expect(t.s.services.previews.read(tokens[2]!)).toBeNull();
    expect(t.s.services.previews.read(tokens[3]!)).toMatchObject({ title: "Post 3" });
    expect(t.s.services.previews.read(tokens.at(-1)!)).toMatchObject({ title: `Post ${PREVIEW_COPIES_PER_USER + 2}` });
    // Another user's copies are theirs.
    expect(copies.count({ user_id: adminId })).toBe(1);
    expect(t.s.services.previews.read(adminToken)).toMatchObject({ title: "The admin's" });
  });

  it("removes expired copies when a new one comes", async () => {
    const post = await createPost();
    const other = await createPost();
    await preview(post.id, "Soon expired");
    t.s.clock.advance(PREVIEW_LINK_DAYS * DAY + 1000);
    await preview(other.id, "Fresh");
    expect(t.s.services.storage.previewCopies.count({ post_id: post.id })).toBe(0);
    expect(t.s.services.storage.previewCopies.count({ post_id: other.id })).toBe(1);
  });

  it("keeps at most AUTOSAVES_PER_USER working copies per user, the oldest dropped", async () => {
    const posts: Blog[] = [];
    for (let i = 0; i < AUTOSAVES_PER_USER + 2; i++) posts.push(await createPost());
    for (const p of posts) {
      const res = await t.s.api(`/api/blogs/${p.id}/autosave`, { method: "PUT", token: t.editor, json: { values: { title: `Draft of ${p.title}` } } });
      expect(res.status).toBe(200);
    }
    const editorId = t.s.services.users.findByEmail("editor@test.local")!.id;
    expect(t.s.services.storage.autosaves.count({ user_id: editorId })).toBe(AUTOSAVES_PER_USER);
    expect((await t.s.api(`/api/blogs/${posts[0]!.id}/autosave`, { token: t.editor }).then((r) => r.json())) as { data: unknown }).toEqual({ data: null });
    expect((await t.s.api(`/api/blogs/${posts.at(-1)!.id}/autosave`, { token: t.editor }).then((r) => r.json())) as { data: unknown }).toMatchObject({
      data: { values: { title: `Draft of ${posts.at(-1)!.title}` } },
    });
  });

  it("keeps at most the trash's maximum of entries: past it the oldest are removed for good", async () => {
    const storage = t.s.services.storage;
    const trash = createTrashService(storage, { revisions: createRevisionService(storage), maxEntries: 3 });
    const posts: Blog[] = [];
    for (let i = 0; i < 5; i++) posts.push(await createPost());
    for (const p of posts) await trash.discard("blog", p.id);
    const kept = trash.list().map((e) => e.id);
    expect(storage.trash.count()).toBe(3);
    expect(kept).toEqual(expect.arrayContaining(posts.slice(2).map((p) => p.id)));
    expect(kept).not.toContain(posts[0]!.id);
    expect(storage.posts.get(posts[0]!.id)).toBeUndefined();
  });

  it("keeps at most the trash's budget of bytes: past it the oldest are removed for good, the newest kept however large", async () => {
    const storage = t.s.services.storage;
    for (const e of storage.trash.find()) storage.trash.remove(`${e.type}:${e.id}`);
    const posts: Blog[] = [];
    for (let i = 0; i < 5; i++) posts.push(await createPost());
    // Room for two and a half of these entries (each about as large as the next).
    const probe = createTrashService(storage, { revisions: createRevisionService(storage) });
    await probe.discard("blog", posts[0]!.id);
    const entryBytes = storage.trash.storedBytes();
    await probe.restore("blog", posts[0]!.id);
    const trash = createTrashService(storage, { revisions: createRevisionService(storage), maxBytes: Math.floor(entryBytes * 2.5) });
    for (const p of posts) await trash.discard("blog", p.id);
    expect(trash.list().map((e) => e.id)).toEqual([posts[4]!.id, posts[3]!.id]);
    expect(storage.trash.storedBytes()).toBeLessThanOrEqual(entryBytes * 2.5);
    expect(storage.posts.get(posts[0]!.id)).toBeUndefined();
    // One entry over the whole budget still goes in, alone.
    const tiny = createTrashService(storage, { revisions: createRevisionService(storage), maxBytes: 10 });
    const last = await createPost();
    await tiny.discard("blog", last.id);
    expect(trash.list().map((e) => e.id)).toEqual([last.id]);
  });

  describe("a limit holds for the text as kept, once cleaned", () => {
    // A non-breaking space is one character sent and six kept (&nbsp;): content of them at the limit
    // passes the check of what was sent, and would be six times the limit once cleaned.
    const nbspContent = `<p>a${"\u00a0".repeat(POST_CONTENT_MAX_LENGTH - 9)}a</p>`;
    const tooLong = { status: 400, error: `Content ${tooBig(POST_CONTENT_MAX_LENGTH)}` };
    const answer = async (res: Response) => ({ status: res.status, error: ((await res.json()) as { error?: string }).error });
    const draft = (excerpt: string, content: string) => ({ title: "Spaces", excerpt, content, date: "2030-01-01T00:00:00Z", status: "draft" });

    it("a draft's save and update answer 400, as content one character too long does, and keep nothing", async () => {
      expect(nbspContent).toHaveLength(POST_CONTENT_MAX_LENGTH);
      const sentTooLong = await answer(await t.s.api("/api/blogs", { method: "POST", token: t.editor, json: draft("one-over", "a".repeat(POST_CONTENT_MAX_LENGTH + 1)) }));
      expect(sentTooLong).toEqual(tooLong);
      const before = t.s.services.storage.posts.count();
      expect(await answer(await t.s.api("/api/blogs", { method: "POST", token: t.editor, json: draft("nbsp-draft", nbspContent) }))).toEqual(tooLong);
      expect(t.s.services.storage.posts.count()).toBe(before);
      const post = await createPost();
      expect(await answer(await t.s.api(`/api/blogs/${post.id}`, { method: "PUT", token: t.editor, json: draft(post.excerpt, nbspContent) }))).toEqual(tooLong);
      expect(t.s.services.storage.posts.get(post.id)?.content).toBe("<p>Text</p>");
    });

    it("content that fits once cleaned is kept, to the character", async () => {
      // "<p>" + n × "&nbsp;" + "</p>": 7 + 6n characters kept.
      const n = Math.floor((POST_CONTENT_MAX_LENGTH - 7) / 6);
      const res = await t.s.api("/api/blogs", { method: "POST", token: t.editor, json: draft("nbsp-fits", `<p>${"\u00a0".repeat(n - 1)}x</p>`) });
      expect(res.status).toBe(201);
      expect(((await res.json()) as { data: Blog }).data.content).toHaveLength(7 + 6 * (n - 1) + 1);
    });

    it("a preview answers 400 and keeps no copy", async () => {
      const post = await createPost();
      expect(await answer(await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST", token: t.editor, json: { content: nbspContent } }))).toEqual(tooLong);
      expect(t.s.services.storage.previewCopies.count({ post_id: post.id })).toBe(0);
    });

    it("an autosave, never cleaned, keeps the working copy as typed: within its limit, and not a 500", async () => {
      const post = await createPost();
      const res = await t.s.api(`/api/blogs/${post.id}/autosave`, { method: "PUT", token: t.editor, json: { values: { content: nbspContent } } });
      expect(res.status).toBe(200);
      const kept = (await t.s.api(`/api/blogs/${post.id}/autosave`, { token: t.editor }).then((r) => r.json())) as { data: { values: { content: string } } };
      expect(kept.data.values.content).toBe(nbspContent);
      // Saving it is what is refused.
      expect(await answer(await t.s.api(`/api/blogs/${post.id}`, { method: "PUT", token: t.editor, json: draft(post.excerpt, kept.data.values.content) }))).toEqual(tooLong);
    });

    it("a news item's and a resource's body: 400 naming the body (quotes of plain text, each kept as &quot;)", async () => {
      const quotes = '"'.repeat(ARTICLE_BODY_MAX_LENGTH);
      for (const kind of ["news", "resources"]) {
        const res = await t.s.api(`/api/${kind}`, { method: "POST", token: t.admin, json: { title: "Quotes", body: quotes, date: "2030-01-01" } });
        expect(await answer(res), kind).toEqual({ status: 400, error: `Body ${tooBig(ARTICLE_BODY_MAX_LENGTH)}` });
      }
    });
  });
});
