// Typed errors thrown by services; the one error middleware maps them to { error } with a status.
import { apiMessages, fieldLabels, hardeningMessages } from "../shared/api-messages";

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** One failing field of a body: its path ("email", "utm.utm_source") and "<Field> <problem>". */
export type FieldError = { path: string; message: string };

/** 400: the message names the field; `fields`, when given, names every failing field (issue 31). */
export class Invalid extends AppError {
  constructor(
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(400, message);
  }
  /** "<Field as people read it> <problem>"; without a field, the problem alone. */
  static field(field: string, problem: string): Invalid {
    return new Invalid(field ? `${fieldLabel(field)} ${problem}` : problem.charAt(0).toUpperCase() + problem.slice(1));
  }
}

/**
 * How a form names a field of a request body: "currentPassword" -> "Current password",
 * "utm.utm_source" -> "UTM source", "canonicalUrl" -> "Canonical URL" (the list in api-messages.ts first).
 */
export function fieldLabel(path: string): string {
  const known = Object.hasOwn(fieldLabels, path) ? fieldLabels[path] : undefined;
  if (known !== undefined) return known;
  const name =
    path
      .split(".")
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? path;
  const knownName = Object.hasOwn(fieldLabels, name) ? fieldLabels[name] : undefined;
  if (knownName !== undefined) return knownName;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => (/^(url|utm|id|ip|csv|seo)$/i.test(w) ? w.toUpperCase() : w.toLowerCase()));
  const text = words.join(" ") || name;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The base of a typed error of one status whose message may be left out (then it is the default). */
function statusError(status: number, defaultMessage: string) {
  return class extends AppError {
    constructor(message: string = defaultMessage) {
      super(status, message);
    }
  };
}
export class Unauthenticated extends statusError(401, apiMessages.unauthenticated) {}
export class Forbidden extends statusError(403, apiMessages.forbidden) {}
export class NotFound extends statusError(404, apiMessages.notFound) {}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooLarge extends statusError(413, apiMessages.payloadTooLarge) {}
export class UnsupportedType extends statusError(415, apiMessages.unsupportedImage) {}
export class TooManyRequests extends AppError {
  constructor(retryAfterSeconds: number, message: string = apiMessages.tooManyRequests) {
    super(429, message, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
/** 503: the disk refused a write; the in-memory state was rolled back. */
export class StorageUnavailable extends AppError {
  constructor(message: string = apiMessages.storageFailed, status = 503) {
    super(status, message);
  }
}
/** 507: the disk (or the quota) is full; nothing was saved. */
export class DiskFull extends StorageUnavailable {
  constructor() {
    super(hardeningMessages.diskFull, 507);
  }
}
/** The typed error for a write the disk refused: DiskFull when it is full, StorageUnavailable otherwise. */
export function storageFailure(err: unknown): StorageUnavailable {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT" ? new DiskFull() : new StorageUnavailable();
}
