// Seeds of the records, written once into a DATA_DIR that has no table for them yet (like the firm's
// packages): the current financial year's due dates, the GST rates in force since 22 September 2025, and
// indicative government fees and stamp duty for incorporation. Staff edit all three.
import { randomUUID } from "node:crypto";
import type { Storage } from ".";
import { complianceDateInputSchema } from "../../shared/schemas/compliance";
import type { IncorporationEntity } from "../../shared/schemas/calculators";
import { complianceSeed, financialYearOf } from "./compliance-seed";

export const SEED_GST_RATES: { rate: number; label: string }[] = [
  { rate: 0, label: "Nil (exempt and zero-rated goods and services)" },
  { rate: 5, label: "Merit rate: essentials" },
  { rate: 18, label: "Standard rate" },
  { rate: 40, label: "Demerit rate: luxury and sin goods" },
  { rate: 3, label: "Special rate: gold, silver and jewellery" },
  { rate: 0.25, label: "Special rate: rough diamonds and precious stones" },
];

/** Indicative figures for a company with ₹1 lakh authorised capital, or an LLP with ₹1 lakh contribution. */
const STATE_STAMP_DUTY: Record<string, Record<IncorporationEntity, number>> = {
  Delhi: { "private-limited": 1_200, opc: 1_200, llp: 1_000 },
  Haryana: { "private-limited": 360, opc: 360, llp: 1_000 },
  "Uttar Pradesh": { "private-limited": 1_000, opc: 1_000, llp: 750 },
  Maharashtra: { "private-limited": 1_200, opc: 1_200, llp: 500 },
  Karnataka: { "private-limited": 1_500, opc: 1_500, llp: 1_000 },
};
const GOVERNMENT_FEE: Record<IncorporationEntity, number> = { "private-limited": 1_131, opc: 1_131, llp: 1_681 };

export type FreshTools = { complianceDates: boolean; gstRates: boolean; incorporationFees: boolean };

export async function seedToolRecords(
  storage: Pick<Storage, "complianceDates" | "gstRates" | "incorporationFees">,
  fresh: FreshTools,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<void> {
  const now = new Date().toISOString();
  if (fresh.complianceDates && storage.complianceDates.count() === 0) {
    for (const d of complianceSeed(financialYearOf(today)))
      storage.complianceDates.create({ id: randomUUID(), ...complianceDateInputSchema.parse(d), createdAt: now, updatedAt: now });
  }
  if (fresh.gstRates && storage.gstRates.count() === 0) {
    SEED_GST_RATES.forEach((r, order) => storage.gstRates.create({ id: randomUUID(), ...r, order, updatedAt: now }));
  }
  if (fresh.incorporationFees && storage.incorporationFees.count() === 0) {
    const rows = Object.entries(STATE_STAMP_DUTY).flatMap(([state, duty]) =>
      (Object.keys(duty) as IncorporationEntity[]).map((entity) => ({
        id: randomUUID(),
        entity,
        state,
        governmentFee: GOVERNMENT_FEE[entity],
        stampDuty: duty[entity],
        updatedAt: now,
      })),
    );
    for (const row of rows) storage.incorporationFees.create(row);
  }
}
