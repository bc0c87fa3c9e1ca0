// A table of records that grow with time (enquiries, activity, revisions, page views): nothing of them is
// kept in memory. Each row holds `seq` (the order of arrival), `id`, the columns that are filtered or sorted
// on (derived from the record by `columns`, written with it) and `data`, the whole record as JSON, checked
// by the schema on the way in and out. The tables themselves are created by migrations.ts.
//
// Services query with where(): SQL conditions over the columns, newest (highest seq) first.
import type { SQLInputValue } from "node:sqlite";
import type { ZodType } from "zod";
import { parseStored } from "../../shared/schemas/common";
import type { Database } from "./db";
import { CorruptFileError } from "./json-file";

export type Columns<T> = Record<string, (record: T) => string | number | null>;

export type RecordTableOptions<T, S> = {
  schema: ZodType<T>;
  /** Column name -> its value for a record (besides seq, id and data). */
  columns?: Columns<T>;
  /** What summary() and list() answer (default: the record). */
  summarize?: (record: T) => S;
};

/** A query: SQL conditions over the columns ("" for all rows) and their parameters. */
export type Where = { sql: string; params: SQLInputValue[] };
export const ALL: Where = { sql: "", params: [] };
/** The conditions joined with AND. */
export function and(...parts: (Where | null | undefined | false)[]): Where {
  const kept = parts.filter((p): p is Where => !!p && p.sql !== "");
  return { sql: kept.map((p) => `(${p.sql})`).join(" AND "), params: kept.flatMap((p) => p.params) };
}
/** The conditions joined with OR (none: no row). */
export function or(...parts: Where[]): Where {
  return parts.length ? { sql: parts.map((p) => `(${p.sql})`).join(" OR "), params: parts.flatMap((p) => p.params) } : { sql: "0 = 1", params: [] };
}
/** The WHERE clause of `w` ("" for all rows). */
export const whereSql = (w: Where) => (w.sql ? `WHERE ${w.sql}` : "");
/** The LIMIT/OFFSET of a page ("" without a limit). */
export const pageSql = (limit: number | undefined, offset = 0) => (limit === undefined ? "" : ` LIMIT ${Math.max(0, Math.trunc(limit))} OFFSET ${Math.max(0, Math.trunc(offset))}`);

/**
 * A stored row's JSON, checked by `schema` on the way out (decision 016). A row that cannot be read stops
 * with a CorruptFileError naming the database file, the table and the row (`place`: "table t, row id").
 */
export function parseRow<T>(file: string, place: string, json: string, schema: ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (err) {
    throw new CorruptFileError(file, `${place}: invalid JSON (${(err as Error).message})`);
  }
  const parsed = parseStored(() => schema.safeParse(value));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CorruptFileError(file, `${place}: ${issue?.path.join(".")} ${issue?.message}`);
  }
  return parsed.data;
}

/** Rows read per step by scan() and the CSV export. */
export const SCAN_BATCH = 500;

/** The patch without undefined values (JSON would drop them). */
function definedOnly(patch: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
}

export class RecordTable<T extends { id: string }, S = T> {
  private readonly columns: [string, (r: T) => string | number | null][];
  private readonly summarize: (r: T) => S;
  private readonly insertSql: string;
  private readonly updateSql: string;

  constructor(
    private readonly db: Database,
    readonly table: string,
    private readonly options: RecordTableOptions<T, S>,
  ) {
    this.columns = Object.entries(options.columns ?? {});
    this.summarize = options.summarize ?? ((r) => r as unknown as S);
    const names = ["id", ...this.columns.map(([n]) => n), "data"];
    this.insertSql = `INSERT INTO ${table} (${names.join(", ")}) VALUES (${names.map(() => "?").join(", ")})`;
    this.updateSql = `UPDATE ${table} SET ${[...this.columns.map(([n]) => `${n} = ?`), "data = ?"].join(", ")} WHERE id = ?`;
  }

  /** The name used in messages. */
  get name(): string {
    return this.table;
  }

  private parse(json: string, id: string): T {
    return parseRow(this.db.file, `table ${this.table}, row ${id}`, json, this.options.schema);
  }

  private values(r: T): SQLInputValue[] {
    return [...this.columns.map(([, of]) => of(r)), JSON.stringify(r)];
  }

  // ---- writes (synchronous; each is one transaction, or part of the caller's) ----------------------

  /** Adds records (their ids must be new); all or nothing. */
  insert(...records: T[]): T[] {
    const parsed = parseStored(() => records.map((r) => this.options.schema.parse(r)));
    this.db.transaction(() => {
      for (const r of parsed) this.db.run(this.insertSql, r.id, ...this.values(r));
    });
    return parsed;
  }

  /** Merges `patch` (shallow) over the record; undefined when there is none. */
  patch(id: string, patch: Partial<T>): T | undefined {
    const clean = definedOnly(patch);
    if ("id" in clean && clean.id !== id) throw new Error(`[storage ${this.table}] a change cannot alter the id`);
    return this.db.transaction(() => {
      const current = this.read(id);
      if (!current) return undefined;
      const merged = parseStored(() => this.options.schema.parse({ ...current, ...clean }));
      this.db.run(this.updateSql, ...this.values(merged), id);
      return merged;
    });
  }

  /** Deletes the records with these ids. */
  delete(ids: readonly string[]): number {
    if (!ids.length) return 0;
    return this.db.transaction(() => {
      let n = 0;
      for (const id of new Set(ids)) n += this.db.run(`DELETE FROM ${this.table} WHERE id = ?`, id).changes;
      return n;
    });
  }

  /** Deletes the rows that match; returns how many. */
  deleteWhere(where: Where): number {
    return this.db.transaction(() => this.db.run(`DELETE FROM ${this.table} ${whereSql(where)}`, ...where.params).changes);
  }

  // ---- the Promise forms the services await ---------------------------------------------------------

  async append(record: T): Promise<T> {
    return this.insert(record)[0]!;
  }
  async appendMany(records: readonly T[]): Promise<T[]> {
    return this.insert(...records);
  }
  async update(id: string, patch: Partial<T>): Promise<T | undefined> {
    return this.patch(id, patch);
  }
  async remove(ids: readonly string[]): Promise<void> {
    this.delete(ids);
  }

  // ---- reads ------------------------------------------------------------------------------------------

  /** The record, synchronously. */
  read(id: string): T | undefined {
    const row = this.db.get<{ data: string }>(`SELECT data FROM ${this.table} WHERE id = ?`, id);
    return row ? this.parse(row.data, id) : undefined;
  }

  async get(id: string): Promise<T | undefined> {
    return this.read(id);
  }

  /** Records of several ids, in the order given (unknown ids are skipped). */
  async getMany(ids: readonly string[]): Promise<T[]> {
    return ids.flatMap((id) => {
      const r = this.read(id);
      return r ? [r] : [];
    });
  }

  summary(id: string): S | undefined {
    const r = this.read(id);
    return r && this.summarize(r);
  }

  get size(): number {
    return this.count(ALL);
  }

  count(where: Where): number {
    return Number(this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${this.table} ${whereSql(where)}`, ...where.params)?.n ?? 0);
  }

  /** How many rows have each value of `column`. */
  countBy(column: string, where: Where = ALL): Map<string, number> {
    const rows = this.db.all<{ v: string; n: number }>(`SELECT ${column} AS v, COUNT(*) AS n FROM ${this.table} ${whereSql(where)} GROUP BY ${column}`, ...where.params);
    return new Map(rows.map((r) => [String(r.v), Number(r.n)]));
  }

  /** Records matching `where`, newest first; a page of them when `limit` is given. */
  where(where: Where, { offset = 0, limit }: { offset?: number; limit?: number } = {}): T[] {
    const rows = this.db.all<{ id: string; data: string }>(`SELECT id, data FROM ${this.table} ${whereSql(where)} ORDER BY seq DESC${pageSql(limit, offset)}`, ...where.params);
    return rows.map((r) => this.parse(r.data, r.id));
  }

  /** Chosen columns of the rows matching `where`, oldest first (reports). */
  columnsWhere<R>(columns: string[], where: Where): R[] {
    return this.db.all<R>(`SELECT ${columns.join(", ")} FROM ${this.table} ${whereSql(where)} ORDER BY seq`, ...where.params);
  }

  /**
   * Summaries newest first, filtered by a test in JavaScript, then paged: reads every row (for the few
   * callers that have no SQL condition; the services use where()).
   */
  list(query: { where?: (s: S) => boolean; offset?: number; limit?: number } = {}): { items: S[]; total: number } {
    const offset = Math.max(0, query.offset ?? 0);
    const end = query.limit === undefined ? Infinity : offset + Math.max(0, query.limit);
    const items: S[] = [];
    let total = 0;
    for (const row of this.db.iterate<{ id: string; data: string }>(`SELECT id, data FROM ${this.table} ORDER BY seq DESC`)) {
      const s = this.summarize(this.parse(row.data, row.id));
      if (query.where && !query.where(s)) continue;
      if (total >= offset && total < end) items.push(s);
      total++;
    }
    return { items, total };
  }

  /** Every summary, oldest first. */
  *summaries(): IterableIterator<S> {
    for (const r of this.batches(ALL, "ASC")) yield this.summarize(r);
  }

  /** Every record matching `where`, read in bounded batches (newest first with "DESC"). */
  *batches(where: Where, direction: "ASC" | "DESC"): IterableIterator<T> {
    let after: number | null = null;
    for (;;) {
      const cursor: Where | null = after === null ? null : { sql: direction === "ASC" ? "seq > ?" : "seq < ?", params: [after] };
      const w = and(where, cursor);
      const rows = this.db.all<{ seq: number; id: string; data: string }>(
        `SELECT seq, id, data FROM ${this.table} ${whereSql(w)} ORDER BY seq ${direction} LIMIT ${SCAN_BATCH}`,
        ...w.params,
      );
      for (const row of rows) yield this.parse(row.data, row.id);
      if (rows.length < SCAN_BATCH) return;
      after = Number(rows.at(-1)!.seq);
    }
  }

  /** Every record, oldest first (export, tests). */
  async *scan(): AsyncIterable<T> {
    yield* this.batches(ALL, "ASC");
  }
}
