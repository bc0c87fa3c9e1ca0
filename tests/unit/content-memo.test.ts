// What the renders keep between requests, and when they let go of it.
import { describe, expect, it, vi } from "vitest";
import { createContentMemo, memoiseByInput } from "../../src/server/content-memo";
import { changeEvents, SYSTEM, type EventType } from "../../src/server/services/events";
import { createChangeFeed } from "../../src/server/storage/changes";

/** The typed events of a change feed, and a committed change of `type` (as a write's commit announces it). */
function createChangeEvents() {
  const feed = createChangeFeed();
  return {
    ...changeEvents(feed),
    emit(type: EventType, actor: typeof SYSTEM, { after }: { after: object }) {
      const dot = type.indexOf(".");
      feed.publish({ resource: type.slice(0, dot), verb: type.slice(dot + 1), after, actor });
      feed.committed();
    },
  };
}

describe("the content memo (the layout's data between renders)", () => {
  it("keeps a value until a change of public content, and forgets it then", () => {
    const events = createChangeEvents();
    const memo = createContentMemo(events);
    memo.set("site-layout", { firm: "A" });
    expect(memo.get("site-layout")).toEqual({ firm: "A" });
    events.emit("settings.updated", SYSTEM, { after: { name: "B" } });
    expect(memo.get("site-layout")).toBeUndefined();
    memo.set("site-layout", { firm: "B" });
    events.emit("link.created", SYSTEM, { after: { _id: "l1", text: "New" } });
    expect(memo.get("site-layout")).toBeUndefined();
  });

  it("keeps it across sign-ins, enquiries and backups (they change no public page)", () => {
    const events = createChangeEvents();
    const memo = createContentMemo(events);
    memo.set("k", 1);
    events.emit("user.signed-in", SYSTEM, { after: { id: "u1", email: "a@b.c" } });
    events.emit("user.sign-in-failed", SYSTEM, { after: { id: "", email: "a@b.c" } });
    events.emit("enquiry.replied", SYSTEM, { after: { id: "e1", name: "Asha", status: "replied" } });
    events.emit("backup.created", SYSTEM, { after: { file: "x.db" } });
    expect(memo.get("k")).toBe(1);
  });

  it("forgets a value after ttlMs even without an event (items whose date comes, offers that end)", () => {
    let now = 1_000;
    const memo = createContentMemo(createChangeEvents(), { ttlMs: 500, now: () => now });
    memo.set("k", "v");
    now += 499;
    expect(memo.get("k")).toBe("v");
    now += 1;
    expect(memo.get("k")).toBeUndefined();
  });

  it("stops listening when stopped", () => {
    const events = createChangeEvents();
    const memo = createContentMemo(events);
    memo.stop();
    memo.set("k", 1);
    events.emit("settings.updated", SYSTEM, { after: { name: "B" } });
    expect(memo.get("k")).toBe(1);
  });
});

describe("memoiseByInput (post bodies sanitised once)", () => {
  it("computes once per input; a changed input is computed afresh", () => {
    const fn = vi.fn((s: string) => s.toUpperCase());
    const once = memoiseByInput(fn);
    expect(once("<p>a</p>")).toBe("<P>A</P>");
    expect(once("<p>a</p>")).toBe("<P>A</P>");
    expect(fn).toHaveBeenCalledTimes(1);
    expect(once("<p>b</p>")).toBe("<P>B</P>");
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("holds at most maxChars of inputs and outputs, least recently used out", () => {
    const fn = vi.fn((s: string) => s);
    const once = memoiseByInput(fn, { maxChars: 40 });
    once("a".repeat(10)); // 20 chars kept
    once("b".repeat(10)); // 40
    once("a".repeat(10)); // a is now the most recent
    once("c".repeat(10)); // 60 > 40: b goes
    expect(fn).toHaveBeenCalledTimes(3);
    once("a".repeat(10));
    once("c".repeat(10));
    expect(fn).toHaveBeenCalledTimes(3);
    once("b".repeat(10));
    expect(fn).toHaveBeenCalledTimes(4);
    // An input larger than the bound is computed every time, never kept.
    once("d".repeat(30));
    once("d".repeat(30));
    expect(fn).toHaveBeenCalledTimes(6);
  });
});
