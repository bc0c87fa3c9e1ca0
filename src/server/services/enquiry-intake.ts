// The contact forms' enquiries as they come in: a per-address limit, spam checks (honeypot, signed form
// tokens), validation, then stored, and its e-mails handed to delivery (enquiry-delivery.ts), which sends them
// without delaying the answer. The API and the no-JavaScript form post both submit here, so they share the
// limit. A booked call-back is checked against the free slots here too.
import { randomUUID } from "node:crypto";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, enquirySubmissionSchema, type Enquiry } from "../../shared/schemas/enquiry";
import { apiMessages } from "../../shared/api-messages";
import type { EnquiryChannel } from "../../shared/schemas/analytics";
import { Invalid, TooManyRequests } from "../errors";
import type { CallbackSettings } from "../../shared/callbacks";
import { createCallbacks } from "./callbacks";
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
  /** Whether enquiries are e-mailed now (the admin's Mail settings turn it on and off without a restart). */
  const mailOn = () => delivery.mailStatus.enabled;

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

  /** The call-back slots and the rules of a booking (services/callbacks.ts). */
  const callbacks = createCallbacks(enquiries, { now, settings: opts.callbacks });

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
      const enquiry = input.callbackAt ? enquiries.transaction(() => store(input, ip, via, callbacks.book(input.callbackAt!, input))) : store(input, ip, via);
      // Neither e-mail delays the answer; each is retried on its own by the retry job.
      if (enquiry.mail.state === "pending") void delivery.send(enquiry.id, "mail");
      if (enquiry.ack) void delivery.send(enquiry.id, "ack");
      return { id: enquiry.id };
    },

    /** Free call-back slots of an India day within the horizon (GET /api/callback-slots). */
    slots: callbacks.slots,
    /** The next free call-back slots (the forms' choice). */
    nextSlots: callbacks.next,
    /** The booked call-backs of an India day (dashboard and inbox), earliest first, spam left out. */
    async callbacksOn(date?: unknown) {
      return callbacks.on(date);
    },
  };

  /** Stores a valid enquiry, its e-mails pending (announced as enquiry.created once committed). */
  function store(input: ReturnType<typeof enquirySubmissionSchema.parse>, ip: string, via: { channel?: EnquiryChannel }, callbackAt?: string): Enquiry {
    const created = new Date(now());
    const on = mailOn();
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
      mail: on ? pendingMail(created) : { state: "off", attempts: 0 },
      // Only after the spam checks passed (a refused enquiry throws above and is never stored).
      ...(on && opts.ack ? { ack: pendingMail(created) } : {}),
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
