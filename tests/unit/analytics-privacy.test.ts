// The privacy policy says what the site's own statistics count, and that they use no cookie or identifier.
import { describe, expect, it } from "vitest";
import { legalText } from "../fixtures/seed-pages";
import { site } from "../../src/shared/site";
import { pageViewOf } from "../../src/server/http/page-views";
import type { IncomingMessage } from "node:http";

describe("visit statistics", () => {
  it("are described in the privacy policy", () => {
    // The policy is built with the firm's stored details; the seed stands in for them here.
    const section = legalText("/privacy-policy", site).sections.find((s) => s.heading === "Visit Statistics Without Cookies");
    const text = section?.paragraphs?.join(" ") ?? "";
    for (const words of ["page views", "no cookie", "IP address", "utm_source", "WhatsApp", "session storage"]) expect(text).toContain(words);
  });

  it("keep nothing of the person from a request", () => {
    const req = {
      method: "GET",
      url: "/llp/?utm_source=google&utm_medium=cpc&utm_campaign=x&gclid=abc",
      headers: {
        "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
        referer: "https://www.google.com/search?q=secret",
        host: "example.in",
        cookie: "a=b",
      },
      socket: { remoteAddress: "203.0.113.9" },
    } as unknown as IncomingMessage;
    expect(pageViewOf(req)).toEqual({ path: "/llp", referrerHost: "www.google.com", utm: { source: "google", medium: "cpc", campaign: "x" } });
    expect(pageViewOf({ ...req, url: "/llp.data?_routes=routes%2Fllp", headers: { ...req.headers } } as IncomingMessage)).toEqual({ path: "/llp" });
    expect(pageViewOf({ ...req, headers: { ...req.headers, "user-agent": "curl/8.5.0" } } as IncomingMessage)).toBeNull();
    expect(pageViewOf({ ...req, headers: { ...req.headers, "user-agent": undefined } } as unknown as IncomingMessage)).toBeNull();
  });
});
