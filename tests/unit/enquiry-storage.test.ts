import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeEnquiries, fakeEnquiry } from "../../scripts/lib/fake-enquiries";
import type { Logger } from "../../src/server/log";
import { openStorage, type Storage } from "../../src/server/storage";
import { CorruptFileError } from "../../src/server/storage/json-file";
import type { Enquiry } from "../../src/shared/schemas/enquiry";
import { tempDir } from "../fixtures/temp";
import { captureLog, testLogger } from "../fixtures/log";
import { defined } from "../fixtures/defined";

/** JSON with sorted keys, so that equal records give equal text. */
const canonical = (value: unknown): string =>
  value && typeof value === "object" && !Array.isArray(value)
    ? `{${Object.keys(value)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
        .join(",")}}`
    : JSON.stringify(value);

describe("enquiries on the journal", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  const opened: Storage[] = [];
  const open = async (log: Logger = testLogger()) => {
    const s = await openStorage(dir, { log });
    opened.push(s);
    return s;
  };
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
    await cleanup();
  });

  it("migrates a 50,000-record enquiries.json on first start without losing one, keeping the file as a backup copy", async () => {
    // Written in a shuffled order, as an older version may have left them; the journal keeps arrival order.
    const records = fakeEnquiries(50_000);
    const shuffled = records.map((r, i) => records[(i * 7919) % records.length]);
    expect(new Set(shuffled.map((r) => defined(r).id)).size).toBe(50_000);
    const file = path.join(dir, "enquiries.json");
    await fs.writeFile(file, JSON.stringify(shuffled, null, 2));
    const original = await fs.readFile(file);

    const captured = captureLog();
    const lines = captured.messages;
    const s = await open(captured.log);
    expect(s.enquiries.size).toBe(50_000);
    expect(lines().some((l) => l.includes("Moved 50000 enquiries") && l.includes("enquiries.json.migrated"))).toBe(true);
    await expect(fs.access(file)).rejects.toThrow();
    expect((await fs.readFile(`${file}.migrated`)).equals(original)).toBe(true);

    // Every record, field for field, in order of arrival (compared as canonical JSON: a deep equality
    // of 50,000 objects is too slow for the test runner).
    const back: string[] = [];
    for await (const e of s.enquiries.scan()) back.push(canonical(e));
    expect(back.length).toBe(records.length);
    expect(records.map(canonical).filter((r, i) => r !== back[i])).toEqual([]);
    expect(defined(s.enquiries.list({ limit: 1 }).items[0]).id).toBe(records.at(-1)!.id);

    // A restart reads the journal (no second migration).
    await s.close();
    const again = await open(captured.log);
    expect(again.enquiries.size).toBe(50_000);
    expect(lines().filter((l) => l.includes("Moved"))).toHaveLength(1);
    expect(await again.enquiries.get(defined(records[12_345]).id)).toEqual(records[12_345]);
  }, 120_000);

  it("finishes a migration interrupted half-way without duplicating what was already moved", async () => {
    const records = fakeEnquiries(30);
    // As if the process died after moving the first 10: the journal holds them, the old file is still there.
    const partial = await open();
    await partial.enquiries.appendMany(records.slice(0, 10));
    await partial.close();
    await fs.writeFile(path.join(dir, "enquiries.json"), JSON.stringify(records));
    const done = await open();
    expect(done.enquiries.size).toBe(30);
    const back: Enquiry[] = [];
    for await (const e of done.enquiries.scan()) back.push(e);
    expect(back).toEqual(records);
    await expect(fs.access(path.join(dir, "enquiries.json.migrated"))).resolves.toBeUndefined();
  });

  it("stops start-up on a corrupt enquiries.json, naming it, and leaves it untouched", async () => {
    const file = path.join(dir, "enquiries.json");
    await fs.writeFile(file, JSON.stringify([fakeEnquiry(1), { id: "x" }]));
    const err = await openStorage(dir, { log: testLogger() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CorruptFileError);
    expect((err as Error).message).toContain(file);
    expect((err as Error).message).toContain("item 1");
    expect(JSON.parse(await fs.readFile(file, "utf8"))).toHaveLength(2);
  });

  it("quiesce waits for enquiry appends in flight and holds new ones until it ends", async () => {
    const s = await open();
    const order: string[] = [];
    const w1 = s.enquiries.append(fakeEnquiry(1)).then(() => order.push("w1"));
    const q = s.quiesce(async () => {
      order.push(`quiesce saw ${s.enquiries.size}`);
      await new Promise((r) => setTimeout(r, 20));
      order.push("quiesce done");
    });
    const w2 = s.enquiries.append(fakeEnquiry(2)).then(() => order.push("w2"));
    await Promise.all([w1, q, w2]);
    expect(order.filter((o) => o !== "w1")).toEqual(["quiesce saw 1", "quiesce done", "w2"]);
  });
});
