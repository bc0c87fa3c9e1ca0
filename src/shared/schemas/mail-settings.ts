// The mail server set from the admin (Firm Details, Mail): what a save sends, what is stored (the password sealed,
// never in clear) and what the API answers (never the password). SMTP_URL, MAIL_FROM and MAIL_TO win over it.
import { z } from "zod";
import { mailMessages } from "../mail-messages";
import { booleanSchema, editorSchema, text } from "./common";

export const MAIL_SECURITY = ["starttls", "tls", "none"] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];
/** The usual port of each kind of security: what an empty port means. */
export const DEFAULT_MAIL_PORT: Record<MailSecurity, number> = { starttls: 587, tls: 465, none: 25 };
/** The longest password a save takes (mail servers' app passwords are far shorter). */
export const MAIL_PASSWORD_MAX = 256;

/** A host name (letters, digits, dots and hyphens) or an IPv4 or IPv6 address: one character class each, linear to check. */
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;
const IPV6 = /^[0-9A-Fa-f:.]+$/;
export const isMailHost = (s: string) => s.length <= 253 && (HOST_NAME.test(s) || (s.includes(":") && IPV6.test(s)));

const address = text()
  .trim()
  .max(254)
  .refine((s) => s === "" || z.email().safeParse(s).success, mailMessages.emailProblem);
const portProblem = mailMessages.portProblem;

export const mailSettingsInputSchema = z.object({
  /** Empty: no mail server (mail is off unless SMTP_URL is set). */
  host: text()
    .trim()
    .max(253)
    .refine((s) => s === "" || isMailHost(s), mailMessages.hostProblem)
    .optional()
    .default(""),
  /** Absent: the usual port of `security`. */
  port: z.number({ error: portProblem }).int(portProblem).min(1, portProblem).max(65535, portProblem).optional(),
  security: z.enum(MAIL_SECURITY, { error: mailMessages.securityProblem }).optional().default("starttls"),
  user: text().trim().max(254).optional().default(""),
  /** A new password; absent or empty keeps the stored one. Not trimmed: a space may belong to it. */
  password: text().max(MAIL_PASSWORD_MAX).optional(),
  /** Removes the stored password. */
  clearPassword: booleanSchema.optional().default(false),
  fromName: text()
    .trim()
    .max(100)
    .refine((s) => !/[<>"]/.test(s), mailMessages.nameProblem)
    .optional()
    .default(""),
  fromAddress: address.optional().default(""),
  enquiriesTo: address.optional().default(""),
});
export type MailSettingsInput = z.input<typeof mailSettingsInputSchema>;

/** The stored record (one, key "mail"): the password sealed with DATA_DIR/secrets.key (services/secrets.ts). */
export const mailSettingsSchema = z.object({
  host: z.string(),
  port: z.number(),
  security: z.enum(MAIL_SECURITY),
  user: z.string(),
  passwordSealed: z.string().optional(),
  fromName: z.string(),
  fromAddress: z.string(),
  enquiriesTo: z.string(),
  updatedAt: z.string(),
  updatedBy: editorSchema.optional(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/**
 * GET /api/settings/mail: the settings in force. `source`: SMTP_URL ("environment"), the saved ones ("settings"), or
 * none ("off", with `offReason`); `environment` names the fields the environment sets (shown read-only). The
 * password is never sent: `passwordStored` says whether there is one.
 */
export type MailSettingsView = {
  source: "environment" | "settings" | "off";
  offReason?: string;
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  passwordStored: boolean;
  fromName: string;
  fromAddress: string;
  enquiriesTo: string;
  environment: { server: boolean; from: boolean; enquiriesTo: boolean };
  updatedAt: string;
};

/** POST /api/settings/mail/test: the address to send to (absent or empty: the signed-in admin's). */
export const mailTestInputSchema = z.object({ to: address.optional().default("") });

/** The test message's answer: the mail server's own response line. */
export type MailTestResult = { ok: true; response: string };
