// Every page of sitemap.xml as search engines and link previews see it (issue 20): a title of at most 60
// characters and a meta description of 70 to 160, both unique across the sitemap.
import { expect, test } from "./fixtures";

const decode = (s: string) => s.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

test("titles and descriptions fit and are unique over the whole sitemap", async ({ request }) => {
  test.setTimeout(120_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
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
