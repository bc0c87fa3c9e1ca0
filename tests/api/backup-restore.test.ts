// Restoring a backup from the admin's API while the server runs: the preview of an archive (stored or uploaded),
// the confirmation with the password, the swap (counts equal the backup's, the site serves the restored data at
// once, sessions of today stay), a corrupt or foreign archive refused before anything changes, a wrong password
// refused, and the site read-only while the data is swapped in (writes 503 with Retry-After, reads go on).
import { assert, describe, expect, it } from "vitest";
import fs from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as tar from "tar";
import { backupMessages } from "../../src/shared/backup-messages";
import { apiMessages } from "../../src/shared/api-messages";
import { ReadOnly } from "../../src/server/errors";
import { expectAdminOnly, useStaffServer, type TestServer } from "../fixtures/server";
import { tempDir } from "../fixtures/temp";
import { ADMIN } from "../fixtures/server";

type Preview = { token: string; source: string; takenAt: string; version: number; currentVersion: number; counts: Record<string, number>; expiresAt: string };
type Link = { _id: string; text: string; url: string };

async function addLink(s: TestServer, token: string, text: string): Promise<Link> {
  const res = await s.api("/api/sidebar-links", { method: "POST", json: { text, url: `https://${text.toLowerCase()}.example.in` }, token });
  expect(res.status).toBe(201);
  return (await res.json()) as Link;
}

async function publicLinks(s: TestServer): Promise<string[]> {
  const res = await s.api("/api/sidebar-links");
  expect(res.status).toBe(200);
  return ((await res.json()) as Link[]).map((l) => l.text);
}

async function backupNow(s: TestServer, token: string): Promise<string> {
  const res = await s.api("/api/backups", { method: "POST", token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { file: string } }).data.file;
}

async function previewStored(s: TestServer, token: string, name: string): Promise<Preview> {
  const res = await s.api("/api/backups/restore/preview", { method: "POST", json: { name }, token });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: Preview }).data;
}

function multipart(filename: string, data: Buffer): { body: Buffer; contentType: string } {
  const boundary = "----restore-test-boundary";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/gzip\r\n\r\n`);
  return { body: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(s: TestServer, token: string, filename: string, data: Buffer): Promise<Response> {
  const { body, contentType } = multipart(filename, data);
  return s.api("/api/backups/restore/preview", { method: "POST", body: new Uint8Array(body), headers: { "content-type": contentType }, token });
}

/** What the data directory holds now (to show that a refused restore changed nothing). */
async function snapshot(s: TestServer): Promise<{ links: string[]; archives: string[]; dataFiles: string[] }> {
  const archives = ((await (await s.api("/api/backups", { token: await s.tokenFor("admin") })).json()) as { data: { file: string }[] }).data.map((a) => a.file);
  return { links: await publicLinks(s), archives, dataFiles: (await fs.readdir(s.services.config.dataDir)).sort() };
}

describe("restoring a backup from the admin", () => {
  const t = useStaffServer();

  it("restores a stored backup: counts equal the backup's, the site serves its data at once, today's data is kept first", async () => {
    await addLink(t.s, t.admin, "Before");
    const file = await backupNow(t.s, t.admin);
    await addLink(t.s, t.admin, "After");
    expect(await publicLinks(t.s)).toEqual(["Before", "After"]);

    const preview = await previewStored(t.s, t.admin, file);
    expect(preview).toMatchObject({ source: file, currentVersion: preview.version });
    expect(preview.counts.sidebarLinks).toBe(1);
    expect(preview.counts.users).toBe(2);
    expect(preview.counts).not.toHaveProperty("sessions");
    expect(Date.parse(preview.takenAt)).toBeLessThanOrEqual(Date.now());
    // The waiting restore can be read again by its token (the screen's loader).
    const again = await t.s.api(`/api/backups/restore/${preview.token}`, { token: t.admin });
    expect(((await again.json()) as { data: Preview }).data).toEqual(preview);

    const res = await t.s.api("/api/backups/restore", { method: "POST", json: { token: preview.token, password: ADMIN.password }, token: t.admin });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = (await res.json()) as { data: { restored: boolean; safetyBackup: string; counts: Record<string, number> } };
    expect(data.restored).toBe(true);
    expect(data.counts).toEqual(preview.counts);
    // Served at once, without a restart; the admin's session of today goes on.
    expect(await publicLinks(t.s)).toEqual(["Before"]);
    const me = await t.s.api("/api/auth/me", { token: t.admin });
    expect(me.status).toBe(200);
    // Writes go on into the restored data.
    await addLink(t.s, t.admin, "Later");
    expect(await publicLinks(t.s)).toEqual(["Before", "Later"]);

    // Nothing of the restore's work is left in the folders.
    expect((await fs.readdir(t.s.services.config.dataDir)).filter((n) => n.startsWith(".restore-"))).toEqual([]);
    expect((await fs.readdir(t.s.services.config.uploadsDir)).filter((n) => n.startsWith(".restore-"))).toEqual([]);
    expect((await fs.readdir(t.s.services.config.backupDir)).filter((n) => n.startsWith(".preview-"))).toEqual([]);
    // The backup of today's data taken first holds what was replaced, and is itself restorable.
    const safety = await previewStored(t.s, t.admin, data.safetyBackup);
    expect(safety.counts.sidebarLinks).toBe(2);
    // The restored data's activity log says who restored what.
    await expect
      .poll(
        async () =>
          ((await (await t.s.api("/api/activity?action=backup-restore", { token: t.admin })).json()) as { data: { target: { id: string }; actor: { email: string } }[] }).data[0],
      )
      .toMatchObject({ target: { id: file }, actor: { email: ADMIN.email } });
  });

  it("restores an uploaded archive (the file downloaded from another server), streamed to disk", async () => {
    const file = await backupNow(t.s, t.admin);
    const bytes = await fs.readFile(path.join(t.s.services.config.backupDir, file));
    await addLink(t.s, t.admin, "Uploaded-later");
    const res = await upload(t.s, t.admin, "from-the-old-server.tar.gz", bytes);
    expect(res.status, await res.clone().text()).toBe(200);
    const preview = ((await res.json()) as { data: Preview }).data;
    expect(preview.source).toBe("from-the-old-server.tar.gz");
    const linksThen = preview.counts.sidebarLinks;
    const done = await t.s.api("/api/backups/restore", { method: "POST", json: { token: preview.token, password: ADMIN.password }, token: t.admin });
    expect(done.status).toBe(200);
    expect(await publicLinks(t.s)).toHaveLength(linksThen ?? -1);
    expect(await publicLinks(t.s)).not.toContain("Uploaded-later");
    // The uploaded file is not kept in DATA_DIR.
    expect((await fs.readdir(t.s.services.config.dataDir)).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });

  it("refuses a corrupt or foreign archive with 422 before anything changes", async () => {
    const before = await snapshot(t.s);
    const { dir, cleanup } = await tempDir();
    try {
      // A foreign tar: an entry outside data/ and uploads/.
      await fs.mkdir(path.join(dir, "etc"));
      await fs.writeFile(path.join(dir, "etc", "passwd"), "root:x:0:0");
      await tar.c({ gzip: true, file: path.join(dir, "foreign.tar.gz"), cwd: dir }, ["etc"]);
      // A database that is not one.
      await fs.mkdir(path.join(dir, "data"));
      await fs.writeFile(path.join(dir, "data", "site.db"), "SQLite format 3\0 but not really a database".repeat(50));
      await tar.c({ gzip: true, file: path.join(dir, "bad-db.tar.gz"), cwd: dir }, ["data"]);
      const cases: [string, Buffer][] = [
        ["random.tar.gz", Buffer.from("this is not a gzip file at all")],
        ["truncated.tar.gz", gzipSync(Buffer.alloc(2048, 7)).subarray(0, 40)],
        ["foreign.tar.gz", await fs.readFile(path.join(dir, "foreign.tar.gz"))],
        ["bad-db.tar.gz", await fs.readFile(path.join(dir, "bad-db.tar.gz"))],
      ];
      for (const [name, bytes] of cases) {
        const res = await upload(t.s, t.admin, name, bytes);
        expect(res.status, name).toBe(422);
        const body = (await res.json()) as { error: string };
        expect(body.error, name).toMatch(/^This file is not a backup this site can restore \(.+\)\. Nothing was changed\.$/);
        expect(body.error, name).not.toContain(t.s.dir);
      }
    } finally {
      await cleanup();
    }
    expect(await snapshot(t.s)).toEqual(before);
  });

  it("refuses a wrong password (403) and a missing one (400), and keeps the preview for another try", async () => {
    const file = await backupNow(t.s, t.admin);
    await addLink(t.s, t.admin, "Kept");
    const preview = await previewStored(t.s, t.admin, file);
    const before = await snapshot(t.s);
    const wrong = await t.s.api("/api/backups/restore", { method: "POST", json: { token: preview.token, password: "not-the-password" }, token: t.admin });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: backupMessages.passwordWrong });
    const missing = await t.s.api("/api/backups/restore", { method: "POST", json: { token: preview.token }, token: t.admin });
    expect(missing.status).toBe(400);
    expect(await snapshot(t.s)).toEqual(before);
    expect((await t.s.api(`/api/backups/restore/${preview.token}`, { token: t.admin })).status).toBe(200);
    // An unknown token, and one past its 30 minutes.
    const unknown = await t.s.api("/api/backups/restore", { method: "POST", json: { token: "nope", password: ADMIN.password }, token: t.admin });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: backupMessages.previewGone });
    t.s.clock.advance(31 * 60_000);
    const late = await t.s.api("/api/backups/restore", { method: "POST", json: { token: preview.token, password: ADMIN.password }, token: t.admin });
    expect(late.status).toBe(404);
    expect(await publicLinks(t.s)).toContain("Kept");
  });

  it("answers 400 without an archive, 404 for a stored backup that does not exist", async () => {
    const none = await t.s.api("/api/backups/restore/preview", { method: "POST", json: {}, token: t.admin });
    expect(none.status).toBe(400);
    const empty = await t.s.api("/api/backups/restore/preview", {
      method: "POST",
      body: "--x--\r\n",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      token: t.admin,
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: `File ${backupMessages.archiveRequired}` });
    const missing = await t.s.api("/api/backups/restore/preview", { method: "POST", json: { name: "backup-2020-01-01T00-00-00-000Z.tar.gz" }, token: t.admin });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: apiMessages.backupNotFound });
  });

  it("is read-only while the data is swapped in: writes answer 503 with Retry-After, reads go on", async () => {
    const file = await backupNow(t.s, t.admin);
    const preview = await previewStored(t.s, t.admin, file);
    const restoring = t.s.api("/api/backups/restore", { method: "POST", json: { token: preview.token, password: ADMIN.password }, token: t.admin });
    const { restore, storage } = t.s.services;
    for (let i = 0; i < 100_000 && !restore.running; i++) await new Promise((ok) => setImmediate(ok));
    expect(restore.running).toBe(true);
    const write = await t.s.api("/api/sidebar-links", { method: "POST", json: { text: "During", url: "https://during.example.in" }, token: t.admin });
    expect(write.status).toBe(503);
    expect(write.headers.get("retry-after")).toBe("10");
    expect(await write.json()).toMatchObject({ error: backupMessages.readOnly });
    const read = await t.s.api("/api/sidebar-links");
    expect(read.status).toBe(200);
    // A write already past the API's door (a job, a page's action) is refused by the storage itself.
    for (let i = 0; i < 100_000 && !storage.db.writesPaused && restore.running; i++) await new Promise((ok) => setImmediate(ok));
    if (storage.db.writesPaused)
      expect(() => storage.sidebarLinks.create({ _id: "x", text: "In flight", url: "https://x.example.in", order: 99, updatedAt: new Date().toISOString() })).toThrow(ReadOnly);
    const done = await restoring;
    expect(done.status).toBe(200);
    expect(restore.running).toBe(false);
    expect(await publicLinks(t.s)).not.toContain("In flight");
    await addLink(t.s, t.admin, "Afterwards");
  });

  it("refuses a second restore of the same preview (it is used up)", async () => {
    const file = await backupNow(t.s, t.admin);
    const preview = await previewStored(t.s, t.admin, file);
    const first = await t.s.api("/api/backups/restore", { method: "POST", json: { token: preview.token, password: ADMIN.password }, token: t.admin });
    expect(first.status).toBe(200);
    const second = await t.s.api("/api/backups/restore", { method: "POST", json: { token: preview.token, password: ADMIN.password }, token: t.admin });
    expect(second.status).toBe(404);
  });

  it("is for admins only", async () => {
    const file = await backupNow(t.s, t.admin);
    assert(file);
    await expectAdminOnly(t.s, t.editor, [
      ["POST", "/api/backups/restore/preview", { name: file }],
      ["GET", "/api/backups/restore/some-token"],
      ["POST", "/api/backups/restore", { token: "x", password: "y" }],
    ]);
  });
});
