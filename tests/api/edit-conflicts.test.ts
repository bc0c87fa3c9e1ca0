// Every content resource carries updatedAt; a PUT with a stale updatedAt answers 409 naming who
// saved last and when and changes nothing; a PUT without updatedAt goes through as before.
import { describe, expect, it } from "vitest";
import { importLegacyDataDir, openStorage } from "../../src/server/storage";
import { useStaffServer, type TestServer } from "../fixtures/server";
import { storedRows } from "../fixtures/db";
import { tempDir } from "../fixtures/temp";
import fs from "node:fs/promises";
import path from "node:path";
import { testLogger } from "../fixtures/log";
import { defined } from "../fixtures/defined";

type Resource = {
  name: string;
  endpoint: string;
  /** Which roles may write. */
  editorMayWrite: boolean;
  body: (n: number) => Record<string, unknown>;
  /** The field a test changes, and the key of the id. */
  field: string;
  idKey: "id" | "_id";
  /** A PUT without updatedAt that old clients send. */
  legacy: (n: number) => Record<string, unknown>;
  /** How the stored item is read back (sidebar links have no GET by id). */
  read: (s: TestServer, token: string, id: string) => Promise<Record<string, unknown>>;
};

const byId = (endpoint: string) => async (s: TestServer, token: string, id: string) =>
  ((await (await s.api(`${endpoint}/${id}`, { token })).json()) as { data: Record<string, unknown> }).data;

const date = "2026-01-14T18:30:00.000Z";
const resources: Resource[] = [
  {
    name: "blog posts",
    endpoint: "/api/blogs",
    editorMayWrite: true,
    body: (n) => ({ title: `Post ${n}`, excerpt: `conflict-post-${n}`, content: "<p>Hello</p>", date, status: "published" }),
    field: "title",
    idKey: "id",
    legacy: () => ({ status: "archived" }),
    read: byId("/api/blogs"),
  },
  {
    name: "offers",
    endpoint: "/api/offers",
    editorMayWrite: false,
    body: (n) => ({ mainHeading: `Offer ${n}`, date, status: "published" }),
    field: "mainHeading",
    idKey: "id",
    legacy: (n) => ({ mainHeading: `Legacy ${n}`, date, status: "draft" }),
    read: byId("/api/offers"),
  },
  {
    name: "news items",
    endpoint: "/api/news",
    editorMayWrite: false,
    body: (n) => ({ title: `News ${n}`, date, status: "published" }),
    field: "title",
    idKey: "id",
    legacy: (n) => ({ title: `Legacy ${n}`, date, status: "draft" }),
    read: byId("/api/news"),
  },
  {
    name: "resources",
    endpoint: "/api/resources",
    editorMayWrite: false,
    body: (n) => ({ title: `Guide ${n}`, date, status: "published" }),
    field: "title",
    idKey: "id",
    legacy: (n) => ({ title: `Legacy ${n}`, date, status: "draft" }),
    read: byId("/api/resources"),
  },
  {
    name: "sidebar links",
    endpoint: "/api/sidebar-links",
    editorMayWrite: false,
    body: (n) => ({ text: `Link ${n}`, url: `https://example.com/${n}` }),
    field: "text",
    idKey: "_id",
    legacy: (n) => ({ text: `Legacy ${n}`, url: "https://example.com/legacy" }),
    read: async (s, _token, id) => ((await (await s.api("/api/sidebar-links")).json()) as Record<string, unknown>[]).find((l) => l._id === id) ?? {},
  },
];

/** Answers of the sidebar links are bare objects; everything else is { data }. */
const unwrap = (body: Record<string, unknown>) => ("data" in body ? (body.data as Record<string, unknown>) : body);

describe("edit conflicts (updatedAt and 409)", () => {
  const t = useStaffServer();
  let n = 0;

  describe.each(resources)("$name", (r) => {
    const writer = () => (r.editorMayWrite ? t.editor : t.admin);

    async function create() {
      n += 1;
      const res = await t.s.api(r.endpoint, { method: "POST", token: t.admin, json: r.body(n) });
      expect(res.status).toBe(201);
      return unwrap((await res.json()) as Record<string, unknown>);
    }
    async function put(id: string, json: unknown, token = t.admin) {
      const res = await t.s.api(`${r.endpoint}/${id}`, { method: "PUT", token, json });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    }

    it("answers with an ISO updatedAt that every write changes, and never with who saved", async () => {
      const item = await create();
      expect(item.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(item).not.toHaveProperty("updatedBy");
      const id = String(item[r.idKey]);
      const first = await put(id, { ...r.body(n), [r.field]: "Changed once", updatedAt: item.updatedAt });
      expect(first.status).toBe(200);
      const saved = unwrap(first.body);
      expect(saved[r.field]).toBe("Changed once");
      expect(saved.updatedAt).not.toBe(item.updatedAt);
      expect(Date.parse(String(saved.updatedAt))).toBeGreaterThan(Date.parse(String(item.updatedAt)));
      expect(saved).not.toHaveProperty("updatedBy");
      // Saving again at once with the new updatedAt still goes through (updatedAt strictly increases).
      const second = await put(id, { ...r.body(n), [r.field]: "Changed twice", updatedAt: saved.updatedAt });
      expect(second.status).toBe(200);
      expect(unwrap(second.body).updatedAt).not.toBe(saved.updatedAt);
      expect(await r.read(t.s, t.admin, id)).not.toHaveProperty("updatedBy");
    });

    it("refuses a stale body with 409 naming who saved last and when, and changes nothing", async () => {
      const item = await create();
      const id = String(item[r.idKey]);
      const first = await put(id, { ...r.body(n), [r.field]: "Saved first", updatedAt: item.updatedAt }, writer());
      expect(first.status).toBe(200);
      const before = await r.read(t.s, t.admin, id);

      const stale = await put(id, { ...r.body(n), [r.field]: "Saved second", status: "draft", updatedAt: item.updatedAt });
      expect(stale.status).toBe(409);
      expect(Object.keys(stale.body).sort()).toEqual(["code", "error", "updatedAt", "updatedBy"]);
      expect(stale.body.code).toBe("conflict");
      const who = r.editorMayWrite ? "editor (editor@test.local)" : "(admin@test.local)";
      expect(stale.body.error).toContain(who);
      expect(stale.body.error).toMatch(/saved this on \d{1,2} \w+ 2\d{3}/);
      expect(stale.body.error).toContain("Your changes were not saved.");
      expect(await r.read(t.s, t.admin, id)).toEqual(before);
    });

    it("lets a PUT without updatedAt through as before (the list's toggle, clients of the original contract, docs/product.md#api-conventions)", async () => {
      const item = await create();
      const id = String(item[r.idKey]);
      await put(id, { ...r.body(n), [r.field]: "Someone else's", updatedAt: item.updatedAt });
      const legacy = await put(id, r.legacy(n));
      expect(legacy.status).toBe(200);
      expect(unwrap(legacy.body)).toMatchObject(r.legacy(n));
      expect(await r.read(t.s, t.admin, id)).toMatchObject(r.legacy(n));
    });

    it("answers 400 to an updatedAt that is not a string", async () => {
      const item = await create();
      const res = await put(String(item[r.idKey]), { ...r.body(n), updatedAt: 12 });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^updatedAt /);
    });
  });

  it("refuses the blog list's toggle too when it carries a stale updatedAt", async () => {
    n += 1;
    const res = await t.s.api("/api/blogs", { method: "POST", token: t.admin, json: defined(resources[0]).body(n) });
    const post = ((await res.json()) as { data: { id: string; updatedAt: string } }).data;
    await t.s.api(`/api/blogs/${post.id}`, { method: "PUT", token: t.editor, json: { status: "draft" } });
    const stale = await t.s.api(`/api/blogs/${post.id}`, { method: "PUT", token: t.admin, json: { status: "archived", updatedAt: post.updatedAt } });
    expect(stale.status).toBe(409);
    const read = ((await (await t.s.api(`/api/blogs/${post.id}`, { token: t.admin })).json()) as { data: { status: string } }).data;
    expect(read.status).toBe("draft");
  });

  it("never shows who saved in public answers", async () => {
    for (const endpoint of ["/api/blogs", "/api/offers", "/api/news", "/api/resources", "/api/sidebar-links"]) {
      const text = await (await t.s.api(endpoint)).text();
      expect(text, endpoint).not.toContain("updatedBy");
      expect(text, endpoint).not.toContain("@test.local");
    }
  });
});

describe("sidebar links stored before updatedAt", () => {
  it("get an updatedAt once (imported from the old sidebar-links.json by npm run import-legacy)", async () => {
    const { dir, cleanup } = await tempDir();
    try {
      await fs.writeFile(path.join(dir, "sidebar-links.json"), JSON.stringify([{ _id: "old", text: "Old", url: "https://old.example" }]));
      await importLegacyDataDir(dir, { log: testLogger() });
      const storage = await openStorage(dir, { log: testLogger() });
      const [link] = storage.sidebarLinks.find();
      expect(defined(link).updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      const onDisk = storedRows<{ updatedAt: string }>(dir, "sidebar_links");
      expect(defined(onDisk[0]).updatedAt).toBe(defined(link).updatedAt);
      await storage.close();
    } finally {
      await cleanup();
    }
  });
});
