// Invitations of new staff: the link an admin's "Add User" sends, on which the new user chooses their password.
import { z } from "zod";
import { passwordSchema, type PublicUser } from "./user";

/** An invitation link works once, for this many hours (on the services' clock). */
export const INVITATION_HOURS = 72;
/** A password-reset link (forgot password, or an admin's "Send password link") works once, for this many minutes. */
export const RESET_LINK_MINUTES = 60;
/** Invitations waiting at once at most (a new one past it is refused until some are accepted or cancelled). */
export const MAX_PENDING_INVITATIONS = 50;

/** POST /api/invitations/accept: the link's token and the password the new user chose. */
export const invitationAcceptSchema = z.object({
  token: z.string().min(1, "is required").max(200, "must be at most 200 characters"),
  password: passwordSchema,
});
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

/** How a link (an invitation, a password link) left: e-mailed, or (mail off, or the e-mail failed) handed to the admin to pass on. */
export type SentLink = {
  expiresAt: string;
  sent: boolean;
  /** Only when it was not e-mailed: the link for the admin to pass on. */
  link?: string;
  /** Only when it was not e-mailed: why not. */
  reason?: "mail-off" | "mail-failed";
};

/** What the users list shows of an invitation still waiting (the account has no password until it is accepted). */
export type InvitationView = { sentAt: string; expiresAt: string; expired: boolean; sent: boolean };

/** A user as the users list shows them: with their invitation while it waits. */
export type UserListItem = PublicUser & { invitation?: InvitationView };

/** The answer of "Add User" and "Resend invitation"; `invitation` is null for an account created with a password (programs). */
export type Invited = { user: UserListItem; invitation: SentLink | null };

/** GET /api/invitations/{token}: who the link is for. */
export type InvitationFor = { email: string; name: string; role: PublicUser["role"] };

/** POST /api/invitations/accept: the signed-in user, and where the admin goes on (two-step setup first, where the firm requires it). */
export type InvitationAccepted = { user: PublicUser; twoStepSetup: boolean; next: string };
