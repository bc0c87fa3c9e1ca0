// POST /api/blogs/{id}/preview answers a signed link that works for 7 days and dies with the post.
// The page itself (headers, noindex, not cached) is checked in tests/e2e/editorial.spec.ts.
import { describe, expect, it } from "vitest";
import { PREVIEW_LINK_DAYS } from "../../src/shared/constants";
import { apiMessages } from "../../src/shared/api-messages";
import { messages } from "../../src/shared/messages";
import type { Blog } from "../../src/shared/schemas/blog";
import { createPreviewService } from "../../src/server/services/previews";
import { useStaffServer } from "../fixtures/server";
import { defined } from "../fixtures/defined";

const DAY = 24 * 60 * 60 * 1000;

describe("preview links", () => {
  const t = useStaffServer({ SITE_URL: "https://www.example.in" });
  let n = 0;

  async function createPost(overrides: Record<string, unknown> = {}): Promise<Blog> {
    n += 1;
    const res = await t.s.api("/api/blogs", {
      method: "POST",
      token: t.editor,
      json: { title: `Draft ${n}`, excerpt: `preview-draft-${n}`, content: "<p>Not yet</p>", date: "2030-01-01T00:00:00Z", status: "draft", ...overrides },
    });
    return ((await res.json()) as { data: Blog }).data;
  }
  const previewToken = (url: string) => url.slice("https://www.example.in/blog/preview/".length);

  it("answers { data: { url, expiresAt } }: an absolute URL on SITE_URL that expires in 7 days, for editors and admins", async () => {
    const post = await createPost();
    for (const token of [t.editor, t.admin]) {
      const before = Date.now();
      const res = await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST", token });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { url: string; expiresAt: string } };
      expect(Object.keys(data).sort()).toEqual(["expiresAt", "url"]);
      expect(data.url).toMatch(/^https:\/\/www\.example\.in\/blog\/preview\/[\w-]+\.[\w]+\.[\w-]+$/);
      const expires = Date.parse(data.expiresAt);
      expect(expires - before).toBeGreaterThanOrEqual(PREVIEW_LINK_DAYS * DAY - 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(PREVIEW_LINK_DAYS * DAY);
      // The link shows the draft, whatever its status and date.
      expect(t.s.services.previews.read(previewToken(data.url))).toMatchObject({ id: post.id, title: post.title, status: "draft" });
    }
  });

  it("answers 401 without a token and 404 for an unknown or deleted post", async () => {
    const post = await createPost();
    const anon = await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST" });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ error: apiMessages.unauthenticated });
    const unknown = await t.s.api("/api/blogs/no-such-post/preview", { method: "POST", token: t.editor });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: messages.blogNotFound });

    const { data } = (await (await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST", token: t.editor })).json()) as { data: { url: string } };
    expect(t.s.services.previews.read(previewToken(data.url))).not.toBeNull();
    await t.s.api(`/api/blogs/${post.id}`, { method: "DELETE", token: t.editor });
    // Dead at once with its post, and no new link for it.
    expect(t.s.services.previews.read(previewToken(data.url))).toBeNull();
    const gone = await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST", token: t.editor });
    expect(gone.status).toBe(404);
  });

  it("shows the latest saved state", async () => {
    const post = await createPost();
    const { data } = (await (await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST", token: t.editor })).json()) as { data: { url: string } };
    await t.s.api(`/api/blogs/${post.id}`, {
      method: "PUT",
      token: t.editor,
      json: { title: "Changed after the link", excerpt: post.excerpt, content: "<p>Newer</p>", date: post.date, status: "draft" },
    });
    expect(t.s.services.previews.read(previewToken(data.url))).toMatchObject({ title: "Changed after the link", content: "<p>Newer</p>" });
  });

  it("refuses forged, altered and malformed tokens", async () => {
    const post = await createPost();
    const other = await createPost();
    const { data } = (await (await t.s.api(`/api/blogs/${post.id}/preview`, { method: "POST", token: t.editor })).json()) as { data: { url: string } };
    const [id, expires, signature] = previewToken(data.url).split(".");
    const read = (token: string) => t.s.services.previews.read(token);
    expect(read(`${id}.${expires}.${signature}`)).not.toBeNull();
    // Another post's id, a later expiry, a changed signature, garbage.
    expect(read(`${Buffer.from(other.id).toString("base64url")}.${expires}.${signature}`)).toBeNull();
    expect(read(`${id}.${(Date.now() + 365 * DAY).toString(36)}.${signature}`)).toBeNull();
    expect(read(`${id}.${expires}.${defined(signature).slice(0, -2)}AA`)).toBeNull();
    for (const junk of ["", "x", "a.b", "a.b.c", "a.b.c.d", `${id}.${expires}`, `${id}..${signature}`]) expect(read(junk), junk).toBeNull();
  });

  it("stops working after 7 days, and a link signed with another secret never works", async () => {
    let now = Date.parse("2026-01-01T00:00:00Z");
    const blogs = t.s.services.blogs;
    const post = blogs.list({ staff: true })[0];
    const previews = createPreviewService(blogs, { secret: "s".repeat(40), siteUrl: "https://x.in", now: () => now });
    const token = (await previews.create(defined(post).id)).url.split("/").at(-1) ?? "";
    now += PREVIEW_LINK_DAYS * DAY - 1;
    expect(previews.read(token)?.id).toBe(defined(post).id);
    now += 1;
    expect(previews.read(token)).toBeNull();
    const elsewhere = createPreviewService(blogs, { secret: "t".repeat(40), siteUrl: "https://x.in", now: () => Date.parse("2026-01-01T00:00:00Z") });
    expect(elsewhere.read(token)).toBeNull();
  });
});
