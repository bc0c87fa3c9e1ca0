// The production server starts with the same memory settings everywhere: the image, `npm start`
// and the scripts that measure it (scripts/lib/server-runtime.ts).
import { EventEmitter } from "node:events";
import fs from "node:fs";
import type { Server } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../scripts/lib/server-runtime";
import { releaseGarbageWhenQuiet, releaseStartupGarbage } from "../../src/server/lifecycle";

describe("server runtime settings", () => {
  it("are the Dockerfile's CMD flags and ENV", () => {
    const dockerfile = fs.readFileSync("Dockerfile", "utf8");
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd!)).toEqual(["node", ...SERVER_NODE_FLAGS, "scripts/start.mjs"]);
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value}$`, "m"));
  });

  it("are npm start's", () => {
    const start = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.start;
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs`);
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(start).toContain(`${name}=\${${name}:-${value}}`);
  });

  it("let the start-up give back its garbage once (--expose-gc), and do nothing without it", () => {
    expect(SERVER_NODE_FLAGS).toContain("--expose-gc");
    const g = globalThis as { gc?: unknown };
    const before = g.gc;
    try {
      g.gc = undefined;
      expect(releaseStartupGarbage()).toBe(false);
      const calls: unknown[] = [];
      g.gc = (options: unknown) => void calls.push(options);
      expect(releaseStartupGarbage()).toBe(true);
      expect(calls).toEqual([{ type: "major", execution: "sync", flavor: "last-resort" }]);
    } finally {
      g.gc = before;
    }
  });

  it("give back what a busy spell grew once the server is quiet, once per spell", () => {
    vi.useFakeTimers();
    try {
      const server = new EventEmitter() as unknown as Server;
      let releases = 0;
      const stop = releaseGarbageWhenQuiet(server, 1000, () => (releases++, true));
      vi.advanceTimersByTime(5000);
      expect(releases).toBe(0); // never busy
      server.emit("request");
      vi.advanceTimersByTime(1000); // the spell is seen
      server.emit("request");
      vi.advanceTimersByTime(1000); // still busy
      expect(releases).toBe(0);
      vi.advanceTimersByTime(1000); // a quiet second
      expect(releases).toBe(1);
      vi.advanceTimersByTime(5000);
      expect(releases).toBe(1);
      stop();
      server.emit("request");
      vi.advanceTimersByTime(5000);
      expect(releases).toBe(1);
      expect((server as unknown as EventEmitter).listenerCount("request")).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
