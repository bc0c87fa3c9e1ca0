// The append-only store for collections that only grow (enquiries, activity, revisions, ...).
// See docs/decisions/005-append-only-journal.md (the format, the guarantees and the recovery rules).
//
// On disk: DATA_DIR/<name>/YYYY-MM.jsonl, one segment per month (UTC) of the time of writing. Each line
// is one JSON object:
//   {"op":"add","rec":{...}}             a new record (the whole record)
//   {"op":"set","id":"...","patch":{}}   a change, merged (shallow) over the record on read
//   {"op":"del","ids":["..."]}           tombstones
// A write appends whole lines at the end of the newest segment, fsyncs, and only then changes memory
// and resolves (acknowledged = durable). Memory holds one summary and the byte positions of each live
// record's lines; full records are read back from disk by get() and scan().
//
// Crash rules at open: the bytes after the last newline of the newest segment are a torn write (never
// acknowledged) and are cut off; any other unreadable line stops start-up with a CorruptFileError naming
// the segment and line, and the file is left as it is.
//
// compact() rewrites sealed segments (every segment but the newest) without dead lines: temp file,
// fsync, rename over the segment, fsync the directory, so a segment on disk is always whole.
import { randomBytes } from "node:crypto";
import fs, { type FileHandle } from "node:fs/promises";
import path from "node:path";
import { setImmediate as yieldToLoop } from "node:timers/promises";
import type { ZodType } from "zod";
import { parseStored } from "../../shared/schemas/common";
import { StorageUnavailable, storageFailure } from "../errors";
import type { Logger } from "../log";
import { Mutex } from "./collection";
import { CorruptFileError, syncDir } from "./json-file";

export interface JournalOptions<T, S> {
  /** Checks every record read from disk (a corrupt record stops start-up naming the segment). */
  schema: ZodType<T>;
  /**
   * What is kept in memory per record for listing and filtering (the full record stays on disk and is
   * read by get()). Default: the whole record.
   */
  summarize?: (record: T) => S;
  /** The clock that picks the month of a new segment (tests). */
  now?: () => number;
  /** Where warnings and failures go (a torn last line cut off at open, a failed write or compaction). */
  log: Logger;
}

/** Segment file names: the UTC month of writing. */
export const SEGMENT_FILE = /^\d{4}-\d{2}\.jsonl$/;
const monthOf = (ms: number) => `${new Date(ms).toISOString().slice(0, 7)}.jsonl`;

/** Bytes read per chunk when loading or compacting a segment, and the most read at once by scan(). */
const CHUNK = 1 << 20;
/** Records handled between two yields to the event loop in long loops (scan, compaction). */
const BATCH = 500;
/** Full records kept while loading, so that folding a change rarely reads the disk. */
const LOAD_CACHE = 4096;

type Line = { op: "add"; rec: unknown } | { op: "set"; id: string; patch: Record<string, unknown> } | { op: "del"; ids: string[] };

interface Segment {
  readonly name: string;
  readonly file: string;
  handle: FileHandle;
  /** Bytes acknowledged (the end of the last whole line). */
  size: number;
  /** Lines in the file. */
  lines: number;
  /** Reads in flight; a segment replaced by compaction is closed once they end. */
  readers: number;
  retired: boolean;
  /** A failed write may have left bytes after `size`: cut them before the next write. */
  dirtyTail: boolean;
}

interface Loc {
  readonly seg: Segment;
  readonly off: number;
  readonly len: number;
}

interface Entry<S> {
  readonly id: string;
  summary: S;
  /** The record's add line first, then its change lines, in log order. Replaced, never mutated. */
  locs: readonly Loc[];
  live: boolean;
}

/** A line of a segment could not be read: where and why. */
class BadLine extends Error {}

/** An element the journal's own bookkeeping guarantees (one location per written line, one record per entry). */
function present<V>(value: V | undefined, what: string): V {
  if (value === undefined) throw new Error(`[journal] internal: missing ${what}`);
  return value;
}

function parseLine(text: string): Line {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new BadLine(`invalid JSON: ${(err as Error).message}`);
  }
  const v = value as Record<string, unknown> | null;
  if (v && typeof v === "object") {
    if (v.op === "add" && v.rec && typeof v.rec === "object") return v as Line;
    if (v.op === "set" && typeof v.id === "string" && v.patch && typeof v.patch === "object" && !Array.isArray(v.patch)) return v as Line;
    if (v.op === "del" && Array.isArray(v.ids) && v.ids.every((id) => typeof id === "string")) return v as Line;
  }
  throw new BadLine("not a journal line");
}

/** The patch without undefined values (JSON would drop them, so memory and disk would differ). */
function definedOnly(patch: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
}

/** Reads every whole line of a file in chunks: calls `onLine(text, offset, length)`; returns the bytes after the last newline. */
async function readLines(handle: FileHandle, onLine: (text: string, off: number, len: number) => Promise<void> | void): Promise<{ end: number; tail: Buffer }> {
  let carry = Buffer.alloc(0);
  let carryOff = 0;
  let pos = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(CHUNK);
    const { bytesRead } = await handle.read(chunk, 0, CHUNK, pos);
    if (bytesRead === 0) break;
    pos += bytesRead;
    const buf = carry.length ? Buffer.concat([carry, chunk.subarray(0, bytesRead)]) : chunk.subarray(0, bytesRead);
    let start = 0;
    for (let nl = buf.indexOf(10, start); nl !== -1; nl = buf.indexOf(10, start)) {
      const pending = onLine(buf.toString("utf8", start, nl), carryOff + start, nl + 1 - start);
      if (pending) await pending; // only a change whose record is not in the load cache reads the disk
      start = nl + 1;
    }
    carry = Buffer.from(buf.subarray(start));
    carryOff += start;
  }
  return { end: carryOff, tail: carry };
}

export class Journal<T extends { id: string }, S extends { id: string } = T> {
  private readonly mutex = new Mutex();
  private readonly index = new Map<string, Entry<S>>();
  /** Entries in append order; removed ones stay (live = false) until the array is rebuilt. */
  private order: Entry<S>[] = [];
  private dead = 0;
  private segments: Segment[] = [];
  private compacting: Promise<void> | null = null;
  private closed = false;
  private readonly summarize: (record: T) => S;
  private readonly now: () => number;
  private readonly log: Logger;

  private constructor(
    readonly name: string,
    readonly dir: string,
    private readonly options: JournalOptions<T, S>,
  ) {
    this.summarize = options.summarize ?? ((r: T) => r as unknown as S);
    this.now = options.now ?? Date.now;
    this.log = options.log;
  }

  /** Opens (creating if needed) DATA_DIR/<name>/ and loads the in-memory index. */
  static async open<T extends { id: string }, S extends { id: string } = T>(dataDir: string, name: string, options: JournalOptions<T, S>): Promise<Journal<T, S>> {
    const j = new Journal<T, S>(name, path.join(dataDir, name), options);
    await fs.mkdir(j.dir, { recursive: true });
    try {
      await j.load();
    } catch (err) {
      await j.closeHandles();
      throw err;
    }
    return j;
  }

  /** Number of live records. */
  get size(): number {
    return this.index.size;
  }

  /** The segment files, oldest first (absolute paths). */
  files(): string[] {
    return this.segments.map((s) => s.file);
  }

  // ---- writes -------------------------------------------------------------------------------------

  /** Appends one record; resolves once it is fsynced (acknowledged = durable). Cost independent of size. */
  async append(record: T): Promise<T> {
    const [stored] = await this.appendMany([record]);
    return present(stored, "appended record");
  }

  /** Appends several records with one write and one fsync (imports). All or nothing. */
  appendMany(records: readonly T[]): Promise<T[]> {
    return this.mutex.run(async () => {
      if (!records.length) return [];
      const parsed = parseStored(() => records.map((r) => this.options.schema.parse(r)));
      const seen = new Set<string>();
      for (const r of parsed) {
        if (this.index.has(r.id) || seen.has(r.id)) throw new Error(`[journal ${this.name}] a record with id ${r.id} already exists`);
        seen.add(r.id);
      }
      const summaries = parsed.map((r) => this.summarize(r));
      const lines = parsed.map((rec) => JSON.stringify({ op: "add", rec }) + "\n");
      const locs = await this.write(lines);
      parsed.forEach((r, i) => {
        const entry: Entry<S> = { id: r.id, summary: present(summaries[i], "summary"), locs: [present(locs[i], "location")], live: true };
        this.index.set(r.id, entry);
        this.order.push(entry);
      });
      return parsed;
    });
  }

  /** Appends a change record merged (shallow) over the record with that id; undefined when unknown. */
  update(id: string, patch: Partial<T>): Promise<T | undefined> {
    return this.mutex.run(async () => {
      const entry = this.index.get(id);
      if (!entry) return undefined;
      const clean = definedOnly(patch);
      if ("id" in clean && clean.id !== id) throw new Error(`[journal ${this.name}] a change cannot alter the id`);
      const current = await this.readRecord(entry);
      const merged = parseStored(() => this.options.schema.parse({ ...current, ...clean }));
      const stored = Object.fromEntries(Object.keys(clean).map((k) => [k, (merged as Record<string, unknown>)[k]]));
      const summary = this.summarize(merged);
      const [loc] = await this.write([JSON.stringify({ op: "set", id, patch: stored }) + "\n"]);
      entry.locs = [...entry.locs, present(loc, "location")];
      entry.summary = summary;
      return merged;
    });
  }

  /** Appends tombstones: those records disappear from every read. */
  remove(ids: readonly string[]): Promise<void> {
    return this.mutex.run(async () => {
      const doomed = [...new Set(ids)].filter((id) => this.index.has(id));
      if (!doomed.length) return;
      await this.write([JSON.stringify({ op: "del", ids: doomed }) + "\n"]);
      for (const id of doomed) this.drop(id);
    });
  }

  /** Runs `task` while no write of this journal is under way and holds new ones until it ends (backups). */
  exclusive<R>(task: () => Promise<R>): Promise<R> {
    return this.mutex.run(task);
  }

  // ---- reads --------------------------------------------------------------------------------------

  /** The full record, read from disk when needed; undefined when unknown or removed. */
  async get(id: string): Promise<T | undefined> {
    const entry = this.index.get(id);
    return entry ? this.readRecord(entry) : undefined;
  }

  /** Full records of several ids, in the order given (unknown or removed ids are skipped). */
  async getMany(ids: readonly string[]): Promise<T[]> {
    const entries = ids.map((id) => this.index.get(id)).filter((e): e is Entry<S> => !!e);
    return this.readRecords(entries);
  }

  /** The in-memory summary of one record, synchronously. */
  summary(id: string): S | undefined {
    return this.index.get(id)?.summary;
  }

  /** Summaries newest first (by append order), optionally filtered, then paged. */
  list(query: { where?: (s: S) => boolean; offset?: number; limit?: number } = {}): { items: S[]; total: number } {
    const offset = Math.max(0, query.offset ?? 0);
    const end = query.limit === undefined ? Infinity : offset + Math.max(0, query.limit);
    const items: S[] = [];
    let total = 0;
    for (let i = this.order.length - 1; i >= 0; i--) {
      const e = this.order[i];
      if (!e?.live || (query.where && !query.where(e.summary))) continue;
      if (total >= offset && total < end) items.push(e.summary);
      total++;
    }
    return { items, total };
  }

  /** Every live summary, oldest first, synchronously (counts, due work). */
  *summaries(): IterableIterator<S> {
    for (const e of this.order) if (e.live) yield e.summary;
  }

  /** Every live full record, oldest first, read from disk in bounded chunks (CSV export, migration). */
  async *scan(): AsyncIterable<T> {
    const snapshot = this.order.filter((e) => e.live);
    for (let i = 0; i < snapshot.length; i += BATCH) {
      const batch = snapshot.slice(i, i + BATCH).filter((e) => e.live);
      for (const record of await this.readRecords(batch)) yield record;
    }
  }

  // ---- compaction ---------------------------------------------------------------------------------

  /**
   * Rewrites the sealed segments (all but the newest) that hold dead lines: removed records, changes
   * folded into their record, tombstones no longer needed. Oldest first, each one through a temp file,
   * fsync, rename, fsync of the directory, in bounded chunks; appends go on meanwhile.
   */
  compact(): Promise<void> {
    this.compacting ??= this.compactSealed().finally(() => (this.compacting = null));
    return this.compacting;
  }

  /** Waits for writes and compaction, then closes the files. The journal is unusable afterwards. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.compacting;
    await this.mutex.run(() => this.closeHandles());
  }

  // ---- internals ----------------------------------------------------------------------------------

  private drop(id: string): void {
    const entry = this.index.get(id);
    if (!entry) return;
    entry.live = false;
    this.index.delete(id);
    if (++this.dead > 1024 && this.dead * 2 > this.order.length) {
      this.order = this.order.filter((e) => e.live);
      this.dead = 0;
    }
  }

  private async load(): Promise<void> {
    const names = (await fs.readdir(this.dir)).sort();
    // Temp files of an interrupted compaction: the rename never happened, the segment is intact.
    for (const n of names.filter((n) => /^\..*\.tmp$/.test(n))) await fs.rm(path.join(this.dir, n), { force: true });
    const segNames = names.filter((n) => SEGMENT_FILE.test(n));
    const cache = new Map<string, T>();
    const remember = (id: string, rec: T) => {
      cache.delete(id);
      cache.set(id, rec);
      if (cache.size > LOAD_CACHE) cache.delete(cache.keys().next().value as string);
    };
    for (const [i, segName] of segNames.entries()) {
      const file = path.join(this.dir, segName);
      const handle = await fs.open(file, "r+");
      const seg: Segment = { name: segName, file, handle, size: 0, lines: 0, readers: 0, retired: false, dirtyTail: false };
      this.segments.push(seg);
      let lineNo = 0;
      const { end, tail } = await readLines(handle, (text, off, len) => {
        lineNo++;
        const at = lineNo;
        const named = (err: unknown) => {
          if (err instanceof BadLine) throw new CorruptFileError(file, `line ${at}: ${err.message}`);
          throw err;
        };
        try {
          return this.applyLoaded(parseLine(text), { seg, off, len }, cache, remember)?.catch(named);
        } catch (err) {
          named(err);
        }
      });
      seg.size = end;
      seg.lines = lineNo;
      if (tail.length) {
        if (i !== segNames.length - 1) throw new CorruptFileError(file, `line ${lineNo + 1}: unterminated line in a sealed segment`);
        // A write that was never acknowledged (the process died during it): cut it off.
        this.log.warn(`[journal ${this.name}] ${file}: cut off ${tail.length} bytes of an unfinished last line (a write interrupted by a crash, never acknowledged)`);
        await handle.truncate(end);
        await handle.sync();
      }
    }
  }

  /** Applies one line read at open; synchronous unless a change needs its record from disk. */
  private applyLoaded(line: Line, loc: Loc, cache: Map<string, T>, remember: (id: string, rec: T) => void): Promise<void> | void {
    const check = (value: unknown): T => {
      const parsed = parseStored(() => this.options.schema.safeParse(value));
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      throw new BadLine(`${issue?.path.join(".")} ${issue?.message}`);
    };
    if (line.op === "add") {
      const rec = check(line.rec);
      if (this.index.has(rec.id)) throw new BadLine(`a second record with id ${rec.id}`);
      const entry: Entry<S> = { id: rec.id, summary: this.summarize(rec), locs: [loc], live: true };
      this.index.set(rec.id, entry);
      this.order.push(entry);
      remember(rec.id, rec);
    } else if (line.op === "set") {
      const entry = this.index.get(line.id);
      if (!entry) return; // its record was removed (and compacted away)
      const apply = (current: T) => {
        const merged = check({ ...current, ...line.patch });
        entry.locs = [...entry.locs, loc];
        entry.summary = this.summarize(merged);
        remember(line.id, merged);
      };
      const cached = cache.get(line.id);
      if (cached) return apply(cached);
      return this.readRecord(entry).then(apply);
    } else {
      for (const id of line.ids) {
        this.drop(id);
        cache.delete(id);
      }
    }
  }

  /** Appends whole lines at the end of the active segment and fsyncs; memory is left to the caller. */
  private async write(lines: string[]): Promise<Loc[]> {
    if (this.closed) throw new Error(`[journal ${this.name}] is closed`);
    const bufs = lines.map((l) => Buffer.from(l, "utf8"));
    const [only] = bufs;
    const data = bufs.length === 1 && only ? only : Buffer.concat(bufs);
    let seg: Segment | undefined;
    let start = 0;
    try {
      seg = await this.activeSegment();
      start = seg.size;
      if (seg.dirtyTail) {
        await seg.handle.truncate(start);
        seg.dirtyTail = false;
      }
      for (let done = 0; done < data.length;) {
        const { bytesWritten } = await seg.handle.write(data, done, data.length - done, start + done);
        done += bytesWritten;
      }
      await seg.handle.datasync();
    } catch (err) {
      this.log.error(`[storage] appending to ${seg?.file ?? this.dir} failed: ${(err as Error).message}`);
      if (seg) {
        // Leave no partial line behind; if even that fails, the next write cuts it first.
        seg.dirtyTail = true;
        await seg.handle.truncate(start).then(
          () => (seg!.dirtyTail = false),
          () => undefined,
        );
      }
      throw storageFailure(err);
    }
    seg.size = start + data.length;
    seg.lines += lines.length;
    let off = start;
    return bufs.map((b) => {
      const loc = { seg: seg!, off, len: b.length };
      off += b.length;
      return loc;
    });
  }

  /** The newest segment, or a new one when the month (UTC) moved on. */
  private async activeSegment(): Promise<Segment> {
    const last = this.segments.at(-1);
    const name = monthOf(this.now());
    if (last && last.name >= name) return last;
    const file = path.join(this.dir, name);
    const handle = await fs.open(file, "wx+", 0o600);
    try {
      await syncDir(this.dir);
    } catch (err) {
      await handle.close();
      await fs.rm(file, { force: true });
      throw err;
    }
    const seg: Segment = { name, file, handle, size: 0, lines: 0, readers: 0, retired: false, dirtyTail: false };
    this.segments.push(seg);
    if (last) void this.compact().catch((err: Error) => this.log.warn(`[journal ${this.name}] compaction failed: ${err.message}`));
    return seg;
  }

  private async readRecord(entry: Entry<S>): Promise<T> {
    const [record] = await this.readRecords([entry]);
    return present(record, "record");
  }

  /** Folds the lines of each entry into its full record; the reads of one segment are coalesced. */
  private async readRecords(entries: readonly Entry<S>[]): Promise<T[]> {
    const plan = entries.map((e) => e.locs); // captured now: compaction replaces them, never mutates
    const texts = await this.readLocs(plan.flat());
    return plan.map((locs) => {
      let record: Record<string, unknown> = {};
      for (const loc of locs) {
        const line = parseLine(texts.get(loc)!);
        if (line.op === "add") record = line.rec as Record<string, unknown>;
        else if (line.op === "set") record = { ...record, ...line.patch };
      }
      return record as T;
    });
  }

  /** Reads the text of each location; adjacent locations of a segment are read with one call. */
  private async readLocs(locs: readonly Loc[]): Promise<Map<Loc, string>> {
    const out = new Map<Loc, string>();
    const sorted = [...locs].sort((a, b) => (a.seg === b.seg ? a.off - b.off : this.segments.indexOf(a.seg) - this.segments.indexOf(b.seg)));
    const ranges: { seg: Segment; off: number; end: number; locs: Loc[] }[] = [];
    for (const loc of sorted) {
      const r = ranges.at(-1);
      if (r && r.seg === loc.seg && loc.off - r.end < 64 * 1024 && loc.off + loc.len - r.off <= CHUNK) {
        r.end = Math.max(r.end, loc.off + loc.len);
        r.locs.push(loc);
      } else ranges.push({ seg: loc.seg, off: loc.off, end: loc.off + loc.len, locs: [loc] });
    }
    // Every read starts in this tick, so a segment retired meanwhile is closed only after them.
    for (const r of ranges) r.seg.readers++;
    try {
      await Promise.all(
        ranges.map(async (r) => {
          const buf = Buffer.allocUnsafe(r.end - r.off);
          const { bytesRead } = await r.seg.handle.read(buf, 0, buf.length, r.off);
          if (bytesRead !== buf.length) throw new Error(`short read in ${r.seg.file}`);
          for (const loc of r.locs) out.set(loc, buf.toString("utf8", loc.off - r.off, loc.off - r.off + loc.len - 1));
        }),
      );
    } catch (err) {
      this.log.error(`[storage] reading journal ${this.name} failed: ${(err as Error).message}`);
      throw new StorageUnavailable();
    } finally {
      for (const r of ranges) this.release(r.seg);
    }
    return out;
  }

  private release(seg: Segment): void {
    seg.readers--;
    if (seg.retired && seg.readers === 0) void seg.handle.close().catch(() => undefined);
  }

  private async compactSealed(): Promise<void> {
    // Oldest first: a change or tombstone is dropped from a later segment only after the segments
    // before it no longer need it (their rewrite is already on disk).
    for (const seg of this.segments.slice(0, -1)) {
      if (this.closed) return;
      if (this.segments.indexOf(seg) === -1) continue;
      await this.compactSegment(seg);
    }
  }

  private async compactSegment(seg: Segment): Promise<void> {
    // What stays: each live record whose add line is here (with its changes found here folded in),
    // and changes here to live records added in an earlier segment. Everything else is dead.
    type Keep = { entry: Entry<S>; off: number; own: Loc[]; foreign?: Loc };
    const keep: Keep[] = [];
    let kept = 0;
    const order = this.order; // drop() may replace the array while this loop yields
    for (const [i, entry] of order.entries()) {
      if (i % (BATCH * 20) === 0) await yieldToLoop();
      if (!entry.live) continue;
      const here = entry.locs.filter((l) => l.seg === seg);
      const [first] = here;
      if (!first) continue;
      kept += here.length;
      if (entry.locs[0]?.seg === seg) keep.push({ entry, off: first.off, own: here });
      else for (const loc of here) keep.push({ entry, off: loc.off, own: [], foreign: loc });
    }
    const foldedLines = keep.filter((k) => k.own.length > 1).reduce((n, k) => n + k.own.length - 1, 0);
    if (kept === seg.lines && foldedLines === 0) return; // nothing dead
    keep.sort((a, b) => a.off - b.off);

    const tmp = path.join(this.dir, `.${seg.name}.${randomBytes(6).toString("hex")}.tmp`);
    const out = await fs.open(tmp, "wx", 0o600);
    const moved = new Map<Loc, Loc | null>(); // old location -> new one (null: folded away)
    const newSeg: Segment = { name: seg.name, file: seg.file, handle: out, size: 0, lines: 0, readers: 0, retired: false, dirtyTail: false };
    try {
      for (let i = 0; i < keep.length; i += BATCH) {
        const batch = keep.slice(i, i + BATCH);
        const texts = await this.readLocs(batch.flatMap((k) => (k.foreign ? [k.foreign] : k.own)));
        const lines: string[] = [];
        for (const k of batch) {
          if (k.foreign) {
            lines.push(texts.get(k.foreign)! + "\n");
            continue;
          }
          let rec: Record<string, unknown> = {};
          for (const loc of k.own) {
            const line = parseLine(texts.get(loc)!);
            if (line.op === "add") rec = line.rec as Record<string, unknown>;
            else if (line.op === "set") rec = { ...rec, ...line.patch };
          }
          const [only] = k.own;
          lines.push(k.own.length === 1 && only ? texts.get(only)! + "\n" : JSON.stringify({ op: "add", rec }) + "\n");
        }
        const data = Buffer.from(lines.join(""), "utf8");
        let off = newSeg.size;
        batch.forEach((k, j) => {
          const len = Buffer.byteLength(present(lines[j], "compacted line"), "utf8");
          const loc: Loc = { seg: newSeg, off, len };
          off += len;
          if (k.foreign) moved.set(k.foreign, loc);
          else k.own.forEach((old, n) => moved.set(old, n === 0 ? loc : null));
        });
        await out.write(data, 0, data.length, newSeg.size);
        newSeg.size += data.length;
        newSeg.lines += batch.length;
        await yieldToLoop();
      }
      await out.sync();
      await out.close();
    } catch (err) {
      await out.close().catch(() => undefined);
      await fs.rm(tmp, { force: true });
      throw err;
    }
    // The swap runs between two writes so a backup (which holds the writes) never sees half of it.
    await this.mutex.run(async () => {
      try {
        await fs.rename(tmp, seg.file);
        await syncDir(this.dir);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
      newSeg.handle = await fs.open(seg.file, "r+");
      // Synchronously from here: the index and the segment list point at the new file at once.
      for (const k of keep) {
        k.entry.locs = k.entry.locs.flatMap((l) => (l.seg !== seg ? [l] : moved.has(l) ? (moved.get(l) ? [moved.get(l)!] : []) : []));
      }
      // (An entry removed meanwhile keeps its old locations: it is never read again, and its tombstone
      // is in a newer segment, so the copy of it in the rewritten file stays hidden after a restart.)
      this.segments[this.segments.indexOf(seg)] = newSeg;
      seg.retired = true;
      if (seg.readers === 0) await seg.handle.close().catch(() => undefined);
    });
  }

  private async closeHandles(): Promise<void> {
    for (const seg of this.segments) await seg.handle.close().catch(() => undefined);
  }
}
