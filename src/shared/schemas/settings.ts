// The firm's details: one stored record edited at /admin/settings; src/shared/site.ts is the seed.
import { z } from "zod";
import { isIndianMobile, isIndianPhone } from "../phone";
import { formatIndianPhone } from "../phone-format";
import { isWebUrl } from "../urls";
import { editorSchema, requiredText, text } from "./common";
import { callbackSettingsSchema } from "./callbacks";
import { gstinSchema } from "./order";
import { DEFAULT_RETENTION, RETENTION_LIMITS } from "../privacy";

/** A mobile or a landline with its STD code, stored in its international format ("+91 11 4567 8901"). */
const phone = text().trim().max(30).refine(isIndianPhone, "must be an Indian mobile, or a landline with its STD code, such as 011 4567 8901").transform(formatIndianPhone);
/** WhatsApp runs on mobiles only. */
const mobile = text()
  .trim()
  .max(30)
  .refine(isIndianMobile, "must be an Indian mobile number, such as +91 98100 12345: WhatsApp does not run on landlines")
  .transform(formatIndianPhone);

/** The Corporate Identification Number of a company (21 characters, on its certificate of incorporation). */
export const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;
/** The LLP Identification Number of a limited liability partnership. */
export const LLPIN_PATTERN = /^[A-Z]{3}-\d{4}$/;
/** An identifier typed in any case with stray spaces: upper case, no spaces ("u74999 dl2018ptc123456" -> "U74999DL2018PTC123456"). */
const firmId = (pattern: RegExp, problem: string) =>
  text()
    .max(40)
    .transform((s) => s.replace(/\s+/g, "").toUpperCase())
    .refine((s) => s === "" || pattern.test(s), problem)
    .optional()
    .default("");
const email = text().trim().max(254).pipe(z.email("must be an e-mail address"));
/** A number of days within bounds; one message for every way it can be wrong (a blank field posts 0, a word NaN). */
const days = ({ min, max }: { min: number; max: number }) => {
  const problem = `must be a whole number from ${min} to ${max}`;
  return z.number({ error: problem }).int(problem).min(min, problem).max(max, problem);
};

const httpsUrl = text()
  .trim()
  .max(500)
  .refine((s) => s === "" || isWebUrl(s, { httpsOnly: true }), "must be an https:// address");

export const settingsInputSchema = z.object({
  /** The site's name (header, titles, structured data). */
  name: requiredText(120),
  /** The text of the top bar's brand. */
  topBarTitle: requiredText(120),
  /** The registered firm behind the site (legal name). */
  ownerFirm: requiredText(200),
  tagline: requiredText(300),
  phones: z.array(phone).min(1, "needs at least one phone number").max(4),
  whatsappNumber: mobile,
  email,
  careersEmail: email,
  privacyEmail: email,
  grievanceOfficer: z.object({ name: requiredText(120), email }),
  address: z.object({
    street: requiredText(200),
    locality: text().trim().max(120).optional().default(""),
    city: requiredText(120),
    region: requiredText(120),
    postalCode: text()
      .trim()
      .regex(/^[1-9]\d{5}$/, "must be a 6-digit PIN code"),
    country: z.literal("IN").optional().default("IN"),
  }),
  /** Shown on the contact page when set. */
  officeHours: text().trim().max(200).optional().default(""),
  /** No longer shown: a second promise beside responsePromiseHours told visitors two things. Kept so stored details still read. */
  callBackTime: text().trim().max(120).optional().default("within one working day"),
  social: z.object({ linkedin: httpsUrl, x: httpsUrl, facebook: httpsUrl, instagram: httpsUrl }),
  /** The firm's Google Business Profile (where clients leave reviews); linked from the footer. */
  googleBusinessProfile: httpsUrl.optional().default(""),
  /** The home page's statistic, e.g. "3500+". */
  homeStat: requiredText(20),
  /** Call-back booking: working hours per weekday, slot length, closed dates; defaults Mon-Sat 10:00-18:00. */
  callbacks: callbackSettingsSchema,
  /** The firm's promise to call back within this many working hours: shown to visitors, flags the inbox. */
  responsePromiseHours: z.number().min(0.5).max(72).optional().default(2),
  /** A company's CIN (Companies Act s. 12: on its letterheads and invoices): shown in the footer and on tax invoices. */
  cin: firmId(CIN_PATTERN, "must be the 21-character CIN on the certificate of incorporation, such as U74999DL2018PTC123456"),
  /** An LLP's LLPIN, shown where a company's CIN would be. */
  llpin: firmId(LLPIN_PATTERN, "must be the LLPIN on the certificate of incorporation, such as AAB-1234"),
  /** The firm's GSTIN, printed on its tax invoices; its first two digits are the firm's state for GST. */
  gstin: gstinSchema.optional().default(""),
  pan: text()
    .trim()
    .toUpperCase()
    .refine((s) => s === "" || /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(s), "must be a 10-character PAN, such as AAHCV4821K")
    .optional()
    .default(""),
  /** The UPI ID (VPA) clients pay to; with it the order page offers a UPI QR code and bank transfer. */
  upiId: text()
    .trim()
    .max(100)
    .refine((s) => s === "" || /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(s), "must be a UPI ID, such as firmname@okhdfcbank")
    .optional()
    .default(""),
  /** The account clients can pay into by bank transfer (NEFT, RTGS, IMPS). */
  bank: z
    .object({
      accountName: text().trim().max(200).optional().default(""),
      accountNumber: text()
        .trim()
        .refine((s) => s === "" || /^\d{9,18}$/.test(s), "must be 9 to 18 digits")
        .optional()
        .default(""),
      ifsc: text()
        .trim()
        .toUpperCase()
        .refine((s) => s === "" || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(s), "must be an 11-character IFSC, such as HDFC0001234")
        .optional()
        .default(""),
      bankName: text().trim().max(200).optional().default(""),
    })
    .optional()
    .default({ accountName: "", accountNumber: "", ifsc: "", bankName: "" }),
  /** Every admin must sign in with two steps (a code from an authenticator app): until they turn it on, the admin shows only their profile. */
  requireTwoStepForAdmins: z.boolean().optional().default(false),
  /** How long personal data is kept, in days; the privacy notice states them and the erasure job applies them. */
  retention: z
    .object({
      documentDays: days(RETENTION_LIMITS.documentDays).optional().default(DEFAULT_RETENTION.documentDays),
      enquiryDays: days(RETENTION_LIMITS.enquiryDays).optional().default(DEFAULT_RETENTION.enquiryDays),
    })
    .optional()
    .default(DEFAULT_RETENTION),
});
export type FirmDetails = z.infer<typeof settingsInputSchema>;

// Stored details are read with the rules they were saved under: a WhatsApp number saved before it had to be a mobile still reads.
export const settingsSchema = settingsInputSchema.extend({ whatsappNumber: phone, updatedAt: z.string(), updatedBy: editorSchema.optional() });
export type Settings = z.infer<typeof settingsSchema>;
