import { z } from "zod";
import { ENQUIRY_LIMITS, UTM_KEYS, looksLikeEmail, nameHoldsLink, stripSpecialChars } from "../enquiry-rules";
import { normalisePhone } from "../phone";

export { ENQUIRY_LIMITS, FORM_TOKEN_FIELD, HONEYPOT_FIELD, UTM_KEYS, contactFieldProblems, enquiryReference, looksLikeEmail, stripSpecialChars } from "../enquiry-rules";
import { PHONE_REGEX } from "../constants";
import { editorSchema, idSchema, text, typeError } from "./common";
import { apiMessages, fieldProblems } from "../api-messages";
import { ENQUIRY_CHANNELS } from "./analytics";

/** spam: left out of the inbox and of GET /api/enquiries unless asked for with ?status=spam. */
export const ENQUIRY_STATUSES = ["new", "contacted", "closed", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** pending: first attempt under way; retry: failed, the retry job tries again; failed: gave up; off: no SMTP configured. */
export const MAIL_STATES = ["pending", "sent", "retry", "failed", "off"] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** Length limits, shared by the form inputs (maxLength) and the server. */

const noLineBreaks = (s: string) => !/[\r\n]/.test(s);

export const enquiryInputSchema = z.object({
  // CR/LF never reach a mail header (header injection): rejected, not stripped.
  name: text()
    .trim()
    .min(1, "is required")
    .max(ENQUIRY_LIMITS.name)
    .refine(noLineBreaks, "must be one line")
    .refine((s) => !nameHoldsLink(s), fieldProblems.nameHoldsLink),
  // The browser's rule (enquiry-rules.ts), so a form the browser accepts is never refused here.
  email: text().trim().min(1, "is required").max(ENQUIRY_LIMITS.email).refine(noLineBreaks, "must be one line").refine(looksLikeEmail, "must be a valid e-mail"),
  phone: text().transform(normalisePhone).pipe(z.string().regex(PHONE_REGEX, "must be 10 digits")),
  // `<`, `>` and control characters are removed (never trusting the browser to have done it), and
  // exactly what remains is stored; every screen, e-mail and export shows it as text.
  message: z
    .string({ error: typeError(fieldProblems.notString) })
    // A form post sends line breaks as CRLF: stored as the "\n" the visitor typed, whichever way the form was sent.
    .transform((s) => stripSpecialChars(s).replace(/\r\n?/g, "\n"))
    .pipe(text("multiline").trim().min(1, "is required").max(ENQUIRY_LIMITS.message)),
  service: text().trim().max(ENQUIRY_LIMITS.service).refine(noLineBreaks, "must be one line").optional().default(""),
  /** The offer a "Claim this offer" enquiry is about: its heading. */
  offer: text().trim().max(ENQUIRY_LIMITS.offer).refine(noLineBreaks, "must be one line").optional().default(""),
  city: text().trim().max(ENQUIRY_LIMITS.city).refine(noLineBreaks, "must be one line").optional().default(""),
  /** Which form sent it: contact-modal, contact-page, home-dialog. */
  source: text().trim().max(50).optional().default(""),
});
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;

const utmSchema = z
  .object(Object.fromEntries(UTM_KEYS.map((k) => [k, text().trim().max(200).optional()])) as Record<(typeof UTM_KEYS)[number], z.ZodOptional<ReturnType<typeof text>>>)
  .optional()
  .default({})
  .transform((u) => Object.fromEntries(Object.entries(u).filter(([, v]) => v)) as Record<string, string>);

/** What the browser sends besides the fields: where the visitor was and how they arrived. */
export const enquirySubmissionSchema = enquiryInputSchema.extend({
  page: text().trim().max(500).optional().default(""),
  /** The visit's first page and the host of the site that sent the visitor there. */
  landing: text().trim().max(500).optional().default(""),
  referrerHost: text()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^[a-z0-9.:-]*$/, "must be a host name")
    .optional()
    .default(""),
  referrer: text().trim().max(500).optional().default(""),
  utm: utmSchema,
  /** A booked call-back: the start of one of GET /api/callback-slots' free slots. */
  callbackAt: text().trim().max(40).optional(),
});
export type EnquirySubmission = z.infer<typeof enquirySubmissionSchema>;

export const enquiryUpdateSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, apiMessages.enquiryStatus).optional(),
    note: text("multiline").trim().max(ENQUIRY_LIMITS.note).optional(),
  })
  .refine((u) => u.status !== undefined || u.note !== undefined, "status or note is required");
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

const mailDeliverySchema = z.object({
  state: z.enum(MAIL_STATES),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: z.string().optional(),
  lastError: z.string().optional(),
  sentAt: z.string().optional(),
});

/** One entry of an enquiry's notes history: when, which admin, what. */
export const enquiryNoteSchema = z.object({ at: z.string(), by: editorSchema, text: z.string() });
export type EnquiryNote = z.infer<typeof enquiryNoteSchema>;

/** A reply e-mailed to the visitor from the inbox: who, when, what, and its delivery. */
export const enquiryReplySchema = z.object({ id: z.string(), at: z.string(), by: editorSchema, message: z.string(), mail: mailDeliverySchema });
export type EnquiryReply = z.infer<typeof enquiryReplySchema>;
export const enquiryReplyInputSchema = z.object({ message: text("multiline").trim().min(1, "is required").max(5000) });

export const enquirySchema = enquiryInputSchema.extend({
  id: idSchema,
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  status: z.enum(ENQUIRY_STATUSES),
  /** The single note of enquiries before the history (read only now; shown as its first entry). */
  note: z.string().default(""),
  /** The notes history, oldest first; a PUT with `note` appends to it. */
  notes: z.array(enquiryNoteSchema).default([]),
  page: z.string().default(""),
  referrer: z.string().default(""),
  /** Attribution; empty on enquiries stored before it. */
  channel: z.enum([...ENQUIRY_CHANNELS, ""]).default(""),
  landing: z.string().default(""),
  referrerHost: z.string().default(""),
  utm: z.record(z.string(), z.string()).default({}),
  ip: z.string().default(""),
  mail: mailDeliverySchema,
  /** The acknowledgement to the visitor; absent when it is off or on enquiries before it. */
  ack: mailDeliverySchema.optional(),
  /** The booked call-back (India time with offset), its reminder e-mail, the replies, the first response. */
  callbackAt: z.string().optional(),
  reminder: mailDeliverySchema.optional(),
  replies: z.array(enquiryReplySchema).optional(),
  /** The first reply, note or status change away from new; never changed after. */
  firstResponseAt: z.string().optional(),
});
export type Enquiry = z.infer<typeof enquirySchema>;
