// Opens DATA_DIR/site.db (storage/db.ts), runs its migrations, and gives the services one repository per
// table (tables.ts; the interface in repository.ts) and the change feed every committed write is announced on
// (changes.ts). Nothing is written here on an existing database whose schema is current: the server can start
// and serve reads on a full disk. Seeding (demo content, the firm's first records) is boot.ts's.
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { ZodType } from "zod";
import { backupDatabase, verifyDatabase } from "./backup";
import { createChangeFeed, type ChangeFeed } from "./changes";
import { Database, DB_FILE } from "./db";
import { LegacyDataError, legacyEntriesOf } from "./legacy-import";
import { migrate } from "./migrations";
import { PostSearchIndex } from "./post-search";
import { Table, type TableSpec } from "./repository";
import { tableSpecs } from "./tables";
import type { Logger } from "../log";

export { DB_FILE } from "./db";
export { backupDatabase } from "./backup";
export { AlreadyImportedError, importLegacyDataDir, LegacyDataError, type LegacyImport } from "./legacy-import";
export type { Redirect, LoginAttemptRecord, SessionRecord, PasswordResetRecord, InvitationRecord } from "./access-schemas";
export type { Repository, Where, FindQuery, WriteOptions, UpdateOptions } from "./repository";
export { SYSTEM, type Actor, type Change, type ChangeFeed } from "./changes";

type Specs = ReturnType<typeof tableSpecs>;
type TableOf<S> = S extends TableSpec<infer T, infer F, infer Sm> ? Table<T, F, Sm> : never;
/** One repository per table. */
export type Tables = { [K in keyof Specs]: TableOf<Specs[K]> };

export type Storage = Tables & {
  dataDir: string;
  /** DATA_DIR/site.db. */
  file: string;
  /** The database itself: for storage's own modules and tests; services use the repositories. */
  db: Database;
  /** Tables this start created (the firm's first records are seeded into those). */
  created: ReadonlySet<string>;
  /** Every committed write, announced (changes.ts). */
  changes: ChangeFeed;
  /** The posts' search index (post-search.ts): the posts' changes mark it, the next search indexes them. */
  postSearch: PostSearchIndex;
  /** Runs `fn` (synchronous) in one transaction: all of its writes, or none. */
  transaction<R>(fn: () => R): R;
  /** Runs the asynchronous `fn` in one transaction: start-up seeding only, while nothing else can write. */
  batch<R>(fn: () => Promise<R>): Promise<R>;
  /** The nightly upkeep: gives the pages freed by deletions back to the disk, then checks every page (the problems found). */
  upkeep(): string[];
  /** An online copy of the database to the file `target` (storage/backup.ts): one moment, while writes go on. */
  backup(target: string): Promise<void>;
  /** The health check's cheap query: throws when the database cannot be read. */
  ping(): void;
  /** Closes the database (shutdown). */
  close(): Promise<void>;
};

/**
 * Checks a database file (an archive's) without writing to it: integrity, a known schema version, every row
 * through its table's schema. Returns the rows per table; throws CorruptFileError naming the file.
 */
export function verify(file: string): Record<string, number> {
  const specs = Object.values(tableSpecs()) as TableSpec<unknown, string, unknown>[];
  // The posts were the `blogs` list before they had a table of their own (an older archive).
  return verifyDatabase(
    file,
    specs.map((s) =>
      s.table === "posts"
        ? { name: "blogs", table: "posts", schema: s.schema as ZodType<unknown> }
        : { name: s.cached ? s.table.replace(/_/g, "-") : s.table, table: s.table, schema: s.schema as ZodType<unknown> },
    ),
  );
}

/** `log`: the process's logger (a failed write and a failed listener are reported there). */
export async function openStorage(dataDir: string, { log }: { log: Logger }): Promise<Storage> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, DB_FILE);
  // An upgrade from the old format must not start as a new, empty site beside its data.
  if (!existsSync(file)) {
    const legacy = await legacyEntriesOf(dataDir);
    if (legacy.length) throw new LegacyDataError(dataDir, legacy);
  }
  const db = new Database(file, log);
  try {
    const migrated = migrate(db);
    const existing = new Set(db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => r.name));
    const specs = tableSpecs();
    const created = new Set<string>();
    for (const spec of Object.values(specs) as TableSpec<unknown, string, unknown>[]) {
      if (!spec.cached || existing.has(spec.table)) continue;
      // A small list's table: created on the first start (its seed fills it then).
      db.raw.exec(`CREATE TABLE ${spec.table} (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)`);
      created.add(spec.table);
    }
    const changes = createChangeFeed(log);
    db.afterEachCommit(() => changes.committed());
    // The search index is derived from the posts like their tags: a post's write marks it inside the write's own
    // transaction (one commit, one fsync; a mark that cannot be written is kept in memory), quiet seeds included.
    const postSearch = new PostSearchIndex(db, log);
    specs.posts.onRow = (id) => postSearch.changed(id);
    const tables = Object.fromEntries(
      Object.entries(specs).map(([name, spec]) => [name, new Table(db, changes, spec as TableSpec<unknown, string, unknown>)]),
    ) as unknown as Tables;
    // An empty index over stored posts (a database from before the index): filled now by a start that migrated
    // (it writes anyway), else by the next search, because a start of an up-to-date database writes nothing.
    if (postSearch.empty && tables.posts.count() > 0) {
      if (migrated.length) postSearch.fill(tables.posts.each());
      else postSearch.fillLater(() => tables.posts.each());
    }
    return {
      dataDir,
      file,
      db,
      created,
      changes,
      ...tables,
      postSearch,
      transaction: (fn) => db.transaction(fn),
      batch: (fn) => db.batch(fn),
      upkeep() {
        db.incrementalVacuum();
        return db.quickCheck();
      },
      backup: (target) => backupDatabase(db, target),
      ping() {
        db.get("SELECT 1 AS ok");
      },
      async close() {
        db.close();
      },
    };
  } catch (err) {
    db.close();
    throw err;
  }
}
