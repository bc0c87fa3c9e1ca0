// The bot test runs once per distinct User-Agent, remembered with a bound.
import { isbot } from "isbot";
import { describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { isBotAgent, pageViewOf, rememberedAgents } from "../../src/server/http/page-views";

describe("isBotAgent", () => {
  it("answers as isbot does, for browsers and bots, from memory the second time", () => {
    const agents = [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "curl/8.5.0",
    ];
    for (const ua of agents) {
      expect(isBotAgent(ua)).toBe(isbot(ua));
      expect(isBotAgent(ua)).toBe(isbot(ua));
    }
  });

  it("stays bounded under unique strings and does not remember very long ones", () => {
    for (let i = 0; i < 5000; i++) isBotAgent(`Mozilla/5.0 unique-${i}`);
    expect(rememberedAgents()).toBeLessThanOrEqual(1000);
    const before = rememberedAgents();
    isBotAgent(`Mozilla/5.0 ${"x".repeat(600)}`);
    expect(rememberedAgents()).toBe(before);
  });
});

describe("pageViewOf's remembered paths", () => {
  const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
  const viewOf = (url: string, headers: Record<string, string> = {}) =>
    pageViewOf({ method: "GET", url, headers: { "user-agent": phone, ...headers } } as unknown as IncomingMessage);

  it("gives the same counted path the first time and from memory, private paths and bad escapes none", () => {
    for (let round = 0; round < 2; round++) {
      expect(viewOf("/Blog/My%2DPost/?utm_source=x")).toMatchObject({ path: "/blog/my-post", utm: { source: "x" } });
      expect(viewOf("/%61dmin/users")).toBeNull();
      expect(viewOf("/bad%E0%A4%A")).toBeNull();
      expect(viewOf("/about", { "sec-purpose": "prefetch;prerender" })).toBeNull();
      expect(viewOf("/about", { purpose: "other" })).toEqual({ path: "/about" });
    }
  });

  it("stays bounded under unique paths", () => {
    for (let i = 0; i < 5000; i++) expect(viewOf(`/p-${i}`)).toEqual({ path: `/p-${i}` });
    expect(viewOf("/p-1")).toEqual({ path: "/p-1" });
  });
});
