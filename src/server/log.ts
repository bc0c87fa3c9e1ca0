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
  "*.signingSecret",
  "*.adminPassword",
  "*.smtpUrl",
  "*.keySecret",
  "*.webhookSecret",
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
 * server does not pay one write(2) per request line. Nothing is lost: the buffer is written every
 * second, when full, and synchronously at exit (a crash's last lines included; only kill -9 can drop the
 * last second).
 */
export function createProcessLogger(level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  const logger = createLogger(level, destination);
  // The page cache's hit lines (hitLog) are batched apart: they go into the destination first.
  const hits = hitLog(logger);
  setInterval(() => {
    hits.flush();
    destination.flush();
  }, LOG_FLUSH_MS).unref();
  process.on("exit", () => {
    hits.flush();
    destination.flushSync();
  });
  return logger;
}

/** Hit lines a batch holds at most before it is handed to the log's destination in one write. */
const HIT_BATCH_LINES = 256;

/** The access log of page-cache hits: one line per hit, written in batches. */
export type HitLog = {
  /** Logs one answer of the page cache, at info (nothing when the logger's level is above info). */
  hit(method: string, url: string, status: number): void;
  /** Hands the lines not yet written to the logger's destination. */
  flush(): void;
  /** Lines waiting for the next flush. */
  readonly pending: number;
};

const hitLogs = new WeakMap<Logger, HitLog>();

/** Whether a request target needs logUrl's work at all (a query, a preview link, a long path): most do not. */
const MAY_HOLD_SECRET = /[?]|\/preview\//i;

/**
 * The hit log of `logger` (one per logger). A page-cache hit costs little more than bare Node's write, so
 * its access-log line cannot go through pino (redaction, serialisers, one destination write each, ~30% of a
 * hit): it is written here, in the same JSON shape as the request logger's line of a hit, with the
 * logger's bindings, and appended to a batch that goes to the logger's destination in ONE write when it
 * holds HIT_BATCH_LINES lines or a second after its first line (and at exit, for the process logger).
 * Complete: every hit has its line; only their order among the other lines of that second may differ
 * (each line carries its own time).
 */
export function hitLog(logger: Logger): HitLog {
  const known = hitLogs.get(logger);
  if (known) return known;
  const stream = (logger as unknown as Record<symbol, { write(s: string): unknown }>)[pino.symbols.streamSym]!;
  const bindings = String((logger as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym] ?? "");
  const info = logger.levels.values.info!;
  let batch = "";
  let lines = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!lines) return;
    const out = batch;
    batch = "";
    lines = 0;
    stream.write(out);
  };
  const log: HitLog = {
    hit(method, url, status) {
      if (logger.levelVal > info) return;
      const shown = url.length > LOG_PATH_MAX || MAY_HOLD_SECRET.test(url) ? logUrl(url) : url;
      batch += `{"level":${info},"time":${Date.now()}${bindings},"req":{"method":${JSON.stringify(method)},"url":${JSON.stringify(shown)}},"res":{"statusCode":${status}},"cache":"hit","msg":"request completed"}\n`;
      if (++lines >= HIT_BATCH_LINES) flush();
      else timer ??= setTimeout(flush, LOG_FLUSH_MS).unref();
    },
    flush,
    get pending() {
      return lines;
    },
  };
  hitLogs.set(logger, log);
  return log;
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
 * of a preview link (/blog/preview/{token}, /page-preview/{token}, its .data and its share image) and of an invitation
 * (/api/invitations/{token}) too.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|password|key)=)[^&]*/gi, "$1[redacted]")
    .replace(/(\/(?:blog\/preview|page-preview)\/)[^/?#]+?(\.data|\.jpg)?(?=[/?#]|$)/gi, "$1[redacted]$2")
    .replace(/(\/api\/invitations\/)(?!accept(?:[/?#]|$))[^/?#]+/gi, "$1[redacted]");
}

/**
 * The most of a request's path, of its query string and of its User-Agent that one log line keeps. Every
 * request has a line, so what a client sends must not decide its size: 10,000 requests with 15,000-character
 * query strings once added 144 MB of log in 2.3 s. The process writes its log to stdout only; whatever keeps
 * it (docker's json-file driver, journald) rotates it, and a line stays under about 1.5 KB.
 */
export const LOG_PATH_MAX = 512;
export const LOG_QUERY_MAX = 256;
export const LOG_USER_AGENT_MAX = 256;
/** Ends a value cut to its limit, so a reader knows the rest was there. */
export const LOG_TRUNCATED = "…[truncated]";

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}${LOG_TRUNCATED}` : text);

/** A request target as a log line shows it: secrets redacted (redactUrl), the path and the query each cut to their limit. */
export function logUrl(url: string): string {
  const shown = redactUrl(url);
  const q = shown.indexOf("?");
  return q < 0 ? cut(shown, LOG_PATH_MAX) : `${cut(shown.slice(0, q), LOG_PATH_MAX)}?${cut(shown.slice(q + 1), LOG_QUERY_MAX)}`;
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
        url: logUrl(req.raw.originalUrl ?? req.url),
        ip: req.raw.ip ?? req.raw.socket?.remoteAddress,
        userAgent: req.headers["user-agent"] === undefined ? undefined : cut(req.headers["user-agent"], LOG_USER_AGENT_MAX),
      }),
      res: (res: ServerResponse | { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
