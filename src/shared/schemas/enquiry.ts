import { z } from "zod";
import { PHONE_REGEX } from "../constants";
import { idSchema } from "./common";

export const ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;
export const MAIL_STATES = ["pending", "sent", "retry", "failed", "off"] as const;

const noLineBreaks = (s: string) => !/[\r\n]/.test(s);

/** Removes every character that is not a letter, digit or whitespace (SPEC 5). */
export function stripSpecialChars(message: string): string {
  return message.replace(/[^\p{L}\p{N}\s]/gu, "");
}

export const enquiryInputSchema = z.object({
  name: z.string().trim().min(1, "is required").max(100).refine(noLineBreaks, "must be one line"),
  email: z.string().trim().min(1, "is required").max(254).refine(noLineBreaks, "must be one line").pipe(z.email("must be a valid e-mail")),
  phone: z.string().trim().regex(PHONE_REGEX, "must be 10 digits"),
  message: z
    .string()
    .trim()
    .min(1, "is required")
    .max(2000)
    .refine((s) => stripSpecialChars(s) === s, "may contain only letters, digits and spaces"),
  service: z.string().trim().max(100).optional().default(""),
  city: z.string().trim().max(100).optional().default(""),
  source: z.string().trim().max(200).optional().default(""),
});
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;

export const enquirySchema = enquiryInputSchema.extend({
  id: idSchema,
  createdAt: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  note: z.string().default(""),
  page: z.string().default(""),
  utm: z.record(z.string(), z.string()).default({}),
  ip: z.string().default(""),
  mail: z.object({
    state: z.enum(MAIL_STATES),
    attempts: z.number().int().nonnegative(),
    nextAttemptAt: z.string().optional(),
    lastError: z.string().optional(),
    sentAt: z.string().optional(),
  }),
});
export type Enquiry = z.infer<typeof enquirySchema>;
