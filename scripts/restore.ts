// `npm run restore -- FILE`: restores a backup archive over DATA_DIR and UPLOADS_DIR, with the server stopped.
// The archive is checked first, read-only (the database passes PRAGMA integrity_check, has a schema version
// this code knows, and every row fits its schema); nothing changes when it fails. The data it replaces is
// kept as BACKUP_DIR/before-restore-<time>.tar.gz. Archives hold no signing secret: a restore onto a new
// machine signs every staff member out (they sign in again).
import path from "node:path";
import { ConfigError, loadConfig } from "../src/server/config";
import { createLogger } from "../src/server/log";
import { recordOffline } from "../src/server/services/activity";
import { InvalidArchiveError, pathsOf, restoreBackup } from "../src/server/services/backups";
import { acquireDataLock, LockedError } from "../src/server/storage/lock";

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || file.startsWith("-")) {
    console.error("Usage: npm run restore -- FILE   (a backup-….tar.gz from BACKUP_DIR; stop the server first)");
    return 2;
  }
  const config = loadConfig(process.env);
  let lock;
  try {
    // Held for the whole restore, so a server cannot start half-way through it.
    lock = await acquireDataLock(config.dataDir, "npm run restore");
  } catch (err) {
    if (!(err instanceof LockedError)) throw err;
    console.error(`The server is running: ${err.message}\nStop it first, then run npm run restore again.`);
    return 1;
  }
  try {
    const result = await restoreBackup(pathsOf(config), file);
    // The restored data's activity log says so.
    await recordOffline(config.dataDir, "backup-restore", { type: "backup", id: path.basename(file), title: path.basename(file) }, createLogger(config.logLevel, process.stderr));
    console.info(`Restored ${result.restored} into ${config.dataDir} and ${config.uploadsDir}.`);
    console.info(
      `Collections: ${Object.entries(result.collections)
        .map(([name, n]) => `${name} ${n}`)
        .join(", ")}.`,
    );
    console.info(`The replaced data is kept in ${result.replacedArchive} (restore it the same way to undo).`);
    return 0;
  } catch (err) {
    if (!(err instanceof InvalidArchiveError)) throw err;
    console.error(`${err.message}\nNothing was changed.`);
    return 1;
  } finally {
    await lock.release();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : `Restore failed: ${(err as Error).message}`);
    console.error(`If ${path.basename(String(process.argv[2]))} was partly restored, the previous data is in BACKUP_DIR/before-restore-*.tar.gz.`);
    process.exitCode = 1;
  },
);
