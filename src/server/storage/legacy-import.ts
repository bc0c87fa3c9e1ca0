// `npm run import-legacy -- DIR` on a DATA_DIR of the format before site.db (lowdb files DATA_DIR/<name>.json and
// append-only journals DATA_DIR/<name>/YYYY-MM.jsonl, decisions 001 and 005): every record is read, checked
// by its schema and written into a new database in one transaction; the counts are compared; only then is
// the database put in place and the old files moved to DATA_DIR/migrated-<YYYY-MM-DD>/. A record that cannot
// be read stops the import naming the file and line, and nothing is changed. The server never imports.
//
// The journal format, as far as reading it needs: each line is {"op":"add","rec":{...}}, {"op":"set","id",
// "patch":{...}} (merged shallow over the record) or {"op":"del","ids":[...]}; segments are read oldest
// first; the unfinished last line of the newest segment (a write a crash interrupted, never acknowledged)
// is left out.
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { ZodType } from "zod";
import type { Blog } from "../../shared/schemas/blog";
import { parseStored } from "../../shared/schemas/common";
import { enquirySchema, type Enquiry } from "../../shared/schemas/enquiry";
import type { Logger } from "../log";
import { createChangeFeed } from "./changes";
import { Database, DB_FILE } from "./db";
import { CorruptFileError, syncDir } from "./json-file";
import { backfillSidebarLinks, importPosts, migrate } from "./migrations";
import { backfillTitleKeys } from "./posts";
import { PostSearchIndex } from "./post-search";
import { Table, type TableSpec } from "./repository";
import { tableSpecs } from "./tables";

/** A collection file of the old format: DATA_DIR/<file>.json, a JSON list. */
export type LegacyList = { file: string; schema: ZodType<unknown> };
/** A journal of the old format: DATA_DIR/<dir>/YYYY-MM.jsonl. */
export type LegacyJournal = { dir: string; schema: ZodType<unknown> };

const SEGMENT_FILE = /^\d{4}-\d{2}\.jsonl$/;
const exists = (p: string) =>
  fs.stat(p).then(
    () => true,
    () => false,
  );

const checked = (schema: ZodType<unknown>, value: unknown, file: string, line: number): unknown => {
  const parsed = parseStored(() => schema.safeParse(value));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new CorruptFileError(file, `line ${line}: ${issue?.path.join(".")} ${issue?.message}`);
};

/** The records of a lowdb file, checked; null when there is no file. */
export async function readLegacyList(dataDir: string, { file, schema }: LegacyList): Promise<unknown[] | null> {
  const full = path.join(dataDir, `${file}.json`);
  let text: string;
  try {
    text = await fs.readFile(full, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new CorruptFileError(full, (err as Error).message);
  }
  if (text.trim() === "") throw new CorruptFileError(full, "the file is empty");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new CorruptFileError(full, `invalid JSON: ${(err as Error).message}`);
  }
  if (!Array.isArray(data)) throw new CorruptFileError(full, "expected a JSON list");
  return data.map((item, i) => {
    const parsed = parseStored(() => schema.safeParse(item));
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new CorruptFileError(full, `item ${i}: ${issue?.path.join(".")} ${issue?.message}`);
  });
}

/**
 * The live records of a journal, in the order they were added, checked; null when there is no folder.
 * `strict` (checking a backup archive): an unfinished last line is an error too.
 */
export async function readLegacyJournal(dataDir: string, { dir, schema }: LegacyJournal, log: Logger, { strict = false } = {}): Promise<{ id: string }[] | null> {
  const folder = path.join(dataDir, dir);
  let names: string[];
  try {
    names = (await fs.readdir(folder)).filter((n) => SEGMENT_FILE.test(n)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT" || (err as NodeJS.ErrnoException).code === "ENOTDIR") return null;
    throw err;
  }
  const records = new Map<string, { rec: Record<string, unknown>; file: string; line: number }>();
  for (const [n, name] of names.entries()) {
    const file = path.join(folder, name);
    const text = await fs.readFile(file, "utf8");
    const lines = text.split("\n");
    const tail = lines.pop() ?? "";
    if (tail !== "") {
      if (n !== names.length - 1) throw new CorruptFileError(file, `line ${lines.length + 1}: unterminated line in a sealed segment`);
      if (strict) throw new CorruptFileError(file, `line ${lines.length + 1}: the last line is unfinished`);
      log.warn(`[import] ${file}: left out the unfinished last line (a write interrupted by a crash, never acknowledged)`);
    }
    lines.forEach((raw, i) => {
      const line = i + 1;
      let v: Record<string, unknown>;
      try {
        v = JSON.parse(raw) as Record<string, unknown>;
      } catch (err) {
        throw new CorruptFileError(file, `line ${line}: invalid JSON: ${(err as Error).message}`);
      }
      if (v?.op === "add" && v.rec && typeof v.rec === "object") {
        const rec = checked(schema, v.rec, file, line) as Record<string, unknown>;
        const id = String(rec.id);
        if (records.has(id)) throw new CorruptFileError(file, `line ${line}: a second record with id ${id}`);
        records.set(id, { rec, file, line });
      } else if (v?.op === "set" && typeof v.id === "string" && v.patch && typeof v.patch === "object") {
        const current = records.get(v.id);
        if (!current) return; // its record was removed
        const rec = checked(schema, { ...current.rec, ...(v.patch as object) }, file, line) as Record<string, unknown>;
        records.set(v.id, { rec, file, line });
      } else if (v?.op === "del" && Array.isArray(v.ids)) {
        for (const id of v.ids) records.delete(String(id));
      } else throw new CorruptFileError(file, `line ${line}: not a journal line`);
    });
  }
  return [...records.values()].map((r) => r.rec as { id: string });
}

/** Files of the old format whose records have no table any more: moved with the rest, not imported (signed tokens' revocations; sessions are rows now). */
const RETIRED_FILES = ["revoked-tokens.json"];

/** The files and folders of the old format present in DATA_DIR. */
export async function legacyEntries(dataDir: string, lists: LegacyList[], journals: LegacyJournal[]): Promise<string[]> {
  const candidates = [...lists.map((l) => `${l.file}.json`), ...journals.map((j) => j.dir), "enquiries.json", ...RETIRED_FILES];
  const names = await fs.readdir(dataDir).catch(() => [] as string[]);
  return candidates.filter((c) => names.includes(c)).concat(names.filter((n) => /^enquiries\.json\.migrated/.test(n)));
}

/** Moves the old files into DATA_DIR/migrated-<YYYY-MM-DD>/ (a second folder gets -2, -3...). */
export async function moveLegacyEntries(dataDir: string, entries: string[], now = new Date()): Promise<string> {
  const base = path.join(dataDir, `migrated-${now.toISOString().slice(0, 10)}`);
  let target = base;
  for (let n = 2; await exists(target); n++) target = `${base}-${n}`;
  await fs.mkdir(target);
  for (const name of entries) await fs.rename(path.join(dataDir, name), path.join(target, name));
  await syncDir(target);
  await syncDir(dataDir);
  return target;
}

// ---- npm run import-legacy -- DIR ------------------------------------------------------------------------

/** The old files' schemas, by the tables they go to: each small list was DATA_DIR/<table with "-">.json, the posts blogs.json. */
function legacySources(): { lists: (LegacyList & { table: string })[]; journals: (LegacyJournal & { table: string })[] } {
  const specs = tableSpecs();
  const lists = (Object.values(specs) as TableSpec<unknown, string, unknown>[])
    // The media library was a small list then too (a table read by query since migration 15).
    .filter((s) => s.cached || s.table === "media")
    .map((s) => ({ file: s.table.replace(/_/g, "-"), schema: s.schema as ZodType<unknown>, table: s.table }));
  lists.unshift({ file: "blogs", schema: specs.posts.schema as ZodType<unknown>, table: "posts" });
  const journals = [
    { dir: "enquiries", schema: specs.enquiries.schema as ZodType<unknown>, table: "enquiries" },
    { dir: "activity", schema: specs.activity.schema as ZodType<unknown>, table: "activity" },
    { dir: "revisions", schema: specs.revisions.schema as ZodType<unknown>, table: "revisions" },
    { dir: "page-views", schema: specs.pageViews.schema as ZodType<unknown>, table: "page_views" },
  ];
  return { lists, journals };
}

/** The old format's files and folders in DATA_DIR. */
export function legacyEntriesOf(dataDir: string): Promise<string[]> {
  const { lists, journals } = legacySources();
  return legacyEntries(dataDir, lists, journals);
}

/** DATA_DIR holds the files of the format before site.db and no site.db: `npm run import-legacy` makes it. */
export class LegacyDataError extends Error {
  constructor(
    readonly dataDir: string,
    readonly entries: string[],
  ) {
    super(
      `${dataDir} holds the data files of an earlier version (${entries.slice(0, 4).join(", ")}${entries.length > 4 ? ", …" : ""}) and no ${DB_FILE}. Import them first: npm run import-legacy -- ${dataDir}`,
    );
    this.name = "LegacyDataError";
  }
}

/** DATA_DIR has a site.db already: `npm run import-legacy` changes nothing. */
export class AlreadyImportedError extends Error {
  constructor(readonly file: string) {
    super(`${file} already exists: this DATA_DIR has its database. Nothing was imported or changed.`);
    this.name = "AlreadyImportedError";
  }
}

export type LegacyImport = { file: string; counts: Record<string, number>; moved: string | null };

/**
 * `npm run import-legacy -- DIR` (and the restore of an archive of the old format): builds DIR/site.db from
 * the old files. Everything is read and checked first (a bad record throws CorruptFileError naming the file
 * and line, before anything is written), then written into site.db.import in one transaction through the
 * tables' repositories, the counts compared, and the file renamed to site.db; the old files are then moved to
 * DIR/migrated-<YYYY-MM-DD>/. Refuses (AlreadyImportedError) when site.db exists. `strict` (an archive): an
 * unfinished last journal line is an error, not a write a crash interrupted.
 */
export async function importLegacyDataDir(dataDir: string, { log, strict = false }: { log: Logger; strict?: boolean }): Promise<LegacyImport> {
  const file = path.join(dataDir, DB_FILE);
  if (existsSync(file)) throw new AlreadyImportedError(file);
  const legacy = await legacyEntriesOf(dataDir);
  const counts = await importInto(dataDir, file, log, strict);
  const moved = legacy.length ? await moveLegacyEntries(dataDir, legacy) : null;
  if (moved) log.info(`Moved the files of the old format (${legacy.join(", ")}) to ${moved}`);
  return { file, counts, moved };
}

async function importInto(dataDir: string, file: string, log: Logger, strict: boolean): Promise<Record<string, number>> {
  const { lists, journals } = legacySources();
  const listData = new Map<string, unknown[]>();
  for (const l of lists) {
    const items = await readLegacyList(dataDir, l);
    if (items) listData.set(l.table, items);
  }
  const journalData = new Map<string, { id: string }[]>();
  for (const j of journals) {
    const records = await readLegacyJournal(dataDir, j, log, { strict });
    if (records) journalData.set(j.table, records);
  }
  // An enquiries.json of a version before the journal (moved into it on that version's first start).
  const older = (await readLegacyList(dataDir, { file: "enquiries", schema: enquirySchema })) as Enquiry[] | null;
  if (older) {
    const inJournal = new Set((journalData.get("enquiries") ?? []).map((e) => e.id));
    const missing = older.filter((e) => !inJournal.has(e.id)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    journalData.set("enquiries", [...(journalData.get("enquiries") ?? []), ...missing]);
  }

  const tmp = `${file}.import`;
  for (const suffix of ["", "-wal", "-shm"]) await fs.rm(tmp + suffix, { force: true });
  const db = new Database(tmp, log);
  try {
    migrate(db);
    const feed = createChangeFeed(log);
    const specs = Object.values(tableSpecs()) as TableSpec<unknown, string, unknown>[];
    const counts: Record<string, number> = {};
    db.transaction(() => {
      for (const spec of specs) {
        const items = spec.table === "posts" ? undefined : (listData.get(spec.table) ?? journalData.get(spec.table));
        if (spec.cached) db.raw.exec(`CREATE TABLE IF NOT EXISTS ${spec.table} (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)`);
        if (!items) continue;
        const where = listData.has(spec.table) ? path.join(dataDir, `${spec.table.replace(/_/g, "-")}.json`) : path.join(dataDir, spec.table.replace(/_/g, "-"));
        const table = new Table(db, feed, spec);
        for (const [i, item] of items.entries()) {
          try {
            table.create(item);
          } catch (err) {
            throw new CorruptFileError(where, `record ${i + 1}: ${(err as Error).message}`);
          }
        }
        const stored = table.count();
        if (stored !== items.length) throw new Error(`Importing ${where}: ${items.length} records read, ${stored} stored`);
        counts[listData.has(spec.table) ? spec.table.replace(/_/g, "-") : spec.table] = stored;
      }
      const posts = listData.get("posts") as Blog[] | undefined;
      if (posts) {
        counts.blogs = importPosts(
          db,
          posts.map((post, i) => ({ post, place: `record ${i + 1}` })),
          path.join(dataDir, "blogs.json"),
        );
        backfillTitleKeys(db);
      }
      // The migrations ran before these rows were written: their steps for old rows run now, and the posts'
      // search index is filled (the first start of the new database then writes nothing).
      backfillSidebarLinks(db);
      new PostSearchIndex(db).fill(posts ?? []);
    });
    db.close();
    await fs.rename(tmp, file);
    await syncDir(dataDir);
    log.info(
      `Imported the old files of ${dataDir} into ${file}: ${Object.entries(counts)
        .map(([name, n]) => `${name} ${n}`)
        .join(", ")}`,
    );
    return counts;
  } catch (err) {
    db.close();
    for (const suffix of ["", "-wal", "-shm"]) await fs.rm(tmp + suffix, { force: true });
    throw err;
  }
}
