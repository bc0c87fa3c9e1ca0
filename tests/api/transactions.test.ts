// Actions that write several records are one storage.transaction each. A merge of categories or
// tags (the posts moved, the term removed) and a user's removal with what their sessions left behind
// (reset links, autosaves, push subscriptions): a failure half-way leaves everything as it was.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Term } from "../../src/shared/schemas/taxonomy";
import { DiskFull } from "../../src/server/errors";
import { useStaffServer, type TestServer } from "../fixtures/server";

async function created<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const term = (s: TestServer, token: string, kind: "categories" | "tags", name: string) =>
  s.api(`/api/${kind}`, { method: "POST", token, json: { name } }).then((r) => created<Term>(r));

const newPost = (s: TestServer, token: string, excerpt: string, extra: Record<string, unknown>) =>
  s
    .api("/api/blogs", {
      method: "POST",
      token,
      json: { title: `Post ${excerpt}`, excerpt, content: "<p>Text</p>", status: "published", date: new Date(Date.now() - 86_400_000).toISOString(), ...extra },
    })
    .then((r) => created<{ id: string }>(r));

describe("transactions of actions that write several records", () => {
  const t = useStaffServer();
  afterEach(() => vi.restoreAllMocks());

  it("a category merge whose second write fails moves no post and keeps both categories", async () => {
    const { s, admin } = t;
    const storage = s.services.storage;
    const from = await term(s, admin, "categories", "Merge from");
    const into = await term(s, admin, "categories", "Merge into");
    const post = await newPost(s, admin, "merge-tx", { categoryId: from.id });

    // The posts are moved first; the removal of the category then meets a full disk.
    const spy = vi.spyOn(storage.categories, "remove").mockImplementationOnce(() => {
      throw new DiskFull();
    });
    const failed = await s.api(`/api/categories/${from.id}/merge`, { method: "POST", token: admin, json: { into: into.id } });
    expect(failed.status).toBe(507);
    expect(spy).toHaveBeenCalledOnce();
    expect(storage.posts.get(post.id)?.categoryId).toBe(from.id);
    expect(storage.categories.get(from.id)).toBeDefined();
    // What the database holds, not only memory: the post's row still names the old category.
    const row = storage.db.get<{ data: string }>("SELECT data FROM posts WHERE id = ?", post.id);
    expect(JSON.parse(row!.data)).toMatchObject({ categoryId: from.id });

    const merged = await s.api(`/api/categories/${from.id}/merge`, { method: "POST", token: admin, json: { into: into.id } });
    expect(merged.status).toBe(200);
    expect(storage.posts.get(post.id)?.categoryId).toBe(into.id);
    expect(storage.categories.get(from.id)).toBeUndefined();
  });

  it("a tag delete whose second write fails leaves the tag on its posts", async () => {
    const { s, admin } = t;
    const storage = s.services.storage;
    const tag = await term(s, admin, "tags", "Delete tx");
    const post = await newPost(s, admin, "tag-tx", { tagIds: [tag.id] });
    vi.spyOn(storage.tags, "remove").mockImplementationOnce(() => {
      throw new DiskFull();
    });
    expect((await s.api(`/api/tags/${tag.id}`, { method: "DELETE", token: admin })).status).toBe(507);
    expect(storage.posts.get(post.id)?.tagIds).toEqual([tag.id]);
    expect(storage.tags.get(tag.id)).toBeDefined();

    expect((await s.api(`/api/tags/${tag.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect(storage.posts.get(post.id)?.tagIds).toEqual([]);
    expect(storage.tags.get(tag.id)).toBeUndefined();
  });

  it("a user's removal takes their autosaves with it, or (on a failure) nothing at all", async () => {
    const { s, admin } = t;
    const storage = s.services.storage;
    const user = await s
      .api("/api/users", { method: "POST", token: admin, json: { email: "leaving@test.local", password: "leaving-password-1", role: "editor", name: "Leaving" } })
      .then(async (r) => (await created<{ user: { id: string } }>(r)).user);
    const login = await s.api("/api/auth/login", { method: "POST", json: { email: "leaving@test.local", password: "leaving-password-1" } });
    const { token } = (await login.json()) as { token: string };
    const post = await newPost(s, admin, "autosave-tx", {});
    const kept = await s.api(`/api/blogs/${post.id}/autosave`, { method: "PUT", token, json: { values: { title: "Half-written" } } });
    expect(kept.status, await kept.clone().text()).toBe(200);
    expect(storage.autosaves.count({ user_id: user.id })).toBe(1);

    // The user is removed first; clearing their autosaves then fails: the user stays, signed in.
    vi.spyOn(storage.autosaves, "removeWhere").mockImplementationOnce(() => {
      throw new DiskFull();
    });
    expect((await s.api(`/api/users/${user.id}`, { method: "DELETE", token: admin })).status).toBe(507);
    expect(storage.users.get(user.id)).toBeDefined();
    expect(storage.db.get("SELECT id FROM users WHERE id = ?", user.id)).toBeDefined();
    expect(storage.autosaves.count({ user_id: user.id })).toBe(1);
    expect((await s.api(`/api/blogs/${post.id}/autosave`, { token })).status).toBe(200);

    expect((await s.api(`/api/users/${user.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect(storage.users.get(user.id)).toBeUndefined();
    expect(storage.autosaves.find({ where: { user_id: user.id } })).toEqual([]);
    expect((await s.api(`/api/blogs/${post.id}/autosave`, { token })).status).toBe(401);
  });
});
