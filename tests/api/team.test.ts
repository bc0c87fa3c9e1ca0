// Team members without logins: /api/team (public shown ones, everything for admins; admin writes with edit
// conflicts and field errors; the order), /team and the author pages reading from them (a member without a login
// is listed; a staff user linked to a member gets the member's byline), the media library counting their photos,
// the page cache dropping /team on a change, the no-JavaScript form of /admin/team, and migration 14 turning the
// staff profiles of an upgraded DATA_DIR into members linked to their users.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../src/server/storage/db";
import { MIGRATIONS } from "../../src/server/storage/migrations";
import { messages } from "../../src/shared/messages";
import { defined } from "../fixtures/defined";
import { testLogger } from "../fixtures/log";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";
import { tempDir } from "../fixtures/temp";

type Ld = Record<string, unknown>;
const jsonLdOf = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const parsed = JSON.parse(m[1] ?? "null") as Ld | Ld[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
const persons = (html: string) => jsonLdOf(html).filter((l) => l["@type"] === "Person");
/** The page's text as a reader sees it. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

type Member = { id: string; slug: string; name: string; order: number; userId?: string; updatedAt: string; shown: boolean };

const asha = {
  name: "CA Asha Verma",
  title: "Chartered Accountant",
  qualifications: ["FCA", " "],
  memberships: [
    { body: "ICAI", number: "512345" },
    { body: "", number: "" },
  ],
  bio: "Asha signs the audits and handles GST registrations.",
  shown: true,
};

describe("team members", () => {
  let s: TestServer;
  let site: Awaited<ReturnType<typeof servePages>>;
  let render: Awaited<ReturnType<typeof startSiteRender>>;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    s = await startTestServer();
    render = await startSiteRender(s.services);
    site = await servePages(s.services, render.render);
    admin = await s.tokenFor("admin");
    editor = await s.tokenFor("editor");
  }, 120_000);
  afterAll(async () => {
    await site.close();
    await render.close();
    await s.close();
  });

  const page = (p: string, cookie?: string) => fetch(site.base + p, { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) }, redirect: "manual" });
  const html = async (p: string) => {
    const res = await page(p);
    expect(res.status, p).toBe(200);
    return res.text();
  };
  const create = async (body: Record<string, unknown>): Promise<Member> => {
    const res = await s.api("/api/team", { method: "POST", token: admin, json: body });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: Member }).data;
  };
  const list = async (token?: string) => ((await (await s.api("/api/team", { token })).json()) as { data: Record<string, unknown>[] }).data;

  it("/team says profiles are coming soon while nobody is shown", async () => {
    expect(textOf(await html("/team"))).toContain(messages.teamEmpty);
  });

  it("an admin adds a member without a login; /team lists them with their credentials as a Person (memberOf), and stops saying coming soon", async () => {
    // /team is stored by the page cache first: the write must drop it.
    await html("/team");
    const stored = await page("/team");
    await stored.arrayBuffer();
    expect(stored.headers.get("x-page-cache")).toBe("hit");

    const m = await create(asha);
    expect(m).toMatchObject({
      name: "CA Asha Verma",
      slug: "ca-asha-verma",
      userId: "",
      shown: true,
      order: 0,
      qualifications: ["FCA"],
      memberships: [{ body: "ICAI", number: "512345" }],
    });

    const team = await page("/team");
    expect(team.headers.get("x-page-cache")).not.toBe("hit");
    const body = await team.text();
    expect(textOf(body)).toContain("CA Asha Verma");
    expect(textOf(body)).toContain("ICAI membership no. 512345");
    expect(textOf(body)).not.toContain(messages.teamEmpty);
    const [person] = persons(body);
    expect(person).toMatchObject({
      name: "CA Asha Verma",
      jobTitle: "Chartered Accountant",
      hasCredential: [expect.objectContaining({ name: "FCA" })],
      memberOf: [{ "@type": "ProgramMembership", name: "ICAI membership no. 512345", hostingOrganization: { "@type": "Organization", name: "ICAI" }, membershipNumber: "512345" }],
    });
    // Every page names the shown members as the firm's employees.
    const firm = jsonLdOf(await html("/about")).find((l) => String(l["@id"]).endsWith("/#organization"));
    expect(firm?.employee).toEqual([{ "@id": person?.["@id"] }]);
    // Their author page exists, with no posts.
    expect(textOf(await html("/author/ca-asha-verma"))).toContain(messages.authorPostsEmpty);
  });

  it("GET /api/team: visitors and editors get the shown members without account links; admins get everyone", async () => {
    const hidden = await create({ name: "Ravi Hidden", shown: false });
    for (const token of [undefined, editor]) {
      const data = await list(token);
      expect(data.map((m) => m.name)).toEqual(["CA Asha Verma"]);
      expect(data[0]).not.toHaveProperty("userId");
      expect(data[0]).not.toHaveProperty("updatedAt");
    }
    expect((await list(admin)).map((m) => m.name)).toEqual(["CA Asha Verma", "Ravi Hidden"]);
    expect((await s.api(`/api/team/${hidden.id}`)).status).toBe(404);
    expect((await s.api(`/api/team/${hidden.id}`, { token: admin })).status).toBe(200);
    // A hidden member without a login has no public page.
    expect((await page("/author/ravi-hidden")).status).toBe(404);
    expect((await s.api(`/api/team/${hidden.id}`, { method: "DELETE", token: admin })).status).toBe(200);
  });

  it("only admins write: 401 without a session, 403 for an editor", async () => {
    const [m] = (await list(admin)) as unknown as Member[];
    for (const [method, p, json] of [
      ["POST", "/api/team", asha],
      ["PUT", `/api/team/${m!.id}`, asha],
      ["PUT", "/api/team/order", { ids: [m!.id] }],
      ["DELETE", `/api/team/${m!.id}`, undefined],
    ] as const) {
      expect((await s.api(p, { method, json }))?.status, `${method} ${p}`).toBe(401);
      expect((await s.api(p, { method, json, token: editor }))?.status, `${method} ${p}`).toBe(403);
    }
  });

  it("PUT with the loaded updatedAt saves; a stale one answers 409 naming who saved, and changes nothing", async () => {
    const m = await create({ name: "Neha Kapoor", title: "Company Secretary" });
    const first = await s.api(`/api/team/${m.id}`, { method: "PUT", token: admin, json: { name: "CS Neha Kapoor", title: "Company Secretary", updatedAt: m.updatedAt } });
    expect(first.status).toBe(200);
    const saved = ((await first.json()) as { data: Member }).data;
    // A renamed member gets the new name's slug.
    expect(saved.slug).toBe("cs-neha-kapoor");
    const stale = await s.api(`/api/team/${m.id}`, { method: "PUT", token: admin, json: { name: "Someone Else", updatedAt: m.updatedAt } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "conflict", updatedAt: saved.updatedAt, updatedBy: { email: "admin@test.local" } });
    expect(((await (await s.api(`/api/team/${m.id}`, { token: admin })).json()) as { data: Member }).data.name).toBe("CS Neha Kapoor");
    // Delete, then it is gone.
    expect((await s.api(`/api/team/${m.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect((await s.api(`/api/team/${m.id}`, { method: "DELETE", token: admin })).status).toBe(404);
    expect((await s.api(`/api/team/${m.id}`, { method: "PUT", token: admin, json: { name: "Back" } })).status).toBe(404);
  });

  it("refuses bad input with 400 listing every failing field", async () => {
    const res = await s.api("/api/team", {
      method: "POST",
      token: admin,
      json: { name: " ", memberships: [{ body: "ICAI", number: "51<2345" }, { number: "123" }], photo: "javascript:alert(1)", shown: "yes", userId: "no-such-user" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; code: string; fields: { path: string; message: string }[] };
    expect(body.code).toBe("invalid");
    expect(body.fields.map((f) => f.path)).toEqual(["name", "memberships.0.number", "memberships.1.body", "photo", "shown"]);
    expect(body.error).toBe("Name is required");
    expect(body.fields[1]?.message).toBe("Membership number may hold only letters, digits, spaces and . / -");
    expect(body.fields[2]?.message).toBe("Membership body is required");
    // Bounds: too many memberships, an overlong bio, a body that is not an object.
    const many = Array.from({ length: 7 }, (_, i) => ({ body: "ICAI", number: String(100000 + i) }));
    for (const [json, field] of [
      [{ name: "A", memberships: many }, "memberships"],
      [{ name: "A", bio: "x".repeat(1001) }, "bio"],
      [{ name: "A", qualifications: Array.from({ length: 9 }, () => "FCA") }, "qualifications"],
      [{ name: "A".repeat(101) }, "name"],
    ] as const) {
      const r = await s.api("/api/team", { method: "POST", token: admin, json });
      expect(r.status, field).toBe(400);
      expect(((await r.json()) as { fields: { path: string }[] }).fields[0]?.path, field).toBe(field);
    }
    // A linked account must exist, and be linked to one member only.
    const unknown = await s.api("/api/team", { method: "POST", token: admin, json: { name: "Ghost", userId: "no-such-user" } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toBe("Linked staff account must be a staff account of this site");
  });

  it("reorders with every id once (400 otherwise); /team follows the order", async () => {
    const b = await create({ name: "Bharat Second" });
    const [a] = (await list(admin)) as unknown as Member[];
    expect((await s.api("/api/team/order", { method: "PUT", token: admin, json: { ids: [b.id] } })).status).toBe(400);
    const res = await s.api("/api/team/order", { method: "PUT", token: admin, json: { ids: [b.id, a!.id] } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Member[] }).data.map((m) => m.name)).toEqual(["Bharat Second", "CA Asha Verma"]);
    expect(persons(await html("/team")).map((p) => p.name)).toEqual(["Bharat Second", "CA Asha Verma"]);
    await s.api(`/api/team/${b.id}`, { method: "DELETE", token: admin });
  });

  it("a staff user linked to a member: their posts carry the member's byline and their author page lists them; one account, one member", async () => {
    const editorId = defined(s.services.users.findByEmail("editor@test.local")).id;
    const [a] = (await list(admin)) as unknown as Member[];
    const linked = await s.api(`/api/team/${a!.id}`, { method: "PUT", token: admin, json: { ...asha, userId: editorId } });
    expect(linked.status).toBe(200);
    const post = await s.api("/api/blogs", {
      method: "POST",
      token: editor,
      json: { title: "Audit dates for small companies", excerpt: "audit-dates-small-companies", content: "<p>Dates.</p>", date: "2026-01-10", status: "published" },
    });
    expect(post.status).toBe(201);
    const body = await html("/blog/audit-dates-small-companies");
    expect(body).toMatch(/href="\/author\/ca-asha-verma"[^>]*>CA Asha Verma<\/a>/);
    const posting = jsonLdOf(body).find((l) => l["@type"] === "BlogPosting");
    expect(posting?.author).toMatchObject({ "@type": "Person", name: "CA Asha Verma" });
    expect(textOf(await html("/author/ca-asha-verma"))).toContain("Audit dates for small companies");
    // The linked user sees the member as their own profile.
    expect(((await (await s.api("/api/auth/profile", { token: editor })).json()) as { data: Record<string, unknown> }).data).toMatchObject({
      publicName: "CA Asha Verma",
      slug: "ca-asha-verma",
      memberships: ["ICAI membership no. 512345"],
      showOnTeam: true,
    });
    const taken = await s.api("/api/team", { method: "POST", token: admin, json: { name: "Second Asha", userId: editorId } });
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as { error: string }).error).toBe("Linked staff account is already linked to CA Asha Verma; a staff account can be linked to one team member");
  });

  it("the media library counts a member's photo as in use", async () => {
    const form = new FormData();
    form.append(
      "image",
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 20, height: 20, channels: 3, background: "#345" } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        { type: "image/jpeg" },
      ),
      "m.jpg",
    );
    const up = await s.api("/api/upload", { method: "POST", token: admin, body: form });
    expect(up.status).toBe(201);
    const photo = ((await up.json()) as { url: string }).url;
    const m = await create({ name: "Photo Person", photo, photoAlt: "Photo Person at the office" });
    const media = (await (await s.api(`/api/media?q=${encodeURIComponent(path.basename(photo))}`, { token: admin })).json()) as { data: { url: string; usedBy: unknown[] }[] };
    expect(media.data.find((x) => x.url === photo)?.usedBy).toEqual([{ type: "team-member", id: m.id, title: "Photo Person" }]);
    expect((await s.api(`/api/media/${path.basename(photo)}`, { method: "DELETE", token: admin })).status).toBe(409);
    await s.api(`/api/team/${m.id}`, { method: "DELETE", token: admin });
    expect((await s.api(`/api/media/${path.basename(photo)}`, { method: "DELETE", token: admin })).status).toBe(200);
  });

  it("/admin/team without JavaScript: the form posts, a refused save comes back with the error next to the field, a good one goes to the list", async () => {
    const cookie = `session=${admin}`;
    const post = (fields: [string, string][]) =>
      fetch(`${site.base}/admin/team?new=1`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: site.base, cookie },
        redirect: "manual",
      });
    const refused = await post([
      ["intent", "save"],
      ["body.name", ""],
      ["body.memberships.body", "ICSI"],
      ["body.memberships.number", "A<1"],
      ["body.shown", "false"],
    ]);
    expect(refused.status).toBe(200);
    const form = await refused.text();
    // The name is the first invalid field: marked, described by its error and focused by the browser.
    expect(form).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="([^"]+)-error"[^>]*autofocus=""[^>]*name="body.name"/);
    expect(textOf(form)).toContain("Name is required");
    expect(textOf(form)).toContain("Membership number may hold only letters, digits, spaces and . / -");
    const saved = await post([
      ["intent", "save"],
      ["body.name", "Kiran No Login"],
      ["body.title", "Advocate"],
      ["body.memberships.body", "Bar Council of Delhi"],
      ["body.memberships.number", "D/1234/2010"],
      ["body.memberships.body", ""],
      ["body.memberships.number", ""],
      ["body.shown", "false"],
      ["body.shown", "true"],
      ["body.userId", ""],
    ]);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/team?saved=1");
    const kiran = ((await list()) as unknown as (Member & { memberships: unknown })[]).find((m) => m.name === "Kiran No Login");
    expect(kiran?.memberships).toEqual([{ body: "Bar Council of Delhi", number: "D/1234/2010" }]);
    expect(textOf(await html("/team"))).toContain("Bar Council of Delhi membership no. D/1234/2010");
    const screen = await page("/admin/team", cookie);
    expect(screen.status).toBe(200);
    expect(textOf(await screen.text())).toContain("Kiran No Login");
  });
});

describe("migration 14: staff profiles become team members", () => {
  it("an upgraded DATA_DIR shows the same /team, author pages and bylines as before", async () => {
    const { dir, cleanup } = await tempDir();
    const dataDir = path.join(dir, "data");
    await fs.mkdir(dataDir, { recursive: true });
    // A database as version 12 left it, with two users with profiles and one without.
    const db = new Database(path.join(dataDir, "site.db"), testLogger());
    const now = "2026-01-01T00:00:00.000Z";
    const user = (id: string, email: string, profile?: Record<string, unknown>) => ({
      id,
      email,
      name: id,
      role: "editor",
      passwordHash: "x",
      createdAt: now,
      updatedAt: now,
      ...(profile ? { profile } : {}),
    });
    db.transaction(() => {
      for (const m of MIGRATIONS.filter((x) => x.version < 14)) {
        if (m.sql) db.raw.exec(m.sql);
        m.run?.(db);
      }
      db.raw.exec("PRAGMA user_version = 13");
      db.raw.exec("CREATE TABLE users (id TEXT PRIMARY KEY, position INTEGER NOT NULL, data TEXT NOT NULL)");
      const rows = [
        user("u-zoya", "zoya@firm.example", {
          publicName: "Zoya Khan",
          slug: "zoya-khan",
          title: "Advocate",
          bio: "Trademarks.",
          photo: "",
          photoAlt: "",
          memberships: ["Bar Council of Delhi D/99/2015"],
          showOnTeam: true,
        }),
        user("u-amit", "amit@firm.example", {
          publicName: "CA Amit Rao",
          slug: "ca-amit-rao-2",
          title: "Chartered Accountant",
          bio: "",
          photo: "/uploads/amit.jpg",
          photoAlt: "Amit",
          memberships: ["ICAI membership no. 400100"],
          showOnTeam: false,
        }),
        user("u-plain", "plain@firm.example"),
      ];
      rows.forEach((r, i) => db.run("INSERT INTO users (id, position, data) VALUES (?, ?, ?)", r.id, i, JSON.stringify(r)));
    });
    db.close();

    const s = await startTestServer({ DATA_DIR: dataDir });
    try {
      const members = s.services.storage.teamMembers.find();
      expect(members.map((m) => [m.name, m.slug, m.userId, m.shown, m.order])).toEqual([
        ["CA Amit Rao", "ca-amit-rao-2", "u-amit", false, 0],
        ["Zoya Khan", "zoya-khan", "u-zoya", true, 1],
      ]);
      expect(members[0]).toMatchObject({ title: "Chartered Accountant", photo: "/uploads/amit.jpg", photoAlt: "Amit", memberships: [{ body: "ICAI", number: "400100" }] });
      expect(members[1]?.memberships).toEqual([{ body: "Bar Council of Delhi", number: "D/99/2015" }]);
      // The profiles left the users' records.
      expect(JSON.stringify(s.services.storage.users.find())).not.toContain("publicName");
      const render = await startSiteRender(s.services);
      const site = await servePages(s.services, render.render);
      try {
        const team = await (await fetch(`${site.base}/team`)).text();
        expect(persons(team).map((p) => p.name)).toEqual(["Zoya Khan"]);
        // A profile not shown on /team keeps its author page (its posts link to it), as before.
        expect((await fetch(`${site.base}/author/ca-amit-rao-2`)).status).toBe(200);
        const token = s.services.sessions.start(defined(s.services.users.findByEmail("zoya@firm.example"))).token;
        expect(((await (await s.api("/api/auth/profile", { token })).json()) as { data: unknown }).data).toMatchObject({
          publicName: "Zoya Khan",
          memberships: ["Bar Council of Delhi membership no. D/99/2015"],
        });
      } finally {
        await site.close();
        await render.close();
      }
    } finally {
      await s.close();
      await cleanup();
    }
  }, 120_000);
});
