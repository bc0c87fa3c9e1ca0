// A small collection (categories, tags, offers, users, settings...; the posts have their own table: posts.ts): one table of site.db with one row per
// record, `(id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)`. `data` is the record as
// JSON (services validate what they write; the collection's zod schema checks every row it loads); `position` keeps the
// order of the list. The records are also kept in memory (reads are synchronous and free); every write
// goes to the database first and changes memory only once it is committed.
//
// Two ways to write: write(mutate) (change a copy of the list; the rows that differ are written in one
// transaction), and the row-level get/insert/put/delete, whose cost does not grow with the collection.
// Row-level writes are synchronous and may run inside storage.transaction(...).
import type { ZodType } from "zod";
import type { Logger } from "../log";
import type { Database } from "./db";
import { parseRow } from "./records";

export type CollectionOptions<T> = {
  log: Logger;
  /** The record's key (default: its `id`). Settings use a constant, login attempts their `key`... */
  key?: (item: T) => string;
  /** Called for every row a write adds, changes (the new record) or deletes (undefined), inside its
   * transaction: a derived table changes with the rows, or not at all. */
  onRow?: (key: string, item: T | undefined) => void;
};

/** SQL table names: the collection's name with "-" as "_" (sidebar-links -> sidebar_links). */
export const tableName = (name: string) => name.replace(/-/g, "_");

type Stored = { id: string; position: number; data: string };

export class Collection<T> {
  readonly table: string;
  private items: readonly T[] = [];
  private index = new Map<string, number>();
  /** The stored position of each key, and the one the next added record gets. */
  private positions = new Map<string, number>();
  private nextPosition = 0;
  private readonly keyOf: (item: T) => string;
  private readonly onRow: (key: string, item: T | undefined) => void;

  constructor(
    private readonly db: Database,
    readonly name: string,
    private readonly schema: ZodType<T>,
    options: CollectionOptions<T>,
  ) {
    this.table = tableName(name);
    this.keyOf = options.key ?? ((item) => (item as { id: string }).id);
    this.onRow = options.onRow ?? (() => undefined);
    if (!/^[a-z][a-z0-9_]*$/.test(this.table)) throw new Error(`[storage] bad collection name ${name}`);
    db.raw.exec(`CREATE TABLE IF NOT EXISTS ${this.table} (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)`);
    this.load();
  }

  /** The database file and table, for messages. */
  get file(): string {
    return `${this.db.file} (table ${this.table})`;
  }

  private load(): void {
    const rows = this.db.all<Stored>(`SELECT id, position, data FROM ${this.table} ORDER BY position, id`);
    this.setItems(rows.map((r) => this.parse(r.data, r.id)));
    this.positions = new Map(rows.map((r) => [r.id, Number(r.position)]));
    this.nextPosition = rows.reduce((max, r) => Math.max(max, Number(r.position) + 1), 0);
  }

  private parse(json: string, id: string): T {
    return parseRow(this.db.file, `table ${this.table}, row ${id}`, json, this.schema);
  }

  /**
   * A record on its way in, as JSON. Services validate input before it gets here (with the rules of
   * requests); the schema checks every row on the way out, when the table is loaded.
   */
  private check(item: T): { key: string; json: string; item: T } {
    const key = this.keyOf(item);
    if (typeof key !== "string" || key === "") throw new Error(`[storage] ${this.name}: a record without a key`);
    return { key, json: JSON.stringify(item), item };
  }

  private setItems(items: readonly T[]): void {
    this.items = items;
    this.index = new Map(items.map((item, i) => [this.keyOf(item), i]));
    if (this.index.size !== items.length) throw new Error(`[storage] ${this.name}: two records with the same key`);
  }

  /** A new row after the last one. */
  private append(key: string, json: string, item: T): void {
    this.db.run(`INSERT INTO ${this.table} (id, position, data) VALUES (?, ?, ?)`, key, this.nextPosition, json);
    this.onRow(key, item);
    this.positions.set(key, this.nextPosition++);
  }

  /** Memory follows a write once it is committed; a rollback reloads the table. `index`: the new key index,
   * when the caller kept it up to date itself (a row-level write: no rebuild over the whole collection). */
  private changed(next: readonly T[], index?: Map<string, number>): void {
    if (index) {
      this.items = next;
      this.index = index;
    } else this.setItems(next);
    this.db.whenRolledBack(() => this.load());
  }

  /** The current items. Treat as read-only: change them only through the write methods. */
  all(): readonly T[] {
    return this.items;
  }

  find(predicate: (item: T) => boolean): T | undefined {
    return this.items.find(predicate);
  }

  /** The record with this key. */
  get(id: string): T | undefined {
    const i = this.index.get(id);
    return i === undefined ? undefined : this.items[i];
  }

  /** Adds a record at the end; throws when its key exists. */
  insert(item: T): T {
    const c = this.check(item);
    if (this.index.has(c.key)) throw new Error(`[storage] ${this.name}: a record with key ${c.key} already exists`);
    this.db.transaction(() => {
      this.append(c.key, c.json, c.item);
      this.changed([...this.items, c.item], this.indexWith(c.key, this.items.length));
    });
    return c.item;
  }

  /** The key index with one more key (changed in place: a rollback reloads the whole table anyway). */
  private indexWith(key: string, i: number): Map<string, number> {
    return this.index.set(key, i);
  }

  /** Replaces the record with the same key (in its place), or adds it at the end. */
  put(item: T): T {
    const c = this.check(item);
    const i = this.index.get(c.key);
    this.db.transaction(() => {
      if (i === undefined) {
        this.append(c.key, c.json, c.item);
        this.changed([...this.items, c.item], this.indexWith(c.key, this.items.length));
      } else {
        this.db.run(`UPDATE ${this.table} SET data = ? WHERE id = ?`, c.json, c.key);
        this.onRow(c.key, c.item);
        const next = this.items.slice();
        next[i] = c.item;
        // Same keys in the same places: the index stays as it is.
        this.changed(next, this.index);
      }
    });
    return c.item;
  }

  /** Deletes the record with this key; returns it (undefined when there was none). */
  delete(id: string): T | undefined {
    const i = this.index.get(id);
    if (i === undefined) return undefined;
    const gone = this.items[i];
    this.db.transaction(() => {
      this.db.run(`DELETE FROM ${this.table} WHERE id = ?`, id);
      this.onRow(id, undefined);
      this.positions.delete(id);
      this.changed(this.items.filter((_, j) => j !== i));
    });
    return gone;
  }

  /**
   * Applies `mutate` to a copy of the items and writes the rows that differ (by key and JSON), in one
   * transaction; synchronous. If `mutate` throws or the database refuses, nothing changes.
   */
  writeSync<R>(mutate: (items: T[]) => R): R {
    const next = structuredClone(this.items) as T[];
    const result = mutate(next);
    const checked = next.map((item) => this.check(item));
    const seen = new Set<string>();
    for (const c of checked) {
      if (seen.has(c.key)) throw new Error(`[storage] ${this.name}: two records with key ${c.key}`);
      seen.add(c.key);
    }
    this.db.transaction(() => {
      for (const key of this.index.keys()) {
        if (seen.has(key)) continue;
        this.db.run(`DELETE FROM ${this.table} WHERE id = ?`, key);
        this.onRow(key, undefined);
        this.positions.delete(key);
      }
      checked.forEach((c, position) => {
        const i = this.index.get(c.key);
        if (i === undefined) {
          this.db.run(`INSERT INTO ${this.table} (id, position, data) VALUES (?, ?, ?)`, c.key, position, c.json);
          this.onRow(c.key, c.item);
        } else {
          const same = JSON.stringify(this.items[i]) === c.json;
          if (this.positions.get(c.key) !== position || !same) this.db.run(`UPDATE ${this.table} SET position = ?, data = ? WHERE id = ?`, position, c.json, c.key);
          if (!same) this.onRow(c.key, c.item);
        }
        this.positions.set(c.key, position);
      });
      this.nextPosition = Math.max(this.nextPosition, checked.length);
      this.changed(checked.map((c) => c.item));
    });
    return result;
  }

  /** writeSync with the Promise the services await (resolves once committed; rejects when nothing changed). */
  async write<R>(mutate: (items: T[]) => R): Promise<R> {
    return this.writeSync(mutate);
  }
}
