// BACKUP_S3_URL: the forms of AWS, R2, B2 and MinIO read into a target, and every mistake stopping start-up with a
// message that names the variable and never repeats the secret.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseOffsiteUrl } from "../../src/server/config";

describe("BACKUP_S3_URL", () => {
  it("reads the forms of AWS, Cloudflare R2, Backblaze B2 and MinIO", () => {
    expect(parseOffsiteUrl("s3://AKIA1:se%2Fcret@s3.ap-south-1.amazonaws.com/firm-backups/site")).toEqual({
      endpoint: "https://s3.ap-south-1.amazonaws.com",
      region: "ap-south-1",
      bucket: "firm-backups",
      prefix: "site/",
      accessKeyId: "AKIA1",
      secretAccessKey: "se/cret",
      forcePathStyle: false,
      display: "s3://s3.ap-south-1.amazonaws.com/firm-backups/site/",
    });
    expect(parseOffsiteUrl("s3://k:s@abc123.r2.cloudflarestorage.com/backups?region=auto")).toMatchObject({ region: "auto", prefix: "", forcePathStyle: true });
    expect(parseOffsiteUrl("s3://k:s@s3.us-west-004.backblazeb2.com/firm-b2/a/b")).toMatchObject({ region: "us-west-004", prefix: "a/b/", forcePathStyle: true });
    expect(parseOffsiteUrl("s3://minio:minio-secret@10.0.0.5:9000/backups?tls=false")).toMatchObject({ endpoint: "http://10.0.0.5:9000", region: "us-east-1" });
    expect(parseOffsiteUrl("s3://k:s@s3.amazonaws.com/bkt?style=path")).toMatchObject({ forcePathStyle: true });
  });

  it("refuses what it cannot use, naming the problem", () => {
    expect(parseOffsiteUrl("https://k:s@host/bucket")).toMatch(/must start with s3:\/\//);
    expect(parseOffsiteUrl("s3://host/bucket")).toMatch(/access key and the secret are missing/);
    expect(parseOffsiteUrl("s3://k:s@host")).toMatch(/bucket is missing/);
    expect(parseOffsiteUrl("s3://k:s@host/Bad_Bucket")).toMatch(/bucket must be/);
    expect(parseOffsiteUrl("s3://k:s@host/bucket?tls=maybe")).toMatch(/tls must be/);
    expect(parseOffsiteUrl("s3://k:s@host/bucket?colour=blue")).toMatch(/unknown option colour/);
    expect(parseOffsiteUrl("s3://k:s@host/bucket?region=Mars One")).toMatch(/region must be/);
  });

  it("stops start-up naming the variable, never the secret", () => {
    const run = () => loadConfig({ BACKUP_S3_URL: "s3://key:TOP-SECRET-VALUE@host/Bad_Bucket" });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/BACKUP_S3_URL: the bucket must be/);
    try {
      run();
    } catch (err) {
      expect((err as Error).message).not.toContain("TOP-SECRET-VALUE");
    }
    expect(loadConfig({}).offsite).toBeUndefined();
    expect(loadConfig({ BACKUP_S3_URL: "s3://k:s@host/bucket" }).offsite?.bucket).toBe("bucket");
  });
});
