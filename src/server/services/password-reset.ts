// Forgot / reset password by e-mail. The answer to "forgot" is the same, and as quick, whether
// or not the e-mail belongs to a user: the work (token, e-mail) happens after the answer. Only a SHA-256
// hash of the token is stored; a token works once, for 60 minutes; a reset ends every session of the
// user (a new token version), clears their failed sign-in counts and tells them by e-mail.
// A link dies with the password it was sent for (any change: their own, an admin's, another
// reset), and a new request keeps the links sent in the last 15 minutes (up to 3 live), so an outsider
// asking again cannot void the link the user is about to open. An admin can send a user the same link ("Send password
// link"); with mail off the admin is given it to pass on. An invited user who has no password yet gets none
// (their invitation is the link).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { apiMessages } from "../../shared/api-messages";
import { passwordSchema } from "../../shared/schemas/user";
import { invitationMessages } from "../../shared/invitation-messages";
import type { SentLink } from "../../shared/schemas/invitation";
import type { User } from "../../shared/schemas/user";
import { AppError, Invalid, NotFound, TooManyRequests } from "../errors";
import type { Actor } from "./events";
import type { Storage } from "../storage";
import { clientNetwork } from "./login-throttle";
import { windowCounter } from "./rate-window";
import { RESET_LINK_MINUTES, type StaffMailer } from "./staff-mail";
import { hasPassword, type UserService } from "./users";
import { parseInput } from "./validate";
import type { Logger } from "../log";

const WINDOW_MS = 15 * 60 * 1000;
/** Reset e-mails per address in a window; more requests are answered the same but send nothing. */
export const RESET_MAILS_PER_EMAIL = 3;
/** Live links per user at most; a new request keeps those sent in the last KEEP_RECENT_MS. */
export const RESET_LINKS_PER_USER = 3;
const KEEP_RECENT_MS = 15 * 60 * 1000;
/** Forgot or reset requests per client address (an IPv6 /64) in a window; then 429. */
export const RESET_REQUESTS_PER_IP = 10;

const forgotSchema = z.object({ email: z.string().trim().toLowerCase().min(1, "is required").max(254, "must be at most 254 characters") });
const resetSchema = z.object({ token: z.string().min(1, "is required").max(200), password: passwordSchema });

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** Which password a link was sent for (a digest of its hash): the link works only while it is unchanged. */
const stampOf = (passwordHash: string) => createHash("sha256").update(`reset-link:${passwordHash}`).digest("base64url").slice(0, 22);

export type PasswordResetOptions = {
  users: UserService;
  mailer: StaffMailer;
  siteUrl: string;
  now?: () => number;
  /** Failures of the work done after the answer (sending the e-mail) are logged here. */
  log: Logger;
};

/**
 * A link's creation is announced as the user's password-reset-requested, and the password it sets as their
 * password-reset-completed (services/events.ts), with `{ id, email }` as the subject.
 */
export function createPasswordResetService({ passwordResets: resets }: Pick<Storage, "passwordResets">, { users, mailer, siteUrl, log, now = Date.now }: PasswordResetOptions) {
  const onError = (err: unknown) => log.warn(`[mail] password e-mail failed: ${(err as Error).message}`);
  const perIp = windowCounter(RESET_REQUESTS_PER_IP, WINDOW_MS, now);
  const perEmail = windowCounter(RESET_MAILS_PER_EMAIL, WINDOW_MS, now);
  const working = new Set<Promise<void>>();

  const limitIp = (ip?: string) => {
    const { allowed, retryAfterSeconds } = perIp(clientNetwork(ip));
    if (!allowed) throw new TooManyRequests(retryAfterSeconds);
  };

  /** A new link for `user`, its hash stored (announced as the user's password-reset-requested by `actor`); the link. */
  function newLink(user: User, actor: Actor): { link: string; expiresAt: number } {
    const token = randomBytes(32).toString("base64url");
    const t = now();
    resets.transaction(() => {
      // Expired links go; the user's links sent in the last 15 minutes stay (the newest, up to 3 with this one).
      resets.removeWhere({ expiresAt: { lte: t } });
      const own = resets.find({ where: { userId: user.id } });
      const kept = new Set(own.filter((r) => t - Date.parse(r.createdAt) < KEEP_RECENT_MS).slice(-(RESET_LINKS_PER_USER - 1)));
      for (const r of own) if (!kept.has(r)) resets.remove(r.id);
      const link = {
        id: randomUUID(),
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: t + RESET_LINK_MINUTES * 60_000,
        createdAt: new Date(t).toISOString(),
        passwordStamp: stampOf(user.passwordHash),
      };
      resets.create(link, { actor, resource: "user", verb: "password-reset-requested", subject: { id: user.id, email: user.email } });
    });
    return { link: `${siteUrl}/admin/reset-password?token=${token}`, expiresAt: t + RESET_LINK_MINUTES * 60_000 };
  }

  /** After the answer: a token for a known user who has a password, its hash stored, the link e-mailed. */
  async function sendLink(email: string, ip?: string): Promise<void> {
    const user = users.findByEmail(email);
    if (!user || !hasPassword(user) || !mailer.enabled) return;
    await mailer.sendResetLink(user, newLink(user, { user: null, ip: ip ?? null }).link);
  }

  /**
   * The live link of a token with its user, or undefined. A link that stopped working (expired, its user gone,
   * the password changed since it was sent: the link died with it) is removed on the way.
   */
  function linkOf(tokenHash: string, t: number) {
    const record = resets.find({ where: { tokenHash }, limit: 1 })[0];
    if (!record) return undefined;
    const user = users.findById(record.userId);
    if (record.expiresAt > t && user && (record.passwordStamp === undefined || record.passwordStamp === stampOf(user.passwordHash))) return { record, user };
    resets.remove(record.id);
    return undefined;
  }

  const background = (task: Promise<void>) => {
    const p = task.catch(onError).finally(() => working.delete(p));
    working.add(p);
  };

  return {
    /** Whether reset links can be e-mailed (SMTP_URL is set). */
    get enabled() {
      return mailer.enabled;
    },

    /** Always `{ sent: true }` (no account enumeration); a known user with mail on gets a link. */
    request(body: unknown, ip?: string): { sent: true } {
      const { email } = parseInput(forgotSchema, body);
      limitIp(ip);
      if (perEmail(email).allowed) background(sendLink(email, ip));
      return { sent: true };
    },

    /**
     * An admin's "Send password link": a reset link for the user, e-mailed; with mail off, or when the e-mail
     * fails, the answer carries the link for the admin to pass on. 404, 409 for an invited user (resend instead).
     */
    async sendFor(id: string, actor: Actor): Promise<SentLink> {
      const user = users.findById(id);
      if (!user) throw new NotFound("User not found");
      if (!hasPassword(user)) throw new AppError(409, invitationMessages.notYetAccepted);
      const { link, expiresAt: end } = newLink(user, actor);
      const expiresAt = new Date(end).toISOString();
      if (!mailer.enabled) return { expiresAt, sent: false, link, reason: "mail-off" };
      try {
        await mailer.sendResetLink(user, link);
      } catch (err) {
        onError(err);
        return { expiresAt, sent: false, link, reason: "mail-failed" };
      }
      return { expiresAt, sent: true };
    },

    /** Sets the new password for a live token, once; ends the user's sessions; e-mails them. */
    async reset(body: unknown, ip?: string): Promise<{ reset: true }> {
      const input = parseInput(resetSchema, body);
      limitIp(ip);
      const hash = hashToken(input.token);
      const t = now();
      if (!linkOf(hash, t)) throw new Invalid(apiMessages.resetLinkInvalid);
      // The new password is hashed (off the event loop) before the link is taken; the link is then taken and the
      // password set in one transaction, so of two requests with one token only one sets a password.
      const passwordHash = await users.hashPassword(input.password);
      const user = resets.transaction(() => {
        const link = linkOf(hash, t);
        if (!link) return undefined;
        const { user } = link;
        // The password the link set is the change the reset is announced as; the user's links all go with it.
        users.storePasswordHash(user.id, passwordHash, {
          actor: { user: { name: user.name, email: user.email }, ip: ip ?? null },
          verb: "password-reset-completed",
          subject: { id: user.id, email: user.email },
        });
        resets.removeWhere({ userId: user.id });
        return user;
      });
      if (!user) throw new Invalid(apiMessages.resetLinkInvalid);
      users.clearLoginCounts(user.email);
      if (mailer.enabled) background(mailer.sendPasswordChanged(user));
      return { reset: true };
    },

    /** Resolves once the work after the answers is done (tests, shutdown). */
    async settled(): Promise<void> {
      while (working.size) await Promise.all([...working]);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
