// Enquiries from the contact forms: a per-address limit, spam checks, stored first, then e-mailed (with
// retries); the admin inbox. The API and the no-JavaScript form post both submit here, so they share the limit.
import { randomUUID } from "node:crypto";
import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import {
  ENQUIRY_STATUSES,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  enquirySubmissionSchema,
  enquiryUpdateSchema,
  type Enquiry,
  type EnquiryNote,
  type EnquiryStatus,
} from "../../shared/schemas/enquiry";
import type { Editor } from "./conflict";
import { apiMessages } from "../../shared/api-messages";
import { ENQUIRY_CHANNELS, type EnquiryChannel } from "../../shared/schemas/analytics";
import { ENQUIRY_PAGE_MAX, ENQUIRY_PAGE_SIZE } from "../../shared/constants";
import { Invalid, NotFound, StorageUnavailable, TooManyRequests } from "../errors";
import type { CallbackSettings } from "../../shared/callbacks";
import { leadMessages } from "../../shared/lead-messages";
import { createCallbacks } from "./callbacks";
import { enquiryReplyInputSchema, type EnquiryReply } from "../../shared/schemas/enquiry";
import type { Storage } from "../storage";
import { and, type Where } from "../storage/records";
import { createFormTokens } from "./form-tokens";
import { clientNetwork } from "./login-throttle";
import { windowCounter } from "./rate-window";
import type { Mailer } from "./mailer";
import { parseInput } from "./validate";
import { noEvents, SYSTEM, type Actor, type ChangeEvents } from "./events";
import type { Logger } from "../log";

export type EnquiryOptions = {
  mailer: Mailer;
  /** Signs the form tokens (time the form was shown). */
  secret: string;
  minFillMs: number;
  /** Submissions per client address (IPv4, or IPv6 /64) in a window, valid or not; then 429 (ENQUIRY_RATE_*). */
  rateLimit: { limit: number; windowMs: number };
  /** Send the visitor an acknowledgement when mail is on (ENQUIRY_ACK). */
  ack?: boolean;
  /** This site's host: a referrer there is not a source of visits. */
  siteHost?: string;
  log: Logger;
  /** Staff writes are announced as enquiry.replied, .status-changed, .noted (services/events.ts). */
  events?: ChangeEvents;
  now?: () => number;
  /** The firm's call-back hours; the defaults when absent. */
  callbacks?: () => CallbackSettings;
  /** Told of each stored enquiry (the staff's push alerts); never delays or fails the submission. */
  onCreated?: (e: Enquiry) => void;
};

/** The inbox's filters as they come in the query string (all optional). */
export type EnquiryFilter = { status?: string; source?: string; from?: string; to?: string; q?: string; channel?: string; utmSource?: string };
export type EnquiryPageQuery = EnquiryFilter & { page?: string; limit?: string };
export type EnquiryPage = { data: Enquiry[]; page: number; limit: number; total: number };

/** Days of the inbox's date filters are India's days. */
const DAY_OFFSET = "+05:30";
/** The first instant (ISO, UTC) of the India day `day` (YYYY-MM-DD) plus `add` days; null when not a date. */
function indiaDayStart(day: string, add = 0): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00${DAY_OFFSET}`);
  if (Number.isNaN(ms) || new Date(ms + 6 * 3_600_000).toISOString().slice(0, 10) !== day) return null; // 2026-02-30
  return new Date(ms + add * 86_400_000).toISOString();
}

/** An instant (ISO) as India's local time with its offset, e.g. 2026-11-22T19:42:05+05:30 (the CSV's times). */
export function indiaTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return `${new Date(ms + 330 * 60_000).toISOString().slice(0, 19)}${DAY_OFFSET}`;
}

/** The CSV's note cell: the old single note, then each note of the history with when and who. */
function notesText(e: Enquiry): string {
  return [e.note, ...e.notes.map((n) => `${indiaTime(n.at)} ${n.by.name}: ${n.text}`)].filter(Boolean).join(" | ");
}

/** Attempts before an e-mail is given up ("failed"); the enquiry itself is always kept. */
export const MAIL_MAX_ATTEMPTS = 8;
/** Back-off after the n-th failed attempt: 1, 2, 4, ... minutes, at most 6 hours. */
export function mailBackoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}
/** The first attempt runs right after storing; the retry job leaves a "pending" one alone this long. */
const PENDING_GRACE_MS = 60_000;
const pending = (created: Date): Enquiry["mail"] => ({ state: "pending", attempts: 0, nextAttemptAt: new Date(created.getTime() + PENDING_GRACE_MS).toISOString() });

/** The firm's copy of an enquiry, the visitor's acknowledgement, or the call-back reminder. */
type Delivery = "mail" | "ack" | "reminder";
/** The reminder goes this long before a booked call-back. */
export const REMINDER_BEFORE_MS = 3_600_000;

const CSV_COLUMNS = [
  "id",
  "createdAt",
  "status",
  "name",
  "email",
  "phone",
  "service",
  "offer",
  "city",
  "message",
  "note",
  "source",
  "channel",
  "page",
  "landing",
  "referrer",
  "referrerHost",
  "utm",
  "mail",
  "ack",
] as const;

/** Cells a spreadsheet would run as a formula get a leading apostrophe (CSV injection). */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function createEnquiryService(storage: Storage, opts: EnquiryOptions) {
  const { enquiries } = storage;
  const { mailer, minFillMs } = opts;
  const { log } = opts;
  const events = opts.events ?? noEvents();
  const now = opts.now ?? Date.now;
  const sending = new Map<string, Promise<void>>();

  const tokens = createFormTokens({ secret: opts.secret, minFillMs, now });
  const perAddress = windowCounter(opts.rateLimit.limit, opts.rateLimit.windowMs, now);

  /** Counts this submission against its address; past the limit, 429 with Retry-After (every attempt counts). */
  function limitAddress(ip: string): void {
    const { allowed, retryAfterSeconds } = perAddress(clientNetwork(ip || undefined));
    if (!allowed) throw new TooManyRequests(retryAfterSeconds);
  }

  /** Runs the updates of one enquiry one after the other (the notes history is read, then appended to). */
  const updating = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(id: string, task: () => Promise<T>): Promise<T> {
    const run = (updating.get(id) ?? Promise.resolve()).then(task, task);
    const done = run.catch(() => undefined);
    updating.set(id, done);
    void done.then(() => updating.get(id) === done && updating.delete(id));
    return run;
  }

  /** Spam checks before validation: a filled honeypot or a form sent faster than a person can fill it. */
  function rejectSpam(body: Record<string, unknown>, ip: string): void {
    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null) {
      log.info(`[enquiries] rejected from ${ip}: honeypot filled`);
      throw new Invalid(apiMessages.enquirySpam);
    }
    const token = body[FORM_TOKEN_FIELD];
    const problem = tokens.problem(token);
    if (problem === "too-fast") {
      log.info(`[enquiries] rejected from ${ip}: sent ${tokens.age(token)} ms after the first touch of the form`);
      throw new Invalid(apiMessages.enquiryTooFast);
    }
    if (problem) {
      log.info(`[enquiries] rejected from ${ip}: form token ${problem}`);
      throw new Invalid(problem === "used" ? apiMessages.enquiryTokenUsed : apiMessages.enquiryFormExpired);
    }
  }

  /** The two e-mails of an enquiry: the firm's copy (`mail`) and the visitor's acknowledgement (`ack`). */
  const SEND: Record<Delivery, { send: (e: Enquiry) => Promise<void>; what: string }> = {
    mail: { send: (e) => mailer.sendEnquiry(e), what: "e-mail" },
    ack: { send: (e) => mailer.sendAcknowledgement(e), what: "acknowledgement" },
    reminder: { send: (e) => (mailer.sendReminder ? mailer.sendReminder(e) : Promise.reject(new Error("no reminder e-mail"))), what: "call-back reminder" },
  };

  /** Sends one reply of an enquiry and records its outcome (retried by the retry job like the others). */
  function deliverReply(id: string, replyId: string): Promise<void> {
    const key = `reply:${id}:${replyId}`;
    const running = sending.get(key);
    if (running) return running;
    const attempt = (async () => {
      const e = await enquiries.get(id).catch(() => undefined);
      const reply = e?.replies?.find((r) => r.id === replyId);
      if (!e || !reply || !mailer.enabled || !mailer.sendReply) return;
      const attempts = reply.mail.attempts + 1;
      let mail: EnquiryReply["mail"];
      try {
        await mailer.sendReply(e, reply.message);
        mail = { state: "sent", attempts, sentAt: new Date(now()).toISOString() };
      } catch (err) {
        const reason = (err as Error).message.slice(0, 300);
        const giveUp = attempts >= MAIL_MAX_ATTEMPTS;
        log.warn(`[enquiries] reply ${replyId} to enquiry ${id} failed (attempt ${attempts}${giveUp ? ", giving up" : ", will retry"}): ${reason}`);
        mail = { state: giveUp ? "failed" : "retry", attempts, lastError: reason, ...(giveUp ? {} : { nextAttemptAt: new Date(now() + mailBackoffMs(attempts)).toISOString() }) };
      }
      await oneAtATime(id, async () => {
        const current = await enquiries.get(id);
        if (!current) return;
        await enquiries.update(id, { replies: (current.replies ?? []).map((r) => (r.id === replyId ? { ...r, mail } : r)) });
      }).catch((err: Error) => log.warn(`[enquiries] could not record the reply state of ${id}: ${err.message}`));
    })().finally(() => sending.delete(key));
    sending.set(key, attempt);
    return attempt;
  }

  /** The call-back slots and the rules of a booking (services/callbacks.ts). */
  const callbacks = createCallbacks(enquiries, { now, settings: opts.callbacks });

  /** One delivery attempt; records the outcome. Never throws (the enquiry is already stored). */
  function deliver(id: string, kind: Delivery = "mail"): Promise<void> {
    const key = `${kind}:${id}`;
    const running = sending.get(key);
    if (running) return running;
    const { send, what } = SEND[kind];
    const attempt = (async () => {
      const e = await enquiries.get(id).catch((err: Error) => void log.warn(`[enquiries] could not read enquiry ${id} to e-mail it: ${err.message}`));
      const state = e?.[kind];
      if (!e || !state || !mailer.enabled) return;
      const attempts = state.attempts + 1;
      try {
        await send(e);
        await enquiries.update(id, { [kind]: { state: "sent", attempts, sentAt: new Date(now()).toISOString() } });
      } catch (err) {
        const reason = (err as Error).message.slice(0, 300);
        const giveUp = attempts >= MAIL_MAX_ATTEMPTS;
        log.warn(`[enquiries] ${what} for enquiry ${id} failed (attempt ${attempts}${giveUp ? ", giving up" : ", will retry"}): ${reason}`);
        await enquiries
          .update(id, {
            [kind]: {
              state: giveUp ? "failed" : "retry",
              attempts,
              lastError: reason,
              ...(giveUp ? {} : { nextAttemptAt: new Date(now() + mailBackoffMs(attempts)).toISOString() }),
            },
          })
          .catch((writeErr: Error) => log.warn(`[enquiries] could not record the ${what} state of ${id}: ${writeErr.message}`));
      }
    })().finally(() => sending.delete(key));
    sending.set(key, attempt);
    return attempt;
  }

  /** The filter as SQL conditions over the enquiries' columns; 400 naming the field when a value is invalid. */
  function filterOf(filter: EnquiryFilter): Where {
    const status = filter.status?.trim();
    if (status && !(ENQUIRY_STATUSES as readonly string[]).includes(status)) throw Invalid.field("status", apiMessages.enquiryStatus);
    const source = filter.source?.trim() ?? "";
    if (source.length > 50) throw new Invalid(apiMessages.enquirySource);
    const from = filter.from?.trim() ? indiaDayStart(filter.from.trim()) : "";
    if (from === null) throw new Invalid(apiMessages.enquiryFrom);
    const before = filter.to?.trim() ? indiaDayStart(filter.to.trim(), 1) : "";
    if (before === null) throw new Invalid(apiMessages.enquiryTo);
    const q = filter.q?.trim().toLowerCase() ?? "";
    const channel = filter.channel?.trim() ?? "";
    if (channel && !(ENQUIRY_CHANNELS as readonly string[]).includes(channel)) throw new Invalid(apiMessages.enquiryChannel);
    const utmSource = filter.utmSource?.trim().toLowerCase() ?? "";
    if (utmSource.length > 200) throw new Invalid(apiMessages.enquiryUtmSource);
    return and(
      // Spam is left out unless asked for by its status.
      status ? { sql: "status = ?", params: [status] } : { sql: "status <> 'spam'", params: [] },
      !!source && { sql: "source = ?", params: [source] },
      !!channel && { sql: "channel = ?", params: [channel] },
      !!utmSource && { sql: "lower(utm_source) = ?", params: [utmSource] },
      !!from && { sql: "created_at >= ?", params: [from] },
      !!before && { sql: "created_at < ?", params: [before] },
      // The search column is already in lower case; % and _ in the text are matched as themselves.
      !!q && { sql: "search LIKE ? ESCAPE '\\'", params: [`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`] },
    );
  }

  function positiveInt(value: string | undefined, fallback: number, max: number, message: string): number {
    if (value === undefined || value.trim() === "") return fallback;
    const n = /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!(n >= 1 && n <= max)) throw new Invalid(message);
    return n;
  }

  /** One page of the inbox, newest first: counted and read by the database. */
  async function list(query: EnquiryPageQuery = {}): Promise<EnquiryPage> {
    const where = filterOf(query);
    const page = positiveInt(query.page, 1, Number.MAX_SAFE_INTEGER, apiMessages.enquiryPage);
    const limit = positiveInt(query.limit, ENQUIRY_PAGE_SIZE, ENQUIRY_PAGE_MAX, apiMessages.enquiryLimit);
    const total = enquiries.count(where);
    const data = (page - 1) * limit < total ? enquiries.where(where, { offset: (page - 1) * limit, limit }) : [];
    return { data, page, limit, total };
  }

  const api = {
    formToken: (): string => tokens.issue(),

    /** Stores the enquiry and starts the e-mail without waiting for it. */
    async submit(body: unknown, ip = "", via: { channel?: EnquiryChannel } = {}): Promise<{ id: string }> {
      limitAddress(ip);
      const raw = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
      rejectSpam(raw, ip);
      const input = parseInput(enquirySubmissionSchema, raw);
      // Used once the enquiry is valid: a visitor who corrects a field sends the same form again.
      tokens.use(raw[FORM_TOKEN_FIELD]);
      // A booking is checked and stored one at a time: two visitors cannot book the same slot.
      if (input.callbackAt) return oneAtATime("callback-booking", () => store(input, ip, via, callbacks.book(input.callbackAt!, input)));
      return store(input, ip, via);
    },

    list,
    /** Free call-back slots of an India day within the horizon (GET /api/callback-slots). */
    slots: callbacks.slots,
    /** The next free call-back slots (the forms' choice). */
    nextSlots: callbacks.next,
    /** The booked call-backs of an India day (dashboard and inbox), earliest first, spam left out. */
    async callbacksOn(date?: unknown) {
      return callbacks.on(date);
    },

    /**
     * E-mails a reply to the visitor: recorded in the enquiry's replies with who and when, sent at
     * once and retried by the retry job when the SMTP server fails. 503 when mail is off. A new enquiry
     * becomes contacted; the first reply is its first response.
     */
    async reply(id: string, body: unknown, by?: Editor, actor: Actor = SYSTEM): Promise<Enquiry> {
      if (!mailer.enabled || !mailer.sendReply) throw new StorageUnavailable(leadMessages.replyMailOff);
      const { message } = parseInput(enquiryReplyInputSchema, body);
      const replyId = randomUUID();
      await oneAtATime(id, async () => {
        const current = await enquiries.get(id);
        if (!current) throw new NotFound();
        const at = new Date(now()).toISOString();
        const reply: EnquiryReply = {
          id: replyId,
          at,
          by: by ?? { name: "", email: "" },
          message,
          mail: { state: "pending", attempts: 0, nextAttemptAt: new Date(now() + PENDING_GRACE_MS).toISOString() },
        };
        await enquiries.update(id, {
          replies: [...(current.replies ?? []), reply],
          status: current.status === "new" ? "contacted" : current.status,
          firstResponseAt: current.firstResponseAt ?? at,
          updatedAt: at,
        });
      });
      await deliverReply(id, replyId);
      const saved = (await enquiries.get(id))!;
      events.emit("enquiry.replied", actor, { after: saved });
      return saved;
    },

    /** Sends the reminders of call-backs starting within the hour (the retry job's tick, with its clock). */
    async remindDue(at: number = now()): Promise<number> {
      if (!mailer.enabled || !mailer.sendReminder) return 0;
      type Booked = { id: string; callback_at: string };
      const due = enquiries
        .columnsWhere<Booked>(["id", "callback_at"], { sql: "callback_at IS NOT NULL AND reminder_state IS NULL AND status <> 'spam'", params: [] })
        .filter((e) => Date.parse(e.callback_at) - REMINDER_BEFORE_MS <= at && Date.parse(e.callback_at) > at);
      for (const e of due) await enquiries.update(e.id, { reminder: { state: "pending", attempts: 0 } });
      await Promise.all(due.map((e) => deliver(e.id, "reminder")));
      return due.length;
    },
  };

  async function store(input: ReturnType<typeof enquirySubmissionSchema.parse>, ip: string, via: { channel?: EnquiryChannel }, callbackAt?: string): Promise<{ id: string }> {
    const created = new Date(now());
    const enquiry: Enquiry = {
      ...input,
      callbackAt,
      replies: [],
      referrer: stripQuery(input.referrer),
      channel: via.channel ?? CHANNEL_OF_SOURCE[input.source] ?? "",
      referrerHost: input.referrerHost || externalHost(input.referrer, opts.siteHost),
      id: randomUUID(),
      createdAt: created.toISOString(),
      status: "new",
      note: "",
      notes: [],
      ip,
      mail: mailer.enabled ? pending(created) : { state: "off", attempts: 0 },
      // Only after the spam checks passed (a refused enquiry throws above and is never stored).
      ...(mailer.enabled && opts.ack ? { ack: pending(created) } : {}),
    };
    await enquiries.append(enquiry);
    // Neither e-mail delays the answer; each is retried on its own by the retry job.
    if (mailer.enabled) void deliver(enquiry.id, "mail");
    if (enquiry.ack) void deliver(enquiry.id, "ack");
    try {
      opts.onCreated?.(enquiry);
    } catch (err) {
      log.warn(`[enquiries] could not announce enquiry ${enquiry.id}: ${(err as Error).message}`);
    }
    return { id: enquiry.id };
  }

  return {
    ...api,

    async get(id: string): Promise<Enquiry> {
      const e = await enquiries.get(id);
      if (!e) throw new NotFound();
      return e;
    },

    counts(): Record<EnquiryStatus | "total", number> {
      const counts = { new: 0, contacted: 0, closed: 0, spam: 0, total: 0 };
      for (const [status, n] of enquiries.countBy("status")) {
        if (!(status in counts)) continue;
        counts[status as EnquiryStatus] += n;
        if (status !== "spam") counts.total += n;
      }
      return counts;
    },

    /** The firm's notifications waiting for a retry and given up (the admin alerts). */
    mailProblems(): { waitingForRetry: number; gaveUp: number } {
      return {
        waitingForRetry: enquiries.count({ sql: "mail_state = 'retry'", params: [] }),
        gaveUp: enquiries.count({ sql: "mail_state = 'failed'", params: [] }),
      };
    },

    /**
     * Sets the status and/or adds a note. A `note` is appended to the notes history with when and who
     *; an empty one adds nothing. The old single `note` of earlier enquiries stays as it was.
     */
    async update(id: string, body: unknown, by?: Editor, actor: Actor = SYSTEM): Promise<Enquiry> {
      const input = parseInput(enquiryUpdateSchema, body);
      // One update of an enquiry at a time: two notes saved together both land in the history.
      const [before, after] = await oneAtATime(id, async () => {
        const at = new Date(now()).toISOString();
        const current = await enquiries.get(id);
        if (!current) throw new NotFound();
        let notes: EnquiryNote[] | undefined;
        if (input.note) notes = [...current.notes, { at, by: by ?? { name: "", email: "" }, text: input.note }];
        // The first note, or the first status change away from new, is the first response (set once).
        const responded = Boolean(input.note) || (current.status === "new" && input.status !== undefined && input.status !== "new");
        const firstResponseAt = current.firstResponseAt ?? (responded ? at : undefined);
        const saved = await enquiries.update(id, { status: input.status, notes, updatedAt: at, firstResponseAt });
        if (!saved) throw new NotFound();
        return [current, saved] as const;
      });
      events.emit(before.status !== after.status ? "enquiry.status-changed" : "enquiry.noted", actor, { before, after });
      return after;
    },

    /**
     * The filtered enquiries as CSV, newest first, as a stream: read from the database and written in
     * batches, so neither memory nor the time between two turns of the event loop grows with their number.
     * Throws 400 (before anything is streamed) when a filter is invalid.
     */
    csv(filter: EnquiryFilter = {}): Readable {
      const where = filterOf(filter);
      function* rows() {
        for (const e of enquiries.batches(where, "DESC")) {
          yield {
            ...e,
            createdAt: indiaTime(e.createdAt),
            note: notesText(e),
            utm: Object.entries(e.utm)
              .map(([k, v]) => `${k}=${v}`)
              .join("; "),
            mail: e.mail.state,
            ack: e.ack?.state ?? "",
          };
        }
      }
      const out = stringify({ header: true, columns: [...CSV_COLUMNS], cast: { string: (v) => csvSafe(v) } });
      // pipeline (not pipe): a failed read destroys `out` with the error, so the download ends instead of hanging.
      pipeline(Readable.from(rows()), out, () => undefined);
      return out;
    },

    /** Sends every e-mail whose retry is due; resolves when those attempts are recorded. */
    async retryDue(at: number = now()): Promise<number> {
      if (!mailer.enabled) return 0;
      const waiting = (state: string | null) => state === "retry" || state === "pending";
      const due: [string, Delivery][] = [];
      type Waiting = {
        id: string;
        created_at: string;
        mail_state: string;
        mail_due_at: string | null;
        ack_state: string | null;
        ack_due_at: string | null;
        reminder_state: string | null;
        reminder_due_at: string | null;
        reply_due_at: string | null;
      };
      const rows = enquiries.columnsWhere<Waiting>(
        ["id", "created_at", "mail_state", "mail_due_at", "ack_state", "ack_due_at", "reminder_state", "reminder_due_at", "reply_due_at"],
        {
          sql: "mail_state IN ('retry', 'pending') OR ack_state IN ('retry', 'pending') OR reminder_state IN ('retry', 'pending') OR reply_due_at IS NOT NULL",
          params: [],
        },
      );
      const replies: string[] = [];
      for (const e of rows) {
        if (waiting(e.mail_state) && !sending.has(`mail:${e.id}`) && Date.parse(e.mail_due_at ?? e.created_at) <= at) due.push([e.id, "mail"]);
        if (waiting(e.ack_state) && !sending.has(`ack:${e.id}`) && Date.parse(e.ack_due_at ?? e.created_at) <= at) due.push([e.id, "ack"]);
        if (waiting(e.reminder_state) && !sending.has(`reminder:${e.id}`) && Date.parse(e.reminder_due_at ?? e.created_at) <= at) due.push([e.id, "reminder"]);
        if (e.reply_due_at && Date.parse(e.reply_due_at) <= at) replies.push(e.id);
      }
      let replyCount = 0;
      for (const id of replies) {
        const e = await enquiries.get(id);
        const dueReplies = (e?.replies ?? []).filter((r) => waiting(r.mail.state) && Date.parse(r.mail.nextAttemptAt ?? r.at) <= at && !sending.has(`reply:${id}:${r.id}`));
        replyCount += dueReplies.length;
        await Promise.all(dueReplies.map((r) => deliverReply(id, r.id)));
      }
      await Promise.all(due.map(([id, kind]) => deliver(id, kind)));
      return due.length + replyCount;
    },

    /** Resolves once no e-mail is being sent (tests, shutdown). */
    async settled(): Promise<void> {
      while (sending.size) await Promise.all([...sending.values()]);
    },

    mailStatus: { enabled: mailer.enabled, offReason: mailer.offReason },
  };
}

/** The channel of an enquiry sent through the API, from the form's `source` (the no-JavaScript form says its own). */
const CHANNEL_OF_SOURCE: Record<string, EnquiryChannel> = { "contact-modal": "modal", "contact-page": "contact-page", "home-dialog": "home-dialog" };

/** The host of a referrer URL when it is another site's ("" for this site, or when it is not a URL). */
function externalHost(url: string, siteHost = ""): string {
  try {
    const host = new URL(url).host.toLowerCase();
    return host === siteHost ? "" : host;
  } catch {
    return "";
  }
}

/** A referrer is kept without its query string (it may carry personal data). */
function stripQuery(url: string): string {
  return url.replace(/[?#].*$/, "");
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
