// Off-site copies of the backup archives in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO),
// set by BACKUP_S3_URL (config.ts, offsiteOf): each new archive is uploaded with @aws-sdk/client-s3 (loaded at the
// first copy, lazy-modules.ts), tried up to OFFSITE_ATTEMPTS times with a growing wait, and the bucket is pruned to
// the same keep count as BACKUP_DIR, touching only the objects under its prefix named like our archives. The
// secret key is only ever handed to the client: never logged, stored or shown.
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import type { OffsiteTarget } from "../config";
import { loadS3 } from "../lazy-modules";

/** Tries per upload (and per listing or deletion of the prune). */
export const OFFSITE_ATTEMPTS = 3;
/** The waits between tries: 2 s, then 8 s. */
export const OFFSITE_BACKOFF_MS = [2_000, 8_000] as const;
/** How long one request may take before it counts as a failed try. */
const REQUEST_TIMEOUT_MS = 10 * 60 * 1000;

/** Our archives' names (services/backups.ts): nothing else under the prefix is ever deleted. */
const OUR_ARCHIVE = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(-\d+)?\.tar\.gz$/;

/** What a failed copy reports (the dashboard shows it): the bucket's error code and message, never a key. */
export function offsiteReason(err: unknown): string {
  const e = err as { name?: string; Code?: string; message?: string; $metadata?: { httpStatusCode?: number } } | null;
  const status = e?.$metadata?.httpStatusCode;
  const code = e?.Code ?? e?.name ?? "Error";
  const tries = (err as { attempts?: number } | null)?.attempts;
  const text = `${tries ? `after ${tries} tries: ` : ""}${code}${status ? ` (HTTP ${status})` : ""}: ${e?.message ?? String(err)}`;
  return text.replace(/\s+/g, " ").slice(0, 300);
}

export type OffsiteOptions = {
  /** The waits between tries (tests pass short ones). */
  backoffMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

export function createOffsiteCopies(target: OffsiteTarget, { backoffMs = OFFSITE_BACKOFF_MS, sleep = (ms) => new Promise((ok) => setTimeout(ok, ms)) }: OffsiteOptions = {}) {
  let client: S3Client | undefined;
  async function s3() {
    const sdk = await loadS3();
    client ??= new sdk.S3Client({
      endpoint: target.endpoint,
      region: target.region,
      forcePathStyle: target.forcePathStyle,
      credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
      // Our own tries (with their waits), not the SDK's on top of them.
      maxAttempts: 1,
      requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: 10_000 },
      // Checksums only where S3 requires one (DeleteObjects): not every S3-compatible store takes the newer ones.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    return { sdk, client };
  }

  /** `work` tried up to OFFSITE_ATTEMPTS times; the last failure is thrown, saying how many tries there were. */
  async function tried<R>(work: () => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (err) {
        if (attempt >= OFFSITE_ATTEMPTS) throw Object.assign(err instanceof Error ? err : new Error(String(err)), { attempts: attempt });
        await sleep(backoffMs[Math.min(attempt - 1, backoffMs.length - 1)] ?? 0);
      }
    }
  }

  /** Every object key under the prefix, with the listing's pages followed. */
  async function keys(): Promise<string[]> {
    const { sdk, client } = await s3();
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await tried(() => client.send(new sdk.ListObjectsV2Command({ Bucket: target.bucket, Prefix: target.prefix, ContinuationToken: token })));
      for (const o of page.Contents ?? []) if (o.Key) found.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  return {
    /** Where the copies go, without the keys (logs and the dashboard). */
    target: target.display,

    /** Uploads the archive `file` as `<prefix><name>`; a fresh read of the file for every try. */
    async upload(file: string, name: string): Promise<void> {
      const { sdk, client } = await s3();
      await tried(async () => {
        const { size } = await fs.stat(file);
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: target.bucket,
            Key: `${target.prefix}${name}`,
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: "application/gzip",
          }),
        );
      });
    },

    /** Deletes our archives under the prefix beyond the newest `keep` (names sort by their time); returns their keys. */
    async prune(keep: number): Promise<string[]> {
      const ours = (await keys()).filter((k) => OUR_ARCHIVE.test(k.slice(target.prefix.length))).sort();
      const doomed = ours.slice(0, Math.max(0, ours.length - keep));
      if (!doomed.length) return [];
      const { sdk, client } = await s3();
      for (let i = 0; i < doomed.length; i += 1000) {
        const batch = doomed.slice(i, i + 1000);
        const answer = await tried(() => client.send(new sdk.DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } })));
        const failed = answer.Errors?.[0];
        if (failed) throw new Error(`could not delete ${failed.Key}: ${failed.Code ?? ""} ${failed.Message ?? ""}`.trim());
      }
      return doomed;
    },

    /** Our archives in the bucket, oldest first (tests, and whoever checks the bucket by hand). */
    async list(): Promise<string[]> {
      return (await keys()).filter((k) => OUR_ARCHIVE.test(k.slice(target.prefix.length))).sort();
    },
  };
}

export type OffsiteCopies = ReturnType<typeof createOffsiteCopies>;
