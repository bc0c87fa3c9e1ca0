// Authors and the team: each staff member's own profile, the byline and the
// BlogPosting author of their posts, /author/{slug} and /team with Person structured data, and the sitemap.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../fixtures/server";
import { startRenderer, type Renderer } from "../fixtures/ssr";

type Ld = Record<string, unknown>;
/** Every JSON-LD object of a page (a script may hold one object or a list). */
function jsonLdOf(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const parsed = JSON.parse(m[1] ?? "null") as Ld | Ld[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}
const ofType = (lds: Ld[], type: string) => lds.filter((l) => (Array.isArray(l["@type"]) ? l["@type"].includes(type) : l["@type"] === type));
const metaOf = (html: string, attr: string) => new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

const profile = {
  publicName: "CA Priya Mehta",
  title: "Chartered Accountant",
  bio: "Priya has filed company incorporations and GST returns for Delhi NCR businesses since 2014.",
  memberships: ["ICAI membership no. 512345", " "],
  showOnTeam: true,
};

describe("authors, the byline and the team page", () => {
  let s: TestServer;
  let renderer: Renderer;
  let editor: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    editor = await s.tokenFor("editor");
    admin = await s.tokenFor("admin");
    renderer = await startRenderer(s.services);
  }, 120_000);
  afterAll(async () => {
    await renderer.close();
    await s.close();
  });

  const page = async (path: string) => {
    const res = await renderer.render(path);
    return { status: res.status, html: await res.text() };
  };

  it("a new user's profile is empty; saving it derives the slug, drops blank memberships and answers the profile", async () => {
    const empty = (await (await s.api("/api/auth/profile", { token: editor })).json()) as { data: { slug: string; publicName: string } };
    expect(empty.data.slug).toBe("");
    const res = await s.api("/api/auth/profile", { method: "PUT", json: profile, token: editor });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ ...profile, memberships: ["ICAI membership no. 512345"], slug: "ca-priya-mehta" });
    expect((await (await s.api("/api/auth/profile", { token: editor })).json()) as unknown).toEqual({ data });
  });

  it("refuses a profile without a public name or with a photo that is not an upload (400 naming the field)", async () => {
    for (const [json, error] of [
      [{ ...profile, publicName: " " }, /^Public name is required/],
      [{ ...profile, photo: "javascript:alert(1)" }, /^Photo must be an uploaded image/],
      [{ ...profile, showOnTeam: "yes" }, /^Show on team /],
    ] as const) {
      const res = await s.api("/api/auth/profile", { method: "PUT", json, token: editor });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(error);
    }
  });

  it("slugs are unique among users: a second Priya Mehta gets -2", async () => {
    const res = await s.api("/api/auth/profile", { method: "PUT", json: { publicName: "CA Priya Mehta", showOnTeam: false }, token: admin });
    expect(((await res.json()) as { data: { slug: string } }).data.slug).toBe("ca-priya-mehta-2");
    const authors = (await (await s.api("/api/authors")).json()) as { data: { slug: string }[] };
    expect(authors.data.map((a) => a.slug).sort()).toEqual(["ca-priya-mehta", "ca-priya-mehta-2"]);
    expect((await s.api("/api/authors/nobody")).status).toBe(404);
  });

  it("a post names its creator as author; its page shows the byline and reading time, and BlogPosting has a Person author and the firm as publisher", async () => {
    const words = Array.from({ length: 1200 }, (_, i) => `word${i}`).join(" ");
    const res = await s.api("/api/blogs", {
      method: "POST",
      token: editor,
      json: { title: "GST for new companies", excerpt: "gst-for-new-companies", content: `<p>${words}</p>`, date: "2026-01-10", status: "published" },
    });
    expect(res.status).toBe(201);
    const post = ((await res.json()) as { data: { authorId: string } }).data;
    expect(post.authorId).toBe(s.services.users.findByEmail("editor@test.local")?.id);

    const { status, html } = await page("/blog/gst-for-new-companies");
    expect(status).toBe(200);
    expect(html).toContain('data-testid="byline"');
    expect(html).toMatch(/href="\/author\/ca-priya-mehta"[^>]*>CA Priya Mehta<\/a>/);
    expect(html).toContain("6 min read");
    const [posting] = ofType(jsonLdOf(html), "BlogPosting");
    expect(posting?.author).toMatchObject({ "@type": "Person", name: "CA Priya Mehta", jobTitle: "Chartered Accountant", url: expect.stringMatching(/\/author\/ca-priya-mehta$/) });
    expect(posting?.publisher).toMatchObject({ "@type": "Organization", name: s.services.settings.firm().name });
  });

  it("an unknown author id is refused (400)", async () => {
    const res = await s.api("/api/blogs", {
      method: "POST",
      token: admin,
      json: { title: "Other", excerpt: "other-post", content: "<p>x</p>", date: "2026-01-10", authorId: "no-such-user" },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^Author ID must be a staff user|^Author id must be a staff user/i);
  });

  it("/author/{slug} shows the profile and the author's posts, with Person structured data and a fitted head", async () => {
    const { status, html } = await page("/author/ca-priya-mehta");
    expect(status).toBe(200);
    expect(html).toContain("ICAI membership no. 512345");
    expect(html).toContain("GST for new companies");
    const [person] = ofType(jsonLdOf(html), "Person");
    expect(person).toMatchObject({ name: "CA Priya Mehta", jobTitle: "Chartered Accountant", worksFor: { "@id": expect.stringMatching(/#organization$/) } });
    expect(person?.memberOf).toEqual([
      expect.objectContaining({ "@type": "ProgramMembership", hostingOrganization: { "@type": "Organization", name: "ICAI" }, membershipNumber: "512345" }),
    ]);
    expect(titleOf(html).length).toBeLessThanOrEqual(60);
    const description = metaOf(html, 'name="description"') ?? "";
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(metaOf(html, 'property="og:image"')).toMatch(/\/og\/author\/ca-priya-mehta\.jpg$/);
    // The other Priya has no posts: an empty list, still a page; an unknown slug is a 404.
    expect((await page("/author/ca-priya-mehta-2")).html).toContain("No articles by this author yet.");
    expect((await page("/author/nobody")).status).toBe(404);
  });

  it("/team lists only those who chose to appear, as Persons the firm's structured data names as employees", async () => {
    const { status, html } = await page("/team");
    expect(status).toBe(200);
    expect(html.match(/data-testid="person-card"/g)).toHaveLength(1);
    expect(html).toContain("ICAI membership no. 512345");
    const lds = jsonLdOf(html);
    const persons = ofType(lds, "Person");
    expect(persons.map((p) => p.name)).toEqual(["CA Priya Mehta"]);
    const [firm] = ofType(lds, "AccountingService");
    expect(firm?.["@type"]).toEqual(["AccountingService", "LegalService"]);
    expect(firm?.employee).toEqual([{ "@id": persons[0]?.["@id"] }]);
    expect(ofType(lds, "ProfessionalService")).toHaveLength(0);
    expect(titleOf(html).length).toBeLessThanOrEqual(60);
    const description = metaOf(html, 'name="description"') ?? "";
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(metaOf(html, 'property="og:image"')).toMatch(/\/og\/team\.jpg$/);
    expect(html).toMatch(/<a[^>]*href="\/team"[^>]*>Our Team<\/a>/);
  });

  it("the sitemap lists /team, /refund-policy and the author page of an author with posts only", async () => {
    const paths = s.services.sitemap.entries().map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["/team", "/refund-policy", "/author/ca-priya-mehta"]));
    expect(paths).not.toContain("/author/ca-priya-mehta-2");
  });

  it("/refund-policy has a fitted head and the firm's stored e-mail", async () => {
    const { status, html } = await page("/refund-policy");
    expect(status).toBe(200);
    expect(html).toContain(s.services.settings.firm().email);
    expect(titleOf(html).length).toBeLessThanOrEqual(60);
    const description = metaOf(html, 'name="description"') ?? "";
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });
});
