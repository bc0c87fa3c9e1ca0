// The CDN purger sends the tags of the writes of one moment in one request, with the token, and
// retries a failed request.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCdnPurger } from "../../src/server/services/cdn-purge";
import { testLogger } from "../fixtures/log";

type Received = { auth?: string; key?: string; body: unknown };

async function purgeEndpoint(statuses: number[]) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c: Buffer) => (text += c.toString()));
    req.on("end", () => {
      received.push({ auth: req.headers.authorization, key: req.headers["surrogate-key"] as string | undefined, body: JSON.parse(text) });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((ok) => server.once("listening", ok));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`, received, close: () => server.close() };
}

describe("CDN purger", () => {
  let close = () => {};
  afterEach(() => close());

  it("sends the tags of writes close together in one request, with the Bearer token and the Surrogate-Key header", async () => {
    const end = await purgeEndpoint([]);
    close = end.close;
    const purger = createCdnPurger({ url: end.url, token: "secret", log: testLogger() });
    purger.purge(["blog-list", "posts"]);
    purger.purge(["posts", "post-1"]);
    purger.purge([]);
    await purger.settled();
    expect(end.received).toEqual([{ auth: "Bearer secret", key: "blog-list posts post-1", body: { tags: ["blog-list", "posts", "post-1"] } }]);
  });

  it("retries a failed purge until it is accepted", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const end = await purgeEndpoint([503, 500]);
      close = end.close;
      const purger = createCdnPurger({ url: end.url, log: testLogger() });
      purger.purge(["site"]);
      const done = purger.settled();
      await vi.waitFor(async () => {
        await vi.advanceTimersByTimeAsync(1000);
        expect(end.received.length).toBe(3);
      });
      await done;
      expect(end.received.every((r) => r.auth === undefined)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
