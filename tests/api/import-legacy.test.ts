// `npm run import-legacy -- DIR`: the one way a DATA_DIR of the format before site.db (tests/fixtures/legacy-data:
// lowdb files and journals with every collection filled, made by that version's code) becomes a database. Run as
// the command runs (scripts/cli.mjs, a real process). The server itself never imports: it refuses to start on old
// files without a site.db, naming the command.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LegacyDataError, openStorage } from "../../src/server/storage";
import { tempDir } from "../fixtures/temp";
import { testLogger } from "../fixtures/log";
import { defined } from "../fixtures/defined";

const FIXTURE = path.resolve("tests/fixtures/legacy-data");
const counts = JSON.parse(await fs.readFile(path.resolve("tests/fixtures/legacy-data.counts.json"), "utf8")) as Record<string, number>;

type Run = { code: number; stdout: string; stderr: string };

function importLegacy(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/cli.mjs", "import-legacy", ...args],
      { env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn" }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// Each run starts a Node process that compiles TypeScript: slow on a busy machine.
describe("npm run import-legacy -- DIR", { timeout: 60_000 }, () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  it("imports a DATA_DIR of the old format: every record, counts compared, old files moved to migrated-<date>/", async () => {
    await fs.cp(FIXTURE, dir, { recursive: true });
    const before = (await fs.readdir(dir)).sort();
    const run = await importLegacy(dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Imported into ${path.join(dir, "site.db")}: `);
    const s = await openStorage(dir, { log: testLogger() });
    const got: Record<string, number> = {};
    for (const key of Object.keys(counts)) {
      // The posts were the `blogs` list of the old format.
      const v = (s as unknown as Record<string, { count?: () => number }>)[key === "blogs" ? "posts" : key];
      got[key] = Number(v?.count?.());
    }
    expect(got).toEqual(counts);
    // Changes and removals of the journals were folded in.
    const contacted = defined(await s.enquiries.get("00000000-0000-4000-8000-000000000003"));
    expect(contacted.status).toBe("contacted");
    expect(contacted.notes.map((n) => n.text)).toEqual(["Called back"]);
    expect(await s.enquiries.get("00000000-0000-4000-8000-000000000029")).toBeUndefined();
    expect([...s.posts.each()].find((b) => b.title === "Renamed twice")).toBeDefined();
    // The posts' search index was made with the database: the first start writes nothing.
    expect(s.postSearch.empty).toBe(false);
    await s.close();

    const migrated = `migrated-${new Date().toISOString().slice(0, 10)}`;
    expect((await fs.readdir(dir)).sort()).toEqual(expect.arrayContaining(["site.db", migrated]));
    expect((await fs.readdir(path.join(dir, migrated))).sort()).toEqual(before);
    expect(run.stdout).toContain(path.join(dir, migrated));
    // A second start opens the database; nothing is imported twice.
    const again = await openStorage(dir, { log: testLogger() });
    expect([again.posts.count(), again.enquiries.count()]).toEqual([counts.blogs, counts.enquiries]);
    await again.close();
  });

  it("refuses a DATA_DIR that has its site.db already, and changes nothing", async () => {
    await (await openStorage(dir, { log: testLogger() })).close();
    await fs.cp(FIXTURE, dir, { recursive: true });
    const before = (await fs.readdir(dir)).sort();
    const db = await fs.readFile(path.join(dir, "site.db"));
    const run = await importLegacy(dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path.join(dir, "site.db")} already exists`);
    expect((await fs.readdir(dir)).sort()).toEqual(before);
    expect(await fs.readFile(path.join(dir, "site.db"))).toEqual(db);
  });

  it("refuses to import a record it cannot read, naming the file and the line, and changes nothing", async () => {
    await fs.cp(FIXTURE, dir, { recursive: true });
    const segment = path.join(dir, "enquiries", "2026-11.jsonl");
    const lines = (await fs.readFile(segment, "utf8")).split("\n");
    lines[4] = lines[4]!.replace(/"email":"[^"]*"/, '"email":42');
    await fs.writeFile(segment, lines.join("\n"));
    const before = (await fs.readdir(dir)).sort();
    const run = await importLegacy(dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Data file ${segment} is unreadable`);
    expect(run.stderr).toContain("line 5: email");
    expect((await fs.readdir(dir)).sort()).toEqual(before);
  });

  it("leaves out the unfinished last line of the newest journal segment (a write never acknowledged)", async () => {
    await fs.cp(FIXTURE, dir, { recursive: true });
    await fs.appendFile(path.join(dir, "activity", "2026-11.jsonl"), '{"op":"add","rec":{"id":"torn"');
    const run = await importLegacy(dir);
    expect(run.code, run.stderr).toBe(0);
    const s = await openStorage(dir, { log: testLogger() });
    expect(s.activity.count()).toBe(counts.activity);
    await s.close();
  });

  it("refuses a corrupt old-format file, names it, and leaves it untouched", async () => {
    const file = path.join(dir, "blogs.json");
    await fs.writeFile(file, '[{"id": "x", broken');
    const run = await importLegacy(dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(file);
    expect(await fs.readFile(file, "utf8")).toBe('[{"id": "x", broken');
    expect(await fs.readdir(dir)).toEqual(["blogs.json"]); // no database was made, nothing moved
  });

  it("refuses an empty file and an item that does not fit the schema", async () => {
    await fs.writeFile(path.join(dir, "offers.json"), "");
    expect((await importLegacy(dir)).stderr).toMatch(/offers\.json.*empty/);
    await fs.writeFile(path.join(dir, "offers.json"), JSON.stringify([{ id: 1 }]));
    expect((await importLegacy(dir)).stderr).toMatch(/offers\.json.*item 0/);
    expect(await fs.readdir(dir)).toEqual(["offers.json"]);
  });

  it("the server refuses to start on old files without a site.db, naming the command, and makes no database", async () => {
    await fs.cp(FIXTURE, dir, { recursive: true });
    const before = (await fs.readdir(dir)).sort();
    const err = await openStorage(dir, { log: testLogger() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LegacyDataError);
    expect((err as Error).message).toContain(`npm run import-legacy -- ${dir}`);
    expect((await fs.readdir(dir)).sort()).toEqual(before);
  });
});
