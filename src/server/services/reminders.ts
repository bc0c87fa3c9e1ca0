// E-mail reminders of compliance due dates, with double opt-in: a request stores a pending
// subscription and mails a confirmation link; only confirmed addresses get a reminder, three days before each
// due date that applies to them (the daily job calls `sendDue`); every reminder unsubscribes in one click.
// Links carry the subscription's id signed with the server's secret, so no token is stored.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { apiMessages } from "../../shared/api-messages";
import { reminderRequestSchema, type ReminderSubscription } from "../../shared/schemas/compliance";
import { AppError, NotFound, TooManyRequests } from "../errors";
import type { Logger } from "../log";
import type { Storage } from "../storage";
import { indiaDay, type ComplianceCalendarService } from "./compliance-calendar";
import { clientNetwork } from "./login-throttle";
import { windowCounter } from "./rate-window";
import type { ReminderMailer } from "./reminder-mail";
import { parseInput } from "./validate";

/** Days before a due date that its reminder goes out. */
export const REMINDER_DAYS_BEFORE = 3;
/** A subscription never confirmed is dropped after this many days. */
export const PENDING_REMINDER_DAYS = 7;
/** Due dates remembered per subscriber as already reminded of. */
const REMINDED_KEEP = 60;

type Purpose = "confirm" | "unsubscribe";

export type ReminderOptions = {
  mailer: ReminderMailer;
  calendar: ComplianceCalendarService;
  secret: string;
  siteUrl: string;
  firmName: () => string;
  /** Requests per client address in a window, as the enquiry form (ENQUIRY_RATE_*). */
  rateLimit: { limit: number; windowMs: number };
  log: Logger;
  now?: () => number;
};

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export function createReminderService({ reminderSubscriptions: subs }: Pick<Storage, "reminderSubscriptions">, opts: ReminderOptions) {
  const { mailer, calendar, log } = opts;
  const now = opts.now ?? Date.now;
  const perAddress = windowCounter(opts.rateLimit.limit, opts.rateLimit.windowMs, now);

  const sign = (purpose: Purpose, id: string) => createHmac("sha256", opts.secret).update(`reminders:${purpose}:${id}`).digest("base64url").slice(0, 32);
  const tokenFor = (purpose: Purpose, id: string) => `${id}.${sign(purpose, id)}`;
  /** The subscription a link's token names, or null when the token is forged or its subscription gone. */
  function fromToken(purpose: Purpose, token: unknown): ReminderSubscription | null {
    if (typeof token !== "string" || token.length > 200) return null;
    const dot = token.lastIndexOf(".");
    const id = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(sign(purpose, id));
    if (dot < 1 || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return subs.get(id) ?? null;
  }
  const link = (purpose: Purpose, id: string) => `${opts.siteUrl}/api/reminders/${purpose}?token=${encodeURIComponent(tokenFor(purpose, id))}`;

  return {
    /** Whether reminders can be e-mailed now. */
    get enabled() {
      return mailer.enabled;
    },
    /**
     * POST /api/reminders: counts against the client's address, then stores a pending subscription (or a
     * confirmed subscriber's new choice) and mails the confirmation link. The answer is the same whether
     * the address was known or not.
     */
    async request(body: unknown, ip: string): Promise<void> {
      const { allowed, retryAfterSeconds } = perAddress(clientNetwork(ip || undefined));
      if (!allowed) throw new TooManyRequests(retryAfterSeconds);
      const { email, appliesTo } = parseInput(reminderRequestSchema, body);
      if (!mailer.enabled) throw new AppError(503, apiMessages.remindersUnavailable);
      const at = new Date(now()).toISOString();
      const today = indiaDay(now());
      // Anyone may type anyone's address: the address gets at most one confirmation a day, however many
      // requests name it (the choice is still stored; the link already sent confirms the latest one).
      const { sub, send } = subs.transaction(() => {
        const existing = subs.find({ where: { email } })[0];
        if (!existing) {
          const created: ReminderSubscription = { id: randomUUID(), email, appliesTo, status: "pending", createdAt: at, remindedFor: [], confirmationSentAt: at };
          return { sub: subs.create(created), send: true };
        }
        const sentToday = existing.confirmationSentAt !== undefined && indiaDay(Date.parse(existing.confirmationSentAt)) === today;
        const chosen = existing.status === "confirmed" ? { pendingAppliesTo: appliesTo } : { appliesTo, createdAt: at };
        return { sub: subs.update(existing.id, { ...chosen, ...(!sentToday && { confirmationSentAt: at }) }), send: !sentToday };
      });
      if (!send) return;
      try {
        await mailer.sendConfirmation(email, link("confirm", sub.id), opts.firmName());
      } catch (err) {
        log.warn(`[reminders] confirmation e-mail failed: ${(err as Error).message}`);
        // Not sent: a later request may try again today.
        try {
          if (subs.get(sub.id)?.confirmationSentAt === at) subs.update(sub.id, ({ confirmationSentAt: _sent, ...s }) => s);
        } catch {
          // The mark stays: the next day's request sends again.
        }
        throw new AppError(503, apiMessages.remindersUnavailable);
      }
    },
    /** The GET of the confirmation link: the address is confirmed (with the groups it last asked for). */
    async confirm(token: unknown): Promise<void> {
      const found = fromToken("confirm", token);
      if (!found) throw new NotFound(apiMessages.reminderLinkInvalid);
      const at = new Date(now()).toISOString();
      if (!subs.get(found.id)) throw new NotFound(apiMessages.reminderLinkInvalid);
      subs.update(found.id, ({ pendingAppliesTo, ...s }) => ({
        ...s,
        ...(pendingAppliesTo ? { appliesTo: pendingAppliesTo } : {}),
        ...(s.status !== "confirmed" ? { status: "confirmed" as const, confirmedAt: at } : {}),
      }));
    },
    /** The one-click unsubscribe (GET of the link, or the mail client's POST): the subscription is deleted. */
    async unsubscribe(token: unknown): Promise<void> {
      const found = fromToken("unsubscribe", token);
      if (!found) throw new NotFound(apiMessages.reminderLinkInvalid);
      subs.remove(found.id);
    },
    /** The admin's count. */
    stats(): { confirmed: number; pending: number } {
      const confirmed = subs.count({ status: "confirmed" });
      return { confirmed, pending: subs.count() - confirmed };
    },
    /**
     * One run of the daily job at `at`: each confirmed subscriber gets one e-mail listing the due dates
     * REMINDER_DAYS_BEFORE days ahead (India's days) that apply to them, once per date; pending
     * subscriptions older than PENDING_REMINDER_DAYS are dropped. Answers the number of e-mails sent.
     */
    async sendDue(at: number = now()): Promise<number> {
      if (!mailer.enabled) return 0;
      const today = indiaDay(at);
      const day = addDays(today, REMINDER_DAYS_BEFORE);
      const staleBefore = new Date(at - PENDING_REMINDER_DAYS * 86_400_000).toISOString();
      subs.removeWhere({ status: { ne: "confirmed" }, createdAt: { lt: staleBefore } });
      let sent = 0;
      for (const s of subs.find({ where: { status: "confirmed" } }).filter((x) => !x.remindedFor.includes(day))) {
        const dates = calendar.on(day, s.appliesTo);
        if (dates.length === 0) continue;
        try {
          await mailer.sendReminder(s.email, {
            day,
            dates,
            unsubscribe: link("unsubscribe", s.id),
            calendar: `${opts.siteUrl}/compliance-calendar`,
            siteUrl: opts.siteUrl,
            firmName: opts.firmName(),
          });
        } catch (err) {
          log.warn(`[reminders] reminder e-mail failed: ${(err as Error).message}`);
          continue;
        }
        sent++;
        if (subs.get(s.id)) subs.update(s.id, (current) => ({ ...current, remindedFor: [...current.remindedFor, day].slice(-REMINDED_KEEP) }));
      }
      return sent;
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;
