// `npm run import-legacy -- DIR`: makes DIR/site.db from a DATA_DIR of the format before it (the lowdb
// *.json files and the enquiries/, activity/, revisions/, page-views/ journals), once, with the server
// stopped. Every record is read and checked by its schema before anything is written; the database is
// written as site.db.import in one transaction, the counts compared, and only then renamed to site.db; the
// old files move to DIR/migrated-<YYYY-MM-DD>/. A record it cannot read stops it naming the file and line,
// and nothing changes. It refuses a DIR that has a site.db already. The server never imports: it refuses to
// start on old files without a site.db and names this command.
import fs from "node:fs/promises";
import path from "node:path";
import { ConfigError, loadConfig } from "../src/server/config";
import { createLogger } from "../src/server/log";
import { AlreadyImportedError, importLegacyDataDir } from "../src/server/storage";
import { CorruptFileError } from "../src/server/storage/json-file";
import { acquireDataLock, LockedError } from "../src/server/storage/lock";

async function main(): Promise<number> {
  const arg = process.argv[2];
  if (!arg || arg.startsWith("-")) {
    console.error("Usage: npm run import-legacy -- DIR   (the DATA_DIR of the earlier version; stop the server first)");
    return 2;
  }
  const dir = path.resolve(arg);
  if (!(await fs.stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`Nothing to import: ${dir} is not a directory.`);
    return 1;
  }
  // LOG_LEVEL and the rest as the server reads them; nothing else of the configuration is needed.
  const config = loadConfig({ ...process.env, DATA_DIR: dir });
  let lock;
  try {
    lock = await acquireDataLock(dir, "npm run import-legacy");
  } catch (err) {
    if (!(err instanceof LockedError)) throw err;
    console.error(`The server is running: ${err.message}\nStop it first, then run npm run import-legacy again.`);
    return 1;
  }
  try {
    const result = await importLegacyDataDir(dir, { log: createLogger(config.logLevel, process.stderr) });
    console.info(
      `Imported into ${result.file}: ${Object.entries(result.counts)
        .map(([name, n]) => `${name} ${n}`)
        .join(", ")}.`,
    );
    if (result.moved) console.info(`The old files are in ${result.moved} (delete that folder once you are happy).`);
    return 0;
  } catch (err) {
    if (err instanceof AlreadyImportedError || err instanceof CorruptFileError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await lock.release();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : `Import failed: ${(err as Error).message}\nNothing was changed.`);
    process.exitCode = 1;
  },
);
