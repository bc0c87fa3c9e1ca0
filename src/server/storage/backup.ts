// The database's side of backups, restores and health: an online copy of the live database to a file, the
// check of an archived database (read-only), and the cheap query the health check makes. The backup service
// (services/backups.ts) archives and restores whole directories through these; nothing outside storage/
// opens a database.
import fs from "node:fs/promises";
import { backup, DatabaseSync } from "node:sqlite";
import type { ZodType } from "zod";
import { DB_FILE_MODE, isCorruption, type Database } from "./db";
import { CorruptFileError } from "./json-file";
import { SCHEMA_VERSION } from "./migrations";
import { parseRow } from "./repository";

/** Pages copied per step of the online backup (the event loop runs between steps). */
const BACKUP_PAGES_PER_STEP = 256;

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Copies the database to `target`, a plain (rollback-journal) database file that opens read-only with no
 * side files. `source` is the open database (SQLite's online backup: one consistent moment while writes go
 * on), or the file of a database no process has open (the restore keeps what it replaces: a file SQLite
 * cannot read is copied byte for byte, so that a damaged database is kept too).
 */
export async function backupDatabase(source: Database | string, target: string): Promise<void> {
  if (typeof source !== "string") return copyOpen(source.raw, target);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(source);
  } catch (err) {
    if (!isCorruption(err)) throw err;
    return copyBytes(source, target);
  }
  try {
    await copyOpen(db, target);
  } catch (err) {
    if (!isCorruption(err)) throw err;
    await copyBytes(source, target);
  } finally {
    db.close();
  }
}

async function copyOpen(db: DatabaseSync, target: string): Promise<void> {
  await backup(db, target, { rate: BACKUP_PAGES_PER_STEP });
  await fs.chmod(target, DB_FILE_MODE);
  const copy = new DatabaseSync(target);
  try {
    copy.exec("PRAGMA journal_mode = DELETE");
  } finally {
    copy.close();
  }
}

async function copyBytes(source: string, target: string): Promise<void> {
  await fs.copyFile(source, target);
  await fs.chmod(target, DB_FILE_MODE);
}

/** What `verifyDatabase` reads each table's rows with (storageSchemas() in storage/index.ts). */
export type TableSchemas = { name: string; schema: ZodType<unknown>; table?: string }[];

/**
 * Checks a database file without writing to it (opened read-only): PRAGMA integrity_check (quick_check and
 * more: the indexes against their tables), a schema version this code knows, and every row of every table
 * read back through its schema. Returns the rows per collection; throws CorruptFileError naming the file.
 */
export function verifyDatabase(file: string, schemas: TableSchemas): Record<string, number> {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (err) {
    throw new CorruptFileError(file, message(err));
  }
  try {
    let problems: string[];
    try {
      problems = (db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[]).map((r) => r.integrity_check).filter((r) => r !== "ok");
    } catch (err) {
      throw new CorruptFileError(file, `not a readable database (${message(err)})`);
    }
    if (problems.length) throw new CorruptFileError(file, `fails PRAGMA integrity_check: ${problems.slice(0, 3).join("; ")}`);
    const version = Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
    if (version < 1 || version > SCHEMA_VERSION) throw new CorruptFileError(file, `schema version ${version}; this version of the site reads 1 to ${SCHEMA_VERSION}`);
    const tables = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
    const counts: Record<string, number> = {};
    for (const spec of schemas) {
      // The posts are in `posts` since migration 4 (`blogs` in an older archive).
      const table = [spec.table, spec.name.replace(/-/g, "_")].find((t) => t !== undefined && tables.has(t));
      if (table === undefined) continue;
      let n = 0;
      for (const row of db.prepare(`SELECT id, data FROM ${table}`).iterate() as Iterable<{ id: string; data: string }>) {
        parseRow(file, `table ${table}, row ${row.id}`, row.data, spec.schema);
        n++;
      }
      counts[spec.name] = n;
    }
    return counts;
  } finally {
    db.close();
  }
}

/** The schema version of a database file (PRAGMA user_version), read without writing to it. */
export function schemaVersionOf(file: string): number {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
  } finally {
    db.close();
  }
}
