// Records of staff access and of moved addresses, whose schemas only storage declares: login counts, revoked
// token ids, password-reset token hashes, and the redirects of posts whose address changed.
import { z } from "zod";

export const redirectSchema = z.object({ from: z.string(), to: z.string(), createdAt: z.string() });
export type Redirect = z.infer<typeof redirectSchema>;

export const loginAttemptSchema = z.object({ key: z.string(), count: z.number().int(), resetAt: z.number() });
export type LoginAttemptRecord = z.infer<typeof loginAttemptSchema>;
export const revokedTokenSchema = z.object({ jti: z.string(), exp: z.number() });
export type RevokedToken = z.infer<typeof revokedTokenSchema>;
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
