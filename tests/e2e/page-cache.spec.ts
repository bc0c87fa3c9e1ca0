// The page cache never shares a visitor's data: cached pages carry nothing of the request that
// rendered them, /contact-us (with the no-JavaScript form's token) is rendered for each visitor.
import { expect, test } from "./fixtures";
import { firstPostPath } from "./public-pages";

const visitor = (name: string) => ({ referer: `https://${name}.example/landing`, "user-agent": `Mozilla/5.0 ${name}` });

test("two visitors with different referrers and UTM values get pages without each other's values", async ({ request }) => {
  for (const path of ["/about", "/blog", await firstPostPath(request), "/llp"]) {
    for (const name of ["alphavisitor", "betavisitor", "gammavisitor"]) {
      const res = await request.get(`${path}?utm_source=${name}&utm_campaign=${name}-c&fbclid=${name}-f`, { headers: visitor(name) });
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      for (const other of ["alphavisitor", "betavisitor", "gammavisitor"]) expect(html, `${path} for ${name}`).not.toContain(other);
      expect(html, path).not.toMatch(/name="formToken" value="[^"]/);
    }
    // The tracking parameters did not make entries of their own: the later visitors got the stored page.
    await expect.poll(async () => (await request.get(`${path}?utm_source=delta`)).headers()["x-page-cache"], { message: path }).toBe("hit");
  }
});

test("/contact-us is rendered for each visitor: its own token, referrer and UTM values, never stored", async ({ request }) => {
  const tokens = new Set<string>();
  for (const name of ["alphavisitor", "betavisitor"]) {
    const res = await request.get(`/contact-us?utm_source=${name}`, { headers: visitor(name) });
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(res.headers()["x-page-cache"]).toBeUndefined();
    const html = await res.text();
    expect(html).toContain(`value="${name}"`);
    expect(html).toContain(`https://${name}.example/landing`);
    expect(html).not.toContain(name === "alphavisitor" ? "betavisitor" : "alphavisitor");
    tokens.add(/name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "");
  }
  expect(tokens.size).toBe(2);
  expect(tokens.has("")).toBe(false);
});

test("HEAD of a page has GET's headers, and every answer one Cache-Control", async ({ request }) => {
  for (const path of ["/careers", "/rss.xml", "/sitemap.xml", "/no-such-page", "/api/blogs"]) {
    const get = await request.get(path);
    const head = await request.head(path);
    expect(head.status(), path).toBe(get.status());
    expect(head.headers()["content-type"], path).toBe(get.headers()["content-type"]);
    expect(head.headers()["cache-control"], path).toBe(get.headers()["cache-control"]);
    expect(
      get.headersArray().filter((h) => h.name.toLowerCase() === "cache-control"),
      path,
    ).toHaveLength(1);
  }
  expect((await request.get("/no-such-page")).headers()["cache-control"]).toBe("no-store");
});
