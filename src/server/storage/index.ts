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
import { ReadOnly } from "../errors";

export { DB_FILE } from "./db";
export { backupDatabase, schemaVersionOf } from "./backup";
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
  /**
   * Puts another database in place without a restart (a restore): closes the file, runs `swap` (synchronous: it
   * moves the restored files in and returns its undo), opens the file now there and reads every cached table
   * again. Nothing runs in between. On any failure the undo runs, the file of before is read again and the
   * error is thrown. The file swapped in must be ready: prepareRestoredDatabase().
   */
  reopen(swap: () => () => void): void;
  /** Refuses every write (503, Retry-After) until resumeWrites(): a restore in progress; reads go on. */
  pauseWrites(): void;
  resumeWrites(): void;
  /** Closes the database (shutdown). */
  close(): Promise<void>;
};

/**
 * What a restore takes from today's database rather than from the backup: who is signed in and which single-use
 * links were spent or asked for since. A session ended, a password reset link used, or a lock-out counted after
 * the backup was taken must not come back with it; staff signed in now stay signed in (as long as their account
 * is in the backup).
 */
export const CARRIED_OVER_TABLES = ["sessions", "client_sessions", "login_attempts", "password_resets", "client_links"] as const;

/** The repositories of CARRIED_OVER_TABLES: their counts are today's, not the backup's. */
export const CARRIED_OVER_KEYS: ReadonlySet<string> = new Set(["sessions", "clientSessions", "loginAttempts", "passwordResets", "clientLinks"]);

/** Creates the tables of the small lists a database lacks (a new list since it was made); returns their names. */
function createListTables(db: Database): Set<string> {
  const existing = new Set(db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => r.name));
  const created = new Set<string>();
  for (const spec of Object.values(tableSpecs()) as TableSpec<unknown, string, unknown>[]) {
    if (!spec.cached || existing.has(spec.table)) continue;
    // A small list's table: created on the first start (its seed fills it then).
    db.raw.exec(`CREATE TABLE ${spec.table} (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)`);
    created.add(spec.table);
  }
  return created;
}

/**
 * Makes a checked archive's database (`file`, no process has it open) ready to be swapped in by reopen(): its
 * migrations to this version, the small lists' tables it lacks, and CARRIED_OVER_TABLES' rows copied from the
 * live database `live`. Throws (and `file` may be thrown away) without touching `live`.
 */
export function prepareRestoredDatabase(file: string, live: string, log: Logger): void {
  const db = new Database(file, log);
  try {
    migrate(db);
    createListTables(db);
    const prepared = db.raw.prepare("ATTACH DATABASE ? AS live");
    prepared.run(live);
    try {
      db.transaction(() => {
        for (const table of CARRIED_OVER_TABLES) {
          const columns = db.all<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`).map((c) => `"${c.name}"`);
          const liveColumns = new Set(db.all<{ name: string }>(`SELECT name FROM pragma_table_info('${table}', 'live')`).map((c) => `"${c.name}"`));
          db.raw.exec(`DELETE FROM main.${table}`);
          if (!columns.length || !liveColumns.size) continue;
          const shared = columns.filter((c) => liveColumns.has(c)).join(", ");
          db.raw.exec(`INSERT INTO main.${table} (${shared}) SELECT ${shared} FROM live.${table}`);
        }
      });
    } finally {
      db.raw.exec("DETACH DATABASE live");
    }
  } finally {
    db.close();
  }
}

/**
 * Like verify(), keyed by the repositories' names (posts, offers, sidebarLinks, enquiries...): the counts a
 * restore shows of an archive, and compares with the live tables' count() after it.
 */
export function verifyRecords(file: string): Record<string, number> {
  const specs = Object.entries(tableSpecs()) as [string, TableSpec<unknown, string, unknown>][];
  const schemas = specs.map(([key, s]) => ({ name: key, table: s.table, schema: s.schema as ZodType<unknown> }));
  // The posts were the `blogs` table of an older archive (before migration 4).
  const posts = schemas.find((s) => s.name === "posts");
  return verifyDatabase(file, posts ? [...schemas, { ...posts, table: "blogs" }] : schemas);
}

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
    const specs = tableSpecs();
    const created = createListTables(db);
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
      reopen(swap) {
        db.reopen(swap, () => {
          for (const table of Object.values(tables) as { reload(): void }[]) table.reload();
          postSearch.reset();
          if (postSearch.empty && tables.posts.count() > 0) postSearch.fillLater(() => tables.posts.each());
        });
      },
      pauseWrites: () => db.pauseWrites(() => new ReadOnly()),
      resumeWrites: () => db.resumeWrites(),
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
