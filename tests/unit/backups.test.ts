import fs from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupStatus, InvalidArchiveError, listArchives, restoreBackup, takeBackup, verifyArchive, type BackupPaths } from "../../src/server/services/backups";
import { fakeEnquiries, fakeEnquiry } from "../../scripts/lib/fake-enquiries";
import { openStorage, verify, type Storage } from "../../src/server/storage";
import { CorruptFileError } from "../../src/server/storage/json-file";
import { acquireDataLock, LOCK_FILE, LockedError, lockHolder } from "../../src/server/storage/lock";
import type { SidebarLink } from "../../src/shared/schemas/sidebar-link";
import { tempDir } from "../fixtures/temp";
import { testLogger } from "../fixtures/log";
import { defined } from "../fixtures/defined";

const link = (n: number): SidebarLink => ({ _id: `id-${n}`, text: `Link ${n}`, url: `https://example.com/${n}`, order: n, updatedAt: "2026-01-01T00:00:00.000Z" });

/** Every file under `dir` (relative path -> content), to compare directories byte for byte. */
async function snapshot(dir: string, skip: string[] = []): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || skip.includes(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = (await fs.readFile(full)).toString("base64");
  }
  return out;
}

/** Builds a .tar.gz whose data/ is the content of `dataDir`. */
async function craftArchiveFromDir(root: string, dataDir: string, file: string): Promise<string> {
  const src = await fs.mkdtemp(path.join(root, "craft-"));
  await fs.cp(dataDir, path.join(src, "data"), { recursive: true });
  await tar.c({ gzip: true, file, cwd: src }, ["data"]);
  return file;
}

/** Builds a .tar.gz from a map of archive paths to contents. */
async function craftArchive(root: string, file: string, files: Record<string, string>): Promise<string> {
  const src = await fs.mkdtemp(path.join(root, "craft-"));
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(src, name)), { recursive: true });
    await fs.writeFile(path.join(src, name), content);
  }
  const tops = [...new Set(Object.keys(files).map((n) => n.split("/", 1)[0] ?? n))];
  await tar.c({ gzip: true, file, cwd: src }, tops);
  return file;
}

/** A database whose backup fails (as a closed connection's does). */
function closedDatabase(): Pick<Storage, "backup"> {
  return { backup: () => Promise.reject(new Error("database is not open")) };
}

describe("backups", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let p: BackupPaths;
  let storage: Storage;

  beforeEach(async () => {
    ({ dir, cleanup } = await tempDir());
    p = { dataDir: path.join(dir, "data"), uploadsDir: path.join(dir, "uploads"), backupDir: path.join(dir, "backups"), keep: 3 };
    storage = await openStorage(p.dataDir, { log: testLogger() });
    storage.sidebarLinks.create(link(1));
    storage.sidebarLinks.create(link(2));
    storage.redirects.create({ from: "old", to: "new", createdAt: "2026-01-01T00:00:00.000Z" });
    await fs.writeFile(path.join(p.dataDir, ".jwt-secret"), "s".repeat(48));
    await fs.mkdir(path.join(p.uploadsDir), { recursive: true });
    await fs.writeFile(path.join(p.uploadsDir, "a.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  });
  afterEach(async () => {
    await storage.close();
    await cleanup();
  });

  const archived = async (file: string) => {
    const names: string[] = [];
    await tar.t({ file: path.join(p.backupDir, file), onReadEntry: (e) => void names.push(e.path) });
    return names.filter((n) => !n.endsWith("/"));
  };

  it("restores an archive to identical collections and uploads, keeping what it replaced; the archive holds no secret", async () => {
    const info = await takeBackup(p, storage);
    expect(info.file).toMatch(/^backup-.*\.tar\.gz$/);
    expect(info.bytes).toBeGreaterThan(0);
    // The database's own copy, no signing secret, no live WAL files.
    expect((await archived(info.file)).sort()).toEqual(["data/site.db", "uploads/a.png"]);
    const uploadsBefore = await snapshot(p.uploadsDir);

    // Life goes on: a link is added, an upload replaced.
    storage.sidebarLinks.create(link(3));
    await fs.rm(path.join(p.uploadsDir, "a.png"));
    await fs.writeFile(path.join(p.uploadsDir, "b.png"), "later");
    await storage.close();

    const archive = path.join(p.backupDir, info.file);
    const archiveBytes = await fs.readFile(archive);
    const result = await restoreBackup(p, archive);
    expect(await fs.readFile(archive)).toEqual(archiveBytes); // verifying never writes to the archive
    expect(result.collections["sidebar-links"]).toBe(2);
    expect(await snapshot(p.uploadsDir)).toEqual(uploadsBefore);
    // This machine's secret stays (on a new machine a new one is made: staff sign in again).
    expect(await fs.readFile(path.join(p.dataDir, ".jwt-secret"), "utf8")).toBe("s".repeat(48));
    storage = await openStorage(p.dataDir, { log: testLogger() });
    expect(storage.sidebarLinks.find()).toEqual([link(1), link(2)]);
    expect(storage.redirects.count()).toBe(1);

    // The replaced state is kept as an archive that is itself restorable.
    expect(path.basename(result.replacedArchive)).toMatch(/^before-restore-.*\.tar\.gz$/);
    const work = await fs.mkdtemp(path.join(dir, "check-"));
    const replaced = await verifyArchive(result.replacedArchive, work);
    expect(replaced.collections["sidebar-links"]).toBe(3);
    expect(await fs.readFile(path.join(replaced.uploadsDir, "b.png"), "utf8")).toBe("later");
    // The check opened the extracted database read-only: no journal or WAL file next to it.
    expect((await fs.readdir(replaced.dataDir)).sort()).toEqual(["site.db"]);
    // No staging or extraction directories are left behind.
    expect((await fs.readdir(p.backupDir)).filter((n) => n.startsWith("."))).toEqual([]);
  });

  it("the storage's backup(target) is one plain database file that verify() reads back; ping() answers while it is open", async () => {
    const target = path.join(dir, "copy.db");
    await storage.backup(target);
    expect(((await fs.stat(target)).mode & 0o777).toString(8)).toBe("600");
    expect((await fs.readdir(dir)).filter((n) => n.startsWith("copy.db"))).toEqual(["copy.db"]);
    expect(verify(target)).toMatchObject({ "sidebar-links": 2, redirects: 1, enquiries: 0, blogs: 0 });
    // Reading it back wrote nothing next to it.
    expect((await fs.readdir(dir)).filter((n) => n.startsWith("copy.db"))).toEqual(["copy.db"]);
    const junk = path.join(dir, "junk.db");
    await fs.writeFile(junk, "SQLite format 3\u0000 but then nothing of the kind ".repeat(200));
    expect(() => verify(junk)).toThrow(CorruptFileError);
    expect(() => storage.ping()).not.toThrow();
    await storage.close();
    expect(() => storage.ping()).toThrow();
  });

  it("never puts the lock file, temp files, secrets or folders of old files into an archive", async () => {
    const lock = await acquireDataLock(p.dataDir, "test");
    await fs.writeFile(path.join(p.dataDir, ".blogs.json.abc123.tmp"), "{half");
    await fs.writeFile(path.join(p.dataDir, ".control.json"), "{}");
    await fs.mkdir(path.join(p.dataDir, "migrated-2026-01-01"));
    await fs.writeFile(path.join(p.dataDir, "migrated-2026-01-01", "blogs.json"), "[]");
    const info = await takeBackup(p, storage);
    expect((await archived(info.file)).sort()).toEqual(["data/site.db", "uploads/a.png"]);
    expect(LOCK_FILE).toBe(".lock");
    await lock.release();
  });

  it("takes a consistent copy of the database while enquiries are being written, and restores it", async () => {
    storage.transaction(() => fakeEnquiries(200).forEach((e) => storage.enquiries.create(e)));
    const more = fakeEnquiries(300).slice(200);
    const backup = takeBackup(p, storage);
    for (const e of more) {
      storage.enquiries.create(e);
      await new Promise((r) => setImmediate(r));
    }
    const info = await backup;
    const work = await fs.mkdtemp(path.join(dir, "check-"));
    const checked = await verifyArchive(path.join(p.backupDir, info.file), work);
    // Whatever moment it was taken, the database in it holds whole records: the first 200 and some of the rest.
    const inArchive = defined(checked.collections.enquiries, "the enquiries of the archive");
    expect(inArchive).toBeGreaterThanOrEqual(200);
    expect(inArchive).toBeLessThanOrEqual(300);

    await storage.close();
    await restoreBackup(p, path.join(p.backupDir, info.file));
    storage = await openStorage(p.dataDir, { log: testLogger() });
    expect(storage.enquiries.count()).toBe(inArchive);
    // In the order they arrived.
    const ids = storage.enquiries.find({ sort: "seq" }).map((e) => e.id);
    expect(ids).toEqual(fakeEnquiries(inArchive).map((e) => e.id));
  });

  it("restores over a damaged site.db (the case start-up points to), keeping the damaged file byte for byte", async () => {
    const info = await takeBackup(p, storage);
    await storage.close();
    const junk = Buffer.from("not a database any more\n".repeat(300));
    await fs.writeFile(path.join(p.dataDir, "site.db"), junk);
    const result = await restoreBackup(p, path.join(p.backupDir, info.file));
    storage = await openStorage(p.dataDir, { log: testLogger() });
    expect(storage.sidebarLinks.find()).toHaveLength(result.collections["sidebar-links"] ?? -1);
    const work = await fs.mkdtemp(path.join(dir, "check-"));
    await tar.x({ file: result.replacedArchive, cwd: work });
    expect(await fs.readFile(path.join(work, "data", "site.db"))).toEqual(junk);
  });

  it("restores a backup of the format before site.db (lowdb files, journals): imported on the next start", async () => {
    const old = fakeEnquiries(25);
    const file = await craftArchive(dir, path.join(dir, "v1.tar.gz"), { "data/enquiries.json": JSON.stringify(old), "data/sidebar-links.json": "[]", "uploads/x.png": "x" });
    await storage.close();
    const result = await restoreBackup(p, file);
    expect(result.collections.enquiries).toBe(25);
    storage = await openStorage(p.dataDir, { log: testLogger() });
    expect(storage.enquiries.count()).toBe(25);
    expect(storage.enquiries.get(defined(old[7]).id)).toEqual(old[7]);
    expect((await fs.readdir(p.dataDir)).some((n) => n.startsWith("migrated-"))).toBe(true);
  });

  describe("restore refuses a bad archive and changes nothing", () => {
    let dataBefore: Record<string, string>;
    let uploadsBefore: Record<string, string>;
    let backupsBefore: string[];
    beforeEach(async () => {
      await fs.mkdir(p.backupDir, { recursive: true });
      dataBefore = await snapshot(p.dataDir);
      uploadsBefore = await snapshot(p.uploadsDir);
      backupsBefore = await fs.readdir(p.backupDir);
    });
    const expectUnchanged = async () => {
      expect(await snapshot(p.dataDir)).toEqual(dataBefore);
      expect(await snapshot(p.uploadsDir)).toEqual(uploadsBefore);
      expect(await fs.readdir(p.backupDir)).toEqual(backupsBefore);
    };

    it("garbage bytes", async () => {
      const file = path.join(dir, "garbage.tar.gz");
      await fs.writeFile(file, "this is not an archive at all");
      await expect(restoreBackup(p, file)).rejects.toBeInstanceOf(InvalidArchiveError);
      await expectUnchanged();
    });

    it("a truncated archive", async () => {
      const info = await takeBackup(p, storage);
      const bytes = await fs.readFile(path.join(p.backupDir, info.file));
      const file = path.join(dir, "truncated.tar.gz");
      await fs.writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
      backupsBefore = await fs.readdir(p.backupDir);
      dataBefore = await snapshot(p.dataDir);
      await expect(restoreBackup(p, file)).rejects.toBeInstanceOf(InvalidArchiveError);
      await expectUnchanged();
    });

    it("a collection that is not valid JSON", async () => {
      const file = await craftArchive(dir, path.join(dir, "bad-json.tar.gz"), { "data/sidebar-links.json": "[{", "uploads/x.png": "x" });
      await expect(restoreBackup(p, file)).rejects.toThrow(/sidebar-links\.json/);
      await expectUnchanged();
    });

    it("a collection whose items do not fit the schema", async () => {
      const file = await craftArchive(dir, path.join(dir, "bad-schema.tar.gz"), { "data/sidebar-links.json": JSON.stringify([{ _id: "x", text: "" }]) });
      await expect(restoreBackup(p, file)).rejects.toThrow(/sidebar-links\.json/);
      await expectUnchanged();
    });

    it("a journal segment whose last line is unfinished", async () => {
      const line = JSON.stringify({ op: "add", rec: fakeEnquiry(1) });
      const file = await craftArchive(dir, path.join(dir, "torn.tar.gz"), { "data/enquiries/2026-01.jsonl": `${line}\n${line.slice(0, 40)}` });
      await expect(restoreBackup(p, file)).rejects.toThrow(/data\/enquiries\/2026-01\.jsonl: line 2: the last line is unfinished/);
      await expectUnchanged();
    });

    it("a database that is not one (PRAGMA integrity_check)", async () => {
      const file = await craftArchive(dir, path.join(dir, "junk-db.tar.gz"), { "data/site.db": "SQLite format 3\u0000 but then nothing of the kind ".repeat(200) });
      await expect(restoreBackup(p, file)).rejects.toThrow(/site\.db/);
      await expectUnchanged();
    });

    it("a database of a schema version this code does not know", async () => {
      const other = path.join(dir, "other");
      const s = await openStorage(other, { log: testLogger() });
      s.db.raw.exec("PRAGMA user_version = 99; PRAGMA journal_mode = DELETE");
      await s.close();
      const renamed = await craftArchiveFromDir(dir, other, path.join(dir, "newer2.tar.gz"));
      await expect(restoreBackup(p, renamed)).rejects.toThrow(/schema version 99/);
      await expectUnchanged();
    });

    it("a journal line that does not fit the schema", async () => {
      const good = JSON.stringify({ op: "add", rec: fakeEnquiry(1) });
      const bad = JSON.stringify({ op: "add", rec: { ...fakeEnquiry(2), status: "junk" } });
      const file = await craftArchive(dir, path.join(dir, "bad-line.tar.gz"), { "data/enquiries/2026-01.jsonl": `${good}\n${bad}\n` });
      await expect(restoreBackup(p, file)).rejects.toThrow(/data\/enquiries\/2026-01\.jsonl: line 2: status/);
      await expectUnchanged();
    });

    it("an archive with entries outside data/ and uploads/", async () => {
      const file = await craftArchive(dir, path.join(dir, "odd.tar.gz"), { "data/sidebar-links.json": "[]", "etc/passwd": "root" });
      await expect(restoreBackup(p, file)).rejects.toThrow(/unexpected entry etc/);
      await expectUnchanged();
    });

    it("an archive without a data/ directory", async () => {
      const file = await craftArchive(dir, path.join(dir, "empty.tar.gz"), { "uploads/x.png": "x" });
      await expect(restoreBackup(p, file)).rejects.toThrow(/no data/);
      await expectUnchanged();
    });

    it("a file that does not exist", async () => {
      await expect(restoreBackup(p, path.join(dir, "nope.tar.gz"))).rejects.toThrow(/does not exist/);
      await expectUnchanged();
    });
  });

  it("prunes to BACKUP_KEEP, newest kept, and records the last good backup", async () => {
    const times = ["2026-03-01T20:30:00.000Z", "2026-03-02T20:30:00.000Z", "2026-03-03T20:30:00.000Z", "2026-03-04T20:30:00.000Z", "2026-03-05T20:30:00.000Z"];
    const made = [];
    for (const t of times) made.push(await takeBackup(p, storage, () => new Date(t)));
    // A file that is not one of our archives is never pruned.
    await fs.writeFile(path.join(p.backupDir, "notes.txt"), "keep me");
    const kept = await listArchives(p.backupDir);
    expect(kept).toEqual(made.slice(-3).map((m) => m.file));
    const status = await backupStatus(p, "0 2 * * *");
    expect(status).toMatchObject({ count: 3, keep: 3, lastBackupAt: times[4], lastBackupFile: defined(made[4]).file, lastFailureAt: null, timeZone: "Asia/Kolkata" });
    expect(await fs.readFile(path.join(p.backupDir, "notes.txt"), "utf8")).toBe("keep me");
  });

  it("gives two backups in the same millisecond different names", async () => {
    const at = () => new Date("2026-03-01T20:30:00.000Z");
    const a = await takeBackup(p, storage, at);
    const b = await takeBackup(p, storage, at);
    expect(a.file).not.toBe(b.file);
    expect(await listArchives(p.backupDir)).toEqual([a.file, b.file]);
  });

  it("records a failed backup without losing the last good one", async () => {
    const good = await takeBackup(p, storage, () => new Date("2026-03-01T20:30:00.000Z"));
    await expect(takeBackup(p, closedDatabase(), () => new Date("2026-03-02T20:30:00.000Z"))).rejects.toThrow();
    const status = await backupStatus(p, "0 2 * * *");
    expect(status.lastBackupFile).toBe(good.file);
    expect(status.lastFailureAt).toBe("2026-03-02T20:30:00.000Z");
  });
});

describe("DATA_DIR lock", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  it("refuses while a live process holds it, and takes over a stale one", async () => {
    const file = path.join(dir, LOCK_FILE);
    const os = await import("node:os");
    // The test runner's parent process is alive and is not us.
    await fs.writeFile(file, JSON.stringify({ pid: process.ppid, hostname: os.hostname(), command: "server", startedAt: "x" }));
    expect(await lockHolder(dir)).toMatchObject({ pid: process.ppid });
    await expect(acquireDataLock(dir, "backup")).rejects.toBeInstanceOf(LockedError);

    await fs.writeFile(file, JSON.stringify({ pid: 2 ** 22 + 12345, hostname: os.hostname(), command: "server", startedAt: "x" }));
    expect(await lockHolder(dir)).toBeNull();
    const lock = await acquireDataLock(dir, "backup");
    expect(JSON.parse(await fs.readFile(file, "utf8"))).toMatchObject({ pid: process.pid, command: "backup" });
    await lock.release();
    await expect(fs.access(file)).rejects.toThrow();
  });

  it("lets the server take over a lock from another host, but not a script", async () => {
    await fs.writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 1, hostname: "old-container", command: "server", startedAt: "x" }));
    await expect(acquireDataLock(dir, "restore")).rejects.toBeInstanceOf(LockedError);
    const lock = await acquireDataLock(dir, "server", { foreignIsLive: false });
    await lock.release();
  });
});
