// Staff users: bcrypt hashes, roles, token versions (bumped to end every session of a user).
import { randomBytes, randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { z } from "zod";
import { messages } from "../../shared/messages";
import { passwordSchema, roleSchema, type PublicUser, type Role, type User } from "../../shared/schemas/user";
import { Conflict, Invalid, NotFound, Unauthenticated } from "../errors";
import type { Storage } from "../storage";
import { signToken, verifyToken } from "../auth/tokens";
import { parseInput } from "./validate";

export const BCRYPT_COST = 12;

const emailSchema = z.string().trim().toLowerCase().pipe(z.email("must be a valid e-mail"));
export const loginSchema = z.object({ email: z.string().trim().toLowerCase().min(1, "is required"), password: z.string().min(1, "is required") });
export const newUserSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(100).optional().default(""),
  role: roleSchema,
  password: passwordSchema,
});

export function toPublicUser(u: User): PublicUser {
  return { id: u.id, email: u.email, name: u.name, role: u.role };
}

export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}

// Compared against when the e-mail is unknown, so both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", BCRYPT_COST);

export function createUserService(storage: Storage, secret: string) {
  const { users } = storage;
  const byEmail = (email: string) => users.find((u) => u.email === email.trim().toLowerCase());

  return {
    list(): PublicUser[] {
      return users.all().map(toPublicUser);
    },
    count(): number {
      return users.all().length;
    },
    findByEmail(email: string): User | undefined {
      return byEmail(email);
    },

    async add(body: unknown): Promise<PublicUser> {
      const input = parseInput(newUserSchema, body);
      const passwordHash = await bcrypt.hash(input.password, BCRYPT_COST);
      const now = new Date().toISOString();
      const user: User = { id: randomUUID(), email: input.email, name: input.name || input.email.split("@")[0], role: input.role, passwordHash, tokenVersion: 0, createdAt: now, updatedAt: now };
      await users.write((items) => {
        if (items.some((u) => u.email === user.email)) throw new Conflict("A user with this email already exists");
        items.push(user);
      });
      return toPublicUser(user);
    },

    /** Checks credentials; the same error and similar timing for unknown e-mail and wrong password. */
    async login(body: unknown): Promise<{ token: string; user: PublicUser }> {
      const { email, password } = parseInput(loginSchema, body);
      const user = byEmail(email);
      const ok = await bcrypt.compare(password.slice(0, 200), user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok) throw new Unauthenticated(messages.loginFailed);
      return { token: signToken(secret, { sub: user.id, ver: user.tokenVersion }), user: toPublicUser(user) };
    },

    /** The user a bearer token stands for, or null when the token is invalid, expired or revoked. */
    authenticate(token: string): PublicUser | null {
      const claims = verifyToken(secret, token);
      if (!claims) return null;
      const user = users.find((u) => u.id === claims.sub);
      return user && user.tokenVersion === claims.ver ? toPublicUser(user) : null;
    },

    async setPassword(id: string, password: string): Promise<void> {
      const checked = parseInput(z.object({ password: passwordSchema }), { password }).password;
      const passwordHash = await bcrypt.hash(checked, BCRYPT_COST);
      await users.write((items) => {
        const u = items.find((x) => x.id === id);
        if (!u) throw new NotFound("User not found");
        Object.assign(u, { passwordHash, tokenVersion: u.tokenVersion + 1, updatedAt: new Date().toISOString() });
      });
    },

    async setRole(id: string, role: Role): Promise<PublicUser> {
      return users.write((items) => {
        const u = items.find((x) => x.id === id);
        if (!u) throw new NotFound("User not found");
        if (u.role === "admin" && role !== "admin" && items.filter((x) => x.role === "admin").length === 1) throw new Invalid("role cannot be changed: this is the last admin");
        Object.assign(u, { role, tokenVersion: u.tokenVersion + 1, updatedAt: new Date().toISOString() });
        return toPublicUser(u);
      });
    },

    async remove(id: string): Promise<{ id: string }> {
      await users.write((items) => {
        const i = items.findIndex((x) => x.id === id);
        if (i < 0) throw new NotFound("User not found");
        if (items[i].role === "admin" && items.filter((x) => x.role === "admin").length === 1) throw new Invalid("user cannot be removed: this is the last admin");
        items.splice(i, 1);
      });
      return { id };
    },

    /** At start-up: when no admin exists, create one; returns the generated password to print once. */
    async ensureAdmin(email?: string, password?: string): Promise<{ email: string; generatedPassword?: string } | null> {
      if (users.all().some((u) => u.role === "admin")) return null;
      const pw = password ?? generatePassword();
      const created = await this.add({ email: email ?? "admin@example.com", name: "Administrator", role: "admin", password: pw });
      return { email: created.email, generatedPassword: password ? undefined : pw };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
