// The one error middleware: every failure leaves as { error } with the right status, never a stack trace.
import type { ErrorRequestHandler, RequestHandler } from "express";
import { apiMessages } from "../../shared/api-messages";
import { AppError, Invalid, NotFound, StorageUnavailable } from "../errors";
import type { Logger } from "../log";

type HttpishError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };

/**
 * An unexpected error is logged with its stack (to be fixed); a typed 5xx in one line without a stack: a
 * storage failure was already logged, in one line naming the file and the cause, where it happened.
 * `log` is the request's logger (pino-http's, with the request id) or, where there is none, the app's.
 */
function logFailure(log: Logger, err: HttpishError) {
  if (err instanceof StorageUnavailable && err.cause === undefined) return;
  if (!(err instanceof AppError)) return log.error({ err }, "request failed");
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : "";
  log.error(`request failed: ${err.status} ${err.message}${cause}`);
}

export const apiNotFound: RequestHandler = (_req, _res, next) => next(new NotFound());

/** The error middleware; `log` is where failures go when the request has no logger of its own. */
export const errorHandler =
  (log: Logger): ErrorRequestHandler =>
  (err: HttpishError, req, res, _next) => {
    let status = 500;
    let message: string = apiMessages.internal;
    let headers: Record<string, string> = {};
    if (err instanceof AppError) {
      ({ status, message, headers } = err);
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
    if (status >= 500) logFailure((req as { log?: Logger }).log ?? log, err);
    if (res.headersSent) return res.end();
    // An error is never kept by a cache (no s-maxage on 4xx/5xx).
    res
      .status(status)
      .set({ ...headers, "Cache-Control": "no-store" })
      .json(err instanceof Invalid && err.fields ? { error: message, fields: err.fields } : { error: message });
  };
