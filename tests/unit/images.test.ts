import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backfillVariants, IMAGE_CONCURRENCY, withImageSlot } from "../../src/server/services/images";
import { webpSrcSet } from "../../src/shared/images";
import { tempDir } from "../fixtures/temp";

describe("responsive image variants", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  it("writes WebP variants at each width, never enlarging", async () => {
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#336699" } })
      .png()
      .toFile(path.join(dir, "photo.png"));
    expect(await backfillVariants(dir)).toBe(1);
    const files = (await fs.readdir(dir)).sort();
    expect(files).toEqual(["photo-1200w.webp", "photo-480w.webp", "photo-800w.webp", "photo.png"]);
    expect((await sharp(path.join(dir, "photo-480w.webp")).metadata()).width).toBe(480);
    expect((await sharp(path.join(dir, "photo-1200w.webp")).metadata()).width).toBe(1000);
  });

  it("builds a srcset only for uploaded PNG/JPEG images", () => {
    expect(webpSrcSet("/uploads/abc-1.png")).toBe("/uploads/abc-1-480w.webp 480w, /uploads/abc-1-800w.webp 800w, /uploads/abc-1-1200w.webp 1200w");
    expect(webpSrcSet("https://example.com/a.png")).toBeUndefined();
    expect(webpSrcSet("/uploads/../x.png")).toBeUndefined();
    expect(webpSrcSet("")).toBeUndefined();
  });
});

describe("withImageSlot", () => {
  it("runs at most IMAGE_CONCURRENCY image tasks at once, the others in order, and frees a slot on failure", async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number, fail = false) =>
      withImageSlot(async () => {
        running++;
        most = Math.max(most, running);
        // One turn of the event loop: every task that got a slot starts before any of them ends.
        await new Promise((r) => setImmediate(r));
        running--;
        order.push(n);
        if (fail) throw new Error(`task ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([task(1, true), task(2), task(3), task(4, true), task(5), task(6)]);
    expect(most).toBe(IMAGE_CONCURRENCY);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(order).toHaveLength(6);
    expect(await withImageSlot(async () => "still free")).toBe("still free");
  });
});
