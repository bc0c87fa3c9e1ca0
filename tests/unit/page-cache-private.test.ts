// Issue 15: a preview link's page is never kept by the page cache: its path is not cacheable, and a
// response that says private or no-store is not stored whatever its path (belt and braces for an opt-in cache).
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache, isCacheablePath } from "../../src/server/http/page-cache";

describe("page cache and private pages", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  it("never treats a preview link's path as cacheable", () => {
    expect(isCacheablePath("/blog/preview/abc.def.ghi")).toBe(false);
    expect(isCacheablePath("/blog/preview/abc.def.ghi.data")).toBe(false);
    expect(isCacheablePath("/blog/some-post")).toBe(true);
  });

  it("does not store a response that says private or no-store", async () => {
    const cache = createPageCache({ ttlMs: 60_000, nonceOf: () => "" });
    const app = express();
    app.use(cache.serve);
    app.use(cache.store);
    app.get("/{*splat}", (req, res) => {
      if (req.path === "/private") res.append("Cache-Control", "private, no-store");
      res.type("html").end(`page ${req.path}`);
    });
    const server = app.listen(0);
    await new Promise((ok) => server.once("listening", ok));
    close = () => server.close();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/private`);
      expect(await res.text()).toBe("page /private");
      expect(res.headers.get("x-page-cache")).not.toBe("hit");
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.size).toBe(0);
    // A public page next to it is stored (so the test above can fail).
    await (await fetch(`${base}/public`)).text();
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.size).toBe(1);
  });
});
