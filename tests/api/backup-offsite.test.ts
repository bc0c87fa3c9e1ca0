// Off-site copies of backups (BACKUP_S3_URL) against an S3-compatible server the test starts itself (s3rver, an npm
// devDependency: PutObject, ListObjectsV2 and DeleteObjects as the SDK sends them): each backup is uploaded under the
// prefix, the bucket is pruned to BACKUP_KEEP touching only our archives under the prefix, the status (and the
// dashboard) shows the last copy's time, a bucket that refuses is retried and its reason shown, and no secret leaks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import S3rver from "@20minutes/s3rver";
import { ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { BackupStatus } from "../../src/shared/backups";
import { backupMessages } from "../../src/shared/backup-messages";
import { servePages, startTestServer, useStaffServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";
import { tempDir } from "../fixtures/temp";

const BUCKET = "site-backups";
const KEY = "S3RVER"; // the test server's one account (access key and secret alike)
let s3: S3rver;
let endpoint = "";
let cleanup: () => Promise<void> = async () => undefined;
const env: Record<string, string> = { BACKUP_KEEP: "2" };
const failingEnv: Record<string, string> = {};

beforeAll(async () => {
  const dir = await tempDir("crd-s3-");
  cleanup = dir.cleanup;
  // The SDK signs a bucket's listing as /bucket/ where s3rver signs /bucket: its check of signatures is relaxed (the key must still be its own).
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dir.dir, configureBuckets: [{ name: BUCKET }], allowMismatchedSignatures: true });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  env.BACKUP_S3_URL = `s3://${KEY}:${KEY}@127.0.0.1:${port}/${BUCKET}/firm-a?tls=false`;
  failingEnv.BACKUP_S3_URL = `s3://${KEY}:${KEY}@127.0.0.1:${port}/no-such-bucket?tls=false`;
});
afterAll(async () => {
  await s3?.close();
  await cleanup();
});

const bucket = () => new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: KEY, secretAccessKey: KEY } });
const keys = async (prefix = "") => ((await bucket().send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((o) => o.Key).sort();
const status = async (s: TestServer, token: string) => ((await (await s.api("/api/backups/status", { token })).json()) as { data: BackupStatus }).data;
const backupNow = async (s: TestServer, token: string) => {
  const res = await s.api("/api/backups", { method: "POST", token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { file: string } }).data.file;
};

describe("off-site copies in an S3-compatible bucket", () => {
  const t = useStaffServer(env);

  it("uploads each backup under the prefix and prunes the bucket to the keep count, touching nothing else", async () => {
    // Objects that are not ours, or not under the prefix, are never deleted.
    await bucket().send(new PutObjectCommand({ Bucket: BUCKET, Key: "firm-a/notes.txt", Body: "kept" }));
    await bucket().send(new PutObjectCommand({ Bucket: BUCKET, Key: "other/backup-2020-01-01T00-00-00-000Z.tar.gz", Body: "another site's" }));
    const files: string[] = [];
    for (let i = 0; i < 3; i++) {
      files.push(await backupNow(t.s, t.admin));
      // Each copy is made in the background, after the answer: wait for it before the next backup.
      await t.s.services.backups.idle();
    }
    expect(await keys("firm-a/")).toEqual([...files.slice(1).map((f) => `firm-a/${f}`), "firm-a/notes.txt"].sort());
    expect(await keys("other/")).toEqual(["other/backup-2020-01-01T00-00-00-000Z.tar.gz"]);
    const st = await status(t.s, t.admin);
    expect(st.offsite).toMatchObject({ target: `s3://${new URL(endpoint).host}/${BUCKET}/firm-a/`, lastCopyFile: files[2], lastFailureAt: null });
    expect(Date.parse(st.offsite?.lastCopyAt ?? "")).toBeGreaterThan(0);
    // The status never carries the keys.
    expect(JSON.stringify(st)).not.toContain(KEY);
  });

  it("shows the last off-site copy's time on the dashboard", { timeout: 120_000 }, async () => {
    await backupNow(t.s, t.admin);
    await t.s.services.backups.idle();
    const renderer = await startSiteRender(t.s.services);
    const site = await servePages(t.s.services, renderer.render);
    try {
      const res = await fetch(`${site.base}/admin/dashboard`, { headers: { cookie: `session=${t.admin}` } });
      expect(res.status).toBe(200);
      const html = (await res.text()).replace(/<!-- -->/g, "");
      const at = (await status(t.s, t.admin)).offsite?.lastCopyAt ?? "";
      const shown = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" }).format(
        new Date(at),
      );
      expect(html).toContain("Off-site copy");
      expect(html).toContain(`${shown} (India time), to s3://`);
      expect(html).not.toContain(backupMessages.offsiteOff);
    } finally {
      await site.close();
      await renderer.close();
    }
  });
});

describe("an off-site bucket that refuses", () => {
  it("tries three times, keeps the local backup, and shows the bucket's reason", async () => {
    const s = await startTestServer(failingEnv);
    try {
      const token = await s.tokenFor("admin");
      const file = await backupNow(s, token);
      await s.services.backups.idle();
      const st = await status(s, token);
      expect(st.lastBackupFile).toBe(file);
      expect(st.offsite?.lastCopyAt).toBeNull();
      expect(st.offsite?.lastFailureAt).not.toBeNull();
      expect(st.offsite?.lastFailureReason).toMatch(/^after 3 tries: NoSuchBucket/);
      expect(JSON.stringify(st)).not.toContain(KEY);
    } finally {
      await s.close();
    }
  });
});
