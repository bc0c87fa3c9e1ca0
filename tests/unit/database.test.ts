// The database of DATA_DIR: migrations, transactions, and the import of a DATA_DIR of the format
// before it (tests/fixtures/legacy-data: lowdb files and journals with every collection filled, made by
// that version's code).
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStorage } from "../../src/server/storage";
import { CorruptFileError } from "../../src/server/storage/json-file";
import { MIGRATIONS, NewerSchemaError, SCHEMA_VERSION, schemaVersion } from "../../src/server/storage/migrations";
import { tempDir } from "../fixtures/temp";
import { testLogger } from "../fixtures/log";
import { defined } from "../fixtures/defined";

const FIXTURE = path.resolve("tests/fixtures/legacy-data");
const counts = JSON.parse(await fs.readFile(path.resolve("tests/fixtures/legacy-data.counts.json"), "utf8")) as Record<string, number>;

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

  it("nests transactions as savepoints: an inner failure caught by the outer one undoes only the inner writes", async () => {
    const s = await openStorage(dir, { log: testLogger() });
    const term = (id: string) => ({ id, name: id, slug: id, description: "", createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" });
    s.transaction(() => {
      s.tags.insert(term("outer"));
      expect(() =>
        s.transaction(() => {
          s.tags.insert(term("inner"));
          throw new Error("inner rule");
        }),
      ).toThrow("inner rule");
    });
    expect(s.tags.all().map((t) => t.id)).toEqual(["outer"]);
    expect((await openStorage(dir, { log: testLogger() })).tags.all().map((t) => t.id)).toEqual(["outer"]);
  });

  it("imports a DATA_DIR of the old format: every record, counts compared, old files moved to migrated-<date>/", async () => {
    await fs.cp(FIXTURE, dir, { recursive: true });
    const before = (await fs.readdir(dir)).sort();
    const s = await openStorage(dir, { log: testLogger() });
    const got: Record<string, number> = {};
    for (const key of Object.keys(counts)) {
      const v = (s as unknown as Record<string, { all?: () => unknown[]; size?: number }>)[key];
      got[key] = v?.all ? v.all().length : Number(v?.size);
    }
    expect(got).toEqual(counts);
    // Changes and removals of the journals were folded in.
    const contacted = defined(await s.enquiries.get("00000000-0000-4000-8000-000000000003"));
    expect(contacted.status).toBe("contacted");
    expect(contacted.notes.map((n) => n.text)).toEqual(["Called back"]);
    expect(await s.enquiries.get("00000000-0000-4000-8000-000000000029")).toBeUndefined();
    expect([...s.blogs.each()].find((b) => b.title === "Renamed twice")).toBeDefined();
    await s.close();

    const migrated = `migrated-${new Date().toISOString().slice(0, 10)}`;
    expect((await fs.readdir(dir)).sort()).toEqual(expect.arrayContaining(["site.db", migrated]));
    expect((await fs.readdir(path.join(dir, migrated))).sort()).toEqual(before);
    // A second start opens the database; nothing is imported twice.
    const again = await openStorage(dir, { log: testLogger() });
    expect([again.blogs.size, again.enquiries.size]).toEqual([counts.blogs, counts.enquiries]);
  });

  it("refuses to import a record it cannot read, naming the file and the line, and changes nothing", async () => {
    await fs.cp(FIXTURE, dir, { recursive: true });
    const segment = path.join(dir, "enquiries", "2026-11.jsonl");
    const lines = (await fs.readFile(segment, "utf8")).split("\n");
    lines[4] = lines[4]!.replace(/"email":"[^"]*"/, '"email":42');
    await fs.writeFile(segment, lines.join("\n"));
    const before = (await fs.readdir(dir)).sort();
    const err = await openStorage(dir, { log: testLogger() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CorruptFileError);
    expect((err as Error).message).toContain(segment);
    expect((err as Error).message).toContain("line 5: email");
    expect((await fs.readdir(dir)).sort()).toEqual(before);
  });

  it("leaves out the unfinished last line of the newest journal segment (a write never acknowledged)", async () => {
    await fs.cp(FIXTURE, dir, { recursive: true });
    await fs.appendFile(path.join(dir, "activity", "2026-11.jsonl"), '{"op":"add","rec":{"id":"torn"');
    const s = await openStorage(dir, { log: testLogger() });
    expect(s.activity.size).toBe(counts.activity);
  });
});
