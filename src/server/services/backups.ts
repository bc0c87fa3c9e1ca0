// Backups: dated .tar.gz archives of DATA_DIR and UPLOADS_DIR in BACKUP_DIR, pruned to BACKUP_KEEP,
// and restore from one (verified before anything is replaced). Used by the nightly job, the admin
// "Back up now" button and the backup/restore scripts.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import type { Config } from "../config";
import { NotFound, StorageUnavailable } from "../errors";
import type { BackupStatus } from "../../shared/backups";
import { apiMessages } from "../../shared/api-messages";
import { backupDatabase, importLegacyDataDir, verify, type Storage } from "../storage";
import { DB_FILE } from "../storage/db";
import { CorruptFileError, DurableJsonFile, syncDir } from "../storage/json-file";
import { LOCK_FILE } from "../storage/lock";
import { silentLogger } from "../log";
import { SYSTEM, type Actor } from "./events";
import type { ActivityService } from "./activity";
import type { Logger } from "../log";
import { offsiteReason, type OffsiteCopies } from "./offsite";

export const BACKUP_TIME_ZONE = "Asia/Kolkata";
const STATUS_FILE = "backup-status.json";
const ARCHIVE = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(-\d+)?\.tar\.gz$/;

export type BackupPaths = { dataDir: string; uploadsDir: string; backupDir: string; keep: number };
export type { BackupStatus };
export type BackupInfo = { file: string; at: string; bytes: number };
type Failure = { at: string; reason: string };
type StatusRecord = { last?: BackupInfo; lastFailure?: Failure; offsite?: { last?: { at: string; file: string }; lastFailure?: Failure } };

/** The archive is unreadable or holds data the server would refuse; nothing was changed. */
export class InvalidArchiveError extends Error {
  constructor(reason: string) {
    super(`Invalid backup archive: ${reason}`);
    this.name = "InvalidArchiveError";
  }
}

/**
 * Files of DATA_DIR that never go into an archive: the lock and temp files of interrupted writes, the
 * signing secret and the control port's key (a restored site signs staff in again), the key of clients'
 * documents (an archive holds them encrypted, and is useless to whoever takes it without the key: the README
 * says how to keep the key apart), the key of the secrets the admin saves (the mail password, secrets.ts: an
 * archive holds it sealed), and the live database files (the archive holds the database's own online
 * copy instead).
 */
export const SECRETS = [".signing-secret", ".jwt-secret", ".control.json", "documents.key", "secrets.key"]; // auth/secret.ts, control.ts, document-files.ts, secrets.ts
const transient = (name: string) => name === LOCK_FILE || SECRETS.includes(name) || /^\..*\.tmp$/.test(name) || /^[a-f0-9]{32}\.part$/.test(name);
const liveDb = (name: string) => name === DB_FILE || name === `${DB_FILE}-wal` || name === `${DB_FILE}-shm` || name === `${DB_FILE}-journal` || name === `${DB_FILE}.import`;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export const pathsOf = (config: Config): BackupPaths => ({ dataDir: config.dataDir, uploadsDir: config.uploadsDir, backupDir: config.backupDir, keep: config.backupKeep });

/** Archives in BACKUP_DIR, oldest first (names sort by their UTC timestamp). */
export async function listArchives(backupDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(backupDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const key = (n: string) => n.replace(/\.tar\.gz$/, "");
  return names.filter((n) => ARCHIVE.test(n)).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export async function uniqueArchiveName(backupDir: string, at: Date, prefix = "backup"): Promise<string> {
  const stamp = at.toISOString().replace(/[:.]/g, "-");
  for (let i = 0; ; i++) {
    const name = `${prefix}-${stamp}${i ? `-${i}` : ""}.tar.gz`;
    try {
      await fs.access(path.join(backupDir, name));
    } catch {
      return name;
    }
  }
}

const within = (dir: string, p: string) => p === dir || p.startsWith(dir + path.sep);

/**
 * Writes a gzipped tar of `sources` to `file` (through a temp file, fsynced, then renamed), with each
 * source directory stored under its own top-level name ("data/", "uploads/").
 */
async function writeArchive(file: string, sources: { name: string; dir: string }[]): Promise<number> {
  const dir = path.dirname(file);
  const tmp = path.join(dir, `.tmp-${randomBytes(6).toString("hex")}.tar.gz`);
  const roots = sources.map((s) => ({ ...s, dir: path.resolve(s.dir) })).sort((a, b) => b.dir.length - a.dir.length);
  try {
    await tar.c(
      {
        gzip: true,
        file: tmp,
        cwd: "/",
        portable: true,
        mode: 0o600,
        filter: (p) => !transient(path.basename(p)),
        // Entries are added by absolute path; store them under the source's name instead.
        onWriteEntry: (entry) => {
          const abs = path.resolve(entry.absolute);
          const root = roots.find((r) => within(r.dir, abs));
          if (!root) return;
          const rel = path.relative(root.dir, abs).split(path.sep).join("/");
          entry.path = rel ? `${root.name}/${rel}${entry.type === "Directory" ? "/" : ""}` : `${root.name}/`;
        },
      },
      sources.map((s) => path.relative("/", path.resolve(s.dir))),
    );
    const handle = await fs.open(tmp, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, file);
    await syncDir(dir);
    return (await fs.stat(file)).size;
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

async function readStatus(backupDir: string): Promise<StatusRecord> {
  try {
    return ((await new DurableJsonFile<StatusRecord>(path.join(backupDir, STATUS_FILE)).read()) ?? {}) as StatusRecord;
  } catch {
    return {}; // a damaged status file only loses the "last backup" display; the archives are intact
  }
}

export async function updateStatus(backupDir: string, change: (s: StatusRecord) => StatusRecord): Promise<void> {
  const current = await readStatus(backupDir);
  await new DurableJsonFile<StatusRecord>(path.join(backupDir, STATUS_FILE)).write(change(current));
}

/** Deletes the oldest archives beyond `keep`; returns the names deleted. */
export async function pruneArchives(backupDir: string, keep: number): Promise<string[]> {
  const archives = await listArchives(backupDir);
  const doomed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of doomed) await fs.rm(path.join(backupDir, name), { force: true });
  return doomed;
}

/** Leftovers of an interrupted backup or restore (temp archives, staging and extraction directories). */
async function removeLeftovers(backupDir: string): Promise<void> {
  for (const name of await fs.readdir(backupDir)) {
    if (/^\.(tmp|staging|restore)-/.test(name)) await fs.rm(path.join(backupDir, name), { recursive: true, force: true });
  }
}

/**
 * Where an archive's database comes from: the open storage (its online backup: one moment while writes go
 * on), or the file of a database no process has open (the restore keeps what it replaces). storage/backup.ts.
 */
export type DatabaseSource = Pick<Storage, "backup"> | { file: string };

/**
 * Copies DATA_DIR to `staged`: the database through the storage module's backup, the other files as they
 * are (no secret, no live database file, no folder of old files).
 */
async function copyDataDir(dataDir: string, staged: string, skip: string[], db: DatabaseSource | null): Promise<void> {
  await fs.mkdir(staged, { recursive: true });
  await fs.cp(dataDir, staged, {
    recursive: true,
    preserveTimestamps: true,
    filter: (src) => {
      const abs = path.resolve(src);
      if (abs === dataDir) return true;
      const name = path.basename(src);
      if (path.dirname(abs) === dataDir && (liveDb(name) || /^migrated-/.test(name))) return false;
      return !transient(name) && !skip.some((d) => within(d, abs));
    },
  });
  if (!db) return; // no database (yet): the other files are copied as they are
  const target = path.join(staged, DB_FILE);
  // The copy is a plain (rollback-journal) database file: it opens read-only with no side files.
  await ("file" in db ? backupDatabase(db.file, target) : db.backup(target));
}

/**
 * Takes a backup now, of `db` (the open storage of DATA_DIR: the server's own, or one a script opened)
 * and the other files of DATA_DIR and UPLOADS_DIR. Writes go on meanwhile: the database is copied by its
 * online backup, which sees one moment.
 */
export async function takeBackup(p: BackupPaths, db: DatabaseSource, now = () => new Date()): Promise<BackupInfo> {
  await fs.mkdir(p.backupDir, { recursive: true });
  await fs.mkdir(p.uploadsDir, { recursive: true });
  await removeLeftovers(p.backupDir);
  try {
    const at = now();
    const file = await uniqueArchiveName(p.backupDir, at);
    const bytes = await archiveOf(p, file, db);
    const info: BackupInfo = { file, at: at.toISOString(), bytes };
    await updateStatus(p.backupDir, (s) => ({ ...s, last: info }));
    await pruneArchives(p.backupDir, p.keep);
    return info;
  } catch (err) {
    await updateStatus(p.backupDir, (s) => ({ ...s, lastFailure: { at: now().toISOString(), reason: errorText(err) } })).catch(() => undefined);
    throw err;
  }
}

/** Writes BACKUP_DIR/`file`: DATA_DIR (its database through `db`'s online backup) and UPLOADS_DIR. Returns its size. */
export async function archiveOf(p: BackupPaths, file: string, db: DatabaseSource | null): Promise<number> {
  const staging = await fs.mkdtemp(path.join(p.backupDir, ".staging-"));
  try {
    const stagedData = path.join(staging, "data");
    const dataDir = path.resolve(p.dataDir);
    const skip = [path.resolve(p.uploadsDir), path.resolve(p.backupDir)].filter((d) => within(dataDir, d) && d !== dataDir);
    await copyDataDir(dataDir, stagedData, skip, db);
    return await writeArchive(path.join(p.backupDir, file), [
      { name: "data", dir: stagedData },
      { name: "uploads", dir: p.uploadsDir },
    ]);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

export async function backupStatus(p: BackupPaths, schedule: string, offsiteTarget: string | null = null): Promise<BackupStatus> {
  const [record, archives] = await Promise.all([readStatus(p.backupDir), listArchives(p.backupDir)]);
  const copy = record.offsite?.last;
  const failure = record.offsite?.lastFailure;
  const failedLast = failure && (!copy || failure.at > copy.at);
  return {
    lastBackupAt: record.last?.at ?? null,
    lastBackupFile: record.last?.file ?? null,
    lastBackupBytes: record.last?.bytes ?? null,
    lastFailureAt: record.lastFailure && (!record.last || record.lastFailure.at > record.last.at) ? record.lastFailure.at : null,
    count: archives.length,
    keep: p.keep,
    schedule,
    timeZone: BACKUP_TIME_ZONE,
    offsite: offsiteTarget
      ? {
          target: offsiteTarget,
          lastCopyAt: copy?.at ?? null,
          lastCopyFile: copy?.file ?? null,
          lastFailureAt: failedLast ? failure.at : null,
          lastFailureReason: failedLast ? failure.reason : null,
        }
      : null,
  };
}

/**
 * Extracts `file` into `workDir` and checks it: only data/ and uploads/ entries, a data/ directory, and a
 * database the storage module's verify() passes (integrity, schema version, every row through its schema).
 * An archive of the format before site.db gets its database made by the import of `npm run import-legacy`
 * (strict: every record checked, an unfinished journal line refused), in the extraction directory; the
 * restored DATA_DIR then holds it. Throws InvalidArchiveError otherwise.
 */
export async function verifyArchive(
  file: string,
  workDir: string,
  counting: (dbFile: string) => Record<string, number> = verify,
): Promise<{ dataDir: string; uploadsDir: string; collections: Record<string, number>; takenAt: string }> {
  try {
    await fs.access(file);
  } catch {
    throw new InvalidArchiveError(`${file} does not exist or cannot be read`);
  }
  const problems: string[] = [];
  try {
    // Synchronous: an asynchronous extraction rejects on a bad block while it is still writing files.
    // Only the restore script (server stopped) and tests extract.
    tar.x({
      file,
      cwd: workDir,
      sync: true,
      strict: true,
      preservePaths: false,
      onwarn: (_code, message) => void problems.push(String(message)),
      filter: (p, entry) => {
        const top = p.replace(/^\.\//, "").split("/")[0];
        const type = "type" in entry ? entry.type : "File";
        if ((top !== "data" && top !== "uploads") || (type !== "File" && type !== "Directory")) {
          problems.push(`unexpected entry ${p}`);
          return false;
        }
        return true;
      },
    });
  } catch (err) {
    throw new InvalidArchiveError(`${path.basename(file)} is not a readable .tar.gz (${errorText(err)})`);
  }
  if (problems.length) throw new InvalidArchiveError(problems.slice(0, 3).join("; "));
  const dataDir = path.join(workDir, "data");
  const uploadsDir = path.join(workDir, "uploads");
  if (!(await fs.stat(dataDir).catch(() => null))?.isDirectory()) throw new InvalidArchiveError("it holds no data/ directory");
  await fs.mkdir(uploadsDir, { recursive: true });
  const names = await fs.readdir(dataDir);
  // When it was taken: its database was written then (the archive keeps the time), else its newest file.
  const takenAt = await takenAtOf(dataDir, names);
  try {
    if (!names.includes(DB_FILE)) await importLegacyDataDir(dataDir, { log: silentLogger(), strict: true });
    return { dataDir, uploadsDir, collections: counting(path.join(dataDir, DB_FILE)), takenAt };
  } catch (err) {
    if (err instanceof CorruptFileError) throw new InvalidArchiveError(`data/${path.relative(dataDir, err.file).split(path.sep).join("/")}: ${err.reason}`);
    if (err instanceof InvalidArchiveError) throw err;
    throw new InvalidArchiveError(errorText(err));
  }
}

/** The time of an extracted archive's database file (its newest data file in an archive of the old format). */
async function takenAtOf(dataDir: string, names: string[]): Promise<string> {
  const files = names.includes(DB_FILE) ? [DB_FILE] : names;
  let newest = 0;
  for (const name of files) {
    const st = await fs.stat(path.join(dataDir, name)).catch(() => null);
    if (st?.isFile()) newest = Math.max(newest, st.mtimeMs);
  }
  return new Date(newest || Date.now()).toISOString();
}

/** Moves `src` to `dst`: a rename on one file system, else a copy and delete (e.g. into a Docker volume). */
export async function move(src: string, dst: string): Promise<void> {
  try {
    await fs.rename(src, dst);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
    await fs.cp(src, dst, { recursive: true, preserveTimestamps: true });
    await fs.rm(src, { recursive: true, force: true });
  }
}

/**
 * Replaces the content of `dst` with that of `src`. The directory itself stays (it may be a mount
 * point, which cannot be renamed); `keep` names entries of `dst` left alone.
 */
async function replaceContents(src: string, dst: string, keep: string[] = []): Promise<void> {
  await fs.mkdir(dst, { recursive: true });
  for (const name of await fs.readdir(dst)) {
    if (!keep.includes(name)) await fs.rm(path.join(dst, name), { recursive: true, force: true });
  }
  for (const name of await fs.readdir(src)) {
    if (!keep.includes(name)) await move(path.join(src, name), path.join(dst, name));
  }
  await syncDir(dst);
}

export type RestoreResult = { restored: string; replacedArchive: string; collections: Record<string, number> };

/**
 * Restores `file` over DATA_DIR and UPLOADS_DIR. The caller holds DATA_DIR's lock (server stopped).
 * The archive is verified first (nothing changes when it is invalid); then the current data and
 * uploads are archived to BACKUP_DIR/before-restore-<time>.tar.gz (itself restorable), and only then
 * replaced.
 */
export async function restoreBackup(p: BackupPaths, file: string, now = () => new Date()): Promise<RestoreResult> {
  await fs.mkdir(p.backupDir, { recursive: true });
  await removeLeftovers(p.backupDir);
  const work = await fs.mkdtemp(path.join(p.backupDir, ".restore-"));
  try {
    const checked = await verifyArchive(path.resolve(file), work);
    await fs.mkdir(p.dataDir, { recursive: true });
    await fs.mkdir(p.uploadsDir, { recursive: true });
    const replacedArchive = await uniqueArchiveName(p.backupDir, now(), "before-restore");
    const currentFile = path.join(p.dataDir, DB_FILE);
    await archiveOf(p, replacedArchive, existsSync(currentFile) ? { file: currentFile } : null);
    // The live database's side files go with it; this machine's secret and lock stay.
    await replaceContents(checked.dataDir, p.dataDir, [LOCK_FILE, ...SECRETS]);
    await replaceContents(checked.uploadsDir, p.uploadsDir);
    return { restored: path.resolve(file), replacedArchive: path.join(p.backupDir, replacedArchive), collections: checked.collections };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** The in-process service: backups of the open database, one at a time. */
/** A backup taken (the nightly job's and the admin's) and one downloaded are recorded in the activity log: neither writes a record. */
export function createBackupService(
  storage: Storage,
  config: Config,
  activity?: Pick<ActivityService, "record">,
  { log = silentLogger(), offsite = null }: { log?: Logger; offsite?: OffsiteCopies | null } = {},
) {
  const record = (actor: Actor, action: "backup" | "backup-download", file: string) => activity?.record(actor, action, { type: "backup", id: file, title: file });
  // One backup at a time: each starts after the previous one settles.
  let tail: Promise<unknown> = Promise.resolve();
  const mutex = {
    run<R>(task: () => Promise<R> | R): Promise<R> {
      const result = tail.then(task, task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
  const paths = pathsOf(config);
  /**
   * The off-site copy of a new archive, then the bucket pruned to the same keep count; its outcome goes into the
   * status file (the dashboard shows it). Runs in the backups' queue after the backup, so the answer of "Back up
   * now" does not wait for the upload, the next backup waits for it, and so does a shutdown.
   */
  async function copyOffsite(copies: OffsiteCopies, info: BackupInfo): Promise<void> {
    try {
      await copies.upload(path.join(paths.backupDir, info.file), info.file);
      const removed = await copies.prune(paths.keep);
      await updateStatus(paths.backupDir, (s) => ({ ...s, offsite: { ...s.offsite, last: { at: new Date().toISOString(), file: info.file } } }));
      log.info({ file: info.file, target: copies.target, pruned: removed.length }, `Off-site copy written: ${copies.target}${info.file}`);
    } catch (err) {
      const reason = offsiteReason(err);
      log.warn(`[backups] the off-site copy of ${info.file} to ${copies.target} failed: ${reason}`);
      await updateStatus(paths.backupDir, (s) => ({ ...s, offsite: { ...s.offsite, lastFailure: { at: new Date().toISOString(), reason } } })).catch(() => undefined);
    }
  }
  return {
    /** Takes a backup now (the nightly job and the admin button); its off-site copy follows in the background. */
    async create(actor: Actor = SYSTEM): Promise<BackupInfo> {
      let info: BackupInfo;
      try {
        info = await mutex.run(() => takeBackup(paths, storage));
      } catch (err) {
        throw Object.assign(new StorageUnavailable(apiMessages.backupFailed), { cause: err });
      }
      await record(actor, "backup", info.file);
      if (offsite) void mutex.run(() => copyOffsite(offsite, info));
      return info;
    },
    /** Runs `task` when no backup (or off-site copy) is running, and none starts until it is done (a restore). */
    exclusive: <R>(task: () => Promise<R>): Promise<R> => mutex.run(task),
    /** An archive was sent to an admin in full (THE one place "backup downloaded" is announced). */
    downloaded(name: string, actor: Actor): void {
      void record(actor, "backup-download", name);
    },
    status: () => backupStatus(paths, config.backupCron, offsite?.target ?? null),
    /** The archives an admin can download, newest first. */
    async list(): Promise<BackupInfo[]> {
      const names = await listArchives(paths.backupDir);
      const infos = await Promise.all(
        names.map(async (file) => {
          const st = await fs.stat(path.join(paths.backupDir, file)).catch(() => null);
          return st ? { file, at: st.mtime.toISOString(), bytes: st.size } : null;
        }),
      );
      return infos.filter((i): i is BackupInfo => i !== null).reverse();
    },
    /** The path of an existing archive by its name; anything else (../, other files) is a 404. */
    async archivePath(name: string): Promise<string> {
      if (!(await listArchives(paths.backupDir)).includes(name)) throw new NotFound(apiMessages.backupNotFound);
      return path.join(paths.backupDir, name);
    },
    /** Resolves once no backup is running (graceful shutdown waits for it). */
    idle: () => mutex.run(() => undefined),
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
