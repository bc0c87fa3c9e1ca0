// Typed errors thrown by services; the one error middleware maps them to { error } with a status.
import { apiMessages, fieldLabels, hardeningMessages } from "../shared/api-messages";
import { backupMessages } from "../shared/backup-messages";

/**
 * The machine-readable kind of an error answer (`code` beside `error`, docs/product.md#errors): clients
 * branch on it instead of on the status or the text (a 409 is an edit `conflict` or a `duplicate`).
 */
export const ERROR_CODES = {
  400: "invalid",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  410: "gone",
  413: "too_large",
  415: "unsupported_type",
  429: "rate_limited",
  500: "internal",
  502: "bad_gateway",
  503: "unavailable",
  507: "disk_full",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | "duplicate" | "totp_required" | "totp_wrong";

/** The code of a status that has no more precise one. */
export function codeForStatus(status: number): ErrorCode {
  const known = (ERROR_CODES as Record<number, ErrorCode>)[status];
  return known ?? (status >= 500 ? "internal" : "invalid");
}

/** What an error answer carries besides `error` and `code` (the fields of a 400, the current version in a 409). */
export type ErrorDetails = { fields?: FieldError[]; updatedAt?: string; updatedBy?: { name: string; email: string } };

export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    code?: ErrorCode,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.code = code ?? codeForStatus(status);
  }
}

/** One failing field of a request body: its path ("email", "steps.0.name") and the message naming it. */
export type FieldError = { path: string; message: string };

/** "<Field as people read it> <problem>"; without a field, the problem alone. */
function fieldMessage(field: string, problem: string): string {
  return field ? `${fieldLabel(field)} ${problem}` : problem.charAt(0).toUpperCase() + problem.slice(1);
}

/** 400: the message names the (first) field; `fields` lists every failing one, so a form can flag them all. */
export class Invalid extends AppError {
  constructor(message: string, fields: FieldError[] = []) {
    super(400, message, {}, "invalid", fields.length > 0 ? { fields } : {});
  }
  static field(field: string, problem: string): Invalid {
    const message = fieldMessage(field, problem);
    return new Invalid(message, [{ path: field, message }]);
  }
  /** Several failing fields at once; the answer's `error` is the first one's message. */
  static fields(problems: readonly { path: string; problem: string }[]): Invalid {
    const fields = problems.map(({ path, problem }) => ({ path, message: fieldMessage(path, problem) }));
    return new Invalid(fields[0]?.message ?? fieldMessage("", "is invalid"), fields);
  }
}

/**
 * How a form names a field of a request body: "currentPassword" -> "Current password",
 * "utm.utm_source" -> "UTM source", "canonicalUrl" -> "Canonical URL" (the list in api-messages.ts first).
 */
export function fieldLabel(path: string): string {
  const known = Object.hasOwn(fieldLabels, path) ? fieldLabels[path] : undefined;
  if (known !== undefined) return known;
  // A field of a list's item ("memberships.0.body") by the list's label for it ("memberships.body").
  const inList = path
    .split(".")
    .filter((p) => !/^\d+$/.test(p))
    .join(".");
  // (Only a field of an item: an item itself, "callbacks.closedDates.3", is named by its own label below.)
  const knownInList = /\.\d+\./.test(path) && Object.hasOwn(fieldLabels, inList) ? fieldLabels[inList] : undefined;
  if (knownInList !== undefined) return knownInList;
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
/** 409 `conflict`: the item changed since the client loaded it; carries the stored version's updatedAt and who saved it. */
export class Conflict extends AppError {
  constructor(message: string, current: { updatedAt?: string; updatedBy?: { name: string; email: string } } = {}) {
    super(409, message, {}, "conflict", current);
  }
}
const indiaTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** The 409 of a write based on another version than the stored one: it names who saved last and when. */
export function staleConflict(stored: { updatedAt?: string; updatedBy?: { name: string; email: string } }): Conflict {
  const when = stored.updatedAt && !Number.isNaN(Date.parse(stored.updatedAt)) ? indiaTime.format(new Date(stored.updatedAt)) : undefined;
  const who = stored.updatedBy ? `${stored.updatedBy.name} (${stored.updatedBy.email})` : undefined;
  return new Conflict(apiMessages.editConflict(who, when), { updatedAt: stored.updatedAt, updatedBy: stored.updatedBy });
}

/** 409 `duplicate`: the value must be unique (an e-mail, a URL slug, a name) and another item has it. */
export class Duplicate extends AppError {
  constructor(message: string) {
    super(409, message, {}, "duplicate");
  }
}
/** 410 `gone`: a single-use link that was used, has expired, or never existed (an invitation). */
export class Gone extends AppError {
  constructor(message: string) {
    super(410, message, {}, "gone");
  }
}
/** 405: the page does not take this method; `Allow` lists those it does. */
export class MethodNotAllowed extends AppError {
  constructor(allow: string) {
    super(405, apiMessages.methodNotAllowed, { Allow: allow });
  }
}
export class TooLarge extends statusError(413, apiMessages.payloadTooLarge) {}
export class UnsupportedType extends statusError(415, apiMessages.unsupportedImage) {}
export class TooManyRequests extends AppError {
  constructor(retryAfterSeconds: number, message: string = apiMessages.tooManyRequests) {
    super(429, message, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
/**
 * 502 `bad_gateway`: another server the site talks to (the mail server) refused or did not answer; the message is
 * its own answer. A setting to fix, not the site's failure: not logged as one.
 */
export class UpstreamRefused extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}
/** 503: the disk refused a write; the in-memory state was rolled back. */
export class StorageUnavailable extends AppError {
  constructor(message: string = apiMessages.storageFailed, status = 503, headers: Record<string, string> = {}) {
    super(status, message, headers);
  }
}
/** How long a client is asked to wait while a restore swaps the data in (it takes seconds). */
export const READ_ONLY_RETRY_SECONDS = 10;
/** 503 while a restore swaps the data in: reads go on, every write is refused until it is done. */
export class ReadOnly extends StorageUnavailable {
  constructor() {
    super(backupMessages.readOnly, 503, { "Retry-After": String(READ_ONLY_RETRY_SECONDS) });
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
