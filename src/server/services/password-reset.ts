// Forgot / reset password by e-mail. The answer to "forgot" is the same, and as quick, whether
// or not the e-mail belongs to a user: the work (token, e-mail) happens after the answer. Only a SHA-256
// hash of the token is stored; a token works once, for 60 minutes; a reset ends every session of the
// user (a new token version), clears their failed sign-in counts and tells them by e-mail.
// A link dies with the password it was sent for (any change: their own, an admin's, another
// reset), and a new request keeps the links sent in the last 15 minutes (up to 3 live), so an outsider
// asking again cannot void the link the user is about to open.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { apiMessages } from "../../shared/api-messages";
import { passwordSchema } from "../../shared/schemas/user";
import { Invalid, TooManyRequests } from "../errors";
import type { Storage } from "../storage";
import { clientNetwork } from "./login-throttle";
import { windowCounter } from "./rate-window";
import { RESET_LINK_MINUTES, type StaffMailer } from "./staff-mail";
import type { UserService } from "./users";
import { parseInput } from "./validate";
import { noEvents, type ChangeEvents } from "./events";
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

export function createPasswordResetService(opts: {
  storage: Storage;
  users: UserService;
  mailer: StaffMailer;
  siteUrl: string;
  now?: () => number;
  /** Failures of the work done after the answer (sending the e-mail) are logged here. */
  log: Logger;
  /** user.password-reset-requested (a link e-mailed to a known user) and user.password-reset-completed. */
  events?: ChangeEvents;
}) {
  const { storage, users, mailer, siteUrl, log, now = Date.now, events = noEvents() } = opts;
  const onError = (err: unknown) => log.warn(`[mail] password e-mail failed: ${(err as Error).message}`);
  const resets = storage.passwordResets;
  const perIp = windowCounter(RESET_REQUESTS_PER_IP, WINDOW_MS, now);
  const perEmail = windowCounter(RESET_MAILS_PER_EMAIL, WINDOW_MS, now);
  const working = new Set<Promise<void>>();

  const limitIp = (ip?: string) => {
    const { allowed, retryAfterSeconds } = perIp(clientNetwork(ip));
    if (!allowed) throw new TooManyRequests(retryAfterSeconds);
  };

  /** After the answer: a token for a known user, its hash stored, the link e-mailed. */
  async function sendLink(email: string, ip?: string): Promise<void> {
    const user = users.findByEmail(email);
    if (!user || !mailer.enabled) return;
    const token = randomBytes(32).toString("base64url");
    const t = now();
    await resets.write((items) => {
      // Expired links go; the user's links sent in the last 15 minutes stay (the newest, up to 3 with this one).
      const recent = (r: (typeof items)[number]) => t - Date.parse(r.createdAt) < KEEP_RECENT_MS;
      const others = items.filter((r) => r.userId !== user.id && r.expiresAt > t);
      const own = items.filter((r) => r.userId === user.id && r.expiresAt > t && recent(r)).slice(-(RESET_LINKS_PER_USER - 1));
      const link = {
        id: randomUUID(),
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: t + RESET_LINK_MINUTES * 60_000,
        createdAt: new Date(t).toISOString(),
        passwordStamp: stampOf(user.passwordHash),
      };
      items.splice(0, items.length, ...others, ...own, link);
    });
    await mailer.sendResetLink(user, `${siteUrl}/admin/reset-password?token=${token}`);
    events.emit("user.password-reset-requested", { user: null, ip: ip ?? null }, { after: { id: user.id, email: user.email } });
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

    /** Sets the new password for a live token, once; ends the user's sessions; e-mails them. */
    async reset(body: unknown, ip?: string): Promise<{ reset: true }> {
      const input = parseInput(resetSchema, body);
      limitIp(ip);
      const hash = hashToken(input.token);
      const t = now();
      // Taken (removed) before the password is set, so two requests with one token cannot both use it.
      const record = await resets.write((items) => {
        const i = items.findIndex((r) => r.tokenHash === hash);
        const [found] = i < 0 ? [] : items.splice(i, 1);
        return found && found.expiresAt > t ? found : undefined;
      });
      const user = record && users.findById(record.userId);
      // The password changed since the link was sent: the link died with it.
      if (!record || !user || (record.passwordStamp !== undefined && record.passwordStamp !== stampOf(user.passwordHash))) throw new Invalid(apiMessages.resetLinkInvalid);
      await users.setPassword(user.id, input.password);
      await resets.write((items) => void items.splice(0, items.length, ...items.filter((r) => r.userId !== user.id)));
      users.clearLoginCounts(user.email);
      events.emit("user.password-reset-completed", { user: { name: user.name, email: user.email }, ip: ip ?? null }, { after: { id: user.id, email: user.email } });
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
