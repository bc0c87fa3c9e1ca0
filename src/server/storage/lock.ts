// A lock file in DATA_DIR naming the one process that may write it (the server, or a backup/restore
// script while the server is stopped). docs/architecture.md#storage: only one process ever writes DATA_DIR.
//
// On a full disk the lock file can be created (an inode, no data block) but not filled in: the process then
// holds an empty lock file, touches it every few seconds (a time stamp needs no space), and fills it in once
// space returns. An empty lock file is a live holder while it was touched recently, and stale after that.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export const LOCK_FILE = ".lock";

export type LockInfo = { pid: number; hostname: string; command: string; startedAt: string };

export class LockedError extends Error {
  constructor(
    readonly holder: LockInfo,
    readonly file: string,
  ) {
    super(`${file} is held by "${holder.command}" (pid ${holder.pid} on ${holder.hostname}, since ${holder.startedAt}).`);
    this.name = "LockedError";
  }
}

export type DataLock = { file: string; release(): Promise<void> };

/** Whether a process with this pid runs on this host. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** An empty lock file counts as held for this long after its last touch; its holder touches it every third of it. */
export const EMPTY_LOCK_STALE_MS = 30_000;
const isFull = (err: unknown) => ["ENOSPC", "EDQUOT"].includes((err as NodeJS.ErrnoException).code ?? "");

async function readLock(file: string): Promise<LockInfo | null> {
  try {
    const st = await fs.stat(file);
    if (st.size === 0) {
      if (Date.now() - st.mtimeMs >= EMPTY_LOCK_STALE_MS) return null;
      return { pid: 0, hostname: os.hostname(), command: "a process that started on a full disk", startedAt: st.mtime.toISOString() };
    }
    const parsed = JSON.parse(await fs.readFile(file, "utf8")) as Partial<LockInfo>;
    if (typeof parsed.pid !== "number") return null;
    return { pid: parsed.pid, hostname: String(parsed.hostname ?? ""), command: String(parsed.command ?? "?"), startedAt: String(parsed.startedAt ?? "?") };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    return null; // unreadable or half-written: treat as stale
  }
}

/**
 * Whether the lock's holder is still running. A holder on another host (another container sharing
 * the volume) cannot be checked: `foreignIsLive` decides (the server takes over, because a recreated
 * container has a new hostname; the scripts refuse, to be safe).
 */
function isLive(info: LockInfo, foreignIsLive: boolean): boolean {
  if (info.hostname !== os.hostname()) return foreignIsLive;
  if (info.pid === 0) return true; // an empty lock file touched recently
  if (info.pid === process.pid) return false; // our own pid from a previous life (e.g. pid 1 in a container)
  return processAlive(info.pid);
}

/** The live holder of DATA_DIR's lock, if any. */
export async function lockHolder(dataDir: string, foreignIsLive = true): Promise<LockInfo | null> {
  const info = await readLock(path.join(dataDir, LOCK_FILE));
  return info && isLive(info, foreignIsLive) ? info : null;
}

/** Takes DATA_DIR's lock; throws LockedError when a live process holds it. A stale lock is replaced. */
export async function acquireDataLock(dataDir: string, command: string, { foreignIsLive = true } = {}): Promise<DataLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const info: LockInfo = { pid: process.pid, hostname: os.hostname(), command, startedAt: new Date().toISOString() };
  const content = JSON.stringify(info) + "\n";
  let handle: fs.FileHandle;
  for (let attempt = 0; ; attempt++) {
    try {
      handle = await fs.open(file, "wx", 0o644);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw err;
      const holder = await readLock(file);
      if (holder && isLive(holder, foreignIsLive)) throw new LockedError(holder, file);
      await fs.rm(file, { force: true });
    }
  }
  const { ino } = await handle.stat();
  let written = false;
  const fillIn = async (h: fs.FileHandle) => {
    try {
      await h.truncate(0);
      await h.write(content, 0);
      written = true;
    } catch (err) {
      if (!isFull(err)) throw err;
      await h.truncate(0).catch(() => undefined); // a torn record would read as a stale lock
    }
  };
  try {
    await fillIn(handle);
  } catch (err) {
    await handle.close().catch(() => undefined);
    await fs.rm(file, { force: true });
    throw err;
  }
  await handle.close();
  const ours = async () => (await fs.stat(file).catch(() => null))?.ino === ino;
  // Held empty (a full disk): keep it fresh, and fill it in once there is room.
  const heartbeat = written
    ? undefined
    : setInterval(() => {
        void (async () => {
          if (!(await ours())) return;
          const now = new Date();
          await fs.utimes(file, now, now);
          const h = await fs.open(file, "r+");
          try {
            await fillIn(h);
          } finally {
            await h.close();
          }
          if (written) clearInterval(heartbeat);
        })().catch(() => undefined);
      }, EMPTY_LOCK_STALE_MS / 3);
  heartbeat?.unref();
  let released = false;
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      // Only remove the lock if it is still ours (a restore may have replaced the directory's content).
      if (await ours()) await fs.rm(file, { force: true });
    },
  };
}
