// DELETE moves posts, offers, news items, resources and packages to the trash; every read stops
// seeing them until restored (their address too, when free); admins remove them for good; 30 days at most.
import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { messages } from "../../src/shared/messages";
import type { TrashItem } from "../../src/shared/schemas/trash";
import { useStaffServer } from "../fixtures/server";

let n = 0;
const post = (over: Record<string, unknown> = {}) => ({
  title: `Trash post ${++n}`,
  excerpt: `trash-post-${n}`,
  content: "<p>Body words</p>",
  date: "2026-01-15",
  status: "published",
  ...over,
});

describe("trash", () => {
  const t = useStaffServer();
  const trashList = async (token = t.editor) => ((await (await t.s.api("/api/trash", { token })).json()) as { data: TrashItem[] }).data;
  const restore = (type: string, id: string, token = t.editor) => t.s.api(`/api/trash/${type}/${id}/restore`, { method: "POST", token });

  it("a deleted post is gone from every read (API, page, list, sitemap, feed, search, redirects) until restored as it was", async () => {
    const { s } = t;
    const created = (await (await s.api("/api/blogs", { method: "POST", token: t.editor, json: post() })).json()).data;
    // An old address of the post (a rename) redirects to it.
    const renamed = (
      await (await s.api(`/api/blogs/${created.id}`, { method: "PUT", token: t.editor, json: { ...post(), title: created.title, excerpt: `${created.excerpt}-new` } })).json()
    ).data;
    expect(s.services.blogs.redirectFor({ staff: false }, created.excerpt)).toBe(renamed.excerpt);

    const del = await s.api(`/api/blogs/${created.id}`, { method: "DELETE", token: t.editor });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ data: { id: created.id } });

    for (const token of [undefined, t.editor, t.admin]) {
      const res = await s.api(`/api/blogs/${created.id}`, { token });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: messages.blogNotFound });
      expect((await s.api(`/api/blogs/excerpt/${renamed.excerpt}`, { token })).status).toBe(404);
      const list = (await (await s.api("/api/blogs", { token })).json()).data as { id: string }[];
      expect(list.some((b) => b.id === created.id)).toBe(false);
    }
    expect(s.services.blogs.redirectFor({ staff: false }, created.excerpt)).toBeUndefined();
    expect(JSON.stringify(s.services.sitemap.entries())).not.toContain(renamed.excerpt);
    expect(JSON.stringify(s.services.blogSearch.search("Body words"))).not.toContain(created.id);

    const listed = await trashList();
    expect(listed[0]).toEqual({ type: "blog", id: created.id, title: created.title, deletedAt: expect.any(String), deletedBy: "editor" });

    const back = await restore("blog", created.id);
    expect(back.status).toBe(200);
    expect(((await back.json()) as { data: TrashItem }).data).toMatchObject({ type: "blog", id: created.id, title: created.title });
    const again = (await (await s.api(`/api/blogs/${created.id}`)).json()).data;
    expect(again).toEqual(renamed);
    expect(s.services.blogs.redirectFor({ staff: false }, created.excerpt)).toBe(renamed.excerpt);
    expect((await trashList()).some((e) => e.id === created.id)).toBe(false);
    // Restoring twice: it is no longer in the trash.
    const twice = await restore("blog", created.id);
    expect(twice.status).toBe(404);
    expect(await twice.json()).toMatchObject({ error: apiMessages.trashNotFound });
  });

  it("restoring answers 409 when another post took the address meanwhile, and keeps the item in the trash", async () => {
    const { s } = t;
    const first = (await (await s.api("/api/blogs", { method: "POST", token: t.editor, json: post() })).json()).data;
    await s.api(`/api/blogs/${first.id}`, { method: "DELETE", token: t.editor });
    // The address is free while the post is in the trash.
    const taker = await s.api("/api/blogs", { method: "POST", token: t.editor, json: post({ excerpt: first.excerpt }) });
    expect(taker.status).toBe(201);
    const res = await restore("blog", first.id);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: apiMessages.trashAddressTaken });
    expect((await trashList()).some((e) => e.id === first.id)).toBe(true);
    expect((await s.api(`/api/blogs/${first.id}`, { token: t.admin })).status).toBe(404);
  });

  it("offers, news, resources and packages go to the trash (404 for admins too) and come back", async () => {
    const { s } = t;
    const kinds = [
      { type: "offer", path: "offers", body: { mainHeading: "Trash offer", date: "2026-01-15", status: "draft" }, notFound: apiMessages.offerNotFound, title: "Trash offer" },
      { type: "news", path: "news", body: { title: "Trash news", date: "2026-01-15" }, notFound: apiMessages.newsNotFound, title: "Trash news" },
      { type: "resource", path: "resources", body: { title: "Trash resource", date: "2026-01-15" }, notFound: apiMessages.resourceNotFound, title: "Trash resource" },
      {
        type: "package",
        path: "packages",
        body: { slug: "trash-package", title: "Trash package", description: "d", features: ["a"], price: 1000, originalPrice: 1500, duration: "1 day", status: "published" },
        notFound: apiMessages.packageNotFound,
        title: "Trash package",
      },
    ];
    for (const k of kinds) {
      const made = await s.api(`/api/${k.path}`, { method: "POST", token: t.admin, json: k.body });
      expect(made.status, await made.clone().text()).toBe(201);
      const item = (await made.json()).data;
      // Only admins delete these (as before).
      expect((await s.api(`/api/${k.path}/${item.id}`, { method: "DELETE", token: t.editor })).status).toBe(403);
      const del = await s.api(`/api/${k.path}/${item.id}`, { method: "DELETE", token: t.admin });
      expect(await del.json()).toEqual({ data: { id: item.id } });
      const read = await s.api(`/api/${k.path}/${item.id}`, { token: t.admin });
      expect(read.status).toBe(404);
      expect(await read.json()).toMatchObject({ error: k.notFound });
      const list = (await (await s.api(`/api/${k.path}`, { token: t.admin })).json()).data as { id: string }[];
      expect(list.some((x) => x.id === item.id)).toBe(false);
      expect((await trashList()).find((e) => e.id === item.id)).toEqual({ type: k.type, id: item.id, title: k.title, deletedAt: expect.any(String), deletedBy: "Administrator" });
      // Editors may list these but restore only posts.
      const editorTry = await restore(k.type, item.id, t.editor);
      expect(editorTry.status).toBe(403);
      expect((await restore(k.type, item.id, t.admin)).status).toBe(200);
      expect((await (await s.api(`/api/${k.path}/${item.id}`, { token: t.admin })).json()).data).toEqual(item);
    }
    expect(s.services.packages.listPublic().some((p) => p.slug === "trash-package")).toBe(true);
  });

  it("admins remove for good (editors may not); unknown types and ids answer 404; items older than 30 days are purged", async () => {
    const { s } = t;
    const a = (await (await s.api("/api/blogs", { method: "POST", token: t.editor, json: post() })).json()).data;
    await s.api(`/api/blogs/${a.id}`, { method: "PUT", token: t.editor, json: { ...post(), excerpt: a.excerpt, title: "Edited once" } });
    expect(s.services.revisions.list(a.id).length).toBe(1);
    await s.api(`/api/blogs/${a.id}`, { method: "DELETE", token: t.editor });
    // Revisions stay while the post is in the trash.
    expect(s.services.revisions.list(a.id).length).toBe(1);
    expect((await s.api(`/api/trash/blog/${a.id}`, { method: "DELETE", token: t.editor })).status).toBe(403);
    const gone = await s.api(`/api/trash/blog/${a.id}`, { method: "DELETE", token: t.admin });
    expect(gone.status).toBe(200);
    expect((await trashList()).some((e) => e.id === a.id)).toBe(false);
    expect(s.services.revisions.list(a.id)).toEqual([]);
    expect((await restore("blog", a.id)).status).toBe(404);
    for (const bad of ["/api/trash/widget/x/restore", "/api/trash/blog/no-such-id/restore"]) {
      const res = await s.api(bad, { method: "POST", token: t.admin });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: apiMessages.trashNotFound });
    }

    const old = (await (await s.api("/api/blogs", { method: "POST", token: t.editor, json: post() })).json()).data;
    const recent = (await (await s.api("/api/blogs", { method: "POST", token: t.editor, json: post() })).json()).data;
    await s.api(`/api/blogs/${old.id}`, { method: "DELETE", token: t.editor });
    await s.api(`/api/blogs/${recent.id}`, { method: "DELETE", token: t.editor });
    const day = 24 * 60 * 60 * 1000;
    s.services.storage.trash.update(`blog:${old.id}`, { deletedAt: new Date(Date.now() - 31 * day).toISOString() });
    expect(await s.services.trash.purgeExpired()).toBe(1);
    const ids = (await trashList()).map((e) => e.id);
    expect(ids).toContain(recent.id);
    expect(ids).not.toContain(old.id);
  });
});
