// Structured logs (pino, JSON lines on stdout) and request logs (pino-http), with secrets redacted.
// The process makes ONE Logger (server.ts) and passes it down: to boot, storage, every service that logs,
// the jobs and the app. Nothing in src/server writes to the console, so every line of the log is JSON.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger as CronLogger } from "node-cron";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";

export type { Logger };

/** Paths pino blanks out wherever they appear in a log line (headers, bodies, nested objects). */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  "password",
  "token",
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.token",
  "*.jwtSecret",
  "*.adminPassword",
  "*.smtpUrl",
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, base: { pid: process.pid } }, destination);
}

/** Bytes the process's log keeps before it writes them (one write per ~30 request lines under load). */
const LOG_BUFFER_BYTES = 4096;
/** The buffer is written at least this often, so a quiet server's lines show within a second. */
const LOG_FLUSH_MS = 1000;

/**
 * The server process's logger: JSON lines to stdout through a buffered asynchronous destination, so a busy
 * server does not pay one write(2) per request line (issue 35). Nothing is lost: the buffer is written every
 * second, when full, and synchronously at exit (a crash's last lines included; only kill -9 can drop the
 * last second).
 */
export function createProcessLogger(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  process.on("exit", () => destination.flushSync());
  return createLogger(level, destination);
}

/** node-cron's logger interface over the one Logger (its own default writes coloured text to the console). */
export function cronLogger(log: Logger): CronLogger {
  return {
    info: (m) => log.debug(m),
    warn: (m) => log.warn(m),
    error: (m, err) => log.error({ err: err ?? m }, typeof m === "string" ? m : "scheduled job failed"),
    debug: (m) => log.debug(m as string),
  };
}

/** A logger that writes nothing: for reading a DATA_DIR that is not the live one (checking a backup). */
export function silentLogger(): Logger {
  return createLogger("silent");
}

/**
 * A request target with the values of `token` and `password` query parameters blanked out, and the token
 * of a preview link (/blog/preview/{token}, its .data and its share image) too (issue 29).
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password)=)[^&]*/gi, "$1[redacted]").replace(/(\/blog\/preview\/)[^/?#]+?(\.data|\.jpg)?(?=[/?#]|$)/gi, "$1[redacted]$2");
}

type ExpressReq = IncomingMessage & { ip?: string; originalUrl?: string };

/** One line per request; health checks and hashed assets are not logged (they would drown the rest). */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => /^\/(healthz|assets\/)/.test((req as ExpressReq).originalUrl ?? req.url ?? "") },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
    serializers: {
      // Only what helps: no headers at all, so no token or cookie can reach the log.
      req: (req: { id: unknown; method: string; url: string; raw: ExpressReq; headers: Record<string, string | undefined> }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.raw.originalUrl ?? req.url),
        ip: req.raw.ip ?? req.raw.socket?.remoteAddress,
        userAgent: req.headers["user-agent"],
      }),
      res: (res: ServerResponse | { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
