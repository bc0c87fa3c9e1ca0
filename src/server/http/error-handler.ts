// The one error middleware: every failure leaves as { error, code } (plus `fields` of a 400, the current
// version in a 409 conflict) with the right status, never a stack trace (docs/product.md#errors).
import type { ErrorRequestHandler, RequestHandler } from "express";
import { apiMessages } from "../../shared/api-messages";
import { AppError, codeForStatus, NotFound, StorageUnavailable, UpstreamRefused, type ErrorCode, type ErrorDetails } from "../errors";
import type { Logger } from "../log";

type HttpishError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };

/** A kind of failure is logged at most once in this many milliseconds; the repeats are counted. */
export const REPEAT_LOG_MS = 60_000;
/** Kinds remembered at most (a flood of distinct messages cannot grow memory). */
const MAX_KINDS = 1_000;

/**
 * Decides whether a failure of a kind is logged now: the first of a kind is, then at most one a
 * REPEAT_LOG_MS, carrying how many of that kind were not logged since (`repeats`).
 */
export function repeatGate(now: () => number = Date.now) {
  const kinds = new Map<string, { at: number; skipped: number }>();
  return (kind: string): { log: boolean; repeats: number } => {
    const t = now();
    const k = kinds.get(kind);
    if (k && t - k.at < REPEAT_LOG_MS) {
      k.skipped++;
      return { log: false, repeats: 0 };
    }
    if (!k && kinds.size >= MAX_KINDS) {
      for (const [name, v] of kinds) if (t - v.at >= REPEAT_LOG_MS) kinds.delete(name);
      if (kinds.size >= MAX_KINDS) kinds.clear();
    }
    kinds.set(kind, { at: t, skipped: 0 });
    return { log: true, repeats: k?.skipped ?? 0 };
  };
}

/**
 * An unexpected error is logged with its stack (to be fixed); a typed 5xx in one line without a stack: a
 * storage failure was already logged, in one line naming the file and the cause, where it happened.
 * `log` is the request's logger (pino-http's, with the request id) or, where there is none, the app's.
 * The same kind (status, name, message) is logged at most once a minute, with the count of repeats.
 */
function logFailure(log: Logger, err: HttpishError, gate: ReturnType<typeof repeatGate>) {
  if ((err instanceof StorageUnavailable && err.cause === undefined) || err instanceof UpstreamRefused) return;
  const { log: now, repeats } = gate(`${err instanceof AppError ? err.status : 500} ${err.name}: ${String(err.message).slice(0, 200)}`);
  if (!now) return;
  const more = repeats ? { repeats } : {};
  if (!(err instanceof AppError)) return log.error({ err, ...more }, "request failed");
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : "";
  log.error(more, `request failed: ${err.status} ${err.message}${cause}`);
}

export const apiNotFound: RequestHandler = (_req, _res, next) => next(new NotFound());

/** The error middleware; `log` is where failures go when the request has no logger of its own. */
export const errorHandler = (log: Logger, gate = repeatGate()): ErrorRequestHandler =>
  function errorMiddleware(err: HttpishError, req, res, _next) {
    let status = 500;
    let message: string = apiMessages.internal;
    let headers: Record<string, string> = {};
    let code: ErrorCode | undefined;
    let details: ErrorDetails = {};
    if (err instanceof AppError) {
      ({ status, message, headers, code, details } = err);
    } else if (err.type === "entity.too.large") {
      status = 413;
      message = apiMessages.payloadTooLarge;
    } else if (err.type === "entity.parse.failed") {
      status = 400;
      message = apiMessages.malformedJson;
    } else if (err instanceof URIError) {
      // Express could not decode a percent-escape in the path (e.g. /api/blogs/excerpt/%E0%ZZ).
      status = 400;
      message = apiMessages.malformedUrl;
    } else if ((err.status ?? err.statusCode ?? 500) < 500 && err.expose) {
      status = err.status ?? err.statusCode ?? 400;
      message = err.message;
    }
    // pino-http gives each request a logger; a request it never saw (the control port) has none.
    if (status >= 500) logFailure((req as { log?: Logger }).log ?? log, err, gate);
    if (res.headersSent) return res.end();
    // An error is never kept by a cache (no s-maxage on 4xx/5xx).
    res
      .status(status)
      .set({ ...headers, "Cache-Control": "no-store" })
      .json({ error: message, code: code ?? codeForStatus(status), ...details });
  };
