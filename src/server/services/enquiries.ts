// Enquiries from the contact forms: spam checks, stored first, then e-mailed (with retries); the admin inbox.
import { randomUUID } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import {
  ENQUIRY_STATUSES,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  enquirySubmissionSchema,
  enquiryUpdateSchema,
  type Enquiry,
  type EnquiryStatus,
} from "../../shared/schemas/enquiry";
import { apiMessages } from "../../shared/api-messages";
import { Invalid, NotFound } from "../errors";
import type { Storage } from "../storage";
import { createFormTokens } from "./form-tokens";
import type { Mailer } from "./mailer";
import { parseInput } from "./validate";

export type Log = { info(msg: string): void; warn(msg: string): void };

export type EnquiryOptions = {
  mailer: Mailer;
  /** Signs the form tokens (time the form was shown). */
  secret: string;
  minFillMs: number;
  log?: Log;
  now?: () => number;
};

export type EnquiryFilter = { status?: string; q?: string };

/** Attempts before an e-mail is given up ("failed"); the enquiry itself is always kept. */
export const MAIL_MAX_ATTEMPTS = 8;
/** Back-off after the n-th failed attempt: 1, 2, 4, ... minutes, at most 6 hours. */
export function mailBackoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}
/** The first attempt runs right after storing; the retry job leaves a "pending" one alone this long. */
const PENDING_GRACE_MS = 60_000;

const CSV_COLUMNS = ["id", "createdAt", "status", "name", "email", "phone", "service", "city", "message", "note", "source", "page", "referrer", "utm", "mail"] as const;

/** Cells a spreadsheet would run as a formula get a leading apostrophe (CSV injection). */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function createEnquiryService(storage: Storage, opts: EnquiryOptions) {
  const { enquiries } = storage;
  const { mailer, minFillMs } = opts;
  const log = opts.log ?? console;
  const now = opts.now ?? Date.now;
  const sending = new Map<string, Promise<void>>();

  const tokens = createFormTokens({ secret: opts.secret, minFillMs, now });

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

  async function setMail(id: string, mail: Enquiry["mail"]): Promise<void> {
    await enquiries.write((items) => {
      const e = items.find((x) => x.id === id);
      if (e) e.mail = mail;
    });
  }

  /** One delivery attempt; records the outcome. Never throws (the enquiry is already stored). */
  function deliver(id: string): Promise<void> {
    const running = sending.get(id);
    if (running) return running;
    const attempt = (async () => {
      const e = enquiries.find((x) => x.id === id);
      if (!e || !mailer.enabled) return;
      const attempts = e.mail.attempts + 1;
      try {
        await mailer.sendEnquiry(e);
        await setMail(id, { state: "sent", attempts, sentAt: new Date(now()).toISOString() });
      } catch (err) {
        const reason = (err as Error).message.slice(0, 300);
        const giveUp = attempts >= MAIL_MAX_ATTEMPTS;
        log.warn(`[enquiries] e-mail for enquiry ${id} failed (attempt ${attempts}${giveUp ? ", giving up" : ", will retry"}): ${reason}`);
        await setMail(id, {
          state: giveUp ? "failed" : "retry",
          attempts,
          lastError: reason,
          ...(giveUp ? {} : { nextAttemptAt: new Date(now() + mailBackoffMs(attempts)).toISOString() }),
        }).catch((writeErr: Error) => log.warn(`[enquiries] could not record the mail state of ${id}: ${writeErr.message}`));
      }
    })().finally(() => sending.delete(id));
    sending.set(id, attempt);
    return attempt;
  }

  function matches(e: Enquiry, q: string): boolean {
    return [e.name, e.email, e.phone, e.message, e.service, e.city, e.note].some((v) => v.toLowerCase().includes(q));
  }

  function list(filter: EnquiryFilter = {}): Enquiry[] {
    const status = filter.status?.trim();
    if (status && !(ENQUIRY_STATUSES as readonly string[]).includes(status)) throw Invalid.field("status", "must be new, contacted or closed");
    const q = filter.q?.trim().toLowerCase() ?? "";
    return enquiries
      .all()
      .filter((e) => (!status || e.status === status) && (!q || matches(e, q)))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  return {
    formToken: (): string => tokens.issue(),

    /** Stores the enquiry and starts the e-mail without waiting for it. */
    async submit(body: unknown, ip = ""): Promise<{ id: string }> {
      const raw = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
      rejectSpam(raw, ip);
      const input = parseInput(enquirySubmissionSchema, raw);
      // Used once the enquiry is valid: a visitor who corrects a field sends the same form again.
      tokens.use(raw[FORM_TOKEN_FIELD]);
      const created = new Date(now());
      const enquiry: Enquiry = {
        ...input,
        referrer: stripQuery(input.referrer),
        id: randomUUID(),
        createdAt: created.toISOString(),
        status: "new",
        note: "",
        ip,
        mail: mailer.enabled
          ? { state: "pending", attempts: 0, nextAttemptAt: new Date(created.getTime() + PENDING_GRACE_MS).toISOString() }
          : { state: "off", attempts: 0 },
      };
      await enquiries.write((items) => void items.push(enquiry));
      if (mailer.enabled) void deliver(enquiry.id);
      return { id: enquiry.id };
    },

    list,

    get(id: string): Enquiry {
      const e = enquiries.find((x) => x.id === id);
      if (!e) throw new NotFound();
      return e;
    },

    counts(): Record<EnquiryStatus | "total", number> {
      const counts = { new: 0, contacted: 0, closed: 0, total: 0 };
      for (const e of enquiries.all()) {
        counts[e.status]++;
        counts.total++;
      }
      return counts;
    },

    async update(id: string, body: unknown): Promise<Enquiry> {
      const input = parseInput(enquiryUpdateSchema, body);
      return enquiries.write((items) => {
        const e = items.find((x) => x.id === id);
        if (!e) throw new NotFound();
        if (input.status !== undefined) e.status = input.status;
        if (input.note !== undefined) e.note = input.note;
        e.updatedAt = new Date(now()).toISOString();
        return e;
      });
    },

    csv(filter: EnquiryFilter = {}): string {
      const rows = list(filter).map((e) => ({
        ...e,
        utm: Object.entries(e.utm)
          .map(([k, v]) => `${k}=${v}`)
          .join("; "),
        mail: e.mail.state,
      }));
      return stringify(rows, {
        header: true,
        columns: [...CSV_COLUMNS],
        cast: { string: (v) => csvSafe(v) },
      });
    },

    /** Sends every e-mail whose retry is due; resolves when those attempts are recorded. */
    async retryDue(at: number = now()): Promise<number> {
      if (!mailer.enabled) return 0;
      const due = enquiries
        .all()
        .filter((e) => (e.mail.state === "retry" || e.mail.state === "pending") && !sending.has(e.id))
        .filter((e) => Date.parse(e.mail.nextAttemptAt ?? e.createdAt) <= at);
      await Promise.all(due.map((e) => deliver(e.id)));
      return due.length;
    },

    /** Resolves once no e-mail is being sent (tests, shutdown). */
    async settled(): Promise<void> {
      while (sending.size) await Promise.all([...sending.values()]);
    },

    mailStatus: { enabled: mailer.enabled, offReason: mailer.offReason },
  };
}

/** A referrer is kept without its query string (it may carry personal data). */
function stripQuery(url: string): string {
  return url.replace(/[?#].*$/, "");
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
