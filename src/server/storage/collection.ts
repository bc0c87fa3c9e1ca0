// One JSON file per collection. Reads are from memory; writes are serialised per collection and
// acknowledged only once the new file is on disk. A failed write leaves memory and disk unchanged.
import path from "node:path";
import { Low } from "lowdb";
import type { ZodType } from "zod";
import { parseStored } from "../../shared/schemas/common";
import { storageFailure } from "../errors";
import type { Logger } from "../log";
import { CorruptFileError, DurableJsonFile } from "./json-file";

/** A serial queue: each task starts after the previous one settles. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  run<R>(task: () => Promise<R> | R): Promise<R> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export type ChangeListener = (collection: string) => void;

export type CollectionOptions = {
  /** Called after every successful write, with the collection's name. */
  onChange: ChangeListener;
  /** Where a failed write is reported (one line naming the file and the cause). */
  log: Logger;
};

export class Collection<T> {
  readonly mutex = new Mutex();
  private db: Low<T[]>;
  private adapter: DurableJsonFile<T[]>;

  private readonly onChange: ChangeListener;
  private readonly log: Logger;

  private constructor(
    readonly name: string,
    readonly file: string,
    { onChange, log }: CollectionOptions,
  ) {
    this.onChange = onChange;
    this.log = log;
    this.adapter = new DurableJsonFile<T[]>(file);
    this.db = new Low<T[]>(this.adapter, []);
  }

  static async open<T>(dataDir: string, name: string, schema: ZodType<T>, options: CollectionOptions): Promise<Collection<T>> {
    const c = new Collection<T>(name, path.join(dataDir, `${name}.json`), options);
    await c.db.read();
    if (!Array.isArray(c.db.data)) throw new CorruptFileError(c.file, "expected a JSON list");
    c.db.data = c.db.data.map((item, i) => {
      const parsed = parseStored(() => schema.safeParse(item));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new CorruptFileError(c.file, `item ${i}: ${issue?.path.join(".")} ${issue?.message}`);
      }
      return parsed.data;
    });
    return c;
  }

  /** The current items. Treat as read-only: change them only through write(). */
  all(): readonly T[] {
    return this.db.data;
  }

  find(predicate: (item: T) => boolean): T | undefined {
    return this.db.data.find(predicate);
  }

  /**
   * Applies `mutate` to a copy of the items and stores the result. Resolves once it is on disk;
   * if `mutate` throws or the disk refuses, nothing changes and the error propagates.
   */
  write<R>(mutate: (items: T[]) => R): Promise<R> {
    return this.mutex.run(async () => {
      const next = structuredClone(this.db.data);
      const result = mutate(next);
      try {
        await this.adapter.write(next);
      } catch (err) {
        this.log.error(`[storage] writing ${this.file} failed: ${(err as Error).message}`);
        throw storageFailure(err);
      }
      this.db.data = next;
      this.onChange(this.name);
      return result;
    });
  }
}
