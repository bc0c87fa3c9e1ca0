// Reads and checks the environment once, at start-up. Nothing else reads process.env.
import path from "node:path";
import { validate as validCron } from "node-cron";
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  UPLOADS_DIR: z.string().default("./uploads"),
  BACKUP_DIR: z.string().default("./backups"),
  BUILD_DIR: z.string().default("./build"),
  SIGNING_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** SIGNING_SECRET's older name. */
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(72).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_TO: z.string().optional(),
  ENQUIRY_ACK: bool.default(true),
  ENQUIRY_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  ENQUIRY_RATE_WINDOW_MINUTES: z.coerce.number().min(0.01).default(15),
  ENQUIRY_MIN_FILL_SECONDS: z.coerce.number().min(0).default(3),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX")
    .optional(),
  BACKUP_CRON: z
    .string()
    .default("0 2 * * *")
    .refine((v) => validCron(v), "must be a cron expression such as 0 2 * * *"),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  // Off-site copies of each backup in an S3-compatible bucket: s3://KEY:SECRET@host[:port]/bucket[/prefix][?region=..&tls=false&style=path|virtual].
  BACKUP_S3_URL: z.string().optional(),
  DEMO_CONTENT: bool.default(true),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  // Razorpay: all three keys turn card, netbanking and UPI checkout on; the API's address is for tests' stand-ins.
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default("https://api.razorpay.com/v1"),
  CDN_PURGE_URL: z.url().optional(),
  CDN_PURGE_TOKEN: z.string().optional(),
  PUSH_ALLOW_HTTP: bool.default(false),
  // Clients' documents: the key that encrypts them (else generated once into DATA_DIR), and ClamAV's daemon.
  DOCUMENTS_KEY: z.string().optional(),
  CLAMD_HOST: z.string().optional(),
  CLAMD_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  CLAMD_SOCKET: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** SITE_URL, or by default the address the server listens on (listenUrl). */
  siteUrl: string;
  /** SITE_URL was given (otherwise siteUrl is the listening address, and with PORT=0 the bound port replaces 0). */
  siteUrlSet: boolean;
  dataDir: string;
  uploadsDir: string;
  backupDir: string;
  buildDir: string;
  signingSecret?: string;
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  /** MAIL_FROM; unset: the firm's stored name at no-reply@localhost (mailer.ts senderOf). */
  mailFrom?: string;
  mailTo?: string;
  /** Thank the visitor by e-mail after each enquiry (when mail is on); ENQUIRY_ACK=false turns it off. */
  enquiryAck: boolean;
  /** Enquiries accepted per client IP per window (spam protection). */
  enquiryRateLimit: number;
  enquiryRateWindowMs: number;
  /** A form sent sooner than this after it was shown is taken for a bot. */
  enquiryMinFillMs: number;
  gtmId?: string;
  backupCron: string;
  backupKeep: number;
  demoContent: boolean;
  trustProxy: number;
  logLevel: string;
  /** A CDN's (or Varnish's) purge endpoint: every content write POSTs the changed pages' cache tags to it. */
  /** BACKUP_S3_URL, checked: where each backup is also copied. Its secret is never logged or shown. */
  offsite?: OffsiteTarget;
  /** Razorpay's keys (all three set, or none: checked at start-up); never stored, logged or shown. */
  razorpay?: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };
  cdnPurgeUrl?: string;
  /** Sent with each purge as a Bearer token. */
  cdnPurgeToken?: string;
  /** Allow plain-HTTP Web Push endpoints (a local push service in tests); push services are HTTPS. */
  pushAllowHttp: boolean;
  /** DOCUMENTS_KEY as given (checked when the documents' key is loaded); never logged. */
  documentsKey?: string;
  /** ClamAV's daemon, over TCP or a socket: every client upload is scanned when set. */
  clamd?: { host?: string; port: number; socket?: string };
};

export class ConfigError extends Error {}

/** An S3-compatible bucket for the off-site copies of backups (BACKUP_S3_URL). */
export type OffsiteTarget = {
  /** https://host[:port] (http:// with tls=false). */
  endpoint: string;
  region: string;
  bucket: string;
  /** "" or a prefix ending in "/". */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO, R2, B2, any host) or in the host name (AWS). */
  forcePathStyle: boolean;
  /** The URL without its keys, for logs and the dashboard: s3://host/bucket/prefix/. */
  display: string;
};

/** The problem with a BACKUP_S3_URL, in words that never repeat its secret. */
const S3_URL_FORM = "must look like s3://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=auto&tls=false]";

/**
 * Reads BACKUP_S3_URL: `s3://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]` with optional `region` (else the
 * region in an AWS or Backblaze host name, else us-east-1, which MinIO and R2 accept), `tls=false` (plain HTTP:
 * a MinIO on the same network) and `style=path|virtual` (default: virtual-hosted for AWS, path-style elsewhere).
 * Keys with reserved characters are percent-encoded. Returns the target, or the problem as a string.
 */
export function parseOffsiteUrl(value: string): OffsiteTarget | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return S3_URL_FORM;
  }
  if (url.protocol !== "s3:") return `${S3_URL_FORM} (it must start with s3://)`;
  if (!url.username || !url.password) return `${S3_URL_FORM} (the access key and the secret are missing)`;
  if (!url.hostname) return `${S3_URL_FORM} (the host is missing)`;
  let accessKeyId: string;
  let secretAccessKey: string;
  let parts: string[];
  try {
    accessKeyId = decodeURIComponent(url.username);
    secretAccessKey = decodeURIComponent(url.password);
    parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return `${S3_URL_FORM} (a percent-escape is broken)`;
  }
  const [bucket, ...rest] = parts;
  if (!bucket) return `${S3_URL_FORM} (the bucket is missing)`;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return "the bucket must be 3 to 63 lower-case letters, digits, dots or hyphens";
  const prefix = rest.length ? `${rest.join("/")}/` : "";
  // eslint-disable-next-line no-control-regex -- refusing control characters is what this pattern is for
  if (prefix.length > 512 || /[\u0000-\u001f\u007f\\]/.test(prefix)) return "the prefix must be at most 512 characters, without control characters or backslashes";
  const known = new Set(["region", "tls", "style"]);
  for (const key of url.searchParams.keys()) if (!known.has(key)) return `unknown option ${key} (use region, tls or style)`;
  const tls = url.searchParams.get("tls") ?? "true";
  if (tls !== "true" && tls !== "false") return "tls must be true or false";
  const style = url.searchParams.get("style");
  if (style !== null && style !== "path" && style !== "virtual") return "style must be path or virtual";
  const host = url.hostname.toLowerCase();
  const hostRegion = /^s3[.-]([a-z0-9-]+)\.(?:amazonaws\.com|backblazeb2\.com)$/.exec(host)?.[1];
  const region = url.searchParams.get("region") ?? hostRegion ?? "us-east-1";
  if (!/^[a-z0-9-]{1,40}$/.test(region)) return "region must be a region name such as ap-south-1 or auto";
  const aws = host.endsWith(".amazonaws.com");
  return {
    endpoint: `${tls === "false" ? "http" : "https"}://${url.host}`,
    region,
    bucket,
    prefix,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: style ? style === "path" : !aws,
    display: `s3://${url.host}/${bucket}/${prefix}`,
  };
}

function offsiteOf(e: { BACKUP_S3_URL?: string }): OffsiteTarget | undefined {
  if (e.BACKUP_S3_URL === undefined) return undefined;
  const target = parseOffsiteUrl(e.BACKUP_S3_URL);
  if (typeof target === "string") throw new ConfigError(`Invalid configuration:\n  BACKUP_S3_URL: ${target}`);
  return target;
}

/**
 * The address a server on HOST:PORT is reached at: localhost when it listens on every interface (0.0.0.0 or
 * ::) or on the loopback name, otherwise the HOST itself (an IPv6 address in brackets).
 */
export function listenUrl(host: string, port: number): string {
  const name = ["0.0.0.0", "::", "localhost"].includes(host) ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const siteUrl = (e.SITE_URL ?? listenUrl(e.HOST, e.PORT)).replace(/\/+$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    siteUrlSet: e.SITE_URL !== undefined,
    dataDir: path.resolve(e.DATA_DIR),
    uploadsDir: path.resolve(e.UPLOADS_DIR),
    backupDir: path.resolve(e.BACKUP_DIR),
    buildDir: path.resolve(e.BUILD_DIR),
    signingSecret: e.SIGNING_SECRET ?? e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailTo: e.MAIL_TO,
    enquiryAck: e.ENQUIRY_ACK,
    enquiryRateLimit: e.ENQUIRY_RATE_LIMIT,
    enquiryRateWindowMs: Math.round(e.ENQUIRY_RATE_WINDOW_MINUTES * 60_000),
    enquiryMinFillMs: Math.round(e.ENQUIRY_MIN_FILL_SECONDS * 1000),
    gtmId: e.GTM_ID,
    backupCron: e.BACKUP_CRON,
    backupKeep: e.BACKUP_KEEP,
    offsite: offsiteOf(e),
    demoContent: e.DEMO_CONTENT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    razorpay: razorpayOf(e),
    cdnPurgeUrl: e.CDN_PURGE_URL,
    cdnPurgeToken: e.CDN_PURGE_TOKEN,
    pushAllowHttp: e.PUSH_ALLOW_HTTP,
    documentsKey: e.DOCUMENTS_KEY,
    clamd: e.CLAMD_HOST || e.CLAMD_SOCKET ? { host: e.CLAMD_HOST, port: e.CLAMD_PORT, socket: e.CLAMD_SOCKET } : undefined,
  };
}

/** Razorpay's settings when its three keys are set; one or two of them is a mistake worth stopping for. */
function razorpayOf(e: z.infer<typeof envSchema>): Config["razorpay"] {
  const keys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (keys.every((k) => k === undefined)) return undefined;
  if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET || !e.RAZORPAY_WEBHOOK_SECRET)
    throw new ConfigError("Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: set all three, or none");
  return { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET, apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, "") };
}
