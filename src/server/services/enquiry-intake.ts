// The contact forms' enquiries as they come in: a per-address limit, spam checks (honeypot, signed form
// tokens), validation, then stored, and its e-mails handed to delivery (enquiry-delivery.ts), which sends them
// without delaying the answer. The API and the no-JavaScript form post both submit here, so they share the
// limit. A booked call-back is checked against the free slots here too.
import { randomUUID } from "node:crypto";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, enquirySubmissionSchema, type Enquiry } from "../../shared/schemas/enquiry";
import { apiMessages } from "../../shared/api-messages";
import type { EnquiryChannel } from "../../shared/schemas/analytics";
import { Conflict, Invalid, TooManyRequests } from "../errors";
import { DEFAULT_CALLBACKS, callbackSlots, indiaDate, realDay, type CallbackSettings } from "../../shared/callbacks";
import { leadMessages } from "../../shared/lead-messages";
import type { Storage } from "../storage";
import { pendingMail, type EnquiryDeliveryService } from "./enquiry-delivery";
import { createFormTokens } from "./form-tokens";
import { clientNetwork } from "./login-throttle";
import { windowCounter } from "./rate-window";
import { parseInput } from "./validate";
import type { Logger } from "../log";

export type EnquiryIntakeOptions = {
  /** Sends the stored enquiry's e-mails. */
  delivery: EnquiryDeliveryService;
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
  now?: () => number;
  /** The firm's call-back hours; the defaults when absent. */
  callbacks?: () => CallbackSettings;
};

/**
 * `enquiries`: a stored enquiry is announced as enquiry.created (the staff's push alerts listen:
 * push.ts subscribeEnquiryAlerts), after it is committed.
 */
export function createEnquiryIntakeService({ enquiries }: Pick<Storage, "enquiries">, opts: EnquiryIntakeOptions) {
  const { delivery, minFillMs } = opts;
  const { log } = opts;
  const now = opts.now ?? Date.now;
  const mailOn = delivery.mailStatus.enabled;

  const tokens = createFormTokens({ secret: opts.secret, minFillMs, now });
  const perAddress = windowCounter(opts.rateLimit.limit, opts.rateLimit.windowMs, now);

  /** Counts this submission against its address; past the limit, 429 with Retry-After (every attempt counts). */
  function limitAddress(ip: string): void {
    const { allowed, retryAfterSeconds } = perAddress(clientNetwork(ip || undefined));
    if (!allowed) throw new TooManyRequests(retryAfterSeconds);
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

  const callbackSettings = () => opts.callbacks?.() ?? DEFAULT_CALLBACKS;
  /** The booked call-backs' times as stored, spam left out (their column only: no enquiry is read). */
  const bookedTimes = () => [...enquiries.countBy("callback_at", { status: { ne: "spam" } }).keys()];
  /** Starts (ms) of the booked call-backs, spam left out. */
  function takenStarts(): Set<number> {
    return new Set(bookedTimes().map((at) => Date.parse(at)));
  }
  /** Free call-back slots of an India day (GET /api/callback-slots). */
  function slots(date: unknown) {
    const day = typeof date === "string" ? realDay(date.trim()) : null;
    if (!day) throw new Invalid(leadMessages.callbackDate);
    return callbackSlots(day, callbackSettings(), now(), takenStarts());
  }
  /** The slot a submission books: 400 when it is not a slot at all, 409 when it was just taken. */
  function checkCallback(callbackAt: string): string {
    const ms = Date.parse(callbackAt);
    if (Number.isNaN(ms)) throw Invalid.field("callbackAt", leadMessages.callbackOutside);
    const all = callbackSlots(indiaDate(ms), callbackSettings(), now());
    const slot = all.find((sl) => Date.parse(sl.start) === ms);
    if (!slot) throw Invalid.field("callbackAt", leadMessages.callbackOutside);
    if (takenStarts().has(ms)) throw new Conflict(leadMessages.callbackTaken);
    return slot.start;
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
      // A booking is checked and stored in one transaction: two visitors cannot book the same slot.
      const enquiry = input.callbackAt ? enquiries.transaction(() => store(input, ip, via, checkCallback(input.callbackAt!))) : store(input, ip, via);
      // Neither e-mail delays the answer; each is retried on its own by the retry job.
      if (mailOn) void delivery.send(enquiry.id, "mail");
      if (enquiry.ack) void delivery.send(enquiry.id, "ack");
      return { id: enquiry.id };
    },

    slots,
    /** The booked call-backs of an India day (dashboard and inbox), earliest first, spam left out. */
    async callbacksOn(date?: unknown): Promise<Pick<Enquiry, "id" | "name" | "phone" | "service" | "status" | "callbackAt">[]> {
      const day = date === undefined || date === "" ? indiaDate(now()) : typeof date === "string" ? realDay(date.trim()) : null;
      if (!day) throw new Invalid(leadMessages.callbackDate);
      // The India day's bounds as instants (call-backs are stored as ISO times with +05:30).
      const from = new Date(Date.parse(`${day}T00:00:00+05:30`)).toISOString();
      const to = new Date(Date.parse(`${day}T00:00:00+05:30`) + 86_400_000).toISOString();
      const onDay = bookedTimes().filter((at) => Date.parse(at) >= Date.parse(from) && Date.parse(at) < Date.parse(to));
      const booked = enquiries.find({ where: { callback_at: { in: onDay }, status: { ne: "spam" } } }).sort((a, b) => Date.parse(a.callbackAt!) - Date.parse(b.callbackAt!));
      return booked.map(({ id, name, phone, service, status, callbackAt }) => ({ id, name, phone, service, status, callbackAt }));
    },
  };

  /** Stores a valid enquiry, its e-mails pending (announced as enquiry.created once committed). */
  function store(input: ReturnType<typeof enquirySubmissionSchema.parse>, ip: string, via: { channel?: EnquiryChannel }, callbackAt?: string): Enquiry {
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
      mail: mailOn ? pendingMail(created) : { state: "off", attempts: 0 },
      // Only after the spam checks passed (a refused enquiry throws above and is never stored).
      ...(mailOn && opts.ack ? { ack: pendingMail(created) } : {}),
    };
    return enquiries.create(enquiry);
  }

  return api;
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

export type EnquiryIntakeService = ReturnType<typeof createEnquiryIntakeService>;
