// Staff users: password hashes (scrypt off the event loop; older bcrypt hashes upgraded at login), roles, and
// signing in: a session (sessions.ts) started once the password (and, when it is on, the second step) is right.
// A new password ends every session of the user. An invited user (services/invitations.ts) has no password
// (an empty hash) until they accept: they cannot sign in, and they do not count as an admin.
import { randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { apiMessages } from "../../shared/api-messages";
import {
  passwordChangeSchema,
  passwordResetSchema,
  passwordSchema,
  userInputSchema,
  userUpdateSchema,
  type PublicUser,
  type User,
  type UserWithPassword,
} from "../../shared/schemas/user";
import { booleanSchema, text } from "../../shared/schemas/common";
import type { InvitationView, UserListItem } from "../../shared/schemas/invitation";
import { AppError, Duplicate, Invalid, NotFound, Unauthenticated, type ErrorCode } from "../errors";
import { checkSecondStep } from "../auth/two-step-state";
import type { ActiveSession, SessionService, SignInFacts } from "./sessions";
import type { Storage, WriteOptions } from "../storage";
import { createPasswordHasher, type PasswordHasher } from "../auth/passwords";
import type { ActivityService } from "./activity";
import { SYSTEM, type Actor } from "./events";
import { createLoginThrottle, type LoginAttempt, type LoginThrottle } from "./login-throttle";
import { parseInput } from "./validate";

/** The sign-in form's second step: the first step's challenge and the code. */
const secondStepSchema = z.object({ challenge: z.string().max(64), code: z.string().trim().min(1, "is required").max(64) });

/** How long the second step of a sign-in may wait for its code, and how many may wait at once. */
export const CHALLENGE_MS = 5 * 60 * 1000;
const MAX_CHALLENGES = 1000;

/** Sign-ins whose password was right, waiting for their code (in memory: a restart asks for the password again). */
function signInChallenges(now: () => number) {
  const waiting = new Map<string, { userId: string; remember: boolean; expires: number }>();
  return {
    begin(userId: string, remember: boolean): string {
      const at = now();
      for (const [id, c] of waiting) if (c.expires <= at) waiting.delete(id);
      // Full: the oldest goes (a Map iterates in insertion order).
      if (waiting.size >= MAX_CHALLENGES) waiting.delete(waiting.keys().next().value!);
      const id = randomBytes(24).toString("base64url");
      waiting.set(id, { userId, remember, expires: at + CHALLENGE_MS });
      return id;
    },
    get(id: string) {
      const c = waiting.get(id);
      return c && c.expires > now() ? c : undefined;
    },
    end(id: string): void {
      waiting.delete(id);
    },
  };
}

/** The e-mail goes through the strict text rule: it is stored in the activity log of a failed sign-in. */
export const loginSchema = z.object({
  email: text().trim().toLowerCase().min(1, "is required").max(254),
  password: z.string().min(1, "is required"),
  /** The second step, when it is on: a 6-digit code or a recovery code. */
  code: z.string().max(64).optional(),
  /** "Keep me signed in": the session lasts up to 30 days instead of 12 hours. */
  remember: booleanSchema.optional(),
});

export function toPublicUser(u: User): PublicUser {
  return { id: u.id, email: u.email, name: u.name, role: u.role, ...(u.caseAccess ? { caseAccess: true } : {}), ...(u.pageAccess ? { pageAccess: true } : {}) };
}

/** False for an invited user who has not chosen a password yet (their hash is empty). */
export const hasPassword = (u: Pick<User, "passwordHash">) => u.passwordHash !== "";

export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}

/** The part of an email before the "@": a new user's name when none is given. */
const localPart = (email: string) => email.split("@", 1)[0] ?? email;

/**
 * `activity`: a sign-in that stores nothing of its own (the usual case) is recorded there; every other account
 * change is announced by its write on the storage's change feed (the activity log records it from there).
 */
export type UserServiceOptions = { activity: Pick<ActivityService, "record">; sessions: SessionService; hasher?: PasswordHasher; throttle?: LoginThrottle; now?: () => number };

/** The repositories the user service reads and writes: the users, their sessions, and what a removed user's sessions left. */
export type UserRepositories = Pick<Storage, "users" | "sessions" | "passwordResets" | "autosaves" | "pushSubscriptions" | "invitations">;

/** A signed-in session: the token for the cookie or the Bearer header, and the user. */
export type SignedIn = { token: string; user: PublicUser; remember: boolean };

export function createUserService(
  { users, sessions: sessionRows, passwordResets, autosaves, pushSubscriptions, invitations }: UserRepositories,
  { activity, sessions, hasher = createPasswordHasher(), throttle = createLoginThrottle(), now = Date.now }: UserServiceOptions,
) {
  const who = (u: { name: string; email: string }, ip: string | undefined): Actor => ({ user: { name: u.name, email: u.email }, ip: ip ?? null });
  const byEmail = (email: string) => users.find({ where: { email: email.trim().toLowerCase() }, limit: 1 })[0];
  const stored = (id: string): User => {
    const u = users.get(id);
    if (!u) throw new NotFound("User not found");
    return u;
  };
  /** Admins who can sign in (an invited admin who has not accepted does not count). */
  const activeAdmins = () => users.find({ where: { role: "admin" } }).filter(hasPassword).length;
  const isLastAdmin = (u: User) => u.role === "admin" && hasPassword(u) && activeAdmins() === 1;
  /** The user as the users list shows them: with their invitation while it waits. */
  const listItem = (u: User, waiting?: { createdAt: number; expiresAt: number; sent: boolean }): UserListItem => {
    if (hasPassword(u) || !waiting) return toPublicUser(u);
    const invitation: InvitationView = {
      sentAt: new Date(waiting.createdAt).toISOString(),
      expiresAt: new Date(waiting.expiresAt).toISOString(),
      expired: waiting.expiresAt <= now(),
      sent: waiting.sent,
    };
    return { ...toPublicUser(u), invitation };
  };

  /**
   * After a successful login: a legacy (bcrypt) or cheaper hash is replaced; sessions carry on. The write is the
   * sign-in's own (announced with `options`); false when nothing was written.
   */
  async function upgradeHash(u: User, password: string, options: WriteOptions): Promise<boolean> {
    if (!hasher.needsRehash(u.passwordHash)) return false;
    const passwordHash = await hasher.hash(password);
    // Changed meanwhile (a reset, a new password): leave the newer hash alone.
    if (users.get(u.id)?.passwordHash !== u.passwordHash) return false;
    users.update(u.id, { passwordHash }, options);
    return true;
  }

  /** A new password's hash (the password checked by the rule of passwords first). */
  async function hashPassword(password: string): Promise<string> {
    return hasher.hash(parseInput(z.object({ password: passwordSchema }), { password }).password);
  }

  /**
   * Stores a new password's hash and ends every session signed in with the old password, in one transaction. An
   * invitation still waiting ends with it (the user has a password now).
   */
  function storeHash(id: string, passwordHash: string, options: WriteOptions): User {
    return users.transaction(() => {
      stored(id);
      sessions.endAll(id);
      invitations.removeWhere({ user_id: id });
      return users.update(id, (u) => ({ ...u, passwordHash, updatedAt: new Date().toISOString() }), options);
    });
  }

  const setHash = async (id: string, password: string, options: WriteOptions): Promise<User> => storeHash(id, await hasher.hash(password), options);

  /** Counts the attempt and checks the password; a wrong one (or an unknown e-mail) is logged and answered 401. */
  async function passwordStep(email: string, password: string, ip: string | undefined, signal?: AbortSignal): Promise<{ user: User; attempt: LoginAttempt }> {
    const attempt = await throttle.begin(email, ip, signal);
    const user = byEmail(email);
    let ok: boolean;
    try {
      // An invited user without a password costs the same compare as an unknown e-mail, and fails the same way.
      ok = user && hasPassword(user) ? await hasher.verify(password, user.passwordHash) : await hasher.verifyNobody(password);
    } catch (err) {
      attempt.cancel();
      throw err;
    }
    if (!user || !ok) return failed(attempt, email, user, ip, apiMessages.loginFailed);
    return { user, attempt };
  }

  /**
   * A signed-in user's own password asked again (to change it, to restore a backup): counted and throttled like a
   * sign-in. The attempt to settle when it holds; null when it does not (counted as a failure).
   */
  async function recheckPassword(user: User, password: string, ip: string | undefined, signal?: AbortSignal): Promise<LoginAttempt | null> {
    const attempt = await throttle.begin(user.email, ip, signal);
    let ok: boolean;
    try {
      ok = await hasher.verify(password, user.passwordHash);
    } catch (err) {
      attempt.cancel();
      throw err;
    }
    if (ok) return attempt;
    attempt.fail();
    return null;
  }

  /** A failed sign-in: counted, logged (the e-mail tried, id "" when no user has it; nothing else is stored), answered 401. */
  async function failed(attempt: LoginAttempt, email: string, user: User | undefined, ip: string | undefined, message: string, code?: ErrorCode): Promise<never> {
    attempt.fail();
    await activity.record({ user: null, ip: ip ?? null }, "sign-in-failed", { type: "user", id: user?.id ?? "", title: email });
    throw new AppError(401, message, {}, code);
  }

  /** The second step: a current code or a recovery code; the step or code used is stored at once, so it cannot sign in twice. */
  async function codeStep(user: User, code: string, attempt: LoginAttempt, ip: string | undefined): Promise<void> {
    const twoStep = user.twoStep;
    const checked = twoStep && checkSecondStep(twoStep, code, new Date(now()));
    // Another sign-in may have used the same code meanwhile (the stored state moved on).
    if (!checked || JSON.stringify(users.get(user.id)?.twoStep) !== JSON.stringify(twoStep)) return failed(attempt, user.email, user, ip, apiMessages.totpWrong, "totp_wrong");
    users.update(user.id, { twoStep: checked.twoStep });
  }

  /** A sign-in that passed: the counts cleared, the log told, a session started. */
  async function finish(user: User, attempt: LoginAttempt, ip: string | undefined, facts: SignInFacts, password?: string): Promise<SignedIn> {
    attempt.succeed();
    // A sign-in that replaces an old hash is announced by that write; one that stores nothing is recorded here.
    const rehashed = password !== undefined && (await upgradeHash(user, password, { actor: who(user, ip), verb: "signed-in" }));
    if (!rehashed) await activity.record(who(user, ip), "sign-in", { type: "user", id: user.id, title: user.email });
    const remember = facts.remember ?? false;
    const { token } = sessions.start(user, { remember, agent: facts.agent, address: ip });
    return { token, user: toPublicUser(user), remember };
  }

  const challenges = signInChallenges(now);

  const service = {
    /** Every user by e-mail, the invited ones with their invitation. */
    list(): UserListItem[] {
      const waiting = new Map(invitations.find().map((i) => [i.userId, i]));
      return users
        .find()
        .map((u) => listItem(u, waiting.get(u.id)))
        .sort((a, b) => a.email.localeCompare(b.email));
    },
    count(): number {
      return users.count();
    },
    findByEmail(email: string): User | undefined {
      return byEmail(email);
    },
    findById(id: string): User | undefined {
      return users.get(id);
    },
    get(id: string): UserListItem {
      return listItem(stored(id), invitations.find({ where: { user_id: id }, limit: 1 })[0]);
    },

    /**
     * Creates the account of an invited user, without a password (an empty hash: no sign-in until they choose
     * one), announced as `invited`. Synchronous, for the caller's transaction (the invitation is written with it).
     */
    createInvited(body: unknown, actor: Actor = SYSTEM): User {
      const input = parseInput(userInputSchema.omit({ password: true }), body);
      if (byEmail(input.email)) throw new Duplicate("A user with this email already exists");
      const at = new Date(now()).toISOString();
      const user: User = { id: randomUUID(), email: input.email, name: input.name || localPart(input.email), role: input.role, passwordHash: "", createdAt: at, updatedAt: at };
      return users.create(user, { actor, verb: "invited" });
    },

    /** Adds a user; without a password one is generated and returned (shown once, never stored in clear). */
    async add(body: unknown, actor: Actor = SYSTEM): Promise<UserWithPassword> {
      const input = parseInput(userInputSchema, body);
      if (byEmail(input.email)) throw new Duplicate("A user with this email already exists");
      const password = input.password ?? generatePassword();
      const passwordHash = await hasher.hash(password);
      const now = new Date().toISOString();
      const user: User = {
        id: randomUUID(),
        email: input.email,
        name: input.name || localPart(input.email),
        role: input.role,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      };
      // Added meanwhile, while the password was hashed.
      if (byEmail(user.email)) throw new Duplicate("A user with this email already exists");
      users.create(user, { actor });
      return { ...toPublicUser(user), ...(input.password ? {} : { generatedPassword: password }) };
    },

    /**
     * Checks credentials and starts a session (the API's sign-in: the code, when two-step sign-in is on, comes
     * with the password). Without a code where one is needed the answer is 401 `totp_required`.
     */
    async login(body: unknown, ip?: string, signal?: AbortSignal, facts: Pick<SignInFacts, "agent"> = {}): Promise<SignedIn> {
      const { email, password, code, remember = false } = parseInput(loginSchema, body);
      const { user, attempt } = await passwordStep(email, password, ip, signal);
      if (user.twoStep && !code) {
        attempt.cancel();
        throw new AppError(401, apiMessages.totpRequired, {}, "totp_required");
      }
      if (code) await codeStep(user, code, attempt, ip);
      return finish(user, attempt, ip, { remember, agent: facts.agent }, password);
    },

    /**
     * The sign-in form's first step: the password. With two-step sign-in on it answers a `challenge` instead of
     * a session, for the second step (secondStep) to name this sign-in without the password being sent again.
     */
    async signInForm(body: unknown, ip?: string, signal?: AbortSignal, facts: Pick<SignInFacts, "agent"> = {}): Promise<SignedIn | { challenge: string }> {
      const { email, password, remember = false } = parseInput(loginSchema, body);
      const { user, attempt } = await passwordStep(email, password, ip, signal);
      if (!user.twoStep) return finish(user, attempt, ip, { remember, agent: facts.agent }, password);
      attempt.cancel();
      return { challenge: challenges.begin(user.id, remember) };
    },

    /** The sign-in form's second step: the challenge of the first and a code; a wrong code counts as a failed attempt. */
    async secondStep(body: unknown, ip?: string, signal?: AbortSignal, facts: Pick<SignInFacts, "agent"> = {}): Promise<SignedIn> {
      const { challenge, code } = parseInput(secondStepSchema, body);
      const pending = challenges.get(challenge);
      const user = pending && users.get(pending.userId);
      if (!pending || !user) throw new AppError(401, apiMessages.signInAgain);
      const attempt = await throttle.begin(user.email, ip, signal);
      await codeStep(user, code, attempt, ip);
      challenges.end(challenge);
      return finish(user, attempt, ip, { remember: pending.remember, agent: facts.agent });
    },

    /** The user and session a token (cookie or Bearer) stands for, or null when it names no live session. */
    authenticate(token: string): ActiveSession | null {
      return sessions.resolve(token);
    },

    /** Logout: this session ends at once (its row is deleted). */
    logout(token: string): void {
      sessions.end(token);
    },

    /**
     * Turns off two-step sign-in for someone who lost both their phone and their recovery codes (`npm run user
     * -- two-step-off`, a shell on the server: no admin screen offers it, or a stolen admin password would).
     * Their sessions end.
     */
    turnOffTwoStep(id: string, actor: Actor = SYSTEM): PublicUser {
      return users.transaction(() => {
        stored(id);
        sessions.endAll(id);
        return toPublicUser(
          users.update(id, (u) => ({ ...u, twoStep: undefined, pendingTwoStep: undefined, updatedAt: new Date().toISOString() }), { actor, verb: "two-step-off" }),
        );
      });
    },

    /** Ends every session of a user; they sign in again. */
    endSessions(id: string, actor: Actor = SYSTEM): PublicUser {
      return users.transaction(() => {
        stored(id);
        sessions.endAll(id);
        return toPublicUser(users.update(id, { updatedAt: new Date().toISOString() }, { actor, verb: "sessions-ended" }));
      });
    },

    /** How many passwords were checked since start-up (for tests of the throttle). */
    passwordChecks(): number {
      return hasher.compares;
    },

    /** Forgets the account's failed sign-in counts and queues (after a successful password reset). */
    clearLoginCounts(email: string): void {
      throttle.clear(email);
    },

    /** Writes the login counts now (at shutdown). */
    flush(): Promise<void> {
      return throttle.flush();
    },

    /**
     * A user changes their own password (current one required). Every other session ends; the answer
     * carries a fresh token so the session that made the change continues. Wrong guesses are throttled
     * like failed logins.
     */
    async changeOwnPassword(id: string, body: unknown, ip?: string, signal?: AbortSignal, facts: SignInFacts = {}): Promise<SignedIn> {
      const input = parseInput(passwordChangeSchema, body);
      const user = users.get(id);
      if (!user) throw new Unauthenticated();
      const attempt = await recheckPassword(user, input.currentPassword, ip, signal);
      if (!attempt) throw Invalid.field("currentPassword", "is incorrect");
      attempt.succeed();
      const updated = await setHash(id, input.newPassword, { actor: who(user, ip), verb: "password-changed" });
      const remember = facts.remember ?? false;
      const { token } = sessions.start(updated, { remember, agent: facts.agent, address: ip });
      return { token, user: toPublicUser(updated), remember };
    },

    /**
     * A signed-in user proves it is them again before a sensitive action (a restore): their password, and the code of
     * their authenticator app when two-step sign-in is on. Counted and throttled like a sign-in. Every refusal is a 403
     * (the session stays good): `wrongPassword` names what was refused, `totp_required` / `totp_wrong` the code.
     */
    async confirmIdentity(id: string, proof: { password: string; code?: string }, wrongPassword: string, ip?: string, signal?: AbortSignal): Promise<void> {
      const user = users.get(id);
      if (!user) throw new Unauthenticated();
      const attempt = await recheckPassword(user, proof.password, ip, signal);
      if (!attempt) throw new AppError(403, wrongPassword, {}, "forbidden");
      const twoStep = user.twoStep;
      if (twoStep) {
        if (!proof.code) {
          attempt.cancel();
          throw new AppError(403, apiMessages.totpRequired, {}, "totp_required");
        }
        const checked = checkSecondStep(twoStep, proof.code, new Date(now()));
        if (!checked || JSON.stringify(users.get(user.id)?.twoStep) !== JSON.stringify(twoStep)) {
          attempt.fail();
          throw new AppError(403, apiMessages.totpWrong, {}, "totp_wrong");
        }
        // The code (or recovery code) is spent, as at a sign-in.
        users.update(user.id, { twoStep: checked.twoStep });
      }
      attempt.succeed();
    },

    /** Sets a password (checked by the rule of passwords); `options` announce the write (a plain update without). */
    async setPassword(id: string, password: string, options: WriteOptions = {}): Promise<void> {
      storeHash(id, await hashPassword(password), options);
    },

    /**
     * A new password in two steps, for a change that must be all or nothing with writes of its own (a reset link
     * taken): the hash, worked out off the event loop, then stored synchronously inside the caller's transaction.
     */
    hashPassword,
    storePasswordHash(id: string, passwordHash: string, options: WriteOptions): PublicUser {
      return toPublicUser(storeHash(id, passwordHash, options));
    },

    /**
     * Sets someone's password: the given one; without one, a generated one returned once, but only for the command
     * line (`generate`): the API requires the password (an admin sends a password link instead).
     */
    async resetPassword(id: string, body: unknown, actor: Actor = SYSTEM, { generate = false }: { generate?: boolean } = {}): Promise<UserWithPassword> {
      const input = parseInput(passwordResetSchema, body);
      if (input.password === undefined && !generate) throw Invalid.field("password", "is required");
      const password = input.password ?? generatePassword();
      const updated = await setHash(id, password, { actor, verb: "password-reset" });
      return { ...toPublicUser(updated), ...(input.password ? {} : { generatedPassword: password }) };
    },

    /** Changes role and/or name; the last admin cannot be demoted. Roles are read on every request, so sessions carry on. */
    async update(id: string, body: unknown, actor: Actor = SYSTEM): Promise<PublicUser> {
      const input = parseInput(userUpdateSchema, body);
      const u = stored(id);
      if (input.role && input.role !== "admin" && isLastAdmin(u)) throw Invalid.field("role", "cannot be changed: this is the last admin");
      const saved = users.update(
        id,
        {
          role: input.role,
          name: input.name === undefined ? undefined : input.name || localPart(u.email),
          caseAccess: input.caseAccess,
          pageAccess: input.pageAccess,
          updatedAt: new Date().toISOString(),
        },
        { actor },
      );
      return toPublicUser(saved);
    },

    async setRole(id: string, role: string): Promise<PublicUser> {
      return service.update(id, { role });
    },

    /**
     * Removes a user with their sessions and what those sessions left behind: password
     * reset links, server autosaves, push subscriptions. One transaction: all of it or nothing.
     * The last admin cannot be removed.
     */
    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      service.removeNow(id, actor);
      return { id };
    },

    /** remove(), synchronous, for a caller's transaction (an invitation cancelled); `verb` names the removal on the feed. */
    removeNow(id: string, actor: Actor = SYSTEM, verb?: "invitation-cancelled"): void {
      users.transaction(() => {
        const user = stored(id);
        if (isLastAdmin(user)) throw new Invalid("user cannot be removed: this is the last admin");
        users.remove(id, { actor, verb });
        sessionRows.removeWhere({ user_id: id });
        passwordResets.removeWhere({ userId: id });
        autosaves.removeWhere({ user_id: id });
        pushSubscriptions.removeWhere({ userId: id });
        invitations.removeWhere({ user_id: id });
      });
    },

    /** At start-up: when no admin exists, create one; returns the generated password to print once. */
    async ensureAdmin(email?: string, password?: string): Promise<{ email: string; generatedPassword?: string } | null> {
      if (activeAdmins() > 0) return null;
      const target = (email ?? "admin@example.com").trim().toLowerCase();
      const existing = byEmail(target);
      if (existing) {
        // The configured e-mail is already an editor: promote it rather than fail to start.
        await service.update(existing.id, { role: "admin" });
        if (password) await service.setPassword(existing.id, password);
        // An invited user who never chose a password: the server's log gets one, as for a new first admin.
        else if (!hasPassword(existing)) {
          const generatedPassword = generatePassword();
          await service.setPassword(existing.id, generatedPassword);
          return { email: target, generatedPassword };
        }
        return { email: target };
      }
      const created = await service.add({ email: target, name: "Administrator", role: "admin", password });
      return { email: created.email, generatedPassword: created.generatedPassword };
    },
  };
  return service;
}

export type UserService = ReturnType<typeof createUserService>;
