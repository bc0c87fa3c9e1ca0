// Staff users: bcrypt hashes, roles, token versions (bumped to end every session of a user).
import { randomBytes, randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
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
import { Conflict, Invalid, NotFound, Unauthenticated } from "../errors";
import type { Storage } from "../storage";
import { signToken, verifyToken } from "../auth/tokens";
import { createLoginThrottle, type LoginThrottle } from "./login-throttle";
import { parseInput } from "./validate";

export const BCRYPT_COST = 12;
/** Tests use DESIGN 7's minimum cost, four times faster on a busy machine. */
export const TEST_BCRYPT_COST = 10;

export const loginSchema = z.object({ email: z.string().trim().toLowerCase().min(1, "is required").max(254), password: z.string().min(1, "is required") });

export function toPublicUser(u: User): PublicUser {
  return { id: u.id, email: u.email, name: u.name, role: u.role };
}

export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}

// Compared against when the e-mail is unknown, so both failures take the same time (same cost).
const dummyHashes = new Map<number, string>();
const dummyHash = (cost: number) => dummyHashes.get(cost) ?? dummyHashes.set(cost, bcrypt.hashSync("not-a-real-password", cost)).get(cost)!;

const isLastAdmin = (items: User[], u: User) => u.role === "admin" && items.filter((x) => x.role === "admin").length === 1;

export type UserServiceOptions = { bcryptCost?: number; throttle?: LoginThrottle };

export function createUserService(storage: Storage, secret: string, { bcryptCost = BCRYPT_COST, throttle = createLoginThrottle() }: UserServiceOptions = {}) {
  const { users } = storage;
  const byEmail = (email: string) => users.find((u) => u.email === email.trim().toLowerCase());
  const issueToken = (u: User) => signToken(secret, { sub: u.id, ver: u.tokenVersion });
  /** bcrypt only looks at the first 72 bytes; longer input is cut so a huge body cannot cost more. */
  const matches = (password: string, hash: string) => bcrypt.compare(password.slice(0, 200), hash);

  async function setHash(id: string, password: string): Promise<User> {
    const passwordHash = await bcrypt.hash(password, bcryptCost);
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
    get(id: string): PublicUser {
      const u = users.find((x) => x.id === id);
      if (!u) throw new NotFound("User not found");
      return toPublicUser(u);
    },

    /** Adds a user; without a password one is generated and returned (shown once, never stored in clear). */
    async add(body: unknown): Promise<UserWithPassword> {
      const input = parseInput(userInputSchema, body);
      if (byEmail(input.email)) throw new Conflict("A user with this email already exists");
      const password = input.password ?? generatePassword();
      const passwordHash = await bcrypt.hash(password, bcryptCost);
      const now = new Date().toISOString();
      const user: User = { id: randomUUID(), email: input.email, name: input.name || input.email.split("@")[0], role: input.role, passwordHash, tokenVersion: 0, createdAt: now, updatedAt: now };
      await users.write((items) => {
        if (items.some((u) => u.email === user.email)) throw new Conflict("A user with this email already exists");
        items.push(user);
      });
      return { ...toPublicUser(user), ...(input.password ? {} : { generatedPassword: password }) };
    },

    /**
     * Checks credentials; the same error and similar timing for unknown e-mail and wrong password.
     * Failures are counted per e-mail and per client IP; past the limit the answer is 429.
     */
    async login(body: unknown, ip?: string): Promise<{ token: string; user: PublicUser }> {
      const { email, password } = parseInput(loginSchema, body);
      throttle.check(email, ip);
      const user = byEmail(email);
      const ok = await matches(password, user?.passwordHash ?? dummyHash(bcryptCost));
      if (!user || !ok) {
        throttle.fail(email, ip);
        throw new Unauthenticated(apiMessages.loginFailed);
      }
      throttle.succeed(email);
      return { token: issueToken(user), user: toPublicUser(user) };
    },

    /** The user a bearer token stands for, or null when the token is invalid, expired or revoked. */
    authenticate(token: string): PublicUser | null {
      const claims = verifyToken(secret, token);
      if (!claims) return null;
      const user = users.find((u) => u.id === claims.sub);
      return user && user.tokenVersion === claims.ver ? toPublicUser(user) : null;
    },

    /**
     * A user changes their own password (current one required). Every other session ends; the answer
     * carries a fresh token so the session that made the change continues. Wrong guesses are throttled
     * like failed logins.
     */
    async changeOwnPassword(id: string, body: unknown, ip?: string): Promise<{ token: string; user: PublicUser }> {
      const input = parseInput(passwordChangeSchema, body);
      const user = users.find((u) => u.id === id);
      if (!user) throw new Unauthenticated();
      throttle.check(user.email, ip);
      if (!(await matches(input.currentPassword, user.passwordHash))) {
        throttle.fail(user.email, ip);
        throw Invalid.field("currentPassword", "is incorrect");
      }
      const updated = await setHash(id, input.newPassword);
      return { token: issueToken(updated), user: toPublicUser(updated) };
    },

    async setPassword(id: string, password: string): Promise<void> {
      const checked = parseInput(z.object({ password: passwordSchema }), { password }).password;
      await setHash(id, checked);
    },

    /** An admin resets someone's password: the given one, or a generated one returned once. */
    async resetPassword(id: string, body: unknown): Promise<UserWithPassword> {
      const input = parseInput(passwordResetSchema, body);
      const password = input.password ?? generatePassword();
      const updated = await setHash(id, password);
      return { ...toPublicUser(updated), ...(input.password ? {} : { generatedPassword: password }) };
    },

    /** Changes role and/or name; the last admin cannot be demoted. Roles are read on every request, so sessions carry on. */
    async update(id: string, body: unknown): Promise<PublicUser> {
      const input = parseInput(userUpdateSchema, body);
      return users.write((items) => {
        const u = items.find((x) => x.id === id);
        if (!u) throw new NotFound("User not found");
        if (input.role && input.role !== "admin" && isLastAdmin(items, u)) throw Invalid.field("role", "cannot be changed: this is the last admin");
        if (input.role) u.role = input.role;
        if (input.name !== undefined) u.name = input.name || u.email.split("@")[0];
        u.updatedAt = new Date().toISOString();
        return toPublicUser(u);
      });
    },

    async setRole(id: string, role: string): Promise<PublicUser> {
      return service.update(id, { role });
    },

    /** Removes a user (their tokens stop working with them); the last admin cannot be removed. */
    async remove(id: string): Promise<{ id: string }> {
      await users.write((items) => {
        const i = items.findIndex((x) => x.id === id);
        if (i < 0) throw new NotFound("User not found");
        if (isLastAdmin(items, items[i])) throw new Invalid("user cannot be removed: this is the last admin");
        items.splice(i, 1);
      });
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
