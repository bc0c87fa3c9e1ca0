// The page cache's access log: one complete JSON line per hit, in pino's shape, handed to the
// logger's destination in batches (at HIT_BATCH_LINES lines or a second after the first line).
import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, hitLog } from "../../src/server/log";

function sink() {
  const writes: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      writes.push(String(chunk));
      done();
    },
  });
  return { stream, writes, lines: () => writes.join("").split("\n").filter(Boolean) };
}

describe("hit log", () => {
  afterEach(() => vi.useRealTimers());

  it("writes a hit as the request logger's line of a hit, query secrets and preview tokens blanked", () => {
    const out = sink();
    const logger = createLogger("info", out.stream).child({ worker: 2 });
    const log = hitLog(logger);
    log.hit("GET", "/blog/a-post", 200);
    log.hit("HEAD", "/about?token=secret&x=1", 304);
    log.hit("GET", '/blog/preview/tok3n"x', 200);
    expect(out.writes).toEqual([]);
    expect(log.pending).toBe(3);
    log.flush();
    expect(out.writes).toHaveLength(1);
    const [a, b, c] = out.lines().map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(a).toMatchObject({
      level: 30,
      pid: process.pid,
      worker: 2,
      req: { method: "GET", url: "/blog/a-post" },
      res: { statusCode: 200 },
      cache: "hit",
      msg: "request completed",
    });
    expect(typeof a!.time).toBe("number");
    expect(b).toMatchObject({ req: { method: "HEAD", url: "/about?token=[redacted]&x=1" }, res: { statusCode: 304 } });
    expect(c).toMatchObject({ req: { url: "/blog/preview/[redacted]" } });
    expect(log.pending).toBe(0);
  });

  it("is one per logger, and writes nothing when the level is above info", () => {
    const out = sink();
    const logger = createLogger("warn", out.stream);
    expect(hitLog(logger)).toBe(hitLog(logger));
    hitLog(logger).hit("GET", "/", 200);
    hitLog(logger).flush();
    expect(out.writes).toEqual([]);
  });

  it("writes a full batch at once, in one write, and the rest within a second", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const out = sink();
    const log = hitLog(createLogger("info", out.stream));
    for (let i = 0; i < 300; i++) log.hit("GET", `/p/${i}`, 200);
    expect(out.writes).toHaveLength(1);
    expect(out.lines()).toHaveLength(256);
    expect(log.pending).toBe(44);
    vi.advanceTimersByTime(999);
    expect(out.writes).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(out.writes).toHaveLength(2);
    // Complete and in order: every hit has its line.
    expect(out.lines().map((l) => (JSON.parse(l) as { req: { url: string } }).req.url)).toEqual(Array.from({ length: 300 }, (_, i) => `/p/${i}`));
  });
});
