// Posts in Hindi (docs/product.md#blog-posts-in-hindi): a Hindi post translating an English one through the API (its
// fields, the 400 and 409 refusals), and the pages a visitor and a crawler read: /hi/blog, /hi/blog/{excerpt} with
// hreflang reciprocal to the English post, /hi/rss.xml, the sitemap's alternates, a search by a Devanagari word.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postTranslationMessages } from "../../src/shared/api-messages";
import type { Blog, BlogListItem } from "../../src/shared/schemas/blog";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

/** The hreflang links of a page's head, as hreflang → href. */
function hreflangs(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const tag of html.match(/<link[^>]*rel="alternate"[^>]*>/g) ?? []) {
    const lang = /hrefLang="([^"]+)"|hreflang="([^"]+)"/i.exec(tag);
    const href = /href="([^"]+)"/.exec(tag);
    if (lang && href) out[lang[1] ?? lang[2] ?? ""] = href[1] ?? "";
  }
  return out;
}

describe("posts in Hindi", () => {
  let s: TestServer;
  let token: string;
  let base: string;
  let close: () => Promise<void>;
  let english: Blog;
  let hindi: Blog;
  let other: Blog;

  const create = async (fields: Record<string, unknown>) =>
    s.api("/api/blogs", { method: "POST", token, json: { content: `<p>${String(fields.title)}</p>`, date: daysAgo(2), status: "published", ...fields } });
  const page = (path: string) => fetch(base + path, { headers: { accept: "text/html" }, redirect: "manual" });

  beforeAll(async () => {
    s = await startTestServer();
    token = await s.tokenFor("editor");
    const made = await create({ title: "Private limited company registration: the full guide", excerpt: "private-limited-guide" });
    english = ((await made.json()) as { data: Blog }).data;
    other = ((await (await create({ title: "GST registration for a new business", excerpt: "gst-registration" })).json()) as { data: Blog }).data;
    const render = await startSiteRender(s.services);
    const pages = await servePages(s.services, render.render);
    base = pages.base;
    close = async () => {
      await pages.close();
      await render.close();
      await s.close();
    };
  }, 60_000);
  afterAll(() => close());

  describe("the API", () => {
    it("creates a Hindi translation of an English post, with its own slug and SEO fields, and answers them", async () => {
      const res = await create({
        title: "प्राइवेट लिमिटेड कंपनी रजिस्ट्रेशन की पूरी गाइड",
        excerpt: "private-limited-guide-hindi",
        content: "<p>कंपनी रजिस्ट्रेशन के लिए डायरेक्टर का PAN, DIN और पते का सबूत चाहिए। ज़रूरी दस्तावेज़ पहले से तैयार रखें।</p>",
        metaTitle: "प्राइवेट लिमिटेड कंपनी रजिस्ट्रेशन: फीस और दस्तावेज़",
        metaDescription: "हिंदी में पूरी जानकारी",
        locale: "hi",
        translationOf: english.id,
        date: daysAgo(1),
      });
      expect(res.status).toBe(201);
      hindi = ((await res.json()) as { data: Blog }).data;
      expect(hindi).toMatchObject({ locale: "hi", translationOf: english.id, excerpt: "private-limited-guide-hindi", metaTitle: "प्राइवेट लिमिटेड कंपनी रजिस्ट्रेशन: फीस और दस्तावेज़" });
      // Read back by id; an English post is English without saying so.
      const back = ((await (await s.api(`/api/blogs/${hindi.id}`)).json()) as { data: Blog }).data;
      expect(back).toMatchObject({ locale: "hi", translationOf: english.id });
      expect(((await (await s.api(`/api/blogs/${english.id}`)).json()) as { data: Blog }).data.locale).toBe("en");
      // A PUT without the language fields (a client written before them) keeps them.
      const put = await s.api(`/api/blogs/${hindi.id}`, {
        method: "PUT",
        token,
        json: { ...hindi, locale: undefined, translationOf: undefined, title: "प्राइवेट लिमिटेड कंपनी रजिस्ट्रेशन गाइड" },
      });
      expect(put.status).toBe(200);
      hindi = ((await put.json()) as { data: Blog }).data;
      expect(hindi).toMatchObject({ locale: "hi", translationOf: english.id });
    });

    it("refuses an unknown original, a translation that is not Hindi, and a Hindi post as the original (400)", async () => {
      const unknown = await create({ title: "कुछ भी", excerpt: "kuch-bhi", locale: "hi", translationOf: "no-such-post" });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toEqual(expect.objectContaining({ error: `Translation of ${postTranslationMessages.unknownPost}` }));
      const notHindi = await create({ title: "An English copy", excerpt: "english-copy", locale: "en", translationOf: english.id });
      expect(notHindi.status).toBe(400);
      expect(((await notHindi.json()) as { error: string }).error).toBe(`Translation of ${postTranslationMessages.onlyHindi}`);
      const ofHindi = await create({ title: "दूसरी कॉपी", excerpt: "dusri-copy", locale: "hi", translationOf: hindi.id });
      expect(ofHindi.status).toBe(400);
      expect(((await ofHindi.json()) as { error: string }).error).toBe(`Translation of ${postTranslationMessages.notEnglish}`);
      const badLocale = await create({ title: "Bonjour", excerpt: "bonjour", locale: "fr" });
      expect(badLocale.status).toBe(400);
      expect((await s.api("/api/blogs?locale=fr")).status).toBe(400);
    });

    it("refuses a second Hindi translation of one post (409, naming both), and an English post with a translation turning Hindi (400)", async () => {
      const second = await create({ title: "एक और अनुवाद", excerpt: "ek-aur-anuvad", locale: "hi", translationOf: english.id });
      expect(second.status).toBe(409);
      expect(((await second.json()) as { error: string }).error).toBe(postTranslationMessages.alreadyTranslated(english.title, hindi.title));
      const turned = await s.api(`/api/blogs/${english.id}`, { method: "PUT", token, json: { ...english, locale: "hi" } });
      expect(turned.status).toBe(400);
      expect(((await turned.json()) as { error: string }).error).toBe(`Language ${postTranslationMessages.hasTranslation}`);
      // Nothing was written.
      expect(s.services.storage.posts.find({ where: { translation_of: english.id } }).map((p) => p.id)).toEqual([hindi.id]);
    });

    it("lists one language with ?locale=, both without", async () => {
      const list = async (q: string) => ((await (await s.api(`/api/blogs${q}`)).json()) as { data: BlogListItem[] }).data.map((p) => p.id);
      expect(await list("?locale=hi")).toEqual([hindi.id]);
      expect((await list("?locale=en")).sort()).toEqual([english.id, other.id].sort());
      expect((await list("")).sort()).toEqual([english.id, other.id, hindi.id].sort());
    });
  });

  describe("the pages", () => {
    it("/hi/blog lists the Hindi posts only, in Hindi, linking its feed; /blog the English ones", async () => {
      const res = await page("/hi/blog");
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("ताज़ा लेख और जानकारी");
      expect(html).toContain(`href="/hi/blog/${hindi.excerpt}"`);
      expect(html).not.toContain(`/blog/${english.excerpt}"`);
      expect(html).not.toContain(`/blog/${other.excerpt}"`);
      expect(html).toMatch(/<link[^>]*type="application\/rss\+xml"[^>]*href="[^"]*\/hi\/rss\.xml"/);
      const en = await (await page("/blog")).text();
      expect(en).toContain(`href="/blog/${english.excerpt}"`);
      expect(en).not.toContain(`/hi/blog/${hindi.excerpt}`);
      expect(en).toMatch(/<link[^>]*type="application\/rss\+xml"[^>]*href="[^"]*\/rss\.xml"/);
    });

    it("/hi/blog/{excerpt} shows the Hindi post with hreflang reciprocal to the English post's page", async () => {
      const res = await page(`/hi/blog/${hindi.excerpt}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(hindi.title);
      // Its words around the post are Hindi too: breadcrumbs, the reading time, the date.
      expect(html).toContain("ब्लॉग</a>");
      expect(html).toMatch(/पढ़ने में (<!-- -->)?1(<!-- -->)? मिनट/);
      expect(html).toMatch(/\d{1,2} [\u0900-\u097f]+ \d{4}<\/time>/);
      const enRes = await page(`/blog/${english.excerpt}`);
      expect(enRes.status).toBe(200);
      const enHtml = await enRes.text();
      const pair = { "en-IN": `${s.services.config.siteUrl}/blog/${english.excerpt}`, "hi-IN": `${s.services.config.siteUrl}/hi/blog/${hindi.excerpt}` };
      expect(hreflangs(html)).toEqual({ ...pair, "x-default": pair["en-IN"] });
      expect(hreflangs(enHtml)).toEqual(hreflangs(html));
      // Each links the other for readers too.
      expect(html).toContain(`href="/blog/${english.excerpt}"`);
      expect(enHtml).toContain(`href="/hi/blog/${hindi.excerpt}"`);
      // A post without a translation names no alternates.
      expect(hreflangs(await (await page(`/blog/${other.excerpt}`)).text())).toEqual({});
    });

    it("shows a post only at its language's address: the other is a 404", async () => {
      expect((await page(`/hi/blog/${english.excerpt}`)).status).toBe(404);
      expect((await page(`/blog/${hindi.excerpt}`)).status).toBe(404);
      // The admin's view link (/blog/{id}) lands on the Hindi address.
      const byId = await page(`/blog/${hindi.id}`);
      expect(byId.status).toBe(301);
      expect(byId.headers.get("location")).toBe(`/hi/blog/${hindi.excerpt}`);
    });

    it("serves a post whose slug is Devanagari, made from its title, at its URL-encoded address", async () => {
      const res = await create({ title: "जीएसटी रिटर्न फाइल करने का तरीका", excerpt: "जीएसटी-रिटर्न-फाइल-करने-का-तरीका", locale: "hi" });
      expect(res.status).toBe(201);
      const post = ((await res.json()) as { data: Blog }).data;
      const path = `/hi/blog/${encodeURIComponent(post.excerpt)}`;
      const shown = await page(path);
      expect(shown.status).toBe(200);
      expect(await shown.text()).toContain("जीएसटी रिटर्न फाइल करने का तरीका");
      const list = await (await page("/hi/blog")).text();
      expect(list).toContain(`href="${path}"`);
    });

    it("/hi/rss.xml is the Hindi posts' feed in hi-IN", async () => {
      const res = await page("/hi/rss.xml");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/rss+xml");
      const xml = await res.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
      expect(xml).toContain("<language>hi-IN</language>");
      expect(xml).toContain(`<link>${s.services.config.siteUrl}/hi/blog/${hindi.excerpt}</link>`);
      expect(xml).not.toContain(`/blog/${english.excerpt}<`);
      expect(xml.match(/<item>/g)?.length).toBe(xml.match(/<\/item>/g)?.length);
      const en = await (await page("/rss.xml")).text();
      expect(en).toContain("<language>en-IN</language>");
      expect(en).not.toContain(hindi.excerpt);
    });

    it("/sitemap.xml lists the Hindi post with xhtml:link alternates on both entries of the pair", async () => {
      const xml = await (await page("/sitemap.xml")).text();
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const site = s.services.config.siteUrl;
      const entryOf = (loc: string) => new RegExp(`<url><loc>${loc.replace(/[.?*+^$()[\]\\|{}]/g, "\\$&")}</loc>.*?</url>`).exec(xml)?.[0] ?? "";
      for (const loc of [`${site}/blog/${english.excerpt}`, `${site}/hi/blog/${hindi.excerpt}`]) {
        const entry = entryOf(loc);
        expect(entry, loc).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="${site}/blog/${english.excerpt}"/>`);
        expect(entry, loc).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${site}/hi/blog/${hindi.excerpt}"/>`);
        expect(entry, loc).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/blog/${english.excerpt}"/>`);
      }
      expect(entryOf(`${site}/hi/blog`)).toContain('hreflang="hi-IN"');
      expect(entryOf(`${site}/blog/${other.excerpt}`)).not.toContain("xhtml:link");
    });

    it("finds the Hindi post by a Devanagari word, from /blog and /hi/blog, spelled with or without the nukta", async () => {
      for (const path of ["/blog", "/hi/blog"]) {
        const html = await (await page(`${path}?q=${encodeURIComponent("दस्तावेज़")}`)).text();
        expect(html, path).toContain(`href="/hi/blog/${hindi.excerpt}"`);
        expect(html).not.toContain(`href="/blog/${other.excerpt}"`);
      }
      const withoutNukta = await (await page(`/hi/blog?q=${encodeURIComponent("जरूरी")}`)).text();
      expect(withoutNukta).toContain(`href="/hi/blog/${hindi.excerpt}"`);
      expect(withoutNukta).toContain("<mark");
    });
  });

  it("a Hindi post restored from the trash after its original was translated again comes back as a post of its own", async () => {
    expect((await s.api(`/api/blogs/${hindi.id}`, { method: "DELETE", token })).status).toBe(200);
    const again = await create({ title: "नया अनुवाद", excerpt: "naya-anuvad", locale: "hi", translationOf: english.id });
    expect(again.status).toBe(201);
    const restored = await s.api(`/api/trash/blog/${hindi.id}/restore`, { method: "POST", token });
    expect(restored.status).toBe(200);
    const back = ((await (await s.api(`/api/blogs/${hindi.id}`, { token })).json()) as { data: Blog }).data;
    expect(back.locale).toBe("hi");
    expect(back.translationOf).toBeUndefined();
  });
});
