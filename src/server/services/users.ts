// Staff users: password hashes (scrypt off the event loop; older bcrypt hashes upgraded at login), roles,
// token versions (bumped to end every session of a user) and revoked token ids (logout).
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
import { text } from "../../shared/schemas/common";
import { Duplicate, Invalid, NotFound, Unauthenticated } from "../errors";
import type { Storage, WriteOptions } from "../storage";
import { createPasswordHasher, type PasswordHasher } from "../auth/passwords";
import { createRevocationList } from "../auth/revocations";
import { signToken, verifyToken } from "../auth/tokens";
import type { ActivityService } from "./activity";
import { SYSTEM, type Actor } from "./events";
import { createLoginThrottle, type LoginThrottle } from "./login-throttle";
import { parseInput } from "./validate";

/** The e-mail goes through the strict text rule: it is stored in the activity log of a failed sign-in. */
export const loginSchema = z.object({ email: text().trim().toLowerCase().min(1, "is required").max(254), password: z.string().min(1, "is required") });

export function toPublicUser(u: User): PublicUser {
  return { id: u.id, email: u.email, name: u.name, role: u.role };
}

export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}

/** The part of an email before the "@": a new user's name when none is given. */
const localPart = (email: string) => email.split("@", 1)[0] ?? email;

/**
 * `activity`: a sign-in that stores nothing of its own (the usual case) is recorded there; every other account
 * change is announced by its write on the storage's change feed (the activity log records it from there).
 */
export type UserServiceOptions = { activity: Pick<ActivityService, "record">; hasher?: PasswordHasher; throttle?: LoginThrottle };

/** The repositories the user service reads and writes: the users, revoked token ids, and what a removed user's sessions left. */
export type UserRepositories = Pick<Storage, "users" | "revokedTokens" | "passwordResets" | "autosaves" | "pushSubscriptions">;

export function createUserService(
  { users, revokedTokens, passwordResets, autosaves, pushSubscriptions }: UserRepositories,
  secret: string,
  { activity, hasher = createPasswordHasher(), throttle = createLoginThrottle() }: UserServiceOptions,
) {
  const who = (u: { name: string; email: string }, ip: string | undefined): Actor => ({ user: { name: u.name, email: u.email }, ip: ip ?? null });
  const revocations = createRevocationList({ revokedTokens });
  const byEmail = (email: string) => users.find({ where: { email: email.trim().toLowerCase() }, limit: 1 })[0];
  const issueToken = (u: User) => signToken(secret, { sub: u.id, ver: u.tokenVersion });
  const stored = (id: string): User => {
    const u = users.get(id);
    if (!u) throw new NotFound("User not found");
    return u;
  };
  const isLastAdmin = (u: User) => u.role === "admin" && users.count({ role: "admin" }) === 1;

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

  /** Stores a new password's hash: a new token version ends every session signed with the old password. */
  function storeHash(id: string, passwordHash: string, options: WriteOptions): User {
    stored(id);
    return users.update(id, (u) => ({ ...u, passwordHash, tokenVersion: u.tokenVersion + 1, updatedAt: new Date().toISOString() }), options);
  }

  const setHash = async (id: string, password: string, options: WriteOptions): Promise<User> => storeHash(id, await hasher.hash(password), options);

  const service = {
    list(): PublicUser[] {
      return users
        .find()
        .map(toPublicUser)
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
    get(id: string): PublicUser {
      return toPublicUser(stored(id));
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
        tokenVersion: 0,
        createdAt: now,
        updatedAt: now,
      };
      // Added meanwhile, while the password was hashed.
      if (byEmail(user.email)) throw new Duplicate("A user with this email already exists");
      users.create(user, { actor });
      return { ...toPublicUser(user), ...(input.password ? {} : { generatedPassword: password }) };
    },

    /**
     * Checks credentials; the same error and similar timing for unknown e-mail and wrong password.
     * The attempt is counted before the password is checked (see login-throttle.ts): past the limits
     * the answer is 429, or the attempt waits its turn.
     */
    async login(body: unknown, ip?: string, signal?: AbortSignal): Promise<{ token: string; user: PublicUser }> {
      const { email, password } = parseInput(loginSchema, body);
      const attempt = await throttle.begin(email, ip, signal);
      const user = byEmail(email);
      let ok: boolean;
      try {
        ok = user ? await hasher.verify(password, user.passwordHash) : await hasher.verifyNobody(password);
      } catch (err) {
        attempt.cancel();
        throw err;
      }
      if (!user || !ok) {
        attempt.fail();
        // Nothing is stored of a failed sign-in but its count: the log records it here (the e-mail tried, id "" when no user has it).
        await activity.record({ user: null, ip: ip ?? null }, "sign-in-failed", { type: "user", id: user?.id ?? "", title: email });
        throw new Unauthenticated(apiMessages.loginFailed);
      }
      attempt.succeed();
      // A sign-in that replaces an old hash is announced by that write; one that stores nothing is recorded here.
      const rehashed = await upgradeHash(user, password, { actor: who(user, ip), verb: "signed-in" });
      if (!rehashed) await activity.record(who(user, ip), "sign-in", { type: "user", id: user.id, title: user.email });
      return { token: issueToken(user), user: toPublicUser(user) };
    },

    /** The user a bearer token stands for, or null when the token is invalid, expired or revoked. */
    authenticate(token: string): PublicUser | null {
      const claims = verifyToken(secret, token);
      if (!claims || revocations.isRevoked(claims.jti)) return null;
      const user = users.get(claims.sub);
      return user && user.tokenVersion === claims.ver ? toPublicUser(user) : null;
    },

    /** Logout: this token stops working at once (its id is revoked until it would have expired). */
    async logout(token: string): Promise<void> {
      const claims = verifyToken(secret, token);
      if (claims) await revocations.revoke(claims.jti, claims.exp);
    },

    /** Ends every session of a user (a new token version); they sign in again. */
    async endSessions(id: string, actor: Actor = SYSTEM): Promise<PublicUser> {
      stored(id);
      const saved = users.update(id, (u) => ({ ...u, tokenVersion: u.tokenVersion + 1, updatedAt: new Date().toISOString() }), { actor, verb: "sessions-ended" });
      return toPublicUser(saved);
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
    async changeOwnPassword(id: string, body: unknown, ip?: string, signal?: AbortSignal): Promise<{ token: string; user: PublicUser }> {
      const input = parseInput(passwordChangeSchema, body);
      const user = users.get(id);
      if (!user) throw new Unauthenticated();
      const attempt = await throttle.begin(user.email, ip, signal);
      let ok: boolean;
      try {
        ok = await hasher.verify(input.currentPassword, user.passwordHash);
      } catch (err) {
        attempt.cancel();
        throw err;
      }
      if (!ok) {
        attempt.fail();
        throw Invalid.field("currentPassword", "is incorrect");
      }
      attempt.succeed();
      const updated = await setHash(id, input.newPassword, { actor: who(user, ip), verb: "password-changed" });
      return { token: issueToken(updated), user: toPublicUser(updated) };
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

    /** An admin resets someone's password: the given one, or a generated one returned once. */
    async resetPassword(id: string, body: unknown, actor: Actor = SYSTEM): Promise<UserWithPassword> {
      const input = parseInput(passwordResetSchema, body);
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
        { role: input.role, name: input.name === undefined ? undefined : input.name || localPart(u.email), updatedAt: new Date().toISOString() },
        { actor },
      );
      return toPublicUser(saved);
    },

    async setRole(id: string, role: string): Promise<PublicUser> {
      return service.update(id, { role });
    },

    /**
     * Removes a user (their tokens stop working with them) with what their sessions left behind: password
     * reset links, server autosaves, push subscriptions. One transaction: all of it or nothing.
     * The last admin cannot be removed.
     */
    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      users.transaction(() => {
        const user = stored(id);
        if (isLastAdmin(user)) throw new Invalid("user cannot be removed: this is the last admin");
        users.remove(id, { actor });
        passwordResets.removeWhere({ userId: id });
        autosaves.removeWhere({ user_id: id });
        pushSubscriptions.removeWhere({ userId: id });
      });
      return { id };
    },

    /** At start-up: when no admin exists, create one; returns the generated password to print once. */
    async ensureAdmin(email?: string, password?: string): Promise<{ email: string; generatedPassword?: string } | null> {
      if (users.count({ role: "admin" }) > 0) return null;
      const target = (email ?? "admin@example.com").trim().toLowerCase();
      const existing = byEmail(target);
      if (existing) {
        // The configured e-mail is already an editor: promote it rather than fail to start.
        await service.update(existing.id, { role: "admin" });
        if (password) await service.setPassword(existing.id, password);
        return { email: target };
      }
      const created = await service.add({ email: target, name: "Administrator", role: "admin", password });
      return { email: created.email, generatedPassword: created.generatedPassword };
    },
  };
  return service;
}

export type UserService = ReturnType<typeof createUserService>;
