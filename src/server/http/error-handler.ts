// The one error middleware: every failure leaves as { error } with the right status, never a stack trace.
import type { ErrorRequestHandler, RequestHandler } from "express";
import { apiMessages } from "../../shared/api-messages";
import { AppError, NotFound, StorageUnavailable } from "../errors";

type HttpishError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean };

type RequestLog = { error: (o: object | string, m?: string) => void };

/**
 * An unexpected error is logged with its stack (to be fixed); a typed 5xx in one line without a stack: a
 * storage failure was already logged, in one line naming the file and the cause, where it happened.
 */
function logFailure(req: { log?: RequestLog }, err: HttpishError) {
  if (err instanceof StorageUnavailable && err.cause === undefined) return;
  const log = (line: object | string, msg?: string) => (req.log ? req.log.error(line, msg) : console.error(line));
  if (!(err instanceof AppError)) return log({ err }, "request failed");
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : "";
  log(`request failed: ${err.status} ${err.message}${cause}`);
}

export const apiNotFound: RequestHandler = (_req, _res, next) => next(new NotFound());

export const errorHandler: ErrorRequestHandler = (err: HttpishError, req, res, _next) => {
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
  if (status >= 500) logFailure(req as { log?: RequestLog }, err);
  if (res.headersSent) return res.end();
  // An error is never kept by a cache (no s-maxage on 4xx/5xx).
  res.status(status).set({ ...headers, "Cache-Control": "no-store" }).json({ error: message });
};
