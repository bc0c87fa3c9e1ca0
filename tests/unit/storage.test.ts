import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiskFull, StorageUnavailable } from "../../src/server/errors";
import { startupFailure } from "../../src/server/lifecycle";
import { Database } from "../../src/server/storage/db";
import { migrate } from "../../src/server/storage/migrations";
import { PostSearchIndex } from "../../src/server/storage/post-search";
import type { Blog } from "../../src/shared/schemas/blog";
import { openStorage } from "../../src/server/storage";
import { CorruptFileError, DurableJsonFile, probeWrite, removeStaleTempFiles } from "../../src/server/storage/json-file";
import type { SidebarLink } from "../../src/shared/schemas/sidebar-link";
import { tempDir } from "../fixtures/temp";
import { storedRows } from "../fixtures/db";
import { expectConsoleError } from "../setup";
import { testLogger } from "../fixtures/log";

const link = (n: number): SidebarLink => ({ _id: `id-${n}`, text: `Link ${n}`, url: `https://example.com/${n}`, order: n, updatedAt: "2026-01-01T00:00:00.000Z" });

describe("storage", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  it("starts empty and round-trips a write through a restart", async () => {
    const s1 = await openStorage(dir, { log: testLogger() });
    expect(s1.sidebarLinks.find()).toEqual([]);
    s1.sidebarLinks.create(link(1));
    const s2 = await openStorage(dir, { log: testLogger() });
    expect(s2.sidebarLinks.find()).toEqual([link(1)]);
    expect(storedRows(dir, "sidebar_links")).toEqual([link(1)]);
    expect(await fs.readdir(dir)).toContain("site.db");
  });

  it("serialises concurrent writes so none is lost", async () => {
    const s = await openStorage(dir, { log: testLogger() });
    // Requests handled at once: each write is synchronous, one transaction at a time.
    await Promise.all(Array.from({ length: 50 }, async (_, i) => (await Promise.resolve(), s.sidebarLinks.create(link(i)))));
    expect(s.sidebarLinks.count()).toBe(50);
    expect((await openStorage(dir, { log: testLogger() })).sidebarLinks.find()).toHaveLength(50);
  });

  it("leaves no temporary files behind", async () => {
    const s = await openStorage(dir, { log: testLogger() });
    s.sidebarLinks.create(link(1));
    expect((await fs.readdir(dir)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("rolls back memory when the mutation throws", async () => {
    const s = await openStorage(dir, { log: testLogger() });
    s.sidebarLinks.create(link(1));
    expect(() =>
      s.sidebarLinks.transaction(() => {
        s.sidebarLinks.create(link(2));
        throw new Error("rule broken");
      }),
    ).toThrow("rule broken");
    expect(() =>
      s.sidebarLinks.update("id-1", (l) => {
        l.text = "Changed";
        throw new Error("rule broken");
      }),
    ).toThrow("rule broken");
    expect(s.sidebarLinks.find()).toEqual([link(1)]);
  });

  it("answers StorageUnavailable and keeps the old state when the database refuses the write", async () => {
    expectConsoleError();
    const s = await openStorage(dir, { log: testLogger() });
    s.sidebarLinks.create(link(1));
    s.db.raw.exec("PRAGMA query_only = 1"); // every write now fails inside SQLite
    expect(() => s.sidebarLinks.create(link(2))).toThrow(StorageUnavailable);
    expect(() => s.sidebarLinks.create(link(3))).toThrow(StorageUnavailable);
    expect(() => s.sidebarLinks.update("id-1", { text: "Changed" })).toThrow(StorageUnavailable);
    expect(() => s.sidebarLinks.remove("id-1")).toThrow(StorageUnavailable);
    expect(s.sidebarLinks.find()).toEqual([link(1)]);
    s.db.raw.exec("PRAGMA query_only = 0");
    s.sidebarLinks.create(link(2));
    expect((await openStorage(dir, { log: testLogger() })).sidebarLinks.find()).toEqual([link(1), link(2)]);
  });

  it("a transaction over several collections is all or nothing, on disk and in memory", async () => {
    const s = await openStorage(dir, { log: testLogger() });
    s.sidebarLinks.create(link(1));
    expect(() =>
      s.transaction(() => {
        s.sidebarLinks.update("id-1", { text: "Changed" });
        s.redirects.create({ from: "a", to: "b", createdAt: "2026-01-01T00:00:00.000Z" });
        s.activity.create({ id: "x", at: "2026-01-01T00:00:00.000Z", actor: null, action: "update", target: { type: "link", id: "id-1", title: "Changed" }, ip: null });
        throw new Error("rule broken");
      }),
    ).toThrow("rule broken");
    expect(s.sidebarLinks.find()).toEqual([link(1)]);
    expect(s.redirects.find()).toEqual([]);
    expect(s.activity.count()).toBe(0);
    const again = await openStorage(dir, { log: testLogger() });
    expect([again.sidebarLinks.find(), again.redirects.find(), again.activity.count()]).toEqual([[link(1)], [], 0]);
  });

  it("writes only the rows a write changed, and keeps the order of the list", async () => {
    const s = await openStorage(dir, { log: testLogger() });
    s.transaction(() => [link(1), link(2), link(3)].forEach((l) => s.sidebarLinks.create(l)));
    let statements = 0;
    const run = s.db.run.bind(s.db);
    s.db.run = (sql, ...params) => (statements++, run(sql, ...params));
    s.sidebarLinks.update("id-2", { text: "Two" });
    expect(statements).toBe(1);
    // The list's order is the order its records were added in: an update keeps it, a new record goes last.
    s.sidebarLinks.remove("id-1");
    s.sidebarLinks.create(link(1));
    expect(s.sidebarLinks.find().map((l) => l._id)).toEqual(["id-2", "id-3", "id-1"]);
    expect((await openStorage(dir, { log: testLogger() })).sidebarLinks.find().map((l) => [l._id, l.text])).toEqual([
      ["id-2", "Two"],
      ["id-3", "Link 3"],
      ["id-1", "Link 1"],
    ]);
  });

  it("refuses to start on a database file that is not one, names it, and never writes to it", async () => {
    const file = path.join(dir, "site.db");
    const junk = Buffer.from("this is not a database file, but a text someone saved over it\n".repeat(200));
    await fs.writeFile(file, junk);
    const err = await openStorage(dir, { log: testLogger() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CorruptFileError);
    expect((err as Error).message).toContain(file);
    expect(await fs.readFile(file)).toEqual(junk);
    expect((await fs.readdir(dir)).sort()).toEqual(["site.db"]);
  });

  it("refuses to start on a damaged database (PRAGMA quick_check) and leaves it as it was", async () => {
    const s = await openStorage(dir, { log: testLogger() });
    s.transaction(() => Array.from({ length: 400 }, (_, i) => s.sidebarLinks.create({ ...link(i), text: `Link ${i} ${"x".repeat(300)}` })));
    await s.close();
    const file = path.join(dir, "site.db");
    const bytes = await fs.readFile(file);
    // Overwrite the middle pages (not the header) with garbage.
    bytes.fill(0x5a, 4096 * 3, 4096 * 6);
    await fs.writeFile(file, bytes);
    const err = await openStorage(dir, { log: testLogger() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CorruptFileError);
    expect((err as Error).message).toContain(file);
    expect(await fs.readFile(file)).toEqual(bytes);
  });
});

describe("temporary files", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());
  const temps = async () => (await fs.readdir(dir, { recursive: true })).filter((f) => f.endsWith(".tmp"));

  it("a write that fails after its temporary file exists removes it at once (here: the rename fails)", async () => {
    const file = path.join(dir, "things.json");
    await fs.mkdir(file); // a directory where the file should be: open and write work, the rename fails
    await expect(new DurableJsonFile(file).write([1, 2, 3])).rejects.toThrow();
    expect(await temps()).toEqual([]);
  });

  it("a write whose data cannot be serialised removes its temporary file too", async () => {
    await expect(new DurableJsonFile(path.join(dir, "things.json")).write({ n: 1n })).rejects.toThrow();
    expect(await temps()).toEqual([]);
  });

  it("the start-up sweep removes hidden .tmp files in DATA_DIR and its subfolders, and nothing else", async () => {
    const doomed = [path.join(dir, ".blogs.json.a1b2c3.tmp"), path.join(dir, "journal", "x", ".segment.jsonl.tmp")];
    const kept = [path.join(dir, "blogs.json"), path.join(dir, "report.tmp"), path.join(dir, ".lock")];
    await fs.mkdir(path.join(dir, "journal", "x"), { recursive: true });
    for (const f of [...doomed, ...kept]) await fs.writeFile(f, "x");
    expect((await removeStaleTempFiles(dir)).sort()).toEqual([...doomed].sort());
    for (const f of kept) await expect(fs.access(f)).resolves.toBeUndefined();
    expect(await removeStaleTempFiles(path.join(dir, "missing"))).toEqual([]);
  });

  it("the write probe answers null when the directory can be written, and the error code when not", async () => {
    expect(await probeWrite(dir)).toBeNull();
    expect(await temps()).toEqual([]);
    expect(await probeWrite(path.join(dir, "missing"))).toBe("ENOENT");
  });
});

describe("a damaged install never becomes a fresh one; the database is the owner's alone", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());
  const file = () => path.join(dir, "site.db");

  it("refuses to start on an empty (0-byte) site.db, naming it and the restore command, and leaves it empty", async () => {
    await fs.writeFile(file(), "");
    const err = await openStorage(dir, { log: testLogger() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CorruptFileError);
    expect(startupFailure(err)).toContain(file());
    expect(startupFailure(err)).toContain("npm run restore -- FILE");
    expect((await fs.stat(file())).size).toBe(0);
    expect(await fs.readdir(dir)).toEqual(["site.db"]);
  });

  it("refuses to start on a truncated site.db and leaves it as it was", async () => {
    const s = await openStorage(dir, { log: testLogger() });
    s.transaction(() => Array.from({ length: 200 }, (_, i) => s.sidebarLinks.create({ ...link(i), text: `Link ${i} ${"x".repeat(300)}` })));
    await s.close();
    const bytes = (await fs.readFile(file())).subarray(0, 4096 * 3);
    await fs.writeFile(file(), bytes);
    const err = await openStorage(dir, { log: testLogger() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CorruptFileError);
    expect(startupFailure(err)).toContain(file());
    expect(startupFailure(err)).toContain("npm run restore -- FILE");
    expect(await fs.readFile(file())).toEqual(bytes);
  });

  it("refuses to start on a site.db it cannot open for reading and writing", async () => {
    await (await openStorage(dir, { log: testLogger() })).close();
    await fs.chmod(file(), 0o000);
    // As root the mode does not stop the open: then a directory in the file's place stands for an unreadable one.
    const root = process.getuid?.() === 0;
    if (root) {
      await fs.rm(file());
      await fs.mkdir(file());
    }
    const err = await openStorage(dir, { log: testLogger() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CorruptFileError);
    expect((err as Error).message).toContain(file());
  });

  it("creates site.db and its -wal and -shm files with mode 0600, whatever the umask", async () => {
    const old = process.umask(0o022);
    try {
      const s = await openStorage(dir, { log: testLogger() });
      s.sidebarLinks.create(link(1));
      for (const name of ["site.db", "site.db-wal", "site.db-shm"]) expect(((await fs.stat(path.join(dir, name))).mode & 0o777).toString(8), name).toBe("600");
      await s.close();
      // A file left with a wider mode is narrowed at the next open.
      await fs.chmod(file(), 0o644);
      const again = await openStorage(dir, { log: testLogger() });
      expect(((await fs.stat(file())).mode & 0o777).toString(8)).toBe("600");
      await again.close();
    } finally {
      process.umask(old);
    }
  });

  it("closes into rollback-journal mode, so that the next open reads without making -wal and -shm files", async () => {
    const s = await openStorage(dir, { log: testLogger() });
    s.sidebarLinks.create(link(1));
    expect(s.db.get<{ journal_mode: string }>("PRAGMA journal_mode")?.journal_mode).toBe("wal");
    await s.close();
    expect(await fs.readdir(dir)).toEqual(["site.db"]);
    // Byte 18 of the header: 1 for a rollback journal, 2 for WAL.
    expect((await fs.readFile(file()))[18]).toBe(1);
    const again = await openStorage(dir, { log: testLogger() });
    expect(again.sidebarLinks.find()).toEqual([link(1)]);
    again.ping();
    await again.close();
  });
});

describe("the search index of a database that has posts but no index yet", () => {
  const blog = (n: number): Blog => ({
    id: `post-${n}`,
    title: `Gst filing ${n}`,
    locale: "en",
    excerpt: `post-${n}`,
    content: `<p>Words of post ${n}.</p>`,
    date: "2026-01-01",
    image: "",
    imageAlt: "",
    status: "published",
    featured: false,
    metaTitle: "",
    metaDescription: "",
    keywords: "",
    canonicalUrl: "",
    socialImage: "",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  });

  it("is filled by the first search, not at the open; while the fill does not fit, searches answer from memory", () => {
    const db = new Database(":memory:", testLogger());
    migrate(db);
    const index = new PostSearchIndex(db);
    const posts = [blog(1), blog(2)];
    index.fillLater(() => posts);
    expect(index.empty).toBe(true); // nothing written yet
    const transaction = db.transaction.bind(db);
    db.transaction = () => {
      throw new DiskFull();
    };
    expect(() => index.refresh(() => undefined)).toThrow(DiskFull);
    expect([...index.best("gst", false, Date.now()).values()].map((m) => m.doc.postId).sort()).toEqual(["post-1", "post-2"]);
    expect(index.empty).toBe(true);
    db.transaction = transaction;
    index.refresh(() => undefined);
    expect(index.empty).toBe(false);
    expect([...index.best("filing", false, Date.now()).values()].map((m) => m.doc.postId).sort()).toEqual(["post-1", "post-2"]);
  });
});
