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
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
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
});
