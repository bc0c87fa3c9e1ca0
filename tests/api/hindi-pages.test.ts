// The seeded Hindi pages as a reader gets them: every page in pages.hi.json renders at /hi/... through the real app
// (loaders included), and the words its components write themselves (breadcrumbs, price box, package cards,
// headings of FAQs, testimonials and posts, the offer banner...) are Hindi: none of their English sentences is
// left in the page's main part, as text or as a label a screen reader reads.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import hindiPages from "../../src/server/storage/seed/pages.hi.json" with { type: "json" };
import { pathInLocale } from "../../src/shared/locale";
import { pageText } from "../fixtures/page-text";
import { startTestServer, type TestServer } from "../fixtures/server";
import { startRenderer, type Renderer } from "../fixtures/ssr";

const HINDI_PATHS = (hindiPages as unknown as { path: string }[]).map((p) => pathInLocale(p.path, "hi"));

const en = JSON.parse(readFileSync("messages/en.json", "utf8")) as Record<string, string>;
const sectionMessages = Object.entries(en).filter(([key]) => key.startsWith("section_"));

/**
 * The English of every section_ message, cut at its inputs: the pieces of two words or more (a lone "and" or
 * "Services" also occurs in the stored Hindi text, as a name or a form's title).
 */
const englishPieces = (): string[] => [
  ...new Set(
    sectionMessages
      .flatMap(([, text]) => text.split(/\{\w+\}/))
      .map((piece) => piece.trim())
      .filter((piece) => /[A-Za-z]+[^A-Za-z]+[A-Za-z]+/.test(piece)),
  ),
];
/** Whole one-word messages ("Next", "Services"): a label that is one of them is English. */
const oneWordMessages = new Set(sectionMessages.map(([, text]) => text.trim()).filter((text) => /^[A-Za-z]+$/.test(text)));

/** The brief's examples, named here too: the test fails on them even if a message file changed. */
const NAMED = ["Home", "Processing time", "Most Popular", "View package", "Buy now", "Professional fee", "Frequently Asked Questions", "Registrar of Companies"];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `piece` as words of the text (case as written: "Home" the crumb, not "home" inside a stored sentence). */
const contains = (text: string, piece: string) => new RegExp(`(^|[^A-Za-z])${escape(piece)}($|[^A-Za-z])`).test(text);

/** The page's main part (the frame around it is another part's), as text and as its labels for screen readers. */
function mainOf(html: string): { text: string; labels: string[] } {
  const main = html.slice(html.indexOf("<main"), html.lastIndexOf("</main>"));
  const labels = [...main.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1] ?? "");
  return { text: pageText(main).text, labels };
}

describe("the seeded Hindi pages", () => {
  let s: TestServer;
  let renderer: Renderer;
  const pieces = [...new Set([...englishPieces(), ...NAMED])];
  beforeAll(async () => {
    s = await startTestServer();
    renderer = await startRenderer(s.services);
  }, 120_000);
  afterAll(async () => {
    await renderer.close();
    await s.close();
  });

  it("are the 28 pages of the seed", () => {
    expect(HINDI_PATHS).toHaveLength(28);
    expect(pieces.length).toBeGreaterThan(40);
    expect([...oneWordMessages]).toEqual(expect.arrayContaining(["Home", "Next", "Previous", "Services"]));
  });

  it.each(HINDI_PATHS)("%s has no English sentence of the page's components", async (path) => {
    const res = await renderer.render(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const { text, labels } = mainOf(html);
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(pieces.filter((p) => contains(text, p))).toEqual([]);
    expect(labels.filter((label) => oneWordMessages.has(label) || pieces.some((p) => contains(label, p)))).toEqual([]);
    if (path !== "/hi") {
      // The trail starts at the Hindi home page, named in Hindi.
      expect(html).toMatch(/<nav aria-label="आप यहाँ हैं"[^>]*>.*?<a [^>]*href="\/hi"[^>]*>होम<\/a>/s);
    }
  });

  it("draws the Hindi words where English ones were: price box, package cards, their links and the legal date", async () => {
    const page = await (await renderer.render("/hi/pvt-ltd-registration-delhi")).text();
    const { text } = mainOf(page);
    expect(text).toContain("प्रोफेशनल फीस");
    expect(text).toContain("सबसे लोकप्रिय");
    expect(text).toContain("अभी खरीदें");
    expect(text).toMatch(/प्रोसेसिंग में समय: /);
    expect(text).toContain("₹8,999");
    // A card links to its package's Hindi page, which exists.
    expect(page).toMatch(/<a [^>]*href="\/hi\/llp-registration-delhi"[^>]*>पैकेज देखें<\/a>/);
    // The cost calculator's Hindi address.
    expect(page).toContain('href="/hi/tools/incorporation-cost?entity=');

    // Its own address in the head: canonical, og:url and a share image of its own (the English page's is /og/pvt-ltd-...).
    expect(page).toContain('<link rel="canonical" href="http://localhost:3000/hi/pvt-ltd-registration-delhi"/>');
    expect(page).toContain('<meta property="og:image" content="http://localhost:3000/og/hi/pvt-ltd-registration-delhi.jpg"/>');

    const legal = mainOf(await (await renderer.render("/hi/privacy-policy")).text()).text;
    expect(legal).toMatch(/संस्करण \S+, पिछली बार अपडेट: \d{1,2} [\u0900-\u097F]+ \d{4}/);
    expect(legal).toContain("इस पेज पर");
  });

  it("leaves the English pages' words English", async () => {
    const { text } = mainOf(await (await renderer.render("/pvt-ltd-registration-delhi")).text());
    expect(text).toContain("Professional fee");
    expect(text).toContain("Most Popular");
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  });
});
