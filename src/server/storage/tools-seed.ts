// Seeds of the records, written once into a DATA_DIR that has no table for them yet (like the firm's
// packages): the current financial year's due dates, the GST rates in force since 22 September 2025, and
// indicative government fees and stamp duty for incorporation in every state and union territory
// (incorporation-fees-seed.ts). Staff edit all three.
import { randomUUID } from "node:crypto";
import type { Storage } from ".";
import { complianceDateInputSchema } from "../../shared/schemas/compliance";
import { complianceSeed, financialYearOf } from "./compliance-seed";
import { incorporationFeeSeed } from "./incorporation-fees-seed";

export const SEED_GST_RATES: { rate: number; label: string }[] = [
  { rate: 0, label: "Nil (exempt and zero-rated goods and services)" },
  { rate: 5, label: "Merit rate: essentials" },
  { rate: 18, label: "Standard rate" },
  { rate: 40, label: "Demerit rate: luxury and sin goods" },
  { rate: 3, label: "Special rate: gold, silver and jewellery" },
  { rate: 0.25, label: "Special rate: rough diamonds and precious stones" },
];

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
    for (const r of incorporationFeeSeed()) storage.incorporationFees.create({ id: randomUUID(), ...r, updatedAt: now });
  }
}
