// Post revisions on the journal: kept on each changing save (who saved the state and when), at
// most 50 per post, newest first, deleted with the post; read and restore for staff only.
import { describe, expect, it } from "vitest";
import { REVISIONS_PER_POST } from "../../src/shared/constants";
import { apiMessages } from "../../src/shared/api-messages";
import { messages } from "../../src/shared/messages";
import type { Blog } from "../../src/shared/schemas/blog";
import type { RevisionDetail } from "../../src/shared/schemas/revision";
import { useStaffServer } from "../fixtures/server";
import { defined } from "../fixtures/defined";

type Listed = { id: string; savedAt: string; savedBy: { name: string; email: string }; title: string; status: string };

describe("post revisions", () => {
  const t = useStaffServer();
  let n = 0;
  const input = (over: Record<string, unknown> = {}) => ({
    title: "Version 1",
    excerpt: `rev-${n}`,
    content: "<p>One</p>",
    date: "2026-01-15T00:00:00.000Z",
    status: "draft",
    ...over,
  });

  async function createPost(token = t.admin): Promise<Blog> {
    n += 1;
    const res = await t.s.api("/api/blogs", { method: "POST", token, json: input() });
    return ((await res.json()) as { data: Blog }).data;
  }
  async function save(post: Blog, over: Record<string, unknown>, token = t.admin): Promise<Blog> {
    const res = await t.s.api(`/api/blogs/${post.id}`, { method: "PUT", token, json: { ...input({ excerpt: post.excerpt }), ...over } });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    return ((await res.json()) as { data: Blog }).data;
  }
  const list = async (id: string, token = t.editor) => {
    const res = await t.s.api(`/api/blogs/${id}/revisions`, { token });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Listed[] }).data;
  };
  const detail = async (id: string, rid: string) => ((await (await t.s.api(`/api/blogs/${id}/revisions/${rid}`, { token: t.editor })).json()) as { data: RevisionDetail }).data;

  it("keeps the replaced state of each changing save, newest first, with who saved it and when", async () => {
    const v1 = await createPost(t.admin);
    expect(await list(v1.id)).toEqual([]);
    const v2 = await save(v1, { title: "Version 2", content: "<p>Two</p>" }, t.editor);
    await save(v2, { title: "Version 3", status: "published" }, t.admin);

    const revisions = await list(v1.id);
    expect(revisions).toEqual([
      { id: expect.any(String), savedAt: v2.updatedAt, savedBy: { name: "editor", email: "editor@test.local" }, title: "Version 2", status: "draft" },
      { id: expect.any(String), savedAt: v1.updatedAt, savedBy: { name: "Administrator", email: "admin@test.local" }, title: "Version 1", status: "draft" },
    ]);
    const oldest = await detail(v1.id, defined(revisions[1]).id);
    expect(oldest).toMatchObject({
      id: v1.id,
      title: "Version 1",
      content: "<p>One</p>",
      excerpt: v1.excerpt,
      date: v1.date,
      status: "draft",
      createdAt: v1.createdAt,
      updatedAt: v1.updatedAt,
      revisionId: defined(revisions[1]).id,
      savedAt: v1.updatedAt,
    });
    expect(oldest).not.toHaveProperty("updatedBy");
  });

  it("keeps no revision for a save that changes nothing", async () => {
    const post = await createPost();
    await save(post, {});
    expect(await list(post.id)).toEqual([]);
  });

  it(`keeps at most ${REVISIONS_PER_POST} per post, dropping the oldest`, async () => {
    let post = await createPost();
    for (let i = 2; i <= REVISIONS_PER_POST + 3; i++) post = await save(post, { title: `Version ${i}` });
    const revisions = await list(post.id);
    expect(revisions).toHaveLength(REVISIONS_PER_POST);
    expect(defined(revisions[0]).title).toBe(`Version ${REVISIONS_PER_POST + 2}`);
    expect(revisions.at(-1)?.title).toBe("Version 3");
  });

  it("restores a revision; the state it replaced becomes a revision first, so the restore can be undone", async () => {
    const v1 = await createPost();
    const v2 = await save(v1, { title: "Version 2", content: "<p>Two</p>", status: "published" });
    const [first] = await list(v1.id);

    const res = await t.s.api(`/api/blogs/${v1.id}/revisions/${defined(first).id}/restore`, { method: "POST", token: t.editor });
    expect(res.status).toBe(200);
    const restored = ((await res.json()) as { data: Blog }).data;
    expect(restored).toMatchObject({ id: v1.id, title: "Version 1", content: "<p>One</p>", status: "draft", createdAt: v1.createdAt });
    expect(restored.updatedAt > v2.updatedAt).toBe(true);
    expect(((await (await t.s.api(`/api/blogs/${v1.id}`, { token: t.editor })).json()) as { data: Blog }).data).toEqual(restored);

    const after = await list(v1.id);
    expect(after.map((r) => r.title)).toEqual(["Version 2", "Version 1"]);
    expect(after[0]).toMatchObject({ savedAt: v2.updatedAt, status: "published" });
    // Undo the restore.
    const undo = await t.s.api(`/api/blogs/${v1.id}/revisions/${defined(after[0]).id}/restore`, { method: "POST", token: t.admin });
    expect(((await undo.json()) as { data: Blog }).data).toMatchObject({ title: "Version 2", content: "<p>Two</p>", status: "published" });
  });

  it("answers 409 to the second of two restores at once, and to a restore based on a stale updatedAt", async () => {
    const v1 = await createPost();
    const v2 = await save(v1, { title: "Version 2" });
    await save(v2, { title: "Version 3" });
    const [r2, r1] = await list(v1.id);
    // Both start before either is written (as two requests arriving together would).
    const outcomes = await Promise.allSettled([r1, r2].map((r) => t.s.services.blogs.restore(v1.id, defined(r).id)));
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected"]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    expect(((await (await t.s.api(`/api/blogs/${v1.id}`, { token: t.editor })).json()) as { data: Blog }).data.title).toBe("Version 1");
    expect(await list(v1.id)).toHaveLength(3); // one restore went through, its replaced state kept

    const stale = await t.s.api(`/api/blogs/${v1.id}/revisions/${defined(r1).id}/restore`, { method: "POST", token: t.editor, json: { updatedAt: v2.updatedAt } });
    expect(stale.status).toBe(409);
  });

  it("keeps a post's revisions while it is in the trash and deletes them with the post for good", async () => {
    const post = await createPost();
    await save(post, { title: "Version 2" });
    const [revision] = await list(post.id);
    await t.s.api(`/api/blogs/${post.id}`, { method: "DELETE", token: t.editor });
    expect(t.s.services.revisions.list(post.id)).toHaveLength(1);
    const purged = await t.s.api(`/api/trash/blog/${post.id}`, { method: "DELETE", token: t.admin });
    expect(purged.status).toBe(200);
    expect(t.s.services.revisions.list(post.id)).toEqual([]);
    expect(t.s.services.storage.revisions.get(defined(revision).id)).toBeUndefined();
    const gone = await t.s.api(`/api/blogs/${post.id}/revisions`, { token: t.editor });
    expect(gone.status).toBe(404);
  });

  it("answers 401 without a token, 404 for an unknown post or revision and for a revision of another post", async () => {
    const post = await createPost();
    await save(post, { title: "Version 2" });
    const other = await createPost();
    await save(other, { title: "Other 2" });
    const [revision] = await list(post.id);
    const [otherRevision] = await list(other.id);

    const anonymous: [string, string][] = [
      ["GET", `/api/blogs/${post.id}/revisions`],
      ["GET", `/api/blogs/${post.id}/revisions/${defined(revision).id}`],
      ["POST", `/api/blogs/${post.id}/revisions/${defined(revision).id}/restore`],
    ];
    for (const [method, path] of anonymous) {
      const res = await t.s.api(path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toMatchObject({ error: apiMessages.unauthenticated });
    }
    const cases: [string, string, string][] = [
      ["GET", "/api/blogs/nope/revisions", messages.blogNotFound],
      ["GET", `/api/blogs/nope/revisions/${defined(revision).id}`, messages.blogNotFound],
      ["POST", `/api/blogs/nope/revisions/${defined(revision).id}/restore`, messages.blogNotFound],
      ["GET", `/api/blogs/${post.id}/revisions/nope`, apiMessages.revisionNotFound],
      ["POST", `/api/blogs/${post.id}/revisions/nope/restore`, apiMessages.revisionNotFound],
      ["GET", `/api/blogs/${post.id}/revisions/${defined(otherRevision).id}`, apiMessages.revisionNotFound],
      ["POST", `/api/blogs/${post.id}/revisions/${defined(otherRevision).id}/restore`, apiMessages.revisionNotFound],
    ];
    for (const [method, path, error] of cases) {
      const res = await t.s.api(path, { method, token: t.editor });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toMatchObject({ error });
    }
    // Nothing was restored by the refused calls.
    expect(((await (await t.s.api(`/api/blogs/${post.id}`, { token: t.editor })).json()) as { data: Blog }).data.title).toBe("Version 2");
  });
});
