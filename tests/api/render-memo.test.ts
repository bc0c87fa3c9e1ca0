// The renders keep the layout's data and the sanitised post bodies between requests; the
// next render after a content write shows the change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRenderer, type Renderer } from "../fixtures/ssr";
import { startTestServer, type TestServer } from "../fixtures/server";

describe("what the renders keep between requests", () => {
  let s: TestServer;
  let renderer: Renderer;
  beforeAll(async () => {
    s = await startTestServer();
    renderer = await startRenderer(s.services);
  }, 120_000);
  afterAll(async () => {
    await renderer.close();
    await s.close();
  });

  const html = async (path: string) => {
    const res = await renderer.render(path);
    expect(res.status, path).toBe(200);
    return (await res.text()).replaceAll("<!-- -->", "");
  };

  it("a changed firm name shows on the next render of the layout (header, footer, JSON-LD)", async () => {
    const before = await html("/contact-us");
    const name = s.services.settings.firm().name;
    expect(before).toContain(name);
    expect(await html("/contact-us")).toContain(name); // from the memo
    await s.services.settings.update({ ...s.services.settings.get(), name: "Memo Test Filings", topBarTitle: "Memo Test Filings" });
    const after = await html("/contact-us");
    expect(after).toContain("Memo Test Filings");
    // The footer (its markup made once per content change) too.
    expect(/<footer[\s\S]*<\/footer>/.exec(after)?.[0]).toContain("Memo Test Filings");
    expect(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(after)?.[1]).toContain('"name":"Memo Test Filings"');
  });

  it("a new quick link shows on the next render of a page with the sidebar", async () => {
    expect(await html("/blog")).not.toContain("Memo quick link");
    await s.services.sidebarLinks.create({ text: "Memo quick link", url: "example.com/memo" });
    expect(await html("/blog")).toContain("Memo quick link");
  });

  it("an edited post body is sanitised afresh on the next render; script never reaches the page", async () => {
    const post = await s.services.blogs.create({
      title: "Memo body post",
      excerpt: "memo-body-post",
      content: "<p>First body</p><script>alert(1)</script>",
      date: "2026-01-15",
      status: "published",
    });
    const first = await html("/blog/memo-body-post");
    expect(first).toContain("First body");
    expect(first).not.toContain("alert(1)");
    expect(await html("/blog/memo-body-post")).toContain("First body");
    const stored = s.services.blogs.getById({ staff: true }, post.id);
    await s.services.blogs.update(post.id, {
      title: stored.title,
      excerpt: stored.excerpt,
      content: "<p>Second body</p><img src=x onerror=alert(2)>",
      date: stored.date,
      status: "published",
      updatedAt: stored.updatedAt,
    });
    const second = await html("/blog/memo-body-post");
    expect(second).toContain("Second body");
    expect(second).not.toContain("First body");
    expect(second).not.toContain("onerror");
  });
});
