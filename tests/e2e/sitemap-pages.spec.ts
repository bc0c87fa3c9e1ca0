// Every page of sitemap.xml as search engines and link previews see it: a title of at most 60
// characters and a meta description of 70 to 160, both unique across the sitemap; a share image that is
// absolute, fetched, 1200x630 JPEG or PNG of at most 300 KB, with its size and alt text stated.
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { sitemapLocs } from "./public-pages";

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

test("titles and descriptions fit and are unique over the whole sitemap", async ({ request }) => {
  test.setTimeout(120_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = sitemapLocs(xml).map((loc) => new URL(loc).pathname);
  expect(paths.length).toBeGreaterThan(80);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const problems: string[] = [];
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
    if (!title || title.length > 60) problems.push(`${path}: title of ${title.length} characters: ${title}`);
    if (description.length < 70 || description.length > 160) problems.push(`${path}: description of ${description.length} characters`);
    if (titles.has(title)) problems.push(`${path}: same title as ${titles.get(title)}`);
    if (descriptions.has(description)) problems.push(`${path}: same description as ${descriptions.get(description)}`);
    titles.set(title, path);
    descriptions.set(description, path);
  }
  expect(problems).toEqual([]);
});

test("every page of the sitemap has its own share image for link previews", async ({ request }) => {
  test.setTimeout(300_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const pages = sitemapLocs(xml);
  const problems: string[] = [];
  const images = new Set<string>();
  for (const page of pages) {
    const html = await (await request.get(new URL(page).pathname)).text();
    const meta = (attr: string) => decode(new RegExp(`<meta (?:property|name)="${attr}" content="([^"]*)"`).exec(html)?.[1] ?? "");
    const image = meta("og:image");
    if (!/^https?:\/\//.test(image)) {
      problems.push(`${page}: og:image "${image}" is not absolute`);
      continue;
    }
    if (meta("og:image:width") !== "1200" || meta("og:image:height") !== "630") problems.push(`${page}: og:image size not stated as 1200x630`);
    if (!meta("og:image:alt")) problems.push(`${page}: no og:image:alt`);
    if (meta("twitter:card") !== "summary_large_image") problems.push(`${page}: twitter:card is ${meta("twitter:card")}`);
    images.add(image);
    const res = await request.get(new URL(image).pathname);
    if (res.status() !== 200) {
      problems.push(`${page}: ${image} answers ${res.status()}`);
      continue;
    }
    const body = await res.body();
    const info = await sharp(body).metadata();
    if (info.width !== 1200 || info.height !== 630) problems.push(`${page}: image is ${info.width}x${info.height}`);
    if (info.format !== "jpeg" && info.format !== "png") problems.push(`${page}: image is ${info.format}`);
    if (body.length > 300 * 1024) problems.push(`${page}: image has ${body.length} bytes`);
  }
  expect(problems).toEqual([]);
  // Each page looks like itself when shared.
  expect(images.size).toBe(pages.length);
});
