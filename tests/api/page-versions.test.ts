// The Hindi versions of the pages the firm edits (docs/product.md#languages): seeded beside the English pages and
// shown at /hi + their path, in Hindi, with their links leading to the other Hindi pages; a version started from the
// API as a draft (no /hi/ address until published), kept at its English page's address, moved and deleted with an
// added page; the sitemap naming both versions; the site search finding a Hindi page by a Devanagari word. And the
// owner's check: once the firm moves city, no page in either language names the old one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, PageListItem } from "../../src/shared/schemas/page";
import { pageMessages } from "../../src/shared/page-messages";
import { pageText } from "../fixtures/page-text";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";
import hindiSeed from "../../src/server/storage/seed/pages.hi.json" with { type: "json" };
import englishSeed from "../../src/server/storage/seed/pages.json" with { type: "json" };

type Stored = Omit<Page, "updatedBy">;

describe("the pages' Hindi versions", () => {
  let s: TestServer;
  let site: Awaited<ReturnType<typeof servePages>>;
  let renderer: Awaited<ReturnType<typeof startSiteRender>>;
  let admin: string;
  const get = (path: string) => fetch(`${site.base}${path}`, { redirect: "manual" });
  const api = (path: string, init: { method?: string; json?: unknown } = {}) => s.api(path, { ...init, token: admin });
  const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data;
  const list = async () => data<PageListItem[]>(await api("/api/pages"));
  const find = async (path: string, locale: "en" | "hi") => (await list()).find((p) => p.path === path && p.locale === locale);
  const body = (page: Stored, over: Partial<Stored> = {}) => {
    const { id: _i, kind: _k, locale: _l, createdAt: _c, ...rest } = { ...page, ...over };
    return rest;
  };

  beforeAll(async () => {
    s = await startTestServer();
    renderer = await startSiteRender(s.services);
    site = await servePages(s.services, renderer.render);
    admin = await s.tokenFor("admin");
  }, 60_000);
  afterAll(async () => {
    await site.close();
    await renderer.close();
    await s.close();
  });

  it("seeds a published Hindi version of each page of the Hindi seed, at its English page's address", async () => {
    const pages = await list();
    const hindi = pages.filter((p) => p.locale === "hi");
    expect(hindi.map((p) => p.path)).toEqual(hindiSeed.map((p) => p.path));
    for (const p of hindi) {
      expect(p.status).toBe("published");
      expect(pages.some((e) => e.locale === "en" && e.path === p.path && e.kind === p.kind)).toBe(true);
    }
    // Pages the seed has no Hindi for (careers, terms, refunds) have none.
    expect(englishSeed.length - hindiSeed.length).toBe(3);
  });

  it.each(hindiSeed.map((p) => p.path))("shows %s in Hindi at its /hi/ address", async (path) => {
    const address = path === "/" ? "/hi" : `/hi${path}`;
    const res = await get(address);
    expect(res.status, address).toBe(200);
    const html = await res.text();
    const { title, text } = pageText(html);
    expect(title).toMatch(/[\u0900-\u097F]/);
    expect(text).toMatch(/[\u0900-\u097F]{4}/);
    // No placeholder left unfilled.
    expect(text).not.toMatch(/\{(firm|package|city)\.[\w.-]+\}/);
  });

  it("fills a Hindi page's placeholders in Hindi, and leads its links to the Hindi pages", async () => {
    const html = await (await get("/hi/private-limited-company-registration-pune")).text();
    expect(html).toContain("पुणे");
    // The city links and the package's page, in Hindi where they have a Hindi version.
    expect(html).toMatch(/href="\/hi\/private-limited-company-registration-delhi"/);
    expect(html).not.toMatch(/href="\/private-limited-company-registration-delhi"/);
    // Prices with Indian grouping.
    expect(html).toMatch(/₹\d{1,2},\d{3}/);
    // A package's words in Hindi (its seeded Hindi features).
    const service = await (await get("/hi/pvt-ltd-registration-delhi")).text();
    expect(pageText(service).text).toContain("प्राइवेट लिमिटेड कंपनी");
  });

  it("has no /hi/ address for a page without a Hindi version, nor for a draft one", async () => {
    expect((await get("/hi/careers")).status).toBe(404);
    expect((await get("/hi/no-such-page")).status).toBe(404);
    const careers = (await find("/careers", "en"))!;
    const started = await api(`/api/pages/${careers.id}/hindi`, { method: "POST" });
    expect(started.status).toBe(201);
    const draft = await data<Stored>(started);
    expect(draft).toMatchObject({ locale: "hi", status: "draft", path: "/careers", kind: "careers" });
    expect((await get("/hi/careers")).status).toBe(404);
    // One Hindi version a page.
    const again = await api(`/api/pages/${careers.id}/hindi`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: pageMessages.hindiExists });
    // A Hindi version has none of its own.
    const twice = await api(`/api/pages/${draft.id}/hindi`, { method: "POST" });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ error: pageMessages.translateEnglishOnly });
    // Written in Hindi and published: now it has its address, and the English page keeps its own.
    const hero = draft.sections.find((x) => x.type === "hero")!;
    const saved = await api(`/api/pages/${draft.id}`, {
      method: "PUT",
      json: body(draft, { status: "published", sections: [{ ...hero, heading: "हमारे साथ करियर" }, ...draft.sections.filter((x) => x !== hero)] }),
    });
    expect(saved.status).toBe(200);
    const shown = await get("/hi/careers");
    expect(shown.status).toBe(200);
    expect(pageText(await shown.text()).text).toContain("हमारे साथ करियर");
    expect(pageText(await (await get("/careers")).text()).text).not.toContain("हमारे साथ करियर");
    // It stays at its English page's address.
    const moved = await api(`/api/pages/${draft.id}`, { method: "PUT", json: body(await data<Stored>(saved), { path: "/careers-hindi" }) });
    expect(moved.status).toBe(400);
    // Deleted, the address is gone again; the English page stays.
    expect((await api(`/api/pages/${draft.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await get("/hi/careers")).status).toBe(404);
    expect((await get("/careers")).status).toBe(200);
  });

  it("moves and deletes an added page's Hindi version with it", async () => {
    const made = await data<Stored>(
      await api("/api/pages", {
        method: "POST",
        json: { kind: "city", path: "/company-registration-kanpur", name: "Kanpur", city: { name: "Kanpur", state: "Uttar Pradesh", roc: "Registrar of Companies, Kanpur" } },
      }),
    );
    const english = await data<Stored>(await api(`/api/pages/${made.id}`, { method: "PUT", json: body(made, { status: "published" }) }));
    const hindi = await data<Stored>(await api(`/api/pages/${made.id}/hindi`, { method: "POST" }));
    await api(`/api/pages/${hindi.id}`, {
      method: "PUT",
      json: body(hindi, { status: "published", city: { name: "कानपुर", state: "उत्तर प्रदेश", roc: "रजिस्ट्रार ऑफ कंपनीज़, कानपुर" } }),
    });
    expect((await get("/hi/company-registration-kanpur")).status).toBe(200);
    const moved = await api(`/api/pages/${made.id}`, { method: "PUT", json: body(english, { path: "/private-limited-company-registration-kanpur" }) });
    expect(moved.status).toBe(200);
    expect((await find("/private-limited-company-registration-kanpur", "hi"))?.id).toBe(hindi.id);
    expect((await get("/hi/private-limited-company-registration-kanpur")).status).toBe(200);
    expect((await get("/hi/company-registration-kanpur")).status).toBe(404);
    expect((await api(`/api/pages/${made.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await find("/private-limited-company-registration-kanpur", "hi")).toBeUndefined();
    expect((await get("/hi/private-limited-company-registration-kanpur")).status).toBe(404);
  });

  it("lists both versions in the sitemap, each naming both and the English one as x-default", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => new RegExp(`<url><loc>https?://[^/<]+${loc}</loc>(.*?)</url>`).exec(xml)?.[1] ?? "";
    const links = (loc: string) => [...entry(loc).matchAll(/hreflang="([^"]+)" href="https?:\/\/[^/"]+([^"]*)"/g)].map((m) => `${m[1]} ${m[2] || "/"}`);
    const expected = ["en-IN /about", "hi-IN /hi/about", "x-default /about"];
    expect(links("/about")).toEqual(expected);
    expect(links("/hi/about")).toEqual(expected);
    expect(links("/hi")).toEqual(["en-IN /", "hi-IN /hi", "x-default /"]);
    // A page in one language names no alternates.
    expect(entry("/careers")).not.toContain("hreflang");
    expect(xml).not.toContain("/hi/careers");
  });

  it("names the same versions on every page of a pair as the sitemap does, both ways", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const pairs = [...xml.matchAll(/<url><loc>https?:\/\/[^/<]+([^<]*)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link[^>]*\/>)+)<\/url>/g)].map((m) => ({
      path: m[1] || "/",
      links: [...(m[2] ?? "").matchAll(/hreflang="([^"]+)" href="https?:\/\/[^/"]+([^"]*)"/g)].map((l) => `${l[1]} ${l[2] || "/"}`),
    }));
    // Every page the firm edits that has a Hindi version, the screens, the blog's lists: both versions listed.
    expect(pairs.length).toBeGreaterThanOrEqual(2 * (hindiSeed.length + 5));
    for (const { path, links } of pairs) {
      const html = await (await get(path)).text();
      const head = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="https?:\/\/[^/"]+([^"]*)"/g)].map((l) => `${l[1]} ${l[2] || "/"}`);
      expect(head, path).toEqual(links);
      expect(html, path).toMatch(new RegExp(`<html lang="${path === "/hi" || path.startsWith("/hi/") ? "hi-IN" : "en-IN"}"`));
    }
  }, 180_000);

  it("finds a Hindi page by a Devanagari word in the site search", async () => {
    const html = await (await get(`/blog?q=${encodeURIComponent("पुणे")}`)).text();
    expect(html).toContain('href="/hi/private-limited-company-registration-pune"');
  });

  it("shows the firm's new city on every page in both languages once the firm moves", async () => {
    const { updatedAt: _u, ...firm } = await data<Record<string, unknown> & { address: Record<string, string>; updatedAt: string }>(await s.api("/api/settings"));
    const res = await api("/api/settings", { method: "PUT", json: { ...firm, address: { ...firm.address, city: "New Delhi", region: "Delhi", postalCode: "110001" } } });
    expect(res.status).toBe(200);
    const addresses = [...englishSeed.map((p) => p.path), ...hindiSeed.map((p) => (p.path === "/" ? "/hi" : `/hi${p.path}`))];
    for (const address of addresses) {
      const html = await (await get(address)).text();
      expect(html, address).not.toContain("Faridabad");
    }
    expect(pageText(await (await get("/about")).text()).text).toContain("New Delhi");
    expect(pageText(await (await get("/hi/about")).text()).text).toContain("New Delhi");
  }, 180_000);
});
