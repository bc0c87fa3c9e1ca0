// The life of the server process: take DATA_DIR's lock, listen, run the nightly maintenance and backup, and on SIGTERM
// or SIGINT stop accepting, finish in-flight requests and writes, stop the jobs and exit 0.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import cron, { type ScheduledTask } from "node-cron";
import { createApp, requestListener, type AppOptions } from "./app";
import { boot, type FirstAdmin } from "./boot";
import { ConfigError, listenUrl, type Config } from "./config";
import { createHttpServer } from "./http/server-timeouts";
import { cronLogger, type Logger } from "./log";
import type { Services } from "./services";
import { startControlServer } from "./control";
import { startMailRetryJob } from "./jobs/mail-retry";
import { startReminderJob } from "./jobs/reminders";
import { BACKUP_TIME_ZONE } from "./services/backups";
import { CorruptFileError } from "./storage/json-file";
import { NewerSchemaError } from "./storage/migrations";
import { acquireDataLock, LockedError, type DataLock } from "./storage/lock";
import { LegacyDataError } from "./storage";

/** Past this, a shutdown gives up on what is unfinished and exits 1 (orchestrators kill at 10 s). */
export const SHUTDOWN_DEADLINE_MS = 9_000;

export class ListenError extends Error {}

export function scheduleBackups(services: Services, log: Logger): ScheduledTask {
  return cron.schedule(
    services.config.backupCron,
    async () => {
      // Bounded growth: the retention of the activity log and page views, then the freed pages.
      try {
        const pruned = await services.maintenance.run();
        log.info({ pruned }, "Nightly maintenance done");
      } catch (err) {
        log.error({ err }, "Nightly maintenance failed");
      }
      try {
        // Announced as backup.created by the system: the activity log records it.
        const info = await services.backups.create();
        log.info({ backup: info }, `Backup written: ${info.file}`);
      } catch (err) {
        log.error({ err: (err as Error).cause ?? err }, "Scheduled backup failed");
      }
      // The trash keeps deleted items 30 days (after the backup, so the night's archive still has them).
      try {
        const purged = await services.trash.purgeExpired();
        if (purged > 0) log.info(`Trash: removed ${purged} item(s) deleted more than 30 days ago`);
      } catch (err) {
        log.error({ err }, "Emptying the trash of old items failed");
      }
    },
    { name: "backup", timezone: BACKUP_TIME_ZONE, noOverlap: true, logger: cronLogger(log) },
  );
}

function listen(app: Express, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    // The page cache answers its hits in front of Express (requestListener).
    const server = createHttpServer(requestListener(app));
    server.once("error", (err) => reject(new ListenError(`Cannot listen on ${host}:${port}: ${err.message}`)));
    server.listen(port, host, () => resolve(server));
  });
}

export type Running = { server: Server; port: number };

/** The first start's message to a person: the admin's e-mail and one-time password, boxed, in plain text. */
export function firstAdminBox(admin: FirstAdmin, siteUrl: string): string {
  const lines = [
    "Admin account created",
    "",
    `E-mail:   ${admin.email}`,
    `Password: ${admin.password}`,
    "",
    `Sign in at ${siteUrl}/admin/login and change it.`,
    "This password is shown once.",
  ];
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const rule = "─".repeat(width);
  return ["", rule, ...lines.map((l) => (l ? ` ${l}` : "")), rule, ""].join("\n") + "\n";
}

/** Writes `text` to stdout after every log line before it (the process logger buffers its lines). */
function printAfterLog(log: Logger, text: string): Promise<void> {
  return new Promise((ok) =>
    log.flush(() => {
      process.stdout.write(text, () => ok());
    }),
  );
}

/**
 * Starts serving `app` for the holder of DATA_DIR's `lock` (taken before boot wrote anything); the
 * process exits through the signal handlers installed here, which release the lock.
 */
export async function serve({
  config,
  services,
  app,
  log,
  lock,
  firstAdmin,
}: {
  config: Config;
  services: Services;
  app: Express;
  log: Logger;
  lock: DataLock;
  firstAdmin?: FirstAdmin;
}): Promise<Running> {
  // `npm run user` reaches this process over a loopback port while it holds DATA_DIR's lock. It starts
  // before the site listens, so the signal handlers below are in place by the time anyone can connect.
  const control = await startControlServer(config.dataDir, services.users, log);
  const server = await listen(app, config.host, config.port).catch(async (err: unknown) => {
    await control.close();
    throw err;
  });
  const port = (server.address() as AddressInfo).port;
  // Without SITE_URL the site is where it listens; with PORT=0 that is the port the system picked (links the
  // services made before listening say port 0: set SITE_URL when the port is not known in advance).
  const url = config.siteUrlSet || config.port !== 0 ? config.siteUrl : listenUrl(config.host, port);
  log.info({ url, host: config.host, port, env: config.env }, `Serving ${url} (listening on ${config.host}:${port}, ${config.env})`);
  if (firstAdmin) await printAfterLog(log, firstAdminBox(firstAdmin, url));
  scheduleBackups(services, log);
  startMailRetryJob(services, log);
  startReminderJob(services, log);
  // Page-view counters are written every few seconds, and the rest at shutdown.
  const stopViewCounters = services.analytics.start();
  const stopQuietRelease = releaseGarbageWhenQuiet(server);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      log.warn(`${signal} received again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    stopQuietRelease();
    log.info(`${signal} received: finishing in-flight requests`);
    setTimeout(() => {
      log.error("Shutdown took too long: exiting with work unfinished");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Keep-alive connections become idle as their last response ends: close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    (async () => {
      for (const task of cron.getTasks().values()) await task.stop();
      await new Promise<void>((ok) => server.close(() => ok()));
      clearInterval(sweep);
      // Requests are answered only after their writes are on disk, but jobs may still be writing.
      await services.backups.idle();
      // An e-mail being sent records its delivery state before the process exits.
      await services.enquiryDelivery.settled();
      await services.push.settled();
      await services.passwordResets.settled();
      // Login counts are saved at most once a second: write the last ones.
      await services.users.flush();
      await stopViewCounters();
      await services.storage.close();
      await control.close();
      await lock.release();
    })().then(
      () => {
        log.info("Stopped cleanly");
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, "Shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return { server, port };
}

/**
 * Gives back the garbage of the start-up before serving (RSS after start-up): reading the storage,
 * building the services and loading the modules grow V8's new space to its limit (--max-semi-space-size)
 * and leave the old space fragmented. One last-resort collection (a few full collections, and the new
 * space shrunk to its initial size) costs ~50-130 ms once and takes 20-60 MB off the resident size; under
 * load the new space grows back to its limit within a few collections. Only when the process was started
 * with --expose-gc (SERVER_NODE_FLAGS, scripts/lib/server-runtime.ts); otherwise nothing.
 */
export function releaseStartupGarbage(): boolean {
  const gc = (globalThis as { gc?: (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void }).gc;
  if (typeof gc !== "function") return false;
  gc({ type: "major", execution: "sync", flavor: "last-resort" });
  return true;
}

/** How long the server must have had no request before it gives back what a busy spell grew. */
export const QUIET_RELEASE_MS = 10_000;

/**
 * Gives back, once per busy spell, what the spell grew and no longer uses: the first QUIET_RELEASE_MS
 * (checked every QUIET_RELEASE_MS, so 10-20 s after the last request) without a request after some
 * requests, the same last-resort collection as after start-up. Without it an idle server keeps its
 * grown new space (2 x 16 MB) and old space, and the buffers it no longer references (pages compressed
 * for one request, expired cache entries), for as long as no allocation triggers a collection: 40 s of
 * `.data` requests left the RSS ~55 MB above the start for good (V8's heap 43 to 90 MB); with this it was
 * back from 229 to 187 MB (start 180) 20 s after the last request. The collection costs ~50-130 ms of a
 * server that has nothing to do. Returns the function that stops it (at shutdown).
 */
export function releaseGarbageWhenQuiet(server: Server, quietMs = QUIET_RELEASE_MS, release = releaseStartupGarbage): () => void {
  let requests = 0;
  let seen = 0;
  let busy = false;
  const count = () => void requests++;
  server.on("request", count);
  const timer = setInterval(() => {
    if (requests !== seen) {
      seen = requests;
      busy = true;
    } else if (busy) {
      busy = false;
      release();
    }
  }, quietMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off("request", count);
  };
}

/**
 * The whole start-up: DATA_DIR's lock (before boot writes anything: only one process writes DATA_DIR,
 * and a crashed server's lock, with a dead pid or another container's hostname, is taken over), boot,
 * the app, then serve. `web` adds the React Router build (absent in the API-only test process).
 */
export async function run({ config, log, web }: { config: Config; log: Logger; web?: (services: Services) => Promise<AppOptions["web"]> }): Promise<Running> {
  const lock = await acquireDataLock(config.dataDir, "server", { foreignIsLive: false });
  try {
    let firstAdmin: FirstAdmin | undefined;
    const services = await boot(config, log, { onFirstAdmin: (admin) => (firstAdmin = admin) });
    const app = createApp({ services, web: web && (await web(services)), logger: log });
    releaseStartupGarbage();
    return await serve({ config, services, app, log, lock, firstAdmin });
  } catch (err) {
    await lock.release();
    throw err;
  }
}

/** What to print when start-up fails: a clear sentence for the failures an operator can fix. */
export function startupFailure(err: unknown): string {
  if (err instanceof LockedError) return `Another server is already using this DATA_DIR: ${err.message} Stop it first (or delete the lock file if that process is gone).`;
  if (err instanceof ConfigError || err instanceof CorruptFileError || err instanceof NewerSchemaError || err instanceof ListenError || err instanceof LegacyDataError)
    return err.message;
  return `Start-up failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
}
