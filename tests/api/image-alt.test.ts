// Posts carry an optional imageAlt; the sanitiser keeps the alt of images in the content.
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importLegacyDataDir, openStorage } from "../../src/server/storage";
import type { Blog } from "../../src/shared/schemas/blog";
import { useStaffServer } from "../fixtures/server";
import { tempDir } from "../fixtures/temp";
import { testLogger } from "../fixtures/log";
import { defined } from "../fixtures/defined";

describe("imageAlt and alt text", () => {
  const t = useStaffServer();
  const body = (overrides: Record<string, unknown> = {}) => ({
    title: "Alt",
    excerpt: `alt-${Math.random().toString(36).slice(2)}`,
    content: "<p>x</p>",
    date: "2026-01-15T00:00:00Z",
    status: "published",
    ...overrides,
  });

  it("stores imageAlt trimmed, answers it everywhere, defaults to empty, and refuses one over 300 characters", async () => {
    const res = await t.s.api("/api/blogs", { method: "POST", token: t.editor, json: body({ image: "/uploads/a.png", imageAlt: "  A signed form  " }) });
    const { data } = (await res.json()) as { data: Blog };
    expect(data.imageAlt).toBe("A signed form");
    const list = (await (await t.s.api("/api/blogs")).json()) as { data: Blog[] };
    expect(list.data.find((b) => b.id === data.id)?.imageAlt).toBe("A signed form");
    const without = ((await (await t.s.api("/api/blogs", { method: "POST", token: t.editor, json: body() })).json()) as { data: Blog }).data;
    expect(without.imageAlt).toBe("");
    const long = await t.s.api("/api/blogs", { method: "POST", token: t.editor, json: body({ imageAlt: "x".repeat(301) }) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toMatch(/^Image alt /);
  });

  it("keeps the alt of images in the content when saving", async () => {
    const res = await t.s.api("/api/blogs", {
      method: "POST",
      token: t.editor,
      json: body({ content: '<p><img src="https://example.com/a.png" alt="Tax calendar" onerror="x()"></p>' }),
    });
    const { data } = (await res.json()) as { data: Blog };
    expect(data.content).toBe('<p><img src="https://example.com/a.png" alt="Tax calendar"></p>');
  });

  it("reads posts stored before imageAlt with an empty one", async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const old = {
        ...body(),
        image: "",
        featured: false,
        metaTitle: "",
        metaDescription: "",
        keywords: "",
        canonicalUrl: "",
        socialImage: "",
        id: "old",
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-01T00:00:00.000Z",
      };
      await fs.writeFile(path.join(dir, "blogs.json"), JSON.stringify([old]));
      await importLegacyDataDir(dir, { log: testLogger() });
      const storage = await openStorage(dir, { log: testLogger() });
      expect(defined(storage.posts.find()[0]).imageAlt).toBe("");
      await storage.close();
    } finally {
      await cleanup();
    }
  });
});
