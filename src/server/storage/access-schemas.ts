// Records of staff access and of moved addresses, whose schemas only storage declares: login counts, staff
// sessions, password-reset and invitation token hashes, and the redirects of posts whose address changed.
import { z } from "zod";

export const redirectSchema = z.object({ from: z.string(), to: z.string(), createdAt: z.string() });
export type Redirect = z.infer<typeof redirectSchema>;

export const loginAttemptSchema = z.object({ key: z.string(), count: z.number().int(), resetAt: z.number() });
export type LoginAttemptRecord = z.infer<typeof loginAttemptSchema>;
/**
 * A staff session: `id` is the SHA-256 of the random token the cookie or the Bearer header carries (the token
 * itself is never stored); `ref` names it in the sessions list. Times are milliseconds on the services' clock.
 */
export const sessionSchema = z.object({
  id: z.string(),
  ref: z.string(),
  userId: z.string(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  /** The absolute end: 30 days with "Keep me signed in", 12 hours without. */
  expiresAt: z.number(),
  remember: z.boolean(),
  /** The browser's User-Agent and address at sign-in, for the list of sessions (shortened). */
  agent: z.string(),
  address: z.string(),
});
export type SessionRecord = z.infer<typeof sessionSchema>;
export const passwordResetSchema = z.object({
  id: z.string(),
  userId: z.string(),
  tokenHash: z.string(),
  expiresAt: z.number(),
  createdAt: z.string(),
  /** A digest of the password hash the link was sent for: any later password change voids the link. */
  passwordStamp: z.string().optional(),
});
export type PasswordResetRecord = z.infer<typeof passwordResetSchema>;

/**
 * A staff invitation: `id` is the SHA-256 of the link's token (the token itself is never stored); one per invited
 * user, replaced by a resend. Times are milliseconds on the services' clock.
 */
export const invitationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  /** Whether it was e-mailed (false: mail off or failed, the admin was given the link). */
  sent: z.boolean(),
  /** The admin who sent it (null: the command line). */
  by: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type InvitationRecord = z.infer<typeof invitationSchema>;
