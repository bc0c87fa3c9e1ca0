// Small JSON files outside the database (BACKUP_DIR/backup-status.json) written durably: temp file, fsync,
// rename over the old file, fsync the directory. Also: CorruptFileError (a data file that stops start-up),
// the start-up sweep of temporary files, and the write probe of /healthz.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export class CorruptFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`Data file ${file} is unreadable (${reason}). It has not been changed. Restore it from the newest backup (npm run restore -- FILE) or fix it by hand, then start again.`);
    this.name = "CorruptFileError";
  }
}

export class DurableJsonFile<T> {
  constructor(readonly file: string) {}

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await fs.readFile(this.file, "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw new CorruptFileError(this.file, (err as Error).message);
    }
    if (text.trim() === "") throw new CorruptFileError(this.file, "the file is empty");
    try {
      return JSON.parse(text) as T;
    } catch (err) {
      throw new CorruptFileError(this.file, `invalid JSON: ${(err as Error).message}`);
    }
  }

  async write(data: T): Promise<void> {
    const dir = path.dirname(this.file);
    const tmp = tempPathFor(this.file);
    try {
      const handle = await fs.open(tmp, "wx", 0o600);
      try {
        await handle.writeFile(JSON.stringify(data, null, 2) + "\n", "utf8");
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, this.file);
    } catch (err) {
      // Whatever step failed (a full disk fails the write, the sync or even the close), the partial
      // file goes at once: left behind, it would keep the disk full for every later write.
      await fs.rm(tmp, { force: true }).catch(() => undefined);
      throw err;
    }
    await syncDir(dir);
  }
}

/**
 * The temporary file a write goes through before it is renamed over `file`: hidden, next to it, random,
 * ending in .tmp. Every storage adapter names its temporary files so, and removeStaleTempFiles finds them.
 */
export function tempPathFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
}

const TEMP_FILE = /^\..+\.tmp$/;

/**
 * At start-up, under DATA_DIR's lock (no write can be under way): removes the temporary files that a
 * crash (kill -9) or a failed write left in `dir` and its subfolders. Returns the paths removed.
 */
export async function removeStaleTempFiles(dir: string): Promise<string[]> {
  const removed: string[] = [];
  let entries: import("node:fs").Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return removed; // not there yet
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) removed.push(...(await removeStaleTempFiles(full)));
    else if (entry.isFile() && TEMP_FILE.test(entry.name)) {
      await fs.rm(full, { force: true });
      removed.push(full);
    }
  }
  return removed;
}

/**
 * Whether `dir` can be written now: writes, syncs and removes a small file. null when it worked,
 * otherwise the error code (ENOSPC when the disk is full, EROFS, EACCES...).
 */
export async function probeWrite(dir: string): Promise<string | null> {
  const file = tempPathFor(path.join(dir, "write-probe"));
  try {
    const handle = await fs.open(file, "wx", 0o600);
    try {
      await handle.writeFile(Buffer.alloc(4096, 0x20));
      await handle.sync();
    } finally {
      await handle.close();
    }
    return null;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code ?? "error";
  } finally {
    await fs.rm(file, { force: true }).catch(() => undefined);
  }
}

export async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
