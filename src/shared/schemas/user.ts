import { z } from "zod";
import { idSchema } from "./common";

export const ROLES = ["admin", "editor"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** 8 to 72 bytes (bcrypt's limit). */
export const passwordSchema = z
  .string()
  .min(8, "must be at least 8 characters")
  .refine((p) => new TextEncoder().encode(p).length <= 72, "must be at most 72 bytes");

export const userSchema = z.object({
  id: idSchema,
  email: z.string().trim().toLowerCase().pipe(z.email()),
  name: z.string().trim().max(100).default(""),
  role: roleSchema,
  passwordHash: z.string(),
  tokenVersion: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
/** What the API ever shows of a user. */
export type PublicUser = Pick<User, "id" | "email" | "name" | "role">;
