// Admins download backup archives (admin only, Cache-Control: no-store; only existing archives).
import { assert, describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { apiMessages } from "../../src/shared/api-messages";
import { expectAdminOnly, useStaffServer } from "../fixtures/server";

describe("backup download", () => {
  const t = useStaffServer();

  it("lists the archives newest first and downloads one as an attachment, never cached", async () => {
    const first = ((await (await t.s.api("/api/backups", { method: "POST", token: t.admin })).json()) as { data: { file: string } }).data;
    const second = ((await (await t.s.api("/api/backups", { method: "POST", token: t.admin })).json()) as { data: { file: string } }).data;
    const listed = await t.s.api("/api/backups", { token: t.admin });
    expect(listed.headers.get("cache-control")).toBe("no-store");
    const list = ((await listed.json()) as { data: { file: string; bytes: number; at: string }[] }).data;
    expect(list.map((b) => b.file)).toEqual([second.file, first.file]);
    expect(list[0]?.bytes).toBeGreaterThan(0);

    const res = await t.s.api(`/api/backups/${encodeURIComponent(first.file)}/download`, { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename=${first.file}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(list[1]?.bytes);
    // A gzipped tar whose entries are under data/ and uploads/.
    expect(gunzipSync(bytes).toString("latin1")).toContain("data/");
  });

  it("records the download in the activity log: who downloaded which archive", async () => {
    const { data } = (await (await t.s.api("/api/backups", { token: t.admin })).json()) as { data: { file: string }[] };
    const [newest] = data;
    assert(newest, "an archive is listed");
    const res = await t.s.api(`/api/backups/${encodeURIComponent(newest.file)}/download`, { token: t.admin });
    await res.arrayBuffer();
    await expect
      .poll(
        async () =>
          ((await (await t.s.api("/api/activity?limit=1", { token: t.admin })).json()) as { data: { action: string; target: unknown; actor: { email: string } | null }[] }).data[0],
      )
      .toMatchObject({ action: "backup-download", target: { type: "backup", id: newest.file, title: newest.file }, actor: { email: "admin@test.local" } });
  });

  it("answers 404 for anything but an existing archive", async () => {
    for (const name of ["backup-2020-01-01T00-00-00-000Z.tar.gz", "..%2Fdata%2Fusers.json", "backup-status.json", "..", "%2E%2E"]) {
      const res = await t.s.api(`/api/backups/${name}/download`, { token: t.admin });
      expect(res.status, name).toBe(404);
      expect(res.headers.get("content-disposition")).toBeNull();
    }
    const res = await t.s.api("/api/backups/backup-2020-01-01T00-00-00-000Z.tar.gz/download", { token: t.admin });
    expect(await res.json()).toMatchObject({ error: apiMessages.backupNotFound });
  });

  it("is for admins only", async () => {
    const { data } = (await (await t.s.api("/api/backups", { token: t.admin })).json()) as { data: { file: string }[] };
    const [newest] = data;
    assert(newest, "an archive is listed");
    await expectAdminOnly(t.s, t.editor, [
      ["GET", "/api/backups"],
      ["GET", `/api/backups/${newest.file}/download`],
    ]);
  });
});
