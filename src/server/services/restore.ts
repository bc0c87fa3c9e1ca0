// Restoring a backup from the admin, while the server runs (docs/architecture.md#restoring-a-backup-while-serving).
// Two steps: preview checks an archive (a stored backup, or one uploaded: streamed to a temporary file in DATA_DIR,
// never held in memory) with the checks of `npm run restore` (only data/ and uploads/, the database's integrity, a
// schema version this site reads, every row through its schema) and keeps the checked extraction for
// RESTORE_PREVIEW_MINUTES under a token; restore, with the admin's password again (and their code when two-step
// sign-in is on), then: pauses every write (503 with Retry-After; reads and public pages go on), takes a backup of
// today's data, readies the archive's database beside the live one (migrations, today's sessions and single-use
// links carried over), and swaps the files in synchronously with the database reopened over them (no request runs
// in between; a failure puts everything back). Once the data is in place, `backup.restored` is announced: the page
// cache, the memos and the activity log follow. Nothing is restarted.
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, readdirSync, renameSync } from "node:fs";
import fs from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import type { Config } from "../config";
import { AppError, Conflict, Invalid, NotFound, StorageUnavailable, TooLarge } from "../errors";
import type { Logger } from "../log";
import { backupMessages, RESTORE_UPLOAD_MAX_MB } from "../../shared/backup-messages";
import { restoreConfirmSchema, restorePreviewSchema, type RestorePreview, type RestoreResult } from "../../shared/schemas/backup";
import { CARRIED_OVER_KEYS, DB_FILE, prepareRestoredDatabase, schemaVersionOf, verifyRecords, type Storage } from "../storage";
import { LOCK_FILE } from "../storage/lock";
import { SCHEMA_VERSION } from "../storage/migrations";
import { InvalidArchiveError, move, pathsOf, SECRETS, takeBackup, verifyArchive, type BackupService } from "./backups";
import type { Actor } from "./events";
import { parseInput } from "./validate";

/** The largest archive an admin may upload (a larger one is copied into BACKUP_DIR and chosen from the list). */
export const RESTORE_UPLOAD_MAX_BYTES = RESTORE_UPLOAD_MAX_MB * 1024 * 1024;
/** How long a checked archive waits for its confirmation. */
export const RESTORE_PREVIEW_MINUTES = 30;
/** The multipart field of an uploaded archive. */
export const RESTORE_UPLOAD_FIELD = "file";

/** Directories and files of a restore in progress: in DATA_DIR and UPLOADS_DIR (`.restore-…tmp`, never archived or served). */
const WORK = /^\.restore-/;
/** A checked archive's extraction in BACKUP_DIR (not a leftover a backup removes). */
const PREVIEW_DIR = /^\.preview-/;

type Pending = RestorePreview & { dir: string; dataDir: string; uploadsDir: string; expires: number };

type Move = { from: string; to: string };

/**
 * Moves the entries of `live` (but `keep`) into `out`, then those of `incoming` into `live`, by renames on one file
 * system (synchronous: nothing else runs meanwhile). Returns the undo, which puts every moved entry back.
 */
function swapContents(live: string, incoming: string, out: string, keep: (name: string) => boolean): () => void {
  const done: Move[] = [];
  const undo = () => {
    for (const m of done.reverse()) renameSync(m.to, m.from);
    done.length = 0;
  };
  try {
    mkdirSync(out);
    for (const name of readdirSync(live)) {
      if (keep(name)) continue;
      const m = { from: path.join(live, name), to: path.join(out, name) };
      renameSync(m.from, m.to);
      done.push(m);
    }
    for (const name of readdirSync(incoming)) {
      const m = { from: path.join(incoming, name), to: path.join(live, name) };
      renameSync(m.from, m.to);
      done.push(m);
    }
  } catch (err) {
    undo();
    throw err;
  }
  return undo;
}

/** A new archive's name shown to people: its base name, printable, short. */
const shownName = (name: string) =>
  path
    .basename(name)
    .replace(/[^\w.\- ]/g, "_")
    .slice(0, 120) || "upload.tar.gz";

export type RestoreOptions = {
  backups: Pick<BackupService, "archivePath" | "exclusive">;
  users: { confirmIdentity(id: string, proof: { password: string; code?: string }, wrongPassword: string, ip?: string, signal?: AbortSignal): Promise<void> };
  log: Logger;
  now?: () => number;
};

export function createRestoreService(storage: Storage, config: Config, { backups, users, log, now = Date.now }: RestoreOptions) {
  const paths = pathsOf(config);
  let pending: Pending | null = null;
  let running = false;

  /** The top-level entries of DATA_DIR a restore leaves alone: the lock, this machine's secrets, the work of a restore, and UPLOADS_DIR or BACKUP_DIR when they sit inside DATA_DIR. */
  function keptIn(dir: string): (name: string) => boolean {
    const nested = [paths.uploadsDir, paths.backupDir]
      .map((d) => path.resolve(d))
      .filter((d) => d.startsWith(path.resolve(dir) + path.sep))
      .map((d) => path.relative(path.resolve(dir), d).split(path.sep)[0]);
    const isData = path.resolve(dir) === path.resolve(paths.dataDir);
    return (name) => WORK.test(name) || nested.includes(name) || (isData && (name === LOCK_FILE || SECRETS.includes(name)));
  }

  async function discard(p: Pending | null): Promise<void> {
    if (p) await fs.rm(p.dir, { recursive: true, force: true });
  }

  /** Extractions of previews this process no longer holds (another preview replaced them, or a restart). */
  async function removeStalePreviews(): Promise<void> {
    const names = await fs.readdir(paths.backupDir).catch(() => [] as string[]);
    for (const name of names) {
      if (PREVIEW_DIR.test(name) && path.join(paths.backupDir, name) !== pending?.dir) await fs.rm(path.join(paths.backupDir, name), { recursive: true, force: true });
    }
  }

  /** The counts shown and compared: the backup's records, not the carried-over sign-in state. */
  function shown(counts: Record<string, number>): Record<string, number> {
    const out: Record<string, number> = {};
    for (const key of Object.keys(counts).sort()) if (!CARRIED_OVER_KEYS.has(key)) out[key] = counts[key] ?? 0;
    return out;
  }

  function liveCounts(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [key, value] of Object.entries(storage)) {
      if (CARRIED_OVER_KEYS.has(key) || typeof value !== "object" || value === null || !("resource" in value) || typeof (value as { count?: unknown }).count !== "function")
        continue;
      out[key] = (value as { count(): number }).count();
    }
    return shown(out);
  }

  /** Checks the archive `file` into a new extraction and keeps it as the one waiting restore (the previous one goes). */
  async function check(file: string, source: string): Promise<RestorePreview> {
    if (running) throw new Conflict(backupMessages.running);
    await fs.mkdir(paths.backupDir, { recursive: true });
    const token = randomBytes(24).toString("base64url");
    const dir = path.join(paths.backupDir, `.preview-${randomBytes(8).toString("hex")}`);
    await fs.mkdir(dir);
    try {
      const checked = await verifyArchive(file, dir, verifyRecords);
      const version = schemaVersionOf(path.join(checked.dataDir, DB_FILE));
      const expires = now() + RESTORE_PREVIEW_MINUTES * 60_000;
      const next: Pending = {
        token,
        source,
        takenAt: checked.takenAt,
        version,
        currentVersion: SCHEMA_VERSION,
        counts: shown(checked.collections),
        expiresAt: new Date(expires).toISOString(),
        dir,
        dataDir: checked.dataDir,
        uploadsDir: checked.uploadsDir,
        expires,
      };
      const previous = pending;
      pending = next;
      await discard(previous);
      await removeStalePreviews();
      return view(next);
    } catch (err) {
      await fs.rm(dir, { recursive: true, force: true });
      if (err instanceof InvalidArchiveError) {
        // The reason names files inside the archive, never this server's folders.
        const reason = err.message
          .replace(/^Invalid backup archive: /, "")
          .split(dir + path.sep)
          .join("")
          .split(dir)
          .join("");
        throw new AppError(422, backupMessages.archiveInvalid(reason.slice(0, 300)), {}, "invalid");
      }
      throw err;
    }
  }

  const view = ({ token, source, takenAt, version, currentVersion, counts, expiresAt }: Pending): RestorePreview => ({
    token,
    source,
    takenAt,
    version,
    currentVersion,
    counts,
    expiresAt,
  });

  /** The waiting restore of this token, or 404 (none, another one, or expired: its extraction is then removed). */
  function waiting(token: string): Pending {
    const p = pending;
    if (!p || p.token !== token) throw new NotFound(backupMessages.previewGone);
    if (now() > p.expires) {
      pending = null;
      void discard(p);
      throw new NotFound(backupMessages.previewGone);
    }
    return p;
  }

  /** Streams the multipart body's `file` to a temporary file in DATA_DIR; resolves to its path and name. */
  function receive(headers: IncomingHttpHeaders, body: Readable): Promise<{ file: string; name: string }> {
    return new Promise((resolve, reject) => {
      const temp = path.join(paths.dataDir, `.restore-upload-${randomBytes(8).toString("hex")}.tmp`);
      let settled = false;
      let writing: Promise<string> | null = null;
      let bb: busboy.Busboy;
      const fail = (err: unknown) => {
        if (settled) return;
        settled = true;
        body.unpipe();
        body.resume();
        bb?.destroy();
        const gone = (writing ?? Promise.resolve("")).catch(() => "").then(() => fs.rm(temp, { force: true }));
        void gone.finally(() => reject(err));
      };
      try {
        bb = busboy({ headers, limits: { files: 1, fields: 5, parts: 6, fileSize: RESTORE_UPLOAD_MAX_BYTES, fieldSize: 1024, headerPairs: 20 } });
      } catch {
        return reject(Invalid.field(RESTORE_UPLOAD_FIELD, backupMessages.archiveRequired));
      }
      bb.on("file", (field, stream: Readable & { truncated?: boolean }, info) => {
        if (field !== RESTORE_UPLOAD_FIELD || writing || settled) return void stream.resume();
        writing = (async () => {
          await fs.mkdir(paths.dataDir, { recursive: true });
          await pipeline(stream, createWriteStream(temp, { flags: "wx", mode: 0o600 }));
          // busboy stops at the limit and marks the stream truncated instead of failing.
          if (stream.truncated) throw new TooLarge(backupMessages.archiveTooLarge);
          return shownName(info.filename ?? "");
        })();
        writing.catch((err: unknown) => fail(err instanceof AppError ? err : new StorageUnavailable()));
      });
      bb.on("error", () => fail(new Invalid(backupMessages.archiveRequired)));
      bb.on("close", () => {
        if (settled) return;
        if (!writing) return fail(Invalid.field(RESTORE_UPLOAD_FIELD, backupMessages.archiveRequired));
        writing.then(
          (name) => {
            if (settled) return;
            settled = true;
            resolve({ file: temp, name });
          },
          () => undefined,
        );
      });
      body.on("error", fail);
      body.on("aborted", () => fail(new Invalid(backupMessages.archiveRequired)));
      body.pipe(bb);
    });
  }

  /** Swaps the checked extraction in; today's data is in the safety backup. Writes are paused by the caller. */
  async function swapIn(p: Pending): Promise<{ safety: string }> {
    const safety = await takeBackup(paths, storage, () => new Date(now()));
    const id = randomBytes(6).toString("hex");
    const incomingData = path.join(paths.dataDir, `.restore-in-${id}.tmp`);
    const incomingUploads = path.join(paths.uploadsDir, `.restore-in-${id}.tmp`);
    const outData = path.join(paths.dataDir, `.restore-out-${id}.tmp`);
    const outUploads = path.join(paths.uploadsDir, `.restore-out-${id}.tmp`);
    try {
      // Beside the live folders first (a copy when BACKUP_DIR is another volume), so the swap is renames only.
      await fs.mkdir(paths.uploadsDir, { recursive: true });
      await move(p.dataDir, incomingData);
      await move(p.uploadsDir, incomingUploads);
      prepareRestoredDatabase(path.join(incomingData, DB_FILE), storage.file, log);
      storage.reopen(() => {
        const undoData = swapContents(paths.dataDir, incomingData, outData, keptIn(paths.dataDir));
        let undoUploads: () => void;
        try {
          undoUploads = swapContents(paths.uploadsDir, incomingUploads, outUploads, keptIn(paths.uploadsDir));
        } catch (err) {
          undoData();
          throw err;
        }
        return () => {
          undoUploads();
          undoData();
        };
      });
    } catch (err) {
      log.error({ err }, `[restore] restoring ${p.source} failed; today's data is unchanged`);
      throw Object.assign(new AppError(500, backupMessages.restoreFailed), { cause: err });
    } finally {
      for (const dir of [incomingData, incomingUploads]) await fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
    // What was replaced is in the safety backup: its folders go (in the background; nothing reads them).
    for (const dir of [outData, outUploads]) void fs.rm(dir, { recursive: true, force: true }).catch(() => undefined);
    return { safety: safety.file };
  }

  return {
    /** POST /api/backups/restore/preview with JSON `{ name }`: a stored backup, checked. */
    async previewStored(body: unknown): Promise<RestorePreview> {
      const { name } = parseInput(restorePreviewSchema, body);
      return check(await backups.archivePath(name), name);
    },

    /** POST /api/backups/restore/preview with a multipart `file`: streamed to DATA_DIR, checked, then removed. */
    async previewUpload(headers: IncomingHttpHeaders, body: Readable): Promise<RestorePreview> {
      if (running) throw new Conflict(backupMessages.running);
      const { file, name } = await receive(headers, body);
      try {
        return await check(file, name);
      } finally {
        await fs.rm(file, { force: true });
      }
    },

    /** GET /api/backups/restore/{token}: the waiting restore (its counts, date and version). */
    preview(token: string): RestorePreview {
      return view(waiting(token));
    },

    /** Whether a restore is swapping the data in now (the API refuses writes meanwhile). */
    get running(): boolean {
      return running;
    },

    /**
     * POST /api/backups/restore: the admin's password (and code) again, then the restore. 403 for a wrong password
     * or code, 404 when the preview is gone, 409 when another restore runs, 500 when it failed (nothing changed).
     */
    async restore(body: unknown, who: { id: string }, actor: Actor, signal?: AbortSignal): Promise<RestoreResult> {
      const { token, password, code } = parseInput(restoreConfirmSchema, body);
      if (running) throw new Conflict(backupMessages.running);
      waiting(token);
      await users.confirmIdentity(who.id, { password, code }, backupMessages.passwordWrong, actor.ip ?? undefined, signal);
      if (running) throw new Conflict(backupMessages.running);
      const p = waiting(token);
      pending = null;
      running = true;
      try {
        return await backups.exclusive(async () => {
          storage.pauseWrites();
          let safety: string;
          try {
            ({ safety } = await swapIn(p));
          } finally {
            storage.resumeWrites();
          }
          const counts = liveCounts();
          // The data is in place: every listener of derived state hears it (cache purge, memos, the activity log).
          storage.changes.publish({ resource: "backup", verb: "restored", after: { file: p.source }, actor });
          storage.changes.committed();
          log.info({ source: p.source, safetyBackup: safety }, `Restored ${p.source}; today's data was kept in ${safety}`);
          return { restored: true as const, safetyBackup: safety, takenAt: p.takenAt, counts };
        });
      } finally {
        running = false;
        await discard(p);
      }
    },

    /** At start-up: the work of a restore that a crash interrupted (its extractions and staged folders). */
    async removeLeftovers(): Promise<void> {
      await removeStalePreviews();
      for (const dir of [paths.dataDir, paths.uploadsDir]) {
        const names = await fs.readdir(dir).catch(() => [] as string[]);
        for (const name of names) if (WORK.test(name)) await fs.rm(path.join(dir, name), { recursive: true, force: true });
      }
    },
  };
}

export type RestoreService = ReturnType<typeof createRestoreService>;
