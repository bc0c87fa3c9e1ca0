import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache, isCacheablePath } from "../../src/server/http/page-cache";

describe("page cache", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(clock = { t: 0 }) {
    let renders = 0;
    let nonceSeq = 0;
    const cache = createPageCache({ ttlMs: 1000, nonceOf: (res) => res.locals.nonce, now: () => clock.t });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.nonce = `nonce${++nonceSeq}`;
      next();
    });
    app.use(cache.middleware);
    app.get("/{*splat}", (req, res) => {
      renders++;
      if (req.path === "/missing") return void res.status(404).send("no");
      res.type("html");
      res.write(`<script nonce="${res.locals.nonce}">`);
      res.end(`render ${renders}</script>`);
    });
    const server = app.listen(0);
    await new Promise((ok) => server.once("listening", ok));
    close = () => server.close();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, cache, clock, renders: () => renders };
  }

  it("renders once, then serves the stored page with the fresh nonce", async () => {
    const s = await serve();
    const first = await fetch(`${s.base}/blog`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(await first.text()).toBe('<script nonce="nonce1">render 1</script>');
    const second = await fetch(`${s.base}/blog`);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe('<script nonce="nonce2">render 1</script>');
    expect(s.renders()).toBe(1);
  });

  it("answers 304 to a matching If-None-Match, whatever the nonce", async () => {
    const s = await serve();
    await fetch(`${s.base}/`);
    const etag = (await fetch(`${s.base}/`)).headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    const res = await fetch(`${s.base}/`, { headers: { "if-none-match": etag } });
    expect(res.status).toBe(304);
  });

  it("is cleared on demand (content writes) and expires after its lifetime", async () => {
    const s = await serve();
    await fetch(`${s.base}/a`);
    s.cache.clear();
    await fetch(`${s.base}/a`);
    expect(s.renders()).toBe(2);
    s.clock.t += 1001;
    await fetch(`${s.base}/a`);
    expect(s.renders()).toBe(3);
  });

  it("does not store errors, admin, API or authorised requests", async () => {
    const s = await serve();
    await fetch(`${s.base}/missing`);
    await fetch(`${s.base}/missing`);
    await fetch(`${s.base}/admin/blog`);
    await fetch(`${s.base}/admin/blog`);
    await fetch(`${s.base}/p`, { headers: { authorization: "Bearer x" } });
    await fetch(`${s.base}/p`, { headers: { authorization: "Bearer x" } });
    expect(s.renders()).toBe(6);
    expect(s.cache.size).toBe(0);
    expect(isCacheablePath("/admin.data")).toBe(false);
    expect(isCacheablePath("/blog.data")).toBe(true);
  });
});
