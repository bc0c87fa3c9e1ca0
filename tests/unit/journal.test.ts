import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { StorageUnavailable } from "../../src/server/errors";
import { CorruptFileError } from "../../src/server/storage/json-file";
import { Journal, type JournalOptions } from "../../src/server/storage/journal";
import { tempDir } from "../fixtures/temp";
import { expectConsoleError } from "../setup";
import { captureLog } from "../fixtures/log";
import { defined } from "../fixtures/defined";

const noteSchema = z.object({ id: z.string(), at: z.string(), kind: z.string(), text: z.string() });
type Note = z.infer<typeof noteSchema>;
type NoteSummary = { id: string; kind: string };
const note = (n: number, kind = n % 2 ? "odd" : "even"): Note => ({
  id: `n${n}`,
  at: `2026-01-01T00:00:${String(n % 60).padStart(2, "0")}Z`,
  kind,
  text: `text ${n} ` + "x".repeat(n % 7),
});

/** The prototype of node's FileHandle (not exported by node), to make the disk fail in a test. */
async function fileHandlePrototype(file: string): Promise<fs.FileHandle> {
  const h = await fs.open(file, "r");
  await h.close();
  return Object.getPrototypeOf(h) as fs.FileHandle;
}

const JAN = Date.parse("2026-01-15T10:00:00Z");
const FEB = Date.parse("2026-02-03T10:00:00Z");
const MAR = Date.parse("2026-03-03T10:00:00Z");

describe("journal", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let clock: number;
  const opened: Journal<Note, NoteSummary>[] = [];
  const captured = captureLog();
  const options: JournalOptions<Note, NoteSummary> = {
    schema: noteSchema,
    summarize: (r) => ({ id: r.id, kind: r.kind }),
    now: () => clock,
    log: captured.log,
  };
  const open = async () => {
    const j = await Journal.open(dir, "notes", options);
    opened.push(j);
    return j;
  };
  const seg = (month: string) => path.join(dir, "notes", `${month}.jsonl`);

  beforeEach(async () => {
    ({ dir, cleanup } = await tempDir());
    clock = JAN;
    captured.lines.length = 0;
  });
  afterEach(async () => {
    for (const j of opened.splice(0)) await j.close();
    await cleanup();
  });

  it("appends, reads back from disk, and keeps only summaries in memory", async () => {
    const j = await open();
    expect(j.size).toBe(0);
    expect(await j.append(note(1))).toEqual(note(1));
    await j.append(note(2));
    expect(j.size).toBe(2);
    expect(j.summary("n1")).toEqual({ id: "n1", kind: "odd" });
    expect(await j.get("n2")).toEqual(note(2));
    expect(await j.get("nope")).toBeUndefined();
    const lines = (await fs.readFile(seg("2026-01"), "utf8")).trimEnd().split("\n");
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { op: "add", rec: note(1) },
      { op: "add", rec: note(2) },
    ]);
  });

  it("refuses a duplicate id and a record that does not fit the schema, writing nothing", async () => {
    const j = await open();
    await j.append(note(1));
    await expect(j.append(note(1))).rejects.toThrow(/already exists/);
    await expect(j.append({ id: "bad" } as Note)).rejects.toThrow();
    expect(j.size).toBe(1);
    expect((await fs.readFile(seg("2026-01"), "utf8")).split("\n")).toHaveLength(2);
  });

  it("folds updates on read, in memory and after a restart", async () => {
    const j = await open();
    await j.append(note(1));
    await j.append(note(2));
    expect(await j.update("n1", { kind: "special" })).toEqual({ ...note(1), kind: "special" });
    await j.update("n1", { text: "changed", kind: undefined });
    expect(await j.update("missing", { kind: "x" })).toBeUndefined();
    const want = { ...note(1), kind: "special", text: "changed" };
    expect(await j.get("n1")).toEqual(want);
    expect(j.summary("n1")).toEqual({ id: "n1", kind: "special" });
    await j.close();
    const again = await open();
    expect(await again.get("n1")).toEqual(want);
    expect(again.summary("n1")).toEqual({ id: "n1", kind: "special" });
    expect(again.size).toBe(2);
  });

  it("removes records with tombstones that survive a restart", async () => {
    const j = await open();
    for (let i = 1; i <= 4; i++) await j.append(note(i));
    await j.remove(["n2", "n3", "unknown"]);
    expect(j.size).toBe(2);
    expect(await j.get("n2")).toBeUndefined();
    expect(j.summary("n3")).toBeUndefined();
    expect(j.list().items.map((s) => s.id)).toEqual(["n4", "n1"]);
    const again = await open();
    expect(again.list().items.map((s) => s.id)).toEqual(["n4", "n1"]);
    expect(await again.update("n2", { kind: "x" })).toBeUndefined();
  });

  it("lists newest first, filtered, then paged, with the total of the filter", async () => {
    const j = await open();
    for (let i = 1; i <= 25; i++) await j.append(note(i));
    const all = j.list();
    expect(all.total).toBe(25);
    expect(defined(all.items[0]).id).toBe("n25");
    expect(all.items.at(-1)!.id).toBe("n1");
    const odd = j.list({ where: (s) => s.kind === "odd", offset: 2, limit: 3 });
    expect(odd.total).toBe(13);
    expect(odd.items.map((s) => s.id)).toEqual(["n21", "n19", "n17"]);
    expect(j.list({ offset: 24, limit: 10 }).items.map((s) => s.id)).toEqual(["n1"]);
    expect(j.list({ offset: 30, limit: 10 })).toEqual({ items: [], total: 25 });
    expect(await j.getMany(["n3", "gone", "n1"])).toEqual([note(3), note(1)]);
  });

  it("scans every live full record oldest first, across segments", async () => {
    const j = await open();
    for (let i = 1; i <= 700; i++) {
      if (i === 400) clock = FEB;
      await j.append(note(i));
    }
    await j.update("n5", { text: "five" });
    await j.remove(["n6"]);
    const seen: Note[] = [];
    for await (const r of j.scan()) seen.push(r);
    expect(seen).toHaveLength(699);
    expect(seen[0]).toEqual(note(1));
    expect(seen[4]).toEqual({ ...note(5), text: "five" });
    expect(seen.map((r) => r.id)).not.toContain("n6");
    expect(seen.at(-1)).toEqual(note(700));
    expect(j.files().map((f) => path.basename(f))).toEqual(["2026-01.jsonl", "2026-02.jsonl"]);
  });

  it("starts a new segment each month and keeps append order across them", async () => {
    const j = await open();
    await j.append(note(1));
    clock = FEB;
    await j.append(note(2));
    clock = JAN; // a clock that goes back keeps writing to the newest segment
    await j.append(note(3));
    expect(await fs.readdir(path.join(dir, "notes"))).toEqual(["2026-01.jsonl", "2026-02.jsonl"]);
    const again = await open();
    expect(again.list().items.map((s) => s.id)).toEqual(["n3", "n2", "n1"]);
  });

  it("cuts off a torn last line left by a crash and goes on appending", async () => {
    const j = await open();
    await j.append(note(1));
    await j.close();
    const good = await fs.readFile(seg("2026-01"), "utf8");
    await fs.appendFile(seg("2026-01"), '{"op":"add","rec":{"id":"n2","at":"2026');
    const again = await open();
    expect(again.size).toBe(1);
    expect(captured.lines).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringMatching(/2026-01\.jsonl: cut off \d+ bytes/) }));
    expect(await fs.readFile(seg("2026-01"), "utf8")).toBe(good);
    await again.append(note(3));
    const third = await open();
    expect(third.list().items.map((s) => s.id)).toEqual(["n3", "n1"]);
  });

  it("stops start-up on a corrupt line in the middle of a segment, naming it, and leaves the file as it is", async () => {
    const j = await open();
    for (let i = 1; i <= 3; i++) await j.append(note(i));
    await j.close();
    const text = await fs.readFile(seg("2026-01"), "utf8");
    const broken = text.replace('"id":"n2"', '"id":"n2');
    await fs.writeFile(seg("2026-01"), broken);
    const err = await Journal.open(dir, "notes", options).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CorruptFileError);
    expect((err as Error).message).toContain(seg("2026-01"));
    expect((err as Error).message).toContain("line 2");
    expect(await fs.readFile(seg("2026-01"), "utf8")).toBe(broken);
  });

  it("stops start-up on a whole line that does not fit the schema, and on an unterminated line in a sealed segment", async () => {
    await fs.mkdir(path.join(dir, "notes"));
    await fs.writeFile(seg("2026-01"), JSON.stringify({ op: "add", rec: { id: "x" } }) + "\n");
    await expect(Journal.open(dir, "notes", options)).rejects.toThrow(/2026-01\.jsonl.*line 1/);
    await fs.writeFile(seg("2026-01"), JSON.stringify({ op: "add", rec: note(1) }) + '\n{"op":');
    await fs.writeFile(seg("2026-02"), JSON.stringify({ op: "add", rec: note(2) }) + "\n");
    await expect(Journal.open(dir, "notes", options)).rejects.toThrow(/2026-01\.jsonl.*line 2: unterminated/);
    expect(await fs.readFile(seg("2026-01"), "utf8")).toContain('{"op":');
  });

  it("a failed write changes nothing, leaves no partial line, and the next write works", async () => {
    expectConsoleError();
    const j = await open();
    await j.append(note(1));
    const before = await fs.readFile(seg("2026-01"));
    // The disk fills up half-way through the line.
    const handleProto = await fileHandlePrototype(seg("2026-01"));
    const realWrite = handleProto.write as (this: fs.FileHandle, ...args: unknown[]) => Promise<unknown>;
    const spy = vi.spyOn(handleProto, "write").mockImplementationOnce(async function (this: fs.FileHandle, ...args: unknown[]) {
      const [buf, off, len, pos] = args as [Buffer, number, number, number];
      await realWrite.call(this, buf, off, Math.floor(len / 2), pos);
      throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
    });
    await expect(j.append(note(2))).rejects.toBeInstanceOf(StorageUnavailable);
    spy.mockRestore();
    expect(j.size).toBe(1);
    expect(await j.get("n2")).toBeUndefined();
    expect(await fs.readFile(seg("2026-01"))).toEqual(before);
    await expect(j.update("n1", { kind: "x" }).then(() => j.get("n1"))).resolves.toEqual({ ...note(1), kind: "x" });
    await j.append(note(2));
    const again = await open();
    expect(again.list().items.map((s) => s.id)).toEqual(["n2", "n1"]);
    expect(await again.get("n1")).toEqual({ ...note(1), kind: "x" });
  });

  it("a failed update leaves the record and its summary unchanged", async () => {
    expectConsoleError();
    const j = await open();
    await j.append(note(1));
    const handleProto = await fileHandlePrototype(seg("2026-01"));
    const spy = vi.spyOn(handleProto, "datasync").mockRejectedValueOnce(Object.assign(new Error("EIO"), { code: "EIO" }));
    await expect(j.update("n1", { kind: "x" })).rejects.toBeInstanceOf(StorageUnavailable);
    spy.mockRestore();
    expect(j.summary("n1")).toEqual({ id: "n1", kind: "odd" });
    expect(await j.get("n1")).toEqual(note(1));
    expect((await open()).summary("n1")).toEqual({ id: "n1", kind: "odd" });
  });

  it("serialises concurrent appends so none is lost", async () => {
    const j = await open();
    await Promise.all(Array.from({ length: 100 }, (_, i) => j.append(note(i))));
    expect(j.size).toBe(100);
    expect((await open()).size).toBe(100);
  });

  it("compacts sealed segments: folds changes, drops removed records and tombstones, same reads before and after", async () => {
    const j = await open();
    for (let i = 1; i <= 50; i++) await j.append(note(i));
    await j.update("n1", { text: "one" });
    await j.remove(["n2"]);
    clock = FEB;
    await j.append(note(51));
    await j.update("n3", { text: "three" }); // a change to a January record, written in February
    await j.remove(["n4"]); // its tombstone in February
    clock = MAR;
    await j.append(note(52)); // February is sealed now; the new month also starts a compaction
    await j.compact();
    const view = async (jj: Journal<Note, NoteSummary>) => {
      const out: Note[] = [];
      for await (const r of jj.scan()) out.push(r);
      return { list: jj.list(), records: out };
    };
    const expected = await view(j);
    expect(expected.records.map((r) => r.id)).not.toContain("n4");
    const jan = (await fs.readFile(seg("2026-01"), "utf8"))
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(jan).toHaveLength(48); // n2 and n4 gone, the change to n1 folded in
    expect(jan.every((l) => l.op === "add")).toBe(true);
    expect(jan[0]).toEqual({ op: "add", rec: { ...note(1), text: "one" } });
    const feb = (await fs.readFile(seg("2026-02"), "utf8"))
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(feb).toEqual([
      { op: "add", rec: note(51) },
      { op: "set", id: "n3", patch: { text: "three" } },
    ]);
    expect(await fs.readdir(path.join(dir, "notes"))).toEqual(["2026-01.jsonl", "2026-02.jsonl", "2026-03.jsonl"]);
    // Reads after compaction go to the new files, in memory and after a restart.
    expect(await view(j)).toEqual(expected);
    expect(await j.get("n3")).toEqual({ ...note(3), text: "three" });
    expect(await view(await open())).toEqual(expected);
    // Writes go on.
    await j.update("n5", { kind: "late" });
    expect((await open()).summary("n5")).toEqual({ id: "n5", kind: "late" });
  });

  it("compaction never leaves a half-written segment: temp file, fsync, rename, fsync of the directory", async () => {
    const j = await open();
    for (let i = 1; i <= 10; i++) await j.append(note(i));
    await j.remove(["n1"]);
    clock = FEB;
    await j.append(note(11));
    await j.compact();
    await j.remove(["n3"]);
    clock = MAR;
    const calls: string[] = [];
    const rename = vi.spyOn(fs, "rename").mockImplementation(async (from, to) => {
      calls.push(`rename ${path.basename(String(from)).replace(/\.[0-9a-f]+\.tmp$/, ".tmp")} -> ${path.basename(String(to))}`);
      throw Object.assign(new Error("EIO"), { code: "EIO" });
    });
    await j.append(note(12));
    await expect(j.compact()).rejects.toThrow("EIO");
    rename.mockRestore();
    expect(calls).toEqual(["rename .2026-01.jsonl.tmp -> 2026-01.jsonl"]);
    // The failed rewrite left the old segment whole and no temp file.
    expect((await fs.readdir(path.join(dir, "notes"))).filter((n) => n.endsWith(".tmp"))).toEqual([]);
    expect(j.list().items.map((s) => s.id)).not.toContain("n3");
    expect((await open()).list().total).toBe(j.list().total);
    // A temp file left by a crash during a rewrite is removed at open; the segment is untouched.
    await fs.writeFile(path.join(dir, "notes", ".2026-01.jsonl.abc.tmp"), '{"op":"add"');
    const again = await open();
    expect(again.size).toBe(j.size);
    expect((await fs.readdir(path.join(dir, "notes"))).filter((n) => n.endsWith(".tmp"))).toEqual([]);
    await j.compact();
    expect((await open()).list()).toEqual(j.list());
  });

  it("reads stay correct while compaction replaces a segment", async () => {
    const j = await open();
    for (let i = 1; i <= 2000; i++) await j.append(note(i));
    await j.remove(Array.from({ length: 1000 }, (_, i) => `n${2 * i + 1}`));
    clock = FEB;
    await j.append(note(2001));
    const compaction = j.compact();
    const reads = Array.from({ length: 20 }, (_, i) => j.get(`n${100 * (i + 1)}`));
    await compaction;
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 20 }, (_, i) => note(100 * (i + 1))));
    expect(await j.get("n1000")).toEqual(note(1000));
  });

  it("exclusive() (what storage.quiesce takes) waits for writes in flight and holds new ones until it ends", async () => {
    const j = await open();
    const order: string[] = [];
    const w1 = j.append(note(1)).then(() => order.push("w1"));
    const q = j.exclusive(async () => {
      order.push(`exclusive saw ${j.size}`);
      await new Promise((r) => setTimeout(r, 20));
      order.push("exclusive done");
    });
    const w2 = j.append(note(2)).then(() => order.push("w2"));
    await Promise.all([w1, q, w2]);
    expect(order).toContain("w1");
    expect(order.filter((o) => o !== "w1")).toEqual(["exclusive saw 1", "exclusive done", "w2"]);
  });
});
