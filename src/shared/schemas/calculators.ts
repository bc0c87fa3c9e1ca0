// The calculators' staff-edited tables: the GST rates offered by /tools/gst-calculator and the
// government fees and stamp duty of /tools/incorporation-cost.
import { z } from "zod";
import { INCORPORATION_ENTITIES } from "../entities";
import { editorSchema, idSchema, text } from "./common";

/** A rate in percent with at most two decimals (0.25, 3, 18). */
const percent = z
  .number({ error: "must be a number" })
  .min(0, "must not be negative")
  .max(100, "must be at most 100")
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, "must have at most two decimals");

export const gstRateInputSchema = z.object({
  rate: percent,
  label: text().trim().max(120).optional().default(""),
});
export const gstRatesInputSchema = z.object({
  rates: z
    .array(gstRateInputSchema)
    .min(1, "needs at least one rate")
    .max(30)
    .refine((list) => new Set(list.map((r) => r.rate)).size === list.length, "must not list a rate twice"),
});
export const gstRateSchema = z.object({ id: idSchema, rate: z.number(), label: text().default(""), order: z.number(), updatedAt: z.string(), updatedBy: editorSchema.optional() });
export type GstRate = z.infer<typeof gstRateSchema>;

const rupees = z
  .number({ error: "must be a whole number of rupees" })
  .min(0, "must not be negative")
  .refine(Number.isInteger, "must be a whole number of rupees")
  .max(10_000_000, "is too large");

export const incorporationFeeInputSchema = z.object({
  entity: z.enum(INCORPORATION_ENTITIES, { error: `must be one of ${INCORPORATION_ENTITIES.join(", ")}` }),
  state: text().trim().min(1, "is required").max(60),
  governmentFee: rupees,
  stampDuty: rupees,
  /** Where the figures come from (a notification, the state's stamp act schedule), so staff can check them. */
  source: text().trim().max(300).optional().default(""),
  /** The day the figures were last checked against the source (YYYY-MM-DD), or "". */
  asOf: text()
    .trim()
    .refine((s) => s === "" || /^\d{4}-\d{2}-\d{2}$/.test(s), "must be a date (YYYY-MM-DD)")
    .optional()
    .default(""),
});
export const incorporationFeesInputSchema = z.object({
  fees: z
    .array(incorporationFeeInputSchema)
    .min(1, "needs at least one row")
    .max(400)
    .refine((rows) => new Set(rows.map((r) => `${r.entity}|${r.state.toLowerCase()}`)).size === rows.length, "must not list an entity type and state twice"),
});
export const incorporationFeeSchema = z.object({
  id: idSchema,
  entity: z.enum(INCORPORATION_ENTITIES),
  state: text(),
  governmentFee: z.number(),
  stampDuty: z.number(),
  // Rows stored before figures had a source read as having none.
  source: text().default(""),
  asOf: text().default(""),
  updatedAt: z.string(),
  updatedBy: editorSchema.optional(),
});
export type IncorporationFee = z.infer<typeof incorporationFeeSchema>;
