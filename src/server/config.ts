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
