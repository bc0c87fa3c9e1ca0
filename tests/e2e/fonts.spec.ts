// The Devanagari web font: an English page never downloads it (its @font-face has a Devanagari unicode-range, and
// the language switch's "हिंदी" is drawn in system fonts), a page that draws Devanagari does, and a Hindi page asks
// for it at once (preload).
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const FONT_FILE = /\/assets\/noto-sans-devanagari-\d+-[\w-]+\.woff2$/;

/** Every request for a Devanagari font file the page makes from now on. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (req) => {
    if (FONT_FILE.test(new URL(req.url()).pathname)) urls.push(req.url());
  });
  return urls;
}

/** The load status of the site's Devanagari faces once the page has laid out its text and settled its fonts. */
const devanagariFaces = (page: Page) =>
  page.evaluate(async () => {
    void document.body.offsetHeight; // lay out what was just added: that is when a face's unicode-range is consulted
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.family.replaceAll('"', "") === "Noto Sans Devanagari Web").map((f) => `${f.weight} ${f.status}`);
  });

/** Adds a paragraph to the page's main content and waits for the browser to settle its fonts. */
async function addText(page: Page, html: string) {
  await page.evaluate((markup) => document.querySelector("main")!.insertAdjacentHTML("beforeend", markup), html);
  return devanagariFaces(page);
}

for (const path of ["/", "/contact-us"]) {
  test(`the English page ${path} downloads no Devanagari font, even with the language switch's "हिंदी"`, async ({ page }) => {
    const requests = fontRequests(page);
    await page.goto(path);
    await page.waitForLoadState("load");
    // Text is added only to a page React has taken over (before, the added node would be a hydration mismatch).
    await hydrated(page);
    expect(await devanagariFaces(page)).toEqual(["100 500 unloaded", "600 900 unloaded"]);
    // A language's name in its own script is drawn in system fonts (.lang-native).
    expect(await addText(page, '<p><a class="lang-native font-semibold" href="/hi">हिंदी</a> <span class="lang-native">हिंदी</span></p>')).toEqual([
      "100 500 unloaded",
      "600 900 unloaded",
    ]);
    expect(requests).toEqual([]);
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);

    // Devanagari in the site's own font stack does download it: the regular face for regular text only.
    expect(await addText(page, "<p>प्राइवेट लिमिटेड कंपनी रजिस्ट्रेशन</p>")).toEqual(["100 500 loaded", "600 900 unloaded"]);
    expect(requests).toHaveLength(1);
    expect(await addText(page, '<p class="font-bold">जीएसटी रजिस्ट्रेशन</p>')).toEqual(["100 500 loaded", "600 900 loaded"]);
    expect(requests).toHaveLength(2);
  });
}

test("a Hindi page preloads the regular Devanagari font and the server sends it as a cacheable WOFF2", async ({ page, request, console }) => {
  // Any /hi/ page has the preload; where the Hindi contact page is not built, this one is the Hindi 404 page.
  console.allow(/status of 404/);
  const responses: { url: string; status: number; type: string; cache: string }[] = [];
  page.on("response", (res) => {
    const headers = res.headers();
    if (FONT_FILE.test(new URL(res.url()).pathname))
      responses.push({ url: res.url(), status: res.status(), type: headers["content-type"] ?? "", cache: headers["cache-control"] ?? "" });
  });
  await page.goto("/hi/contact-us");
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("type", "font/woff2");
  await expect(preload).toHaveAttribute("crossorigin", "anonymous");
  const href = (await preload.getAttribute("href"))!;
  expect(href).toMatch(/\/assets\/noto-sans-devanagari-400-[\w-]+\.woff2$/);
  await page.waitForLoadState("load");
  await expect.poll(() => responses.map((r) => new URL(r.url).pathname)).toContain(href);
  expect(responses[0]).toMatchObject({ status: 200, type: "font/woff2" });
  expect(responses[0]!.cache).toContain("immutable");

  // The preloaded file is the one the @font-face asks for: drawing Devanagari in the regular weight downloads nothing more.
  const status = await page.evaluate(async () => {
    await document.fonts.load('16px "Noto Sans Devanagari Web"', "कंपनी");
    return [...document.fonts].filter((f) => f.weight === "100 500" && f.family.replaceAll('"', "") === "Noto Sans Devanagari Web").map((f) => f.status);
  });
  expect(status).toEqual(["loaded"]);
  expect(responses.filter((r) => new URL(r.url).pathname === href)).toHaveLength(1);

  const font = await request.get(href);
  expect(font.status()).toBe(200);
  const bytes = await font.body();
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
  expect(bytes.length).toBeLessThan(60_000);
});
