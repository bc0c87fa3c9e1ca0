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
import type { Storage } from "../storage";
import { createPasswordHasher, type PasswordHasher } from "../auth/passwords";
import { createRevocationList } from "../auth/revocations";
import { signToken, verifyToken } from "../auth/tokens";
import { noEvents, SYSTEM, type Actor, type ChangeEvents } from "./events";
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
const isLastAdmin = (items: User[], u: User) => u.role === "admin" && items.filter((x) => x.role === "admin").length === 1;

/** `events`: account changes and sign-ins are announced as user.* (services/events.ts; the activity log records them). */
export type UserServiceOptions = { hasher?: PasswordHasher; throttle?: LoginThrottle; events?: ChangeEvents };

export function createUserService(
  storage: Storage,
  secret: string,
  { hasher = createPasswordHasher(), throttle = createLoginThrottle(), events = noEvents() }: UserServiceOptions = {},
) {
  const who = (u: { name: string; email: string }, ip: string | undefined): Actor => ({ user: { name: u.name, email: u.email }, ip: ip ?? null });
  const { users } = storage;
  const revocations = createRevocationList(storage.revokedTokens);
  const byEmail = (email: string) => users.find((u) => u.email === email.trim().toLowerCase());
  const issueToken = (u: User) => signToken(secret, { sub: u.id, ver: u.tokenVersion });

  /** After a successful login: a legacy (bcrypt) or cheaper hash is replaced; sessions carry on. */
  async function upgradeHash(u: User, password: string): Promise<void> {
    if (!hasher.needsRehash(u.passwordHash)) return;
    const passwordHash = await hasher.hash(password);
    await users.write((items) => {
      const x = items.find((i) => i.id === u.id);
      // Changed meanwhile (a reset, a new password): leave the newer hash alone.
      if (x && x.passwordHash === u.passwordHash) x.passwordHash = passwordHash;
    });
  }

  async function setHash(id: string, password: string): Promise<User> {
    const passwordHash = await hasher.hash(password);
    return users.write((items) => {
      const u = items.find((x) => x.id === id);
      if (!u) throw new NotFound("User not found");
      // A new token version ends every session signed with the old password.
      Object.assign(u, { passwordHash, tokenVersion: u.tokenVersion + 1, updatedAt: new Date().toISOString() });
      return { ...u };
    });
  }

  const service = {
    list(): PublicUser[] {
      return users
        .all()
        .map(toPublicUser)
        .sort((a, b) => a.email.localeCompare(b.email));
    },
    count(): number {
      return users.all().length;
    },
    findByEmail(email: string): User | undefined {
      return byEmail(email);
    },
    findById(id: string): User | undefined {
      return users.find((u) => u.id === id);
    },
    get(id: string): PublicUser {
      const u = users.find((x) => x.id === id);
      if (!u) throw new NotFound("User not found");
      return toPublicUser(u);
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
      await users.write((items) => {
        if (items.some((u) => u.email === user.email)) throw new Duplicate("A user with this email already exists");
        items.push(user);
      });
      events.emit("user.created", actor, { after: toPublicUser(user) });
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
        events.emit("user.sign-in-failed", { user: null, ip: ip ?? null }, { after: { id: user?.id ?? "", email } });
        throw new Unauthenticated(apiMessages.loginFailed);
      }
      attempt.succeed();
      await upgradeHash(user, password);
      events.emit("user.signed-in", who(user, ip), { after: toPublicUser(user) });
      return { token: issueToken(user), user: toPublicUser(user) };
    },

    /** The user a bearer token stands for, or null when the token is invalid, expired or revoked. */
    authenticate(token: string): PublicUser | null {
      const claims = verifyToken(secret, token);
      if (!claims || revocations.isRevoked(claims.jti)) return null;
      const user = users.find((u) => u.id === claims.sub);
      return user && user.tokenVersion === claims.ver ? toPublicUser(user) : null;
    },

    /** Logout: this token stops working at once (its id is revoked until it would have expired). */
    async logout(token: string): Promise<void> {
      const claims = verifyToken(secret, token);
      if (claims) await revocations.revoke(claims.jti, claims.exp);
    },

    /** Ends every session of a user (a new token version); they sign in again. */
    async endSessions(id: string, actor: Actor = SYSTEM): Promise<PublicUser> {
      const saved = await users.write((items) => {
        const u = items.find((x) => x.id === id);
        if (!u) throw new NotFound("User not found");
        Object.assign(u, { tokenVersion: u.tokenVersion + 1, updatedAt: new Date().toISOString() });
        return toPublicUser(u);
      });
      events.emit("user.sessions-ended", actor, { after: saved });
      return saved;
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
      const user = users.find((u) => u.id === id);
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
      const updated = await setHash(id, input.newPassword);
      events.emit("user.password-changed", who(updated, ip), { after: toPublicUser(updated) });
      return { token: issueToken(updated), user: toPublicUser(updated) };
    },

    async setPassword(id: string, password: string): Promise<void> {
      const checked = parseInput(z.object({ password: passwordSchema }), { password }).password;
      await setHash(id, checked);
    },

    /** An admin resets someone's password: the given one, or a generated one returned once. */
    async resetPassword(id: string, body: unknown, actor: Actor = SYSTEM): Promise<UserWithPassword> {
      const input = parseInput(passwordResetSchema, body);
      const password = input.password ?? generatePassword();
      const updated = await setHash(id, password);
      events.emit("user.password-reset", actor, { after: toPublicUser(updated) });
      return { ...toPublicUser(updated), ...(input.password ? {} : { generatedPassword: password }) };
    },

    /** Changes role and/or name; the last admin cannot be demoted. Roles are read on every request, so sessions carry on. */
    async update(id: string, body: unknown, actor: Actor = SYSTEM): Promise<PublicUser> {
      const input = parseInput(userUpdateSchema, body);
      const saved = await users.write((items) => {
        const u = items.find((x) => x.id === id);
        if (!u) throw new NotFound("User not found");
        if (input.role && input.role !== "admin" && isLastAdmin(items, u)) throw Invalid.field("role", "cannot be changed: this is the last admin");
        if (input.role) u.role = input.role;
        if (input.name !== undefined) u.name = input.name || localPart(u.email);
        u.updatedAt = new Date().toISOString();
        return toPublicUser(u);
      });
      events.emit("user.updated", actor, { after: saved });
      return saved;
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
      const before = storage.transaction(() => {
        const gone = users.writeSync((items) => {
          const i = items.findIndex((x) => x.id === id);
          const user = items[i];
          if (!user) throw new NotFound("User not found");
          if (isLastAdmin(items, user)) throw new Invalid("user cannot be removed: this is the last admin");
          return items.splice(i, 1)[0];
        });
        const mine = <T extends { userId: string }>(items: T[]) => void items.splice(0, items.length, ...items.filter((x) => x.userId !== id));
        if (storage.passwordResets.all().some((r) => r.userId === id)) storage.passwordResets.writeSync(mine);
        if (storage.autosaves.all().some((a) => a.userId === id)) storage.autosaves.writeSync(mine);
        if (storage.pushSubscriptions.all().some((p) => p.userId === id)) storage.pushSubscriptions.writeSync(mine);
        return gone;
      });
      events.emit("user.deleted", actor, { before: before && toPublicUser(before) });
      return { id };
    },

    /** At start-up: when no admin exists, create one; returns the generated password to print once. */
    async ensureAdmin(email?: string, password?: string): Promise<{ email: string; generatedPassword?: string } | null> {
      if (users.all().some((u) => u.role === "admin")) return null;
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
