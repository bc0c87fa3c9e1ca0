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
import fs from "node:fs/promises";
import path from "node:path";
import type { ZodType } from "zod";
import { parseStored } from "../../shared/schemas/common";
import type { Logger } from "../log";
import { CorruptFileError, syncDir } from "./json-file";

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

/** The files and folders of the old format present in DATA_DIR. */
export async function legacyEntries(dataDir: string, lists: LegacyList[], journals: LegacyJournal[]): Promise<string[]> {
  const candidates = [...lists.map((l) => `${l.file}.json`), ...journals.map((j) => j.dir), "enquiries.json"];
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
