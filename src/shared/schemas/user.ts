import { z } from "zod";
import { booleanSchema, idSchema, optionalImageRef, optionalText, text } from "./common";
import { membershipsInput } from "./team-member";

export const ROLES = ["admin", "editor"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** 8 to 72 bytes (bcrypt's limit). */
export const passwordSchema = text()
  .min(8, "must be at least 8 characters")
  .refine((p) => new TextEncoder().encode(p).length <= 72, "must be at most 72 bytes");

export const emailSchema = text().trim().toLowerCase().max(254).pipe(z.email("must be a valid e-mail"));
const nameSchema = text().trim().max(100, "must be at most 100 characters");

/** Two-step sign-in, when on: the TOTP secret, the last time step a code was used at (no replay), the recovery codes' hashes. */
export const twoStepSchema = z.object({ secret: z.string(), enabledAt: z.string(), lastStep: z.number().int(), recoveryCodes: z.array(z.string()) });
export type TwoStep = z.infer<typeof twoStepSchema>;
/** A setup begun on the profile and not yet confirmed with a code. */
export const pendingTwoStepSchema = z.object({ secret: z.string(), createdAt: z.string() });
export type PendingTwoStep = z.infer<typeof pendingTwoStepSchema>;

export const userSchema = z.object({
  id: idSchema,
  email: z.string().trim().toLowerCase().pipe(z.email()),
  name: z.string().trim().max(100).default(""),
  role: roleSchema,
  /** An editor who may work clients' cases (admins always may). */
  caseAccess: z.boolean().optional(),
  /** An editor who may edit the site's pages (/admin/pages; admins always may). */
  pageAccess: z.boolean().optional(),
  passwordHash: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  twoStep: twoStepSchema.optional(),
  pendingTwoStep: pendingTwoStepSchema.optional(),
  // The public profile a user once kept here is a team member linked to the user (migration 14).
});
export type User = z.infer<typeof userSchema>;
/** What the API ever shows of a user. */
export type PublicUser = Pick<User, "id" | "email" | "name" | "role" | "caseAccess" | "pageAccess">;

/**
 * POST /api/users and `npm run user -- add`. Without a password the API invites the user (services/invitations.ts);
 * the command line generates one and prints it once on the server's terminal.
 */
export const userInputSchema = z.object({
  email: emailSchema,
  name: nameSchema.optional().default(""),
  role: roleSchema,
  password: passwordSchema.optional(),
});
export type UserInput = z.input<typeof userInputSchema>;

/** PUT /api/users/{id}: change role and/or name. */
export const userUpdateSchema = z.object({ role: roleSchema.optional(), name: nameSchema.optional(), caseAccess: booleanSchema.optional(), pageAccess: booleanSchema.optional() });

/**
 * PUT /api/auth/profile: the user's own public profile, kept as the team member linked to their account
 * (created at the first save). Memberships are lines as they are cited ("ICAI membership no. 512345") or
 * { body, number }.
 */
export const profileInputSchema = z.object({
  publicName: text().trim().min(1, "is required").max(100, "must be at most 100 characters"),
  title: optionalText(100),
  bio: optionalText(1000, "multiline"),
  photo: optionalImageRef,
  photoAlt: optionalText(200),
  memberships: membershipsInput.optional().default([]),
  showOnTeam: booleanSchema.optional().default(false),
});
export type ProfileInput = z.input<typeof profileInputSchema>;
/** The profile as GET/PUT /api/auth/profile answer it: memberships as cited, one line each. */
export type Profile = { publicName: string; slug: string; title: string; bio: string; photo: string; photoAlt: string; memberships: string[]; showOnTeam: boolean };

/** PUT /api/users/{id}/password: a new password (required by the API; `npm run user -- passwd` may generate one). */
export const passwordResetSchema = z.object({ password: passwordSchema.optional() });

/** PUT /api/auth/password: the user's own password. */
export const passwordChangeSchema = z.object({
  currentPassword: text().min(1, "is required"),
  newPassword: passwordSchema,
});

/** A user as created or reset on the command line: a generated password appears in this one answer only. */
export type UserWithPassword = PublicUser & { generatedPassword?: string };
