// The contract of the one repository interface (storage/repository.ts), run against both kinds of Table: a
// cached small list (every row in memory, filterable by any field, like tables.ts list(...)) and a table read by
// query (declared columns, a `many` column in a table of its own, arrival order `seq`). Reads, every filter
// operator, sorts and pages, writes, transactions, and the change feed every committed write is announced on.
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { Conflict, NotFound } from "../../src/server/errors";
import { createChangeFeed, type Actor, type Change, type ChangeFeed } from "../../src/server/storage/changes";
import { Database } from "../../src/server/storage/db";
import { CorruptFileError } from "../../src/server/storage/json-file";
import { SCAN_BATCH, Table, type TableSpec, type Where } from "../../src/server/storage/repository";
import { captureLog, testLogger } from "../fixtures/log";
import { tempDir } from "../fixtures/temp";

const thingSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  status: z.enum(["draft", "published", "archived"]),
  rank: z.number(),
  note: z.string().optional(),
  tags: z.array(z.string()).optional(),
  updatedAt: z.string(),
});
type Thing = z.infer<typeof thingSchema>;
const summarySchema = z.object({ id: z.string(), title: z.string() });
type ThingSummary = z.infer<typeof summarySchema>;
const summaryOf = ({ id, title }: Thing): ThingSummary => ({ id, title });

const T0 = "2026-01-01T00:00:00.000Z";
const thing = (id: string, fields: Partial<Thing> = {}): Thing => ({ id, title: `Thing ${id}`, status: "draft", rank: 0, updatedAt: T0, ...fields });

/** Five records, created in this order (a..e): the filters below are checked against them. */
const FIVE: Thing[] = [
  thing("a", { title: "Alpha", status: "published", rank: 3, note: "first", tags: ["x", "y"] }),
  thing("b", { title: "Beta", status: "draft", rank: 1, tags: ["y"] }),
  thing("c", { title: "Gamma", status: "archived", rank: 2, note: "third" }),
  thing("d", { title: "Delta", status: "published", rank: 5, tags: ["z"] }),
  thing("e", { title: "Epsilon", status: "published", rank: 4, note: "fifth" }),
];

const STAFF: Actor = { user: { name: "Asha", email: "asha@example.com" }, ip: "10.0.0.1" };

type Mode = "cached" | "query";
/** The names filters and sorts use: declared as columns of the query-read table (updatedAt: only the cached one has it). */
type Col = "title" | "status" | "rank" | "note" | "tags" | "seq" | "updatedAt";
type Repo = Table<Thing, Col, ThingSummary>;

/** The spec of each mode (the SQL table is made by `tables()`, as migrations or openStorage would). */
function specOf(mode: Mode): TableSpec<Thing, Col, ThingSummary> {
  const base = { resource: "thing", table: "things", schema: thingSchema, notFound: "No such thing" };
  if (mode === "cached") return { ...base, cached: true, order: "position", summary: { of: summaryOf } };
  return {
    ...base,
    order: "seq",
    columns: { title: (t) => t.title, status: (t) => t.status, rank: (t) => t.rank, note: (t) => t.note ?? null },
    many: { tags: { table: "thing_tags", key: "thing_id", value: "tag", of: (t) => t.tags } },
    summary: { of: summaryOf, column: "summary", schema: summarySchema },
  };
}

function tables(db: Database, mode: Mode): void {
  db.raw.exec(
    mode === "cached"
      ? "CREATE TABLE things (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)"
      : `CREATE TABLE things (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, title TEXT NOT NULL, status TEXT NOT NULL, rank INTEGER NOT NULL, note TEXT, summary TEXT NOT NULL, data TEXT NOT NULL);
         CREATE TABLE thing_tags (thing_id TEXT NOT NULL, tag TEXT NOT NULL, PRIMARY KEY (thing_id, tag));`,
  );
  // Another small list of the same database: a transaction covers the writes of every repository.
  db.raw.exec("CREATE TABLE others (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)");
}

const otherSchema = z.object({ id: z.string(), name: z.string() });
type Other = z.infer<typeof otherSchema>;

for (const mode of ["cached", "query"] as const) {
  describe(`the repository contract: a ${mode === "cached" ? "cached list" : "table read by query"}`, () => {
    let dir: string;
    let cleanup: () => Promise<void>;
    let db: Database;
    let feed: ChangeFeed;
    let repo: Repo;
    let others: Table<Other, string>;
    let changes: Change[];
    let groups: Change[][];
    let feedLog: ReturnType<typeof captureLog>;

    /** A second Table over the same database: what a restart would read (the cache rebuilt from the rows). */
    const reopened = (): Repo => new Table(db, createChangeFeed(), specOf(mode));
    const ids = (records: readonly { id: string }[]) => records.map((r) => r.id);
    const seed = () => db.transaction(() => FIVE.forEach((t) => repo.create(t)));
    const announced = () => changes.map((c) => `${c.resource}.${c.verb}`);

    beforeEach(async () => {
      ({ dir, cleanup } = await tempDir());
      db = new Database(path.join(dir, "site.db"), testLogger());
      tables(db, mode);
      feedLog = captureLog();
      feed = createChangeFeed(feedLog.log);
      db.afterEachCommit(() => feed.committed());
      repo = new Table(db, feed, specOf(mode));
      others = new Table(db, feed, { resource: "other", table: "others", schema: otherSchema, cached: true, order: "position" });
      changes = [];
      groups = [];
      feed.subscribe((c) => void changes.push(c));
      feed.subscribeCommits((g) => void groups.push([...g]));
    });
    afterEach(async () => {
      db.close();
      await cleanup();
    });

    describe("reads", () => {
      beforeEach(() => {
        seed();
        changes.length = 0;
        groups.length = 0;
      });

      it("get, find (the table's order without a sort), count, each, summaries", () => {
        expect(repo.get("c")).toEqual(FIVE[2]);
        expect(repo.get("nope")).toBeUndefined();
        expect(repo.find()).toEqual(FIVE);
        expect(repo.count()).toBe(5);
        expect(repo.count({ status: "published" })).toBe(3);
        expect(ids([...repo.each()]).sort()).toEqual(["a", "b", "c", "d", "e"]);
        expect(ids([...repo.each({ status: "published" })]).sort()).toEqual(["a", "d", "e"]);
        expect(repo.summaries({ where: { status: "published" }, sort: "-rank" })).toEqual([
          { id: "d", title: "Delta" },
          { id: "e", title: "Epsilon" },
          { id: "a", title: "Alpha" },
        ]);
        expect(repo.summaries({ sort: "rank", offset: 1, limit: 2 })).toEqual([
          { id: "c", title: "Gamma" },
          { id: "a", title: "Alpha" },
        ]);
        // The order of the table stays the order records were added in, whatever is updated since.
        repo.update("a", { rank: 99 });
        expect(ids(repo.find())).toEqual(["a", "b", "c", "d", "e"]);
        expect(ids(reopened().find())).toEqual(["a", "b", "c", "d", "e"]);
      });

      it("find by key (get), by the conditions on `id`, and a fresh read of the rows gives the same records", () => {
        expect(ids(repo.find({ where: { id: "c" } }))).toEqual(["c"]);
        expect(ids(repo.find({ where: { id: { in: ["e", "a", "zz"] } } }))).toEqual(["a", "e"]);
        expect(ids(repo.find({ where: { id: { gt: "c" } } }))).toEqual(["d", "e"]);
        expect(reopened().find()).toEqual(repo.find());
      });

      const cases: [string, Where<Col>, string[]][] = [
        ["a value (equality)", { status: "published" }, ["a", "d", "e"]],
        ["eq", { status: { eq: "draft" } }, ["b"]],
        ["ne", { status: { ne: "published" } }, ["b", "c"]],
        ["ne over a column that is null for some (null is not equal)", { note: { ne: "first" } }, ["b", "c", "d", "e"]],
        ["in", { status: { in: ["draft", "archived"] } }, ["b", "c"]],
        ["in, empty: nothing", { status: { in: [] } }, []],
        ["notIn", { status: { notIn: ["published"] } }, ["b", "c"]],
        ["notIn over a column that is null for some (as ne)", { note: { notIn: ["first", "third"] } }, ["b", "d", "e"]],
        ["in, with null: the nulls too", { note: { in: [null, "first"] } }, ["a", "b", "d"]],
        ["notIn, with null: not the nulls", { note: { notIn: [null, "first"] } }, ["c", "e"]],
        ["notIn, empty: everything", { status: { notIn: [] } }, ["a", "b", "c", "d", "e"]],
        ["gt", { rank: { gt: 3 } }, ["d", "e"]],
        ["gte", { rank: { gte: 3 } }, ["a", "d", "e"]],
        ["lt", { rank: { lt: 2 } }, ["b"]],
        ["lte", { rank: { lte: 2 } }, ["b", "c"]],
        ["several operators on a column: all hold", { rank: { gt: 1, lt: 4 } }, ["a", "c"]],
        ["gt over a column that is null for some (never the nulls)", { note: { gt: "a" } }, ["a", "c", "e"]],
        ["contains (case-sensitive)", { title: { contains: "lph" } }, ["a"]],
        ["contains, in the middle or at the end", { title: { contains: "a" } }, ["a", "b", "c", "d"]],
        ["contains, another case: nothing", { title: { contains: "ALPHA" } }, []],
        ["exists", { note: { exists: true } }, ["a", "c", "e"]],
        ["exists: false", { note: { exists: false } }, ["b", "d"]],
        ["null: the column is null", { note: null }, ["b", "d"]],
        ["several columns: all hold", { status: "published", rank: { lt: 5 } }, ["a", "e"]],
        ["and", { and: [{ status: "published" }, { rank: { lt: 5 } }] }, ["a", "e"]],
        ["and, empty: everything", { and: [] }, ["a", "b", "c", "d", "e"]],
        ["or", { or: [{ status: "draft" }, { rank: { gte: 5 } }] }, ["b", "d"]],
        ["or, empty: nothing", { or: [] }, []],
        ["not", { not: { status: "published" } }, ["b", "c"]],
        ["not over a null column keeps the rows where it is null", { not: { note: "first" } }, ["b", "c", "d", "e"]],
        ["not of a range over a null column", { not: { note: { gt: "g" } } }, ["a", "b", "d", "e"]],
        ["not exists", { not: { note: { exists: true } } }, ["b", "d"]],
        ["not, empty: nothing", { not: {} }, []],
        ["nested and/or/not", { status: "published", or: [{ note: null }, { rank: { gt: 4 } }], not: { id: "x" } }, ["d"]],
        ["or of nots", { or: [{ not: { status: "published" } }, { not: { note: { exists: false } } }] }, ["a", "b", "c", "e"]],
      ];
      it.each(cases)("where: %s", (_name, where, expected) => {
        expect(ids(repo.find({ where }))).toEqual(expected);
        expect(repo.count(where)).toBe(expected.length);
        expect(ids([...repo.each(where)]).sort()).toEqual(expected);
        expect(ids(repo.summaries({ where }))).toEqual(expected);
      });

      it("sorts ascending, descending and on several keys (nulls first ascending), and pages with limit and offset", () => {
        expect(ids(repo.find({ sort: "rank" }))).toEqual(["b", "c", "a", "e", "d"]);
        expect(ids(repo.find({ sort: "-rank" }))).toEqual(["d", "e", "a", "c", "b"]);
        expect(ids(repo.find({ sort: "-id" }))).toEqual(["e", "d", "c", "b", "a"]);
        expect(ids(repo.find({ sort: ["status", "-rank"] }))).toEqual(["c", "b", "d", "e", "a"]);
        expect(ids(repo.find({ sort: ["-status", "title"] }))).toEqual(["a", "d", "e", "b", "c"]);
        expect(ids(repo.find({ sort: ["note", "id"] }))).toEqual(["b", "d", "e", "a", "c"]);
        expect(ids(repo.find({ sort: ["-note", "-id"] }))).toEqual(["c", "a", "e", "d", "b"]);
        expect(ids(repo.find({ where: { status: "published" }, sort: "title" }))).toEqual(["a", "d", "e"]);
        expect(ids(repo.find({ sort: "rank", limit: 2 }))).toEqual(["b", "c"]);
        expect(ids(repo.find({ sort: "rank", offset: 2, limit: 2 }))).toEqual(["a", "e"]);
        expect(ids(repo.find({ sort: "rank", offset: 4 }))).toEqual(["d"]);
        expect(ids(repo.find({ sort: "rank", offset: 10, limit: 2 }))).toEqual([]);
        expect(ids(repo.find({ sort: "rank", limit: 0 }))).toEqual([]);
        expect(ids(repo.find({ limit: 3 }))).toEqual(["a", "b", "c"]);
        // A negative offset counts as none (never the end of the list).
        expect(ids(repo.find({ sort: "rank", offset: -1, limit: 2 }))).toEqual(["b", "c"]);
        expect(ids(repo.find({ offset: -3 }))).toEqual(["a", "b", "c", "d", "e"]);
      });

      it("countBy: how many records have each value (nulls left out), under a filter", () => {
        expect(Object.fromEntries(repo.countBy("status"))).toEqual({ published: 3, draft: 1, archived: 1 });
        expect(Object.fromEntries(repo.countBy("status", { rank: { gt: 1 } }))).toEqual({ published: 3, archived: 1 });
        expect(Object.fromEntries(repo.countBy("note"))).toEqual({ first: 1, third: 1, fifth: 1 });
        expect(Object.fromEntries(repo.countBy("status", { or: [] }))).toEqual({});
        // An empty value is no value.
        repo.create(thing("f", { note: "" }));
        expect(Object.fromEntries(repo.countBy("note"))).toEqual({ first: 1, third: 1, fifth: 1 });
      });

      it("pages with bound parameters: a thousand pages of find, summaries and keys are three prepared statements", () => {
        const before = db.cachedStatements;
        for (let offset = 0; offset < 1000; offset++) {
          repo.find({ sort: "rank", offset, limit: 2 });
          repo.summaries({ sort: "rank", offset, limit: 2 });
          repo.keys({ sort: "rank", offset, limit: 2 });
        }
        expect(db.cachedStatements - before).toBeLessThanOrEqual(3);
      });

      it("keys: the keys of find()'s records, in its order and page, under a filter", () => {
        for (const query of [{}, { where: { status: "published" as const }, sort: "-rank" as const }, { sort: "rank" as const, offset: 1, limit: 2 }, { where: { or: [] } }]) {
          expect(repo.keys(query)).toEqual(ids(repo.find(query)));
        }
        expect(repo.keys({ sort: "-rank", limit: 1 })).toEqual(["d"]);
      });

      it("storedBytes: the bytes of the matching records' JSON in UTF-8, under a filter", () => {
        const bytesOf = (...keys: string[]) => keys.reduce((n, k) => n + Buffer.byteLength(JSON.stringify(repo.get(k))), 0);
        expect(repo.storedBytes()).toBe(bytesOf("a", "b", "c", "d", "e"));
        expect(repo.storedBytes({ status: "published" })).toBe(bytesOf("a", "d", "e"));
        expect(repo.storedBytes({ or: [] })).toBe(0);
        // Bytes, not characters: "ж" is two of them.
        repo.update("b", { title: "ж".repeat(1000) });
        expect(repo.storedBytes({ status: "draft" })).toBe(JSON.stringify(repo.get("b")).length + 1000);
      });

      if (mode === "cached") {
        it("filters, sorts and counts on any top-level field of the records", () => {
          repo.update("b", { updatedAt: "2026-02-01T00:00:00.000Z" });
          expect(ids(repo.find({ where: { updatedAt: { gt: T0 } } }))).toEqual(["b"]);
          expect(ids(repo.find({ sort: ["-updatedAt", "id"] }))).toEqual(["b", "a", "c", "d", "e"]);
          expect(Object.fromEntries(repo.countBy("updatedAt"))).toEqual({ [T0]: 4, "2026-02-01T00:00:00.000Z": 1 });
        });

        it("precedes / follows (a query-read table's arrival order) throw rather than match every record", () => {
          expect(() => repo.find({ where: { seq: { precedes: "c" } } })).toThrow(/precedes\/follows/);
          expect(() => repo.removeWhere({ seq: { follows: "a" } })).toThrow(/precedes\/follows/);
          expect(repo.count()).toBe(5);
        });
      } else {
        it("filtering, sorting or counting on a column it does not declare throws (not a silent full read)", () => {
          expect(() => repo.find({ where: { updatedAt: T0 } })).toThrow(/no column updatedAt/);
          expect(() => repo.count({ or: [{ status: "draft" }, { updatedAt: { gt: T0 } }] })).toThrow(/no column updatedAt/);
          expect(() => repo.find({ where: { not: { updatedAt: T0 } } })).toThrow(/no column updatedAt/);
          expect(() => repo.find({ sort: "-updatedAt" })).toThrow(/no column updatedAt/);
          expect(() => repo.countBy("updatedAt")).toThrow(/no column updatedAt/);
          expect(() => [...repo.each({ updatedAt: T0 })]).toThrow(/no column updatedAt/);
          expect(() => repo.removeWhere({ updatedAt: T0 })).toThrow(/no column updatedAt/);
          expect(repo.count()).toBe(5);
        });

        it("a many column: filters by any of its values (eq, in, not), counts per value, and keeps its rows with every write", () => {
          expect(ids(repo.find({ where: { tags: "y" } }))).toEqual(["a", "b"]);
          expect(ids(repo.find({ where: { tags: { eq: "z" } } }))).toEqual(["d"]);
          expect(ids(repo.find({ where: { tags: { in: ["x", "z"] } } }))).toEqual(["a", "d"]);
          expect(ids(repo.find({ where: { tags: { in: [] } } }))).toEqual([]);
          expect(ids(repo.find({ where: { not: { tags: "y" } } }))).toEqual(["c", "d", "e"]);
          expect(ids(repo.find({ where: { status: "published", tags: "y" } }))).toEqual(["a"]);
          expect(Object.fromEntries(repo.countBy("tags"))).toEqual({ x: 1, y: 2, z: 1 });
          expect(Object.fromEntries(repo.countBy("tags", { status: "published" }))).toEqual({ x: 1, y: 1, z: 1 });
          const tagRows = () => db.all<{ thing_id: string; tag: string }>("SELECT thing_id, tag FROM thing_tags ORDER BY thing_id, tag").map((r) => `${r.thing_id}:${r.tag}`);
          expect(tagRows()).toEqual(["a:x", "a:y", "b:y", "d:z"]);
          repo.update("a", { tags: ["q", "q", "y"] }); // a repeated value is kept once
          repo.remove("b");
          repo.create(thing("f", { tags: ["z"] }));
          expect(tagRows()).toEqual(["a:q", "a:y", "d:z", "f:z"]);
          repo.removeWhere({ tags: "z" });
          expect(tagRows()).toEqual(["a:q", "a:y"]);
          expect(ids(repo.find())).toEqual(["a", "c", "e"]);
        });

        it("the declared columns follow every write", () => {
          const row = (id: string) => db.get("SELECT title, status, rank, note FROM things WHERE id = ?", id);
          expect(row("b")).toEqual({ title: "Beta", status: "draft", rank: 1, note: null });
          repo.update("b", { title: "Bravo", status: "published", rank: 7, note: "later" });
          expect(row("b")).toEqual({ title: "Bravo", status: "published", rank: 7, note: "later" });
          expect(ids(repo.find({ where: { note: "later", rank: 7 } }))).toEqual(["b"]);
        });

        it("precedes / follows: the rows before or after one in arrival order (seq); none for a key that is not there", () => {
          expect(ids(repo.find({ where: { seq: { precedes: "c" } } }))).toEqual(["a", "b"]);
          expect(ids(repo.find({ where: { seq: { follows: "c" } } }))).toEqual(["d", "e"]);
          expect(ids(repo.find({ where: { seq: { follows: "a", precedes: "e" } } }))).toEqual(["b", "c", "d"]);
          expect(ids(repo.find({ where: { status: "published", seq: { precedes: "e" } }, sort: "-seq" }))).toEqual(["d", "a"]);
          expect(ids(repo.find({ where: { seq: { precedes: "missing" } } }))).toEqual([]);
          expect(ids(repo.find({ where: { not: { seq: { precedes: "c" } } } }))).toEqual(["c", "d", "e"]);
          expect(ids(repo.find({ sort: "-seq", limit: 2 }))).toEqual(["e", "d"]);
          expect(repo.removeWhere({ seq: { precedes: "c" } })).toBe(2);
          expect(ids(repo.find())).toEqual(["c", "d", "e"]);
        });

        it("summaries are read from their own column, without the record (a damaged record does not stop a list)", () => {
          db.run("UPDATE things SET data = ? WHERE id = 'c'", "{not json");
          expect(ids(repo.summaries())).toEqual(["a", "b", "c", "d", "e"]);
          expect(() => repo.get("c")).toThrow(CorruptFileError);
          expect(() => repo.find()).toThrow(/table things, row c/);
        });

        it("each() reads in bounded batches and yields every matching record once", () => {
          const n = SCAN_BATCH * 2 + 7;
          db.transaction(() => {
            for (let i = 0; i < n; i++) repo.create(thing(`m${String(i).padStart(5, "0")}`, { rank: i % 2 }));
          });
          const all = ids([...repo.each()]);
          expect(all).toHaveLength(n + 5);
          expect(new Set(all).size).toBe(n + 5);
          expect(ids([...repo.each({ rank: 1 })])).toHaveLength(Math.floor(n / 2) + 1); // b has rank 1
        });
      }
    });

    describe("writes", () => {
      it("create stores the record as its schema reads it, and refuses a key it has (nothing changed, nothing announced)", () => {
        const created = repo.create({ ...thing("a"), extra: "dropped" } as Thing, { actor: STAFF });
        expect(created).toEqual(thing("a"));
        expect(repo.get("a")).toEqual(thing("a"));
        expect(reopened().get("a")).toEqual(thing("a"));
        expect(() => repo.create(thing("a", { title: "Again" }))).toThrow(/already exists/);
        expect(() => repo.create({ ...thing("z"), title: "" })).toThrow();
        expect(repo.find()).toEqual([thing("a")]);
        expect(reopened().find()).toEqual([thing("a")]);
        expect(changes).toEqual([{ resource: "thing", verb: "created", before: undefined, after: thing("a"), actor: STAFF }]);
      });

      it("update merges a partial change (undefined fields left as they are) or applies a function; the stored record follows", () => {
        seed();
        expect(repo.update("a", { title: "Aleph", note: undefined })).toEqual({ ...FIVE[0], title: "Aleph" });
        expect(repo.get("a")).toEqual({ ...FIVE[0], title: "Aleph" });
        const next = repo.update("b", (t) => {
          t.rank = 10;
          delete t.tags;
          return t;
        });
        expect(next).toEqual({ id: "b", title: "Beta", status: "draft", rank: 10, updatedAt: T0 });
        expect(repo.get("b")).toEqual(next);
        expect(reopened().find()).toEqual(repo.find());
      });

      it("the function of an update gets a copy: a change it throws away leaves the stored record as it was", () => {
        seed();
        changes.length = 0;
        expect(() =>
          repo.update("a", (t) => {
            t.title = "Mutated";
            throw new Error("rule broken");
          }),
        ).toThrow("rule broken");
        expect(repo.get("a")).toEqual(FIVE[0]);
        expect(() => repo.update("a", (t) => ({ ...t, id: "other" }))).toThrow(/cannot alter the key/);
        expect(() => repo.update("a", { title: "" })).toThrow();
        expect(repo.find()).toEqual(FIVE);
        expect(changes).toEqual([]);
      });

      it("update of a missing record throws NotFound with the spec's message", () => {
        const err = (() => {
          try {
            repo.update("missing", { title: "x" });
          } catch (e) {
            return e;
          }
        })();
        expect(err).toBeInstanceOf(NotFound);
        expect((err as Error).message).toBe("No such thing");
        expect(() => repo.update("missing", (t) => t)).toThrow(NotFound);
        expect(repo.count()).toBe(0);
      });

      it("expectedUpdatedAt: the stored one goes ahead; another throws 409 Conflict and changes and announces nothing", () => {
        seed();
        changes.length = 0;
        const stale = (() => {
          try {
            repo.update("a", { title: "Late", updatedAt: "2026-03-01T00:00:00.000Z" }, { expectedUpdatedAt: "2025-12-31T00:00:00.000Z" });
          } catch (e) {
            return e;
          }
        })();
        expect(stale).toBeInstanceOf(Conflict);
        expect((stale as Conflict).status).toBe(409);
        expect((stale as Conflict).details).toMatchObject({ updatedAt: T0 });
        expect(repo.get("a")).toEqual(FIVE[0]);
        expect(reopened().get("a")).toEqual(FIVE[0]);
        expect(changes).toEqual([]);
        const later = "2026-03-01T00:00:00.000Z";
        expect(repo.update("a", { title: "On time", updatedAt: later }, { expectedUpdatedAt: T0 }).title).toBe("On time");
        expect(() => repo.update("a", { title: "Twice" }, { expectedUpdatedAt: T0 })).toThrow(Conflict);
        expect(repo.get("a")?.title).toBe("On time");
        expect(announced()).toEqual(["thing.updated"]);
      });

      it("an update that changes nothing writes and announces nothing", () => {
        seed();
        changes.length = 0;
        groups.length = 0;
        let statements = 0;
        const run = db.run.bind(db);
        db.run = (sql, ...params) => (statements++, run(sql, ...params));
        expect(repo.update("a", { title: "Alpha" })).toEqual(FIVE[0]);
        expect(repo.update("a", (t) => t)).toEqual(FIVE[0]);
        expect(repo.update("a", {})).toEqual(FIVE[0]);
        expect(statements).toBe(0);
        expect(changes).toEqual([]);
        expect(groups).toEqual([]);
      });

      it("remove returns the removed record (undefined, and nothing announced, when there was none)", () => {
        seed();
        changes.length = 0;
        expect(repo.remove("c", { actor: STAFF })).toEqual(FIVE[2]);
        expect(repo.get("c")).toBeUndefined();
        expect(reopened().get("c")).toBeUndefined();
        expect(repo.remove("c")).toBeUndefined();
        expect(ids(repo.find())).toEqual(["a", "b", "d", "e"]);
        expect(changes).toEqual([{ resource: "thing", verb: "deleted", before: FIVE[2], after: undefined, actor: STAFF }]);
        // A removed key can be used again.
        repo.create(thing("c"));
        expect(repo.get("c")).toEqual(thing("c"));
      });

      it("removeWhere removes every matching record, returns how many, and announces them once, as pruned", () => {
        seed();
        changes.length = 0;
        expect(repo.removeWhere({ status: "published" }, { actor: STAFF })).toBe(3);
        expect(ids(repo.find())).toEqual(["b", "c"]);
        expect(ids(reopened().find())).toEqual(["b", "c"]);
        expect(repo.removeWhere({ status: "published" })).toBe(0);
        expect(repo.removeWhere({ not: { note: "third" } })).toBe(1);
        expect(ids(repo.find())).toEqual(["c"]);
        expect(changes).toEqual([
          { resource: "thing", verb: "pruned", before: undefined, after: undefined, actor: STAFF, count: 3 },
          { resource: "thing", verb: "pruned", before: undefined, after: undefined, actor: null, count: 1 },
        ]);
      });
    });

    describe("transactions", () => {
      beforeEach(() => {
        seed();
        changes.length = 0;
        groups.length = 0;
      });

      it("return what their function returns, and commit every write of every repository together", () => {
        const result = repo.transaction(() => {
          repo.update("a", { title: "Aleph" });
          others.create({ id: "o1", name: "One" });
          repo.remove("b");
          return "done";
        });
        expect(result).toBe("done");
        expect(repo.get("a")?.title).toBe("Aleph");
        expect(others.get("o1")).toEqual({ id: "o1", name: "One" });
        expect(reopened().get("b")).toBeUndefined();
        // One commit: its changes as one group, in the order they were made.
        expect(groups.map((g) => g.map((c) => `${c.resource}.${c.verb}`))).toEqual([["thing.updated", "other.created", "thing.deleted"]]);
      });

      it("a throw rolls everything back: the database, the cache and the feed are as before", () => {
        const before = repo.find();
        const sorted = ids(repo.find({ sort: "-rank" }));
        const otherWrites = others.find();
        expect(() =>
          repo.transaction(() => {
            repo.update("a", { title: "Aleph", rank: 100 });
            repo.remove("b");
            repo.create(thing("f"));
            others.create({ id: "o1", name: "One" });
            repo.update("c", (t) => ({ ...t, status: "published" }));
            expect(repo.get("f")).toBeDefined(); // the transaction reads its own writes
            expect(repo.count()).toBe(5);
            throw new Error("rule broken");
          }),
        ).toThrow("rule broken");
        expect(repo.find()).toEqual(before);
        expect(ids(repo.find({ sort: "-rank" }))).toEqual(sorted);
        expect(repo.get("f")).toBeUndefined();
        expect(repo.count({ status: "published" })).toBe(3);
        expect(others.find()).toEqual(otherWrites);
        expect(reopened().find()).toEqual(before);
        expect(changes).toEqual([]);
        expect(groups).toEqual([]);
        // And the next write goes on as usual.
        repo.create(thing("f"));
        expect(announced()).toEqual(["thing.created"]);
      });

      it("nest as savepoints: an inner failure caught by the outer one undoes only the inner writes, and announces only the outer ones", () => {
        repo.transaction(() => {
          repo.create(thing("outer"));
          expect(() =>
            repo.transaction(() => {
              repo.create(thing("inner"));
              repo.update("a", { title: "Inner" });
              repo.remove("b");
              throw new Error("inner rule");
            }),
          ).toThrow("inner rule");
          expect(repo.get("inner")).toBeUndefined();
          expect(repo.get("a")).toEqual(FIVE[0]);
          repo.transaction(() => repo.update("c", { title: "Inner kept" }));
        });
        expect(ids(repo.find())).toEqual(["a", "b", "c", "d", "e", "outer"]);
        expect(repo.get("a")).toEqual(FIVE[0]);
        expect(repo.get("c")?.title).toBe("Inner kept");
        expect(reopened().find()).toEqual(repo.find());
        expect(groups.map((g) => g.map((c) => `${c.resource}.${c.verb}`))).toEqual([["thing.created", "thing.updated"]]);
      });

      it("a failure of the outer transaction after a committed savepoint undoes the savepoint's writes too", () => {
        expect(() =>
          repo.transaction(() => {
            repo.transaction(() => repo.create(thing("inner")));
            throw new Error("outer rule");
          }),
        ).toThrow("outer rule");
        expect(repo.get("inner")).toBeUndefined();
        expect(reopened().get("inner")).toBeUndefined();
        expect(changes).toEqual([]);
      });

      it("a write's own failure (a duplicate key, NotFound) inside a transaction rolls the whole transaction back when it is not caught", () => {
        expect(() =>
          repo.transaction(() => {
            repo.update("a", { title: "Aleph" });
            repo.create(thing("b"));
          }),
        ).toThrow(/already exists/);
        expect(repo.get("a")).toEqual(FIVE[0]);
        expect(() =>
          repo.transaction(() => {
            repo.remove("a");
            repo.update("missing", { title: "x" });
          }),
        ).toThrow(NotFound);
        expect(repo.get("a")).toEqual(FIVE[0]);
        expect(changes).toEqual([]);
      });

      it("refuses an asynchronous function", () => {
        expect(() => repo.transaction(() => Promise.resolve(repo.create(thing("f"))))).toThrow(/synchronous/);
        expect(repo.get("f")).toBeUndefined();
        expect(changes).toEqual([]);
      });
    });

    describe("the change feed", () => {
      it("announces each committed write once, after the commit, with resource, verb, before, after and actor", () => {
        const seen: { change: Change; inTransaction: boolean; stored: Thing | undefined }[] = [];
        feed.subscribe((change) => void seen.push({ change, inTransaction: db.inTransaction, stored: repo.get("a") }));
        repo.transaction(() => {
          repo.create(FIVE[0]!, { actor: STAFF });
          expect(changes).toEqual([]); // not before the commit
        });
        expect(seen).toEqual([{ change: { resource: "thing", verb: "created", before: undefined, after: FIVE[0], actor: STAFF }, inTransaction: false, stored: FIVE[0] }]);
        repo.update("a", { rank: 9 });
        expect(changes[1]).toEqual({ resource: "thing", verb: "updated", before: FIVE[0], after: { ...FIVE[0], rank: 9 }, actor: null });
        expect(changes).toHaveLength(2);
      });

      it("derives published / unpublished / archived from the status, and takes an explicit verb", () => {
        repo.create(thing("p"));
        repo.update("p", { status: "published" });
        repo.update("p", { title: "Retitled" });
        repo.update("p", { status: "draft" });
        repo.update("p", { status: "published" });
        repo.update("p", { status: "archived" });
        repo.update("p", { status: "draft" });
        repo.update("p", { title: "Merged" }, { verb: "reassigned", actor: STAFF });
        repo.update("p", { status: "published" }, { verb: "reverted" });
        repo.remove("p", { verb: "purged" });
        expect(announced()).toEqual([
          "thing.created",
          "thing.published",
          "thing.updated",
          "thing.unpublished",
          "thing.published",
          "thing.archived",
          "thing.updated",
          "thing.reassigned",
          "thing.reverted",
          "thing.purged",
        ]);
        expect(changes[7]?.actor).toEqual(STAFF);
        expect(changes[5]).toMatchObject({ before: { status: "published" }, after: { status: "archived" } });
      });

      it("announces a write as another resource's, with a subject of its own, when told", () => {
        const subject = { id: "u1", email: "a@example.com" };
        repo.create(thing("r"), { resource: "user", verb: "password-reset-requested", subject, actor: STAFF });
        repo.update("r", { title: "Used" }, { subject: { id: "r", title: "Reordered" }, verb: "reordered" });
        expect(changes).toEqual([
          { resource: "user", verb: "password-reset-requested", before: subject, after: subject, actor: STAFF },
          { resource: "thing", verb: "reordered", before: { id: "r", title: "Reordered" }, after: { id: "r", title: "Reordered" }, actor: null },
        ]);
      });

      it("announces the spec's subject of a record (the user's without its password hash), not the record", () => {
        const hidden = new Table(db, feed, { ...specOf(mode), subject: ({ id, title }: Thing) => ({ id, title }) });
        hidden.create(thing("s", { note: "secret" }));
        hidden.update("s", { note: "still secret" });
        expect(changes).toEqual([
          { resource: "thing", verb: "created", before: undefined, after: { id: "s", title: "Thing s" }, actor: null },
          { resource: "thing", verb: "updated", before: { id: "s", title: "Thing s" }, after: { id: "s", title: "Thing s" }, actor: null },
        ]);
      });

      it("a rolled-back transaction announces nothing; a committed one delivers its changes as one group to subscribeCommits", () => {
        expect(() =>
          repo.transaction(() => {
            repo.create(thing("x"));
            throw new Error("no");
          }),
        ).toThrow("no");
        expect(changes).toEqual([]);
        expect(groups).toEqual([]);
        repo.transaction(() => {
          repo.create(thing("x"));
          repo.create(thing("y"));
          repo.update("x", { status: "published" });
        });
        repo.create(thing("z"));
        expect(groups.map((g) => g.map((c) => `${(c.after as Thing).id}.${c.verb}`))).toEqual([["x.created", "y.created", "x.published"], ["z.created"]]);
        expect(changes).toHaveLength(4);
      });

      it("quietly: the writes of its work reach only the listeners that keep a derived index (quiet: true)", async () => {
        const indexed: string[] = [];
        feed.subscribe((c) => void indexed.push((c.after as Thing).id), { quiet: true });
        await feed.quietly(async () => {
          repo.create(thing("q1"));
          repo.create(thing("q2"));
        });
        expect(changes).toEqual([]);
        expect(indexed).toEqual(["q1", "q2"]);
      });

      it("quietly: the writes of its work are not announced; those after it are", async () => {
        await feed.quietly(async () => {
          repo.create(thing("q1"));
          await Promise.resolve();
          repo.transaction(() => repo.create(thing("q2")));
        });
        expect(repo.count()).toBe(2);
        expect(changes).toEqual([]);
        repo.create(thing("q3"));
        expect(announced()).toEqual(["thing.created"]);
      });

      it("a listener that throws does not undo the write, is logged, and the other listeners still hear of it", () => {
        const later: string[] = [];
        feed.subscribe(() => {
          throw new Error("listener broke");
        });
        feed.subscribe((c) => void later.push(c.verb));
        const created = repo.create(thing("w"));
        expect(created).toEqual(thing("w"));
        expect(repo.get("w")).toEqual(thing("w"));
        expect(reopened().get("w")).toEqual(thing("w"));
        expect(later).toEqual(["created"]);
        expect(feedLog.lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([expect.stringMatching(/listener failed after thing\.created: listener broke/)]);
        // And the next write is announced as usual.
        repo.update("w", { title: "Again" });
        expect(later).toEqual(["created", "updated"]);
      });

      it("a listener's own write is a commit of its own, announced after the one it followed", () => {
        feed.subscribe((c) => {
          if (c.resource === "thing" && c.verb === "created") others.create({ id: `log-${(c.after as Thing).id}`, name: "logged" });
        });
        repo.create(thing("l"));
        expect(others.get("log-l")).toBeDefined();
        expect(groups.map((g) => g.map((c) => `${c.resource}.${c.verb}`))).toEqual([["thing.created"], ["other.created"]]);
      });

      it("unsubscribing stops the deliveries", () => {
        const heard: string[] = [];
        const stop = feed.subscribe((c) => void heard.push(c.verb));
        repo.create(thing("u"));
        stop();
        repo.remove("u");
        expect(heard).toEqual(["created"]);
        expect(announced()).toEqual(["thing.created", "thing.deleted"]);
      });
    });
  });
}
