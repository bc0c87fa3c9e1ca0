// The one database of DATA_DIR: DATA_DIR/site.db, opened with node:sqlite (built into Node 24, no native
// build). See docs/decisions/016-sqlite-with-node-sqlite.md. Everything the site stores lives here; every
// write that touches several rows runs inside transaction() (all or nothing).
//
// Durability: WAL journal, synchronous=FULL (an acknowledged write survives a power cut). A full disk
// fails the statement with SQLITE_FULL: the transaction is rolled back and the caller gets DiskFull (507);
// the next write that fits succeeds. A file that is not a database, is empty, or fails `PRAGMA quick_check`,
// stops start-up with CorruptFileError naming it; it is opened read-only first, so it is never written to.
//
// Opening writes nothing: a clean close leaves the file in rollback-journal mode, which reads without the
// -wal and -shm files (on a full disk they cannot be made); the open switches to WAL when it can, and a later
// write tries again when it could not. The files are the owner's alone (mode 0600): SQLite gives the -wal,
// -shm and -journal files the mode of the database file.
import { chmodSync, closeSync, constants, existsSync, openSync, statSync } from "node:fs";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { DiskFull, StorageUnavailable } from "../errors";
import type { Logger } from "../log";
import { CorruptFileError } from "./json-file";

export const DB_FILE = "site.db";

/** SQLite's primary result codes this module tells apart (the low byte of an extended code). */
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_IOERR = 10;
const SQLITE_CORRUPT = 11;
const SQLITE_FULL = 13;
const SQLITE_CANTOPEN = 14;
const SQLITE_NOTADB = 26;

/** The mode of site.db and its side files: staff password hashes and enquiries are in them. */
export const DB_FILE_MODE = 0o600;

type SqliteError = Error & { code?: string; errcode?: number; errstr?: string };
const sqliteCode = (err: unknown): number | null => {
  const e = err as SqliteError | null;
  return e && e.code === "ERR_SQLITE_ERROR" && typeof e.errcode === "number" ? e.errcode & 0xff : null;
};

/** Whether `err` came from SQLite (rather than from the code run inside a transaction). */
export const isSqliteError = (err: unknown) => sqliteCode(err) !== null;
/** SQLite says the file is damaged or is not a database. */
export const isCorruption = (err: unknown) => [SQLITE_CORRUPT, SQLITE_NOTADB].includes(sqliteCode(err) ?? -1);
/** SQLite could not do it now (no room, an I/O error, another connection): it says nothing about the file. */
const isTransient = (err: unknown) => [SQLITE_BUSY, SQLITE_LOCKED, SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN].includes(sqliteCode(err) ?? -1);

/** Creates `file` empty with DB_FILE_MODE when it does not exist, and narrows the mode of one that does. */
export function ensurePrivateFile(file: string): void {
  if (file === ":memory:") return;
  try {
    closeSync(openSync(file, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, DB_FILE_MODE));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  if ((statSync(file).mode & 0o777) !== DB_FILE_MODE) chmodSync(file, DB_FILE_MODE);
}

/** The typed error for a write the database refused: DiskFull when the disk (or quota) is full. */
export function dbFailure(err: unknown): StorageUnavailable {
  const code = sqliteCode(err);
  const errno = (err as NodeJS.ErrnoException | null)?.code;
  return code === SQLITE_FULL || errno === "ENOSPC" || errno === "EDQUOT" ? new DiskFull() : new StorageUnavailable();
}

export type Row = Record<string, SQLInputValue>;

/** The prepared statements kept (Database.prepare): the site's queries are a few hundred distinct texts. */
export const STATEMENT_CACHE = 400;

export class Database {
  /** The connection; replaced by reopen() when a restore swaps the file under it. */
  raw: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  /** One frame per open transaction or savepoint: what to undo on its rollback, what to run on the final commit. */
  private frames: { undo: (() => void)[]; done: (() => void)[] }[] = [];
  /** Run after every outermost commit, once its whenCommitted tasks have run (the change feed delivers then). */
  private readonly commitHooks: (() => void)[] = [];
  private get depth(): number {
    return this.frames.length;
  }
  /** The switch to WAL failed at the open (a full disk): the next write tries again. */
  private walPending = false;
  /** While set (a restore swapping the data in), every write is refused with this error; reads go on. */
  private paused: (() => Error) | null = null;

  constructor(
    readonly file: string,
    private readonly log: Logger,
  ) {
    this.raw = this.connect();
  }

  /** Opens the file (checked first: a damaged one is never written to) with the pragmas of the site's database. */
  private connect(): DatabaseSync {
    const file = this.file;
    checkReadable(file);
    ensurePrivateFile(file);
    const fresh = file === ":memory:" || statSync(file).size === 0;
    this.raw = new DatabaseSync(file);
    try {
      this.raw.exec("PRAGMA busy_timeout = 5000");
      // Before the first table exists (it cannot be switched on later without a VACUUM; on an existing file,
      // setting it would start a write).
      if (fresh) this.raw.exec("PRAGMA auto_vacuum = INCREMENTAL");
      this.switchToWal();
      this.raw.exec("PRAGMA synchronous = FULL");
      this.raw.exec("PRAGMA foreign_keys = ON");
      // The WAL file is cut back to this after a checkpoint (a burst of writes does not keep the disk).
      this.raw.exec("PRAGMA journal_size_limit = 67108864");
    } catch (err) {
      this.raw.close();
      if (isCorruption(err)) throw new CorruptFileError(file, (err as SqliteError).errstr ?? (err as Error).message);
      throw err;
    }
    return this.raw;
  }

  /**
   * Closes the connection, runs `swap` (which puts another database file at this path, synchronously: no
   * request runs in between) and opens the file now there, then runs `opened` (the caches read it). Outside
   * any transaction only. When the new file cannot be opened or read, `swap`'s undo (its return value) puts the
   * old file back, which is opened and read again, and the error is thrown.
   */
  reopen(swap: () => () => void, opened: () => void = () => undefined): void {
    if (this.depth > 0) throw new Error("[db] reopen inside a transaction");
    this.close();
    let undo: (() => void) | undefined;
    try {
      undo = swap();
      this.raw = this.connect();
      opened();
    } catch (err) {
      if (this.raw.isOpen) this.close();
      undo?.();
      this.raw = this.connect();
      opened();
      throw err;
    }
  }

  /** Refuses every write with `error()` until resumeWrites(); reads go on (a restore in progress). */
  pauseWrites(error: () => Error): void {
    this.paused = error;
  }

  resumeWrites(): void {
    this.paused = null;
  }

  /** Whether writes are refused now. */
  get writesPaused(): boolean {
    return this.paused !== null;
  }

  /** Into WAL mode, unless SQLite cannot make its side files now (then the next write tries again). */
  private switchToWal(): void {
    try {
      this.raw.exec("PRAGMA journal_mode = WAL");
      this.walPending = false;
    } catch (err) {
      if (!isTransient(err)) throw err;
      if (!this.walPending) this.log.warn(`[storage] ${this.file} stays in rollback-journal mode for now: ${(err as Error).message}`);
      this.walPending = true;
    }
  }

  /**
   * A cached prepared statement. The cache keeps the STATEMENT_CACHE most recently used: a statement holds
   * native memory (its compiled program), and SQL that varies with input (an IN list's length) must not
   * grow it without end. A statement dropped from the cache is finalised when it is collected.
   */
  prepare(sql: string): StatementSync {
    let s = this.statements.get(sql);
    if (s) {
      this.statements.delete(sql); // to the end: the most recently used
    } else {
      s = this.raw.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE) this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(sql, s);
    return s;
  }

  /** How many prepared statements the cache holds (for tests). */
  get cachedStatements(): number {
    return this.statements.size;
  }

  all<T = Row>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.prepare(sql).all(...params) as T[];
  }
  get<T = Row>(sql: string, ...params: SQLInputValue[]): T | undefined {
    return this.prepare(sql).get(...params) as T | undefined;
  }
  run(sql: string, ...params: SQLInputValue[]): { changes: number } {
    if (this.depth === 0 && this.paused) throw this.paused();
    const r = this.prepare(sql).run(...params);
    return { changes: Number(r.changes) };
  }
  iterate<T = Row>(sql: string, ...params: SQLInputValue[]): IterableIterator<T> {
    return this.prepare(sql).iterate(...params) as IterableIterator<T>;
  }

  /** Whether a transaction is open (a caller may then defer work to its commit). */
  get inTransaction(): boolean {
    return this.depth > 0;
  }

  /** Runs `task` once the outermost transaction commits (at once when none is open); never on rollback. */
  whenCommitted(task: () => void): void {
    const frame = this.frames.at(-1);
    if (frame) frame.done.push(task);
    else task();
  }

  /** Runs `task` if the current transaction or savepoint rolls back (caches drop what they took from it). */
  whenRolledBack(task: () => void): void {
    this.frames.at(-1)?.undo.push(task);
  }

  /**
   * Runs `fn` in a transaction: BEGIN IMMEDIATE ... COMMIT, or a SAVEPOINT when one is already open.
   * `fn` must be synchronous. Anything it throws rolls everything back and is rethrown; an error of
   * SQLite itself (a full disk, an I/O error) is logged and thrown as DiskFull/StorageUnavailable.
   */
  transaction<R>(fn: () => R): R {
    const outer = this.depth === 0;
    if (outer && this.paused) throw this.paused();
    if (outer && this.walPending) this.switchToWal();
    const savepoint = `sp${this.depth}`;
    try {
      this.raw.exec(outer ? "BEGIN IMMEDIATE" : `SAVEPOINT ${savepoint}`);
    } catch (err) {
      throw this.failure(err);
    }
    const frame = { undo: [] as (() => void)[], done: [] as (() => void)[] };
    this.frames.push(frame);
    let result: R;
    try {
      result = fn();
      if (result instanceof Promise) throw new Error("[db] a transaction's function must be synchronous");
      this.raw.exec(outer ? "COMMIT" : `RELEASE ${savepoint}`);
    } catch (err) {
      this.frames.pop();
      try {
        if (outer) {
          if (this.raw.isTransaction) this.raw.exec("ROLLBACK");
        } else this.raw.exec(`ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
      } catch (rollbackErr) {
        this.log.error(`[storage] rolling back in ${this.file} failed: ${(rollbackErr as Error).message}`);
      }
      for (const u of frame.undo.reverse()) u();
      throw isSqliteError(err) ? this.failure(err) : err;
    }
    this.frames.pop();
    const parent = this.frames.at(-1);
    if (parent) {
      // Released into the enclosing transaction: undone with it, run when it commits.
      parent.undo.push(...frame.undo);
      parent.done.push(...frame.done);
    } else this.finishCommit(frame);
    return result;
  }

  /**
   * Runs the asynchronous `fn` in one transaction (one commit, one fsync). Only for start-up work such as
   * seeding, while nothing else can write: code of another request awaiting meanwhile would join it.
   */
  async batch<R>(fn: () => Promise<R>): Promise<R> {
    if (this.depth > 0) return fn();
    if (this.paused) throw this.paused();
    if (this.walPending) this.switchToWal();
    this.raw.exec("BEGIN IMMEDIATE");
    const frame = { undo: [] as (() => void)[], done: [] as (() => void)[] };
    this.frames.push(frame);
    try {
      const result = await fn();
      this.raw.exec("COMMIT");
      this.frames.pop();
      this.finishCommit(frame);
      return result;
    } catch (err) {
      this.frames.pop();
      if (this.raw.isTransaction) this.raw.exec("ROLLBACK");
      for (const u of frame.undo.reverse()) u();
      throw isSqliteError(err) ? this.failure(err) : err;
    }
  }

  /** Calls `hook` after every outermost commit. */
  afterEachCommit(hook: () => void): void {
    this.commitHooks.push(hook);
  }

  private finishCommit(frame: { done: (() => void)[] }): void {
    for (const t of frame.done) t();
    for (const h of this.commitHooks) h();
  }

  private failure(err: unknown): StorageUnavailable {
    this.log.error(`[storage] writing ${this.file} failed: ${(err as SqliteError).errstr ?? ""} ${(err as Error).message}`.replace(/\s+/g, " "));
    return dbFailure(err);
  }

  /** PRAGMA quick_check over every page: the problems found (none: []). The nightly job runs it. */
  quickCheck(): string[] {
    return this.all<{ quick_check: string }>("PRAGMA quick_check")
      .map((r) => r.quick_check)
      .filter((r) => r !== "ok");
  }

  /** Gives back the pages freed by deletions (auto_vacuum=INCREMENTAL); the nightly job runs it. */
  incrementalVacuum(): void {
    this.raw.exec("PRAGMA incremental_vacuum");
  }

  close(): void {
    if (!this.raw.isOpen) return;
    this.statements.clear();
    // The next open then reads the file without -wal and -shm (which a full disk would not let it make).
    // Best effort, without waiting for another connection: the next open copes with a WAL file too.
    try {
      this.raw.exec("PRAGMA busy_timeout = 0");
      this.raw.exec("PRAGMA journal_mode = DELETE");
    } catch {
      // still in WAL mode: SQLite checkpoints on close as usual
    }
    this.raw.close();
  }
}

/** Up to this size the start-up check reads every page (PRAGMA quick_check); larger files get the quick
 * header and schema check at start-up and the full one in the nightly job (a start-up stays under a second). */
export const FULL_CHECK_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Opens an existing database file read-only and checks it: a damaged file or one that is not a database
 * throws CorruptFileError naming it, and nothing has been written to it. A missing file passes.
 */
export function checkReadable(file: string): void {
  if (file === ":memory:" || !existsSync(file)) return;
  const { size } = statSync(file);
  // SQLite would take an empty file for a new database: a damaged install must never become a fresh one.
  if (size === 0) throw new CorruptFileError(file, "the file is empty (0 bytes)");
  try {
    closeSync(openSync(file, constants.O_RDWR));
  } catch (err) {
    throw new CorruptFileError(file, `it cannot be opened for reading and writing (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  const full = size <= FULL_CHECK_MAX_BYTES;
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (err) {
    if (((err as SqliteError).errcode ?? 0) & 0xff) {
      if (isCorruption(err)) throw new CorruptFileError(file, (err as Error).message);
      return; // e.g. a WAL to recover that a read-only connection cannot: the normal open does it
    }
    throw err;
  }
  try {
    db.prepare("SELECT COUNT(*) FROM sqlite_master").get(); // the header and the schema
    const rows = full ? (db.prepare("PRAGMA quick_check").all() as { quick_check: string }[]) : [];
    const problems = rows.map((r) => r.quick_check).filter((r) => r !== "ok");
    if (problems.length) throw new CorruptFileError(file, `PRAGMA quick_check: ${problems.slice(0, 3).join("; ")}`);
  } catch (err) {
    if (err instanceof CorruptFileError) throw err;
    if (isTransient(err)) return; // e.g. no room for the -shm of a WAL left by a crash: the normal open tells
    throw new CorruptFileError(file, (err as SqliteError).errstr ? `${(err as SqliteError).errstr}: ${(err as Error).message}` : (err as Error).message);
  } finally {
    db.close();
  }
}
