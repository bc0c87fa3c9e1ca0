// Varnish (the Debian package; .ci/run installs it) in front of the site with docs/cdn/varnish.vcl.
// A repeat request is an edge hit; staff answers and /contact-us are never stored; a published edit is
// visible through the edge within 2 s, because the write POSTs its cache tags to CDN_PURGE_URL.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort, waitFor } from "../../scripts/lib/production-server";
import { VISITOR } from "../../src/server/services/visibility";
import { PAGE_CACHE_STORE_HEADER, pageCacheStoreValue } from "../../src/shared/page-cache";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { tempDir } from "../fixtures/temp";

const VARNISHD = process.env.VARNISHD_PATH ?? "/usr/sbin/varnishd";
const installed = !spawnSync(VARNISHD, ["-V"]).error;

describe.skipIf(!installed)("Varnish in front of the site", () => {
  let s: TestServer;
  let edge: string;
  let admin: string;
  let varnish: ChildProcess;
  let cleanup: () => Promise<void>;
  let closePages: () => Promise<void>;

  beforeAll(async () => {
    const varnishPort = await freePort();
    edge = `http://127.0.0.1:${varnishPort}`;
    s = await startTestServer({ CDN_PURGE_URL: `${edge}/.cdn/purge`, CDN_PURGE_TOKEN: "edge-token" });
    admin = await s.tokenFor("admin");
    // A stand-in for React Router: a post page that shows the stored title, and the contact page (not kept).
    const pages = await servePages(s.services, async (request) => {
      const url = new URL(request.url);
      const excerpt = /^\/blog\/([^/]+)$/.exec(url.pathname)?.[1];
      if (excerpt) {
        const post = s.services.blogs.getByExcerpt(VISITOR, excerpt);
        return new Response(`<h1>${post.title}</h1>`, { headers: { [PAGE_CACHE_STORE_HEADER]: pageCacheStoreValue(), "Content-Type": "text/html; charset=utf-8" } });
      }
      return new Response("<form>contact</form>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
    });
    closePages = pages.close;
    const dir = await tempDir();
    // varnishd's worker runs as its own user (the package's "varnish"): the work folder must be reachable.
    await fs.chmod(dir.dir, 0o755);
    const vcl = (await fs.readFile(path.resolve("docs/cdn/varnish.vcl"), "utf8")).replace(/\.port = "\d+";/, `.port = "${new URL(pages.base).port}";`);
    await fs.writeFile(path.join(dir.dir, "site.vcl"), vcl);
    varnish = spawn(VARNISHD, ["-F", "-f", path.join(dir.dir, "site.vcl"), "-a", `127.0.0.1:${varnishPort}`, "-n", path.join(dir.dir, "work"), "-s", "malloc,32m"], {
      stdio: "ignore",
    });
    cleanup = dir.cleanup;
    await waitFor(`${edge}/contact-us`, 20_000);
  }, 60_000);

  afterAll(async () => {
    varnish?.kill("SIGTERM");
    await new Promise((r) => (varnish?.exitCode !== null ? r(null) : varnish.once("exit", r)));
    await closePages?.();
    await s?.close();
    await cleanup?.();
  });

  const xcache = async (url: string, init?: RequestInit) => {
    const res = await fetch(url, init);
    await res.arrayBuffer();
    return res.headers.get("x-cache");
  };

  it("answers a repeat request of a page from the edge, and never stores /contact-us or a staff answer", async () => {
    const created = await s.api("/api/blogs", {
      method: "POST",
      token: admin,
      json: { title: "Edge one", excerpt: "edge-one", content: "<p>x</p>", date: "2026-01-14T18:30:00.000Z", status: "published" },
    });
    expect(created.status).toBe(201);
    expect(await xcache(`${edge}/blog/edge-one`)).toBe("MISS");
    expect(await xcache(`${edge}/blog/edge-one`)).toBe("HIT");
    for (let i = 0; i < 3; i++) expect(await xcache(`${edge}/contact-us`)).toBe("MISS");
    for (let i = 0; i < 3; i++) expect(await xcache(`${edge}/api/blogs`, { headers: { authorization: `Bearer ${admin}` } })).toBe("MISS");
  });

  it("shows a published edit through the edge within 2 s", async () => {
    const created = await s.api("/api/blogs", {
      method: "POST",
      token: admin,
      json: { title: "Edge before", excerpt: "edge-two", content: "<p>x</p>", date: "2026-01-14T18:30:00.000Z", status: "published" },
    });
    const { data } = (await created.json()) as { data: { id: string; updatedAt: string } };
    expect(await (await fetch(`${edge}/blog/edge-two`)).text()).toBe("<h1>Edge before</h1>");
    expect(await xcache(`${edge}/blog/edge-two`)).toBe("HIT");
    const saved = Date.now();
    const put = await s.api(`/api/blogs/${data.id}`, {
      method: "PUT",
      token: admin,
      json: { title: "Edge after", excerpt: "edge-two", content: "<p>x</p>", date: "2026-01-14T18:30:00.000Z", status: "published", updatedAt: data.updatedAt },
    });
    expect(put.status).toBe(200);
    await vi.waitFor(async () => expect(await (await fetch(`${edge}/blog/edge-two`)).text()).toBe("<h1>Edge after</h1>"), { timeout: 2000, interval: 50 });
    expect(Date.now() - saved).toBeLessThan(2000);
  });
});
