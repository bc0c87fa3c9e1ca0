// A lowdb adapter that writes durably: temp file, fsync, rename over the old file, fsync the directory.
// lowdb's own JSONFile (steno) renames without fsync, and JSONFilePreset swaps to memory under NODE_ENV=test.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Adapter } from "lowdb";

export class CorruptFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`Data file ${file} is unreadable (${reason}). It has not been changed. Restore it from the newest backup (npm run restore -- FILE) or fix it by hand, then start again.`);
    this.name = "CorruptFileError";
  }
}

export class DurableJsonFile<T> implements Adapter<T> {
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
    const tmp = path.join(dir, `.${path.basename(this.file)}.${randomBytes(6).toString("hex")}.tmp`);
    const handle = await fs.open(tmp, "w", 0o600);
    try {
      await handle.writeFile(JSON.stringify(data, null, 2) + "\n", "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await fs.rename(tmp, this.file);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
    await syncDir(dir);
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
