// Loaders log through the load context's logger (pino-http's, JSON with the request id), and
// what they could not read is not fetched again by the browser: the page shows the loader's data, an empty list.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { captureLog } from "../fixtures/log";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";

describe("a loader's read that fails", () => {
  let s: TestServer;
  let base: string;
  let close: () => Promise<void>;
  const requestLog = captureLog("error");

  beforeAll(async () => {
    s = await startTestServer();
    const site = await startSiteRender(s.services);
    const pages = await servePages(s.services, site.render, { logger: requestLog.log });
    base = pages.base;
    close = async () => {
      await pages.close();
      await site.close();
      await s.close();
    };
  }, 60_000);
  afterAll(() => close());
  afterEach(() => {
    vi.restoreAllMocks();
    requestLog.lines.length = 0;
  });

  const failed = (msg: string) => requestLog.lines.find((l) => l.msg === msg);

  it("is logged as JSON with the request id, and the home page shows no articles and fetches none", async () => {
    vi.spyOn(s.services.blogs, "page").mockImplementation(() => {
      throw new Error("posts unreadable");
    });
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The block is left out (it used to show "Loading articles..." and fetch /api/blogs in the browser).
    expect(html).not.toContain('id="latest-articles"');
    expect(html).not.toContain("Loading articles...");
    const line = failed("[home] posts failed");
    expect(line, JSON.stringify(requestLog.lines)).toMatchObject({ level: 50, err: { message: "posts unreadable" } });
    expect((line?.req as { id?: unknown } | undefined)?.id).toBeDefined();
  });

  it("the site map page shows empty lists, no 'Loading...', and the failure is logged", async () => {
    vi.spyOn(s.services.sitemap, "data").mockImplementation(() => {
      throw new Error("sitemap unreadable");
    });
    const res = await fetch(`${base}/sitemap`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Main Pages");
    expect(html).not.toContain("Loading...");
    expect(failed("[sitemap] data failed")).toMatchObject({ level: 50, err: { message: "sitemap unreadable" } });
  });
});
