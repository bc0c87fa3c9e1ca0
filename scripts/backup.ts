// `npm run backup`: takes a backup of DATA_DIR and UPLOADS_DIR into BACKUP_DIR now, with the server stopped.
// While the server runs it owns DATA_DIR (docs/architecture.md#storage) and takes backups itself: nightly at BACKUP_CRON, or
// on demand with "Back up now" on the admin dashboard (POST /api/backups). So this script refuses then.
import fs from "node:fs/promises";
import path from "node:path";
import { ConfigError, loadConfig } from "../src/server/config";
import { InvalidArchiveError, pathsOf, takeBackup, verifyArchive } from "../src/server/services/backups";
import { createLogger } from "../src/server/log";
import { openStorage } from "../src/server/storage";
import { acquireDataLock, LockedError } from "../src/server/storage/lock";

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  if (!(await fs.stat(config.dataDir).catch(() => null))?.isDirectory()) {
    console.error(`Nothing to back up: ${config.dataDir} does not exist (set DATA_DIR).`);
    return 1;
  }
  let lock;
  try {
    lock = await acquireDataLock(config.dataDir, "npm run backup");
  } catch (err) {
    if (!(err instanceof LockedError)) throw err;
    console.error(
      `The server is running: ${err.message}\n` +
        `It takes its own backups, between writes: nightly at "${config.backupCron}" (Asia/Kolkata), or now with\n` +
        `"Back up now" on the admin dashboard (POST /api/backups as an admin). Stop the server to back up from here.`,
    );
    return 1;
  }
  try {
    const paths = pathsOf(config);
    // Opening storage runs the migrations (a DATA_DIR of the format before site.db: npm run import-legacy first).
    const storage = await openStorage(config.dataDir, { log: createLogger(config.logLevel, process.stderr) });
    let info;
    try {
      info = await takeBackup(paths, storage);
    } finally {
      await storage.close();
    }
    const archive = path.join(config.backupDir, info.file);
    console.info(`Backup written: ${archive} (${(info.bytes / 1024).toFixed(1)} KB); keeping the newest ${config.backupKeep}.`);
    // Check the archive can be restored (it would not if a data file on disk were already damaged).
    const work = await fs.mkdtemp(path.join(config.backupDir, ".restore-"));
    try {
      const checked = await verifyArchive(archive, work);
      console.info(
        `Verified: ${Object.entries(checked.collections)
          .map(([name, n]) => `${name} ${n}`)
          .join(", ")}.`,
      );
    } catch (err) {
      if (!(err instanceof InvalidArchiveError)) throw err;
      console.error(`Warning: the new archive would not restore: ${err.message}`);
      return 1;
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
    return 0;
  } finally {
    await lock.release();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : `Backup failed: ${(err as Error).message}`);
    process.exitCode = 1;
  },
);
