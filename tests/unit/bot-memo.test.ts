// Issue 35: the bot test runs once per distinct User-Agent, remembered with a bound.
import { isbot } from "isbot";
import { describe, expect, it } from "vitest";
import { isBotAgent, rememberedAgents } from "../../src/server/http/page-views";

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
