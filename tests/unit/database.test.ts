// The database of DATA_DIR: migrations and transactions. The import of a DATA_DIR of the format before it is
// tested with its command (tests/api/import-legacy.test.ts).
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStorage } from "../../src/server/storage";
import { Database, STATEMENT_CACHE } from "../../src/server/storage/db";
import { backfillSidebarLinks, MIGRATIONS, NewerSchemaError, SCHEMA_VERSION, schemaVersion } from "../../src/server/storage/migrations";
import { tempDir } from "../fixtures/temp";
import { testLogger } from "../fixtures/log";
import { defined } from "../fixtures/defined";

describe("the database", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  it("runs the numbered migrations once, and refuses a database of a newer version", async () => {
    const s = await openStorage(dir, { log: testLogger() });
    expect(schemaVersion(s.db)).toBe(SCHEMA_VERSION);
    // Numbered in order, each once (branches worked on together take numbers ahead, so one may be missing until they meet).
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions[0]).toBe(1);
    expect(versions.every((v, i) => i === 0 || v > versions[i - 1]!)).toBe(true);
    const tables = s.db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map((r) => r.name);
    expect(tables).toEqual(expect.arrayContaining(["enquiries", "activity", "revisions", "page_views", "posts", "post_tags", "sidebar_links", "login_attempts"]));
    expect(s.db.get<{ journal_mode: string }>("PRAGMA journal_mode")?.journal_mode).toBe("wal");
    expect(s.db.get<{ synchronous: number }>("PRAGMA synchronous")?.synchronous).toBe(2); // FULL
    expect(s.db.get<{ auto_vacuum: number }>("PRAGMA auto_vacuum")?.auto_vacuum).toBe(2); // INCREMENTAL
    expect(s.db.get<{ foreign_keys: number }>("PRAGMA foreign_keys")?.foreign_keys).toBe(1);
    s.db.raw.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    await s.close();
    await expect(openStorage(dir, { log: testLogger() })).rejects.toBeInstanceOf(NewerSchemaError);
  });

  it("keeps at most STATEMENT_CACHE prepared statements, the most recently used", async () => {
    const db = new Database(path.join(dir, "site.db"), testLogger());
    try {
      const first = db.prepare("SELECT 1 AS n");
      for (let i = 0; i < STATEMENT_CACHE * 3; i++) {
        expect(db.get<{ n: number }>(`SELECT ${i} AS n`)?.n).toBe(i);
        db.prepare("SELECT 1 AS n"); // used again and again: stays
      }
      expect(db.cachedStatements).toBe(STATEMENT_CACHE);
      expect(db.prepare("SELECT 1 AS n")).toBe(first);
      expect(db.prepare("SELECT 0 AS n")).not.toBe(undefined);
    } finally {
      db.close();
    }
  });

  it("nests transactions as savepoints: an inner failure caught by the outer one undoes only the inner writes", async () => {
    const s = await openStorage(dir, { log: testLogger() });
    const term = (id: string) => ({ id, name: id, slug: id, description: "", createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" });
    s.transaction(() => {
      s.tags.create(term("outer"));
      expect(() =>
        s.transaction(() => {
          s.tags.create(term("inner"));
          throw new Error("inner rule");
        }),
      ).toThrow("inner rule");
    });
    expect(s.tags.find().map((t) => t.id)).toEqual(["outer"]);
    expect((await openStorage(dir, { log: testLogger() })).tags.find().map((t) => t.id)).toEqual(["outer"]);
  });

  it("gives sidebar links stored before updatedAt and order both, once, in a numbered migration", async () => {
    // A database as the version before that migration left it (the later migrations run after it, as on an upgrade).
    const version = defined(
      MIGRATIONS.find((m) => m.run === backfillSidebarLinks),
      "the sidebar links' migration",
    ).version;
    const s = new Database(path.join(dir, "site.db"), testLogger());
    s.transaction(() => {
      for (const m of MIGRATIONS.filter((x) => x.version < version)) {
        if (m.sql) s.raw.exec(m.sql);
        m.run?.(s);
      }
      s.raw.exec(`PRAGMA user_version = ${version - 1}`);
      s.raw.exec("CREATE TABLE sidebar_links (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)");
      for (const [i, data] of [
        { _id: "b", text: "B", url: "https://b.example" },
        { _id: "a", text: "A", url: "https://a.example", order: 5, updatedAt: "2026-01-01T00:00:00.000Z" },
      ].entries())
        s.run("INSERT INTO sidebar_links (id, position, data) VALUES (?, ?, ?)", data._id, i, JSON.stringify(data));
    });
    s.close();
    const again = await openStorage(dir, { log: testLogger() });
    expect(schemaVersion(again.db)).toBe(SCHEMA_VERSION);
    const [b, a] = again.sidebarLinks.find();
    expect(defined(b).updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(defined(b).order).toBe(0);
    expect(a).toMatchObject({ order: 5, updatedAt: "2026-01-01T00:00:00.000Z" });
    await again.close();
  });
  it("moves the media library's list into a table read by query with the hash column and its index (migration 15), keeping every record", async () => {
    const s = new Database(path.join(dir, "site.db"), testLogger());
    s.transaction(() => {
      for (const m of MIGRATIONS.filter((x) => x.version < 15)) {
        if (m.sql) s.raw.exec(m.sql);
        m.run?.(s);
      }
      s.raw.exec(`PRAGMA user_version = ${MIGRATIONS.filter((x) => x.version < 15).at(-1)!.version}`);
      s.raw.exec("CREATE TABLE media (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)");
      for (const [i, data] of [
        { name: "0b9e2c1d-aaaa-4bbb-8ccc-111111111111.png", alt: "Founders at the MCA office", width: 40, height: 30, bytes: 900, uploadedAt: "2025-03-01T10:00:00.000Z" },
        { name: "older.jpg", alt: "", width: 10, height: 10, bytes: 300, uploadedAt: "2024-12-31T09:00:00.000Z", uploadedBy: { name: "Asha", email: "asha@test.local" } },
      ].entries())
        s.run("INSERT INTO media (id, position, data) VALUES (?, ?, ?)", data.name, i, JSON.stringify(data));
    });
    s.close();
    const again = await openStorage(dir, { log: testLogger() });
    expect(schemaVersion(again.db)).toBe(SCHEMA_VERSION);
    const columns = again.db.all<{ name: string }>("SELECT name FROM pragma_table_info('media')").map((c) => c.name);
    expect(columns).toEqual(expect.arrayContaining(["seq", "id", "sha256", "uploaded_at", "search", "data"]));
    expect(again.db.all<{ name: string }>("SELECT name FROM pragma_index_list('media')").map((i) => i.name)).toContain("media_sha256");
    expect(again.media.find({ sort: ["-uploaded_at", "id"] }).map((m) => [m.name, m.alt, m.sha256])).toEqual([
      ["0b9e2c1d-aaaa-4bbb-8ccc-111111111111.png", "Founders at the MCA office", undefined],
      ["older.jpg", "", undefined],
    ]);
    // The search column was made from each record (name and alt text, in lower case).
    expect(again.media.keys({ where: { search: { contains: "mca office" } } })).toEqual(["0b9e2c1d-aaaa-4bbb-8ccc-111111111111.png"]);
    expect(again.media.count({ sha256: null })).toBe(2);
    await again.close();
  });
});
