// Invitations of new staff (docs/product.md#invitations). "Add User" creates the account without a password and
// sends a link (only the SHA-256 of its token is kept) that works once, for INVITATION_HOURS on the services'
// clock; opening it shows a form, and only that form's POST uses the link up, so a mail scanner that opens links
// does not. Accepting sets the password and signs the new user in (an admin whom the firm requires to use
// two-step sign-in is then taken to set it up before anything else). A resend replaces the link; a cancel
// removes the account. With mail off (or a failed e-mail) the admin is given the link to pass on, never a password.
import { createHash, randomBytes } from "node:crypto";
import { invitationMessages } from "../../shared/invitation-messages";
import { INVITATION_HOURS, invitationAcceptSchema, MAX_PENDING_INVITATIONS, type InvitationFor, type Invited, type SentLink } from "../../shared/schemas/invitation";
import { userInputSchema, type PublicUser, type User } from "../../shared/schemas/user";
import { AppError, Gone, NotFound, TooManyRequests } from "../errors";
import type { Logger } from "../log";
import type { InvitationRecord, Storage } from "../storage";
import { SYSTEM, type Actor } from "./events";
import { clientNetwork } from "./login-throttle";
import { windowCounter } from "./rate-window";
import type { SessionService, SignInFacts } from "./sessions";
import type { StaffMailer } from "./staff-mail";
import { hasPassword, type UserService } from "./users";
import { parseInput } from "./validate";

/** How long a link works, in milliseconds. */
export const INVITATION_MS = INVITATION_HOURS * 60 * 60 * 1000;
const WINDOW_MS = 15 * 60 * 1000;
/** Accept attempts per client address (an IPv6 /64) in a window; then 429. */
export const ACCEPTS_PER_IP = 10;

/** A link's token: 32 random bytes, 43 base64url characters. */
export const newInvitationToken = () => randomBytes(32).toString("base64url");
/** What is stored of a token (the record's id): its SHA-256, apart from every other kind of link's. */
export const invitationTokenHash = (token: string) => createHash("sha256").update(`invitation:${token}`).digest("hex");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Anything that is not a token's shape is not looked up. */
export const looksLikeInvitationToken = (token: string) => TOKEN_SHAPE.test(token);
/** A stored invitation works until its expiry (the instant itself is too late). */
export const invitationWorks = (record: Pick<InvitationRecord, "expiresAt"> | undefined, at: number): boolean => record !== undefined && at < record.expiresAt;

export type InvitationOptions = {
  users: UserService;
  sessions: SessionService;
  mailer: StaffMailer;
  siteUrl: string;
  /** Whether the firm requires this user to use two-step sign-in (admins, when Firm Details says so). */
  twoStepRequired: (user: PublicUser) => boolean;
  log: Logger;
  now?: () => number;
};

export function createInvitationService(
  storage: Pick<Storage, "invitations" | "transaction">,
  { users, sessions, mailer, siteUrl, twoStepRequired, log, now = Date.now }: InvitationOptions,
) {
  const { invitations } = storage;
  const perIp = windowCounter(ACCEPTS_PER_IP, WINDOW_MS, now);

  /** The invited user a token stands for, with its invitation, while it works; undefined for a used, expired or unknown link. */
  function live(token: string): { record: InvitationRecord; user: User } | undefined {
    if (!looksLikeInvitationToken(token)) return undefined;
    const record = invitations.get(invitationTokenHash(token));
    const user = record && users.findById(record.userId);
    if (!record || !user || hasPassword(user) || !invitationWorks(record, now())) return undefined;
    return { record, user };
  }

  /** The invited user of `id`, who has not chosen a password yet: 404 for nobody, 409 for an active account. */
  function invitedUser(id: string): User {
    const user = users.findById(id);
    if (!user) throw new NotFound("User not found");
    if (hasPassword(user)) throw new AppError(409, invitationMessages.alreadyAccepted);
    return user;
  }

  /** A new link's record for `user` (the caller writes it in its transaction) and its token. */
  function newLink(user: User, actor: Actor): { token: string; record: InvitationRecord } {
    const token = newInvitationToken();
    const at = now();
    return { token, record: { id: invitationTokenHash(token), userId: user.id, createdAt: at, expiresAt: at + INVITATION_MS, sent: false, by: actor.user } };
  }

  /** E-mails the link; without mail, or when the e-mail fails, the answer carries the link for the admin to pass on. */
  async function deliver(user: User, token: string, record: InvitationRecord): Promise<SentLink> {
    const link = `${siteUrl}/admin/invitation?token=${token}`;
    const expiresAt = new Date(record.expiresAt).toISOString();
    if (!mailer.enabled) return { expiresAt, sent: false, link, reason: "mail-off" };
    try {
      await mailer.sendInvitation({ email: user.email, name: user.name, role: user.role }, link, record.by);
    } catch (err) {
      log.warn(`[mail] the invitation e-mail to a new user could not be sent: ${(err as Error).message}`);
      return { expiresAt, sent: false, link, reason: "mail-failed" };
    }
    // Cancelled or resent meanwhile: that record is gone, and what it says does not matter.
    if (invitations.get(record.id)) invitations.update(record.id, { sent: true });
    return { expiresAt, sent: true };
  }

  return {
    /**
     * "Add User": the account (no password) and its invitation, then the e-mail. A body with a password (a program
     * that sets one itself) makes an account that works at once, without an invitation. 409 for an e-mail in use,
     * or past MAX_PENDING_INVITATIONS waiting.
     */
    async add(body: unknown, actor: Actor = SYSTEM): Promise<Invited> {
      const input = parseInput(userInputSchema, body);
      if (input.password !== undefined) {
        const { generatedPassword: _none, ...user } = await users.add(input, actor);
        return { user, invitation: null };
      }
      const { user, token, record } = storage.transaction(() => {
        if (invitations.count() >= MAX_PENDING_INVITATIONS) throw new AppError(409, invitationMessages.tooManyPending);
        const user = users.createInvited(input, actor);
        const { token, record } = newLink(user, actor);
        invitations.create(record);
        return { user, token, record };
      });
      const invitation = await deliver(user, token, record);
      return { user: users.get(user.id), invitation };
    },

    /** A new link for an invited user; the one sent before stops working. 404, 409 for an account with a password. */
    async resend(id: string, actor: Actor = SYSTEM): Promise<Invited> {
      const { user, token, record } = storage.transaction(() => {
        const user = invitedUser(id);
        const { token, record } = newLink(user, actor);
        invitations.removeWhere({ user_id: user.id });
        invitations.create(record, { actor, resource: "user", verb: "invitation-resent", subject: { id: user.id, email: user.email } });
        return { user, token, record };
      });
      const invitation = await deliver(user, token, record);
      return { user: users.get(user.id), invitation };
    },

    /** Cancels an invitation: the account, which never had a password, is removed, and the link dies with it. */
    cancel(id: string, actor: Actor = SYSTEM): { id: string } {
      storage.transaction(() => {
        invitedUser(id);
        users.removeNow(id, actor, "invitation-cancelled");
      });
      return { id };
    },

    /** Who a working link is for (the page it opens shows it); 410 for a used, expired or unknown link. */
    check(token: string): InvitationFor {
      const found = live(token);
      if (!found) throw new Gone(invitationMessages.linkGone);
      return { email: found.user.email, name: found.user.name, role: found.user.role };
    },

    /**
     * Uses the link, once: the chosen password is stored (the invitation goes with it), and a session starts (its
     * token for the cookie). `twoStepSetup`: the firm requires two-step sign-in of this user, to be set up first.
     * 400 for a password that breaks the rule (the link still works), 410 for a used, expired or unknown link.
     */
    async accept(body: unknown, ip?: string, facts: Pick<SignInFacts, "agent"> = {}): Promise<{ token: string; user: PublicUser; twoStepSetup: boolean }> {
      const input = parseInput(invitationAcceptSchema, body);
      const { allowed, retryAfterSeconds } = perIp(clientNetwork(ip));
      if (!allowed) throw new TooManyRequests(retryAfterSeconds);
      if (!live(input.token)) throw new Gone(invitationMessages.linkGone);
      // The password is hashed (off the event loop) before the link is taken; the link is then checked again and
      // the password stored in one transaction, so of two requests with one link only one sets a password.
      const passwordHash = await users.hashPassword(input.password);
      const accepted = storage.transaction(() => {
        const found = live(input.token);
        if (!found) return undefined;
        const { user } = found;
        return users.storePasswordHash(user.id, passwordHash, { actor: { user: { name: user.name, email: user.email }, ip: ip ?? null }, verb: "invitation-accepted" });
      });
      if (!accepted) throw new Gone(invitationMessages.linkGone);
      const { token } = sessions.start(accepted, { agent: facts.agent, address: ip });
      return { token, user: accepted, twoStepSetup: twoStepRequired(accepted) };
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
