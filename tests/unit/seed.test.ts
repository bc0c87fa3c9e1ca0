// Seed content as files (docs/decisions/014-seed-content-as-files.md): every file of
// src/server/storage/seed/ parses and passes its service's schema, its references resolve, and a fresh
// DATA_DIR is seeded through the services (a rule they enforce stops a bad entry), once.
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { boot } from "../../src/server/boot";
import { loadConfig } from "../../src/server/config";
import type { Services } from "../../src/server/services";
import { sanitizeRichText } from "../../src/server/services/sanitize";
import { STAFF, VISITOR } from "../../src/server/services/visibility";
import { readSeedContent, readSeedPackages, SEED_DIR } from "../../src/server/storage/seed-files";
import { relativeDates, seedDemoContent } from "../../src/server/storage/seed";
import { DSC_TOKENS_PER_INCORPORATION } from "../../src/shared/constants";
import { articleInputSchema } from "../../src/shared/schemas/article";
import { blogInputSchema } from "../../src/shared/schemas/blog";
import { offerInputSchema } from "../../src/shared/schemas/offer";
import { packageInputSchema } from "../../src/shared/schemas/package";
import { sidebarLinkInputSchema } from "../../src/shared/schemas/sidebar-link";
import { termInputSchema } from "../../src/shared/schemas/taxonomy";
import { keywordList } from "../../src/shared/sitemap";
import { slugify } from "../../src/shared/slug";
import { testLogger } from "../fixtures/log";
import { tempDir } from "../fixtures/temp";

const seed = await readSeedContent();

/** Expects every entry to pass the schema; a failure names the entry and the field. */
function expectAllValid(entries: unknown[], schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }) {
  const problems = entries.flatMap((e, i) => {
    const r = schema.safeParse(e);
    return r.success ? [] : [`${i}: ${r.error?.issues.map((x) => `${x.path.join(".")} ${x.message}`).join("; ")}`];
  });
  expect(problems).toEqual([]);
}

describe("the seed files", () => {
  it("hold the demo content and pass the input schemas of their services", async () => {
    expect(seed.posts).toHaveLength(16);
    expect([seed.categories.length, seed.tags.length, seed.offers.length, seed.news.length, seed.resources.length, seed.sidebarLinks.length]).toEqual([4, 34, 1, 3, 3, 4]);
    const { category: _c, ...firstPost } = seed.posts[0] ?? { excerpt: "", content: "" };
    expect(blogInputSchema.parse(firstPost)).toMatchObject({ excerpt: "private-limited-vs-llp", status: "published", featured: true });
    expectAllValid(seed.posts, blogInputSchema);
    expectAllValid([...seed.categories, ...seed.tags], termInputSchema);
    // Offers' dates are relative to the seeding: valid once turned into dates, and current.
    expectAllValid(
      seed.offers.map((o) => relativeDates(o)),
      offerInputSchema,
    );
    for (const o of seed.offers.map((x) => offerInputSchema.parse(relativeDates(x)))) {
      expect(Date.parse(o.date)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(o.validUntil)).toBeGreaterThan(Date.now());
    }
    expectAllValid([...seed.news, ...seed.resources], articleInputSchema);
    expectAllValid(seed.sidebarLinks, sidebarLinkInputSchema);
    expectAllValid(await readSeedPackages(), packageInputSchema);
  });

  it("have bodies the sanitiser keeps, and no duplicate slugs", () => {
    const bodies = [...seed.posts.map((p) => p.content), ...[...seed.news, ...seed.resources].map((a) => String(a.body))].filter(Boolean);
    expect(bodies).toHaveLength(16 + 2 + 3);
    // The sanitiser keeps every tag, attribute and character; it only writes quotes in text as entities.
    for (const html of bodies) expect(sanitizeRichText(html).replaceAll("&#39;", "'").replaceAll("&quot;", '"')).toBe(html);
    for (const list of [seed.posts.map((p) => p.excerpt), seed.categories.map((c) => c.slug), seed.tags.map((t) => t.slug)]) expect(new Set(list).size).toBe(list.length);
  });

  it("name only categories, tags and images that exist, and every image is used", () => {
    const categories = new Set(seed.categories.map((c) => c.slug));
    const tags = new Set(seed.tags.map((t) => t.slug));
    for (const p of seed.posts) {
      expect(categories, p.excerpt).toContain(p.category);
      for (const k of keywordList(p.keywords)) expect(tags, `${p.excerpt}: ${k}`).toContain(slugify(k));
    }
    const used = [...seed.posts.map((p) => p.image), ...seed.offers.map((o) => o.bannerImage)].filter((ref): ref is string => typeof ref === "string" && ref !== "");
    expect(used.map((ref) => ref.replace(/^\/uploads\//, "")).sort()).toEqual(seed.images.map((i) => i.file).sort());
    for (const i of seed.images) expect(i.accent).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("give the packages the DSC token count the terms and package pages state", async () => {
    const dsc = (await readSeedPackages()).flatMap((p) => p.features).filter((f) => /digital signature certificates/i.test(f) && /^\d/.test(f));
    expect(dsc).toHaveLength(3);
    for (const f of dsc) expect(f.startsWith(`${DSC_TOKENS_PER_INCORPORATION} Class 3`)).toBe(true);
  });
});

describe("seeding a fresh DATA_DIR", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  const started: Services[] = [];
  const start = async (demo: boolean) => {
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: path.join(dir, "data"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      BACKUP_DIR: path.join(dir, "backups"),
      DEMO_CONTENT: String(demo),
      LOG_LEVEL: "silent",
      ADMIN_EMAIL: "admin@test.local",
      ADMIN_PASSWORD: "admin-password-1",
    });
    const services = await boot(config, testLogger());
    started.push(services);
    return services;
  };
  const stop = async () => {
    for (const s of started.splice(0)) await s.storage.close();
  };

  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(async () => {
    await stop();
    await cleanup();
  });

  it("stores the files' content through the services, with its images, once", async () => {
    const s = await start(true);
    expect(s.blogs.list(STAFF)).toHaveLength(16);
    expect(
      s.blogs
        .list(VISITOR)
        .map((b) => b.excerpt)
        .sort(),
    ).toEqual(
      seed.posts
        .filter((p) => p.status === "published")
        .map((p) => p.excerpt)
        .sort(),
    );
    expect(s.blogs.list(VISITOR)).toHaveLength(15);
    const post = s.blogs.getByExcerpt(VISITOR, "private-limited-vs-llp");
    expect(post).toMatchObject({ date: "2026-03-04T00:00:00.000Z", image: "/uploads/seed-private-limited-vs-llp.png", status: "published", featured: true });
    expect(post.content).toBe(sanitizeRichText(seed.posts[0]?.content ?? ""));
    expect(s.blogs.item(post)).toMatchObject({
      category: { slug: "company-registration" },
      tags: [{ slug: "company-registration" }, { slug: "llp" }, { slug: "private-limited" }, { slug: "startup" }],
    });
    expect([s.categories.list(STAFF).length, s.tags.list(STAFF).length]).toEqual([4, 34]);
    expect(s.offers.list(VISITOR).map((o) => o.mainHeading)).toEqual(["Diwali Business Launch Offer"]);
    expect([s.news.list(STAFF).length, s.resources.list(STAFF).length]).toEqual([3, 3]);
    expect(s.sidebarLinks.listPublic().map((l) => [l.order, l.url])).toEqual(seed.sidebarLinks.map((l, i) => [i, l.url]));
    // The checklist is the cases' template, not the public pages'.
    expect(s.packages.listPublic()).toEqual((await readSeedPackages()).map(({ order: _o, status: _s, checklist: _c, ...p }) => p));
    const uploads = await fs.readdir(path.join(dir, "uploads"));
    for (const i of seed.images) expect(uploads).toContain(i.file);

    // A second start finds content and seeds nothing: a deleted post stays deleted.
    await s.blogs.remove(post.id);
    await stop();
    const again = await start(true);
    expect(again.blogs.list(STAFF)).toHaveLength(15);
    expect(await seedDemoContent(again, path.join(dir, "uploads"))).toBe(false);
  });

  it("seeds only the firm's packages and details when DEMO_CONTENT is off", async () => {
    const s = await start(false);
    expect(s.blogs.list(STAFF)).toEqual([]);
    expect(s.sidebarLinks.list()).toEqual([]);
    expect(s.packages.list(STAFF)).toHaveLength(6);
    expect(s.settings.firm().name).toBe("Company Registration Delhi");
  });

  it("refuses an entry that breaks a service rule, like staff input", async () => {
    const s = await start(false);
    const seedDir = path.join(dir, "seed");
    await fs.cp(SEED_DIR, seedDir, { recursive: true });
    const posts = JSON.parse(await fs.readFile(path.join(seedDir, "posts.json"), "utf8")) as Record<string, unknown>[];
    posts.splice(1, 0, { ...posts[0], title: "Same excerpt again" });
    await fs.writeFile(path.join(seedDir, "posts.json"), JSON.stringify(posts));
    await fs.writeFile(path.join(seedDir, "images.json"), "[]"); // nothing to draw: the test is about the post
    await expect(seedDemoContent(s, path.join(dir, "uploads"), seedDir)).rejects.toMatchObject({ status: 409 });
  });
});
