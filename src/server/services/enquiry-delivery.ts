// The e-mails of an enquiry: the firm's copy, the visitor's acknowledgement, the call-back reminder and
// each reply staff send from the inbox. Every one is recorded on the enquiry (pending, sent, retry with its
// next attempt, failed after MAIL_MAX_ATTEMPTS); the first attempt runs at once, the retry job (jobs/mail-retry.ts)
// sends those whose retry is due. Intake and the inbox store the e-mail as pending and hand it over here.
import type { Enquiry, EnquiryReply } from "../../shared/schemas/enquiry";
import type { Logger } from "../log";
import type { Storage } from "../storage";
import type { Mailer } from "./mailer";

/** Attempts before an e-mail is given up ("failed"); the enquiry itself is always kept. */
export const MAIL_MAX_ATTEMPTS = 8;
/** Back-off after the n-th failed attempt: 1, 2, 4, ... minutes, at most 6 hours. */
export function mailBackoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}
/** The first attempt runs right after storing; the retry job leaves a "pending" one alone this long. */
export const PENDING_GRACE_MS = 60_000;
/** The state of an e-mail stored to be sent at once (the retry job's turn comes after the grace). */
export const pendingMail = (created: Date): Enquiry["mail"] => ({ state: "pending", attempts: 0, nextAttemptAt: new Date(created.getTime() + PENDING_GRACE_MS).toISOString() });

/** The firm's copy of an enquiry, the visitor's acknowledgement, or the call-back reminder. */
export type Delivery = "mail" | "ack" | "reminder";
/** The reminder goes this long before a booked call-back. */
export const REMINDER_BEFORE_MS = 3_600_000;

/**
 * The verb of the writes that record an e-mail's state: they are the server's bookkeeping, not a change
 * anyone made to the enquiry, so the activity log (which knows no such verb) leaves them out.
 */
export const MAIL_STATE_VERB = "mail-state";
const recorded = { verb: MAIL_STATE_VERB };

export type EnquiryDeliveryOptions = { mailer: Mailer; log: Logger; now?: () => number };

export function createEnquiryDeliveryService({ enquiries }: Pick<Storage, "enquiries">, opts: EnquiryDeliveryOptions) {
  const { mailer, log } = opts;
  const now = opts.now ?? Date.now;
  /** The attempts under way, by e-mail: one at a time for each. */
  const sending = new Map<string, Promise<void>>();

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
      let e: Enquiry | undefined;
      try {
        e = enquiries.get(id);
      } catch {
        e = undefined;
      }
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
      try {
        // Only this reply's state: a reply added meanwhile is kept.
        if (enquiries.get(id)) enquiries.update(id, (current) => ({ ...current, replies: (current.replies ?? []).map((r) => (r.id === replyId ? { ...r, mail } : r)) }), recorded);
      } catch (err) {
        log.warn(`[enquiries] could not record the reply state of ${id}: ${(err as Error).message}`);
      }
    })().finally(() => sending.delete(key));
    sending.set(key, attempt);
    return attempt;
  }

  /** One delivery attempt; records the outcome. Never throws (the enquiry is already stored). */
  function deliver(id: string, kind: Delivery = "mail"): Promise<void> {
    const key = `${kind}:${id}`;
    const running = sending.get(key);
    if (running) return running;
    const { send, what } = SEND[kind];
    const attempt = (async () => {
      let e: Enquiry | undefined;
      try {
        e = enquiries.get(id);
      } catch (err) {
        log.warn(`[enquiries] could not read enquiry ${id} to e-mail it: ${(err as Error).message}`);
      }
      const state = e?.[kind];
      if (!e || !state || !mailer.enabled) return;
      const attempts = state.attempts + 1;
      try {
        await send(e);
        enquiries.update(id, { [kind]: { state: "sent", attempts, sentAt: new Date(now()).toISOString() } }, recorded);
      } catch (err) {
        const reason = (err as Error).message.slice(0, 300);
        const giveUp = attempts >= MAIL_MAX_ATTEMPTS;
        log.warn(`[enquiries] ${what} for enquiry ${id} failed (attempt ${attempts}${giveUp ? ", giving up" : ", will retry"}): ${reason}`);
        try {
          enquiries.update(
            id,
            {
              [kind]: {
                state: giveUp ? "failed" : "retry",
                attempts,
                lastError: reason,
                ...(giveUp ? {} : { nextAttemptAt: new Date(now() + mailBackoffMs(attempts)).toISOString() }),
              },
            },
            recorded,
          );
        } catch (writeErr) {
          log.warn(`[enquiries] could not record the ${what} state of ${id}: ${(writeErr as Error).message}`);
        }
      }
    })().finally(() => sending.delete(key));
    sending.set(key, attempt);
    return attempt;
  }

  return {
    /** Whether e-mail is on, and why not when it is off (the admin alerts, the retry job, start-up): as it is now. */
    mailStatus: {
      get enabled() {
        return mailer.enabled;
      },
      get offReason() {
        return mailer.offReason;
      },
    },
    /** Whether replies can be e-mailed from the inbox. */
    get canReply(): boolean {
      return mailer.enabled && !!mailer.sendReply;
    },

    /** The first attempt of an e-mail stored as pending (intake's copy and acknowledgement); never throws. */
    send: deliver,
    /** The first attempt of a reply stored as pending; never throws. */
    sendReply: deliverReply,

    /** The firm's notifications waiting for a retry and given up (the admin alerts). */
    mailProblems(): { waitingForRetry: number; gaveUp: number } {
      return { waitingForRetry: enquiries.count({ mail_state: "retry" }), gaveUp: enquiries.count({ mail_state: "failed" }) };
    },

    /** Sends the reminders of call-backs starting within the hour (the retry job's tick, with its clock). */
    async remindDue(at: number = now()): Promise<number> {
      if (!mailer.enabled || !mailer.sendReminder) return 0;
      // The booked times first (their column only), then the few enquiries booked within the hour.
      const unreminded = { reminder_state: null, status: { ne: "spam" } };
      const soon = [...enquiries.countBy("callback_at", unreminded).keys()].filter((t) => Date.parse(t) - REMINDER_BEFORE_MS <= at && Date.parse(t) > at);
      const due = soon.length ? enquiries.find({ where: { ...unreminded, callback_at: { in: soon } }, sort: "seq" }) : [];
      for (const e of due) enquiries.update(e.id, { reminder: { state: "pending", attempts: 0 } }, recorded);
      await Promise.all(due.map((e) => deliver(e.id, "reminder")));
      return due.length;
    },

    /** Sends every e-mail whose retry is due; resolves when those attempts are recorded. */
    async retryDue(at: number = now()): Promise<number> {
      if (!mailer.enabled) return 0;
      const waiting = (state: string | undefined) => state === "retry" || state === "pending";
      const states = { in: ["retry", "pending"] };
      const rows = enquiries.find({
        where: { or: [{ mail_state: states }, { ack_state: states }, { reminder_state: states }, { reply_due_at: { exists: true } }] },
        sort: "seq",
      });
      const due: [string, Delivery][] = [];
      const replies: Enquiry[] = [];
      for (const e of rows) {
        for (const kind of ["mail", "ack", "reminder"] as const) {
          const state = e[kind];
          if (waiting(state?.state) && !sending.has(`${kind}:${e.id}`) && Date.parse(state?.nextAttemptAt ?? e.createdAt) <= at) due.push([e.id, kind]);
        }
        if ((e.replies ?? []).some((r) => waiting(r.mail.state) && Date.parse(r.mail.nextAttemptAt ?? r.at) <= at)) replies.push(e);
      }
      let replyCount = 0;
      for (const e of replies) {
        const dueReplies = (e.replies ?? []).filter((r) => waiting(r.mail.state) && Date.parse(r.mail.nextAttemptAt ?? r.at) <= at && !sending.has(`reply:${e.id}:${r.id}`));
        replyCount += dueReplies.length;
        await Promise.all(dueReplies.map((r) => deliverReply(e.id, r.id)));
      }
      await Promise.all(due.map(([id, kind]) => deliver(id, kind)));
      return due.length + replyCount;
    },

    /** Resolves once no e-mail is being sent (tests, shutdown). */
    async settled(): Promise<void> {
      while (sending.size) await Promise.all([...sending.values()]);
    },
  };
}

export type EnquiryDeliveryService = ReturnType<typeof createEnquiryDeliveryService>;
