// The one way into the data. Every service reads and writes its records through a Repository: get, find,
// count, create, update, remove and transaction, with `where` a typed filter object rather than SQL. One
// implementation (Table, below) serves every table of site.db: the small ones keep a read cache of all their
// rows (reads are free, a write changes the cache once it commits), the growing ones are read by query.
// Either way a row is `data` (the record as JSON, checked by the zod schema on the way out) plus the columns
// that are filtered or sorted on, derived from the record on every write.
//
// Every write is announced on the storage's change feed (changes.ts) once its transaction commits, with the
// record before and after it and who made it; a rolled-back write announces nothing. Side effects (the
// activity log, page-cache and CDN purges, the search index, staff alerts) listen there, so no write can
// forget them. See docs/architecture.md#a-write-and-its-listeners.
import type { SQLInputValue } from "node:sqlite";
import type { ZodType } from "zod";
import { NotFound, staleConflict } from "../errors";
import { parseStored } from "../../shared/schemas/common";
import type { ChangeFeed, Actor } from "./changes";
import type { Database } from "./db";
import { CorruptFileError } from "./json-file";

// ---- the interface --------------------------------------------------------------------------------------

export type Value = string | number | boolean | null;
/** A condition on one column: a value (equality) or operators, all of which must hold. */
export type Condition =
  | Value
  | {
      eq?: Value;
      ne?: Value;
      in?: readonly Value[];
      notIn?: readonly Value[];
      gt?: Value;
      gte?: Value;
      lt?: Value;
      lte?: Value;
      /** Holds the text (case-sensitive; columns meant for search are stored in lower case). */
      contains?: string;
      /** false: the column is null. */
      exists?: boolean;
      /** On the table's order column (seq): rows before / after the one with this key (none when there is no such row). */
      precedes?: string;
      follows?: string;
    };
/** A filter over a table's columns (`F`): every listed column's condition holds, each of `and`, one of `or`, and not `not`. */
export type Where<F extends string = string> = { [K in F | "id"]?: Condition } & { and?: Where<F>[]; or?: Where<F>[]; not?: Where<F> };
/** A column to sort on, ascending; `-column` descending. */
export type Sort<F extends string = string> = F | `-${F}`;
export type FindQuery<F extends string = string> = { where?: Where<F>; sort?: Sort<F | "id"> | readonly Sort<F | "id">[]; limit?: number; offset?: number };

export type WriteOptions = {
  /** Who made the change (a visitor or the system when omitted). */
  actor?: Actor;
  /** What the change is called on the feed when it is not plainly created/updated/deleted (published, merged, restored...). */
  verb?: string;
  /** What the feed names as the record, when the change is announced as something other than the record (a reorder). */
  subject?: object;
  /** The resource the change is announced as, when it is another's (a reset link's creation is the user's "password-reset-requested"). */
  resource?: string;
};
export type UpdateOptions = WriteOptions & {
  /** The updatedAt the change was based on: another stored one throws Conflict (409) and changes nothing. */
  expectedUpdatedAt?: string;
};
/** A change: the fields to merge over the record, or a function from the current record to the next. */
export type Change<T> = Partial<T> | ((current: T) => T);

export interface Repository<T, F extends string = string, S = T> {
  /** The resource's name on the change feed (posts, offers, enquiries...). */
  readonly resource: string;
  get(id: string): T | undefined;
  find(query?: FindQuery<F>): T[];
  /** What lists show of the records (a summary, when the table keeps one), in find()'s order. */
  summaries(query?: FindQuery<F>): S[];
  /** The keys of the matching records, in find()'s order, without reading them (a cap's oldest kept row). */
  keys(query?: FindQuery<F>): string[];
  /** Every matching record, read a bounded batch at a time (exports, indexing). */
  each(where?: Where<F>): IterableIterator<T>;
  count(where?: Where<F>): number;
  /** How many records have each value of `column`. */
  countBy(column: F, where?: Where<F>): Map<string, number>;
  /** How many bytes the matching records take as stored (their JSON, in UTF-8), without reading them. */
  storedBytes(where?: Where<F>): number;
  /** Adds a record (its key must be new). */
  create(record: T, options?: WriteOptions): T;
  /** Changes the record with this key; NotFound (with `notFound` as its message) when there is none. */
  update(id: string, change: Change<T>, options?: UpdateOptions): T;
  /** Removes the record with this key; returns it (undefined when there was none). */
  remove(id: string, options?: WriteOptions): T | undefined;
  /** Removes every matching record (retention); announced once, as `pruned`. Returns how many. */
  removeWhere(where: Where<F>, options?: WriteOptions): number;
  /** Runs `fn` (synchronous) in one transaction: all of its writes, or none; announced once it commits. */
  transaction<R>(fn: () => R): R;
}

// ---- the implementation over node:sqlite ----------------------------------------------------------------

/** A column: its value for a record (besides id and data). */
export type ColumnOf<T> = (record: T) => string | number | null;
/** A column holding several values per record, kept in a table of its own (a post's tags). */
export type ManyColumn<T> = { table: string; key: string; value: string; of: (record: T) => readonly string[] | undefined };

export type TableSpec<T, F extends string, S = T> = {
  /** The resource's name on the change feed, and in messages. */
  resource: string;
  /** The SQL table. */
  table: string;
  schema: ZodType<T>;
  /** The record's key (default: its `id`). */
  key?: (record: T) => string;
  /** The filterable and sortable columns (a cached table evaluates them in memory instead of storing them). */
  columns?: { [K in F]?: ColumnOf<T> };
  many?: { [K in F]?: ManyColumn<T> };
  /**
   * How rows are kept in order: `position` (a cached list kept in the order records were added), `seq` (the
   * order of arrival, an integer primary key), or none (sorted by columns only).
   */
  order?: "position" | "seq";
  /** The order of find() without a sort (default: the table's own order, oldest first). */
  defaultSort?: readonly Sort<F | "id">[];
  /** Keep every row in memory (small tables only). */
  cached?: boolean;
  /** What lists show: computed from the record, or stored in a column of its own (read without the data). */
  summary?: { of: (record: T) => S; column?: string; schema?: ZodType<S> };
  /** The record as the feed carries it (default: the record; users leave out the password's hash). */
  subject?: (record: T) => object;
  /** Called inside the write's transaction for every row written (undefined: removed), for derived tables. */
  onRow?: (id: string, record: T | undefined) => void;
  /** The message of the NotFound that update() throws. */
  notFound?: string;
};

/** Rows read per step by each(). */
export const SCAN_BATCH = 500;

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

const IDENT = /^[a-z][a-z0-9_]*$/;
const isOps = (c: Condition): c is Exclude<Condition, Value> => c !== null && typeof c === "object";
const sqlValue = (v: Value): SQLInputValue => (typeof v === "boolean" ? (v ? 1 : 0) : v);

/** A filter as SQL over the table's columns. */
type Compiled = { sql: string; params: SQLInputValue[] };

export class Table<T, F extends string = string, S = T> implements Repository<T, F, S> {
  readonly resource: string;
  readonly table: string;
  private readonly keyOf: (record: T) => string;
  private readonly columns: [string, ColumnOf<T>][];
  private readonly many: [string, ManyColumn<T>][];
  private readonly subjectOf: (record: T) => object;
  private readonly summarize: (record: T) => S;
  /** The cache of a cached table: every record by key, in the table's order. */
  private cache: Map<string, T> | null = null;

  constructor(
    private readonly db: Database,
    private readonly feed: ChangeFeed,
    private readonly spec: TableSpec<T, F, S>,
  ) {
    this.resource = spec.resource;
    this.table = spec.table;
    if (!IDENT.test(spec.table)) throw new Error(`[storage] bad table name ${spec.table}`);
    this.keyOf = spec.key ?? ((r) => (r as { id: string }).id);
    this.columns = Object.entries(spec.columns ?? {}) as [string, ColumnOf<T>][];
    this.many = Object.entries(spec.many ?? {}) as [string, ManyColumn<T>][];
    for (const [name] of [...this.columns, ...this.many]) if (!IDENT.test(name)) throw new Error(`[storage] bad column name ${name}`);
    this.subjectOf = spec.subject ?? ((r) => r as object);
    this.summarize = spec.summary?.of ?? ((r) => r as unknown as S);
    if (spec.cached) this.load();
  }

  /** The database file and table, for messages. */
  get file(): string {
    return `${this.db.file} (table ${this.table})`;
  }

  private get stored(): [string, ColumnOf<T>][] {
    // A cached table keeps only (id, position, data): its columns are worked out in memory.
    return this.spec.cached ? [] : this.columns;
  }

  private parse(json: string, id: string): T {
    return parseRow(this.db.file, `table ${this.table}, row ${id}`, json, this.spec.schema);
  }

  /** Reads the rows again (a cached table's memory): after a restore put another database file in place. */
  reload(): void {
    if (this.spec.cached) this.load();
  }

  private load(): void {
    const order = this.spec.order === "position" ? "position, id" : this.spec.order === "seq" ? "seq" : "id";
    const rows = this.db.all<{ id: string; data: string }>(`SELECT id, data FROM ${this.table} ORDER BY ${order}`);
    this.cache = new Map(rows.map((r) => [r.id, this.parse(r.data, r.id)]));
  }

  /** A record on its way in: checked by the schema (services validated it with the rules of requests first). */
  private check(record: T): T {
    const checked = parseStored(() => this.spec.schema.parse(record));
    const key = this.keyOf(checked);
    if (typeof key !== "string" || key === "") throw new Error(`[storage] ${this.resource}: a record without a key`);
    return checked;
  }

  // ---- filters --------------------------------------------------------------------------------------------

  private columnOf(name: string): ColumnOf<T> {
    if (name === "id") return (r) => this.keyOf(r);
    const c = this.columns.find(([n]) => n === name)?.[1];
    if (c) return c;
    // A cached table filters on any field of its records as well.
    if (this.spec.cached) return (r) => fieldValue((r as Record<string, unknown>)[name]);
    throw new Error(`[storage] ${this.resource}: no column ${name} to filter or sort on`);
  }

  private compile(where: Where<F> | undefined): Compiled {
    const parts: string[] = [];
    const params: SQLInputValue[] = [];
    const add = (c: Compiled) => {
      if (c.sql) {
        parts.push(`(${c.sql})`);
        params.push(...c.params);
      }
    };
    for (const [name, cond] of Object.entries(where ?? {}) as [string, unknown][]) {
      if (cond === undefined) continue;
      if (name === "and") for (const w of cond as Where<F>[]) add(this.compile(w));
      else if (name === "not") {
        // By key rather than NOT (...): a condition on a null column is unknown, and NOT unknown keeps no row.
        const inner = this.compile(cond as Where<F>);
        if (inner.sql) add({ sql: `id NOT IN (SELECT id FROM ${this.table} WHERE ${inner.sql})`, params: inner.params });
        else add({ sql: "0 = 1", params: [] });
      } else if (name === "or") {
        const alts = (cond as Where<F>[]).map((w) => this.compile(w));
        add(alts.length ? { sql: alts.map((a) => `(${a.sql || "1 = 1"})`).join(" OR "), params: alts.flatMap((a) => a.params) } : { sql: "0 = 1", params: [] });
      } else add(this.condition(name, cond as Condition));
    }
    return { sql: parts.join(" AND "), params };
  }

  private condition(name: string, cond: Condition): Compiled {
    const many = this.many.find(([n]) => n === name)?.[1];
    if (many) {
      // Records having one of these values: a subquery of the values' table.
      const values = isOps(cond) ? (cond.in ?? (cond.eq !== undefined ? [cond.eq] : [])) : [cond];
      if (!values.length) return { sql: "0 = 1", params: [] };
      return { sql: `id IN (SELECT ${many.key} FROM ${many.table} WHERE ${many.value} IN (${values.map(() => "?").join(", ")}))`, params: values.map(sqlValue) };
    }
    if (name !== "id" && name !== this.spec.order && !this.columns.some(([n]) => n === name)) throw new Error(`[storage] ${this.resource}: no column ${name} to filter on`);
    if (!isOps(cond)) return cond === null ? { sql: `${name} IS NULL`, params: [] } : { sql: `${name} = ?`, params: [sqlValue(cond)] };
    const parts: string[] = [];
    const params: SQLInputValue[] = [];
    const op = (sql: string, ...p: SQLInputValue[]) => {
      parts.push(sql);
      params.push(...p);
    };
    if (cond.eq !== undefined) op(cond.eq === null ? `${name} IS NULL` : `${name} = ?`, ...(cond.eq === null ? [] : [sqlValue(cond.eq)]));
    if (cond.ne !== undefined) op(cond.ne === null ? `${name} IS NOT NULL` : `(${name} IS NULL OR ${name} <> ?)`, ...(cond.ne === null ? [] : [sqlValue(cond.ne)]));
    // A null column is in a list with null and, as for `ne`, not in one without (SQL's IN and NOT IN never hold
    // for null): the same answer a cached table gives.
    const listed = (values: readonly Value[]) => values.filter((v) => v !== null);
    if (cond.in) {
      const values = listed(cond.in);
      const sql = values.length ? `${name} IN (${values.map(() => "?").join(", ")})` : "0 = 1";
      op(values.length < cond.in.length ? `(${name} IS NULL OR ${sql})` : sql, ...values.map(sqlValue));
    }
    if (cond.notIn?.length) {
      const values = listed(cond.notIn);
      const sql = values.length ? `${name} NOT IN (${values.map(() => "?").join(", ")})` : "1 = 1";
      op(values.length < cond.notIn.length ? `${name} IS NOT NULL AND ${sql}` : `(${name} IS NULL OR ${sql})`, ...values.map(sqlValue));
    }
    if (cond.gt !== undefined) op(`${name} > ?`, sqlValue(cond.gt));
    if (cond.gte !== undefined) op(`${name} >= ?`, sqlValue(cond.gte));
    if (cond.lt !== undefined) op(`${name} < ?`, sqlValue(cond.lt));
    if (cond.lte !== undefined) op(`${name} <= ?`, sqlValue(cond.lte));
    if (cond.contains !== undefined) op(`instr(${name}, ?) > 0`, cond.contains);
    if (cond.exists !== undefined) op(cond.exists ? `${name} IS NOT NULL` : `${name} IS NULL`);
    if (cond.precedes !== undefined) op(`${name} < (SELECT ${name} FROM ${this.table} WHERE id = ?)`, cond.precedes);
    if (cond.follows !== undefined) op(`${name} > (SELECT ${name} FROM ${this.table} WHERE id = ?)`, cond.follows);
    return { sql: parts.join(" AND "), params };
  }

  /** The same filter, evaluated on a record in memory (cached tables). */
  private matches(record: T, where: Where<F> | undefined): boolean {
    for (const [name, cond] of Object.entries(where ?? {}) as [string, unknown][]) {
      if (cond === undefined) continue;
      if (name === "and") {
        if (!(cond as Where<F>[]).every((w) => this.matches(record, w))) return false;
        continue;
      }
      if (name === "or") {
        if (!(cond as Where<F>[]).some((w) => this.matches(record, w))) return false;
        continue;
      }
      if (name === "not") {
        if (this.matches(record, cond as Where<F>)) return false;
        continue;
      }
      const many = this.many.find(([n]) => n === name)?.[1];
      const c = cond as Condition;
      if (many) {
        const values = isOps(c) ? (c.in ?? (c.eq !== undefined ? [c.eq] : [])) : [c];
        const have = many.of(record) ?? [];
        if (!values.some((v) => have.includes(v as string))) return false;
        continue;
      }
      // The arrival order is a query-read table's (seq): here the operators would be ignored and every row match.
      if (isOps(c) && (c.precedes !== undefined || c.follows !== undefined)) throw new Error(`[storage] ${this.resource}: precedes/follows need a table read by query`);
      const v = this.columnOf(name)(record);
      if (!holds(v, c)) return false;
    }
    return true;
  }

  private orderSql(sort: FindQuery<F>["sort"]): string {
    const keys = sort === undefined ? (this.spec.defaultSort ?? []) : typeof sort === "string" ? [sort] : sort;
    const parts = keys.map((k) => {
      const desc = k.startsWith("-");
      const name = desc ? k.slice(1) : k;
      if (name !== "id" && name !== this.spec.order && !this.columns.some(([n]) => n === name)) throw new Error(`[storage] ${this.resource}: no column ${name} to sort on`);
      return `${name}${desc ? " DESC" : ""}`;
    });
    if (!parts.length && this.spec.order) parts.push(this.spec.order === "position" ? "position, id" : "seq");
    return parts.length ? ` ORDER BY ${parts.join(", ")}` : " ORDER BY id";
  }

  private sorted(records: T[], sort: FindQuery<F>["sort"]): T[] {
    const keys = sort === undefined ? (this.spec.defaultSort ?? []) : typeof sort === "string" ? [sort] : sort;
    if (!keys.length) return records;
    const getters = keys.map((k) => {
      const desc = k.startsWith("-");
      return { of: this.columnOf(desc ? k.slice(1) : k), dir: desc ? -1 : 1 };
    });
    return records.toSorted((a, b) => {
      for (const g of getters) {
        const c = compare(g.of(a), g.of(b));
        if (c) return c * g.dir;
      }
      return 0;
    });
  }

  // ---- reads ----------------------------------------------------------------------------------------------

  get(id: string): T | undefined {
    if (this.cache) return this.cache.get(id);
    const row = this.db.get<{ data: string }>(`SELECT data FROM ${this.table} WHERE id = ?`, id);
    return row ? this.parse(row.data, id) : undefined;
  }

  find(query: FindQuery<F> = {}): T[] {
    const { where, sort, limit, offset = 0 } = query;
    if (this.cache) {
      const all = this.sorted(
        [...this.cache.values()].filter((r) => this.matches(r, where)),
        sort,
      );
      const from = Math.max(0, Math.trunc(offset)); // as the SQL's OFFSET (a negative slice would take the end)
      return limit === undefined ? all.slice(from) : all.slice(from, from + Math.max(0, Math.trunc(limit)));
    }
    const w = this.compile(where);
    const p = page(limit, offset);
    const rows = this.db.all<{ id: string; data: string }>(
      `SELECT id, data FROM ${this.table}${w.sql ? ` WHERE ${w.sql}` : ""}${this.orderSql(sort)}${p.sql}`,
      ...w.params,
      ...p.params,
    );
    return rows.map((r) => this.parse(r.data, r.id));
  }

  summaries(query: FindQuery<F> = {}): S[] {
    const s = this.spec.summary;
    if (!s?.column || this.cache) return this.find(query).map(this.summarize);
    const { where, sort, limit, offset = 0 } = query;
    const w = this.compile(where);
    const p = page(limit, offset);
    const rows = this.db.all<{ id: string; summary: string }>(
      `SELECT id, ${s.column} AS summary FROM ${this.table}${w.sql ? ` WHERE ${w.sql}` : ""}${this.orderSql(sort)}${p.sql}`,
      ...w.params,
      ...p.params,
    );
    return rows.map((r) => parseRow(this.db.file, `table ${this.table}, row ${r.id}, ${s.column}`, r.summary, s.schema as ZodType<S>));
  }

  keys(query: FindQuery<F> = {}): string[] {
    if (this.cache) return this.find(query).map((r) => this.keyOf(r));
    const { where, sort, limit, offset = 0 } = query;
    const w = this.compile(where);
    const p = page(limit, offset);
    return this.db.all<{ id: string }>(`SELECT id FROM ${this.table}${w.sql ? ` WHERE ${w.sql}` : ""}${this.orderSql(sort)}${p.sql}`, ...w.params, ...p.params).map((r) => r.id);
  }

  *each(where?: Where<F>): IterableIterator<T> {
    if (this.cache) {
      for (const r of [...this.cache.values()]) if (this.matches(r, where)) yield r;
      return;
    }
    let after: string | null = null;
    for (;;) {
      const w = this.compile(after === null ? where : ({ and: [where ?? {}, { id: { gt: after } }] } as Where<F>));
      const rows = this.db.all<{ id: string; data: string }>(`SELECT id, data FROM ${this.table}${w.sql ? ` WHERE ${w.sql}` : ""} ORDER BY id LIMIT ${SCAN_BATCH}`, ...w.params);
      for (const r of rows) yield this.parse(r.data, r.id);
      if (rows.length < SCAN_BATCH) return;
      after = rows.at(-1)!.id;
    }
  }

  count(where?: Where<F>): number {
    if (this.cache) return where ? [...this.cache.values()].filter((r) => this.matches(r, where)).length : this.cache.size;
    const w = this.compile(where);
    return Number(this.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${this.table}${w.sql ? ` WHERE ${w.sql}` : ""}`, ...w.params)?.n ?? 0);
  }

  countBy(column: F, where?: Where<F>): Map<string, number> {
    const many = this.many.find(([n]) => n === column)?.[1];
    if (this.cache) {
      const counts = new Map<string, number>();
      for (const r of this.cache.values()) {
        if (!this.matches(r, where)) continue;
        const values = many ? [...new Set(many.of(r) ?? [])] : [this.columnOf(column)(r)];
        for (const v of values) if (v !== null && v !== undefined && v !== "") counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
      }
      return counts;
    }
    const w = this.compile(where);
    const filter = w.sql ? ` AND ${w.sql}` : "";
    const sql = many
      ? `SELECT m.${many.value} AS v, COUNT(*) AS n FROM ${many.table} m JOIN ${this.table} ON ${this.table}.id = m.${many.key} WHERE 1 = 1${filter} GROUP BY m.${many.value}`
      : `SELECT ${this.columnOf(column) && column} AS v, COUNT(*) AS n FROM ${this.table} WHERE ${column} IS NOT NULL AND ${column} <> ''${filter} GROUP BY ${column}`;
    return new Map(this.db.all<{ v: string; n: number }>(sql, ...w.params).map((r) => [String(r.v), Number(r.n)]));
  }

  storedBytes(where?: Where<F>): number {
    if (this.cache) {
      let bytes = 0;
      for (const r of this.cache.values()) if (this.matches(r, where)) bytes += Buffer.byteLength(JSON.stringify(r));
      return bytes;
    }
    const w = this.compile(where);
    // octet_length reads a value's size from the row's header: no row's data is loaded, however large.
    return Number(this.db.get<{ n: number }>(`SELECT COALESCE(SUM(octet_length(data)), 0) AS n FROM ${this.table}${w.sql ? ` WHERE ${w.sql}` : ""}`, ...w.params)?.n ?? 0);
  }

  // ---- writes (synchronous; each is one transaction, or part of the caller's) ------------------------------

  private columnValues(record: T): SQLInputValue[] {
    return this.stored.map(([, of]) => of(record));
  }

  private writeRow(record: T, exists: boolean): void {
    const key = this.keyOf(record);
    const names = this.stored.map(([n]) => n);
    const summary = this.spec.summary?.column && !this.spec.cached ? [this.spec.summary.column] : [];
    const summaryValue = summary.length ? [JSON.stringify(this.summarize(record))] : [];
    if (exists) {
      const sets = [...names, ...summary, "data"].map((n) => `${n} = ?`).join(", ");
      this.db.run(`UPDATE ${this.table} SET ${sets} WHERE id = ?`, ...this.columnValues(record), ...summaryValue, JSON.stringify(record), key);
    } else {
      const all = ["id", ...(this.spec.order === "position" ? ["position"] : []), ...names, ...summary, "data"];
      const position = this.spec.order === "position" ? [Number(this.db.get<{ p: number }>(`SELECT COALESCE(MAX(position) + 1, 0) AS p FROM ${this.table}`)?.p ?? 0)] : [];
      this.db.run(
        `INSERT INTO ${this.table} (${all.join(", ")}) VALUES (${all.map(() => "?").join(", ")})`,
        key,
        ...position,
        ...this.columnValues(record),
        ...summaryValue,
        JSON.stringify(record),
      );
    }
    for (const [, m] of this.many) {
      if (exists) this.db.run(`DELETE FROM ${m.table} WHERE ${m.key} = ?`, key);
      for (const v of new Set(m.of(record) ?? [])) this.db.run(`INSERT INTO ${m.table} (${m.key}, ${m.value}) VALUES (?, ?)`, key, v);
    }
    this.spec.onRow?.(key, record);
  }

  private deleteRow(key: string): void {
    for (const [, m] of this.many) this.db.run(`DELETE FROM ${m.table} WHERE ${m.key} = ?`, key);
    this.db.run(`DELETE FROM ${this.table} WHERE id = ?`, key);
    this.spec.onRow?.(key, undefined);
  }

  /** The cache follows a write at once; a rollback reloads it from the database. */
  private cached(key: string, record: T | undefined): void {
    if (!this.cache) return;
    if (record === undefined) this.cache.delete(key);
    else this.cache.set(key, record);
    this.db.whenRolledBack(() => this.load());
  }

  private announce(verb: string, before: T | undefined, after: T | undefined, options: WriteOptions | undefined): void {
    const subject = options?.subject;
    const change = {
      resource: options?.resource ?? this.resource,
      verb: options?.verb ?? verb,
      before: subject ?? (before === undefined ? undefined : this.subjectOf(before)),
      after: subject ?? (after === undefined ? undefined : this.subjectOf(after)),
      actor: options?.actor ?? null,
    };
    this.db.whenCommitted(() => this.feed.publish(change));
  }

  create(record: T, options?: WriteOptions): T {
    const r = this.check(record);
    const key = this.keyOf(r);
    this.db.transaction(() => {
      if (this.cache ? this.cache.has(key) : this.db.get(`SELECT 1 AS one FROM ${this.table} WHERE id = ?`, key)) {
        throw new Error(`[storage] ${this.resource}: a record with key ${key} already exists`);
      }
      this.writeRow(r, false);
      this.cached(key, r);
      this.announce("created", undefined, r, options);
    });
    return r;
  }

  update(id: string, change: Change<T>, options?: UpdateOptions): T {
    return this.db.transaction(() => {
      const before = this.get(id);
      if (!before) throw new NotFound(this.spec.notFound ?? `Not found`);
      const expected = options?.expectedUpdatedAt;
      const stamped = before as { updatedAt?: string };
      if (expected !== undefined && expected !== stamped.updatedAt) throw staleConflict(stamped);
      const next = typeof change === "function" ? change(structuredClone(before)) : ({ ...before, ...definedOnly(change) } as T);
      const r = this.check(next);
      if (this.keyOf(r) !== id) throw new Error(`[storage] ${this.resource}: a change cannot alter the key`);
      if (JSON.stringify(r) === JSON.stringify(before)) return before;
      this.writeRow(r, true);
      this.cached(id, r);
      this.announce(defaultVerb(before, r), before, r, options);
      return r;
    });
  }

  remove(id: string, options?: WriteOptions): T | undefined {
    return this.db.transaction(() => {
      const before = this.get(id);
      if (!before) return undefined;
      this.deleteRow(id);
      this.cached(id, undefined);
      this.announce("deleted", before, undefined, options);
      return before;
    });
  }

  removeWhere(where: Where<F>, options?: WriteOptions): number {
    return this.db.transaction(() => {
      let n = 0;
      if (this.cache || this.many.length || this.spec.onRow) {
        for (const r of [...this.each(where)]) {
          this.deleteRow(this.keyOf(r));
          this.cached(this.keyOf(r), undefined);
          n++;
        }
      } else {
        const w = this.compile(where);
        n = this.db.run(`DELETE FROM ${this.table}${w.sql ? ` WHERE ${w.sql}` : ""}`, ...w.params).changes;
      }
      if (n) {
        const change = { resource: this.resource, verb: options?.verb ?? "pruned", before: undefined, after: undefined, actor: options?.actor ?? null, count: n };
        this.db.whenCommitted(() => this.feed.publish(change));
      }
      return n;
    });
  }

  transaction<R>(fn: () => R): R {
    return this.db.transaction(fn);
  }
}

/** created/updated/deleted, or the status a dated item moves to (published, unpublished, archived). */
function defaultVerb(before: unknown, after: unknown): string {
  const b = (before as { status?: unknown }).status;
  const a = (after as { status?: unknown }).status;
  if (typeof a !== "string" || a === b) return "updated";
  if (a === "published") return "published";
  if (a === "archived") return "archived";
  return b === "published" ? "unpublished" : "updated";
}

/** A field's value as a column holds it (booleans as 0/1; anything else that is not a string or number as null). */
function fieldValue(v: unknown): string | number | null {
  if (typeof v === "boolean") return v ? 1 : 0;
  return typeof v === "string" || typeof v === "number" ? v : null;
}

function definedOnly(change: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
}

/**
 * LIMIT and OFFSET as bound parameters: a number written into the SQL made each page of a list a statement
 * of its own, prepared and kept by the statement cache (db.ts), so /blog?page=<n> grew memory per n.
 */
const page = (limit: number | undefined, offset: number): { sql: string; params: number[] } => {
  const from = Math.max(0, Math.trunc(offset));
  if (limit === undefined) return from ? { sql: " LIMIT -1 OFFSET ?", params: [from] } : { sql: "", params: [] };
  return { sql: " LIMIT ? OFFSET ?", params: [Math.max(0, Math.trunc(limit)), from] };
};

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

function holds(v: string | number | null, c: Condition): boolean {
  const norm = (x: Value) => (typeof x === "boolean" ? (x ? 1 : 0) : x);
  if (!isOps(c)) return c === null ? v === null : v === norm(c);
  if (c.eq !== undefined && v !== norm(c.eq)) return false;
  if (c.ne !== undefined && v === norm(c.ne)) return false;
  if (c.in && !c.in.map(norm).includes(v)) return false;
  if (c.notIn && c.notIn.map(norm).includes(v)) return false;
  if (c.gt !== undefined && !(v !== null && compare(v, norm(c.gt)) > 0)) return false;
  if (c.gte !== undefined && !(v !== null && compare(v, norm(c.gte)) >= 0)) return false;
  if (c.lt !== undefined && !(v !== null && compare(v, norm(c.lt)) < 0)) return false;
  if (c.lte !== undefined && !(v !== null && compare(v, norm(c.lte)) <= 0)) return false;
  if (c.contains !== undefined && !(typeof v === "string" && v.includes(c.contains))) return false;
  if (c.exists !== undefined && (v !== null) !== c.exists) return false;
  return true;
}
