// What a client sends does not decide how large its access-log line is: long paths, query strings and
// User-Agents are cut, marked as cut, in the request logger's lines and the page cache's hit lines alike.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, hitLog, LOG_PATH_MAX, LOG_QUERY_MAX, LOG_TRUNCATED, LOG_USER_AGENT_MAX, logUrl } from "../../src/server/log";
import { captureLog } from "../fixtures/log";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";

// Node refuses a request head over 16 KB itself (431): these fit.
const LONG_PATH = `/missing/${"p".repeat(3_000)}`;
const LONG_QUERY = `q=${"x".repeat(10_000)}`;
/** Well above what any line carries once bounded, well below a line carrying what the client sent. */
const LINE_MAX = 2_000;

describe("the access log's lines are bounded", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it("cuts the path, the query string and the User-Agent of a request line, and says so", async () => {
    const { log, lines } = captureLog();
    const pages = await servePages(s.services, async () => new Response("<p>404</p>", { status: 404, headers: { "Content-Type": "text/html" } }), { logger: log });
    try {
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${pages.base}${LONG_PATH}?${LONG_QUERY}&token=secret${i}`, { headers: { "user-agent": `Bot/${"u".repeat(2_000)}` } });
        await res.arrayBuffer();
      }
    } finally {
      await pages.close();
    }
    const requests = lines.filter((l) => l.msg === "request completed");
    expect(requests).toHaveLength(20);
    for (const line of requests) {
      expect(JSON.stringify(line).length).toBeLessThan(LINE_MAX);
      const req = line.req as { url: string; userAgent: string };
      expect(req.url.startsWith(`${LONG_PATH.slice(0, LOG_PATH_MAX)}${LOG_TRUNCATED}?q=xxx`)).toBe(true);
      expect(req.url.endsWith(LOG_TRUNCATED)).toBe(true);
      expect(req.userAgent).toBe(`Bot/${"u".repeat(LOG_USER_AGENT_MAX - 4)}${LOG_TRUNCATED}`);
    }
    expect(JSON.stringify(lines)).not.toContain("secret1");
  });

  it("cuts a page-cache hit's target the same way", () => {
    const written: string[] = [];
    const logger = createLogger("info", { write: (batch: string) => void written.push(...batch.trimEnd().split("\n")) });
    const hits = hitLog(logger);
    hits.hit("GET", `/blog/${"a".repeat(3_000)}?fbclid=${"b".repeat(10_000)}`, 200);
    hits.flush();
    expect(written).toHaveLength(1);
    expect(written[0]!.length).toBeLessThan(LINE_MAX);
    const url = (JSON.parse(written[0]!) as { req: { url: string } }).req.url;
    expect(url).toBe(`/blog/${"a".repeat(LOG_PATH_MAX - 6)}${LOG_TRUNCATED}?fbclid=${"b".repeat(LOG_QUERY_MAX - 7)}${LOG_TRUNCATED}`);
  });

  it("keeps short targets as they are, secrets redacted", () => {
    expect(logUrl("/blog/post?utm_source=x")).toBe("/blog/post?utm_source=x");
    expect(logUrl("/api/reminders/confirm?token=abc")).toBe("/api/reminders/confirm?token=[redacted]");
  });
});
